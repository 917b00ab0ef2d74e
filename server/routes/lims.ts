/**
 * The LIMS integration under /api/lims/ (administration.md 2.19, 3 'LIMS', 7 'LIMS'; issue 9 points 3-6).
 *
 * Admin side (user token; any branch manager or superuser, else 403 {detail}):
 *   GET    /api/lims/logs/statistics/            counters + the last 10 logs
 *   GET    /api/lims/tokens/                     plain array, newest first (never the token or its hash)
 *   POST   /api/lims/tokens/                     {user, description, is_active} → 201 row + `token` (shown once)
 *   GET    /api/lims/tokens/{id}/                one row
 *   PUT|PATCH /api/lims/tokens/{id}/             fields not sent are kept
 *   DELETE /api/lims/tokens/{id}/                204
 *   POST   /api/lims/tokens/{id}/regenerate/     {new_token, token_display, message}; the old token stops working
 *   GET    /api/lims/confirmations/[?status=]    plain array, newest first; GET confirmations/{id}/
 *   POST   /api/lims/confirmations/{id}/confirm/ PENDING → CONFIRMED (confirmed_at now, lims_user = caller)
 *   POST   /api/lims/confirmations/{id}/reject/  PENDING → REJECTED, error_message (default 'Rejected by admin')
 *   GET    /api/lims/logs/                       filters integration_type, status, search, user, timestamp_after,
 *                                                timestamp_before, ordering; page/page_size → {count,next,previous,results}
 *   GET    /api/lims/logs/{id}/                  one row
 *   GET    /api/lims/logs/export/                the same filters → text/csv attachment lims_integration_logs.csv
 *
 * LIMS-facing side (outside the user-token guard, see needsToken in server/auth): header
 * `Authorization: Token <lims token>` (or Bearer) or `X-API-Key: <lims token>`.
 *   GET  /api/lims/v1/samples/[?since=YYYY-MM-DD&barcode=]  delivered samples {count, results}
 *   POST /api/lims/v1/confirmations/                        {barcode, lims_sample_id?, notes?, confirmation_data?}
 *   GET  /api/lims/v1/samples/{barcode}/journey/            the sample's journey (issue 21, customqueries/journey.ts)
 * A delivered sample is a umoja_deliveries row with delivery_status 'delivered', a non-empty barcode, and that is an
 * item row, not a batch/package parent: barcode_type 'child', or barcode_type null with item_type 'single_entry'
 * (the same rule as the delivered-volume reports). `since` compares the day it was delivered (time_of_dropoff, else
 * the delivery date) in server local time. Results are newest first; `count` is the number of matches, `results` holds
 * at most 1,000 of them (narrow with since/barcode).
 * Every v1 call writes one lims_integration_logs row (API_CALL for reads, SAMPLE_REGISTRATION for the confirmation
 * post; SUCCESS below 400 else FAILED; processing_time in seconds) and stamps the token's last_used_at. A missing,
 * unknown, inactive or deleted token (or one whose account is inactive) → 401 {detail: 'Invalid or inactive API
 * token.'} and a FAILED log without user.
 *
 * Tokens: 32 random bytes as hex, stored only as a sha256 hex hash; token_display = first 8 + '...' + last 4.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { and, asc, count, desc, eq, gte, ilike, lt, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client';
import {
  accounts,
  deliveryItems,
  limsIntegrationLogs,
  limsSampleConfirmations,
  limsTokens,
  umojaDeliveries,
} from '../db/schema';
import { getAuth } from '../auth/guards';
import type { AuthInfo } from '../auth/tokens';
import { toCsv, type CsvColumn } from '../../contract/csv';
import { HttpError, badRequest, f, forbidden, notFound, parseInput, readBody, text } from './http';
import { parseId } from './customqueries/deliveries';
import { pagedUrl, restPaging } from './api/router';
import { journeyCode, journeyNotFound, sampleJourney } from './customqueries/journey';
import { CONFIRMATION_STATUSES, INTEGRATION_STATUSES, INTEGRATION_TYPES } from '../../contract/types';

export const LIMS_MESSAGES = {
  invalidToken: 'Invalid or inactive API token.',
  regenerated: 'Token regenerated successfully',
  onlyPending: 'Only pending confirmations can be confirmed or rejected.',
  rejectedDefault: 'Rejected by admin',
  noSample: 'No delivered sample with this barcode.',
  invalidDate: 'Enter a valid date.',
} as const;

const V1_RESULTS_CAP = 1000;
const EXPORT_CAP = 100_000;
const STORED_JSON_CAP = 10_000;

// ---------------------------------------------------------------- helpers

export const hashLimsToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function newLimsToken(): { token: string; token_hash: string; token_display: string } {
  const token = randomBytes(32).toString('hex');
  return {
    token,
    token_hash: hashLimsToken(token),
    token_display: `${token.slice(0, 8)}...${token.slice(-4)}`,
  };
}

/** Any branch manager (with or without a hub) or a superuser. */
function requireLimsAdmin(req: FastifyRequest): AuthInfo {
  const auth = getAuth(req);
  if (!auth.isSuperuser && !auth.isBranchManager) throw forbidden();
  return auth;
}

function idParam(raw: unknown): number {
  const id = parseId(raw);
  if (id === null) throw notFound();
  return id;
}

function choice<T extends string>(field: string, raw: string, allowed: readonly T[]): T {
  if (!(allowed as readonly string[]).includes(raw))
    throw badRequest({
      [field]: [`Select a valid choice. ${raw} is not one of the available choices.`],
    });
  return raw as T;
}

/** 'YYYY-MM-DD' as local midnight, or null. */
function parseDay(raw: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(raw);
  if (!m) return null;
  const d = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return d.getFullYear() === Number(m[1]) && d.getMonth() === Number(m[2]) - 1 && d.getDate() === Number(m[3])
    ? d
    : null;
}

function dayArg(field: string, raw: string): Date {
  const d = parseDay(raw);
  if (!d) throw badRequest({ [field]: [LIMS_MESSAGES.invalidDate] });
  return d;
}

const nextDay = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate() + 1);

function queryOf(req: FastifyRequest): Record<string, string> {
  const q = (req.query ?? {}) as Record<string, unknown>;
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(q)) {
    const value = Array.isArray(v) ? v[v.length - 1] : v;
    if (value !== undefined && value !== null) out[k] = String(value).trim();
  }
  return out;
}

const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

/** JSON for a jsonb column, replaced by a short note when it is too big to keep in a log. */
function storable(value: unknown): unknown {
  if (value === undefined) return null;
  try {
    const s = JSON.stringify(value);
    if (s === undefined) return null;
    return s.length > STORED_JSON_CAP ? { truncated: true, size: s.length } : value;
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------- tokens

const tokenColumns = {
  id: limsTokens.id,
  user: limsTokens.user,
  user_username: sql<string>`coalesce(${accounts.username}, '')`,
  user_email: sql<string>`coalesce(${accounts.email}, '')`,
  token_display: limsTokens.token_display,
  description: limsTokens.description,
  is_active: limsTokens.is_active,
  last_used_at: limsTokens.last_used_at,
  created_at: limsTokens.created_at,
};

async function tokenRows(db: Db, id?: number) {
  return db
    .select(tokenColumns)
    .from(limsTokens)
    .leftJoin(accounts, eq(accounts.id, limsTokens.user))
    .where(id === undefined ? undefined : eq(limsTokens.id, id))
    .orderBy(desc(limsTokens.created_at), desc(limsTokens.id));
}

async function tokenRow(db: Db, id: number) {
  const [row] = await tokenRows(db, id);
  if (!row) throw notFound();
  return row;
}

const tokenSchema = z.object({
  user: f.fk().refine((v) => v !== null, { message: 'This field may not be null.' }),
  description: f.str(300),
  is_active: f.bool().optional(),
});

/** The token form's fields as sent (create: all required but is_active; update: only those sent). */
async function tokenInput(db: Db, fields: Record<string, unknown>, partial: boolean) {
  const data: Record<string, unknown> = {};
  for (const k of ['user', 'description', 'is_active'] as const)
    if (fields[k] !== undefined) data[k] = fields[k];
  const parsed = parseInput(partial ? tokenSchema.partial() : tokenSchema, data);
  if (parsed.user !== undefined && parsed.user !== null) {
    const [acc] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, parsed.user));
    if (!acc) throw badRequest({ user: [`Invalid pk "${parsed.user}" - object does not exist.`] });
  }
  const out: { user?: number; description?: string; is_active?: boolean } = {};
  if (parsed.user !== undefined && parsed.user !== null) out.user = parsed.user;
  if (parsed.description !== undefined) out.description = parsed.description;
  if (parsed.is_active !== undefined) out.is_active = parsed.is_active;
  return out;
}

// ---------------------------------------------------------------- confirmations

const confirmationColumns = {
  id: limsSampleConfirmations.id,
  barcode: limsSampleConfirmations.barcode,
  delivery_item: limsSampleConfirmations.delivery_item,
  delivery_item_name: limsSampleConfirmations.delivery_item_name,
  patient_names: limsSampleConfirmations.patient_names,
  delivery_number: limsSampleConfirmations.delivery_number,
  status: limsSampleConfirmations.status,
  lims_user: limsSampleConfirmations.lims_user,
  lims_user_username: sql<string>`coalesce(${accounts.username}, '')`,
  confirmed_at: limsSampleConfirmations.confirmed_at,
  created_at: limsSampleConfirmations.created_at,
  lims_sample_id: limsSampleConfirmations.lims_sample_id,
  error_message: limsSampleConfirmations.error_message,
  confirmation_data: limsSampleConfirmations.confirmation_data,
  notes: limsSampleConfirmations.notes,
};

async function confirmationRows(db: Db, where?: SQL) {
  return db
    .select(confirmationColumns)
    .from(limsSampleConfirmations)
    .leftJoin(accounts, eq(accounts.id, limsSampleConfirmations.lims_user))
    .where(where)
    .orderBy(desc(limsSampleConfirmations.created_at), desc(limsSampleConfirmations.id));
}

async function confirmationRow(db: Db, id: number) {
  const [row] = await confirmationRows(db, eq(limsSampleConfirmations.id, id));
  if (!row) throw notFound();
  return row;
}

// ---------------------------------------------------------------- logs

const L = limsIntegrationLogs;
const logColumns = {
  id: L.id,
  user: L.user,
  user_username: sql<string>`coalesce(${accounts.username}, '')`,
  integration_type: L.integration_type,
  status: L.status,
  description: L.description,
  endpoint_url: L.endpoint_url,
  http_method: L.http_method,
  response_code: L.response_code,
  processing_time: L.processing_time,
  timestamp: L.timestamp,
  error_message: L.error_message,
  request_data: L.request_data,
  response_data: L.response_data,
};
type LogRow = {
  id: number;
  user: number | null;
  user_username: string;
  integration_type: string;
  status: string;
  description: string | null;
  endpoint_url: string | null;
  http_method: string | null;
  response_code: number | null;
  processing_time: number | null;
  timestamp: Date;
  error_message: string | null;
  request_data: unknown;
  response_data: unknown;
};

const LOG_ORDERING: Record<string, SQLWrapper> = {
  id: L.id,
  timestamp: L.timestamp,
  integration_type: L.integration_type,
  status: L.status,
  response_code: L.response_code,
  processing_time: L.processing_time,
  http_method: L.http_method,
  user_username: sql`coalesce(${accounts.username}, '')`,
};

/** The WHERE of the log list and export from the query string; 400 on a bad choice or date. */
function logWhere(q: Record<string, string>): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  if (q.integration_type)
    where.push(eq(L.integration_type, choice('integration_type', q.integration_type, INTEGRATION_TYPES)));
  if (q.status) where.push(eq(L.status, choice('status', q.status, INTEGRATION_STATUSES)));
  if (q.search) {
    const p = likePattern(q.search);
    where.push(
      or(
        ilike(L.description, p),
        ilike(L.endpoint_url, p),
        ilike(L.error_message, p),
        ilike(sql`coalesce(${accounts.username}, '')`, p),
      ),
    );
  }
  if (q.user) {
    const byName = sql`lower(${accounts.username}) = ${q.user.toLowerCase()}`;
    const id = parseId(q.user);
    where.push(id !== null ? or(eq(L.user, id), byName) : byName);
  }
  if (q.timestamp_after) where.push(gte(L.timestamp, dayArg('timestamp_after', q.timestamp_after)));
  if (q.timestamp_before)
    where.push(lt(L.timestamp, nextDay(dayArg('timestamp_before', q.timestamp_before))));
  return and(...where);
}

function logOrder(raw: string | undefined): SQL[] {
  const order: SQL[] = [];
  for (const part of (raw || '-timestamp').split(',')) {
    const p = part.trim();
    const col = LOG_ORDERING[p.replace(/^-/, '')];
    if (!col) continue;
    order.push(p.startsWith('-') ? desc(col) : asc(col));
  }
  if (order.length === 0) order.push(desc(L.timestamp));
  order.push(desc(L.id));
  return order;
}

function logQuery(db: Db, where: SQL | undefined) {
  return db.select(logColumns).from(L).leftJoin(accounts, eq(accounts.id, L.user)).where(where);
}

const LOG_CSV_COLUMNS: CsvColumn<LogRow>[] = [
  { header: 'ID', value: (r) => r.id },
  { header: 'User', value: (r) => r.user_username || 'System' },
  { header: 'Integration Type', value: (r) => r.integration_type },
  { header: 'Status', value: (r) => r.status },
  { header: 'Description', value: (r) => r.description },
  { header: 'Endpoint URL', value: (r) => r.endpoint_url },
  { header: 'HTTP Method', value: (r) => r.http_method },
  { header: 'Response Code', value: (r) => r.response_code },
  { header: 'Processing Time (s)', value: (r) => r.processing_time },
  { header: 'Timestamp', value: (r) => r.timestamp.toISOString() },
  { header: 'Error Message', value: (r) => r.error_message },
  { header: 'Request Data', value: (r) => r.request_data },
  { header: 'Response Data', value: (r) => r.response_data },
];

// ---------------------------------------------------------------- v1 (LIMS-facing)

interface V1Context {
  token: { id: number; user: number };
  body: Record<string, unknown>;
}

function presentedLimsToken(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  if (typeof header === 'string' && header.trim()) {
    const m = /^(?:Token|Bearer)\s+(\S+)\s*$/i.exec(header);
    return m ? m[1] : null;
  }
  const key = req.headers['x-api-key'];
  const value = Array.isArray(key) ? key[0] : key;
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

async function resolveLimsToken(db: Db, req: FastifyRequest): Promise<{ id: number; user: number } | null> {
  const token = presentedLimsToken(req);
  if (!token || token.length > 256) return null;
  const [row] = await db
    .select({
      id: limsTokens.id,
      user: limsTokens.user,
      active: limsTokens.is_active,
      userActive: accounts.is_active,
    })
    .from(limsTokens)
    .innerJoin(accounts, eq(accounts.id, limsTokens.user))
    .where(eq(limsTokens.token_hash, hashLimsToken(token)));
  if (!row || !row.active || !row.userActive) return null;
  return { id: row.id, user: row.user };
}

const errorText = (body: Record<string, unknown>): string => {
  if (typeof body.detail === 'string') return body.detail;
  if (typeof body.message === 'string') return body.message;
  return Object.entries(body)
    .map(([k, v]) => `${k}: ${Array.isArray(v) ? v.join(' ') : String(v)}`)
    .join('; ');
};

/**
 * Runs one LIMS-facing call: authenticates the LIMS token, runs `handler`, answers, and writes the integration
 * log (always, whatever the outcome) and the token's last_used_at.
 */
async function v1Call(
  app: FastifyInstance,
  req: FastifyRequest,
  reply: FastifyReply,
  type: 'API_CALL' | 'SAMPLE_REGISTRATION',
  handler: (
    ctx: V1Context,
  ) => Promise<{ status: number; body: Record<string, unknown>; summary: unknown; description: string }>,
) {
  const started = process.hrtime.bigint();
  req.auditInfo = { skip: true };
  const db = app.db;
  let status = 500;
  let body: Record<string, unknown> = { detail: 'A server error occurred.' };
  let summary: unknown = null;
  let description = `${req.method} ${req.url.split('?')[0]}`;
  let user: number | null = null;
  let requestData: unknown = null;
  try {
    const parsed = req.method === 'GET' ? { fields: {} } : await readBody(req);
    requestData =
      req.method === 'GET' ? { query: req.query ?? {} } : storable((parsed as { fields: unknown }).fields);
    const token = await resolveLimsToken(db, req);
    if (!token) throw new HttpError(401, { detail: LIMS_MESSAGES.invalidToken });
    user = token.user;
    await db.update(limsTokens).set({ last_used_at: new Date() }).where(eq(limsTokens.id, token.id));
    const out = await handler({ token, body: parsed.fields });
    ({ status, body, summary, description } = out);
  } catch (err) {
    if (err instanceof HttpError) {
      status = err.statusCode;
      body = err.body;
    } else {
      req.log.error(err);
    }
    summary = body;
    description = `${description} failed`;
  }
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  try {
    await db.insert(limsIntegrationLogs).values({
      user,
      integration_type: type,
      status: status < 400 ? 'SUCCESS' : 'FAILED',
      description,
      endpoint_url: req.url.slice(0, 500),
      http_method: req.method,
      response_code: status,
      processing_time: Math.max(seconds, 1e-6),
      error_message: status < 400 ? null : errorText(body),
      request_data: requestData,
      response_data: storable(summary),
    });
  } catch (err) {
    req.log.error(err);
  }
  return reply.code(status).send(body);
}

const D = umojaDeliveries;
const deliveredSample = and(
  eq(D.delivery_status, 'delivered'),
  sql`coalesce(${D.barcode}, '') <> ''`,
  or(eq(D.barcode_type, 'child'), sql`(${D.barcode_type} is null and ${D.item_type} = 'single_entry')`),
);

const v1ConfirmationSchema = z.object({
  barcode: f.str(80),
  lims_sample_id: f.optStr(80).optional(),
  notes: f.optStr(5000).optional(),
  confirmation_data: z
    .preprocess((v) => {
      if (typeof v !== 'string') return v;
      if (v.trim() === '') return null;
      try {
        return JSON.parse(v) as unknown;
      } catch {
        return v;
      }
    }, z.record(z.unknown()).nullable())
    .optional(),
});

// ---------------------------------------------------------------- routes

export function registerLims(app: FastifyInstance): void {
  const db = app.db;

  // ------------------------------------------------------------ statistics
  app.get('/api/lims/logs/statistics/', async (req) => {
    requireLimsAdmin(req);
    const [tokens] = await db
      .select({ total: count(), active: sql<number>`count(*) filter (where ${limsTokens.is_active})::int` })
      .from(limsTokens);
    const C = limsSampleConfirmations;
    const [conf] = await db
      .select({
        total: count(),
        confirmed: sql<number>`count(*) filter (where ${C.status} = 'CONFIRMED')::int`,
        rejected: sql<number>`count(*) filter (where ${C.status} = 'REJECTED')::int`,
        pending: sql<number>`count(*) filter (where ${C.status} = 'PENDING')::int`,
      })
      .from(C);
    const [logs] = await db
      .select({
        total: count(),
        success: sql<number>`count(*) filter (where ${L.status} = 'SUCCESS')::int`,
        failed: sql<number>`count(*) filter (where ${L.status} = 'FAILED')::int`,
        pending: sql<number>`count(*) filter (where ${L.status} = 'PENDING')::int`,
      })
      .from(L);
    const recent = await db
      .select({
        id: L.id,
        integration_type: L.integration_type,
        status: L.status,
        description: L.description,
        timestamp: L.timestamp,
      })
      .from(L)
      .orderBy(desc(L.timestamp), desc(L.id))
      .limit(10);
    return {
      total_tokens: Number(tokens.total),
      active_tokens: Number(tokens.active),
      total_confirmations: Number(conf.total),
      confirmed_samples: Number(conf.confirmed),
      rejected_samples: Number(conf.rejected),
      pending_samples: Number(conf.pending),
      total_logs: Number(logs.total),
      successful_logs: Number(logs.success),
      failed_logs: Number(logs.failed),
      pending_logs: Number(logs.pending),
      recent_activity: recent,
    };
  });

  // ------------------------------------------------------------ tokens
  app.get('/api/lims/tokens/', async (req) => {
    requireLimsAdmin(req);
    return tokenRows(db);
  });

  app.post('/api/lims/tokens/', async (req, reply) => {
    requireLimsAdmin(req);
    const { fields } = await readBody(req);
    const input = await tokenInput(db, fields, false);
    const t = newLimsToken();
    const [created] = await db
      .insert(limsTokens)
      .values({
        user: input.user!,
        description: input.description!,
        is_active: input.is_active ?? true,
        token_hash: t.token_hash,
        token_display: t.token_display,
      })
      .returning({ id: limsTokens.id });
    const row = await tokenRow(db, created.id);
    req.auditInfo = {
      action: 'CREATE',
      resource_type: 'LIMS',
      resource_name: row.description,
      description: `Created LIMS API token ${row.token_display} for ${row.user_username}`,
      new_values: { user: row.user, description: row.description, is_active: row.is_active },
    };
    return reply.code(201).send({ ...row, token: t.token });
  });

  app.get<{ Params: { id: string } }>('/api/lims/tokens/:id', async (req) => {
    requireLimsAdmin(req);
    return tokenRow(db, idParam(req.params.id));
  });

  const updateToken = async (req: FastifyRequest<{ Params: { id: string } }>) => {
    requireLimsAdmin(req);
    const id = idParam(req.params.id);
    const before = await tokenRow(db, id);
    const { fields } = await readBody(req);
    const input = await tokenInput(db, fields, true);
    if (Object.keys(input).length) await db.update(limsTokens).set(input).where(eq(limsTokens.id, id));
    const row = await tokenRow(db, id);
    const changed = (Object.keys(input) as (keyof typeof input)[]).filter((k) => before[k] !== row[k]);
    req.auditInfo = {
      action: 'UPDATE',
      resource_type: 'LIMS',
      resource_name: row.description,
      description: `Updated LIMS API token ${row.token_display}`,
      old_values: Object.fromEntries(changed.map((k) => [k, before[k]])),
      new_values: Object.fromEntries(changed.map((k) => [k, row[k]])),
    };
    return row;
  };
  app.put<{ Params: { id: string } }>('/api/lims/tokens/:id', updateToken);
  app.patch<{ Params: { id: string } }>('/api/lims/tokens/:id', updateToken);

  app.delete<{ Params: { id: string } }>('/api/lims/tokens/:id', async (req, reply) => {
    requireLimsAdmin(req);
    const id = idParam(req.params.id);
    const before = await tokenRow(db, id);
    await db.delete(limsTokens).where(eq(limsTokens.id, id));
    req.auditInfo = {
      action: 'DELETE',
      resource_type: 'LIMS',
      resource_name: before.description,
      description: `Deleted LIMS API token ${before.token_display}`,
      old_values: { user: before.user, description: before.description, is_active: before.is_active },
    };
    return reply.code(204).send();
  });

  app.post<{ Params: { id: string } }>('/api/lims/tokens/:id/regenerate', async (req) => {
    requireLimsAdmin(req);
    const id = idParam(req.params.id);
    const before = await tokenRow(db, id);
    const t = newLimsToken();
    await db
      .update(limsTokens)
      .set({ token_hash: t.token_hash, token_display: t.token_display })
      .where(eq(limsTokens.id, id));
    req.auditInfo = {
      action: 'UPDATE',
      resource_type: 'LIMS',
      resource_name: before.description,
      description: `Regenerated LIMS API token (was ${before.token_display}, now ${t.token_display})`,
    };
    return { new_token: t.token, token_display: t.token_display, message: LIMS_MESSAGES.regenerated };
  });

  // ------------------------------------------------------------ confirmations
  app.get('/api/lims/confirmations/', async (req) => {
    requireLimsAdmin(req);
    const q = queryOf(req);
    const where = q.status
      ? eq(limsSampleConfirmations.status, choice('status', q.status, CONFIRMATION_STATUSES))
      : undefined;
    return confirmationRows(db, where);
  });

  app.get<{ Params: { id: string } }>('/api/lims/confirmations/:id', async (req) => {
    requireLimsAdmin(req);
    return confirmationRow(db, idParam(req.params.id));
  });

  const decide = (decision: 'confirm' | 'reject') =>
    async function (req: FastifyRequest<{ Params: { id: string } }>) {
      const auth = requireLimsAdmin(req);
      const id = idParam(req.params.id);
      let errorMessage: string | null = null;
      if (decision === 'reject') {
        const { fields } = await readBody(req);
        errorMessage = text(fields, 'error_message') || LIMS_MESSAGES.rejectedDefault;
        if (errorMessage.length > 2000)
          throw badRequest({ error_message: ['Ensure this field has no more than 2000 characters.'] });
      }
      const C = limsSampleConfirmations;
      const updated = await db
        .update(C)
        .set(
          decision === 'confirm'
            ? { status: 'CONFIRMED', confirmed_at: new Date(), lims_user: auth.account.id }
            : { status: 'REJECTED', error_message: errorMessage, lims_user: auth.account.id },
        )
        .where(and(eq(C.id, id), eq(C.status, 'PENDING')))
        .returning({ id: C.id });
      if (updated.length === 0) {
        await confirmationRow(db, id); // 404 when unknown
        throw badRequest({ detail: LIMS_MESSAGES.onlyPending });
      }
      const row = await confirmationRow(db, id);
      req.auditInfo = {
        action: 'UPDATE',
        resource_type: 'LIMS',
        resource_name: row.barcode,
        description: `${decision === 'confirm' ? 'Confirmed' : 'Rejected'} LIMS sample confirmation ${row.barcode}`,
        old_values: { status: 'PENDING' },
        new_values:
          decision === 'confirm'
            ? { status: row.status }
            : { status: row.status, error_message: errorMessage },
      };
      return row;
    };
  app.post<{ Params: { id: string } }>('/api/lims/confirmations/:id/confirm', decide('confirm'));
  app.post<{ Params: { id: string } }>('/api/lims/confirmations/:id/reject', decide('reject'));

  // ------------------------------------------------------------ logs
  app.get('/api/lims/logs/', async (req) => {
    requireLimsAdmin(req);
    const q = queryOf(req);
    const where = logWhere(q);
    const order = logOrder(q.ordering);
    if (q.page === undefined && q.page_size === undefined) {
      return logQuery(db, where).orderBy(...order);
    }
    const [{ n }] = await db
      .select({ n: count() })
      .from(L)
      .leftJoin(accounts, eq(accounts.id, L.user))
      .where(where);
    // the REST lists' rule: size clamped, a page past the end answers empty with the true count
    const { page, size, pages, offset } = restPaging(q.page, q.page_size, n);
    const results = await logQuery(db, where)
      .orderBy(...order)
      .limit(size)
      .offset(offset);
    return {
      count: n,
      next: page < pages ? pagedUrl(req, page + 1) : null,
      previous: page > 1 ? pagedUrl(req, Math.min(page - 1, pages)) : null,
      results,
    };
  });

  app.get('/api/lims/logs/export/', async (req, reply) => {
    requireLimsAdmin(req);
    const q = queryOf(req);
    const rows = (await logQuery(db, logWhere(q))
      .orderBy(...logOrder(q.ordering))
      .limit(EXPORT_CAP)) as LogRow[];
    return reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', 'attachment; filename="lims_integration_logs.csv"')
      .send(toCsv(rows, LOG_CSV_COLUMNS));
  });

  app.get<{ Params: { id: string } }>('/api/lims/logs/:id', async (req) => {
    requireLimsAdmin(req);
    const [row] = await logQuery(db, eq(L.id, idParam(req.params.id)));
    if (!row) throw notFound();
    return row;
  });

  // ------------------------------------------------------------ v1: the LIMS-facing side
  app.get('/api/lims/v1/samples/', (req, reply) =>
    v1Call(app, req, reply, 'API_CALL', async () => {
      const q = queryOf(req);
      const where: (SQL | undefined)[] = [deliveredSample];
      if (q.since) {
        const since = dayArg('since', q.since);
        where.push(gte(sql`coalesce(${D.time_of_dropoff}, ${D.date})`, since));
      }
      if (q.barcode) where.push(eq(D.barcode, q.barcode));
      const cond = and(...where);
      const [{ n }] = await db.select({ n: count() }).from(D).where(cond);
      const results = await db
        .select({
          barcode: sql<string>`${D.barcode}`,
          item_name: sql<string>`coalesce(${D.item_name}, '')`,
          delivery_number: D.delivery_number,
          date: D.date,
          patient_names: sql<string>`coalesce(${D.patient_name}, '')`,
          destination: D.destination,
          delivered_at: D.time_of_dropoff,
        })
        .from(D)
        .where(cond)
        .orderBy(desc(sql`coalesce(${D.time_of_dropoff}, ${D.date})`), desc(D.id))
        .limit(V1_RESULTS_CAP);
      return {
        status: 200,
        body: { count: n, results },
        summary: { status: 200, count: n, returned: results.length },
        description: `Delivered samples read by the LIMS (${n} found)`,
      };
    }),
  );

  // issue 21: where is a sample the laboratory expects (the same answer as /customqueries/sample_journey/{barcode})
  app.get<{ Params: { barcode: string } }>('/api/lims/v1/samples/:barcode/journey/', (req, reply) =>
    v1Call(app, req, reply, 'API_CALL', async () => {
      const code = journeyCode(req.params.barcode);
      const journey = code ? await sampleJourney(app, code, null) : null;
      if (!journey) throw journeyNotFound();
      return {
        status: 200,
        body: journey as unknown as Record<string, unknown>,
        summary: { status: 200, barcode: journey.barcode, events: journey.events.length },
        description: `Sample journey read by the LIMS (${journey.barcode})`,
      };
    }),
  );

  app.post('/api/lims/v1/confirmations/', (req, reply) =>
    v1Call(app, req, reply, 'SAMPLE_REGISTRATION', async ({ body }) => {
      const input = parseInput(v1ConfirmationSchema, body);
      const [delivered] = await db
        .select({
          id: D.id,
          item_name: D.item_name,
          patient_name: D.patient_name,
          delivery_number: D.delivery_number,
        })
        .from(D)
        .where(and(deliveredSample, eq(D.barcode, input.barcode)))
        .orderBy(desc(sql`coalesce(${D.time_of_dropoff}, ${D.date})`), desc(D.id))
        .limit(1);
      if (!delivered) throw new HttpError(404, { detail: LIMS_MESSAGES.noSample });
      const [item] = await db
        .select({ id: deliveryItems.id, item_name: deliveryItems.item_name })
        .from(deliveryItems)
        .where(and(eq(deliveryItems.delivery, delivered.id), eq(deliveryItems.barcode, input.barcode)))
        .limit(1);
      const [created] = await db
        .insert(limsSampleConfirmations)
        .values({
          barcode: input.barcode,
          delivery_item: item?.id ?? null,
          delivery_item_name: (item?.item_name ?? delivered.item_name ?? '').slice(0, 200) || null,
          patient_names: delivered.patient_name,
          delivery_number: delivered.delivery_number,
          status: 'PENDING',
          lims_sample_id: input.lims_sample_id || null,
          notes: input.notes || null,
          confirmation_data: input.confirmation_data ?? null,
        })
        .returning({ id: limsSampleConfirmations.id });
      const row = await confirmationRow(db, created.id);
      return {
        status: 201,
        body: row,
        summary: { status: 201, id: row.id, barcode: row.barcode, confirmation_status: row.status },
        description: `Sample confirmation received for barcode ${input.barcode}`,
      };
    }),
  );
}
