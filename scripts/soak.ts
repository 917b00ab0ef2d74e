/**
 * `npm run soak`: N clients (SOAK_CLIENTS, 20) for T seconds (SOAK_SECONDS, 60) mixing the screens' reads and
 * writes against a reference server on this machine; prints requests/s, p50/p99 and errors per call kind and
 * overall; exits 1 on any 5xx or network error.
 * The server: started here in a child process on 127.0.0.1 over a fresh temporary PGlite folder with the demo
 * data, or over SOAK_DATABASE_URL / DATABASE_URL (PostgreSQL, seeded with the demo data when empty); or
 * SOAK_URL = an already running server at http://127.0.0.1:<port> (no other host is accepted).
 */
import { rmSync } from 'node:fs';
import { formatTable, summarize } from './soak/client';
import { runSoak } from './soak/mix';
import { loadText, scriptDatabase, startServer, stopServer, type RunningServer } from './soak/server';

function positive(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) {
    console.error(`${name} must be a whole number of at least 1`);
    process.exit(2);
  }
  return n;
}

/** SOAK_URL: http://127.0.0.1:<port> only. */
function localUrl(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`SOAK_URL is not a URL: ${raw}`);
  }
  if (url.protocol !== 'http:' || url.hostname !== '127.0.0.1')
    throw new Error(`SOAK_URL must be http://127.0.0.1:<port> (a server on this machine), not ${raw}`);
  return url.origin;
}

async function main(): Promise<number> {
  const clients = positive('SOAK_CLIENTS', 20);
  const seconds = positive('SOAK_SECONDS', 60);
  const password = process.env.DEMO_PASSWORD || 'demo1234';
  let server: RunningServer | undefined;
  let dataDir: string | undefined;
  let base: string;
  if (process.env.SOAK_URL) {
    base = localUrl(process.env.SOAK_URL);
    console.log(`soak: against ${base}`);
  } else {
    const db = scriptDatabase('SOAK');
    dataDir = db.dataDir;
    console.log(`soak: starting the server on ${db.label} ...`);
    server = await startServer({ dataDir, databaseUrl: db.databaseUrl, seed: 'demo' });
    base = server.base;
    console.log(`soak: server at ${base}`);
  }
  try {
    console.log(`soak: ${clients} clients for ${seconds} s (load average before ${loadText()})`);
    const result = await runSoak({ base, clients, seconds, password });
    const { rows, overall } = summarize(result.stats, result.seconds);
    console.log(formatTable([...rows, overall]));
    console.log(`load average after: ${loadText()}`);
    const bad = result.stats.serverErrors();
    for (const [kind, k] of result.stats.kinds) for (const e of k.examples) console.log(`  ${kind}: ${e}`);
    if (bad > 0) {
      console.log(`soak: FAILED, ${bad} answers were 5xx or network errors`);
      return 1;
    }
    console.log('soak: no 5xx and no network errors');
    return 0;
  } finally {
    if (server) await stopServer(server);
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (e: unknown) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  },
);
