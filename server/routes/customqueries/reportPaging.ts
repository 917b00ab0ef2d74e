/**
 * The paging protocol of report calls (README, "Report calls paged on the server"): optional fields a client adds
 * to a documented report call.
 *   page (1-based), page_size (clamped to MAX_PAGE_SIZE), ordering ('field' or '-field', a field of the row),
 *   filters (JSON text of an object: `q`, `x`, `x_gte`, `x_lte`, `x_prefix`, `x_contains`, as src/lib/listQuery.ts).
 * Without any of them the call answers its documented full report. With them, the page is built in SQL with the
 * same matching and ordering rules as the browser's listQuery (text compared by code unit, case-insensitive;
 * empty values last whatever the direction; ties keep the report's own order).
 * The one filter and paging compiler of every report call that pages (deliveries, orders, facility visits).
 * Bad input: a non-number page/page_size → 400 {message} naming the field; an unknown ordering field →
 * 400 {message: 'Unknown sort field: <name>'}; an unknown filter key → 400 {message: 'Unknown filter: <name>'}.
 */
import { or, sql, type SQL } from 'drizzle-orm';
import { badRequest } from '../http';

export const MAX_PAGE_SIZE = 500;
export const DEFAULT_PAGE_SIZE = 25;

export const PAGING_MESSAGES = {
  page: 'page must be a whole number of at least 1',
  pageSize: 'page_size must be a whole number of at least 1',
  filters: 'filters must be the JSON text of an object',
  unknownSort: (name: string) => `Unknown sort field: ${name}`,
  unknownFilter: (name: string) => `Unknown filter: ${name}`,
};

/** A field of a report row: its SQL value, how it compares, and optionally a cheaper expression to sort by. */
export interface ReportField {
  expr: SQL;
  kind: 'text' | 'number' | 'boolean';
  /** an expression that sorts exactly like `expr` (e.g. the timestamp behind its ISO text) */
  sort?: SQL;
  /** the value reads a joined table (the report joins it only when a filter or the ordering needs it) */
  join?: boolean;
}

export type ReportFields = Record<string, ReportField>;
export const textField = (expr: SQL, sort?: SQL): ReportField => ({ expr, kind: 'text', sort });
export const numberField = (expr: SQL, sort?: SQL): ReportField => ({ expr, kind: 'number', sort });

export interface PagingRequest {
  page: number;
  pageSize: number;
  ordering: { field: string; desc: boolean } | null;
  filters: Record<string, unknown>;
}

const present = (v: unknown) => v !== undefined && v !== null && v !== '';

function wholeNumber(raw: unknown, message: string): number {
  const s = String(raw).trim();
  if (!/^\d{1,9}$/.test(s) || Number(s) < 1) throw badRequest({ message });
  return Number(s);
}

/** The paging fields of a call, or null when it sent none (the documented full answer). */
export function readPaging(fields: Record<string, unknown>, known: ReportFields): PagingRequest | null {
  const { page, page_size, ordering, filters } = fields;
  if (![page, page_size, ordering, filters].some(present)) return null;
  const out: PagingRequest = {
    page: present(page) ? wholeNumber(page, PAGING_MESSAGES.page) : 1,
    pageSize: present(page_size)
      ? Math.min(wholeNumber(page_size, PAGING_MESSAGES.pageSize), MAX_PAGE_SIZE)
      : DEFAULT_PAGE_SIZE,
    ordering: null,
    filters: {},
  };
  if (present(ordering)) {
    const raw = String(ordering).trim();
    const field = raw.replace(/^-/, '');
    if (!Object.hasOwn(known, field)) throw badRequest({ message: PAGING_MESSAGES.unknownSort(field) });
    out.ordering = { field, desc: raw.startsWith('-') };
  }
  if (present(filters)) {
    let parsed: unknown = filters;
    if (typeof filters === 'string') {
      try {
        parsed = JSON.parse(filters);
      } catch {
        throw badRequest({ message: PAGING_MESSAGES.filters });
      }
    }
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
      throw badRequest({ message: PAGING_MESSAGES.filters });
    out.filters = parsed as Record<string, unknown>;
  }
  return out;
}

const isEmptyFilter = (v: unknown) =>
  v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (m) => `\\${m}`);
/** The value as lower-case text ('' when null), compared by code unit. */
const lowerText = (e: SQL) => sql`lower(coalesce((${e})::text, '')) collate "C"`;

/** Case-insensitive "contains" over the given fields (the browser's `q`). */
export function searchAny(exprs: SQL[], value: unknown): SQL | undefined {
  const needle = String(value).trim().toLowerCase();
  if (!needle) return undefined;
  const pattern = `%${likeEscape(needle)}%`;
  return or(...exprs.map((e) => sql`${lowerText(e)} like ${pattern}`));
}

/** Text the database reads as a number: a text field holding one compares as a number, as in the browser. */
const NUMERIC_TEXT = '^\\s*[-+]?(\\d+\\.?\\d*|\\.\\d+)([eE][-+]?\\d+)?\\s*$';

/**
 * listQuery's `ordered`: an empty value never passes; a number bound (a finite JS number, not blank) compares as a
 * number (float8, as the browser's Number) with a number field or a text holding a number; anything else, and
 * booleans, compare as text by code unit.
 */
function bound(field: ReportField, value: unknown, op: '>=' | '<='): SQL {
  const opSql = sql.raw(op);
  const b = String(value);
  const notEmpty = sql`(${field.expr}) is not null and (${field.expr})::text <> ''`;
  const asText = sql`(${field.expr})::text collate "C" ${opSql} ${b} collate "C"`;
  const numeric = typeof value !== 'boolean' && b.trim() !== '' && Number.isFinite(Number(b));
  if (field.kind === 'boolean' || !numeric) return sql`(${notEmpty} and ${asText})`;
  if (field.kind === 'number') return sql`(${notEmpty} and (${field.expr})::float8 ${opSql} ${Number(b)})`;
  return sql`(${notEmpty} and case when (${field.expr})::text ~ ${NUMERIC_TEXT}
    then (${field.expr})::text::float8 ${opSql} ${Number(b)} else ${asText} end)`;
}

const OPERATORS: [string, (f: ReportField, v: unknown) => SQL][] = [
  ['_gte', (f, v) => bound(f, v, '>=')],
  ['_lte', (f, v) => bound(f, v, '<=')],
  ['_prefix', (f, v) => sql`${lowerText(f.expr)} like ${`${likeEscape(String(v).toLowerCase())}%`}`],
  ['_contains', (f, v) => sql`${lowerText(f.expr)} like ${`%${likeEscape(String(v).toLowerCase())}%`}`],
];

/** One of the values (a record stands for its id, as a reference input sends it). */
function exact(field: ReportField, value: unknown): SQL {
  const values = (Array.isArray(value) ? value : [value]).map((v) =>
    v !== null && typeof v === 'object' ? String((v as { id?: unknown }).id) : String(v),
  );
  return sql`(${field.expr})::text in (${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )})`;
}

/**
 * The SQL conditions of a filters object. `custom` handles keys of its own (a report's `q`, a derived filter);
 * without a custom `q`, `q` searches every text field. `used` hears of each field a condition reads.
 */
export function filterConditions(
  filters: Record<string, unknown>,
  known: ReportFields,
  custom: Record<string, (value: unknown) => SQL | undefined> = {},
  used: (field: ReportField) => void = () => {},
): SQL[] {
  const out: SQL[] = [];
  for (const [key, value] of Object.entries(filters)) {
    if (isEmptyFilter(value)) continue;
    let cond: SQL | undefined;
    if (Object.hasOwn(custom, key)) cond = custom[key](value);
    else if (key === 'q') {
      const texts = Object.values(known).filter((f) => f.kind === 'text');
      cond = searchAny(
        texts.map((f) => f.expr),
        value,
      );
      if (cond) texts.forEach(used);
    } else if (Object.hasOwn(known, key)) {
      cond = exact(known[key], value);
      used(known[key]);
    } else {
      const op = OPERATORS.find(([suffix]) => key.endsWith(suffix) && key.length > suffix.length);
      const field = op ? key.slice(0, -op[0].length) : '';
      if (!op || !Object.hasOwn(known, field))
        throw badRequest({ message: PAGING_MESSAGES.unknownFilter(key) });
      cond = op[1](known[field], value);
      used(known[field]);
    }
    if (cond) out.push(cond);
  }
  return out;
}

/** ORDER BY of the chosen field (empty values last, text case-insensitive), then the report's own order. */
export function orderClauses(paging: PagingRequest, known: ReportFields, defaults: SQL[]): SQL[] {
  if (!paging.ordering) return defaults;
  const field = known[paging.ordering.field];
  const dir = sql.raw(paging.ordering.desc ? 'desc' : 'asc');
  const e = field.sort ?? field.expr;
  if (field.kind !== 'text' || field.sort) return [sql`(${e}) is null`, sql`${e} ${dir}`, ...defaults];
  return [
    sql`((${e}) is null or (${e})::text = '')`,
    sql`lower((${e})::text) collate "C" ${dir}`,
    ...defaults,
  ];
}

/** The answer's LIMIT/OFFSET. */
export const pageWindow = (p: PagingRequest) => ({ limit: p.pageSize, offset: (p.page - 1) * p.pageSize });

/**
 * The rows of the asked page, given the count of every filtered row: none past the last row (no query), else
 * `read` with the ORDER BY of orderClauses (then the report's own order, `defaults`) and the page's window.
 */
export async function pageRows<T>(
  paging: PagingRequest,
  known: ReportFields,
  defaults: SQL[],
  count: number,
  read: (order: SQL[], limit: number, offset: number) => PromiseLike<T[]>,
): Promise<T[]> {
  const { limit, offset } = pageWindow(paging);
  if (offset >= count) return [];
  return read(orderClauses(paging, known, defaults), limit, offset);
}
