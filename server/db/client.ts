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
  close(): Promise<void>;
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

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export async function openDatabase(options: OpenOptions = {}): Promise<Database> {
  const url = options.databaseUrl;
  if (url && /^postgres(ql)?:\/\//.test(url)) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new pg.Pool({ connectionString: url, max: poolSize(options.poolMax) });
    const db = drizzle(pool, { schema });
    await migrate(db, { migrationsFolder });
    return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const dir = options.dataDir && options.dataDir !== 'memory://' ? path.resolve(options.dataDir) : undefined;
  if (dir) mkdirSync(dir, { recursive: true });
  const release = dir ? lockDataDir(dir) : () => {};
  try {
    const client = dir ? new PGlite(dir) : new PGlite();
    await client.waitReady;
    const db = drizzle(client, { schema });
    await migrate(db, { migrationsFolder });
    return {
      db: db as unknown as Db,
      kind: 'pglite',
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
