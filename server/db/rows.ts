import type { SQL } from 'drizzle-orm';

/**
 * The rows of a raw query (`sql\`...\``) on the database or a transaction, whichever driver answers: Drizzle's
 * PGlite and node-postgres drivers both give `{ rows }`.
 */
export async function rowsOf<T>(
  db: { execute: (query: SQL) => PromiseLike<unknown> },
  query: SQL,
): Promise<T[]> {
  const res = await db.execute(query);
  return (Array.isArray(res) ? res : (res as { rows: T[] }).rows) as T[];
}
