/**
 * The outbox survives `kill -9` (PGlite only: the embedded data folder; in vitest.config.ts PGLITE_ONLY). Real server
 * processes (server/index.ts) on one data folder, an SMS webhook stub on 127.0.0.1:
 *   1. a server with the dispatcher off queues an SMS (a new pickup) and is killed before sending;
 *   2. a restarted server sends it, the stub holds the request open, and that server is killed while the gateway has
 *      the message and before 'sent' is written;
 *   3. a third server takes the message again once the lease ran out and sends it: the stub saw it twice, with the
 *      same id — the README's promise: at least once, a repeat only after a crash between the gateway's answer and
 *      'sent', always with the same message_id for the gateway to drop.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server, type ServerResponse } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../server/db/client';
import { rowsOf } from '../../server/db/rows';
import { PASSWORD, seedFixture } from './fixtures';
import { freePort } from './helpers';
import { toIsoDate } from '../../contract/dates';

const root = path.resolve(__dirname, '../..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'courier-outbox-crash-'));
const received: { id: string; to: string; message: string }[] = [];
let hold = false;
const held: ServerResponse[] = [];
let stub: Server;
let stubPort: number;
const children = new Set<ChildProcess>();

beforeAll(async () => {
  stubPort = await freePort();
  stub = createServer((req, res) => {
    let body = '';
    req.on('data', (d: Buffer) => (body += d.toString()));
    req.on('end', () => {
      received.push(JSON.parse(body) as { id: string; to: string; message: string });
      if (hold) held.push(res);
      else res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => stub.listen(stubPort, '127.0.0.1', resolve));
  // the data folder: the fixture's accounts and places, the pickup SMS flag on, a company phone
  const database = await openDatabase({ dataDir });
  await seedFixture(database);
  await database.db.execute(
    sql`update app_profile set send_sms_alerttoadmin_on_pickups = true, "RegisteredPhoneNumber1" = '+256700999000'`,
  );
  await database.close();
});

afterAll(async () => {
  for (const c of children) c.kill('SIGKILL');
  for (const r of held) r.destroy();
  await new Promise<void>((resolve) => stub.close(() => resolve()));
  rmSync(dataDir, { recursive: true, force: true });
});

async function start(port: number, env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: root,
    env: {
      ...process.env,
      VITEST: '',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED: 'none',
      SIMULATE: '0',
      OVERDUE_JOB: '0',
      SMS_GATEWAY: 'webhook',
      SMS_WEBHOOK_URL: `http://127.0.0.1:${stubPort}/sms`,
      OUTBOX_POLL_MS: '50',
      OUTBOX_LEASE_MS: '1500',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  await new Promise<void>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`server did not start: ${out}`)), 40_000);
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      if (out.includes('running at')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
    child.on('exit', (code) => reject(new Error(`server exited with ${code}: ${out}`)));
  });
  return child;
}

function kill9(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.removeAllListeners('exit');
    child.on('exit', () => {
      children.delete(child);
      resolve();
    });
    child.kill('SIGKILL');
  });
}

async function until(what: string, check: () => boolean | Promise<boolean>, ms = 20_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

async function outboxOf() {
  const database = await openDatabase({ dataDir });
  try {
    return await rowsOf<{ message_id: string; status: string; attempts: number }>(
      database.db,
      sql`select message_id, status, attempts from outbox order by id`,
    );
  } finally {
    await database.close();
  }
}

describe('kill -9 between queueing and sending', () => {
  it('sends after a restart, and repeats only what the README says, with the same id', async () => {
    // 1. queued, then killed before any try
    let port = await freePort();
    let server = await start(port, { OUTBOX_DISPATCH: '0' });
    const base = () => `http://127.0.0.1:${port}`;
    const login = await fetch(`${base()}/rest-auth/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: PASSWORD }),
    });
    const token = ((await login.json()) as { token: string }).token;
    const ids = (await (
      await fetch(`${base()}/api/samples/`, { headers: { authorization: `Token ${token}` } })
    ).json()) as { id: number }[];
    const centres = (await (
      await fetch(`${base()}/api/healthcentres/`, { headers: { authorization: `Token ${token}` } })
    ).json()) as { id: number; collection_hub: number }[];
    const created = await fetch(`${base()}/api/pending_umoja_pickups/`, {
      method: 'POST',
      headers: { authorization: `Token ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        date: toIsoDate(new Date()),
        sample: ids[0].id,
        quantity: 1,
        pickup_location_type: 'health_center',
        pickup_health_center: centres[0].id,
        destination_location_type: 'collection_hub',
        destination_collection_hub: centres[0].collection_hub,
      }),
    });
    expect(created.status, await created.clone().text()).toBe(201);
    await kill9(server);
    let rows = await outboxOf();
    expect(rows.map((r) => [r.status, r.attempts])).toEqual([['queued', 0]]);
    const id = rows[0].message_id;
    expect(received).toHaveLength(0);

    // 2. restarted: it sends; the gateway holds the request; killed before 'sent' is written
    hold = true;
    port = await freePort();
    server = await start(port, { OUTBOX_DISPATCH: '1' });
    await until('the gateway to get the message', () => received.length === 1);
    await kill9(server);
    for (const r of held.splice(0)) r.destroy();
    rows = await outboxOf();
    expect(rows.map((r) => [r.status, r.attempts])).toEqual([['sending', 1]]);

    // 3. restarted again: after the lease it is taken again and sent, once more, with the same id
    hold = false;
    port = await freePort();
    server = await start(port, { OUTBOX_DISPATCH: '1' });
    await until('the second delivery', () => received.length === 2);
    // nothing more comes (the poll runs every 50 ms)
    await new Promise((r) => setTimeout(r, 1000));
    await kill9(server);
    expect(received.map((m) => m.id)).toEqual([id, id]);
    expect(received[0].to).toBe('+256700999000');
    rows = await outboxOf();
    expect(rows.map((r) => [r.status, r.attempts])).toEqual([['sent', 2]]);
  });
});
