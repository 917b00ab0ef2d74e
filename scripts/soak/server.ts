/**
 * The reference server as a child process for the soak, fault and bench scripts: `node --import tsx server/index.ts`,
 * or the bundle that `npm start` runs (the bench), on 127.0.0.1 and a free port, over a PGlite data folder (DATA_DIR) or a PostgreSQL database (DATABASE_URL).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import net from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer } from '../build-server';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface ServerOptions {
  /** PGlite data folder (ignored when databaseUrl is given) */
  dataDir?: string;
  databaseUrl?: string;
  seed?: 'demo' | 'none';
  port?: number;
  /** how long to wait for 'running at' (ms) */
  startTimeoutMs?: number;
  /** extra node flags, e.g. ['--cpu-prof'] */
  nodeArgs?: string[];
  /** run the bundle that `npm start` runs (scripts/build-server.ts) instead of the TypeScript through tsx */
  bundle?: boolean;
}

/** The load average as '0.52 0.61 0.70' (every script reports it beside its figures). */
export const loadText = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/**
 * Where a script's server keeps its data: `<PREFIX>_DATABASE_URL` or DATABASE_URL (PostgreSQL) when set, else a
 * fresh temporary PGlite folder named after the script; `label` says which, for the script's first line.
 */
export function scriptDatabase(prefix: string): { databaseUrl?: string; dataDir?: string; label: string } {
  const databaseUrl = process.env[`${prefix}_DATABASE_URL`] || process.env.DATABASE_URL || undefined;
  if (databaseUrl) return { databaseUrl, label: 'PostgreSQL' };
  const dataDir = mkdtempSync(path.join(tmpdir(), `courier-${prefix.toLowerCase()}-`));
  return { dataDir, label: `PGlite (${dataDir})` };
}

export interface RunningServer {
  child: ChildProcess;
  base: string;
  port: number;
  /** everything the server printed (the last 20,000 characters) */
  output: () => string;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export async function startServer(o: ServerOptions): Promise<RunningServer> {
  const port = o.port ?? (await freePort());
  const args = o.bundle
    ? [...(o.nodeArgs ?? []), buildServer()]
    : [...(o.nodeArgs ?? []), '--import', 'tsx', path.join(root, 'server', 'index.ts')];
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: o.dataDir ?? '',
      DATABASE_URL: o.databaseUrl ?? '',
      SEED: o.seed ?? 'demo',
      SIMULATE: '0',
      LOG: '0',
      TRUST_PROXY: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (b: Buffer) => {
    output = (output + b.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (o.startTimeoutMs ?? 180_000);
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`The server stopped (${child.exitCode ?? child.signalCode}): ${output.slice(-3000)}`);
    if (/running at/i.test(output)) return { child, base, port, output: () => output };
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`The server did not start in time: ${output.slice(-3000)}`);
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** SIGTERM, then SIGKILL after 15 s. */
export async function stopServer(s: RunningServer): Promise<void> {
  const done = exited(s.child);
  s.child.kill('SIGTERM');
  const timer = setTimeout(() => s.child.kill('SIGKILL'), 15_000);
  await done;
  clearTimeout(timer);
}

/** kill -9: the process dies at once, no cleanup. */
export async function killServer(s: RunningServer): Promise<void> {
  const done = exited(s.child);
  s.child.kill('SIGKILL');
  await done;
}
