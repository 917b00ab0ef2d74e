/**
 * Filter, sort and page rows in the browser (plain-array list answers and report-backed resources).
 * `q` = case-insensitive contains over every string field; any other filter = exact match
 * (an array value = any of; '', null and undefined are ignored). Paths may be dotted ('sample.name').
 */
export interface ListParams {
  filter?: Record<string, unknown>;
  sort?: { field: string; order: 'ASC' | 'DESC' | string };
  pagination?: { page: number; perPage: number };
}

function get(row: unknown, path: string): unknown {
  let value: unknown = row;
  for (const part of path.split('.')) {
    if (value === null || value === undefined || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

function isEmptyFilter(value: unknown): boolean {
  return (
    value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)
  );
}

function same(actual: unknown, expected: unknown): boolean {
  if (actual === expected) return true;
  if (actual === null || actual === undefined) return false;
  if (typeof actual === 'object') {
    // a nested record matches by its id ({sample: {id: 3}} matches filter sample=3)
    const id = (actual as Record<string, unknown>).id;
    return id !== undefined && String(id) === String(expected);
  }
  return String(actual) === String(expected);
}

function matchesSearch(row: unknown, needle: string): boolean {
  if (!row || typeof row !== 'object') return false;
  return Object.values(row as Record<string, unknown>).some(
    (v) => typeof v === 'string' && v.toLowerCase().includes(needle),
  );
}

function compare(a: unknown, b: unknown): number {
  const aEmpty = a === null || a === undefined || a === '';
  const bEmpty = b === null || b === undefined || b === '';
  if (aEmpty || bEmpty) return aEmpty === bEmpty ? 0 : aEmpty ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return String(a).localeCompare(String(b), undefined, { numeric: true, sensitivity: 'base' });
}

export function filterRows<T>(rows: T[], filter: Record<string, unknown> = {}): T[] {
  const entries = Object.entries(filter).filter(([, v]) => !isEmptyFilter(v));
  if (entries.length === 0) return rows;
  return rows.filter((row) =>
    entries.every(([key, expected]) => {
      if (key === 'q') return matchesSearch(row, String(expected).trim().toLowerCase());
      const actual = get(row, key);
      if (Array.isArray(expected)) return expected.some((e) => same(actual, e));
      return same(actual, expected);
    }),
  );
}

export function sortRows<T>(rows: T[], sort?: ListParams['sort']): T[] {
  if (!sort?.field) return rows;
  const direction = String(sort.order).toUpperCase() === 'DESC' ? -1 : 1;
  // stable sort; empty values always last
  return rows
    .map((row, index) => ({ row, index }))
    .sort((x, y) => {
      const a = get(x.row, sort.field);
      const b = get(y.row, sort.field);
      const aEmpty = a === null || a === undefined || a === '';
      const bEmpty = b === null || b === undefined || b === '';
      if (aEmpty || bEmpty) return aEmpty === bEmpty ? x.index - y.index : aEmpty ? 1 : -1;
      return compare(a, b) * direction || x.index - y.index;
    })
    .map(({ row }) => row);
}

export function applyListParams<T>(rows: T[], params: ListParams = {}): { data: T[]; total: number } {
  const filtered = sortRows(filterRows(rows, params.filter), params.sort);
  const total = filtered.length;
  const page = params.pagination?.page ?? 1;
  const perPage = params.pagination?.perPage;
  if (!perPage || perPage <= 0) return { data: filtered, total };
  const start = (Math.max(page, 1) - 1) * perPage;
  return { data: filtered.slice(start, start + perPage), total };
}
