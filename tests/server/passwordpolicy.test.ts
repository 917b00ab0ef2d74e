/** Account passwords refuse the most common passwords and blank ones, in every call that sets one. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createFixture, multipart, PASSWORD, type Fixture } from './fixtures';

let fx: Fixture;
beforeAll(async () => {
  fx = await createFixture();
});
afterAll(async () => {
  await fx.close();
});

const post = async (url: string, user: string, fields: Record<string, string>) => {
  const body = multipart(fields);
  return fx.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...body.headers, ...auth(await fx.login(user)) },
  });
};

const BAD: [string, string][] = [
  ['123456', 'This password is too common.'],
  ['password', 'This password is too common.'],
  ['Qwerty123', 'This password is too common.'],
  ['        ', 'This password cannot be only spaces.'],
];

describe('account password policy', () => {
  it('refuses common and blank passwords for a new account, and accepts a sensible one', async () => {
    for (const [password, message] of BAD) {
      const res = await post('/customqueries/createsystem_user', 'manager', {
        username: 'policy.user',
        email: 'policy@example.org',
        password1: password,
        password2: password,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().password1).toEqual([message]);
    }
    const ok = await post('/customqueries/createsystem_user', 'manager', {
      username: 'policy.user',
      email: 'policy@example.org',
      password1: 'Mbarara-lab-7',
      password2: 'Mbarara-lab-7',
    });
    expect(ok.statusCode).toBe(200);
  });

  it('refuses them in an administrator reset', async () => {
    const res = await post('/customqueries/updatecompanyuserpassword', 'manager', {
      password1: 'password1',
      password2: 'password1',
      userid: String(fx.users.staff),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().password1).toEqual(['This password is too common.']);
  });

  it("refuses them in the user's own password change, and keeps the old password", async () => {
    const res = await post('/customqueries/passwordchange', 'hubcoordinator', {
      old_password: PASSWORD,
      new_password1: '12345678',
      new_password2: '12345678',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'This password is too common.' });
    const signIn = await fx.app.inject({
      method: 'POST',
      url: '/rest-auth/',
      payload: { username: 'hubcoordinator', password: PASSWORD },
    });
    expect(signIn.statusCode).toBe(200);
  });
});
