import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from 'ra-core';

import { authProvider, MAX_TIMER_DELAY, scheduleAutoLogout } from '../../src/providers/authProvider';
import { dataProvider } from '../../src/providers/dataProvider';
import {
  AUTO_LOGOUT_MS,
  TOKEN_EXPIRY_MS,
  clearSession,
  getSession,
  saveSession,
  subscribe,
} from '../../src/providers/session';
import { i18nProvider } from '../../src/providers/i18nProvider';
import { account, DEMO, fakeFetch, json, rights, session, signedOut, type Call } from './support';

const company = { id: 1, system_name: 'Courier', company_email: 'c@example.test' };
const profile = {
  id: 4,
  username: 'hubcoordinator',
  first_name: 'Hugo',
  last_name: 'Hub',
  hub_name: 'Main Hub',
  hub_logo: '/logo.png',
  coodinated_hub: 1,
  branch_manager: false,
};

function server(overrides: Partial<Record<string, (c: Call) => ReturnType<typeof json>>> = {}) {
  return fakeFetch((c) => {
    const custom = overrides[c.path];
    if (custom) return custom(c);
    switch (c.path) {
      case '/rest-auth/':
        return String(c.form?.get('password')) === 'demo1234'
          ? json({ message: 'success', token: 'tok-hub', id: 4, coodinated_hub: 1 })
          : json({ message: 'Unable to log in with provided credentials.' }, 400);
      case '/api/accounts/4/':
        return json(DEMO.hubcoordinator.account);
      case '/api/accountrights/':
        return json([{ id: 1, user: 4, username: 'hubcoordinator', ...DEMO.hubcoordinator.rights }]);
      case '/current_user_profile':
        return json(profile);
      case '/api/app_profile/1':
        return json(company);
      case '/api/collectionhub/1/':
        return json({ id: 1, name: 'Kampala Main Hub', hub_logo: '/customqueries/getfile/1/hub_logo' });
      case '/rest-auth/logout/':
        return json({ detail: 'Successfully logged out.' });
      default:
        return json({ detail: 'Not found.' }, 404);
    }
  });
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
}

describe('authProvider', () => {
  signedOut();
  afterEach(() => vi.useRealTimers());

  it('signs in with multipart username/password, then loads account, rights, profile and company', async () => {
    const calls = server();
    const before = Date.now();
    await authProvider.login({ username: 'hubcoordinator', password: 'demo1234' });
    const login = calls[0];
    expect(login).toMatchObject({ method: 'POST', path: '/rest-auth/' });
    expect(login.form!.get('username')).toBe('hubcoordinator');
    expect(login.headers.Authorization).toBeUndefined();
    const after = calls.slice(1).map((c) => `${c.path}${c.query.toString() ? `?${c.query}` : ''}`);
    expect(after.sort()).toEqual([
      '/api/accountrights/?user=4',
      '/api/accounts/4/',
      '/api/app_profile/1',
      '/api/collectionhub/1/',
      '/current_user_profile',
    ]);
    expect(calls.slice(1).every((c) => c.headers.Authorization === 'Token tok-hub')).toBe(true);

    const s = getSession()!;
    expect(s.token).toBe('tok-hub');
    expect(s.account.username).toBe('hubcoordinator');
    expect(s.rights).toEqual(DEMO.hubcoordinator.rights);
    expect(s.profile).toEqual(profile);
    expect(s.company).toEqual(company);
    expect(s.expiresAt - before).toBeGreaterThanOrEqual(TOKEN_EXPIRY_MS);
    expect(s.expiresAt - Date.now()).toBeLessThanOrEqual(TOKEN_EXPIRY_MS);
    expect(s.logoutAt - s.expiresAt).toBe(AUTO_LOGOUT_MS - TOKEN_EXPIRY_MS);
    expect(JSON.parse(localStorage.getItem('courier.session')!).token).toBe('tok-hub');

    expect(await authProvider.getPermissions!({})).toMatchObject({
      isSuperuser: false,
      isBranchManager: false,
      coordinatedHub: 1,
      rights: DEMO.hubcoordinator.rights,
    });
    expect(await authProvider.getIdentity!()).toEqual({
      id: 4,
      fullName: 'Hugo Hub',
      avatar: undefined,
      username: 'hubcoordinator',
      email: DEMO.hubcoordinator.account.email,
      // the hub shell's name and logo from the hub's own record (GET /api/collectionhub/{id}/)
      hubName: 'Kampala Main Hub',
      hubLogo: '/customqueries/getfile/1/hub_logo?token=tok-hub',
    });
  });

  it("falls back to current_user_profile's hub name and logo when the hub record cannot be read", async () => {
    server({ '/api/collectionhub/1/': () => json({ detail: 'Not found.' }, 404) });
    await authProvider.login({ username: 'hubcoordinator', password: 'demo1234' });
    expect(await authProvider.getIdentity!()).toMatchObject({
      hubName: 'Main Hub',
      hubLogo: '/logo.png?token=tok-hub',
    });
  });

  it('rejects a wrong password with "Username or Password is wrong" and stores nothing', async () => {
    server();
    await expect(authProvider.login({ username: 'hubcoordinator', password: 'nope' })).rejects.toThrow(
      'Username or Password is wrong',
    );
    expect(getSession()).toBeNull();
  });

  it('rejects a 200 answer whose message is not success', async () => {
    server({ '/rest-auth/': () => json({ message: 'Unable to log in with provided credentials.' }) });
    await expect(authProvider.login({ username: 'x', password: 'demo1234' })).rejects.toThrow(
      'Username or Password is wrong',
    );
  });

  it('says the server cannot be reached on a network error', async () => {
    fakeFetch(() => new TypeError('fetch failed'));
    await expect(authProvider.login({ username: 'x', password: 'y' })).rejects.toThrow(
      'Cannot reach the server',
    );
  });

  it('missing rights mean no rights; a failing profile or company does not block sign-in', async () => {
    server({
      '/api/accountrights/': () => json([]),
      '/current_user_profile': () => json({ detail: 'boom' }, 500),
      '/api/app_profile/1': () => json({ detail: 'boom' }, 500),
    });
    await authProvider.login({ username: 'hubcoordinator', password: 'demo1234' });
    const s = getSession()!;
    expect(Object.values(s.rights).every((v) => v === false)).toBe(true);
    expect(s.profile).toBeNull();
    expect(s.company).toBeNull();
  });

  it('checkAuth restores a valid stored session and signs out a missing or expired one', async () => {
    saveSession(session());
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();

    clearSession();
    await expect(authProvider.checkAuth({})).rejects.toEqual({ message: false });

    fakeFetch(() => json({}));
    saveSession(session({ expiresAt: Date.now() - 1 }));
    await expect(authProvider.checkAuth({})).rejects.toEqual({ message: 'auth.session_expired' });
    expect(getSession()).toBeNull();
    expect(localStorage.getItem('courier.session')).toBeNull();
  });

  it('a session stored past its automatic logout time is expired on start-up', async () => {
    fakeFetch(() => json({}));
    saveSession(session({ expiresAt: Date.now() + 1000, logoutAt: Date.now() - 1 }));
    await expect(authProvider.checkAuth({})).rejects.toBeTruthy();
    expect(getSession()).toBeNull();
  });

  it('logs out automatically at logoutAt and revokes the token', async () => {
    vi.useFakeTimers();
    const calls = fakeFetch(() => json({}));
    const seen: (string | null)[] = [];
    const unsubscribe = subscribe((s) => seen.push(s ? s.token : null));
    saveSession(session({ token: 'old', logoutAt: Date.now() + 5000, expiresAt: Date.now() + 5000 }));
    scheduleAutoLogout();
    await vi.advanceTimersByTimeAsync(4999);
    expect(getSession()).not.toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(getSession()).toBeNull();
    expect(seen).toEqual(['old', null]);
    expect(calls.map((c) => `${c.method} ${c.path} ${c.headers.Authorization}`)).toEqual([
      'POST /rest-auth/logout/ Token old',
    ]);
    unsubscribe();
  });

  it('caps the automatic logout timer to the browser maximum delay and re-arms it', async () => {
    vi.useFakeTimers();
    const spy = vi.spyOn(globalThis, 'setTimeout');
    saveSession(
      session({ logoutAt: Date.now() + MAX_TIMER_DELAY + 10_000, expiresAt: Date.now() + 3600_000 }),
    );
    scheduleAutoLogout();
    expect(spy.mock.calls.at(-1)![1]).toBe(MAX_TIMER_DELAY);
    await vi.advanceTimersByTimeAsync(MAX_TIMER_DELAY);
    expect(getSession()).not.toBeNull();
    expect(spy.mock.calls.at(-1)![1]).toBe(10_000);
    spy.mockRestore();
  });

  it('logout posts /rest-auth/logout/ with the token and clears the session, even when the server fails', async () => {
    const calls = fakeFetch(() => new TypeError('offline'));
    saveSession(session({ token: 'bye' }));
    await authProvider.logout({});
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/rest-auth/logout/' });
    expect(calls[0].headers.Authorization).toBe('Token bye');
    expect(getSession()).toBeNull();
  });

  it('a 401 from any call ends the session with the "session ended" message', async () => {
    saveSession(session());
    fakeFetch(() => json({ detail: 'Invalid token.' }, 401));
    const error = (await rejection(
      dataProvider.getList('samples', {
        pagination: { page: 1, perPage: 5 },
        sort: { field: 'id', order: 'ASC' },
        filter: {},
      }),
    )) as HttpError;
    expect(error.status).toBe(401);
    await expect(authProvider.checkError(error)).rejects.toEqual({ message: 'auth.session_ended' });
    expect(i18nProvider.translate('auth.session_ended')).toBe(
      'Your session has ended. Please sign in again.',
    );
    // react-admin then calls logout, which clears the session
    await authProvider.logout({});
    expect(getSession()).toBeNull();
  });

  it('a 401 for a visitor who never signed in sends them to sign in without a "session ended" message', async () => {
    clearSession();
    await expect(
      authProvider.checkError(new HttpError('Authentication credentials were not provided.', 401)),
    ).rejects.toEqual({
      message: false,
    });
  });

  it('a 403 leaves the user signed in; the error tells them access was refused', async () => {
    saveSession(session());
    fakeFetch(() => json({ detail: 'You do not have permission to perform this action.' }, 403));
    const error = (await rejection(dataProvider.delete('samples', { id: 1 }))) as HttpError;
    await expect(authProvider.checkError(error)).resolves.toBeUndefined();
    expect(error.message).toBe('Access refused: You do not have permission to perform this action.');
    expect(getSession()).not.toBeNull();
    await expect(authProvider.checkError(new HttpError('boom', 500))).resolves.toBeUndefined();
  });

  it('canAccess answers from the cached permissions without any network call', async () => {
    const calls = fakeFetch(() => json({}));
    saveSession(
      session({ account: account({ branch_manager: false }), rights: rights('view_umoja_deliveries') }),
    );
    expect(await authProvider.canAccess!({ resource: 'deliveries', action: 'list' })).toBe(true);
    expect(await authProvider.canAccess!({ resource: 'samples', action: 'list' })).toBe(false);
    clearSession();
    expect(await authProvider.canAccess!({ resource: 'deliveries', action: 'list' })).toBe(false);
    expect(calls).toHaveLength(0);
  });
});
