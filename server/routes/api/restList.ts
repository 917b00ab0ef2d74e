/**
 * A REST list (GET /api/{name}/): exact filters and whole-number ranges, `search` (ILIKE over the search
 * fields) and `<field>_contains`, `ordering` (comma list, '-' for descending; a field that is not a field of
 * the row answers 400 {detail: 'Unknown sort field: <name>'}), and the paging: page_size clamped to
 * REST_MAX_PAGE_SIZE, a page past the end answers 200 with the true count and empty results, a page that is not
 * a number (nor 'last') answers 400 {page}. Without page nor page_size the answer is a plain array.
 */
import type { FastifyRequest } from 'fastify';
import { and, asc, count, desc, ilike, or, sql, type SQL } from 'drizzle-orm';
import { badRequest } from '../http';
import type { Compiled, Ctx, FilterKind, Row } from './restResource';

function coerceFilter(field: string, kind: FilterKind, raw: string): unknown {
  if (kind === 'int') {
    if (!/^-?\d{1,15}$/.test(raw.trim())) throw badRequest({ [field]: ['Enter a whole number.'] });
    return Number(raw);
  }
  if (kind === 'bool') {
    const v = raw.trim().toLowerCase();
    if (v === 'true' || v === '1') return true;
    if (v === 'false' || v === '0') return false;
    throw badRequest({ [field]: ['Select a valid choice. Must be true or false.'] });
  }
  if (kind === 'string') return raw;
  if (!kind.includes(raw))
    throw badRequest({ [field]: [`Select a valid choice. ${raw} is not one of the available choices.`] });
  return raw;
}

function queryValue(q: Record<string, unknown>, key: string): string | undefined {
  const v = q[key];
  if (Array.isArray(v)) return v.length ? String(v[v.length - 1]) : undefined;
  return v === undefined ? undefined : String(v);
}

/** The largest page of a REST list: a bigger page_size is clamped to it. */
export const REST_MAX_PAGE_SIZE = 1000;
export const REST_DEFAULT_PAGE_SIZE = 20;
/** The window count carried on each row of a page (taken off before the row is answered). */
const TOTAL = '__total_rows';
export const unknownSortField = (name: string) => badRequest({ detail: `Unknown sort field: ${name}` });

/**
 * The page and size of a paged REST list: size clamped to REST_MAX_PAGE_SIZE (default 20 when absent or not a
 * positive number), page 1-based or 'last'; a page that is not a number → 400 {page}. A page past the end is
 * kept (the list answers it empty).
 */
export function restPaging(
  pageRaw: string | undefined,
  sizeRaw: string | undefined,
  count: number,
): { page: number; size: number; pages: number; offset: number } {
  let size =
    sizeRaw && /^\d{1,9}$/.test(sizeRaw) && Number(sizeRaw) > 0 ? Number(sizeRaw) : REST_DEFAULT_PAGE_SIZE;
  size = Math.min(size, REST_MAX_PAGE_SIZE);
  const pages = Math.max(1, Math.ceil(count / size));
  let page = 1;
  if (pageRaw !== undefined && pageRaw !== '') {
    if (pageRaw === 'last') page = pages;
    else if (/^\d{1,9}$/.test(pageRaw) && Number(pageRaw) >= 1) page = Number(pageRaw);
    else throw badRequest({ page: ['A valid page number is required.'] });
  }
  return { page, size, pages, offset: (page - 1) * size };
}

function pagedUrl(req: FastifyRequest, page: number): string {
  const [path, qs = ''] = req.url.split('?');
  const params = new URLSearchParams(qs);
  params.set('page', String(page));
  return `${path}?${params.toString()}`;
}

/** The `next` and `previous` links of a REST list's page (null at either end; a page past the end goes back to the last). */
export function pageLinks(req: FastifyRequest, page: number, pages: number) {
  return {
    next: page < pages ? pagedUrl(req, page + 1) : null,
    previous: page > 1 ? pagedUrl(req, Math.min(page - 1, pages)) : null,
  };
}

/** The list of the compiled resource `c` as the query of `req` asks it. */
export async function listRows(
  c: Compiled,
  ctx: Ctx,
  req: FastifyRequest<{ Querystring: Record<string, unknown> }>,
) {
  const { def } = c;
  const { db } = ctx;
  await def.ensure?.(db);
  const q = req.query ?? {};
  const where: (SQL | undefined)[] = [c.scopeWhere(ctx)];
  for (const [field, kind] of Object.entries(def.filters ?? {})) {
    const raw = queryValue(q, field);
    if (raw === undefined || raw === '') continue;
    where.push(sql`${c.fieldExpr[field]} = ${coerceFilter(field, kind, raw)}`);
  }
  for (const field of def.ranges ?? []) {
    for (const [suffix, op] of [
      ['_gte', sql`>=`],
      ['_lte', sql`<=`],
    ] as const) {
      const raw = queryValue(q, `${field}${suffix}`);
      if (raw === undefined || raw === '') continue;
      where.push(sql`${c.fieldExpr[field]} ${op} ${coerceFilter(`${field}${suffix}`, 'int', raw)}`);
    }
  }
  const term = queryValue(q, 'search')?.trim();
  const searchFields = typeof def.search === 'function' ? def.search(ctx) : (def.search ?? []);
  const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
  if (term && searchFields.length) {
    const pattern = containsPattern(term);
    where.push(or(...searchFields.map((f) => ilike(sql`(${c.fieldExpr[f]})::text`, pattern))));
  }
  // a column's own search: <field>_contains=text, case-insensitive, for each searchable field (the listQuery
  // operator the SPA applies in the browser when a backend answers the whole list)
  for (const f of searchFields) {
    const text = queryValue(q, `${f}_contains`)?.trim();
    if (text) where.push(ilike(sql`(${c.fieldExpr[f]})::text`, containsPattern(text)));
  }
  const order: SQL[] = [];
  const orderingRaw = queryValue(q, 'ordering') || def.defaultOrdering || 'id';
  // any field of the row sorts; anything else is refused with its name
  const allowed = new Set([...(def.ordering ?? []), 'id', ...Object.keys(c.selection)]);
  for (const part of orderingRaw.split(',')) {
    const p = part.trim();
    if (p === '') continue;
    const field = p.replace(/^-/, '');
    if (!allowed.has(field) || !c.fieldExpr[field]) throw unknownSortField(field);
    order.push(p.startsWith('-') ? desc(c.fieldExpr[field]) : asc(c.fieldExpr[field]));
  }
  order.push(asc(c.idCol));
  const cond = and(...where);

  const pageRaw = queryValue(q, 'page');
  const sizeRaw = queryValue(q, 'page_size');
  if (pageRaw === undefined && sizeRaw === undefined) {
    const rows = await db
      .select(c.selection)
      .from(def.table)
      .where(cond)
      .orderBy(...order);
    return rows.map((r) => c.serialize(r as Row, ctx));
  }
  // small tables: one query for the page and the count (count(*) over the whole filtered set); only a page past
  // the end, which answers no row to carry it, counts on its own
  const wanted = restPaging(pageRaw, sizeRaw, Number.MAX_SAFE_INTEGER);
  const counted = def.large
    ? []
    : await db
        .select({ ...c.selection, [TOTAL]: sql<number>`(count(*) over ())::int` })
        .from(def.table)
        .where(cond)
        .orderBy(...order)
        .limit(wanted.size)
        .offset(wanted.offset);
  const n = counted.length
    ? Number(counted[0][TOTAL])
    : (await db.select({ n: count() }).from(def.table).where(cond))[0].n;
  const { page, size, pages, offset } = restPaging(pageRaw, sizeRaw, n);
  const rows =
    page > pages
      ? []
      : counted.length && offset === wanted.offset && size === wanted.size
        ? counted
        : await db
            .select(c.selection)
            .from(def.table)
            .where(cond)
            .orderBy(...order)
            .limit(size)
            .offset(offset);
  return {
    count: n,
    ...pageLinks(req, page, pages),
    results: rows.map((r) => {
      const row = { ...(r as Row) };
      delete row[TOTAL];
      return c.serialize(row, ctx);
    }),
  };
}
