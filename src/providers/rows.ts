/**
 * The rows of a list answer, shared by the provider's verbs and the report-backed lists: the answer's rows
 * found under their key, an id given to each, the {count, results} shape of a paged answer.
 */
import type { Identifier } from 'ra-core';
import { HttpError } from 'ra-core';
import { en } from '../i18n/en';

export type Row = Record<string, unknown> & { id: Identifier };
export type Filter = Record<string, unknown>;

export const DEFAULT_PAGINATION = { page: 1, perPage: 25 };
const ROW_KEYS = ['results', 'report', 'data', 'logs', 'visits', 'rows', 'items'];

export function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

function parseMaybeJson(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    throw new HttpError(en.auth.errors.load, 200, value);
  }
}

/** The rows of a list answer: a plain array, or the array under results/report (JSON text allowed)/data... */
export function rowsOf(body: unknown): Record<string, unknown>[] {
  const value = parseMaybeJson(body);
  if (Array.isArray(value)) return value as Record<string, unknown>[];
  if (value && typeof value === 'object') {
    for (const key of ROW_KEYS) {
      if (!(key in value)) continue;
      const inner = parseMaybeJson((value as Record<string, unknown>)[key]);
      if (Array.isArray(inner)) return inner as Record<string, unknown>[];
      if (inner && typeof inner === 'object') return rowsOf(inner);
    }
  }
  return [];
}

export function withIds(rows: Record<string, unknown>[]): Row[] {
  return rows.map((row, index) =>
    row.id === undefined || row.id === null ? ({ ...row, id: index + 1 } as Row) : (row as Row),
  );
}

export function isPagedAnswer(body: unknown): body is { count: number; results: unknown[] } {
  return (
    !!body &&
    typeof body === 'object' &&
    !Array.isArray(body) &&
    typeof (body as { count?: unknown }).count === 'number' &&
    Array.isArray((body as { results?: unknown }).results)
  );
}

export function omit(filter: Filter, keys: string[]): Filter {
  const out: Filter = {};
  for (const [k, v] of Object.entries(filter)) if (!keys.includes(k)) out[k] = v;
  return out;
}
