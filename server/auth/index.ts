/**
 * Sign-in, sign-out and the token guard.
 * POST /rest-auth/ → {message:'success', token, id, coodinated_hub} or 400 {message}; 429 after repeated failures.
 * POST /rest-auth/logout/ revokes the presented token.
 * Every /api, /customqueries and /current_user_profile call needs `Authorization: Token <token>`.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, count, eq, gt, max, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { accounts, loginAttempts } from '../db/schema';
import { HttpError, readBody, text } from '../routes/http';
import { recordAudit, requestParty } from '../audit';
import { hashPassword, verifyPassword } from './passwords';
import { createTokenCache, issueToken, resolveToken, revokeToken, type AuthInfo } from './tokens';

export type { AuthInfo } from './tokens';
export { getAuth, hubScope, isMasterDataWriter, requireMasterDataWriter, requireRight } from './guards';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in caller on guarded routes; null on public ones. */
    auth: AuthInfo | null;
  }
}

export const LOGIN_FAILED = 'Unable to log in with provided credentials.';
export const TOO_MANY_ATTEMPTS = 'Too many failed login attempts. Try again in 15 minutes.';
/** The error message of a failed sign-in in the audit trail. */
export const AUDIT_LOGIN_FAILED = 'Invalid credentials';
const WINDOW_MS = 15 * 60 * 1000;
const MAX_PER_IP = 30;

/** Paths that need a token, except the few public ones. */
export function needsToken(url: string): boolean {
  const path = url.split('?')[0];
  if (path.startsWith('/customqueries/requestaccount_deactivation')) return false;
  if (/^\/customqueries\/getfile\/\d+\/company_logo\/?$/.test(path)) return false;
  // the LIMS-facing calls authenticate with a LIMS API token of their own (server/routes/lims/v1.ts)
  if (path === '/api/lims/v1' || path.startsWith('/api/lims/v1/')) return false;
  return (
    path === '/api' ||
    path.startsWith('/api/') ||
    path === '/customqueries' ||
    path.startsWith('/customqueries/') ||
    path === '/current_user_profile' ||
    path.startsWith('/current_user_profile/')
  );
}

function presentedToken(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  if (header) {
    const m = /^(?:Token|Bearer)\s+(\S+)\s*$/i.exec(header);
    return m ? m[1] : '';
  }
  // Image sources (<img src>) cannot send headers: getfile also takes ?token=.
  const path = req.url.split('?')[0];
  if (path.startsWith('/customqueries/getfile/')) {
    const q = req.query as Record<string, unknown> | undefined;
    if (q && typeof q.token === 'string') return q.token;
  }
  return null;
}

/**
 * The sign-in throttle (also guarding the old password of passwordchange). Counted over the last 15 minutes, from
 * the username's last successful sign-in on:
 *   - 5 failures for one username from one address refuse that username from that address (a guesser at one
 *     keyboard or script);
 *   - 20 failures for one username from all addresses together refuse that username everywhere (a guesser spread
 *     over many addresses; the account's owner waits out the window at worst);
 *   - 30 failures from one address refuse that address, except for usernames that signed in successfully from it in
 *     the last 30 days: one address spraying guesses over many accounts is stopped, while colleagues behind the same
 *     proxy or NAT who signed in from there before keep signing in with their right password.
 * Check and record are one step: under advisory locks on the username and the address, the attempt is counted and
 * written as a failure before the password is checked, and turned into a success after, so parallel attempts can
 * never check more passwords than the limits allow.
 */
const MAX_PER_USER_AND_ADDRESS = 5;
const MAX_PER_USER = 20;
const KNOWN_ADDRESS_MS = 30 * 24 * 60 * 60 * 1000;

/** A reserved attempt: its row id (recorded as a failure until `succeeded`), or null when the throttle refuses. */
export async function reserveAttempt(db: Db, username: string, ip: string): Promise<number | null> {
  const name = username.slice(0, 150);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`login-user:${name}`}))`);
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`login-address:${ip}`}))`);
    const since = new Date(Date.now() - WINDOW_MS);
    const [lastOk] = await tx
      .select({ at: max(loginAttempts.at) })
      .from(loginAttempts)
      .where(and(eq(loginAttempts.username, name), eq(loginAttempts.succeeded, true)));
    const userSince = lastOk?.at && lastOk.at > since ? lastOk.at : since;
    const [counts] = await tx
      .select({
        user: count(),
        pair: sql<number>`count(*) filter (where ${loginAttempts.ip_address} = ${ip})`.mapWith(Number),
      })
      .from(loginAttempts)
      .where(
        and(
          eq(loginAttempts.username, name),
          eq(loginAttempts.succeeded, false),
          gt(loginAttempts.at, userSince),
        ),
      );
    if (counts.pair >= MAX_PER_USER_AND_ADDRESS || counts.user >= MAX_PER_USER) return null;
    const [byIp] = await tx
      .select({ n: count() })
      .from(loginAttempts)
      .where(
        and(
          eq(loginAttempts.ip_address, ip),
          eq(loginAttempts.succeeded, false),
          gt(loginAttempts.at, since),
        ),
      );
    if (byIp.n >= MAX_PER_IP) {
      const [known] = await tx
        .select({ n: count() })
        .from(loginAttempts)
        .where(
          and(
            eq(loginAttempts.username, name),
            eq(loginAttempts.ip_address, ip),
            eq(loginAttempts.succeeded, true),
            gt(loginAttempts.at, new Date(Date.now() - KNOWN_ADDRESS_MS)),
          ),
        );
      if (known.n === 0) return null;
    }
    const [row] = await tx
      .insert(loginAttempts)
      .values({ username: name, ip_address: ip, succeeded: false })
      .returning({ id: loginAttempts.id });
    return row.id;
  });
}

/** A reserved attempt that passed: it no longer counts as a failure and resets the username's counter. */
export async function attemptSucceeded(db: Db, id: number): Promise<void> {
  await db.update(loginAttempts).set({ succeeded: true, at: new Date() }).where(eq(loginAttempts.id, id));
}

let dummyHash: Promise<string> | null = null;

export function registerAuth(app: FastifyInstance, opts: { tokenTtlSeconds: number; tokenCacheMs?: number }) {
  const db = app.db;
  app.decorateRequest('auth', null);
  const tokens = createTokenCache(db, { ttlMs: opts.tokenCacheMs });
  app.changes.subscribe(() => tokens.clear());

  app.addHook('onRequest', async (req) => {
    if (req.method === 'OPTIONS' || !needsToken(req.url)) return;
    const token = presentedToken(req);
    if (token === null) throw new HttpError(401, { detail: 'Authentication credentials were not provided.' });
    if (token === '') throw new HttpError(401, { detail: 'Invalid token header. No credentials provided.' });
    const check = await tokens.resolve(token);
    if (!check.ok) throw new HttpError(401, { detail: check.detail });
    req.auth = check.auth;
  });

  /** A failed sign-in in the audit trail: no user, the username as typed. */
  const auditFailedLogin = (req: FastifyRequest, username: string, message: string) =>
    void recordAudit(app, {
      ...requestParty(req),
      user: null,
      user_username: username || null,
      user_email: null,
      action: 'LOGIN',
      resource_type: 'User',
      resource_name: username || null,
      description: `Failed sign-in${username ? ` as ${username}` : ''}`,
      success: false,
      error_message: message,
    });

  app.post('/rest-auth/', async (req, reply) => {
    const { fields } = await readBody(req);
    const username = text(fields, 'username');
    const password = typeof fields.password === 'string' ? fields.password : '';
    if (!username || !password) {
      auditFailedLogin(req, username, AUDIT_LOGIN_FAILED);
      return reply.code(400).send({ message: 'Must include "username" and "password".' });
    }
    const ip = req.ip || 'unknown';
    const attempt = await reserveAttempt(db, username, ip);
    if (attempt === null) {
      auditFailedLogin(req, username, TOO_MANY_ATTEMPTS);
      return reply.code(429).send({ detail: TOO_MANY_ATTEMPTS });
    }
    const [account] = await db
      .select({
        id: accounts.id,
        email: accounts.email,
        password: accounts.password,
        is_active: accounts.is_active,
        coodinated_hub: accounts.coodinated_hub,
      })
      .from(accounts)
      .where(eq(accounts.username, username))
      .limit(1);
    let ok = false;
    if (account) ok = await verifyPassword(password, account.password);
    else await verifyPassword(password, await (dummyHash ??= hashPassword('not-a-password')));
    if (!account || !ok || !account.is_active) {
      auditFailedLogin(req, username, AUDIT_LOGIN_FAILED);
      return reply.code(400).send({ message: LOGIN_FAILED });
    }
    await attemptSucceeded(db, attempt);
    await db.update(accounts).set({ last_login: new Date() }).where(eq(accounts.id, account.id));
    const token = await issueToken(db, account.id, opts.tokenTtlSeconds);
    void recordAudit(app, {
      ...requestParty(req),
      user: account.id,
      user_username: username,
      user_email: account.email,
      action: 'LOGIN',
      resource_type: 'User',
      resource_name: username,
      description: `Signed in as ${username}`,
      success: true,
    });
    return { message: 'success', token, id: account.id, coodinated_hub: account.coodinated_hub };
  });

  app.post('/rest-auth/logout/', async (req) => {
    const token = presentedToken(req);
    if (token) {
      const check = await resolveToken(db, token);
      if ((await revokeToken(db, token)) && check.ok) {
        const { account } = check.auth;
        void recordAudit(app, {
          ...requestParty(req),
          user: account.id,
          user_username: account.username,
          user_email: account.email,
          action: 'LOGOUT',
          resource_type: 'User',
          resource_name: account.username,
          description: `Signed out ${account.username}`,
          success: true,
        });
      }
    }
    return { detail: 'Successfully logged out.' };
  });
}
