/**
 * Opens the database: PGlite (embedded, in DATA_DIR or in memory) by default,
 * a real PostgreSQL when DATABASE_URL is a postgres:// URL. Both run the same
 * committed migrations and expose the same Drizzle API.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  /** 'pglite' or 'postgres' */
  kind: 'pglite' | 'postgres';
  /**
   * Hears `notify(channel, …)` of every process on this database, this one included, once each. PostgreSQL: through
   * LISTEN on one dedicated connection (not a pooled one) that reconnects with backoff when it drops. PGlite (one
   * process per data folder): in process. Answers the function that stops listening.
   */
  listen(channel: string, fn: (payload: string) => void): () => void;
  /**
   * Sends `payload` to the listeners of `channel` in every process. PostgreSQL: NOTIFY; a payload over NOTIFY's
   * 8000-byte limit, or one sent while the LISTEN connection is down, reaches this process's listeners only (logged).
   */
  notify(channel: string, payload: string): void;
  /**
   * Takes (or confirms) the session advisory lock `key` on the dedicated connection: true while this process holds it.
   * The lock goes with the process (or its connection), so another process can take it over. PGlite: always true.
   */
  holdLock(key: number): Promise<boolean>;
  close(): Promise<void>;
}

/** Advisory lock keys (per database). */
export const LOCKS = {
  migrate: 4_210_001,
  seed: 4_210_002,
  simulator: 4_210_003,
  overdue: 4_210_004,
} as const;

/** NOTIFY payloads are limited to 8000 bytes. */
const NOTIFY_LIMIT = 7999;

type Listeners = Map<string, Set<(payload: string) => void>>;

function deliver(listeners: Listeners, channel: string, payload: string) {
  for (const fn of [...(listeners.get(channel) ?? [])]) {
    try {
      fn(payload);
    } catch (err) {
      console.error(`listener of ${channel} failed:`, err);
    }
  }
}

/** The in-process fan-out of the embedded engine. */
function localBus(): Pick<Database, 'listen' | 'notify' | 'holdLock'> {
  const listeners: Listeners = new Map();
  return {
    listen(channel, fn) {
      if (!listeners.has(channel)) listeners.set(channel, new Set());
      listeners.get(channel)!.add(fn);
      return () => listeners.get(channel)?.delete(fn);
    },
    notify: (channel, payload) => deliver(listeners, channel, payload),
    holdLock: async () => true,
  };
}

type PgModule = (typeof import('pg'))['default'];

/**
 * The dedicated PostgreSQL connection: LISTEN for every channel listened to, and the session advisory locks of
 * holdLock. When it drops it reconnects with backoff (0.25 s doubling to 10 s), listens again and forgets its locks.
 */
async function pgBus(
  pg: PgModule,
  url: string,
  pool: InstanceType<PgModule['Pool']>,
): Promise<Pick<Database, 'listen' | 'notify' | 'holdLock'> & { close(): Promise<void> }> {
  const listeners: Listeners = new Map();
  let client: InstanceType<PgModule['Client']> | null = null;
  let closed = false;
  let backoff = 250;
  let timer: NodeJS.Timeout | undefined;
  let held = new Set<number>();
  const quote = (channel: string) => `"${channel.replace(/"/g, '""')}"`;

  const connect = async () => {
    const c = new pg.Client({ connectionString: url, keepAlive: true });
    c.on('notification', (n) => {
      if (client === c) deliver(listeners, n.channel, n.payload ?? '');
    });
    const lost = () => {
      if (client !== c) return;
      client = null;
      held = new Set();
      void c.end().catch(() => {});
      if (!closed) schedule();
    };
    c.on('error', (err) => {
      if (client === c) console.error(`PostgreSQL LISTEN connection lost (${err.message}); reconnecting`);
      lost();
    });
    c.on('end', lost);
    try {
      await c.connect();
      for (const channel of listeners.keys()) await c.query(`LISTEN ${quote(channel)}`);
    } catch (err) {
      await c.end().catch(() => {});
      throw err;
    }
    if (closed) {
      await c.end();
      return;
    }
    client = c;
    backoff = 250;
  };
  const schedule = () => {
    timer = setTimeout(() => {
      connect().catch((err: Error) => {
        console.error(`PostgreSQL LISTEN connection: ${err.message}; retrying in ${backoff / 1000} s`);
        backoff = Math.min(backoff * 2, 10_000);
        if (!closed) schedule();
      });
    }, backoff);
    timer.unref();
  };
  await connect();

  return {
    listen(channel, fn) {
      if (!listeners.has(channel)) {
        listeners.set(channel, new Set());
        // a failure is a lost connection: the reconnect listens again
        client?.query(`LISTEN ${quote(channel)}`).catch(() => {});
      }
      listeners.get(channel)!.add(fn);
      return () => listeners.get(channel)?.delete(fn);
    },
    notify(channel, payload) {
      if (!client || Buffer.byteLength(payload) > NOTIFY_LIMIT) {
        console.warn(
          client
            ? `${channel}: a message of ${Buffer.byteLength(payload)} bytes is over NOTIFY's limit; delivered in this process only`
            : `${channel}: the LISTEN connection is down; message delivered in this process only`,
        );
        deliver(listeners, channel, payload);
        return;
      }
      pool.query('SELECT pg_notify($1, $2)', [channel, payload]).catch((err: Error) => {
        console.error(`${channel}: NOTIFY failed (${err.message}); delivered in this process only`);
        deliver(listeners, channel, payload);
      });
    },
    async holdLock(key) {
      const c = client;
      if (!c) return false;
      if (held.has(key)) return true;
      try {
        const res = await c.query<{ ok: boolean }>('SELECT pg_try_advisory_lock($1) AS ok', [key]);
        if (res.rows[0]?.ok && client === c) held.add(key);
      } catch {
        // a lost connection: the reconnect starts without locks
      }
      return client === c && held.has(key);
    },
    async close() {
      closed = true;
      clearTimeout(timer);
      const c = client;
      client = null;
      if (c) await c.end().catch(() => {});
    },
  };
}

export interface OpenOptions {
  /** postgres://... to use a real PostgreSQL. */
  databaseUrl?: string;
  /** Folder for the embedded database; undefined or 'memory://' keeps it in memory. */
  dataDir?: string;
  /** Most connections of the PostgreSQL pool; default PG_POOL_MAX or 10. */
  poolMax?: number;
}

/** The PostgreSQL pool size: `poolMax`, else PG_POOL_MAX, else 10 (a whole number from 1 to 1000). */
export function poolSize(poolMax: number | string | undefined = process.env.PG_POOL_MAX): number {
  if (poolMax === undefined || poolMax === '') return 10;
  const n = Number(poolMax);
  if (!Number.isInteger(n) || n < 1 || n > 1000)
    throw new Error(`PG_POOL_MAX must be a whole number from 1 to 1000, not "${poolMax}"`);
  return n;
}

/**
 * The embedded database's shared buffers: PGLITE_SHARED_BUFFERS (e.g. 32MB, 128MB), default 32MB. They live in
 * the server's own memory (WebAssembly), which never shrinks, whereas table pages outside them are read through
 * the operating system's file cache, which is shared and given back under pressure.
 */
export function pgliteSharedBuffers(value: string | undefined = process.env.PGLITE_SHARED_BUFFERS): string {
  if (value === undefined || value === '') return '32MB';
  const m = /^(\d{1,6})\s*(kB|MB|GB)$/i.exec(value.trim());
  const kb = m
    ? Number(m[1]) * ({ kb: 1, mb: 1024, gb: 1024 * 1024 } as const)[m[2].toLowerCase() as 'kb']
    : 0;
  if (!m || kb < 1024 || kb > 4 * 1024 * 1024)
    throw new Error(`PGLITE_SHARED_BUFFERS must be a size from 1MB to 4GB such as 32MB, not "${value}"`);
  return `${m[1]}${m[2].toUpperCase() === 'KB' ? 'kB' : m[2].toUpperCase()}`;
}

// found from the server folder, one level above this file: the same from server/db/client.ts and from the bundle
// that `npm start` runs (server/.build/server.mjs, scripts/build-server.ts)
const migrationsFolder = path.join(
  path.dirname(path.dirname(fileURLToPath(import.meta.url))),
  'db',
  'migrations',
);

export async function openDatabase(options: OpenOptions = {}): Promise<Database> {
  const url = options.databaseUrl;
  if (url && /^postgres(ql)?:\/\//.test(url)) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new pg.Pool({ connectionString: url, max: poolSize(options.poolMax) });
    // an idle pooled connection that the server ends is dropped by the pool; without a handler it would crash the process
    pool.on('error', (err) => console.error(`PostgreSQL pool: ${err.message}`));
    const db = drizzle(pool, { schema });
    // two instances starting together on an empty database must not both run the migrations
    const locker = new pg.Client({ connectionString: url });
    await locker.connect();
    try {
      await locker.query('SELECT pg_advisory_lock($1)', [LOCKS.migrate]);
      await migrate(db, { migrationsFolder });
    } finally {
      await locker.end().catch(() => {});
    }
    const bus = await pgBus(pg, url, pool);
    let closing: Promise<void> | undefined;
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      listen: bus.listen,
      notify: bus.notify,
      holdLock: bus.holdLock,
      // a second close() (a test's cleanup after its own) waits for the first
      close: () =>
        (closing ??= (async () => {
          await bus.close();
          await pool.end();
        })()),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const dir = options.dataDir && options.dataDir !== 'memory://' ? path.resolve(options.dataDir) : undefined;
  if (dir) mkdirSync(dir, { recursive: true });
  const release = dir ? lockDataDir(dir) : () => {};
  try {
    const postgresqlconf = [`shared_buffers=${pgliteSharedBuffers()}`];
    const client = dir ? new PGlite(dir, { postgresqlconf }) : new PGlite({ postgresqlconf });
    await client.waitReady;
    // the embedded database lives in memory: a random page costs about what a sequential one does. With the
    // default 4, analysed small tables (100 hubs) were scanned whole per row instead of by primary key, which
    // doubled the health-centre search (28 → 56 ms on the bench data).
    await client.exec('SET random_page_cost = 1.1');
    const db = drizzle(client, { schema });
    const applied = async () => {
      const [{ t }] = (
        await client.query<{ t: string | null }>(`select to_regclass('drizzle.__drizzle_migrations') as t`)
      ).rows;
      if (!t) return 0;
      return (
        await client.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations')
      ).rows[0].n;
    };
    const before = await applied();
    await migrate(db, { migrationsFolder });
    // New migrations on a database that had rows: one that rewrites or updates a table (0010's back-fill) leaves its
    // rows' visibility unset (index-only scans visit every row again) and, for an UPDATE, dead copies; PGlite has no
    // autovacuum to fix either later (as after the seed's bulk load, see seed/index.ts). A fresh database skips it.
    if (before > 0 && (await applied()) > before) await client.exec('VACUUM ANALYZE');
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      ...localBus(),
      close: async () => {
        try {
          if (!client.closed) await client.close();
        } finally {
          release();
        }
      },
    };
  } catch (err) {
    release();
    throw err;
  }
}

export class DataDirInUseError extends Error {}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The embedded database is one process per data folder: a lock file holding the owner's pid. A second open (another
 * server, the seed command, or the same process again) is refused while the owner lives; the lock of a process that
 * died (kill -9, a crash) is taken over, so a crash never leaves the folder stuck. Returns the release function.
 */
function lockDataDir(dir: string): () => void {
  const file = path.join(dir, 'courier.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      let released = false;
      return () => {
        if (released) return;
        released = true;
        rmSync(file, { force: true });
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      let owner = NaN;
      try {
        owner = Number(readFileSync(file, 'utf8').trim());
      } catch {
        // removed meanwhile: try again
      }
      if (Number.isInteger(owner) && owner > 0 && processAlive(owner))
        throw new DataDirInUseError(
          `The data folder ${dir} is in use by another server (process ${owner}). ` +
            'Stop that server first, or give this one another DATA_DIR.',
        );
      rmSync(file, { force: true }); // the owner is gone: a stale lock
    }
  }
  throw new DataDirInUseError(`Could not lock the data folder ${dir}.`);
}

export { schema };
