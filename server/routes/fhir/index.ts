/**
 * The HL7 FHIR R4 interface under /fhir/r4 (issue 33; its read side): application/fhir+json, authenticated with the
 * LIMS API tokens (Authorization: Bearer <token>), acting with the token's user's rights and hub scope, every error an
 * OperationOutcome, every call in the LIMS integration logs (type FHIR). See ./auth.ts, ./bundle.ts.
 *
 *   GET /fhir/r4/metadata                 the CapabilityStatement (no token), derived from RESOURCES below
 *   GET /fhir/r4/{type}/{id}              read: Specimen, Task, Location, Organization, Practitioner, Patient
 *   GET /fhir/r4/{type}?…                 search (Specimen, Task, Location): a searchset Bundle with total and
 *                                         self/next links; _count (default 50, at most 500), paging by _offset
 *   PUT|PATCH /fhir/r4/Task/{id}          a laboratory completes or rejects a delivered Task (./update.ts)
 * A resource with a version answers ETag: W/"<versionId>" and Last-Modified.
 * 400 an unknown search parameter (named), a bad value or a malformed body, 401 no/invalid token, 403 a Patient
 * for a token whose user may not read patients, 404 an unknown id or resource type, 405 another method; for an
 * update 409 (not delivered), 412 (stale If-Match), 415 (a PATCH not a JSON Patch), 422 (a change not allowed),
 * 428 (a PUT without If-Match).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CapabilityStatement, CapabilityStatementRestResource, FhirResource } from 'fhir/r4';
import { FHIR_BASE, baseUrl, fhirCall, type FhirContext } from './auth';
import { parseSearch, searchset, type SearchParam } from './bundle';
import { FHIR_MESSAGES, FhirError, notFound } from './outcome';
import { sampleRow, sampleRows } from './samples';
import { SPECIMEN_PARAMS, SPECIMEN_SCOPE, specimenOf } from './specimen';
import { TASK_INCLUDES, TASK_PARAMS, TASK_SCOPE, taskOf } from './task';
import { updateTask } from './update';
import {
  LOCATION_PARAMS,
  readLocation,
  readOrganization,
  readPatient,
  readPractitioner,
  searchLocations,
} from './directory';

interface Search {
  params: Record<string, SearchParam>;
  includes: readonly string[];
  run: (
    app: FastifyInstance,
    req: FastifyRequest,
    ctx: FhirContext,
  ) => Promise<{
    total: number;
    matches: FhirResource[];
    included: FhirResource[];
    search: ReturnType<typeof parseSearch>;
  }>;
}

type Write = (
  app: FastifyInstance,
  req: FastifyRequest,
  ctx: FhirContext,
  id: string,
) => Promise<FhirResource>;

interface ResourceDef {
  documentation: string;
  read: (app: FastifyInstance, ctx: FhirContext, id: string) => Promise<FhirResource>;
  search?: Search;
  /** PUT of the whole resource (the FHIR interaction `update`). */
  update?: Write;
  /** PATCH with a JSON Patch (the FHIR interaction `patch`). */
  patch?: Write;
}

/** What the router answers and the CapabilityStatement names: one table, so the two cannot drift. */
export const RESOURCES: Record<string, ResourceDef> = {
  Specimen: {
    documentation: 'One per sample barcode; a batch or package it travelled in is its parent',
    read: async (app, ctx, id) => {
      const row = await sampleRow(app.db, ctx, id, true);
      if (!row) throw notFound('Specimen', id);
      return specimenOf(row, ctx);
    },
    search: {
      params: SPECIMEN_PARAMS,
      includes: [],
      run: async (app, req, ctx) => {
        const search = parseSearch(req, ctx, 'Specimen', SPECIMEN_PARAMS, []);
        const { total, rows } = await sampleRows(app.db, ctx, [...SPECIMEN_SCOPE, ...search.where], search);
        return { total, matches: rows.map((r) => specimenOf(r, ctx)), included: [], search };
      },
    },
  },
  Task: {
    documentation: "One per sample's transport from its health centre to its destination",
    read: async (app, ctx, id) => {
      const row = await sampleRow(app.db, ctx, id, false);
      if (!row) throw notFound('Task', id);
      return taskOf(row, ctx);
    },
    search: {
      params: TASK_PARAMS,
      includes: TASK_INCLUDES,
      run: async (app, req, ctx) => {
        const search = parseSearch(req, ctx, 'Task', TASK_PARAMS, TASK_INCLUDES);
        const { total, rows } = await sampleRows(app.db, ctx, [...TASK_SCOPE, ...search.where], search);
        // a Task's focus is the Specimen of the same row
        const included = search.include.includes('Task:focus') ? rows.map((r) => specimenOf(r, ctx)) : [];
        return { total, matches: rows.map((r) => taskOf(r, ctx)), included, search };
      },
    },
    update: (app, req, ctx, id) => updateTask(app, req, ctx, id, 'update'),
    patch: (app, req, ctx, id) => updateTask(app, req, ctx, id, 'patch'),
  },
  Location: {
    documentation: "Hubs ('hub-…') and health centres ('hc-…'), with their position when known",
    read: (app, ctx, id) => readLocation(app.db, ctx, id),
    search: {
      params: LOCATION_PARAMS,
      includes: [],
      run: async (app, req, ctx) => {
        const search = parseSearch(req, ctx, 'Location', LOCATION_PARAMS, []);
        const { total, resources } = await searchLocations(app.db, ctx, search);
        return { total, matches: resources, included: [], search };
      },
    },
  },
  Organization: {
    documentation: "The courier ('courier') and its hubs ('hub-…') as the units holding samples",
    read: (app, ctx, id) => readOrganization(app.db, ctx, id),
  },
  Practitioner: {
    documentation: 'Agents: name and code only',
    read: (app, ctx, id) => readPractitioner(app.db, ctx, id),
  },
  Patient: {
    documentation: 'Minimal (identifier, gender, birth year); only for a token whose user may read patients',
    read: (app, ctx, id) => readPatient(app.db, ctx, id),
  },
};

const resourceOf = (type: string): ResourceDef => {
  const def = Object.hasOwn(RESOURCES, type) ? RESOURCES[type] : undefined;
  if (!def) throw new FhirError(404, 'not-supported', FHIR_MESSAGES.unknownType(type));
  return def;
};

export const FHIR_VERSION = '4.0.1';

/** The CapabilityStatement: every resource of RESOURCES, its interactions, search parameters and includes. */
export function capabilityStatement(base: string, date: string): CapabilityStatement {
  return {
    resourceType: 'CapabilityStatement',
    status: 'active',
    date,
    kind: 'instance',
    software: { name: 'Sample courier back-office FHIR interface' },
    implementation: { description: 'Sample custody as HL7 FHIR R4', url: base },
    fhirVersion: FHIR_VERSION,
    format: ['json'],
    rest: [
      {
        mode: 'server',
        security: {
          description:
            "Authorization: Bearer <LIMS API token>; the token acts with its user's rights and hub scope",
        },
        resource: Object.entries(RESOURCES).map(([type, def]) => ({
          type: type as CapabilityStatementRestResource['type'],
          documentation: def.documentation,
          interaction: [
            { code: 'read' as const },
            ...(def.search ? [{ code: 'search-type' as const }] : []),
            ...(def.update ? [{ code: 'update' as const }] : []),
            ...(def.patch ? [{ code: 'patch' as const }] : []),
          ],
          ...(def.update || def.patch ? { versioning: 'versioned-update' as const } : {}),
          ...(def.search
            ? {
                searchParam: Object.entries(def.search.params).map(([name, p]) => ({
                  name,
                  type: p.type,
                  documentation: p.documentation,
                })),
                ...(def.search.includes.length ? { searchInclude: [...def.search.includes] } : {}),
              }
            : {}),
        })),
      },
    ],
  };
}

export function registerFhir(app: FastifyInstance, settings: { barcodeSystem: string }): void {
  // FHIR bodies are kept as text: a handler parses them itself, so that a malformed one is an OperationOutcome too
  app.addContentTypeParser(
    ['application/fhir+json', 'application/json-patch+json'],
    { parseAs: 'string' },
    (_req, body, done) => done(null, String(body)),
  );
  const started = new Date().toISOString();
  const call = (open = false) => ({ ...settings, open });
  const must = (ctx: FhirContext | null): FhirContext => {
    if (!ctx) throw new FhirError(401, 'login', FHIR_MESSAGES.invalidToken);
    return ctx;
  };

  app.get(`${FHIR_BASE}/metadata`, (req, reply) =>
    fhirCall(app, req, reply, call(true), async () => ({
      resource: capabilityStatement(baseUrl(req), started),
      description: 'FHIR CapabilityStatement read',
    })),
  );

  app.get<{ Params: { type: string } }>(`${FHIR_BASE}/:type`, (req, reply) =>
    fhirCall(app, req, reply, call(), async (c) => {
      const ctx = must(c);
      const def = resourceOf(req.params.type);
      if (!def.search)
        throw new FhirError(405, 'not-supported', FHIR_MESSAGES.notSupported('search', req.params.type));
      const { total, matches, included, search } = await def.search.run(app, req, ctx);
      return {
        resource: searchset(req, ctx, req.params.type, search, total, matches, included),
        description: `FHIR ${req.params.type} search (${total} found)`,
      };
    }),
  );

  app.get<{ Params: { type: string; id: string } }>(`${FHIR_BASE}/:type/:id`, (req, reply) =>
    fhirCall(app, req, reply, call(), async (c) => {
      const ctx = must(c);
      const resource = await resourceOf(req.params.type).read(app, ctx, req.params.id);
      return { resource, description: `FHIR ${req.params.type}/${req.params.id} read` };
    }),
  );

  // a laboratory's update (Task): PUT of the whole resource, PATCH with a JSON Patch
  for (const [method, interaction] of [
    ['PUT', 'update'],
    ['PATCH', 'patch'],
  ] as const)
    app.route<{ Params: { type: string; id: string } }>({
      method,
      url: `${FHIR_BASE}/:type/:id`,
      handler: (req, reply) =>
        fhirCall(app, req, reply, call(), async (c) => {
          const ctx = must(c);
          const write = resourceOf(req.params.type)[interaction];
          if (!write)
            throw new FhirError(405, 'not-supported', FHIR_MESSAGES.notSupported(method, req.params.type));
          const resource = await write(app, req, ctx, req.params.id);
          return { resource, description: `FHIR ${req.params.type}/${req.params.id} ${interaction}` };
        }),
    });

  // anything else under the base: an OperationOutcome too (404 unknown path, 405 another method on a known one)
  const others = (req: FastifyRequest) => {
    const path = req.url.split('?')[0].slice(FHIR_BASE.length).replace(/^\/+/, '');
    const [type] = path.split('/');
    const known = path.split('/').length <= 2 && (type === 'metadata' || Object.hasOwn(RESOURCES, type));
    return req.method === 'GET' || req.method === 'HEAD' || !known
      ? new FhirError(404, 'not-found', FHIR_MESSAGES.unknownPath)
      : new FhirError(405, 'not-supported', FHIR_MESSAGES.notSupported(req.method, path));
  };
  // the methods of FHIR's RESTful API only: the server's other methods (TRACE, QUERY, WebDAV's) stay unrouted here,
  // as everywhere else on this server
  for (const url of [FHIR_BASE, `${FHIR_BASE}/*`])
    app.route({
      method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
      url,
      handler: (req, reply) =>
        fhirCall(app, req, reply, call(true), async () => {
          throw others(req);
        }),
    });
}
