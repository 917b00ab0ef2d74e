/**
 * Account custom queries:
 *   POST /customqueries/passwordchange               (new_password1, new_password2, old_password, username) → {message}
 *   GET  /customqueries/getfile/{id}/{kind}          image bytes (user_account, delivery_agent, company_logo, hub_logo, product)
 *   POST /customqueries/requestaccount_deactivation  (no token; phonecontact, reason_ofdeaction) → {message}
 */
import type { FastifyInstance } from 'fastify';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  accounts,
  appProfile,
  authTokens,
  collectionHubs,
  deactivationRequests,
  deliveryAgents,
  products,
} from '../../db/schema';
import { hashPassword, passwordProblem, verifyPassword } from '../../auth/passwords';
import { hashToken } from '../../auth/tokens';
import { getAuth, hubScope } from '../../auth/guards';
import { attemptSucceeded, reserveAttempt, TOO_MANY_ATTEMPTS } from '../../auth';
import { HttpError, notFound, readBody, text } from '../http';
import { raiseAdminNotification } from '../../notify';

export const PASSWORD_MIN_LENGTH = 6;

const FILES: Record<string, { table: PgTable; id: PgColumn; data: PgColumn; type: PgColumn }> = {
  user_account: {
    table: accounts,
    id: accounts.id,
    data: accounts.profile_pic,
    type: accounts.profile_pic_type,
  },
  delivery_agent: {
    table: deliveryAgents,
    id: deliveryAgents.id,
    data: deliveryAgents.Photo,
    type: deliveryAgents.Photo_type,
  },
  company_logo: {
    table: appProfile,
    id: appProfile.id,
    data: appProfile.company_logo,
    type: appProfile.company_logo_type,
  },
  hub_logo: {
    table: collectionHubs,
    id: collectionHubs.id,
    data: collectionHubs.hub_logo,
    type: collectionHubs.hub_logo_type,
  },
  product: { table: products, id: products.id, data: products.product_pic, type: products.product_pic_type },
};

const DEACTIVATION_PER_IP = 5;
const DEACTIVATION_WINDOW_MS = 15 * 60 * 1000;

/** At most `limit` takes per key within `windowMs`, counted in this process. */
function windowCounter(limit: number, windowMs: number) {
  const hits = new Map<string, number[]>();
  return {
    take(key: string): boolean {
      const now = Date.now();
      const recent = (hits.get(key) ?? []).filter((t) => now - t < windowMs);
      const ok = recent.length < limit;
      if (ok) recent.push(now);
      if (hits.size > 10_000) hits.clear();
      hits.set(key, recent);
      return ok;
    },
  };
}

export function registerAccountQueries(app: FastifyInstance) {
  const deactivationThrottle = windowCounter(DEACTIVATION_PER_IP, DEACTIVATION_WINDOW_MS);
  const db = app.db;

  app.post('/customqueries/passwordchange', async (req) => {
    const auth = getAuth(req);
    const { fields } = await readBody(req);
    const raw = (k: string) => (typeof fields[k] === 'string' ? (fields[k] as string) : '');
    const oldPassword = raw('old_password');
    const p1 = raw('new_password1');
    const p2 = raw('new_password2');
    const username = text(fields, 'username');
    if (username && username !== auth.account.username) {
      throw new HttpError(403, {
        message: 'You can only change your own password.',
        detail: 'You do not have permission to perform this action.',
      });
    }
    if (!oldPassword || !p1 || !p2) {
      throw new HttpError(400, { message: 'Old password, new password and confirmation are all required.' });
    }
    // wrong old passwords count with the sign-in throttle: a stolen session cannot guess the password
    const attempt = await reserveAttempt(db, auth.account.username, req.ip || 'unknown');
    if (attempt === null) throw new HttpError(429, { message: TOO_MANY_ATTEMPTS, detail: TOO_MANY_ATTEMPTS });
    const [row] = await db
      .select({ password: accounts.password })
      .from(accounts)
      .where(eq(accounts.id, auth.account.id));
    if (!row || !(await verifyPassword(oldPassword, row.password))) {
      throw new HttpError(400, {
        message: 'Your old password was entered incorrectly. Please enter it again.',
      });
    }
    await attemptSucceeded(db, attempt);
    if (p1 !== p2) throw new HttpError(400, { message: "The two password fields didn't match." });
    if (p1.length < PASSWORD_MIN_LENGTH) {
      throw new HttpError(400, {
        message: `This password is too short. It must contain at least ${PASSWORD_MIN_LENGTH} characters.`,
      });
    }
    const problem = passwordProblem(p1);
    if (problem) throw new HttpError(400, { message: problem });
    const hash = await hashPassword(p1);
    await db.transaction(async (tx) => {
      await tx.update(accounts).set({ password: hash }).where(eq(accounts.id, auth.account.id));
      // Other sessions of this account end; the current one stays signed in.
      await tx
        .update(authTokens)
        .set({ revoked_at: new Date() })
        .where(
          and(
            eq(authTokens.user, auth.account.id),
            isNull(authTokens.revoked_at),
            ne(authTokens.token_hash, hashToken(auth.token)),
          ),
        );
    });
    return { message: 'Password changed successfully' };
  });

  app.get<{ Params: { id: string; kind: string } }>(
    '/customqueries/getfile/:id/:kind',
    async (req, reply) => {
      const spec = FILES[req.params.kind];
      if (!spec || !/^\d{1,9}$/.test(req.params.id)) throw notFound();
      // a hub coordinator sees the photos of their own hub's agents only
      const scope = req.auth ? hubScope(req.auth) : null;
      if (req.params.kind === 'delivery_agent' && scope !== null) {
        const [agent] = await db
          .select({ hub: deliveryAgents.collection_hub })
          .from(deliveryAgents)
          .where(eq(deliveryAgents.id, Number(req.params.id)))
          .limit(1);
        if (!agent || agent.hub !== scope) throw notFound();
      }
      const [row] = (await db
        .select({ data: spec.data, type: spec.type })
        .from(spec.table)
        .where(eq(spec.id, Number(req.params.id)))
        .limit(1)) as { data: Buffer | null; type: string | null }[];
      if (!row?.data) throw notFound();
      return reply
        .header('Content-Type', row.type || 'application/octet-stream')
        .header('Cache-Control', 'private, no-cache')
        .header('X-Content-Type-Options', 'nosniff')
        .send(row.data);
    },
  );

  app.post('/customqueries/requestaccount_deactivation', async (req) => {
    const { fields } = await readBody(req);
    const phone = text(fields, 'phonecontact');
    const reason = text(fields, 'reason_ofdeaction');
    if (!phone) throw new HttpError(400, { message: 'Account contact missing' });
    if (phone.length > 40) throw new HttpError(400, { message: 'Account contact is too long' });
    // a signed-out page: at most DEACTIVATION_PER_IP requests per address and quarter of an hour
    if (!deactivationThrottle.take(req.ip || 'unknown'))
      throw new HttpError(429, { message: 'Too many requests. Try again in 15 minutes.' });
    await db
      .insert(deactivationRequests)
      .values({ phonecontact: phone, reason_ofdeaction: reason.slice(0, 2000) });
    // those who manage accounts hear of it at once (the bell; the list is under System Settings)
    await raiseAdminNotification(
      app,
      'Account deactivation request',
      `From ${phone}${reason ? `: ${reason.slice(0, 500)}` : ''}`,
    );
    return { message: 'Your account deactivation request has been received. We will contact you shortly.' };
  });
}
