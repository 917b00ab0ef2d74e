/**
 * The sign-in throttle: check and record in one step, per username and address, per username,
 * per address with an exception for usernames that signed in from there before; passwordchange counts too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { loginAttempts } from '../../server/db/schema';
import { auth, createFixture, PASSWORD, type Fixture } from './fixtures';

const TOO_MANY = { detail: 'Too many failed login attempts. Try again in 15 minutes.' };

let fx: Fixture;
beforeAll(async () => {
  fx = await createFixture();
});
afterAll(async () => {
  await fx.close();
});

const signIn = (username: string, password: string, remoteAddress = '127.0.0.1') =>
  fx.app.inject({ method: 'POST', url: '/rest-auth/', payload: { username, password }, remoteAddress });

describe('the sign-in throttle', () => {
  it('checks at most 5 passwords of 40 wrong sign-ins sent at once, and refuses the rest', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => signIn('admin', 'wrong-guess', '10.1.1.1')),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 400)).toHaveLength(5);
    expect(codes.filter((c) => c === 429)).toHaveLength(35);
    const failures = await fx.database.db
      .select()
      .from(loginAttempts)
      .where(and(eq(loginAttempts.username, 'admin'), eq(loginAttempts.ip_address, '10.1.1.1')));
    expect(failures).toHaveLength(5);
    expect(failures.every((f) => !f.succeeded)).toBe(true);
    // the right password from that address is refused too; from another address it still works
    expect((await signIn('admin', PASSWORD, '10.1.1.1')).json()).toEqual(TOO_MANY);
    expect((await signIn('admin', PASSWORD, '10.1.1.2')).statusCode).toBe(200);
  });

  it('refuses a username everywhere after 20 failures spread over addresses', async () => {
    for (const address of ['10.2.0.1', '10.2.0.2', '10.2.0.3', '10.2.0.4'])
      for (let i = 0; i < 5; i++)
        expect((await signIn('hubcoordinator', 'nope', address)).statusCode).toBe(400);
    const blocked = await signIn('hubcoordinator', PASSWORD, '10.2.0.9');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(TOO_MANY);
    // other usernames from that address are not affected
    expect((await signIn('staff', PASSWORD, '10.2.0.9')).statusCode).toBe(200);
  });

  it('stops an address spraying guesses over many usernames, but not users who signed in from there before', async () => {
    const office = '10.3.0.1';
    expect((await signIn('manager', PASSWORD, office)).statusCode).toBe(200);
    for (let i = 0; i < 30; i++) expect((await signIn(`ghost${i}`, 'guess', office)).statusCode).toBe(400);
    expect((await signIn('ghost-next', 'guess', office)).json()).toEqual(TOO_MANY);
    // a colleague who signed in from this address before keeps signing in with the right password
    expect((await signIn('manager', PASSWORD, office)).statusCode).toBe(200);
    // one who never did waits, unless they come from another address
    expect((await signIn('staff', PASSWORD, office)).statusCode).toBe(429);
    expect((await signIn('staff', PASSWORD, '10.3.0.2')).statusCode).toBe(200);
  });
});

describe('passwordchange', () => {
  let fx2: Fixture;
  beforeAll(async () => {
    fx2 = await createFixture();
  });
  afterAll(async () => {
    await fx2.close();
  });

  it('refuses after 5 wrong old passwords, even the right one, and does not change the password', async () => {
    const token = await fx2.login('staff');
    const change = (old_password: string) =>
      fx2.app.inject({
        method: 'POST',
        url: '/customqueries/passwordchange',
        headers: auth(token),
        payload: { old_password, new_password1: 'Kampala-2026!', new_password2: 'Kampala-2026!' },
      });
    for (let i = 0; i < 5; i++) {
      const res = await change('not-my-password');
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Your old password was entered incorrectly. Please enter it again.');
    }
    const blocked = await change(PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(TOO_MANY.detail);
    // the password is unchanged: signing in from another address with the old one works
    const res = await fx2.app.inject({
      method: 'POST',
      url: '/rest-auth/',
      payload: { username: 'staff', password: PASSWORD },
      remoteAddress: '10.9.9.9',
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('behind a reverse proxy (TRUST_PROXY)', () => {
  let proxied: Fixture;
  beforeAll(async () => {
    proxied = await createFixture({ trustProxy: ['127.0.0.1'] });
  });
  afterAll(async () => {
    await proxied.close();
  });

  const viaProxy = (f: Fixture, password: string, client: string) =>
    f.app.inject({
      method: 'POST',
      url: '/rest-auth/',
      payload: { username: 'staff', password },
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': client },
    });

  it("counts the forwarded client's address when the proxy is trusted", async () => {
    for (let i = 0; i < 5; i++) expect((await viaProxy(proxied, 'nope', '203.0.113.5')).statusCode).toBe(400);
    expect((await viaProxy(proxied, PASSWORD, '203.0.113.5')).statusCode).toBe(429);
    // another client behind the same proxy is not locked out
    expect((await viaProxy(proxied, PASSWORD, '203.0.113.6')).statusCode).toBe(200);
  });

  it('ignores X-Forwarded-For from a peer that is not a trusted proxy', async () => {
    for (let i = 0; i < 5; i++) expect((await viaProxy(fx, 'nope', `198.51.100.${i}`)).statusCode).toBe(400);
    // without TRUST_PROXY every request is the peer's: a forged header does not get around the throttle
    expect((await viaProxy(fx, PASSWORD, '198.51.100.99')).statusCode).toBe(429);
  });
});
