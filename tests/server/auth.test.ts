import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { accounts, authTokens, deactivationRequests } from '../../server/db/schema';
import { hashPassword } from '../../server/auth/passwords';
import { hashToken } from '../../server/auth/tokens';
import { PASSWORD, auth, createFixture, multipart, type Fixture, sendForm, sendJson } from './fixtures';

let fx: Fixture;
beforeAll(async () => {
  fx = await createFixture();
});
afterAll(async () => fx.close());

describe('POST /rest-auth/', () => {
  it('signs in with JSON and answers the token, id and coordinated hub', async () => {
    const res = await fx.app.inject({
      method: 'POST',
      url: '/rest-auth/',
      payload: { username: 'hubcoordinator', password: PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe('success');
    expect(body.token).toMatch(/^[0-9a-f]{64}$/);
    expect(body.id).toBe(fx.users.hubcoordinator);
    expect(body.coodinated_hub).toBe(fx.hubs.main);
  });

  it('signs in with multipart and urlencoded bodies, with or without the trailing slash', async () => {
    const mp = multipart({ username: 'admin', password: PASSWORD });
    const res1 = await fx.app.inject({ method: 'POST', url: '/rest-auth/', ...mp });
    expect(res1.json()).toMatchObject({ message: 'success', id: fx.users.admin, coodinated_hub: null });
    const res2 = await fx.app.inject({
      method: 'POST',
      url: '/rest-auth',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `username=staff&password=${PASSWORD}`,
    });
    expect(res2.json()).toMatchObject({ message: 'success', id: fx.users.staff });
  });

  it('refuses a wrong password, an unknown user and an inactive account', async () => {
    for (const [username, password] of [
      ['manager', 'wrong-password'],
      ['nobody', PASSWORD],
      ['inactive', PASSWORD],
    ]) {
      const res = await fx.app.inject({
        method: 'POST',
        url: '/rest-auth/',
        payload: { username, password },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'Unable to log in with provided credentials.' });
    }
  });

  it('refuses with 429 after 5 failed attempts for one username, even with the right password', async () => {
    const fail = () =>
      fx.app.inject({
        method: 'POST',
        url: '/rest-auth/',
        payload: { username: 'staff', password: 'nope-nope' },
      });
    for (let i = 0; i < 5; i++) expect((await fail()).statusCode).toBe(400);
    const blocked = await fx.app.inject({
      method: 'POST',
      url: '/rest-auth/',
      payload: { username: 'staff', password: PASSWORD },
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ detail: 'Too many failed login attempts. Try again in 15 minutes.' });
    // Another username from the same address is not blocked yet.
    const other = await fx.app.inject({
      method: 'POST',
      url: '/rest-auth/',
      payload: { username: 'manager', password: PASSWORD },
    });
    expect(other.statusCode).toBe(200);
  });
});

describe('the token guard', () => {
  it('answers 401 without a token and with an unknown one', async () => {
    const none = await fx.app.inject({ method: 'GET', url: '/api/samples/' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
    const bad = await sendJson(fx.app, 'GET', '/api/samples/', auth('f'.repeat(64)));
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toEqual({ detail: 'Invalid token.' });
    const profile = await fx.app.inject({ method: 'GET', url: '/current_user_profile' });
    expect(profile.statusCode).toBe(401);
    const cq = await fx.app.inject({ method: 'POST', url: '/customqueries/passwordchange', payload: {} });
    expect(cq.statusCode).toBe(401);
  });

  it('revokes the token on logout', async () => {
    const res = await fx.app.inject({
      method: 'POST',
      url: '/rest-auth/',
      payload: { username: 'admin', password: PASSWORD },
    });
    const token = res.json().token as string;
    expect((await sendJson(fx.app, 'GET', '/api/samples', auth(token))).statusCode).toBe(200);
    const out = await sendJson(fx.app, 'POST', '/rest-auth/logout/', auth(token));
    expect(out.statusCode).toBe(200);
    const after = await sendJson(fx.app, 'GET', '/api/samples', auth(token));
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ detail: 'Invalid token.' });
  });

  it('refuses an expired token', async () => {
    const res = await fx.app.inject({
      method: 'POST',
      url: '/rest-auth/',
      payload: { username: 'manager', password: PASSWORD },
    });
    const token = res.json().token as string;
    // the token runs out 1.5 s from now; it is used (and so held by the token guard's cache) while it is good,
    // then refused once its time is up, without any write in between
    const expiresAt = Date.now() + 1500;
    await fx.database.db
      .update(authTokens)
      .set({ expires_at: new Date(expiresAt) })
      .where(eq(authTokens.token_hash, hashToken(token)));
    expect((await sendJson(fx.app, 'GET', '/api/samples', auth(token))).statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, Math.max(0, expiresAt - Date.now()) + 100));
    const after = await sendJson(fx.app, 'GET', '/api/samples', auth(token));
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ detail: 'Invalid token.' });
  });

  it('a token in use sees a deactivation or a rights change through the API at once (the guard caches tokens)', async () => {
    const manager = auth(await fx.login('manager'));
    const created = await sendForm(fx.app, 'POST', '/customqueries/createsystem_user', manager, {
      username: 'cached.token',
      email: 'cached.token@example.org',
      password1: 'sesame12',
      password2: 'sesame12',
      is_active: 'true',
      branch_manager: 'false',
      coodinated_hub: '',
    });
    expect(created.body).toContain('User account created successfully');
    const id = created.json().id as number;
    const signIn = await fx.app.inject({
      method: 'POST',
      url: '/rest-auth/',
      payload: { username: 'cached.token', password: 'sesame12' },
    });
    const mine = auth(signIn.json().token as string);
    const rights = (await sendJson(fx.app, 'GET', `/api/accountrights/?user=${id}`, mine)).json() as {
      id: number;
      view_statistics: boolean;
    }[];
    expect(rights[0].view_statistics).toBe(false);
    const stats = () =>
      sendJson(fx.app, 'POST', '/customqueries/get_hub_delivery_stats', mine, { hub: fx.hubs.main });
    expect((await stats()).statusCode).toBe(403);
    const granted = await sendJson(fx.app, 'PUT', `/api/accountrights/${rights[0].id}/`, manager, {
      view_statistics: 'true',
    });
    expect(granted.statusCode).toBe(200);
    expect((await stats()).statusCode).toBe(200);
    const off = await sendJson(fx.app, 'PUT', `/api/accounts/${id}/`, manager, { is_active: false });
    expect(off.statusCode).toBe(200);
    const after = await sendJson(fx.app, 'GET', '/api/samples', mine);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ detail: 'User inactive or deleted.' });
  });

  it('stores tokens hashed, with an expiry of TOKEN_TTL seconds', async () => {
    const token = await fx.login('admin');
    const [row] = await fx.database.db
      .select()
      .from(authTokens)
      .where(eq(authTokens.token_hash, hashToken(token)));
    expect(row.token_hash).not.toBe(token);
    const ttl = (row.expires_at.getTime() - row.created_at.getTime()) / 1000;
    expect(Math.abs(ttl - 518400)).toBeLessThan(5);
  });
});

describe('/current_user_profile', () => {
  it('gives the hub name of a hub coordinator and nulls for others', async () => {
    const hub = await sendJson(
      fx.app,
      'GET',
      '/current_user_profile',
      auth(await fx.login('hubcoordinator')),
    );
    expect(hub.json()).toMatchObject({
      username: 'hubcoordinator',
      hub_name: 'Kampala Main Hub',
      hub_logo: null,
      coodinated_hub: fx.hubs.main,
      branch_manager: false,
    });
    const staff = await sendJson(fx.app, 'GET', '/current_user_profile/', auth(await fx.login('manager')));
    expect(staff.json()).toMatchObject({
      username: 'manager',
      hub_name: null,
      coodinated_hub: null,
      branch_manager: true,
    });
  });
});

describe('POST /customqueries/passwordchange', () => {
  it('checks the old password, the match and the length, then changes the password', async () => {
    const f = fx;
    await f.database.db
      .insert(accounts)
      .values({ username: 'pwuser', password: await hashPassword(PASSWORD), email: 'pw@example.org' });
    const token = await f.login('pwuser');
    const send = (payload: Record<string, string>) => {
      const body = multipart({ username: 'pwuser', ...payload });
      return f.app.inject({
        method: 'POST',
        url: '/customqueries/passwordchange',
        payload: body.payload,
        headers: { ...body.headers, ...auth(token) },
      });
    };
    const wrongOld = await send({
      old_password: 'bad-old',
      new_password1: 'newpass1',
      new_password2: 'newpass1',
    });
    expect(wrongOld.statusCode).toBe(400);
    expect(wrongOld.json()).toEqual({
      message: 'Your old password was entered incorrectly. Please enter it again.',
    });
    const mismatch = await send({
      old_password: PASSWORD,
      new_password1: 'newpass1',
      new_password2: 'newpass2',
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toEqual({ message: "The two password fields didn't match." });
    const short = await send({ old_password: PASSWORD, new_password1: 'abc', new_password2: 'abc' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toMatch(/at least 6 characters/);
    const otherUser = await f.app.inject({
      method: 'POST',
      url: '/customqueries/passwordchange',
      headers: auth(token),
      payload: {
        username: 'admin',
        old_password: PASSWORD,
        new_password1: 'newpass1',
        new_password2: 'newpass1',
      },
    });
    expect(otherUser.statusCode).toBe(403);
    const ok = await send({ old_password: PASSWORD, new_password1: 'newpass1', new_password2: 'newpass1' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ message: 'Password changed successfully' });
    const oldLogin = await f.app.inject({
      method: 'POST',
      url: '/rest-auth/',
      payload: { username: 'pwuser', password: PASSWORD },
    });
    expect(oldLogin.statusCode).toBe(400);
    const newLogin = await f.app.inject({
      method: 'POST',
      url: '/rest-auth/',
      payload: { username: 'pwuser', password: 'newpass1' },
    });
    expect(newLogin.json().message).toBe('success');
    // The session that changed the password stays signed in.
    expect(
      (await f.app.inject({ method: 'GET', url: '/api/samples', headers: auth(token) })).statusCode,
    ).toBe(200);
  });
});

describe('POST /customqueries/requestaccount_deactivation', () => {
  it('works without a token, needs the phone contact and stores the request', async () => {
    const missing = await fx.app.inject({
      method: 'POST',
      url: '/customqueries/requestaccount_deactivation',
      ...multipart({ phonecontact: '', reason_ofdeaction: 'Leaving' }),
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ message: 'Account contact missing' });
    const ok = await fx.app.inject({
      method: 'POST',
      url: '/customqueries/requestaccount_deactivation',
      ...multipart({ phonecontact: '0772000111', reason_ofdeaction: 'Leaving the service' }),
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({
      message: 'Your account deactivation request has been received. We will contact you shortly.',
    });
    const rows = await fx.database.db
      .select()
      .from(deactivationRequests)
      .where(eq(deactivationRequests.phonecontact, '0772000111'));
    expect(rows).toHaveLength(1);
    expect(rows[0].reason_ofdeaction).toBe('Leaving the service');
  });

  it('reaches those who manage accounts: an admin notification and the list, removed once handled', async () => {
    const manager = auth(await fx.login('manager'));
    const unread = await sendJson(fx.app, 'GET', '/api/adminnotification/?read=false', manager);
    expect(unread.json()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          title: 'Account deactivation request',
          message: 'From 0772000111: Leaving the service',
        }),
      ]),
    );
    const list = await sendJson(fx.app, 'GET', '/api/deactivation_requests/?page=1&page_size=10', manager);
    expect(list.statusCode).toBe(200);
    const body = list.json() as { count: number; results: { id: number; phonecontact: string }[] };
    expect(body.count).toBe(1);
    expect(body.results[0]).toMatchObject({
      phonecontact: '0772000111',
      reason_ofdeaction: 'Leaving the service',
    });
    // a hub coordinator does not manage accounts
    const hubco = auth(await fx.login('hubcoordinator'));
    const refused = await sendJson(fx.app, 'GET', '/api/deactivation_requests/', hubco);
    expect(refused.statusCode).toBe(403);
    const gone = await sendJson(
      fx.app,
      'DELETE',
      `/api/deactivation_requests/${body.results[0].id}/`,
      manager,
    );
    expect(gone.statusCode).toBe(204);
    const after = await sendJson(fx.app, 'GET', '/api/deactivation_requests/', manager);
    expect(after.json()).toEqual([]);
  });

  it('takes at most 5 requests per address in 15 minutes', async () => {
    const send = () =>
      fx.app.inject({
        method: 'POST',
        url: '/customqueries/requestaccount_deactivation',
        ...multipart({ phonecontact: '0700111222', reason_ofdeaction: 'Spam?' }),
      });
    // the first test's request counted: four more are taken, the sixth is refused and not stored
    for (let i = 0; i < 4; i++) expect((await send()).statusCode).toBe(200);
    const sixth = await send();
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual({ message: 'Too many requests. Try again in 15 minutes.' });
    const rows = await fx.database.db
      .select()
      .from(deactivationRequests)
      .where(eq(deactivationRequests.phonecontact, '0700111222'));
    expect(rows).toHaveLength(4);
  });
});
