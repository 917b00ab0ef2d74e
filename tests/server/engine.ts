/**
 * The database engine of a server test run. The `server` project runs on the embedded PGlite (in memory); the
 * `server-pg` project (only when TEST_DATABASE_URL is set) sets TEST_ENGINE=postgres and runs the same tests on a
 * real PostgreSQL: each opened database is a fresh database created on that server and dropped on close.
 */
import { randomBytes } from 'node:crypto';
import { openDatabase, type Database } from '../../server/db/client';

export const ENGINE: 'pglite' | 'postgres' =
  process.env.TEST_ENGINE === 'postgres' && process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

/** The URL of another database on the server of `url`. */
function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function admin<T>(run: (query: (sql: string) => Promise<unknown>) => Promise<T>): Promise<T> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    return await run((sql) => client.query(sql));
  } finally {
    await client.end();
  }
}

/** A fresh, empty, migrated database on the run's engine; close() also drops it on PostgreSQL. */
export async function openTestDatabase(): Promise<Database> {
  if (ENGINE === 'pglite') return openDatabase({});
  const name = `courier_test_${process.pid}_${randomBytes(6).toString('hex')}`;
  await admin((query) => query(`CREATE DATABASE ${name}`));
  const database = await openDatabase({ databaseUrl: withDatabase(process.env.TEST_DATABASE_URL!, name) });
  return {
    ...database,
    close: async () => {
      await database.close();
      await admin((query) => query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}
