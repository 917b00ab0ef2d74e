/** What the parts of the LIMS integration share: its messages, limits and request helpers (see ./index.ts). */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { accounts, limsIntegrationLogs, limsTokens, umojaDeliveries } from '../../db/schema';
import type { IntegrationType } from '../../../contract/types';
import { getAuth } from '../../auth/guards';
import { hashToken, newSecret, type AuthInfo } from '../../auth/tokens';
import { badRequest, forbidden, notFound } from '../http';
import { parseId, parseIsoDay } from '../params';

export const LIMS_MESSAGES = {
  invalidToken: 'Invalid or inactive API token.',
  regenerated: 'Token regenerated successfully',
  onlyPending: 'Only pending confirmations can be confirmed or rejected.',
  rejectedDefault: 'Rejected by admin',
  noSample: 'No delivered sample with this barcode.',
  invalidDate: 'Enter a valid date.',
} as const;

export const V1_RESULTS_CAP = 1000;

/**
 * A sample's own row of umoja_deliveries (`t`: the table or an alias of it), not the batch/package it travels in:
 * barcode_type 'child', or no type and item_type 'single_entry' (the LIMS v1 samples, the FHIR Specimens).
 */
export function sampleItem(t: { barcode_type: AnyPgColumn; item_type: AnyPgColumn } = umojaDeliveries): SQL {
  return or(
    eq(t.barcode_type, 'child'),
    sql`(${t.barcode_type} is null and ${t.item_type} = 'single_entry')`,
  )!;
}

/** A sample delivered to its destination, as the LIMS sees it (the v1 samples; what a confirmation may be about). */
export const deliveredSample = and(
  eq(umojaDeliveries.delivery_status, 'delivered'),
  sql`coalesce(${umojaDeliveries.barcode}, '') <> ''`,
  sampleItem(),
)!;
export const EXPORT_CAP = 100_000;
export const STORED_JSON_CAP = 10_000;

// ---------------------------------------------------------------- helpers

/** LIMS tokens are hashed like sign-in tokens (server/auth/tokens.ts). */
export const hashLimsToken = hashToken;

export function newLimsToken(): { token: string; token_hash: string; token_display: string } {
  const token = newSecret();
  return {
    token,
    token_hash: hashLimsToken(token),
    token_display: `${token.slice(0, 8)}...${token.slice(-4)}`,
  };
}

/** Any branch manager (with or without a hub) or a superuser. */
export function requireLimsAdmin(req: FastifyRequest): AuthInfo {
  const auth = getAuth(req);
  if (!auth.isSuperuser && !auth.isBranchManager) throw forbidden();
  return auth;
}

export function idParam(raw: unknown): number {
  const id = parseId(raw);
  if (id === null) throw notFound();
  return id;
}

export function choice<T extends string>(field: string, raw: string, allowed: readonly T[]): T {
  if (!(allowed as readonly string[]).includes(raw))
    throw badRequest({
      [field]: [`Select a valid choice. ${raw} is not one of the available choices.`],
    });
  return raw as T;
}

export function dayArg(field: string, raw: string): Date {
  const d = parseIsoDay(raw);
  if (!d) throw badRequest({ [field]: [LIMS_MESSAGES.invalidDate] });
  return d;
}

export const nextDay = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate() + 1);

export function queryOf(req: FastifyRequest): Record<string, string> {
  const q = (req.query ?? {}) as Record<string, unknown>;
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(q)) {
    const value = Array.isArray(v) ? v[v.length - 1] : v;
    if (value !== undefined && value !== null) out[k] = String(value).trim();
  }
  return out;
}

export const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

/** JSON for a jsonb column, replaced by a short note when it is too big to keep in a log. */
export function storable(value: unknown): unknown {
  if (value === undefined) return null;
  try {
    const s = JSON.stringify(value);
    if (s === undefined) return null;
    return s.length > STORED_JSON_CAP ? { truncated: true, size: s.length } : value;
  } catch {
    return null;
  }
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

/** The LIMS API token a request presents (Authorization: Token|Bearer, or X-API-Key), when active and its account too. */
export async function resolveLimsToken(
  db: Db,
  req: FastifyRequest,
): Promise<{ id: number; user: number } | null> {
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

/** One call of a LIMS-facing interface (the v1 calls, the FHIR interface), as its integration log records it. */
export interface LimsCallRecord {
  type: IntegrationType;
  /** The token's account, null when no valid token was presented. */
  user: number | null;
  status: number;
  /** The answer sent (its error text is kept for a failed call). */
  body: Record<string, unknown>;
  /** What the log keeps of the answer. */
  summary: unknown;
  description: string;
  requestData: unknown;
  /** process.hrtime.bigint() when the call started. */
  started: bigint;
  /** The error text of a failed call, when the answer's body does not carry it as detail/message. */
  errorMessage?: string;
}

/** Writes the integration log row of one LIMS-facing call (SUCCESS below 400, else FAILED; seconds taken). */
export async function logLimsCall(app: FastifyInstance, req: FastifyRequest, call: LimsCallRecord) {
  const seconds = Number(process.hrtime.bigint() - call.started) / 1e9;
  try {
    await app.db.insert(limsIntegrationLogs).values({
      user: call.user,
      integration_type: call.type,
      status: call.status < 400 ? 'SUCCESS' : 'FAILED',
      description: call.description,
      endpoint_url: req.url.slice(0, 500),
      http_method: req.method,
      response_code: call.status,
      processing_time: Math.max(seconds, 1e-6),
      error_message: call.status < 400 ? null : (call.errorMessage ?? errorText(call.body)),
      request_data: call.requestData,
      response_data: storable(call.summary),
    });
  } catch (err) {
    req.log.error(err);
  }
}
