/** Idempotency-Key on POST (server/idempotency.ts): one key, one write, the same answer again. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { idempotencyKeys, pendingPickups } from '../../server/db/schema';
import { KEY_REUSED } from '../../server/idempotency';
import {
  auth,
  createFixture,
  multipart,
  type Fixture,
  healthCentreIds,
  pickupBody,
  sampleIds,
} from './fixtures';

let fx: Fixture;
let manager: Record<string, string>;
let admin: Record<string, string>;
let blood: number;
let mulago: number;

const API = '/api/pending_umoja_pickups/';

beforeAll(async () => {
  fx = await createFixture();
  manager = auth(await fx.login('manager'));
  admin = auth(await fx.login('admin'));
  blood = (await sampleIds(fx))('Blood');
  mulago = (await healthCentreIds(fx))('Mulago Health Centre');
});
afterAll(async () => fx.close());

/** A valid pickup as the SPA sends it, told apart by its notes. */
const pickup = (notes: string, quantity = 3) => pickupBody(fx, blood, mulago, { quantity, notes });

const post = (headers: Record<string, string>, payload: Record<string, unknown>, key?: string) =>
  fx.app.inject({
    method: 'POST',
    url: API,
    headers: key === undefined ? headers : { ...headers, 'idempotency-key': key },
    payload,
  });

const stored = (notes: string) =>
  fx.database.db
    .select({ id: pendingPickups.id })
    .from(pendingPickups)
    .where(eq(pendingPickups.notes, notes));

describe('POST with an Idempotency-Key', () => {
  it('writes once for three sends of one key and answers the first answer each time', async () => {
    const key = 'a3c1f7e0-0000-4000-8000-000000000001';
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await post(manager, pickup('three sends'), key));
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201]);
    expect(answers[1].json()).toEqual(answers[0].json());
    expect(answers[2].body).toBe(answers[0].body);
    expect(answers[0].headers['idempotent-replayed']).toBeUndefined();
    expect(answers[2].headers['idempotent-replayed']).toBe('true');
    expect(await stored('three sends')).toEqual([{ id: answers[0].json().id }]);
  });

  it('refuses the same key with another body, with a clear detail, and writes nothing', async () => {
    const key = 'a3c1f7e0-0000-4000-8000-000000000002';
    const first = await post(manager, pickup('first body'), key);
    expect(first.statusCode).toBe(201);
    const other = await post(manager, pickup('first body', 9), key);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({ detail: KEY_REUSED });
    expect(await stored('first body')).toHaveLength(1);
  });

  it('writes once for two requests with one key at the same moment, both answered alike', async () => {
    const key = 'a3c1f7e0-0000-4000-8000-000000000003';
    const [a, b] = await Promise.all([
      post(manager, pickup('concurrent'), key),
      post(manager, pickup('concurrent'), key),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json()).toEqual(b.json());
    expect(await stored('concurrent')).toHaveLength(1);
  });

  it("keeps another user's same key apart", async () => {
    const key = 'a3c1f7e0-0000-4000-8000-000000000004';
    const mine = await post(manager, pickup('two users'), key);
    const theirs = await post(admin, pickup('two users'), key);
    expect([mine.statusCode, theirs.statusCode]).toEqual([201, 201]);
    expect(theirs.json().id).not.toBe(mine.json().id);
    expect(await stored('two users')).toHaveLength(2);
  });

  it('writes every time without a key, as before', async () => {
    const a = await post(manager, pickup('no key'));
    const b = await post(manager, pickup('no key'));
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(await stored('no key')).toHaveLength(2);
  });

  it('replays a refused request (4xx) without running it again, and a multipart body is matched too', async () => {
    const key = 'a3c1f7e0-0000-4000-8000-000000000005';
    const bad = { ...pickup('refused'), quantity: 'many' };
    const first = await post(manager, bad, key);
    expect(first.statusCode).toBe(400);
    const again = await post(manager, bad, key);
    expect(again.statusCode).toBe(400);
    expect(again.body).toBe(first.body);

    const form = multipart(
      Object.fromEntries(Object.entries(pickup('multipart')).map(([k, v]) => [k, String(v)])),
    );
    const send = () =>
      fx.app.inject({
        method: 'POST',
        url: API,
        headers: { ...manager, ...form.headers, 'idempotency-key': 'multipart-key' },
        payload: form.payload,
      });
    const [m1, m2] = [await send(), await send()];
    expect([m1.statusCode, m2.statusCode]).toEqual([201, 201]);
    expect(m2.json()).toEqual(m1.json());
    expect(await stored('multipart')).toHaveLength(1);
  });

  it('keeps the key in the database with its answer', async () => {
    const rows = await fx.database.db
      .select({ status: idempotencyKeys.status })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, 'a3c1f7e0-0000-4000-8000-000000000001'));
    expect(rows).toEqual([{ status: 201 }]);
  });
});
