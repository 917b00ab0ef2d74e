import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { accounts, sampleBarcodes, umojaDeliveries } from '../../server/db/schema';
import {
  fixtureWithRoles,
  auth,
  type Fixture,
  type Headers,
  agentIds,
  sendForm,
  reportRows,
} from './fixtures';

let fx: Fixture;
let admin: Headers, manager: Headers, staff: Headers, hubco: Headers;
let norights: Record<string, string>;
let alice: number; // main hub
let denis: number; // north hub
const ids: Record<string, number> = {};

const REPORT = '/customqueries/getumoja_deliveriesreport';
const RECEIVE = '/customqueries/confirm_receiving_items';
const REPACKAGE = '/customqueries/repackage_barcode';
const UPDATE = (id: number | string) => `/customqueries/update_umoja_delivery/${id}`;
const DELETE = (id: number | string) => `/customqueries/delete_umoja_delivery/${id}`;

/** Local time in May 2024 (the server's calendar). */
const at = (day: number, h: number, m = 0, s = 0) => new Date(2024, 4, day, h, m, s);

const batchItems = [
  {
    barcode: 'B100',
    item_type: 'batch',
    quantity: 2,
    description: 'Blood samples',
    item_name: 'Blood batch',
    children: [
      { barcode: 'C200', type: 'single_entry', quantity: 1 },
      { barcode: 'C999', type: 'single_entry', quantity: 1 },
    ],
  },
];

interface DeliveryRow {
  id: number;
  delivery_number: string;
  collection_hub: number | null;
  delivery_status: string;
  date: string;
  orig_date: string;
  time_of_pickup: string | null;
  time_of_dropoff: string | null;
  time_of_receiving: string | null;
  turn_around_time: string;
  received_by_coordinator: boolean;
  received_by: string | null;
  receivers_note: string | null;
  agent_account_name: string | null;
  [key: string]: unknown;
}

beforeAll(async () => {
  ({ fx, admin, manager, staff, hubco } = await fixtureWithRoles());
  const db = fx.database.db;
  // an account with no rights at all
  const [staffRow] = await db
    .select({ password: accounts.password })
    .from(accounts)
    .where(eq(accounts.username, 'staff'));
  await db.insert(accounts).values({ username: 'norights', password: staffRow.password });
  norights = auth(await fx.login('norights'));

  const agent = await agentIds(fx);
  alice = agent('AG0001');
  denis = agent('AG0004');
  const { main, north } = fx.hubs;
  const base = {
    pickup_point: 'Mulago Health Centre',
    destination: 'Kampala Main Hub',
    delivery_type: 'sample',
    delivery_mode: 'motorcycle' as const,
  };
  const rows = {
    batch: {
      ...base,
      delivery_number: 'DN001',
      agent_account: alice,
      collection_hub: main,
      item_type: 'batch',
      item_name: 'Blood batch',
      barcode: 'B100',
      barcode_type: 'parent' as const,
      date: at(13, 9),
      time_of_pickup: at(13, 9, 10),
      time_of_dropoff: at(13, 10, 45, 30),
      delivery_status: 'delivered' as const,
      trip_status: 'completed' as const,
      items_total: 2,
      delivery_items: batchItems,
    },
    child: {
      ...base,
      delivery_number: 'DN001',
      agent_account: alice,
      collection_hub: main,
      item_type: 'single_entry',
      item_name: 'Blood',
      barcode: 'C200',
      barcode_type: 'child' as const,
      parent_code: 'B100',
      patient_name: 'John Doe',
      date: at(13, 9),
      delivery_status: 'delivered' as const,
    },
    north: {
      ...base,
      delivery_number: 'DN002',
      agent_account: denis,
      collection_hub: north,
      pickup_point: 'Lacor Health Centre',
      destination: 'Gulu North Hub',
      item_type: 'single_entry',
      barcode: 'S300',
      barcode_type: 'child' as const,
      date: at(14, 23, 30),
      delivery_status: 'pending' as const,
    },
    after: {
      ...base,
      delivery_number: 'DN003',
      collection_hub: main,
      date: at(15, 0, 0),
      delivery_status: 'delivered' as const,
    },
    before: {
      ...base,
      delivery_number: 'DN004',
      collection_hub: main,
      date: at(12, 23, 59),
      delivery_status: 'delivered' as const,
    },
    failed: {
      ...base,
      delivery_number: 'DN005',
      collection_hub: main,
      item_name: 'Gloves',
      date: at(14, 12),
      time_of_pickup: at(14, 12, 5),
      delivery_status: 'failed' as const,
    },
    // a sample still on its way, never received (a receipt would make it delivered)
    waiting: {
      ...base,
      delivery_number: 'DN006',
      collection_hub: main,
      item_type: 'single_entry',
      barcode: 'S400',
      barcode_type: 'child' as const,
      date: at(16, 8),
      delivery_status: 'pending' as const,
    },
  };
  for (const [key, row] of Object.entries(rows)) {
    const [created] = await db.insert(umojaDeliveries).values(row).returning({ id: umojaDeliveries.id });
    ids[key] = created.id;
  }
  await db.insert(sampleBarcodes).values({ bar_code: 'B100', bar_code_type: 'batch_entry', status: 'used' });
});
afterAll(async () => fx.close());

function post(url: string, headers: Record<string, string>, fields: Record<string, string>) {
  return sendForm(fx.app, 'POST', url, headers, fields);
}
const json = (method: 'POST' | 'DELETE', url: string, headers: Record<string, string>, payload?: unknown) =>
  fx.app.inject({
    method,
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

const RANGE = { dateone: '13/05/2024', datetwo: '14/05/2024' };
async function report(headers: Record<string, string>, fields: Record<string, string>) {
  return reportRows<DeliveryRow>(await post(REPORT, headers, fields));
}
const dbRow = async (id: number) =>
  (await fx.database.db.select().from(umojaDeliveries).where(eq(umojaDeliveries.id, id)))[0];

describe('POST /customqueries/getumoja_deliveriesreport', () => {
  it('answers the rows of the local days dateone..datetwo, oldest first, as JSON text with names', async () => {
    const rows = await report(manager, { ...RANGE, delivery_status: '', hub: '' });
    expect(rows.map((r) => r.id)).toEqual([ids.batch, ids.child, ids.failed, ids.north]);
    expect(rows[0]).toEqual({
      id: ids.batch,
      delivery_number: 'DN001',
      agent_account: alice,
      agent_account_name: 'Alice Nakato',
      collection_hub: fx.hubs.main,
      collection_hub_name: 'Kampala Main Hub',
      pickup_point: 'Mulago Health Centre',
      destination: 'Kampala Main Hub',
      delivery_type: 'sample',
      item_type: 'batch',
      item_name: 'Blood batch',
      barcode: 'B100',
      barcode_type: 'parent',
      parent_code: null,
      patient: null,
      patient_name: null,
      date: '13/05/2024',
      orig_date: at(13, 9).toISOString(),
      delivery_status: 'delivered',
      delivery_mode: 'motorcycle',
      trip_status: 'completed',
      time_of_pickup: '09:10',
      time_of_dropoff: '10:45',
      turn_around_time: '01:35:30',
      items_total: 2,
      delivery_items: batchItems,
      received_by_coordinator: false,
      received_by: null,
      time_of_receiving: null,
      receivers_note: null,
      receiving_discrepancy: false,
    });
    const failed = rows.find((r) => r.id === ids.failed)!;
    expect(failed).toMatchObject({
      agent_account: null,
      agent_account_name: null,
      time_of_pickup: '12:05',
      time_of_dropoff: null,
      turn_around_time: '00:00:00',
      delivery_items: [],
    });
    expect(rows.find((r) => r.id === ids.north)).toMatchObject({
      date: '14/05/2024',
      collection_hub_name: 'Gulu North Hub',
      agent_account_name: 'Denis Opio',
      turn_around_time: '00:00:00',
    });
  });

  it('accepts YYYY-MM-DD dates and a one-day range', async () => {
    const rows = await report(admin, {
      dateone: '2024-05-15',
      datetwo: '2024-05-15',
      delivery_status: 'all',
    });
    expect(rows.map((r) => r.id)).toEqual([ids.after]);
    expect(await report(admin, { dateone: '01/01/2020', datetwo: '02/01/2020' })).toEqual([]);
  });

  it('filters by status and by hub', async () => {
    const delivered = await report(manager, { ...RANGE, delivery_status: 'delivered', hub: '' });
    expect(delivered.map((r) => r.id)).toEqual([ids.batch, ids.child]);
    const pending = await report(manager, { ...RANGE, delivery_status: 'pending', hub: '' });
    expect(pending.map((r) => r.id)).toEqual([ids.north]);
    const north = await report(manager, { ...RANGE, delivery_status: '', hub: String(fx.hubs.north) });
    expect(north.map((r) => r.id)).toEqual([ids.north]);
    const bad = await post(REPORT, manager, { ...RANGE, delivery_status: 'lost' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: 'Invalid delivery status' });
  });

  it('gives a hub coordinator only their hub, whatever hub is asked for', async () => {
    const own = await report(hubco, { ...RANGE, delivery_status: '', hub: '' });
    expect(own.map((r) => r.id)).toEqual([ids.batch, ids.child, ids.failed]);
    const other = await report(hubco, { ...RANGE, delivery_status: '', hub: String(fx.hubs.north) });
    expect(other.map((r) => r.id)).toEqual([ids.batch, ids.child, ids.failed]);
  });

  it('answers 400 "Please dates are missing" without both dates, 400 on a bad date, 403 without the right', async () => {
    const cases: Record<string, string>[] = [{ dateone: '13/05/2024' }, { datetwo: '13/05/2024' }, {}];
    for (const fields of cases) {
      const res = await post(REPORT, manager, fields);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'Please dates are missing' });
    }
    const bad = await post(REPORT, manager, { dateone: '31/02/2024', datetwo: '01/03/2024' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: 'Dates must be DD/MM/YYYY' });
    expect((await post(REPORT, norights, RANGE)).statusCode).toBe(403);
    expect((await post(REPORT, {}, RANGE)).statusCode).toBe(401);
  });
});

describe('POST /customqueries/confirm_receiving_items', () => {
  it('refuses staff (403) and hides other hubs from a hub coordinator (404)', async () => {
    const res = await post(RECEIVE, staff, {
      delivery_number: 'DN001',
      time_of_receiving: '2024-05-13 11:00',
    });
    expect(res.statusCode).toBe(403);
    const other = await post(RECEIVE, hubco, {
      delivery_number: 'DN002',
      receivers_note: 'x',
      username: 'hub',
    });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ message: 'Delivery not found' });
    expect((await dbRow(ids.north)).received_by_coordinator).toBe(false);
    const unknown = await post(RECEIVE, manager, { delivery_number: 'NOPE' });
    expect(unknown.statusCode).toBe(404);
    const missing = await post(RECEIVE, manager, { delivery_number: '' });
    expect(missing.statusCode).toBe(400);
  });

  it('marks every row of the delivery number received, then refuses a second receive', async () => {
    const res = await post(RECEIVE, hubco, {
      delivery_number: 'DN001',
      time_of_receiving: '2024-05-13 11:20',
      receivers_note: 'All samples intact',
      username: 'hubcoordinator',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Delivery received successfully!' });
    for (const id of [ids.batch, ids.child]) {
      const row = await dbRow(id);
      expect(row.received_by_coordinator).toBe(true);
      expect(row.received_by).toBe('hubcoordinator');
      expect(row.receivers_note).toBe('All samples intact');
      expect(row.time_of_receiving?.getTime()).toBe(at(13, 11, 20).getTime());
    }
    // the receipt ends the trip: a drop-off time already recorded stays, a missing one is the receipt's
    expect((await dbRow(ids.batch)).time_of_dropoff?.getTime()).toBe(at(13, 10, 45, 30).getTime());
    expect((await dbRow(ids.child)).time_of_dropoff?.getTime()).toBe(at(13, 11, 20).getTime());
    const rows = await report(manager, { ...RANGE, delivery_status: 'delivered' });
    expect(rows[0]).toMatchObject({
      received_by_coordinator: true,
      received_by: 'hubcoordinator',
      time_of_receiving: at(13, 11, 20).toISOString(),
      receivers_note: 'All samples intact',
    });
    const again = await post(RECEIVE, manager, { delivery_number: 'DN001', username: 'manager' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: 'Delivery already received' });
    expect((await dbRow(ids.batch)).received_by).toBe('hubcoordinator');
  });

  it('accepts an ISO time of receiving', async () => {
    const when = '2024-05-15T08:30:00.000Z';
    const res = await post(RECEIVE, manager, {
      delivery_number: 'DN002',
      time_of_receiving: when,
      username: 'manager',
    });
    expect(res.statusCode).toBe(200);
    const row = await dbRow(ids.north);
    expect(row.time_of_receiving?.toISOString()).toBe(when);
    expect(row.receivers_note).toBeNull();
    // an ongoing delivery: received means dropped off and its trip completed; its status stays as it was
    expect(row.time_of_dropoff?.toISOString()).toBe(when);
    expect(row.trip_status).toBe('completed');
    expect(row.delivery_status).toBe('pending');
    const bad = await post(RECEIVE, manager, { delivery_number: 'DN003', time_of_receiving: 'yesterday' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('POST /customqueries/update_umoja_delivery/{id}', () => {
  const form = () => ({
    delivery_number: 'DN005-B',
    delivery_status: 'delivered',
    agent_account: alice,
    delivery_type: 'supply',
    pickup_point: 'Kisenyi Health Centre IV',
    destination: 'Kampala Main Hub',
    date: '16/05/2024',
    time_of_pickup: '08:05',
    time_of_dropoff: '09:50',
    delivery_mode: 'car',
    item_name: 'Gloves box',
    item_type: 'package',
    barcode: 'P700',
    delivery_items: JSON.stringify([
      {
        barcode: 'P700',
        item_type: 'package',
        quantity: 1,
        description: 'Gloves',
        item_name: 'Gloves',
        children: [],
      },
    ]),
  });

  it('answers 400 {error} for delivery items that are not JSON and for a missing delivery number', async () => {
    const bad = await json('POST', UPDATE(ids.failed), manager, {
      ...form(),
      delivery_items: '[{"barcode": ',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: 'Delivery items must be valid JSON' });
    const noNumber = await json('POST', UPDATE(ids.failed), manager, { ...form(), delivery_number: ' ' });
    expect(noNumber.statusCode).toBe(400);
    expect(noNumber.json()).toEqual({ error: 'Please enter delivery number' });
    const badTime = await json('POST', UPDATE(ids.failed), manager, { ...form(), time_of_pickup: '25:00' });
    expect(badTime.json()).toEqual({ error: 'Time of pickup must be HH:MM' });
    const noAgent = await json('POST', UPDATE(ids.failed), manager, { ...form(), agent_account: '' });
    expect(noAgent.json()).toEqual({ error: 'Please select agent' });
    expect((await dbRow(ids.failed)).delivery_number).toBe('DN005');
  });

  it('refuses staff and a hub coordinator on another hub’s row (403 {error, detail}); 404 for no row', async () => {
    const res = await json('POST', UPDATE(ids.failed), staff, form());
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: expect.any(String), detail: expect.any(String) });
    expect((await json('POST', UPDATE(ids.north), hubco, form())).statusCode).toBe(403);
    const none = await json('POST', UPDATE(999999), manager, form());
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ error: 'Delivery not found' });
  });

  it('changes the row and answers it in the report’s shape', async () => {
    const res = await json('POST', UPDATE(ids.failed), manager, form());
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe('Delivery updated successfully!');
    expect(body.delivery).toMatchObject({
      id: ids.failed,
      delivery_number: 'DN005-B',
      delivery_status: 'delivered',
      agent_account: alice,
      agent_account_name: 'Alice Nakato',
      date: '16/05/2024',
      time_of_pickup: '08:05',
      time_of_dropoff: '09:50',
      turn_around_time: '01:45:00',
      delivery_mode: 'car',
      barcode: 'P700',
      delivery_items: [expect.objectContaining({ barcode: 'P700', children: [] })],
    });
    const row = await dbRow(ids.failed);
    expect(row.delivery_type).toBe('supply');
    expect(row.date.getTime()).toBe(at(16, 12).getTime()); // the time of day is kept
    expect(row.time_of_pickup?.getTime()).toBe(at(16, 8, 5).getTime());
  });

  it('lets a hub coordinator edit their hub’s row, delivery items as an array, blank times cleared', async () => {
    const res = await json('POST', UPDATE(ids.failed), hubco, {
      ...form(),
      date: '2024-05-16',
      time_of_pickup: '',
      delivery_items: [],
    });
    expect(res.statusCode).toBe(200);
    const row = await dbRow(ids.failed);
    expect(row.time_of_pickup).toBeNull();
    expect(row.delivery_items).toEqual([]);
    expect(res.json().delivery.turn_around_time).toBe('00:00:00');
  });
});

describe('DELETE /customqueries/delete_umoja_delivery/{id}', () => {
  it('refuses staff, deletes for a manager, then answers 404', async () => {
    const refused = await json('DELETE', DELETE(ids.before), staff);
    expect(refused.statusCode).toBe(403);
    expect(await dbRow(ids.before)).toBeDefined();
    expect((await json('DELETE', DELETE(ids.north), hubco)).statusCode).toBe(403);
    const res = await json('DELETE', DELETE(ids.before), manager);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Delivery deleted successfully!' });
    expect(await dbRow(ids.before)).toBeUndefined();
    const again = await json('DELETE', DELETE(ids.before), manager);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: 'Delivery not found' });
  });
});

describe('POST /customqueries/repackage_barcode', () => {
  const barcodeRow = async (code: string) =>
    (await fx.database.db.select().from(sampleBarcodes).where(eq(sampleBarcodes.bar_code, code)))[0];

  it('refuses items that are not delivered and requires a reason of at most 500 characters', async () => {
    const pending = await post(REPACKAGE, staff, { barcode: 'S400', reason_for_repackage: 'Leaking' });
    expect(pending.statusCode).toBe(400);
    expect(pending.json()).toEqual({ message: 'Only delivered items can be repackaged' });
    const noReason = await post(REPACKAGE, staff, { barcode: 'B100', reason_for_repackage: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toEqual({ message: 'Please enter a reason for repackaging' });
    const long = await post(REPACKAGE, staff, { barcode: 'B100', reason_for_repackage: 'x'.repeat(501) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ message: 'Reason must be at most 500 characters' });
    expect((await barcodeRow('B100')).repackaged).toBe(false);
    const unknown = await post(REPACKAGE, staff, { barcode: 'ZZZ', reason_for_repackage: 'Torn' });
    expect(unknown.statusCode).toBe(404);
    expect(
      (await post(REPACKAGE, norights, { barcode: 'B100', reason_for_repackage: 'Torn' })).statusCode,
    ).toBe(403);
  });

  it('marks a delivered item’s barcode repackaged, creating the barcode record when missing', async () => {
    const reason = 'y'.repeat(500);
    const res = await post(REPACKAGE, staff, { barcode: 'B100', reason_for_repackage: reason });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Barcode repackaged successfully' });
    expect(await barcodeRow('B100')).toMatchObject({
      bar_code_type: 'batch_entry',
      repackaged: true,
      reason_for_repackage: reason,
    });
    const child = await post(REPACKAGE, manager, { barcode: 'C200', reason_for_repackage: 'Tube cracked' });
    expect(child.statusCode).toBe(200);
    expect(await barcodeRow('C200')).toMatchObject({
      bar_code_type: 'single_entry',
      status: 'used',
      repackaged: true,
      reason_for_repackage: 'Tube cracked',
    });
    // a child listed only in its batch's delivery items
    const listed = await post(REPACKAGE, manager, { barcode: 'C999', reason_for_repackage: 'Relabelled' });
    expect(listed.statusCode).toBe(200);
    expect(await barcodeRow('C999')).toMatchObject({ bar_code_type: 'single_entry', repackaged: true });
  });
});
