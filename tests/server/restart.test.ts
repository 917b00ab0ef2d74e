import { afterAll, describe, expect, it } from 'vitest';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildServer } from '../../scripts/build-server';
import { freePort } from './helpers';

/**
 * The real start-up, as `npm start` runs it (server/index.ts bundled by scripts/build-server.ts, on plain node):
 * SIGTERM closes the database cleanly and a restart keeps every record. Uses SEED=none and `createsuperuser` so
 * the run stays short.
 */
const root = path.resolve(__dirname, '../..');
const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
// the server runs in node itself, so SIGTERM reaches it directly (the tsx command relays signals with a 30 ms wait
// and SIGKILLs a child that is slow to answer, which a busy machine turns into exit code 143)
const serverCommand = [process.execPath, [buildServer()]] as const;
const dataDir = mkdtempSync(path.join(tmpdir(), 'courier-restart-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function start(port: number): Promise<ChildProcess> {
  const child = spawn(serverCommand[0], serverCommand[1], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED: 'none',
      SIMULATE: '0',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await new Promise<void>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      if (out.includes('running at')) resolve();
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}: ${out}`)));
  });
  return child;
}

function stop(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    child.on('exit', (code) => resolve(code));
    child.kill('SIGTERM');
  });
}

describe('stopping and restarting the server', () => {
  it('keeps every record', async () => {
    const made = spawnSync(
      tsx,
      [
        'server/seed/createsuperuser.ts',
        '--username',
        'root',
        '--email',
        'root@courier.example',
        '--password',
        'first-pass-1',
      ],
      { cwd: root, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' }, encoding: 'utf8' },
    );
    expect(made.status, made.stderr).toBe(0);

    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    let server = await start(port);
    const login = async () => {
      const body = new FormData();
      body.set('username', 'root');
      body.set('password', 'first-pass-1');
      const res = await fetch(`${base}/rest-auth/`, { method: 'POST', body });
      return ((await res.json()) as { token: string }).token;
    };
    const token = await login();
    const created = await fetch(`${base}/api/samples/`, {
      method: 'POST',
      headers: { Authorization: `Token ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Stool (cholera)', description: 'Cary-Blair medium', priority: 'high' }),
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    expect(await stop(server)).toBe(0);

    server = await start(port);
    try {
      // a second server on the same data folder is refused with a clear message, and the first keeps serving
      const second = spawnSync(serverCommand[0], serverCommand[1], {
        cwd: root,
        env: {
          ...process.env,
          PORT: String(await freePort()),
          DATA_DIR: dataDir,
          SEED: 'none',
          DATABASE_URL: '',
        },
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(second.status).toBe(1);
      expect(second.stderr).toContain(`The data folder ${dataDir} is in use by another server`);
      // the token and the sample both survived
      const res = await fetch(`${base}/api/samples/${id}/`, { headers: { Authorization: `Token ${token}` } });
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ id, name: 'Stool (cholera)', priority: 'high' });
    } finally {
      expect(await stop(server)).toBe(0);
    }
  }, 240_000);

  it('starts as `npm start` does (demo data, simulator, overdue job, outbox dispatcher) and stops on SIGTERM', async () => {
    // the environment of a newcomer's `npm start`: none of the test runner's switches (VITEST turns the overdue job
    // and the dispatcher off), the simulator on by default for the demo data
    const env: NodeJS.ProcessEnv = Object.fromEntries(
      Object.entries(process.env).filter(([k]) => !k.startsWith('VITEST') && k !== 'NODE_ENV'),
    );
    for (const k of ['SIMULATE', 'OVERDUE_JOB', 'OUTBOX_DISPATCH']) env[k] = undefined;
    const dir = mkdtempSync(path.join(tmpdir(), 'courier-start-'));
    try {
      const port = await freePort();
      const child = spawn(serverCommand[0], serverCommand[1], {
        cwd: root,
        env: { ...env, PORT: String(port), DATA_DIR: dir, SEED: 'demo', DATABASE_URL: '' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let out = '';
      const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
      child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
      child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
      await expect
        .poll(() => (out.includes('running at') || child.exitCode !== null ? out : ''), { timeout: 120_000 })
        .toContain('running at');
      expect(out).toContain('Outbox: dispatcher');
      // it serves: a demo user signs in and reads the outbox (the API; the SPA's files may not be built here)
      const body = new FormData();
      body.set('username', 'admin');
      body.set('password', process.env.DEMO_PASSWORD ?? 'demo1234');
      const login = await fetch(`http://127.0.0.1:${port}/rest-auth/`, { method: 'POST', body });
      expect(login.status).toBe(200);
      const { token } = (await login.json()) as { token: string };
      const res = await fetch(`http://127.0.0.1:${port}/api/outbox/`, {
        headers: { Authorization: `Token ${token}` },
      });
      expect(res.status).toBe(200);
      child.kill('SIGTERM');
      expect(await exited, out).toBe(0);
      expect(out).not.toMatch(/FST_ERR|Error:/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 240_000);
});
