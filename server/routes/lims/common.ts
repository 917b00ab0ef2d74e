/** What the parts of the LIMS integration share: its messages, limits and request helpers (see ./index.ts). */
import type { FastifyRequest } from 'fastify';
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
