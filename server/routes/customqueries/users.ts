/**
 * User accounts and app clients (administration.md 5 and 7), master-data writers only:
 *   POST /customqueries/createsystem_user          (multipart: username, email, password1, password2, is_active,
 *                                                   branch_manager, coodinated_hub, profile_pic)
 *                                                  → {message, id}; the account and its rights record (all false)
 *   POST /customqueries/updatecompanyuserpassword  (password1, password2, userid) → {message}
 *   POST /customqueries/updateclientpassword       (password, userid: an app client) → {message}
 * Bad input: 400 {message, field: [messages]}; refusals: 403 {detail}.
 */
import type { FastifyInstance } from 'fastify';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { accountRights, accounts, appClients, authTokens, collectionHubs } from '../../db/schema';
import { hashPassword, passwordProblem } from '../../auth/passwords';
import { hashToken } from '../../auth/tokens';
import { requireMasterDataWriter } from '../../auth/guards';
import { HttpError, readBody, text } from '../http';
import { imageType, mapDbError } from '../api/router';
import { PASSWORD_MIN_LENGTH } from './account';
import { HUB_SHELL_RIGHTS } from '../../../contract/types';

export const USER_CREATED = 'User account created successfully';
export const PASSWORD_UPDATED = 'Password updated successfully';
export const CLIENT_PASSWORD_UPDATED = 'Client password updated successfully';

export const MSG = {
  required: 'This field is required.',
  username: 'Enter a valid username. This value may contain only letters, numbers, and @/./+/-/_ characters.',
  usernameLength: 'Ensure this field has no more than 150 characters.',
  usernameTaken: 'A user with that username already exists.',
  email: 'Enter a valid email address.',
  passwordRequired: 'Please input your password!',
  confirmRequired: 'Please confirm your password!',
  mismatch: "The two password fields didn't match.",
  tooShort: `This password is too short. It must contain at least ${PASSWORD_MIN_LENGTH} characters.`,
  tooLong: 'Ensure this field has no more than 128 characters.',
  hub: (v: string) => `Invalid pk "${v}" - object does not exist.`,
  image: 'Upload a valid image (png or jpeg).',
  boolean: 'Must be a valid boolean.',
  userNotFound: 'User account not found',
  clientNotFound: 'App client not found',
  superuser: "Only a superuser may change a superuser's password.",
} as const;

const USERNAME_RE = /^[\w.@+-]+$/;
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const ID_RE = /^\d{1,9}$/;

type Errors = Record<string, string[]>;

/** 400 with the first message as `message` and every field error DRF style. */
function fail(errors: Errors): never {
  const first = Object.values(errors)[0]?.[0] ?? 'Invalid input.';
  throw new HttpError(400, { message: first, ...errors });
}

const add = (errors: Errors, field: string, message: string) => (errors[field] ??= []).push(message);

/** The raw (untrimmed) text of a password field. */
const raw = (fields: Record<string, unknown>, k: string) =>
  typeof fields[k] === 'string' ? (fields[k] as string) : fields[k] == null ? '' : String(fields[k]);

function bool(fields: Record<string, unknown>, k: string, fallback: boolean, errors: Errors): boolean {
  const v = fields[k];
  if (v === undefined || v === null || v === '') return fallback;
  if (typeof v === 'boolean') return v;
  const s = String(v).trim().toLowerCase();
  if (['true', '1', 'on'].includes(s)) return true;
  if (['false', '0', 'off'].includes(s)) return false;
  add(errors, k, MSG.boolean);
  return fallback;
}

/** password1/password2 (or a single password) rules shared by the three calls. */
function checkPasswords(errors: Errors, p1: string, p2: string | null, names: [string, string?]) {
  const [n1, n2] = names;
  if (!p1) add(errors, n1, MSG.passwordRequired);
  if (p2 !== null && n2 && !p2) add(errors, n2, MSG.confirmRequired);
  if (!p1 || (p2 !== null && !p2)) return;
  if (p2 !== null && n2 && p1 !== p2) add(errors, n2, MSG.mismatch);
  else if (p1.length < PASSWORD_MIN_LENGTH) add(errors, n1, MSG.tooShort);
  else if (p1.length > 128) add(errors, n1, MSG.tooLong);
  else {
    const problem = passwordProblem(p1);
    if (problem) add(errors, n1, problem);
  }
}

export function registerUserQueries(app: FastifyInstance) {
  const db = app.db;

  app.post('/customqueries/createsystem_user', { config: { files: ['profile_pic'] } }, async (req) => {
    requireMasterDataWriter(req);
    const { fields, files } = await readBody(req);
    const errors: Errors = {};

    const username = text(fields, 'username');
    if (!username) add(errors, 'username', MSG.required);
    else if (username.length > 150) add(errors, 'username', MSG.usernameLength);
    else if (!USERNAME_RE.test(username)) add(errors, 'username', MSG.username);

    const email = text(fields, 'email');
    if (!email) add(errors, 'email', MSG.required);
    else if (email.length > 254 || !EMAIL_RE.test(email)) add(errors, 'email', MSG.email);

    const p1 = raw(fields, 'password1');
    const p2 = raw(fields, 'password2');
    checkPasswords(errors, p1, p2, ['password1', 'password2']);

    const isActive = bool(fields, 'is_active', true, errors);
    const branchManager = bool(fields, 'branch_manager', false, errors);

    const hubRaw = text(fields, 'coodinated_hub');
    let hub: number | null = null;
    if (hubRaw && hubRaw !== 'null' && hubRaw !== 'undefined') {
      if (!ID_RE.test(hubRaw)) add(errors, 'coodinated_hub', MSG.hub(hubRaw));
      else {
        const [found] = await db
          .select({ id: collectionHubs.id })
          .from(collectionHubs)
          .where(eq(collectionHubs.id, Number(hubRaw)))
          .limit(1);
        if (found) hub = found.id;
        else add(errors, 'coodinated_hub', MSG.hub(hubRaw));
      }
    }

    let picture: { data: Buffer; type: string } | null = null;
    const file = files.profile_pic;
    if (file) {
      const type = imageType(file.data);
      if (!type) add(errors, 'profile_pic', MSG.image);
      else picture = { data: file.data, type };
    }

    if (username && !errors.username) {
      const [taken] = await db
        .select({ id: accounts.id })
        .from(accounts)
        .where(eq(accounts.username, username))
        .limit(1);
      if (taken) add(errors, 'username', MSG.usernameTaken);
    }
    if (Object.keys(errors).length) fail(errors);

    const password = await hashPassword(p1);
    try {
      const id = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(accounts)
          .values({
            username,
            email,
            password,
            is_active: isActive,
            branch_manager: branchManager,
            coodinated_hub: hub,
            profile_pic: picture?.data ?? null,
            profile_pic_type: picture?.type ?? null,
          })
          .returning({ id: accounts.id });
        // a hub manager starts with the rights the hub shell's screens need
        const hubRights =
          hub === null ? {} : Object.fromEntries(Object.values(HUB_SHELL_RIGHTS).map((r) => [r, true]));
        await tx.insert(accountRights).values({ user: created.id, ...hubRights });
        return created.id;
      });
      return { message: USER_CREATED, id };
    } catch (err) {
      const mapped = mapDbError(err, 'user');
      if (mapped && mapped.body.username) fail({ username: [MSG.usernameTaken] });
      if (mapped) {
        const first = Object.values(mapped.body)[0];
        throw new HttpError(400, {
          message: Array.isArray(first) ? String(first[0]) : String(first),
          ...mapped.body,
        });
      }
      throw err;
    }
  });

  app.post('/customqueries/updatecompanyuserpassword', async (req) => {
    const auth = requireMasterDataWriter(req);
    const { fields } = await readBody(req);
    const errors: Errors = {};
    const userid = text(fields, 'userid');
    if (!userid) add(errors, 'userid', MSG.required);
    else if (!ID_RE.test(userid)) add(errors, 'userid', MSG.userNotFound);
    const p1 = raw(fields, 'password1');
    const p2 = raw(fields, 'password2');
    checkPasswords(errors, p1, p2, ['password1', 'password2']);
    if (Object.keys(errors).length) fail(errors);

    const [target] = await db
      .select({ id: accounts.id, is_superuser: accounts.is_superuser })
      .from(accounts)
      .where(eq(accounts.id, Number(userid)))
      .limit(1);
    if (!target) fail({ userid: [MSG.userNotFound] });
    if (target.is_superuser && !auth.isSuperuser) {
      throw new HttpError(403, { message: MSG.superuser, detail: MSG.superuser });
    }
    const hash = await hashPassword(p1);
    await db.transaction(async (tx) => {
      await tx.update(accounts).set({ password: hash }).where(eq(accounts.id, target.id));
      // The account's other sessions end (the caller's own session stays when it resets its own password).
      await tx
        .update(authTokens)
        .set({ revoked_at: new Date() })
        .where(
          and(
            eq(authTokens.user, target.id),
            isNull(authTokens.revoked_at),
            ne(authTokens.token_hash, hashToken(auth.token)),
          ),
        );
    });
    return { message: PASSWORD_UPDATED };
  });

  app.post('/customqueries/updateclientpassword', async (req) => {
    requireMasterDataWriter(req);
    const { fields } = await readBody(req);
    const errors: Errors = {};
    const userid = text(fields, 'userid');
    if (!userid) add(errors, 'userid', MSG.required);
    else if (!ID_RE.test(userid)) add(errors, 'userid', MSG.clientNotFound);
    const password = raw(fields, 'password');
    checkPasswords(errors, password, null, ['password']);
    if (Object.keys(errors).length) fail(errors);

    const hash = await hashPassword(password);
    const updated = await db.transaction(async (tx) =>
      tx
        .update(appClients)
        .set({ password: hash })
        .where(eq(appClients.id, Number(userid)))
        .returning({ id: appClients.id }),
    );
    if (updated.length === 0) fail({ userid: [MSG.clientNotFound] });
    return { message: CLIENT_PASSWORD_UPDATED };
  });
}
