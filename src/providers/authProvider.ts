/**
 * Auth provider: sign-in on /rest-auth/, then the account, its rights (first item of
 * /api/accountrights/?user={id}), /current_user_profile and the company profile; the session with its
 * one-hour expiry and the 518400 s automatic logout; 401 → session ended; 403 → the user stays.
 * canAccess answers from the permissions cached in the session, never from the network.
 */
import type { AuthProvider, UserIdentity } from 'ra-core';
import { HttpError } from 'ra-core';
import { canAccess as canAccessRule, toPermissions, type Permissions } from '../access';
import { en } from '../i18n/en';
import type {
  AccountRights,
  CompanyProfile,
  CurrentUserProfile,
  LoginResponse,
  UserAccount,
} from '../../contract/types';
import { callById } from '../../contract/calls';
import { fillPath } from './contractMethods';
import { fileUrl, request } from './http';
import { deleteCache } from '../offline/cache';
import {
  AUTO_LOGOUT_MS,
  TOKEN_EXPIRY_MS,
  clearSession,
  getSession,
  isExpired,
  saveSession,
  type Session,
} from './session';

/** Browsers run a setTimeout of more than 2^31-1 ms at once; longer waits are chained. */
export const MAX_TIMER_DELAY = 2_147_483_647;

let logoutTimer: ReturnType<typeof setTimeout> | null = null;
let timerToken: string | null = null;

function cancelAutoLogout(): void {
  if (logoutTimer) clearTimeout(logoutTimer);
  logoutTimer = null;
  timerToken = null;
}

async function revoke(token: string): Promise<void> {
  try {
    await request(callById('ext.logout').path, { method: 'POST', token });
  } catch {
    // best effort: the session is cleared whatever the server says
  }
}

/** Arms the automatic logout at session.logoutAt (called at sign-in and when a stored session is restored). */
export function scheduleAutoLogout(session: Session | null = getSession()): void {
  cancelAutoLogout();
  if (!session) return;
  const delay = session.logoutAt - Date.now();
  if (delay <= 0) {
    clearSession();
    void revoke(session.token);
    return;
  }
  timerToken = session.token;
  logoutTimer = setTimeout(
    () => {
      logoutTimer = null;
      const current = getSession();
      if (!current || current.token !== session.token) return;
      if (Date.now() >= current.logoutAt) {
        timerToken = null;
        clearSession();
        void revoke(current.token);
      } else scheduleAutoLogout(current);
    },
    Math.min(delay, MAX_TIMER_DELAY),
  );
}

/** Permissions of the stored session (null when signed out). */
export function getCachedPermissions(): Permissions | null {
  const s = getSession();
  return s ? toPermissions(s.account, s.rights) : null;
}

function first<T>(body: unknown): T | null {
  if (Array.isArray(body)) return (body[0] as T) ?? null;
  if (body && typeof body === 'object' && Array.isArray((body as { results?: unknown }).results))
    return ((body as { results: T[] }).results[0] as T) ?? null;
  return null;
}

async function login(params: { username?: string; password?: string }): Promise<void> {
  let answer: LoginResponse | null;
  try {
    answer = await request<LoginResponse>(callById('login').path, {
      method: 'POST',
      body: { username: params.username ?? '', password: params.password ?? '' },
      auth: false,
    });
  } catch (error) {
    if (error instanceof HttpError && error.status === 0) throw new Error(en.auth.network_error);
    if (error instanceof HttpError && error.status === 429) throw new Error(error.message);
    throw new Error(en.auth.login_failed);
  }
  if (
    !answer ||
    answer.message !== 'success' ||
    !answer.token ||
    answer.id === undefined ||
    answer.id === null
  )
    throw new Error(en.auth.login_failed);

  const token = answer.token;
  const id = answer.id;
  try {
    const [account, rightsList] = await Promise.all([
      request<UserAccount>(fillPath(callById('account.get/'), { id }), { token }),
      request<unknown>(callById('accountrights.of_user').path, { query: { user: id }, token }),
    ]);
    // these two may fail without blocking sign-in
    const [profile, company] = await Promise.all([
      request<CurrentUserProfile>(callById('current_user_profile').path, { token }).catch(() => null),
      request<CompanyProfile>(callById('app_profile.get').path, { token }).catch(() => null),
    ]);
    const rights = toPermissions(null, first<AccountRights>(rightsList)).rights;
    const coordinatedHub =
      answer.coodinated_hub !== undefined ? answer.coodinated_hub : (account.coodinated_hub ?? null);
    // the hub shell's name and logo come from the hub's own record (operations.md 7); may fail without blocking
    const hubRecord =
      coordinatedHub !== null && coordinatedHub !== undefined
        ? await request<{ id: number; name?: string | null; hub_logo?: string | null }>(
            fillPath(callById('collectionhub.get'), { id: coordinatedHub }),
            { token },
          ).catch(() => null)
        : null;
    const now = Date.now();
    const session: Session = {
      token,
      expiresAt: now + TOKEN_EXPIRY_MS,
      logoutAt: now + AUTO_LOGOUT_MS,
      account: { ...account, coodinated_hub: coordinatedHub ?? null },
      rights,
      profile: profile && typeof profile === 'object' ? profile : null,
      company: company && typeof company === 'object' ? company : null,
      hub:
        hubRecord && typeof hubRecord === 'object'
          ? { id: Number(coordinatedHub), name: hubRecord.name ?? null, hub_logo: hubRecord.hub_logo ?? null }
          : null,
    };
    saveSession(session);
    scheduleAutoLogout(session);
  } catch (error) {
    void revoke(token);
    if (error instanceof HttpError && error.status === 0) throw new Error(en.auth.network_error);
    throw error instanceof Error ? error : new Error(en.auth.login_failed);
  }
}

async function logout(): Promise<void> {
  const s = getSession();
  cancelAutoLogout();
  clearSession();
  // the hub screens' data kept on the device goes; waiting receipts stay for their user (src/offline/queue.ts)
  await deleteCache(s?.account.username);
  if (s) await revoke(s.token);
}

async function checkAuth(): Promise<void> {
  const s = getSession();
  if (!s) throw { message: false };
  if (isExpired(s)) {
    cancelAutoLogout();
    clearSession();
    void revoke(s.token);
    throw { message: 'auth.session_expired' };
  }
  if (timerToken !== s.token) scheduleAutoLogout(s);
}

/**
 * 401: reject, so react-admin signs the user out (its logout clears the session) and shows 'session ended'.
 * The session is not cleared here: react-admin only shows the message while checkAuth still passes.
 * 403 and anything else: resolve; the screen shows the HttpError message ('Access refused: ...').
 */
async function checkError(error: unknown): Promise<void> {
  const status = (error as { status?: number } | null)?.status;
  // a visitor who never signed in is simply sent to sign in; 'session ended' is for a session that was there
  if (status === 401) throw { message: getSession() ? 'auth.session_ended' : false };
}

async function getPermissions(): Promise<Permissions | null> {
  return getCachedPermissions();
}

async function getIdentity(): Promise<UserIdentity> {
  const s = getSession();
  if (!s) throw { message: false };
  const { account, profile, hub } = s;
  const name = (first?: string | null, last?: string | null) =>
    [first, last].filter(Boolean).join(' ').trim();
  return {
    id: account.id,
    fullName:
      name(profile?.first_name, profile?.last_name) ||
      name(account.first_name, account.last_name) ||
      account.username,
    avatar: fileUrl(account.profile_pic),
    username: account.username,
    email: account.email,
    hubName: hub?.name || profile?.hub_name || account.coodinated_hub_name || null,
    hubLogo: fileUrl(hub?.hub_logo ?? profile?.hub_logo) ?? null,
  };
}

async function canAccess(params: { resource: string; action: string; record?: unknown }): Promise<boolean> {
  return canAccessRule(getCachedPermissions(), {
    resource: params.resource,
    action: params.action,
    record: params.record,
  });
}

export const authProvider: AuthProvider = {
  login,
  logout,
  checkAuth,
  checkError,
  getPermissions,
  getIdentity,
  canAccess: canAccess as AuthProvider['canAccess'],
};

export default authProvider;
