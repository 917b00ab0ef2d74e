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
 *
 * This module registers the routes; the declaration and its compiled form are in restResource.ts, the list's
 * query and paging in restList.ts, what a write reads and how its failures answer in restInput.ts.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { getAuth } from '../../auth/guards';
import { nameOf } from '../../audit';
import { methodNotAllowed, notFound, parseInput, readBody } from '../http';
import { changedValues, clean, readImages, withDbErrors } from './restInput';
import { listRows } from './restList';
import { Compiled, recordId, type Ctx, type Resource, type Row } from './restResource';

export type { Ctx, FilterKind, ImageSpec, Resource, Row, Tx } from './restResource';
export { changedValues, imageType, mapDbError } from './restInput';
export {
  pageLinks,
  REST_DEFAULT_PAGE_SIZE,
  REST_MAX_PAGE_SIZE,
  restPaging,
  unknownSortField,
} from './restList';

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
  app.get<{ Params: { name: string }; Querystring: Record<string, unknown> }>('/api/:name', async (req) =>
    listRows(lookup(req.params.name), ctxOf(req), req),
  );

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
        await spec.written?.(created.id as number, values, ctx, tx);
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
