import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import WebSocket from 'ws';
import { LOCKS, openDatabase, type Database } from '../../server/db/client';
import { buildApp } from '../../server/app';
import { freePort } from './helpers';

/**
 * Several server instances on one PostgreSQL (PostgreSQL only: vitest.config.ts's POSTGRES_ONLY). Two `Database`s
 * on one URL share NOTIFY messages and advisory locks; two real server processes started together on an empty
 * database both come up, share tokens, writes, live feeds and the "data changed" signal, and run one simulator.
 */
const root = path.resolve(__dirname, '../..');
const serverCommand = [process.execPath, ['--import', 'tsx', 'server/index.ts']] as const;
const PASSWORD = 'demo-pass-42';
const created: string[] = [];

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function admin(sql: string): Promise<{ rows: Record<string, unknown>[] }> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

/** The URL of a fresh, empty database (dropped after the file). */
async function freshDatabase(): Promise<string> {
  const name = `courier_inst_${process.pid}_${randomBytes(5).toString('hex')}`;
  await admin(`CREATE DATABASE ${name}`);
  created.push(name);
  return withDatabase(process.env.TEST_DATABASE_URL!, name);
}

afterAll(async () => {
  for (const name of created) await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
});

const until = async (what: string, ok: () => boolean | Promise<boolean>, timeoutMs = 15_000) => {
  const end = Date.now() + timeoutMs;
  while (!(await ok())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
};

describe('two Database objects on one PostgreSQL', () => {
  let url: string;
  let a: Database;
  let b: Database;
  beforeAll(async () => {
    url = await freshDatabase();
    // opened together on an empty database: the migrations run once, under a lock
    [a, b] = await Promise.all([openDatabase({ databaseUrl: url }), openDatabase({ databaseUrl: url })]);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('hear every notify once, the sender included; an oversize message stays in its process', async () => {
    const heardA: string[] = [];
    const heardB: string[] = [];
    a.listen('test_channel', (p) => heardA.push(p));
    b.listen('test_channel', (p) => heardB.push(p));
    await new Promise((r) => setTimeout(r, 100)); // LISTEN sent
    b.notify('test_channel', 'from b');
    a.notify('test_channel', 'from a');
    await until('both messages on both sides', () => heardA.length === 2 && heardB.length === 2);
    await new Promise((r) => setTimeout(r, 200));
    expect(heardA.sort()).toEqual(['from a', 'from b']);
    expect(heardB.sort()).toEqual(['from a', 'from b']);

    const big = 'x'.repeat(9000);
    a.notify('test_channel', big);
    await new Promise((r) => setTimeout(r, 300));
    expect(heardA.filter((p) => p === big)).toHaveLength(1);
    expect(heardB.filter((p) => p === big)).toHaveLength(0);
  });

  it('listen again after the LISTEN connection is killed', async () => {
    const heard: string[] = [];
    a.listen('test_reconnect', (p) => heard.push(p));
    await new Promise((r) => setTimeout(r, 100));
    const db = new URL(url).pathname.slice(1);
    const killed = await admin(
      `SELECT pg_terminate_backend(pid) AS ok FROM pg_stat_activity WHERE datname = '${db}' AND query LIKE 'LISTEN%'`,
    );
    expect(killed.rows.length).toBeGreaterThanOrEqual(2); // a's and b's
    await until('a message after the reconnect', async () => {
      b.notify('test_reconnect', 'again');
      await new Promise((r) => setTimeout(r, 200));
      return heard.includes('again');
    });
  });

  it('give an advisory lock to one of them, and to the other when the holder closes', async () => {
    const key = 99_001;
    expect(await a.holdLock(key)).toBe(true);
    expect(await b.holdLock(key)).toBe(false);
    expect(await a.holdLock(key)).toBe(true);
    await a.close();
    await until('b takes the lock over', () => b.holdLock(key));
  });

  it('carry the "data changed" signal of a write through one app to the other', async () => {
    const c = await openDatabase({ databaseUrl: url });
    const appB = await buildApp({ database: b, staticDir: '/nonexistent' });
    const appC = await buildApp({ database: c, staticDir: '/nonexistent' });
    try {
      let heardB = 0;
      let heardC = 0;
      appB.changes.subscribe(() => heardB++);
      appC.changes.subscribe(() => heardC++);
      // a refused write is still a write call: the signal does not wait for a sign-in
      const res = await appC.inject({ method: 'POST', url: '/api/samples/', payload: { name: 'x' } });
      expect(res.statusCode).toBe(401);
      expect(heardC).toBe(1); // at once, in the writer's process
      await until('the other app hears the change', () => heardB === 1);
      const read = await appC.inject({ method: 'GET', url: '/api/samples/' });
      expect(read.statusCode).toBe(401);
      await new Promise((r) => setTimeout(r, 300));
      expect([heardB, heardC]).toEqual([1, 1]); // a read signals nothing, the writer does not hear itself twice
    } finally {
      await appB.close();
      await appC.close();
      await c.close();
    }
  });
});

interface Instance {
  child: ChildProcess;
  base: string;
  out: () => string;
  exited: Promise<number | null>;
}

function start(url: string, port: number): { instance: Instance; ready: Promise<void> } {
  const child = spawn(serverCommand[0], serverCommand[1], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: url,
      SEED: 'demo',
      DEMO_PASSWORD: PASSWORD,
      SIMULATE: '1',
      SIMULATE_AGENT_MS: '300',
      SIMULATE_NOTIFICATION_MS: '60000',
      LOG: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', () => {
      if (out.includes('running at')) resolve();
    });
    void exited.then((code) => reject(new Error(`server exited with ${code}: ${out}`)));
  });
  return { instance: { child, base: `http://127.0.0.1:${port}`, out: () => out, exited }, ready };
}

/** A feed socket that keeps every message. */
async function feed(base: string, channel: string, token: string) {
  const socket = new WebSocket(`${base.replace('http', 'ws')}/ws/${channel}?token=${token}`);
  const messages: Record<string, unknown>[] = [];
  socket.on('message', (data) => messages.push(JSON.parse(String(data)) as Record<string, unknown>));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return { socket, messages };
}

const RUNS = 'Simulator: running in this instance';
const STANDS_BY = 'Simulator: standing by';

describe('two server processes on one empty PostgreSQL', () => {
  const instances: Instance[] = [];
  afterAll(async () => {
    for (const i of instances) {
      if (i.child.exitCode === null && i.child.signalCode === null) {
        i.child.kill('SIGTERM');
        await i.exited;
      }
    }
  });

  it('both come up, share tokens, writes and feeds, and run one simulator', async () => {
    const url = await freshDatabase();
    const ports = [await freePort(), await freePort()];
    // started at the same moment: both find the database empty
    const started = ports.map((port) => start(url, port));
    instances.push(...started.map((s) => s.instance));
    await Promise.all(started.map((s) => s.ready));
    const [A, B] = instances;
    const outs = instances.map((i) => i.out());
    expect(outs.filter((o) => o.includes('Loaded demo data'))).toHaveLength(1);

    // a token got from A works on B
    const body = new FormData();
    body.set('username', 'admin');
    body.set('password', PASSWORD);
    const login = await fetch(`${A.base}/rest-auth/`, { method: 'POST', body });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };
    const headers = { Authorization: `Token ${token}`, 'Content-Type': 'application/json' };
    const profile = await fetch(`${B.base}/current_user_profile/`, { headers });
    expect(profile.status).toBe(200);

    // a write through A is read through B
    const made = await fetch(`${A.base}/api/samples/`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        name: 'Sputum (TB, two instances)',
        description: 'Falcon tube',
        priority: 'high',
      }),
    });
    expect(made.status).toBe(201);
    const { id } = (await made.json()) as { id: number };
    const read = await fetch(`${B.base}/api/samples/${id}/`, { headers });
    expect(read.status).toBe(200);
    expect(await read.json()).toMatchObject({ id, name: 'Sputum (TB, two instances)' });

    // a feed client on B hears a location and a notification written through A
    const agents = await feed(B.base, 'agents', token);
    const notes = await feed(B.base, 'notifications', token);
    const list = await fetch(`${A.base}/api/delivery_agents/?page_size=1`, { headers });
    const first = ((await list.json()) as { results: { id: number }[] }).results[0];
    const moved = await fetch(`${A.base}/api/delivery_agents/${first.id}/`, {
      method: 'PATCH',
      headers,
      body: JSON.stringify({
        location_latitude: 1.2345,
        location_longitude: 33.4567,
        location_address: 'Tororo',
      }),
    });
    expect(moved.status).toBe(200);
    await until('the location on B', () =>
      agents.messages.some((m) => m.agent === first.id && m.location_address === 'Tororo'),
    );
    expect(agents.messages.filter((m) => m.location_address === 'Tororo')).toHaveLength(1);
    const note = await fetch(`${A.base}/api/admin_notifications/`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ title: 'Cold box left at Tororo', message: 'Please collect' }),
    });
    expect(note.status).toBe(201);
    await until('the notification on B', () =>
      notes.messages.some((m) => m.title === 'Cold box left at Tororo'),
    );
    expect(notes.messages.filter((m) => m.title === 'Cold box left at Tororo')).toHaveLength(1);

    // a sign-out through A closes that session's feed on B at once (not at B's 30-second recheck)
    const again = new FormData();
    again.set('username', 'admin');
    again.set('password', PASSWORD);
    const second = (
      (await (await fetch(`${A.base}/rest-auth/`, { method: 'POST', body: again })).json()) as {
        token: string;
      }
    ).token;
    const doomed = await feed(B.base, 'notifications', second);
    const closed = new Promise<number>((resolve) => doomed.socket.on('close', (code) => resolve(code)));
    const out = await fetch(`${A.base}/rest-auth/logout/`, {
      method: 'POST',
      headers: { Authorization: `Token ${second}` },
    });
    expect(out.status).toBeLessThan(300);
    const t0 = Date.now();
    expect(await closed).toBe(4401);
    expect(Date.now() - t0).toBeLessThan(5000);

    // exactly one simulator: one instance says it runs it, the other that it stands by, and one lock is held
    await until('both simulators decided', () =>
      instances.every((i) => i.out().includes(RUNS) || i.out().includes(STANDS_BY)),
    );
    const runner = instances.find((i) => i.out().includes(RUNS))!;
    const other = instances.find((i) => i !== runner)!;
    expect(runner).toBeDefined();
    expect(other.out()).toContain(STANDS_BY);
    expect(other.out()).not.toContain(RUNS);
    const db = new URL(url).pathname.slice(1);
    const locks = await admin(
      `SELECT count(*)::int AS n FROM pg_locks l JOIN pg_database d ON d.oid = l.database
       WHERE l.locktype = 'advisory' AND l.granted AND l.objid = ${LOCKS.simulator} AND d.datname = '${db}'`,
    );
    expect(locks.rows[0].n).toBe(1);
    // the simulator's moves reach the feeds of both instances
    const feedOfOther = other === B ? agents : await feed(other.base, 'agents', token);
    await until('a simulated move on the other instance', () =>
      feedOfOther.messages.some((m) => String(m.location_address).includes('(')),
    );

    // the runner dies: the other takes over and its own feed hears its moves
    runner.child.kill('SIGKILL');
    await runner.exited;
    await until('the other instance takes the simulator over', () => other.out().includes(RUNS));
    const otherFeed = await feed(other.base, 'agents', token);
    await until('a simulated move after the takeover', () =>
      otherFeed.messages.some((m) => String(m.location_address).includes('(')),
    );
    for (const s of [agents.socket, notes.socket, feedOfOther.socket, otherFeed.socket]) s.terminate();
  }, 90_000);
});
