/**
 * Sign-in, sign-out and the token guard.
 * POST /rest-auth/ → {message:'success', token, id, coodinated_hub} or 400 {message}; 429 after repeated failures.
 * POST /rest-auth/logout/ revokes the presented token.
 * Every /api, /customqueries and /current_user_profile call needs `Authorization: Token <token>`.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, count, eq, gt, max } from 'drizzle-orm';
import type { Db } from '../db/client';
import { accounts, loginAttempts } from '../db/schema';
import { HttpError, readBody, text } from '../routes/http';
import { recordAudit, requestParty } from '../audit';
import { hashPassword, verifyPassword } from './passwords';
import { issueToken, resolveToken, revokeToken, type AuthInfo } from './tokens';

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
const MAX_PER_USER = 5;
const MAX_PER_IP = 30;

/** Paths that need a token, except the few public ones. */
export function needsToken(url: string): boolean {
  const path = url.split('?')[0];
  if (path.startsWith('/customqueries/requestaccount_deactivation')) return false;
  if (/^\/customqueries\/getfile\/\d+\/company_logo\/?$/.test(path)) return false;
  // the LIMS-facing calls authenticate with a LIMS API token of their own (server/routes/lims.ts)
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

async function tooManyFailures(db: Db, username: string, ip: string): Promise<boolean> {
  const since = new Date(Date.now() - WINDOW_MS);
  const [lastOk] = await db
    .select({ at: max(loginAttempts.at) })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.username, username),
        eq(loginAttempts.succeeded, true),
        gt(loginAttempts.at, since),
      ),
    );
  const userSince = lastOk?.at && lastOk.at > since ? lastOk.at : since;
  const [byUser] = await db
    .select({ n: count() })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.username, username),
        eq(loginAttempts.succeeded, false),
        gt(loginAttempts.at, userSince),
      ),
    );
  if (byUser.n >= MAX_PER_USER) return true;
  const [byIp] = await db
    .select({ n: count() })
    .from(loginAttempts)
    .where(
      and(eq(loginAttempts.ip_address, ip), eq(loginAttempts.succeeded, false), gt(loginAttempts.at, since)),
    );
  return byIp.n >= MAX_PER_IP;
}

let dummyHash: Promise<string> | null = null;

export function registerAuth(app: FastifyInstance, opts: { tokenTtlSeconds: number }) {
  const db = app.db;
  app.decorateRequest('auth', null);

  app.addHook('onRequest', async (req) => {
    if (req.method === 'OPTIONS' || !needsToken(req.url)) return;
    const token = presentedToken(req);
    if (token === null) throw new HttpError(401, { detail: 'Authentication credentials were not provided.' });
    if (token === '') throw new HttpError(401, { detail: 'Invalid token header. No credentials provided.' });
    const check = await resolveToken(db, token);
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
    if (await tooManyFailures(db, username, ip)) {
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
      await db
        .insert(loginAttempts)
        .values({ username: username.slice(0, 150), ip_address: ip, succeeded: false });
      auditFailedLogin(req, username, AUDIT_LOGIN_FAILED);
      return reply.code(400).send({ message: LOGIN_FAILED });
    }
    await db.insert(loginAttempts).values({ username, ip_address: ip, succeeded: true });
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
