/** API tokens: 32 random bytes as hex, stored only as a sha256 hash, expiring after the configured TTL. */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { accountRights, accounts, authTokens } from '../db/schema';
import { RIGHT_NAMES, type RightName, type Rights, type UserAccount } from '../../contract/types';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new secret token (sign-in and LIMS tokens alike): 32 random bytes as hex; only its hashToken is stored. */
export const newSecret = () => randomBytes(32).toString('hex');

export async function issueToken(db: Db, userId: number, ttlSeconds: number): Promise<string> {
  const token = newSecret();
  await db.insert(authTokens).values({
    user: userId,
    token_hash: hashToken(token),
    expires_at: new Date(Date.now() + ttlSeconds * 1000),
  });
  return token;
}

export async function revokeToken(db: Db, token: string): Promise<boolean> {
  const rows = await db
    .update(authTokens)
    .set({ revoked_at: new Date() })
    .where(and(eq(authTokens.token_hash, hashToken(token)), isNull(authTokens.revoked_at)))
    .returning({ id: authTokens.id });
  return rows.length > 0;
}

/** Accounts as the server keeps them in memory: every column but the password and the picture bytes. */
export const accountColumns = {
  id: accounts.id,
  username: accounts.username,
  email: accounts.email,
  first_name: accounts.first_name,
  last_name: accounts.last_name,
  is_active: accounts.is_active,
  branch_manager: accounts.branch_manager,
  is_admin: accounts.is_admin,
  is_staff: accounts.is_staff,
  is_superuser: accounts.is_superuser,
  coodinated_hub: accounts.coodinated_hub,
  date_joined: accounts.date_joined,
  last_login: accounts.last_login,
};

/** The signed-in account: the contract's user account but its picture and hub name, with its dates. */
export type AccountInfo = Omit<UserAccount, 'profile_pic' | 'coodinated_hub_name'> & {
  date_joined: Date;
  last_login: Date | null;
};

export interface AuthInfo {
  account: AccountInfo;
  rights: Rights;
  isBranchManager: boolean;
  isSuperuser: boolean;
  coordinatedHub: number | null;
  /** The presented token (to revoke on logout, keep on password change). */
  token: string;
}

export const NO_RIGHTS: Rights = Object.fromEntries(RIGHT_NAMES.map((n) => [n, false])) as Rights;

export type TokenCheck = { ok: true; auth: AuthInfo; expiresAt?: number } | { ok: false; detail: string };

/** Resolves a presented token to the signed-in account, its rights and its role flags. */
export async function resolveToken(db: Db, token: string): Promise<TokenCheck> {
  if (!/^[0-9a-f]{16,128}$/i.test(token)) return { ok: false, detail: 'Invalid token.' };
  const rows = await db
    .select({ account: accountColumns, rights: accountRights, expiresAt: authTokens.expires_at })
    .from(authTokens)
    .innerJoin(accounts, eq(accounts.id, authTokens.user))
    .leftJoin(accountRights, eq(accountRights.user, accounts.id))
    .where(
      and(
        eq(authTokens.token_hash, hashToken(token)),
        isNull(authTokens.revoked_at),
        gt(authTokens.expires_at, sql`now()`),
      ),
    )
    .limit(1);
  const row = rows[0];
  if (!row) return { ok: false, detail: 'Invalid token.' };
  if (!row.account.is_active) return { ok: false, detail: 'User inactive or deleted.' };
  return { ok: true, expiresAt: row.expiresAt.getTime(), auth: authInfoOf(row, token) };
}

/** An account's AuthInfo (its rights and role flags) from its row and its rights row (null: none granted). */
function authInfoOf(
  row: { account: AccountInfo; rights: Partial<Record<RightName, unknown>> | null },
  token: string,
): AuthInfo {
  const rights = { ...NO_RIGHTS };
  if (row.rights) for (const n of RIGHT_NAMES) rights[n] = row.rights[n] === true;
  return {
    account: row.account,
    rights,
    isBranchManager: row.account.branch_manager,
    isSuperuser: row.account.is_superuser,
    coordinatedHub: row.account.coodinated_hub,
    token,
  };
}

/**
 * The AuthInfo of account `userId` acting through another credential (a LIMS API token): the same rights, role
 * flags and hub scope as when that account signs in; null when the account is gone or inactive.
 */
export async function accountAuth(db: Db, userId: number, token: string): Promise<AuthInfo | null> {
  const [row] = await db
    .select({ account: accountColumns, rights: accountRights })
    .from(accounts)
    .leftJoin(accountRights, eq(accountRights.user, accounts.id))
    .where(eq(accounts.id, userId))
    .limit(1);
  if (!row || !row.account.is_active) return null;
  return authInfoOf(row, token);
}

export interface TokenCache {
  /** `resolveToken`, answered from memory for a token that signed in during the last `ttlMs`. */
  resolve(token: string): Promise<TokenCheck>;
  /** Forgets every token (called on every write through any instance: a sign-out, a password or rights change). */
  clear(): void;
}

/**
 * The token guard's cache: every guarded request used to cost a three-table query before its own (a fifth of a
 * list page's time on the bench data). Only tokens that sign in are kept, for `ttlMs` and never past their expiry;
 * `clear()` runs on every write (`app.changes`, all instances), so a sign-out, a deactivation or a rights change
 * takes effect at once; a change made outside the API (SQL by hand) within `ttlMs`. A lookup that started before a
 * `clear()` does not store its (possibly stale) answer.
 */
export function createTokenCache(db: Db, opts: { ttlMs?: number; maxEntries?: number } = {}): TokenCache {
  const ttlMs = opts.ttlMs ?? 5_000;
  const maxEntries = opts.maxEntries ?? 10_000;
  const entries = new Map<string, { check: TokenCheck & { ok: true }; until: number }>();
  let generation = 0;
  return {
    async resolve(token) {
      const now = Date.now();
      const hit = entries.get(token);
      if (hit && hit.until > now) return { ok: true, auth: { ...hit.check.auth } };
      if (hit) entries.delete(token);
      const started = generation;
      const check = await resolveToken(db, token);
      if (check.ok && started === generation && ttlMs > 0) {
        if (entries.size >= maxEntries) entries.clear();
        entries.set(token, { check, until: Math.min(now + ttlMs, check.expiresAt ?? now) });
        return { ok: true, auth: { ...check.auth } };
      }
      return check;
    },
    clear() {
      generation++;
      entries.clear();
    },
  };
}
