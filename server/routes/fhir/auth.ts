/**
 * How a FHIR call runs: the LIMS API token (Authorization: Bearer) resolved to its account's rights and hub scope,
 * the answer as application/fhir+json, every error as an OperationOutcome, and one integration log row (type
 * FHIR) per call, like the v1 calls (server/routes/lims/v1.ts).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import type { FhirResource, OperationOutcome } from 'fhir/r4';
import { limsTokens } from '../../db/schema';
import { accountAuth, type AuthInfo } from '../../auth/tokens';
import { logLimsCall, resolveLimsToken, storable } from '../lims/common';
import { FHIR_MESSAGES, FhirError, outcome } from './outcome';

export const FHIR_BASE = '/fhir/r4';
export const FHIR_JSON = 'application/fhir+json; charset=utf-8';

/** What a resource's handlers get: the token's account (rights, hub scope) and the interface's settings. */
export interface FhirContext {
  auth: AuthInfo;
  /** The absolute base URL of this interface as the client reached it (for fullUrl and links). */
  base: string;
  barcodeSystem: string;
}

export interface FhirAnswer {
  status?: number;
  resource: FhirResource;
  /** What the integration log says of the call. */
  description: string;
}

/** The absolute base URL the client used (behind a trusted proxy, the forwarded protocol and host). */
export function baseUrl(req: FastifyRequest): string {
  return `${req.protocol}://${req.host}${FHIR_BASE}`;
}

function send(reply: FastifyReply, status: number, resource: FhirResource) {
  return reply.code(status).type(FHIR_JSON).send(JSON.stringify(resource));
}

/** Whether `req` is a call of the FHIR interface. */
export function isFhirRequest(req: FastifyRequest): boolean {
  const path = req.url.split('?')[0];
  return path === FHIR_BASE || path.startsWith(`${FHIR_BASE}/`);
}

/**
 * A FHIR call refused by the server's input guards before its handler ran (a NUL character in the query, a body
 * over the limit; server/routes/http.ts), answered as an OperationOutcome with the guard's status and words.
 */
export function sendGuardRefusal(reply: FastifyReply, status: number, body: Record<string, unknown>) {
  const words = Object.entries(body).map(([field, value]) => {
    const text = [value].flat().join(' ');
    return field === 'detail' ? text : `${field}: ${text}`;
  });
  return send(reply, status, outcome(status === 413 ? 'too-long' : 'invalid', words.join('; ')));
}

function summaryOf(resource: FhirResource): Record<string, unknown> {
  if (resource.resourceType === 'Bundle')
    return { resourceType: 'Bundle', total: resource.total, entries: resource.entry?.length ?? 0 };
  if (resource.resourceType === 'OperationOutcome')
    return { resourceType: 'OperationOutcome', issue: resource.issue };
  return { resourceType: resource.resourceType, id: resource.id };
}

/**
 * Runs one FHIR call: authenticates the token (unless `open`), runs `handler`, answers, and writes the integration
 * log (always, whatever the outcome) and the token's last_used_at.
 */
export async function fhirCall(
  app: FastifyInstance,
  req: FastifyRequest,
  reply: FastifyReply,
  settings: { barcodeSystem: string; open?: boolean },
  handler: (ctx: FhirContext | null) => Promise<FhirAnswer>,
) {
  const started = process.hrtime.bigint();
  req.auditInfo = { skip: true };
  let status = 500;
  let resource: FhirResource = outcome('exception', FHIR_MESSAGES.serverError);
  let description = `${req.method} ${req.url.split('?')[0]}`;
  let user: number | null = null;
  try {
    let ctx: FhirContext | null = null;
    if (!settings.open) {
      const token = await resolveLimsToken(app.db, req);
      const auth = token && (await accountAuth(app.db, token.user, ''));
      if (!token || !auth) throw new FhirError(401, 'login', FHIR_MESSAGES.invalidToken);
      user = token.user;
      await app.db.update(limsTokens).set({ last_used_at: new Date() }).where(eq(limsTokens.id, token.id));
      ctx = { auth, base: baseUrl(req), barcodeSystem: settings.barcodeSystem };
    }
    const out = await handler(ctx);
    status = out.status ?? 200;
    resource = out.resource;
    description = out.description;
  } catch (err) {
    if (err instanceof FhirError) {
      status = err.statusCode;
      resource = outcome(err.code, err.diagnostics);
    } else {
      req.log.error(err);
    }
    description = `${description} failed`;
  }
  const failed = resource.resourceType === 'OperationOutcome' ? (resource as OperationOutcome) : null;
  await logLimsCall(app, req, {
    type: 'FHIR',
    user,
    status,
    body: {},
    summary: summaryOf(resource),
    description,
    requestData: {
      query: req.query ?? {},
      ...(req.body !== undefined && req.body !== null ? { body: storable(req.body) } : {}),
    },
    started,
    errorMessage: failed?.issue.map((i) => i.diagnostics ?? i.code).join('; '),
  });
  if (status === 401) reply.header('WWW-Authenticate', 'Bearer');
  const meta = 'meta' in resource ? resource.meta : undefined;
  if (meta?.versionId && resource.resourceType !== 'Bundle') {
    reply.header('ETag', `W/"${meta.versionId}"`);
    if (meta.lastUpdated) reply.header('Last-Modified', new Date(meta.lastUpdated).toUTCString());
  }
  return send(reply, status, resource);
}
