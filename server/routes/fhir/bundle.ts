/**
 * Searches: the parameters a resource takes (each one a SQL condition), _count and paging, and the searchset Bundle.
 *
 * Paging is by offset (`_offset`, carried in the `next` link): a search answers `total` anyway, so the count is
 * paid once per page either way, every search sorts on (last updated, id) so pages do not overlap while nothing
 * changes, and a poll (`_lastUpdated=gt…`) keeps its windows small. A row updated between two pages moves to the end
 * of the order: a client that polls from the last `meta.lastUpdated` it saw still meets it.
 */
import type { FastifyRequest } from 'fastify';
import { sql, type SQL } from 'drizzle-orm';
import type { Bundle, BundleEntry, BundleLink, FhirResource } from 'fhir/r4';
import type { FhirContext } from './auth';
import { FHIR_MESSAGES, FhirError, badParam } from './outcome';

export const DEFAULT_COUNT = 50;
export const MAX_COUNT = 500;

export type SearchParamType = 'token' | 'date' | 'reference' | 'number' | 'string' | 'special';

/** One search parameter of a resource: its CapabilityStatement entry and its condition for one value. */
export interface SearchParam {
  type: SearchParamType;
  documentation: string;
  /** The condition for one occurrence (a comma inside it: any of the values, for token and reference). */
  where: (value: string, ctx: FhirContext) => SQL;
  /**
   * The condition reads a column computed from other tables (a Task's task_status, owner_ref, location_ref): a search
   * with it counts and pages over the full rows, not the lean ones (./samples.ts sampleRows).
   */
  computed?: boolean;
}

/** Parameters every search takes, whatever the resource (kept out of the CapabilityStatement's searchParam). */
const CONTROL = ['_count', '_offset', '_include', '_format'] as const;

/** The `_format` values this JSON-only interface accepts. */
const JSON_FORMATS = ['json', 'application/json', 'application/fhir+json'];

export interface ParsedSearch {
  where: SQL[];
  count: number;
  offset: number;
  include: string[];
  /** Some condition reads a computed column (SearchParam.computed). */
  computed: boolean;
}

/** The query as lists of values (a parameter given twice has two). */
function queryLists(req: FastifyRequest): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const raw = req.url.includes('?') ? req.url.slice(req.url.indexOf('?') + 1) : '';
  for (const [k, v] of new URLSearchParams(raw)) out.set(k, [...(out.get(k) ?? []), v]);
  return out;
}

function wholeNumber(name: string, raw: string | undefined, fallback: number, max: number): number {
  if (raw === undefined) return fallback;
  const n = /^\d{1,9}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isInteger(n) || n > max) throw badParam(name, raw, FHIR_MESSAGES.count(max));
  return n;
}

/** Reads a search's query against `params`: 400 (naming it) on an unknown parameter or a bad value. */
export function parseSearch(
  req: FastifyRequest,
  ctx: FhirContext,
  type: string,
  params: Record<string, SearchParam>,
  includes: readonly string[],
): ParsedSearch {
  const lists = queryLists(req);
  const where: SQL[] = [];
  let computed = false;
  for (const [name, values] of lists) {
    if ((CONTROL as readonly string[]).includes(name)) continue;
    const param = Object.hasOwn(params, name) ? params[name] : undefined;
    if (!param) throw new FhirError(400, 'not-supported', FHIR_MESSAGES.unknownParam(type, name));
    for (const v of values) where.push(param.where(v.trim(), ctx));
    computed ||= param.computed === true;
  }
  const one = (name: string) => {
    const v = lists.get(name);
    return v ? v[v.length - 1].trim() : undefined;
  };
  for (const v of lists.get('_format') ?? [])
    if (!JSON_FORMATS.includes(v.trim())) throw badParam('_format', v, JSON_FORMATS.join(', '));
  const include = lists.get('_include') ?? [];
  for (const v of include)
    if (!includes.includes(v))
      throw badParam('_include', v, `${type} includes ${includes.join(', ') || 'nothing'}`);
  return {
    where,
    count: wholeNumber('_count', one('_count'), DEFAULT_COUNT, MAX_COUNT),
    offset: wholeNumber('_offset', one('_offset'), 0, Number.MAX_SAFE_INTEGER),
    include,
    computed,
  };
}

// ---------------------------------------------------------------- parameter kinds

const DATE =
  /^(\d{4})(?:-(\d{2})(?:-(\d{2})(T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,6})?)?(?:Z|[+-]\d{2}:\d{2}))?)?)?$/;

/**
 * The time a date value names: an instant for a date-time, else its year, month or day (UTC) as [start, end).
 * Null when it is not a date.
 */
function dateRange(text: string): { start: Date; end: Date } | null {
  const m = DATE.exec(text);
  if (!m) return null;
  const [, y, mo, d, time] = m;
  if (time) {
    const at = new Date(text);
    return Number.isNaN(at.getTime()) ? null : { start: at, end: at };
  }
  const start = new Date(Date.UTC(Number(y), mo ? Number(mo) - 1 : 0, d ? Number(d) : 1));
  if (mo && (Number(mo) < 1 || Number(mo) > 12)) return null;
  if (d && start.getUTCDate() !== Number(d)) return null;
  const end = new Date(start);
  if (d) end.setUTCDate(end.getUTCDate() + 1);
  else if (mo) end.setUTCMonth(end.getUTCMonth() + 1);
  else end.setUTCFullYear(end.getUTCFullYear() + 1);
  return { start, end };
}

/**
 * A date parameter (`_lastUpdated=gt2026-01-31T08:00:00Z`) over the timestamp expression `column`: gt, ge, lt or
 * le and a date-time (an instant) or a date, month or year (its whole period: gt2026-03-01 is from 2 March on).
 */
export function dateParam(name: string, column: SQL, documentation: string): SearchParam {
  const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;
  return {
    type: 'date',
    documentation,
    where: (value) => {
      const m = /^(gt|ge|lt|le)(.+)$/.exec(value);
      const range = m ? dateRange(m[2]) : null;
      if (!m || !range) throw badParam(name, value, FHIR_MESSAGES.date);
      const { start, end } = range;
      const instant = start.getTime() === end.getTime();
      switch (m[1]) {
        case 'gt':
          return instant ? sql`${column} > ${at(start)}` : sql`${column} >= ${at(end)}`;
        case 'ge':
          return sql`${column} >= ${at(start)}`;
        case 'lt':
          return sql`${column} < ${at(start)}`;
        default:
          return instant ? sql`${column} <= ${at(start)}` : sql`${column} < ${at(end)}`;
      }
    },
  };
}

/** A token parameter: any of the comma-separated codes, each mapped to a condition (undefined: not a valid code). */
export function tokenParam(
  name: string,
  documentation: string,
  condition: (code: string) => SQL | undefined,
  valid: string,
): SearchParam {
  return {
    type: 'token',
    documentation,
    where: (value) => {
      const parts = value.split(',').map((v) => v.trim());
      const conds = parts.map((p) => {
        const c = p ? condition(p) : undefined;
        if (!c) throw badParam(name, value, valid);
        return c;
      });
      return sql`(${sql.join(conds, sql` or `)})`;
    },
  };
}

/**
 * A reference parameter (`Type/id`, an absolute URL ending so, or a bare id when one type is allowed): any of the
 * comma-separated references; `condition` answers the condition for one (type, id).
 */
export function referenceParam(
  name: string,
  documentation: string,
  types: readonly string[],
  condition: (type: string, id: string) => SQL,
): SearchParam {
  return {
    type: 'reference',
    documentation,
    where: (value) => {
      const conds = value.split(',').map((raw) => {
        const m = /(?:^|\/)([A-Z][A-Za-z]+)\/([A-Za-z0-9\-.]{1,64})$/.exec(raw.trim());
        if (m && types.includes(m[1])) return condition(m[1], m[2]);
        if (types.length === 1 && /^[A-Za-z0-9\-.]{1,64}$/.test(raw.trim()))
          return condition(types[0], raw.trim());
        throw badParam(name, value, FHIR_MESSAGES.reference(types.map((t) => `${t}/123`).join(' or ')));
      });
      return sql`(${sql.join(conds, sql` or `)})`;
    },
  };
}

// ---------------------------------------------------------------- the Bundle

/** The searchset Bundle of one page: `matches` of `total`, then the `included` resources; self and next links. */
export function searchset(
  req: FastifyRequest,
  ctx: FhirContext,
  type: string,
  search: ParsedSearch,
  total: number,
  matches: FhirResource[],
  included: FhirResource[] = [],
): Bundle {
  const raw = req.url.includes('?') ? req.url.slice(req.url.indexOf('?') + 1) : '';
  const page = (offset: number) => {
    const q = new URLSearchParams(raw);
    q.delete('_offset');
    if (offset > 0) q.set('_offset', String(offset));
    const s = q.toString();
    return `${ctx.base}/${type}${s ? `?${s}` : ''}`;
  };
  const link: BundleLink[] = [{ relation: 'self', url: page(search.offset) }];
  if (search.count > 0 && search.offset + matches.length < total)
    link.push({ relation: 'next', url: page(search.offset + search.count) });
  const entry = (resource: FhirResource, mode: 'match' | 'include'): BundleEntry => ({
    fullUrl: `${ctx.base}/${resource.resourceType}/${resource.id}`,
    resource,
    search: { mode },
  });
  const entries = [...matches.map((r) => entry(r, 'match')), ...included.map((r) => entry(r, 'include'))];
  return {
    resourceType: 'Bundle',
    type: 'searchset',
    total,
    link,
    ...(entries.length ? { entry: entries } : {}),
  };
}
