/**
 * The generic DRF-style router: one declarative `Resource` per entity, served under /api/{name}.
 *   GET    /api/{name}/        list (plain array, or {count,next,previous,results} with page/page_size)
 *   POST   /api/{name}/        create
 *   GET    /api/{name}/{id}/   retrieve
 *   PUT    /api/{name}/{id}/   update (fields not sent keep their stored value)
 *   PATCH  /api/{name}/{id}/   partial update
 *   DELETE /api/{name}/{id}/   destroy
 * Exact filters, `search` (ILIKE over the search fields), `ordering` (comma list, '-' for descending).
 * Search: `search` matches any searchable field, `<field>_contains` one of them (both case-insensitive contains).
 * Paging: page_size is clamped to REST_MAX_PAGE_SIZE (1000); a page past the end answers 200 with the true
 * count and empty results; a page that is not a number (nor 'last') answers 400 {page}; an ordering field that
 * is not a field of the row answers 400 {detail: 'Unknown sort field: <name>'}.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, asc, count, desc, eq, getTableColumns, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ZodObject, ZodRawShape } from 'zod';
import type { Db } from '../../db/client';
import type { AuthInfo } from '../../auth/tokens';
import { getAuth } from '../../auth/guards';
import { nameOf } from '../../audit';
import {
  HttpError,
  badRequest,
  methodNotAllowed,
  notFound,
  parseInput,
  readBody,
  type UploadedFile,
} from '../http';
import { parseId } from '../params';

export type Row = Record<string, unknown>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Ctx {
  auth: AuthInfo;
  db: Db;
  app: FastifyInstance;
}

export type FilterKind = 'int' | 'bool' | 'string' | readonly string[];

export interface ImageSpec {
  /** Column holding the content type. */
  typeColumn: string;
  /** URL of the stored image for a row that has one. */
  url(row: Row): string;
}

export interface Resource {
  /** URL names under /api/ (aliases). */
  names: string[];
  /** Singular label for messages ("region with this name already exists."). */
  label: string;
  table: PgTable;
  /** Columns never selected (passwords, secrets). */
  omit?: string[];
  /** Image columns: selected as has_<col>, serialized as a URL or null, uploaded as png/jpeg files. */
  images?: Record<string, ImageSpec>;
  /** Derived read-only columns (SQL over the table's columns), usable in filters, search and ordering. */
  extras?: () => Record<string, SQL>;
  /** The API shape of a selected row. Default: the row as selected, image columns as URLs. */
  serialize?(row: Row, ctx: Ctx): Row;
  filters?: Record<string, FilterKind>;
  /** Whole-number fields with range filters `<field>_gte` / `<field>_lte` (at least / at most; listQuery's operators). */
  ranges?: string[];
  /** Fields `search=` matches; a function when what the caller may search depends on who asks. */
  search?: string[] | ((ctx: Ctx) => string[]);
  ordering?: string[];
  /**
   * A table that grows with the work (pickups, patients, visits, notifications, deliveries, barcodes): a page is
   * counted by a query of its own. Otherwise one query answers the page and its count (count(*) over ()), which
   * would compute every matching row's extras (names looked up per row) where only a page's are needed.
   */
  large?: boolean;
  /** Default ordering, e.g. '-created_at' (default 'id'). */
  defaultOrdering?: string;
  /** Rows the caller may see (list AND retrieve AND writes). */
  scope?(ctx: Ctx): SQL | undefined;
  /** Runs before any read or write (e.g. to make sure a singleton exists). */
  ensure?(db: Db): Promise<void>;
  create?: {
    schema: ZodObject<ZodRawShape> | ((ctx: Ctx) => ZodObject<ZodRawShape>);
    /** Before the body is read: throw 403 when the caller may not create. */
    allow(ctx: Ctx): void;
    /** After validation: checks that depend on the values. */
    check?(ctx: Ctx, input: Row): void;
    /** Fills generated values inside the transaction. */
    prepare?(input: Row, ctx: Ctx, tx: Tx): Promise<Row>;
    /** After commit. */
    after?(row: Row, ctx: Ctx): void | Promise<void>;
  };
  update?: {
    schema: ZodObject<ZodRawShape> | ((ctx: Ctx, existing: Row) => ZodObject<ZodRawShape>);
    /** Before the body is read: throw 403 when the caller may not update this row. */
    allow(ctx: Ctx, existing: Row): void;
    /** After validation: checks that depend on the values (e.g. who may change a flag). */
    check?(ctx: Ctx, existing: Row, input: Row): void;
    prepare?(input: Row, existing: Row, ctx: Ctx, tx: Tx): Promise<Row>;
    /** After commit, with the serialized rows before and after. */
    after?(before: Row, after: Row, ctx: Ctx): void | Promise<void>;
    /** Shape of the answer (default: the serialized row). */
    respond?(row: Row): Row;
  };
  destroy?: {
    allow(ctx: Ctx, existing: Row): void;
  };
}

const IMAGE_ERROR = 'Upload a valid image (png or jpeg).';

export function imageType(data: Buffer): 'image/png' | 'image/jpeg' | null {
  if (
    data.length > 8 &&
    data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'image/png';
  if (data.length > 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'image/jpeg';
  return null;
}

function columnsOf(table: PgTable): Record<string, PgColumn> {
  return getTableColumns(table) as Record<string, PgColumn>;
}

class Compiled {
  readonly cols: Record<string, PgColumn>;
  readonly idCol: PgColumn;
  readonly selection: Record<string, PgColumn | SQL>;
  readonly fieldExpr: Record<string, PgColumn | SQL>;

  constructor(readonly def: Resource) {
    this.cols = columnsOf(def.table);
    this.idCol = this.cols.id;
    const omit = new Set([...(def.omit ?? []), ...Object.keys(def.images ?? {})]);
    const extras = def.extras?.() ?? {};
    this.selection = {};
    for (const [k, c] of Object.entries(this.cols)) if (!omit.has(k)) this.selection[k] = c;
    for (const k of Object.keys(def.images ?? {}))
      this.selection[`has_${k}`] = sql<boolean>`(${this.cols[k]} is not null)`;
    Object.assign(this.selection, extras);
    this.fieldExpr = { ...this.cols, ...extras };
  }

  serialize(row: Row, ctx: Ctx): Row {
    const out: Row = { ...row };
    for (const [k, spec] of Object.entries(this.def.images ?? {})) {
      out[k] = row[`has_${k}`] ? spec.url(row) : null;
      delete out[`has_${k}`];
    }
    for (const v of Object.keys(out)) {
      const val = out[v];
      if (val instanceof Date) out[v] = val.toISOString();
    }
    return this.def.serialize ? this.def.serialize(out, ctx) : out;
  }

  scopeWhere(ctx: Ctx): SQL | undefined {
    return this.def.scope?.(ctx);
  }

  async fetchOne(ctx: Ctx, id: number, scoped = true): Promise<Row | null> {
    const rows = await ctx.db
      .select(this.selection)
      .from(this.def.table)
      .where(and(eq(this.idCol, id), scoped ? this.scopeWhere(ctx) : undefined))
      .limit(1);
    return (rows[0] as Row | undefined) ?? null;
  }
}

/** The record id of a path: an id that cannot exist answers 404, as an unknown one does. */
function recordId(raw: string): number {
  const id = parseId(raw);
  if (id === null) throw notFound();
  return id;
}

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

/** Maps PostgreSQL constraint errors to DRF-style 400 answers; null for anything else. */
export function mapDbError(err: unknown, label: string): HttpError | null {
  let e: unknown = err;
  for (let i = 0; i < 5 && e; i++) {
    const pg = e as { code?: unknown; detail?: unknown; column?: unknown; cause?: unknown };
    if (typeof pg.code === 'string' && /^\d{2}[0-9A-Z]{3}$/.test(pg.code)) {
      const detail = typeof pg.detail === 'string' ? pg.detail : '';
      const key = /Key \(([^)]+)\)=\((.*?)\)/.exec(detail);
      const field = key ? key[1].replace(/"/g, '').split(',')[0].trim() : null;
      if (pg.code === '23505' && field)
        return badRequest({ [field]: [`${label} with this ${field} already exists.`] });
      if (pg.code === '23503') {
        if (/still referenced/.test(detail))
          return badRequest({ detail: `This ${label} cannot be deleted because other records refer to it.` });
        if (field) return badRequest({ [field]: [`Invalid pk "${key?.[2]}" - object does not exist.`] });
      }
      if (pg.code === '23502' && typeof pg.column === 'string')
        return badRequest({ [pg.column]: ['This field is required.'] });
      if (pg.code.startsWith('22')) return badRequest({ detail: 'Invalid value.' });
      return null;
    }
    e = pg.cause;
  }
  return null;
}

async function withDbErrors<T>(label: string, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    throw mapDbError(err, label) ?? err;
  }
}

function readImages(def: Resource, files: Record<string, UploadedFile>, fields: Row): Row {
  const out: Row = {};
  for (const [k, spec] of Object.entries(def.images ?? {})) {
    const file = files[k];
    if (file) {
      const type = imageType(file.data);
      if (!type) throw badRequest({ [k]: [IMAGE_ERROR] });
      out[k] = file.data;
      out[spec.typeColumn] = type;
    } else if (
      fields[k] !== undefined &&
      typeof fields[k] === 'string' &&
      (fields[k] as string).startsWith('data:')
    ) {
      const m = /^data:[^;]+;base64,(.*)$/s.exec(fields[k] as string);
      const data = m ? Buffer.from(m[1], 'base64') : Buffer.alloc(0);
      const type = imageType(data);
      if (!type) throw badRequest({ [k]: [IMAGE_ERROR] });
      out[k] = data;
      out[spec.typeColumn] = type;
    }
  }
  return out;
}

function clean(input: Row): Row {
  const out: Row = {};
  for (const [k, v] of Object.entries(input)) if (v !== undefined) out[k] = v;
  return out;
}

/** The fields whose value changed, before and after (for the audit trail). */
export function changedValues(before: Row, after: Row): { old_values: Row; new_values: Row } {
  const old_values: Row = {};
  const new_values: Row = {};
  for (const k of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (JSON.stringify(before[k] ?? null) === JSON.stringify(after[k] ?? null)) continue;
    old_values[k] = before[k] ?? null;
    new_values[k] = after[k] ?? null;
  }
  return { old_values, new_values };
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

export function pagedUrl(req: FastifyRequest, page: number): string {
  const [path, qs = ''] = req.url.split('?');
  const params = new URLSearchParams(qs);
  params.set('page', String(page));
  return `${path}?${params.toString()}`;
}

export function registerResources(app: FastifyInstance, resources: Resource[]) {
  const byName = new Map<string, Compiled>();
  for (const def of resources) {
    const c = new Compiled(def);
    for (const n of def.names) byName.set(n, c);
  }
  const db = app.db;

  function lookup(name: string): Compiled {
    const c = byName.get(name);
    if (!c) throw notFound();
    return c;
  }
  const ctxOf = (req: FastifyRequest): Ctx => ({ auth: getAuth(req), db, app });
  /** Writes take a file part for each image column of the resource named in the path, and no other. */
  const imageParts = {
    config: {
      files: (field: string, req: FastifyRequest) => {
        const name = (req.params as { name?: string }).name;
        const images = (name !== undefined && byName.get(name)?.def.images) || {};
        return Object.hasOwn(images, field);
      },
    },
  };

  // ------------------------------------------------------------ list
  app.get<{ Params: { name: string }; Querystring: Record<string, unknown> }>('/api/:name', async (req) => {
    const c = lookup(req.params.name);
    const { def } = c;
    const ctx = ctxOf(req);
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
      next: page < pages ? pagedUrl(req, page + 1) : null,
      previous: page > 1 ? pagedUrl(req, Math.min(page - 1, pages)) : null,
      results: rows.map((r) => {
        const row = { ...(r as Row) };
        delete row[TOTAL];
        return c.serialize(row, ctx);
      }),
    };
  });

  // ------------------------------------------------------------ retrieve
  app.get<{ Params: { name: string; id: string } }>('/api/:name/:id', async (req) => {
    const c = lookup(req.params.name);
    const ctx = ctxOf(req);
    await c.def.ensure?.(db);
    const row = await c.fetchOne(ctx, recordId(req.params.id));
    if (!row) throw notFound();
    return c.serialize(row, ctx);
  });

  // ------------------------------------------------------------ create
  app.post<{ Params: { name: string } }>('/api/:name', imageParts, async (req, reply) => {
    const c = lookup(req.params.name);
    const { def } = c;
    if (!def.create) throw methodNotAllowed('POST');
    const ctx = ctxOf(req);
    const spec = def.create;
    spec.allow(ctx);
    const { fields, files } = await readBody(req);
    const schema = typeof spec.schema === 'function' ? spec.schema(ctx) : spec.schema;
    const input = clean(parseInput(schema, fields) as Row);
    Object.assign(input, readImages(def, files, fields));
    spec.check?.(ctx, input);
    const id = await withDbErrors(def.label, () =>
      db.transaction(async (tx) => {
        const values = spec.prepare ? await spec.prepare(input, ctx, tx) : input;
        const [created] = await tx
          .insert(def.table)
          .values(values as never)
          .returning({ id: c.idCol });
        return created.id as number;
      }),
    );
    const row = await c.fetchOne(ctx, id, false);
    const data = c.serialize(row ?? { id }, ctx);
    req.auditInfo = { resource_name: nameOf(data, id), old_values: null, new_values: data };
    await spec.after?.(data, ctx);
    return reply.code(201).send(data);
  });

  // ------------------------------------------------------------ update
  const update = async (req: FastifyRequest<{ Params: { name: string; id: string } }>) => {
    const c = lookup(req.params.name);
    const { def } = c;
    if (!def.update) throw methodNotAllowed(req.method);
    const ctx = ctxOf(req);
    await def.ensure?.(db);
    const id = recordId(req.params.id);
    const existing = await c.fetchOne(ctx, id);
    if (!existing) throw notFound();
    req.auditInfo = { resource_name: nameOf(existing, id) };
    const spec = def.update;
    spec.allow(ctx, existing);
    const { fields, files } = await readBody(req);
    const schema = typeof spec.schema === 'function' ? spec.schema(ctx, existing) : spec.schema;
    const input = clean(parseInput(schema.partial(), fields) as Row);
    Object.assign(input, readImages(def, files, fields));
    spec.check?.(ctx, existing, input);
    await withDbErrors(def.label, () =>
      db.transaction(async (tx) => {
        const values = spec.prepare ? await spec.prepare(input, existing, ctx, tx) : input;
        if (Object.keys(values).length === 0) return;
        await tx
          .update(def.table)
          .set(values as never)
          .where(eq(c.idCol, id));
      }),
    );
    const row = await c.fetchOne(ctx, id);
    const before = c.serialize(existing, ctx);
    const data = c.serialize(row ?? existing, ctx);
    req.auditInfo = { resource_name: nameOf(data, id), ...changedValues(before, data) };
    await spec.after?.(before, data, ctx);
    return spec.respond ? spec.respond(data) : data;
  };
  app.put('/api/:name/:id', imageParts, update);
  app.patch('/api/:name/:id', imageParts, update);

  // ------------------------------------------------------------ destroy
  app.delete<{ Params: { name: string; id: string } }>('/api/:name/:id', async (req, reply) => {
    const c = lookup(req.params.name);
    const { def } = c;
    if (!def.destroy) throw methodNotAllowed('DELETE');
    const ctx = ctxOf(req);
    const id = recordId(req.params.id);
    const existing = await c.fetchOne(ctx, id);
    if (!existing) throw notFound();
    req.auditInfo = { resource_name: nameOf(existing, id) };
    def.destroy.allow(ctx, existing);
    await withDbErrors(def.label, () =>
      db.transaction(async (tx) => {
        await tx.delete(def.table).where(eq(c.idCol, id));
      }),
    );
    const before = c.serialize(existing, ctx);
    req.auditInfo = { resource_name: nameOf(before, id), old_values: before, new_values: null };
    return reply.code(204).send();
  });
}
