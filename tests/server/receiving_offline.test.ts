/**
 * Receipts made offline (issue 35): the device queues a receipt with one Idempotency-Key for life and sends it when
 * the network returns, perhaps several times, days later, or from another account's session. The server applies it
 * once (the key is stored with the receipt, umoja_deliveries.receipt_key), refuses another receipt of a delivery
 * received meanwhile with the receipt it holds (`current`), and keeps the time the device received it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auth, batchDelivery, createFixture, multipart, PASSWORD, type Fixture } from './fixtures';
import {
  accountRights,
  accounts,
  adminNotifications,
  auditLogs,
  deliveryReceiptChecks,
  idempotencyKeys,
  umojaDeliveries,
} from '../../server/db/schema';
import { auditSettled } from '../../server/audit';

let fx: Fixture;

const RECEIVED = { message: 'Delivery received successfully!' };
const DENIED = 'You do not have permission to perform this action.';

/** Another hub coordinator (password PASSWORD) of `hub`, with the fixture coordinator's rights. */
async function coordinator(username: string, hub: number) {
  const [model] = await fx.database.db
    .select({ password: accounts.password })
    .from(accounts)
    .where(eq(accounts.username, 'hubcoordinator'));
  const [account] = await fx.database.db
    .insert(accounts)
    .values({ username, email: `${username}@example.org`, password: model.password, coodinated_hub: hub })
    .returning({ id: accounts.id });
  await fx.database.db
    .insert(accountRights)
    .values({ user: account.id, view_umoja_deliveries: true, view_statistics: true });
}

beforeAll(async () => {
  fx = await createFixture();
  await fx.database.db
    .insert(umojaDeliveries)
    .values([
      ...batchDelivery('DN-OFF-1', 'BATCH-OFF-1', ['OFF1-A', 'OFF1-B'], fx.hubs.main),
      ...batchDelivery('DN-OFF-2', 'BATCH-OFF-2', ['OFF2-A'], fx.hubs.main),
      ...batchDelivery('DN-OFF-3', 'BATCH-OFF-3', ['OFF3-A'], fx.hubs.main),
      ...batchDelivery('DN-OFF-4', 'BATCH-OFF-4', ['OFF4-A'], fx.hubs.main),
      ...batchDelivery('DN-OFF-5', 'BATCH-OFF-5', ['OFF5-A', 'OFF5-B'], fx.hubs.main),
      ...batchDelivery('DN-OFF-6', 'BATCH-OFF-6', ['OFF6-A'], fx.hubs.main),
    ]);
  await coordinator('hubdeputy', fx.hubs.main);
  await coordinator('northcoordinator', fx.hubs.north);
});
afterAll(async () => fx?.close());

/** The receipt as the device's queue sends it: the Receive dialog's fields as form data, with its key. */
async function send(user: string, fields: Record<string, string>, key?: string) {
  const form = multipart({ receivers_note: '', username: user, ...fields });
  const headers: Record<string, string> = { ...auth(await fx.login(user, PASSWORD)), ...form.headers };
  if (key !== undefined) headers['idempotency-key'] = key;
  return fx.app.inject({
    method: 'POST',
    url: '/customqueries/confirm_receiving_items',
    headers,
    payload: form.payload,
  });
}

/** A receipt of DN-OFF-1 with OFF1-B missing, received offline at 08:30 on 5 December. */
const receiptOne = {
  delivery_number: 'DN-OFF-1',
  time_of_receiving: '2026-12-05 08:30:00',
  receivers_note: 'one tube missing',
  expected_codes: JSON.stringify(['OFF1-A', 'OFF1-B']),
  received_codes: JSON.stringify(['OFF1-A']),
};
const KEY_ONE = 'receipt-6f1d2c3a-0001';

const rowsOf = (number: string) =>
  fx.database.db.select().from(umojaDeliveries).where(eq(umojaDeliveries.delivery_number, number));
const checksOf = (number: string) =>
  fx.database.db
    .select()
    .from(deliveryReceiptChecks)
    .where(eq(deliveryReceiptChecks.delivery_number, number));
const notifications = async () => (await fx.database.db.select().from(adminNotifications)).length;
async function updatesOf(number: string) {
  await auditSettled(fx.app);
  return fx.database.db
    .select({ success: auditLogs.success, user: auditLogs.user_username })
    .from(auditLogs)
    .where(and(eq(auditLogs.action, 'UPDATE'), eq(auditLogs.resource_name, number)));
}

describe('a receipt queued offline, sent again and again', () => {
  it('is applied once for three sends of one key: one receipt, one discrepancy, three success answers', async () => {
    const before = await notifications();
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await send('hubcoordinator', receiptOne, KEY_ONE));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    for (const a of answers) expect(a.json()).toEqual(RECEIVED);

    const rows = await rowsOf('DN-OFF-1');
    expect(rows).toHaveLength(3);
    for (const r of rows)
      expect(r).toMatchObject({
        received_by_coordinator: true,
        received_by: 'hubcoordinator',
        receivers_note: 'one tube missing',
        receipt_key: KEY_ONE,
        receiving_discrepancy: true,
      });
    const checks = await checksOf('DN-OFF-1');
    expect(checks).toHaveLength(1);
    expect(checks[0]).toMatchObject({ missing: ['OFF1-B'], unexpected: [], discrepancy: true });
    expect(await notifications()).toBe(before + 1);
    expect(await updatesOf('DN-OFF-1')).toEqual([{ success: true, user: 'hubcoordinator' }]);
  });

  it('is still applied once after the generic key has expired, and under another account of the hub', async () => {
    // 24 h later: the generic idempotency layer has forgotten the key
    await fx.database.db.delete(idempotencyKeys);
    const before = await notifications();
    const later = await send('hubcoordinator', receiptOne, KEY_ONE);
    expect(later.statusCode).toBe(200);
    expect(later.json()).toEqual(RECEIVED);
    // the same queued receipt sent from the deputy's session on the same device
    const deputy = await send('hubdeputy', { ...receiptOne, username: 'hubcoordinator' }, KEY_ONE);
    expect(deputy.statusCode).toBe(200);
    expect(deputy.json()).toEqual(RECEIVED);

    expect(await checksOf('DN-OFF-1')).toHaveLength(1);
    expect(await notifications()).toBe(before);
    expect((await rowsOf('DN-OFF-1')).map((r) => r.received_by)).toEqual(Array(3).fill('hubcoordinator'));
    expect(await updatesOf('DN-OFF-1')).toEqual([{ success: true, user: 'hubcoordinator' }]);
  });

  it('keeps the time the device received it, not the time the server got it', async () => {
    const [parent] = (await rowsOf('DN-OFF-1')).filter((r) => r.barcode_type === 'parent');
    const offline = new Date(2026, 11, 5, 8, 30, 0);
    expect(parent.time_of_receiving?.toISOString()).toBe(offline.toISOString());
    // the trip ends at the receipt: the drop-off time is the receipt's too
    expect(parent.time_of_dropoff?.toISOString()).toBe(offline.toISOString());
    expect(parent.trip_status).toBe('completed');
  });

  it('refuses another receipt of a delivery received meanwhile, with the receipt the server holds', async () => {
    const other = await send(
      'hubdeputy',
      { delivery_number: 'DN-OFF-1', time_of_receiving: '2026-12-06 10:00:00', receivers_note: 'all there' },
      'receipt-6f1d2c3a-0002',
    );
    expect(other.statusCode).toBe(400);
    expect(other.json()).toEqual({
      message: 'Delivery already received',
      current: {
        received_by: 'hubcoordinator',
        time_of_receiving: new Date(2026, 11, 5, 8, 30, 0).toISOString(),
        receivers_note: 'one tube missing',
      },
    });
    // the documented call without a key is refused as it always was, without `current`
    const keyless = await send('manager', {
      delivery_number: 'DN-OFF-1',
      time_of_receiving: '2026-12-06 10:05',
    });
    expect(keyless.statusCode).toBe(400);
    expect(keyless.json()).toEqual({ message: 'Delivery already received' });

    const rows = await rowsOf('DN-OFF-1');
    expect(rows.every((r) => r.receipt_key === KEY_ONE && r.receivers_note === 'one tube missing')).toBe(
      true,
    );
    expect(await checksOf('DN-OFF-1')).toHaveLength(1);
  });

  it('answers 404 for a delivery deleted meanwhile', async () => {
    await fx.database.db.delete(umojaDeliveries).where(eq(umojaDeliveries.delivery_number, 'DN-OFF-2'));
    const res = await send(
      'hubcoordinator',
      { delivery_number: 'DN-OFF-2', time_of_receiving: '2026-12-05 09:00:00' },
      'receipt-6f1d2c3a-0003',
    );
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Delivery not found' });
  });

  it('refuses a coordinator of another hub (hidden: 404) or a user without the right (403), writing nothing', async () => {
    const fields = { delivery_number: 'DN-OFF-3', time_of_receiving: '2026-12-05 09:10:00' };
    const north = await send('northcoordinator', fields, 'receipt-6f1d2c3a-0004');
    expect(north.statusCode).toBe(404);
    expect(north.json()).toEqual({ message: 'Delivery not found' });
    const staff = await send('staff', fields, 'receipt-6f1d2c3a-0005');
    expect(staff.statusCode).toBe(403);
    expect(staff.json()).toEqual({ error: DENIED, detail: DENIED });
    expect(
      (await rowsOf('DN-OFF-3')).every((r) => !r.received_by_coordinator && r.receipt_key === null),
    ).toBe(true);
    // the delivery's own hub still receives it
    expect((await send('hubcoordinator', fields, 'receipt-6f1d2c3a-0006')).statusCode).toBe(200);
  });

  it('stores a receipt sent without a key as before, with no key', async () => {
    const res = await send('hubcoordinator', { delivery_number: 'DN-OFF-4', time_of_receiving: '' });
    expect(res.statusCode).toBe(200);
    expect((await rowsOf('DN-OFF-4')).map((r) => [r.received_by_coordinator, r.receipt_key])).toEqual([
      [true, null],
      [true, null],
    ]);
  });
});

describe('one receipt sent at the same moment', () => {
  it('three sends of one key from one session: one receipt, three success answers', async () => {
    const before = await notifications();
    const receipt = {
      delivery_number: 'DN-OFF-5',
      time_of_receiving: '2026-12-06 07:45:00',
      expected_codes: JSON.stringify(['OFF5-A', 'OFF5-B']),
      received_codes: JSON.stringify(['OFF5-B']),
    };
    const answers = await Promise.all(
      [1, 2, 3].map(() => send('hubcoordinator', receipt, 'receipt-6f1d2c3a-0007')),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    for (const a of answers) expect(a.json()).toEqual(RECEIVED);
    expect(await checksOf('DN-OFF-5')).toHaveLength(1);
    expect(await notifications()).toBe(before + 1);
    expect(await updatesOf('DN-OFF-5')).toHaveLength(1);
  });

  it('three sends of one key from three sessions (two tabs, two accounts): one receipt', async () => {
    const receipt = {
      delivery_number: 'DN-OFF-6',
      time_of_receiving: '2026-12-06 07:50:00',
      username: 'hubcoordinator',
      expected_codes: JSON.stringify(['OFF6-A']),
      received_codes: JSON.stringify(['OFF6-A']),
    };
    const answers = await Promise.all(
      ['hubcoordinator', 'hubdeputy', 'manager'].map((user) => send(user, receipt, 'receipt-6f1d2c3a-0008')),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    for (const a of answers) expect(a.json()).toEqual(RECEIVED);
    expect(await checksOf('DN-OFF-6')).toHaveLength(1);
    const rows = await rowsOf('DN-OFF-6');
    expect(rows.map((r) => [r.received_by, r.receipt_key])).toEqual(
      Array(2).fill(['hubcoordinator', 'receipt-6f1d2c3a-0008']),
    );
    expect(await updatesOf('DN-OFF-6')).toHaveLength(1);
  });
});
