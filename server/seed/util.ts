/** Dates relative to "today" and batched inserts for the seeds. */
import { sql, type InferInsertModel } from 'drizzle-orm';
import { getTableConfig, type AnyPgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';

const MINUTE = 60_000;

/** Local-time calendar arithmetic around one fixed "now". */
export class Clock {
  readonly now: Date;
  private readonly midnight: Date;

  constructor(today: Date = new Date()) {
    this.now = new Date(today.getTime());
    this.midnight = new Date(today.getFullYear(), today.getMonth(), today.getDate());
  }

  /** Local midnight `offset` days before today. */
  day(offset: number): Date {
    return new Date(this.midnight.getFullYear(), this.midnight.getMonth(), this.midnight.getDate() - offset);
  }

  /**
   * `minutes` after local midnight of the day `offset` days back. A time later than now (only possible
   * today) is moved to the fraction `u` of the part of today that has passed, so it stays today and never
   * lies in the future.
   */
  at(offset: number, minutes: number, u: number): Date {
    const t = new Date(this.day(offset).getTime() + minutes * MINUTE);
    return this.clamp(t, u);
  }

  /** `t`, or when it lies in the future, a moment of today before now (the fraction `u` of today so far). */
  clamp(t: Date, u: number): Date {
    if (t.getTime() <= this.now.getTime()) return t;
    // Within today's working hours so far: from 06:00 (or half of the time since midnight, early on) to now.
    const sinceMidnight = this.now.getTime() - this.midnight.getTime();
    const start = this.midnight.getTime() + Math.min(6 * 60 * MINUTE, sinceMidnight / 2);
    return new Date(start + Math.floor((this.now.getTime() - start) * u));
  }

  plusMinutes(t: Date, minutes: number): Date {
    return new Date(t.getTime() + minutes * MINUTE);
  }

  isPast(t: Date): boolean {
    return t.getTime() <= this.now.getTime();
  }

  /** Days since Monday (0 on a Monday). */
  get daysSinceMonday(): number {
    return (this.midnight.getDay() + 6) % 7;
  }
}

export function dateString(d: Date): string {
  const m = String(d.getMonth() + 1).padStart(2, '0');
  const day = String(d.getDate()).padStart(2, '0');
  return `${d.getFullYear()}-${m}-${day}`;
}

export function timeString(d: Date): string {
  return [d.getHours(), d.getMinutes(), d.getSeconds()].map((n) => String(n).padStart(2, '0')).join(':');
}

export function addYears(d: Date, years: number): Date {
  return new Date(d.getFullYear() + years, d.getMonth(), d.getDate());
}

/** Whole years between `dob` and `on`. */
export function ageOn(dob: Date, on: Date): number {
  let age = on.getFullYear() - dob.getFullYear();
  if (on.getMonth() < dob.getMonth() || (on.getMonth() === dob.getMonth() && on.getDate() < dob.getDate()))
    age--;
  return age;
}

export type Tx = Pick<Db, 'insert' | 'execute'>;
export type Log = (msg: string) => void;

/** Inserts `rows` in batches of `size` (no returning). */
export async function insertRows<T extends PgTable>(
  tx: Tx,
  table: T,
  rows: InferInsertModel<T>[],
  size = 500,
): Promise<void> {
  for (let i = 0; i < rows.length; i += size) {
    await tx.insert(table).values(rows.slice(i, i + size));
  }
}

/** Inserts `rows` in batches of `size` and answers the new ids in insertion order. */
export async function insertIds<T extends PgTable & { id: AnyPgColumn }>(
  tx: Tx,
  table: T,
  rows: InferInsertModel<T>[],
  size = 500,
): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += size) {
    const res = (await tx
      .insert(table)
      .values(rows.slice(i, i + size))
      .returning({ id: table.id })) as { id: number }[];
    for (const r of res) ids.push(r.id);
  }
  return ids;
}

/**
 * Bulk insert for the big tables: each batch goes as one JSON parameter expanded by
 * json_populate_recordset, which is many times faster than building a multi-row VALUES statement with
 * tens of thousands of parameters. Inserts the columns present in the first row (column names equal the
 * property names in this schema), so every row must carry the same keys; the others take their default.
 * Answers the new ids in insertion order.
 */
export async function bulkInsertIds<T extends PgTable>(
  tx: Tx,
  table: T,
  rows: InferInsertModel<T>[],
  size = 5000,
): Promise<number[]> {
  if (!rows.length) return [];
  const config = getTableConfig(table);
  const keys = new Set(Object.keys(rows[0]));
  const cols = config.columns.filter((c) => c.name !== 'id' && keys.has(c.name)).map((c) => `"${c.name}"`);
  const list = cols.join(', ');
  const name = `"${config.name}"`;
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += size) {
    const json = JSON.stringify(rows.slice(i, i + size));
    const out = await rowsOf<{ id: number }>(
      tx,
      sql`INSERT INTO ${sql.raw(name)} (${sql.raw(list)}) SELECT ${sql.raw(list)} FROM json_populate_recordset(NULL::${sql.raw(name)}, ${json}::json) RETURNING id`,
    );
    for (const r of out) ids.push(Number(r.id));
  }
  return ids;
}

/** Runs `fn` in one transaction and logs the table's row count. */
export async function step<R>(
  db: Db,
  log: Log,
  label: string,
  count: number,
  fn: (tx: Tx) => Promise<R>,
): Promise<R> {
  const t0 = Date.now();
  const result = await db.transaction(async (tx) => fn(tx));
  log(`${label}: ${count.toLocaleString('en')} rows (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
  return result;
}

/** Runs a command-line `main` and exits with its code, or with 1 after printing what it threw. */
export function runCli(main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (err: unknown) => {
      console.error(err instanceof Error ? (err.stack ?? err.message) : err);
      process.exit(1);
    },
  );
}
