/**
 * The outbox (server/outbox): alerts queued in the transaction of the write that causes them, under the company
 * profile's flags; the dispatcher (driven by hand: dispatchOnce) with retries, failure, SMS balance; the routes
 * GET /api/outbox/ and POST /api/outbox/{id}/retry/ with their rights, validation and audit entries.
 * Gateways here are an in-process recorder; outboxGateways.test.ts talks to real SMTP/HTTP peers on 127.0.0.1.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, like, sql } from 'drizzle-orm';
import {
  adminNotifications,
  appProfile,
  auditLogs,
  collectionHubs,
  umojaDeliveries,
} from '../../server/db/schema';
import { queueAlerts } from '../../server/outbox/queue';
import { rowsOf } from '../../server/db/rows';
import { storeReceiptCheck } from '../../server/routes/customqueries/discrepancies';
import { runOverdueCheck } from '../../server/overdue';
import { auditSettled } from '../../server/audit';
import { NO_BALANCE_TITLE } from '../../server/outbox/dispatcher';
import type { OutboxPage } from '../../contract/outbox';
import {
  createFixture,
  roleHeaders,
  sampleIds,
  hubPlaces,
  pickupBody,
  sendForm,
  type Fixture,
  type Headers,
} from './fixtures';
import {
  ALL_FLAGS,
  FLAGS_OFF,
  clearOutbox,
  outboxRows,
  recordingGateways,
  setProfile,
} from './outboxHelpers';

let fx: Fixture;
let admin: Headers, manager: Headers, staff: Headers, hubco: Headers;
let places: Awaited<ReturnType<typeof hubPlaces>>;
let blood: number;
const rec = recordingGateways();

const ORDER = {
  clientname: 'City Lab',
  order_address: 'Plot 5, Kampala Road',
  item_details: [{ item_name: 'Cool box', quantity: 2, description: 'Small', total: 400 }],
};

const postOrder = (body: Record<string, unknown>) =>
  fx.app.inject({ method: 'POST', url: '/api/client_orders/', headers: admin, payload: body });

async function createOrder(body: Record<string, unknown> = ORDER) {
  const res = await postOrder(body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; ordernumber: string };
}

async function createPickup() {
  const res = await fx.app.inject({
    method: 'POST',
    url: '/api/pending_umoja_pickups/',
    headers: admin,
    payload: pickupBody(fx, blood, places.mulago),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; pickup_number: string };
}

const H = 3_600_000;

beforeAll(async () => {
  fx = await createFixture({
    outbox: { gateways: rec.gateways, dispatch: false, maxAttempts: 3, retryBaseMs: 1, leaseMs: 60_000 },
  });
  ({ admin, manager, staff, hubco } = await roleHeaders(fx));
  places = await hubPlaces(fx);
  blood = (await sampleIds(fx))('Blood');
  await setProfile(fx, admin, { RegisteredPhoneNumber1: '+256700999000' });
});

afterAll(async () => {
  await fx?.close();
});

beforeEach(async () => {
  await clearOutbox(fx);
  rec.sms.length = 0;
  rec.email.length = 0;
  rec.state.failWith = null;
});

describe('queueing under the flags', () => {
  it('queues nothing while the flags are off (the default)', async () => {
    const [profile] = await fx.database.db.select().from(appProfile);
    for (const k of Object.keys(ALL_FLAGS)) expect((profile as Record<string, unknown>)[k]).toBe(false);
    const order = await createOrder();
    await sendForm(fx.app, 'POST', '/customqueries/createorder_assignment', admin, {
      selected_agent: String(places.alice),
      order_id: String(order.id),
    });
    await createPickup();
    expect(await outboxRows(fx)).toEqual([]);
  });

  it('queues one message per event and recipient when the flags are on', async () => {
    await setProfile(fx, admin, ALL_FLAGS);
    try {
      // a new client order: the admins (admin and manager by e-mail, the company phone by SMS)
      const order = await createOrder();
      let rows = await outboxRows(fx);
      expect(rows.map((r) => [r.event, r.channel, r.recipient, r.status]).sort()).toEqual(
        [
          ['client_order', 'email', 'admin@example.org', 'queued'],
          ['client_order', 'email', 'manager@example.org', 'queued'],
          ['client_order', 'sms', '+256700999000', 'queued'],
        ].sort(),
      );
      expect(rows.every((r) => r.record_type === 'Order' && r.record_id === String(order.id))).toBe(true);
      expect(rows.find((r) => r.channel === 'email')!.subject).toContain(order.ordernumber);
      expect(rows.find((r) => r.channel === 'sms')!.subject).toBeNull();
      expect(new Set(rows.map((r) => r.message_id)).size).toBe(3);

      // the assignment: the agent's SMS
      await clearOutbox(fx);
      const assigned = await sendForm(fx.app, 'POST', '/customqueries/createorder_assignment', admin, {
        selected_agent: String(places.alice),
        order_id: String(order.id),
      });
      expect(assigned.statusCode, assigned.body).toBe(200);
      rows = await outboxRows(fx);
      expect(rows.map((r) => [r.event, r.channel, r.recipient, r.recipient_name])).toEqual([
        ['order_assigned', 'sms', '0700000001', 'Agent Alice Nakato'],
      ]);

      // a new pickup: the admins
      await clearOutbox(fx);
      const pickup = await createPickup();
      rows = await outboxRows(fx);
      expect(rows).toHaveLength(3);
      expect(rows.every((r) => r.event === 'pickup' && r.record_id === String(pickup.id))).toBe(true);
      expect(rows[0].message).toContain(pickup.pickup_number);
      expect(rows[0].message).toContain('Mulago Health Centre');

      // an edited delivery: the admins
      await clearOutbox(fx);
      const [d] = await fx.database.db
        .insert(umojaDeliveries)
        .values({
          delivery_number: 'DL-OUT-1',
          collection_hub: fx.hubs.main,
          pickup_point: 'Mulago Health Centre',
          destination: 'Central Lab',
          delivery_type: 'sample',
          date: new Date(),
          agent_account: places.alice,
        })
        .returning({ id: umojaDeliveries.id });
      const edit = await fx.app.inject({
        method: 'POST',
        url: `/customqueries/update_umoja_delivery/${d.id}`,
        headers: admin,
        payload: {
          delivery_number: 'DL-OUT-1',
          delivery_status: 'delivered',
          agent_account: places.alice,
          delivery_type: 'sample',
          pickup_point: 'Mulago Health Centre',
          destination: 'Central Lab',
          date: new Date().toISOString(),
        },
      });
      expect(edit.statusCode, edit.body).toBe(200);
      rows = await outboxRows(fx);
      expect(rows.map((r) => [r.event, r.record_id])).toEqual([
        ['delivery', String(d.id)],
        ['delivery', String(d.id)],
        ['delivery', String(d.id)],
      ]);

      // a receipt discrepancy: the hub's coordinator (e-mail; SMS skipped, the hub has no phone) and the admins
      await clearOutbox(fx);
      await fx.database.db.transaction((tx) =>
        storeReceiptCheck(
          tx,
          { expected: ['A1', 'A2'], received: ['A1'] },
          {
            delivery_number: 'DL-OUT-1',
            rows: [{ id: d.id, barcode: 'A1', barcode_type: 'parent', hub: fx.hubs.main }],
            received_by: 'hubcoordinator',
            at: new Date(),
          },
        ),
      );
      rows = await outboxRows(fx);
      expect(rows.map((r) => [r.event, r.channel, r.recipient, r.status]).sort()).toEqual(
        [
          ['discrepancy', 'email', 'admin@example.org', 'queued'],
          ['discrepancy', 'email', 'manager@example.org', 'queued'],
          ['discrepancy', 'email', 'hub@example.org', 'queued'],
          ['discrepancy', 'sms', '+256700999000', 'queued'],
          ['discrepancy', 'sms', null, 'skipped'],
        ].sort(),
      );
      const skipped = rows.find((r) => r.status === 'skipped')!;
      expect(skipped.recipient_name).toBe('Kampala Main Hub coordinator');
      expect(skipped.last_error).toBe('no supervisor phone number on the hub');
      expect(rows.find((r) => r.recipient === 'hub@example.org')!.message).toContain('missing A2');

      // an overdue item (a delivery picked up 30 h ago, not dropped off): the hub's coordinator and the admins
      await clearOutbox(fx);
      await fx.database.db
        .update(collectionHubs)
        .set({ supervisor_phone: '0772000111' })
        .where(eq(collectionHubs.id, fx.hubs.main));
      const now = new Date();
      const [late] = await fx.database.db
        .insert(umojaDeliveries)
        .values({
          delivery_number: 'DL-OUT-LATE',
          collection_hub: fx.hubs.main,
          pickup_point: 'Mulago Health Centre',
          destination: 'Central Lab',
          delivery_type: 'sample',
          date: new Date(now.getTime() - 31 * H),
          time_of_pickup: new Date(now.getTime() - 30 * H),
          delivery_status: 'pending',
        })
        .returning({ id: umojaDeliveries.id });
      const raised = await runOverdueCheck(fx.app, now);
      expect(raised.map((r) => r.item)).toContain(late.id);
      rows = (await outboxRows(fx)).filter((r) => r.record_id === `dropoff:${late.id}`);
      expect(rows.map((r) => [r.event, r.channel, r.recipient]).sort()).toEqual(
        [
          ['overdue', 'email', 'admin@example.org'],
          ['overdue', 'email', 'manager@example.org'],
          ['overdue', 'email', 'hub@example.org'],
          ['overdue', 'sms', '+256700999000'],
          ['overdue', 'sms', '0772000111'],
        ].sort(),
      );
      expect(rows[0].message).toContain('DL-OUT-LATE');
    } finally {
      await setProfile(fx, admin, FLAGS_OFF);
    }
  });

  it('skips a recipient without an address, with the reason', async () => {
    await setProfile(fx, admin, { send_email_alerttoadmin_on_pickups: true });
    await fx.database.db.execute(sql`update accounts set email = '' where username = 'manager'`);
    try {
      await createPickup();
      const rows = await outboxRows(fx);
      expect(rows.map((r) => [r.recipient_name, r.status, r.last_error]).sort()).toEqual(
        [
          ['admin (admin)', 'queued', null],
          ['admin (manager)', 'skipped', 'no e-mail address on the account'],
        ].sort(),
      );
      await fx.app.outbox.drain(5);
      expect(rec.email.map((m) => m.to)).toEqual(['admin@example.org']);
      expect((await outboxRows(fx)).find((r) => r.recipient_name === 'admin (manager)')!.status).toBe(
        'skipped',
      );
    } finally {
      await fx.database.db.execute(
        sql`update accounts set email = 'manager@example.org' where username = 'manager'`,
      );
      await setProfile(fx, admin, FLAGS_OFF);
    }
  });

  it('queues nothing when the write is rolled back', async () => {
    await setProfile(fx, admin, ALL_FLAGS);
    try {
      await expect(
        fx.database.db.transaction(async (tx) => {
          await queueAlerts(tx, 'pickup', { type: 'Pickup', id: 1, subject: 's', message: 'm' });
          const [{ n }] = await rowsOf<{ n: number }>(tx, sql`select count(*)::int as n from outbox`);
          expect(n).toBe(3); // written, inside the transaction
          throw new Error('the write fails');
        }),
      ).rejects.toThrow('the write fails');
      // a refused assignment (inactive agent) queues nothing either
      const order = await createOrder();
      await clearOutbox(fx);
      const res = await sendForm(fx.app, 'POST', '/customqueries/createorder_assignment', admin, {
        selected_agent: String(
          (
            await rowsOf<{ id: number }>(
              fx.database.db,
              sql`select id from delivery_agents where agent_code = 'AG0003'`,
            )
          )[0].id,
        ),
        order_id: String(order.id),
      });
      expect(res.statusCode).toBe(400);
      expect(await outboxRows(fx)).toEqual([]);
    } finally {
      await setProfile(fx, admin, FLAGS_OFF);
    }
  });
});

describe('POST /api/client_orders/', () => {
  it('creates a pending order with the next number and its totals', async () => {
    const a = await createOrder();
    const b = await createOrder({ ...ORDER, additional_charges: 50, mode_of_payment: 'mobile money' });
    expect(Number(b.ordernumber.slice(3))).toBe(Number(a.ordernumber.slice(3)) + 1);
    expect(b).toMatchObject({
      order_status: 'pending',
      items_total: 400,
      additional_charges: 50,
      order_total: 450,
    });
  });

  it('answers 400 naming the field, 403 without view_product_orders', async () => {
    const bad = async (body: Record<string, unknown>, field: string) => {
      const res = await postOrder(body);
      expect(res.statusCode, res.body).toBe(400);
      expect(Object.keys(res.json())).toContain(field);
    };
    await bad({ ...ORDER, clientname: '' }, 'clientname');
    await bad({ ...ORDER, order_address: undefined }, 'order_address');
    await bad({ ...ORDER, item_details: [] }, 'item_details');
    await bad({ ...ORDER, item_details: [{ item_name: 'x', quantity: -1, total: 1 }] }, 'item_details');
    await bad({ ...ORDER, item_details: 'not json' }, 'item_details');
    await bad({ ...ORDER, client: 999999 }, 'client');
    const res = await fx.app.inject({
      method: 'POST',
      url: '/api/client_orders/',
      headers: staff,
      payload: ORDER,
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('the dispatcher', () => {
  it('sends each message once with its message_id, and marks it sent', async () => {
    await setProfile(fx, admin, {
      send_sms_alerttoadmin_on_pickups: true,
      send_email_alerttoadmin_on_pickups: true,
    });
    try {
      await createPickup();
      expect(await fx.app.outbox.drain(5)).toBe(3);
      const rows = await outboxRows(fx);
      expect(rows.every((r) => r.status === 'sent' && r.attempts === 1 && r.sent_at !== null)).toBe(true);
      expect(rec.sms.map((m) => [m.id, m.to])).toEqual(
        rows.filter((r) => r.channel === 'sms').map((r) => [r.message_id, r.recipient]),
      );
      expect(rec.email.map((m) => m.id).sort()).toEqual(
        rows
          .filter((r) => r.channel === 'email')
          .map((r) => r.message_id)
          .sort(),
      );
      expect(rec.email[0].subject).toMatch(/^New pickup PUP/);
      // nothing is sent twice
      expect(await fx.app.outbox.drain(5)).toBe(0);
      expect(rec.sms.length + rec.email.length).toBe(3);
    } finally {
      await setProfile(fx, admin, FLAGS_OFF);
    }
  });

  it('retries a failing gateway with backoff, then fails with the last error; a retry sends it', async () => {
    await setProfile(fx, admin, { send_sms_alerttoadmin_on_pickups: true });
    try {
      await createPickup();
      rec.state.failWith = 'gateway down (test)';
      const seen: { attempts: number; status: string; next: string | null }[] = [];
      for (let i = 0; i < 50; i++) {
        await fx.app.outbox.dispatchOnce();
        const [row] = await outboxRows(fx);
        const last = seen[seen.length - 1];
        if (!last || last.attempts !== row.attempts || last.status !== row.status)
          seen.push({
            attempts: row.attempts,
            status: row.status,
            next: row.next_attempt_at as unknown as string,
          });
        if (row.status === 'failed') break;
        await new Promise((r) => setTimeout(r, 5));
      }
      expect(seen.map((s) => [s.attempts, s.status])).toEqual([
        [1, 'queued'],
        [2, 'queued'],
        [3, 'failed'],
      ]);
      let [row] = await outboxRows(fx);
      expect(row).toMatchObject({
        status: 'failed',
        attempts: 3,
        last_error: 'gateway down (test)',
        next_attempt_at: null,
      });

      // not for a hub coordinator; then the admin retries it
      const refused = await fx.app.inject({
        method: 'POST',
        url: `/api/outbox/${row.id}/retry/`,
        headers: hubco,
      });
      expect(refused.statusCode).toBe(403);
      const retried = await fx.app.inject({
        method: 'POST',
        url: `/api/outbox/${row.id}/retry/`,
        headers: manager,
      });
      expect(retried.statusCode, retried.body).toBe(200);
      expect(retried.json()).toMatchObject({ id: row.id, status: 'queued', attempts: 0 });
      rec.state.failWith = null;
      await fx.app.outbox.drain(5);
      [row] = await outboxRows(fx);
      expect(row).toMatchObject({ status: 'sent', attempts: 1, last_error: null });
      expect(rec.sms.map((m) => m.id)).toEqual([row.message_id]);
      // a sent message is not retried
      const again = await fx.app.inject({
        method: 'POST',
        url: `/api/outbox/${row.id}/retry/`,
        headers: manager,
      });
      expect(again.statusCode).toBe(409);
      expect(again.json().detail).toMatch(/Only a failed message can be retried/);
      expect(
        (await fx.app.inject({ method: 'POST', url: '/api/outbox/99999999/retry/', headers: manager }))
          .statusCode,
      ).toBe(404);

      // every failed try, the retry and the send are in the audit log
      await auditSettled(fx.app);
      const audit = await fx.database.db
        .select({
          description: auditLogs.description,
          success: auditLogs.success,
          user: auditLogs.user_username,
          type: auditLogs.resource_type,
        })
        .from(auditLogs)
        .where(like(auditLogs.resource_name, `Outbox SMS #${row.id}`))
        .orderBy(auditLogs.id);
      expect(audit.map((a) => [a.success, a.description?.split(' ')[0]])).toEqual([
        [false, 'Failed:'],
        [false, 'Failed:'],
        [false, 'Failed:'],
        [true, 'Retried'],
        [true, 'Sent'],
      ]);
      expect(audit[3].user).toBe('manager');
      expect(new Set(audit.map((a) => a.type))).toEqual(new Set(['Outbox']));
    } finally {
      await setProfile(fx, admin, FLAGS_OFF);
    }
  });

  it('charges each SMS; at zero SMS wait with one notification; raising the balance sends them', async () => {
    await setProfile(fx, admin, {
      smsCost: '10',
      smsbalance: '25',
      send_sms_alerttoadmin_on_clientorders: true,
      send_email_alerttoadmin_on_clientorders: true,
    });
    const balance = async () => Number((await fx.database.db.select().from(appProfile))[0].smsbalance);
    const notes = async () =>
      (
        await fx.database.db
          .select()
          .from(adminNotifications)
          .where(eq(adminNotifications.title, NO_BALANCE_TITLE))
      ).length;
    try {
      const before = await notes();
      for (let i = 0; i < 3; i++) await createOrder();
      await fx.app.outbox.drain(5);
      let rows = await outboxRows(fx);
      const sms = rows.filter((r) => r.channel === 'sms');
      expect(sms.map((r) => r.status).sort()).toEqual(['no_balance', 'sent', 'sent']);
      // e-mail costs nothing and does not wait
      expect(rows.filter((r) => r.channel === 'email').every((r) => r.status === 'sent')).toBe(true);
      expect(await balance()).toBe(5);
      expect(await notes()).toBe(before + 1);
      const waiting = sms.find((r) => r.status === 'no_balance')!;
      expect(waiting.attempts).toBe(0);
      expect(waiting.last_error).toMatch(/SMS balance is used up/);

      // more SMS while it is used up: still waiting, still one notification
      await createOrder();
      await fx.app.outbox.drain(5);
      rows = await outboxRows(fx);
      expect(rows.filter((r) => r.status === 'no_balance')).toHaveLength(2);
      expect(await notes()).toBe(before + 1);
      const [note] = await fx.database.db
        .select()
        .from(adminNotifications)
        .where(eq(adminNotifications.title, NO_BALANCE_TITLE))
        .orderBy(sql`${adminNotifications.id} desc`)
        .limit(1);
      expect(note.message).toMatch(/^SMS balance is used up: 1 message is waiting/);

      // an update without smsbalance keeps the balance the outbox charged
      const kept = await setProfile(fx, admin, { system_name: 'Umoja Courier' });
      expect(Number(kept.smsbalance)).toBe(5);
      expect(await balance()).toBe(5);
      expect((await outboxRows(fx)).filter((r) => r.status === 'no_balance')).toHaveLength(2);

      // raised: the waiting SMS go out and are charged
      await setProfile(fx, admin, { smsbalance: '100' });
      expect((await outboxRows(fx)).filter((r) => r.status === 'no_balance')).toHaveLength(0);
      await fx.app.outbox.drain(5);
      rows = await outboxRows(fx);
      expect(rows.every((r) => r.status === 'sent')).toBe(true);
      expect(await balance()).toBe(80);
      expect(rec.sms).toHaveLength(4);

      // used up again later: a new notification (once per time it runs out)
      await setProfile(fx, admin, { smsbalance: '0' });
      await createOrder();
      await fx.app.outbox.drain(5);
      expect(await notes()).toBe(before + 2);
    } finally {
      await setProfile(fx, admin, { ...FLAGS_OFF, smsCost: '0', smsbalance: '0' });
    }
  });
});

describe('a top-up of the SMS balance', () => {
  it('adds the change typed over the loaded balance to the balance as it is now, keeping the charges made meanwhile', async () => {
    try {
      await setProfile(fx, admin, { smsCost: '10', smsbalance: '100' });
      // the admin's form loaded 100; meanwhile the outbox charges three SMS
      await fx.database.db.execute(sql`update app_profile set smsbalance = smsbalance - 30 where id = 1`);
      // the admin types 150 (a top-up of 50) and saves
      const saved = await setProfile(fx, admin, { smsbalance: '150', smsbalance_loaded: '100' });
      expect(Number(saved.smsbalance)).toBe(120);
      expect(saved).not.toHaveProperty('smsbalance_loaded');
      // a correction down past the charges stops at zero
      const low = await setProfile(fx, admin, { smsbalance: '0', smsbalance_loaded: '150' });
      expect(Number(low.smsbalance)).toBe(0);
      // without the loaded balance (a client that does not send it), the balance is the one sent
      const plain = await setProfile(fx, admin, { smsbalance: '75' });
      expect(Number(plain.smsbalance)).toBe(75);
    } finally {
      await setProfile(fx, admin, { smsCost: '0', smsbalance: '0' });
    }
  });
});

describe('GET /api/outbox/', () => {
  const list = (query: string, headers: Headers = admin) =>
    fx.app.inject({ method: 'GET', url: `/api/outbox/${query}`, headers });

  beforeEach(async () => {
    const values: string[] = [];
    for (let i = 1; i <= 25; i++) {
      const channel = i % 2 ? 'sms' : 'email';
      const status = i <= 20 ? 'sent' : 'failed';
      const day = i <= 5 ? '2024-05-01T10:00:00Z' : '2024-05-10T10:00:00Z';
      values.push(
        `('m-${i}', '${channel}', '${i % 3 ? 'pickup' : 'client_order'}', 'Pickup', '${100 + i}', 'admin (n${i})', ` +
          `'${channel === 'sms' ? `07000000${String(i).padStart(2, '0')}` : `a${i}@example.org`}', 'Subject ${i}', ` +
          `'Message ${i}${i === 7 ? ' special-word' : ''}', '${status}', 1, '${day}'::timestamptz + interval '${i} minutes')`,
      );
    }
    await fx.database.db.execute(
      sql.raw(`insert into outbox (message_id, channel, event, record_type, record_id, recipient_name, recipient,
        subject, message, status, attempts, created_at) values ${values.join(', ')}`),
    );
  });

  it('pages newest first like the other REST lists, with the exact row shape', async () => {
    const res = await list('?page=1&page_size=10');
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json() as OutboxPage;
    expect(page.count).toBe(25);
    expect(page.previous).toBeNull();
    expect(page.next).toContain('page=2');
    expect(page.results).toHaveLength(10);
    expect(page.results[0].message_id).toBe('m-25');
    expect(Object.keys(page.results[0]).sort()).toEqual(
      [
        'id',
        'message_id',
        'channel',
        'event',
        'record_type',
        'record_id',
        'recipient_name',
        'recipient',
        'subject',
        'message',
        'status',
        'attempts',
        'last_error',
        'created_at',
        'next_attempt_at',
        'sent_at',
        'updated_at',
      ].sort(),
    );
    expect(page.results[0].created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    const last = (await list('?page=3&page_size=10')).json() as OutboxPage;
    expect(last.results.map((r) => r.message_id)).toEqual(['m-5', 'm-4', 'm-3', 'm-2', 'm-1']);
    expect(last.next).toBeNull();
  });

  it('filters, searches and orders', async () => {
    const ids = async (q: string) => ((await list(q)).json() as OutboxPage).results.map((r) => r.message_id);
    expect(await ids('?status=failed&page_size=100')).toEqual(['m-25', 'm-24', 'm-23', 'm-22', 'm-21']);
    expect(await ids('?status=failed&channel=sms&page_size=100')).toEqual(['m-25', 'm-23', 'm-21']);
    expect((await ids('?event=client_order&page_size=100')).length).toBe(8);
    expect(await ids('?search=special-WORD')).toEqual(['m-7']);
    expect(await ids('?search=a12@example')).toEqual(['m-12']);
    expect(await ids('?search=n3)')).toEqual(['m-3']);
    expect(await ids('?search=109')).toEqual(['m-9']);
    expect((await ids('?date_to=2024-05-05&page_size=100')).length).toBe(5);
    expect((await ids('?date_from=2024-05-09&date_to=2024-05-10&page_size=100')).length).toBe(20);
    expect(await ids('?ordering=created_at&page_size=3')).toEqual(['m-1', 'm-2', 'm-3']);
    expect(await ids('?ordering=-status,recipient_name&page_size=2')).toEqual(['m-1', 'm-10']);
  });

  it('answers 400 naming the field for bad input', async () => {
    const bad = async (q: string, field: string) => {
      const res = await list(q);
      expect(res.statusCode, `${q}: ${res.body}`).toBe(400);
      expect(Object.keys(res.json())).toContain(field);
    };
    await bad('?status=lost', 'status');
    await bad('?channel=fax', 'channel');
    await bad('?event=birthday', 'event');
    await bad('?page=abc', 'page');
    await bad('?page_size=0', 'page_size');
    await bad('?page_size=5000', 'page_size');
    await bad('?ordering=password', 'ordering');
    await bad('?date_from=2024-13-01', 'date_from');
    await bad('?date_to=10/05/2024', 'date_to');
    await bad('?date_from=2024-05-10&date_to=2024-05-01', 'date_from');
  });

  it('is for System Settings only: 403 for a hub coordinator and a staff account, 401 signed out', async () => {
    expect((await list('', hubco)).statusCode).toBe(403);
    expect((await list('', staff)).statusCode).toBe(403);
    expect((await list('', manager)).statusCode).toBe(200);
    expect((await fx.app.inject({ method: 'GET', url: '/api/outbox/' })).statusCode).toBe(401);
    const [row] = await outboxRows(fx);
    expect(
      (await fx.app.inject({ method: 'POST', url: `/api/outbox/${row.id}/retry/`, headers: staff }))
        .statusCode,
    ).toBe(403);
    expect(
      (await fx.app.inject({ method: 'POST', url: '/api/outbox/abc/retry/', headers: admin })).statusCode,
    ).toBe(404);
  });
});
