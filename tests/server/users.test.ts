import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { accountRights, accounts, appClients } from '../../server/db/schema';
import { verifyPassword } from '../../server/auth/passwords';
import {
  fixtureWithRoles,
  PNG,
  auth,
  multipart,
  type Fixture,
  type Headers,
  sendForm,
  refusedForm,
  sendJson,
} from './fixtures';

let fx: Fixture;
let admin: Headers, manager: Headers, staff: Headers, hubco: Headers;
let clientId: number;

beforeAll(async () => {
  ({ fx, admin, manager, staff, hubco } = await fixtureWithRoles());
  const [client] = await fx.database.db
    .insert(appClients)
    .values({ name: 'Mengo Lab', client_code: 'CL0001', email: 'lab@example.org', password: 'x' })
    .returning({ id: appClients.id });
  clientId = client.id;
});
afterAll(async () => fx.close());

const post = (
  url: string,
  headers: Record<string, string>,
  fields: Record<string, string>,
  files: Parameters<typeof multipart>[1] = {},
) => {
  return sendForm(fx.app, 'POST', url, headers, fields, files);
};

const newUser = (over: Record<string, string> = {}) => ({
  username: 'new.user',
  email: 'new.user@example.org',
  password1: 'sesame12',
  password2: 'sesame12',
  is_active: 'true',
  branch_manager: 'false',
  coodinated_hub: '',
  ...over,
});

/** The answer of a manager's createsystem_user for newUser(`over`) that is refused with 400. */
const refusedUser = (over: Record<string, string>, files: Parameters<typeof multipart>[1] = {}) =>
  refusedForm(fx.app, '/customqueries/createsystem_user', manager, newUser(over), files);

describe('POST /customqueries/createsystem_user', () => {
  it('gives an account without a coordinated hub no right at all', async () => {
    const res = await post('/customqueries/createsystem_user', manager, newUser({ username: 'no.hub.user' }));
    expect(res.statusCode).toBe(200);
    const rights = (
      await sendJson(fx.app, 'GET', `/api/accountrights/?user=${res.json().id}`, manager)
    ).json() as Record<string, unknown>[];
    for (const [name, value] of Object.entries(rights[0]))
      if (name.startsWith('view_') || name.startsWith('create_'))
        expect([name, value]).toEqual([name, false]);
  });

  it('creates the account with its rights record; the new user can sign in', async () => {
    const res = await post(
      '/customqueries/createsystem_user',
      manager,
      newUser({ coodinated_hub: String(fx.hubs.north), branch_manager: 'true' }),
      { profile_pic: { filename: 'me.png', type: 'image/png', data: PNG } },
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({ message: 'User account created successfully', id: expect.any(Number) });

    const account = (await sendJson(fx.app, 'GET', `/api/accounts/${body.id}/`, manager)).json();
    expect(account).toMatchObject({
      username: 'new.user',
      email: 'new.user@example.org',
      is_active: true,
      branch_manager: true,
      is_superuser: false,
      coodinated_hub: fx.hubs.north,
      coodinated_hub_name: 'Gulu North Hub',
      profile_pic: `/customqueries/getfile/${body.id}/user_account`,
    });
    expect(account).not.toHaveProperty('password');
    const pic = await sendJson(fx.app, 'GET', account.profile_pic, manager);
    expect(pic.statusCode).toBe(200);
    expect(pic.headers['content-type']).toBe('image/png');

    const rights = (await sendJson(fx.app, 'GET', `/api/accountrights/?user=${body.id}`, manager)).json();
    expect(rights).toHaveLength(1);
    // a hub manager starts with the rights the hub shell's screens need, nothing else
    expect(rights[0]).toMatchObject({
      user: body.id,
      username: 'new.user',
      view_statistics: true,
      view_product_orders: false,
      view_umoja_deliveries: true,
      view_online_riders: false,
      view_agent_activities: true,
      view_barcodes: false,
      create_barcodes: false,
      view_pending_umoja_pickups: false,
      create_update_pending_umoja_pickups: false,
    });

    const login = await fx.app.inject({
      method: 'POST',
      url: '/rest-auth/',
      payload: { username: 'new.user', password: 'sesame12' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({
      id: body.id,
      token: expect.any(String),
      coodinated_hub: fx.hubs.north,
    });
  });

  it('defaults: active, not a manager, no hub, no picture (JSON body accepted too)', async () => {
    const res = await sendJson(fx.app, 'POST', '/customqueries/createsystem_user', admin, {
      username: 'plain',
      email: 'plain@example.org',
      password1: 'abcdef',
      password2: 'abcdef',
    });
    expect(res.statusCode).toBe(200);
    const [row] = await fx.database.db.select().from(accounts).where(eq(accounts.id, res.json().id));
    expect(row).toMatchObject({
      is_active: true,
      branch_manager: false,
      coodinated_hub: null,
      profile_pic: null,
    });
    expect(await verifyPassword('abcdef', row.password)).toBe(true);
    const rights = await fx.database.db.select().from(accountRights).where(eq(accountRights.user, row.id));
    expect(rights).toHaveLength(1);
  });

  it('requires username, email and both passwords', async () => {
    const res = await refusedForm(fx.app, '/customqueries/createsystem_user', manager, {});
    expect(res).toEqual({
      message: 'This field is required.',
      username: ['This field is required.'],
      email: ['This field is required.'],
      password1: ['Please input your password!'],
      password2: ['Please confirm your password!'],
    });
  });

  it('refuses a bad e-mail, a bad username, different passwords, a short password', async () => {
    const email = await refusedUser({ username: 'fresh.one', email: 'nope' });
    expect(email).toEqual({
      message: 'Enter a valid email address.',
      email: ['Enter a valid email address.'],
    });

    const name = await refusedUser({ username: 'has space' });
    expect(name.username[0]).toMatch(/^Enter a valid username/);

    const mismatch = await refusedUser({ username: 'fresh.one', password2: 'other123' });
    expect(mismatch).toEqual({
      message: "The two password fields didn't match.",
      password2: ["The two password fields didn't match."],
    });

    const short = await refusedUser({ username: 'fresh.one', password1: 'abc', password2: 'abc' });
    expect(short.message).toBe('This password is too short. It must contain at least 6 characters.');
    expect(short.password1).toEqual(['This password is too short. It must contain at least 6 characters.']);
  });

  it('refuses a taken username, an unknown hub and a picture that is not png/jpeg', async () => {
    const taken = await refusedUser({ username: 'staff' });
    expect(taken).toEqual({
      message: 'A user with that username already exists.',
      username: ['A user with that username already exists.'],
    });

    const hub = await refusedUser({ username: 'hubless', coodinated_hub: '9999' });
    expect(hub.coodinated_hub).toEqual(['Invalid pk "9999" - object does not exist.']);

    const pic = await refusedUser(
      { username: 'gifman' },
      {
        profile_pic: { filename: 'a.gif', type: 'image/gif', data: Buffer.from('GIF89a....') },
      },
    );
    expect(pic.profile_pic).toEqual(['Upload a valid image (png or jpeg).']);

    const none = await fx.database.db.select().from(accounts).where(eq(accounts.username, 'hubless'));
    expect(none).toHaveLength(0);
  });

  it('is refused (403) to staff and to a hub coordinator, and creates nothing', async () => {
    for (const who of [staff, hubco]) {
      const res = await post('/customqueries/createsystem_user', who, newUser({ username: 'sneaky' }));
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ detail: 'You do not have permission to perform this action.' });
    }
    const rows = await fx.database.db.select().from(accounts).where(eq(accounts.username, 'sneaky'));
    expect(rows).toHaveLength(0);
    const anonymous = await post('/customqueries/createsystem_user', {}, newUser({ username: 'sneaky' }));
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('POST /customqueries/updatecompanyuserpassword', () => {
  /** `who` sets the password of account `userid` to `password`, typed twice as the form asks. */
  const setPassword = (who: Headers, userid: number | string, password: string) =>
    post('/customqueries/updatecompanyuserpassword', who, {
      password1: password,
      password2: password,
      userid: String(userid),
    });

  /** Whether account `id` signs in with `password` (its stored hash matches). */
  async function hasPassword(id: number, password: string) {
    const [row] = await fx.database.db.select().from(accounts).where(eq(accounts.id, id));
    return verifyPassword(password, row.password);
  }

  it('sets the password of an account; the user signs in with it', async () => {
    const res = await setPassword(manager, fx.users.inactive, 'newpass99');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Password updated successfully' });
    expect(await hasPassword(fx.users.inactive, 'newpass99')).toBe(true);
  });

  it("ends the account's open sessions", async () => {
    const created = await post('/customqueries/createsystem_user', manager, newUser({ username: 'resetme' }));
    const id = created.json().id as number;
    const token = await fx.login('resetme', 'sesame12');
    const before = await sendJson(fx.app, 'GET', `/api/accounts/${id}/`, auth(token));
    expect(before.statusCode).toBe(200);
    const res = await setPassword(manager, id, 'another1');
    expect(res.statusCode).toBe(200);
    const after = await sendJson(fx.app, 'GET', `/api/accounts/${id}/`, auth(token));
    expect(after.statusCode).toBe(401);
    const login = await fx.app.inject({
      method: 'POST',
      url: '/rest-auth/',
      payload: { username: 'resetme', password: 'another1' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('validates the two passwords and the account', async () => {
    const empty = await refusedForm(fx.app, '/customqueries/updatecompanyuserpassword', manager, {
      userid: String(fx.users.staff),
    });
    expect(empty).toEqual({
      message: 'Please input your password!',
      password1: ['Please input your password!'],
      password2: ['Please confirm your password!'],
    });
    const mismatch = await post('/customqueries/updatecompanyuserpassword', manager, {
      password1: 'abcdefg',
      password2: 'abcdefh',
      userid: String(fx.users.staff),
    });
    expect(mismatch.json().message).toBe("The two password fields didn't match.");
    const short = await refusedForm(fx.app, '/customqueries/updatecompanyuserpassword', manager, {
      password1: 'abc',
      password2: 'abc',
      userid: String(fx.users.staff),
    });
    expect(short.message).toBe('This password is too short. It must contain at least 6 characters.');
    const unknown = await refusedForm(fx.app, '/customqueries/updatecompanyuserpassword', manager, {
      password1: 'abcdefg',
      password2: 'abcdefg',
      userid: '99999',
    });
    expect(unknown.message).toBe('User account not found');
    const missing = await refusedForm(fx.app, '/customqueries/updatecompanyuserpassword', manager, {
      password1: 'abcdefg',
      password2: 'abcdefg',
    });
    expect(missing.userid).toEqual(['This field is required.']);
  });

  it("a manager who is not a superuser cannot reset a superuser's password; a superuser can", async () => {
    const refused = await setPassword(manager, fx.users.admin, 'hijack99');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe("Only a superuser may change a superuser's password.");
    expect(await hasPassword(fx.users.admin, 'hijack99')).toBe(false);

    const own = await setPassword(admin, fx.users.admin, 'secret123');
    expect(own.statusCode).toBe(200);
    // the superuser's own session stays open
    const still = await sendJson(fx.app, 'GET', '/api/accounts/', admin);
    expect(still.statusCode).toBe(200);
  });

  it('is refused (403) to staff and to a hub coordinator', async () => {
    for (const who of [staff, hubco]) {
      const res = await setPassword(who, fx.users.manager, 'hijack99');
      expect(res.statusCode).toBe(403);
    }
    expect(await hasPassword(fx.users.manager, 'hijack99')).toBe(false);
  });
});

describe('POST /customqueries/updateclientpassword', () => {
  it("stores the client's new password hashed", async () => {
    const res = await post('/customqueries/updateclientpassword', manager, {
      password: 'client77',
      userid: String(clientId),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Client password updated successfully' });
    const [row] = await fx.database.db.select().from(appClients).where(eq(appClients.id, clientId));
    expect(row.password).not.toBe('client77');
    expect(await verifyPassword('client77', row.password)).toBe(true);
    // the list never shows it
    const list = (await sendJson(fx.app, 'GET', '/api/app_clients/', manager)).json();
    expect(list[0]).toMatchObject({ name: 'Mengo Lab', client_code: 'CL0001', email: 'lab@example.org' });
    expect(list[0]).not.toHaveProperty('password');
  });

  it('requires a password of at least 6 characters and an existing client', async () => {
    const empty = await refusedForm(fx.app, '/customqueries/updateclientpassword', manager, {
      userid: String(clientId),
    });
    expect(empty).toEqual({
      message: 'Please input your password!',
      password: ['Please input your password!'],
    });
    const short = await refusedForm(fx.app, '/customqueries/updateclientpassword', manager, {
      password: 'abc',
      userid: String(clientId),
    });
    expect(short.message).toBe('This password is too short. It must contain at least 6 characters.');
    const unknown = await refusedForm(fx.app, '/customqueries/updateclientpassword', manager, {
      password: 'abcdefg',
      userid: '4242',
    });
    expect(unknown.message).toBe('App client not found');
  });

  it('is refused (403) to staff and to a hub coordinator', async () => {
    for (const who of [staff, hubco]) {
      const res = await post('/customqueries/updateclientpassword', who, {
        password: 'hijack99',
        userid: String(clientId),
      });
      expect(res.statusCode).toBe(403);
    }
    const [row] = await fx.database.db.select().from(appClients).where(eq(appClients.id, clientId));
    expect(await verifyPassword('hijack99', row.password)).toBe(false);
  });
});

describe('the /api calls of these screens', () => {
  it('DELETE /api/accounts/{id}: a signed-in account goes with its rights and sessions; never your own; staff refused', async () => {
    const created = await post(
      '/customqueries/createsystem_user',
      manager,
      newUser({ username: 'leaving', email: 'leaving@example.org' }),
    );
    expect(created.statusCode).toBe(200);
    const id = created.json().id as number;
    const token = await fx.login('leaving', 'sesame12');
    const del = (url: string, headers: Record<string, string>) => sendJson(fx.app, 'DELETE', url, headers);
    expect((await del(`/api/accounts/${id}`, staff)).statusCode).toBe(404); // staff do not even see it
    expect((await del(`/api/accounts/${id}`, manager)).statusCode).toBe(204);
    expect((await sendJson(fx.app, 'GET', '/api/accounts/', auth(token))).statusCode).toBe(401);
    const me = (await sendJson(fx.app, 'GET', '/api/accounts/?username=manager', manager)).json();
    const own = await del(`/api/accounts/${me[0].id}/`, manager);
    expect(own.statusCode).toBe(400);
    expect(own.json()).toEqual({ detail: 'You cannot delete your own account.' });
  });

  it('PUT /api/app_profile/1 answers the row and the message; refused to staff and hub coordinator', async () => {
    const res = await sendForm(
      fx.app,
      'PUT',
      '/api/app_profile/1/',
      manager,
      {
        system_name: 'Courier Test',
        RegisteredPhoneNumber1: '0772000111',
        send_sms_alerttoadmin_on_pickups: 'true',
      },
      { company_logo: { filename: 'logo.png', type: 'image/png', data: PNG } },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: 1,
      system_name: 'Courier Test',
      RegisteredPhoneNumber1: '0772000111',
      company_email: 'info@example.org',
      send_sms_alerttoadmin_on_pickups: true,
      company_logo: '/customqueries/getfile/1/company_logo',
      message: 'Company profile updated successfully',
    });
    for (const who of [staff, hubco]) {
      const refused = await sendJson(fx.app, 'PUT', '/api/app_profile/1/', who, { system_name: 'Hijacked' });
      expect(refused.statusCode).toBe(403);
    }
  });

  it('PUT /api/accountrights/{id}/ saves the nine rights; refused to staff and hub coordinator', async () => {
    const created = await post(
      '/customqueries/createsystem_user',
      manager,
      newUser({ username: 'rightsful' }),
    );
    const id = created.json().id as number;
    const [rights] = (await sendJson(fx.app, 'GET', `/api/accountrights/?user=${id}`, manager)).json();
    const res = await sendJson(fx.app, 'PUT', `/api/accountrights/${rights.id}/`, manager, {
      view_statistics: true,
      create_barcodes: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ view_statistics: true, create_barcodes: true, view_barcodes: false });
    for (const [who, username] of [
      [staff, 'staff'],
      [hubco, 'hubcoordinator'],
    ] as const) {
      // another account's rights are out of their sight (404), their own are read-only (403)
      const hidden = await sendJson(fx.app, 'PUT', `/api/accountrights/${rights.id}/`, who, {
        view_barcodes: true,
      });
      expect(hidden.statusCode).toBe(404);
      const [own] = (await sendJson(fx.app, 'GET', '/api/accountrights/', who)).json();
      expect(own.username).toBe(username);
      const refused = await sendJson(fx.app, 'PUT', `/api/accountrights/${own.id}/`, who, {
        create_barcodes: true,
      });
      expect(refused.statusCode).toBe(403);
    }
  });

  it('PUT /api/accounts/{id}/ changes flags and the hub for a manager; refused to staff and hub coordinator', async () => {
    const created = await post('/customqueries/createsystem_user', manager, newUser({ username: 'flagged' }));
    const id = created.json().id as number;
    const res = await sendJson(fx.app, 'PUT', `/api/accounts/${id}/`, manager, {
      is_staff: true,
      is_admin: true,
      coodinated_hub: fx.hubs.main,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      is_staff: true,
      is_admin: true,
      coodinated_hub_name: 'Kampala Main Hub',
    });
    const cleared = await sendJson(fx.app, 'PUT', `/api/accounts/${id}/`, manager, { coodinated_hub: '' });
    expect(cleared.json()).toMatchObject({ coodinated_hub: null, coodinated_hub_name: null });
    for (const [who, own] of [
      [staff, fx.users.staff],
      [hubco, fx.users.hubcoordinator],
    ] as const) {
      const hidden = await sendJson(fx.app, 'PUT', `/api/accounts/${id}/`, who, { is_active: false });
      expect(hidden.statusCode).toBe(404);
      // nor may they give themselves a flag
      const refused = await sendJson(fx.app, 'PUT', `/api/accounts/${own}/`, who, {
        branch_manager: true,
        coodinated_hub: '',
      });
      expect(refused.statusCode).toBe(403);
    }
  });
});
