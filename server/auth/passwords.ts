/** Password hashing with scrypt from node:crypto. Stored form: scrypt$N$r$p$salt$hash (base64). */
import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const N = 16384;
const r = 8;
const p = 1;
const KEYLEN = 32;

function scrypt(password: string, salt: Buffer, keylen: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCb(password, salt, keylen, options, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEYLEN, { N, r, p, maxmem: 64 * 1024 * 1024 });
  return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, n, rr, pp, saltB64, keyB64] = parts;
  const expected = Buffer.from(keyB64, 'base64');
  const key = await scrypt(password, Buffer.from(saltB64, 'base64'), expected.length, {
    N: Number(n),
    r: Number(rr),
    p: Number(pp),
    maxmem: 64 * 1024 * 1024,
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/**
 * The most common passwords of public breach lists (and the obvious variants users reach for), refused for
 * accounts whatever their length: the first guesses of anyone spraying sign-ins.
 */
const COMMON_PASSWORDS = new Set([
  '123456',
  '1234567',
  '12345678',
  '123456789',
  '1234567890',
  '12345',
  '1234',
  '111111',
  '11111111',
  '000000',
  '00000000',
  '123123',
  '123321',
  '654321',
  '666666',
  '888888',
  '88888888',
  '987654321',
  '112233',
  '121212',
  '123qwe',
  'qwe123',
  'abc123',
  'a123456',
  'password',
  'password1',
  'password123',
  'passw0rd',
  'p@ssw0rd',
  'qwerty',
  'qwerty123',
  'qwertyuiop',
  '1q2w3e4r',
  '1q2w3e4r5t',
  'q1w2e3r4',
  'asdfgh',
  'asdfghjkl',
  'zxcvbnm',
  'iloveyou',
  'admin',
  'admin123',
  'administrator',
  'root',
  'welcome',
  'welcome1',
  'letmein',
  'monkey',
  'dragon',
  'football',
  'baseball',
  'sunshine',
  'princess',
  'master',
  'shadow',
  'superman',
  'michael',
  'changeme',
  'trustno1',
  'secret',
  'default',
  'login',
  'guest',
  'test123',
  'hello123',
  'computer',
  'freedom',
  'whatever',
]);

/** Why a new account password is refused (Django's wording where it has one), or null when it is acceptable. */
export function passwordProblem(password: string): string | null {
  if (password.trim() === '') return 'This password cannot be only spaces.';
  if (COMMON_PASSWORDS.has(password.trim().toLowerCase())) return 'This password is too common.';
  return null;
}
