import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { clientOrders } from '../../server/db/schema';
import { fixtureWithRoles, type Fixture, type Headers, agentIds, sendForm, reportRows } from './fixtures';

let fx: Fixture;
let admin: Headers, manager: Headers, staff: Headers, hubco: Headers;
let alice: number; // active
let carol: number; // inactive
const ids: Record<string, number> = {};

const REPORT = '/customqueries/getclientorder_deliveriesreport';
const UPDATE = '/customqueries/update_order';
const CANCEL = '/customqueries/cancel_order';
const ASSIGN = '/customqueries/createorder_assignment';
const CHARGE = '/customqueries/createorderextracharge';

/** Local time in May 2024 (the server's calendar). */
const at = (day: number, h: number, m = 0) => new Date(2024, 4, day, h, m);

const items = [
  { key: 1, item_name: 'Gloves', quantity: 2, description: 'Nitrile, box', total: 600 },
  { key: 2, item_name: 'Cool box', quantity: 1, description: 'Small', total: 400 },
];

interface OrderRow {
  id: number;
  ordernumber: string;
  order_status: string;
  date: string;
  [key: string]: unknown;
}

beforeAll(async () => {
  ({ fx, admin, manager, staff, hubco } = await fixtureWithRoles());
  const db = fx.database.db;
  const agent = await agentIds(fx);
  alice = agent('AG0001');
  carol = agent('AG0003');
  const base = { clientname: 'City Lab', order_address: 'Plot 5, Kampala Road', mode_of_payment: 'cash' };
  const rows = {
    pending: {
      ...base,
      ordernumber: 'OR001',
      date: at(13, 10),
      order_status: 'pending' as const,
      additional_addressinfo: 'Second floor',
      order_address_dictionary: { location_lat: 0.3476, location_lng: 32.5825, Address: 'Kampala Road' },
      time_of_pickup: at(13, 10, 30),
      items_total: '1000',
      order_total: '1000',
      item_details: items,
    },
    assigned: {
      ...base,
      ordernumber: 'OR002',
      date: at(14, 8),
      order_status: 'assigned' as const,
      assigned_agent: alice,
      assigned_agentname: 'Alice Nakato',
      items_total: '2500.50',
      additional_charges: '100',
      order_total: '2600.50',
    },
    success: { ...base, ordernumber: 'OR003', date: at(14, 20), order_status: 'success' as const },
    old: { ...base, ordernumber: 'OR004', date: at(12, 23, 59), order_status: 'cancelled' as const },
    pending2: { ...base, ordernumber: 'OR005', date: at(14, 9), order_status: 'pending' as const },
    pending3: { ...base, ordernumber: 'OR006', date: at(14, 9, 30), order_status: 'pending' as const },
  };
  for (const [key, row] of Object.entries(rows)) {
    const [created] = await db.insert(clientOrders).values(row).returning({ id: clientOrders.id });
    ids[key] = created.id;
  }
});
afterAll(async () => fx.close());

function post(url: string, headers: Record<string, string>, fields: Record<string, string>) {
  return sendForm(fx.app, 'POST', url, headers, fields);
}
const RANGE = { dateone: '13/05/2024', datetwo: '14/05/2024' };
async function report(headers: Record<string, string>, fields: Record<string, string>) {
  return reportRows<OrderRow>(await post(REPORT, headers, fields));
}
const order = async (id: number) =>
  (await fx.database.db.select().from(clientOrders).where(eq(clientOrders.id, id)))[0];

describe('POST /customqueries/getclientorder_deliveriesreport', () => {
  it('answers the orders of the local days dateone..datetwo, newest first, as JSON text', async () => {
    const rows = await report(manager, { ...RANGE, order_status: '' });
    expect(rows.map((r) => r.id)).toEqual([
      ids.success,
      ids.pending3,
      ids.pending2,
      ids.assigned,
      ids.pending,
    ]);
    expect(rows.find((r) => r.id === ids.pending)).toEqual({
      id: ids.pending,
      ordernumber: 'OR001',
      date: '13/05/2024',
      orig_date: at(13, 10).toISOString(),
      order_status: 'pending',
      client: null,
      clientname: 'City Lab',
      assigned_agent: null,
      assigned_agentname: null,
      order_address: 'Plot 5, Kampala Road',
      additional_addressinfo: 'Second floor',
      order_address_dictionary: { location_lat: 0.3476, location_lng: 32.5825, Address: 'Kampala Road' },
      time_of_pickup: '10:30',
      time_of_dropoff: null,
      order_total: 1000,
      additional_charges: 0,
      items_total: 1000,
      mode_of_payment: 'cash',
      item_details: items,
    });
    expect(rows.find((r) => r.id === ids.assigned)).toMatchObject({
      assigned_agent: alice,
      assigned_agentname: 'Alice Nakato',
      items_total: 2500.5,
      additional_charges: 100,
      order_total: 2600.5,
      order_address_dictionary: null,
      item_details: [],
    });
  });

  it('filters by status and accepts YYYY-MM-DD dates', async () => {
    const pending = await report(admin, { ...RANGE, order_status: 'pending' });
    expect(pending.map((r) => r.id)).toEqual([ids.pending3, ids.pending2, ids.pending]);
    const all = await report(admin, { dateone: '2024-05-12', datetwo: '2024-05-12', order_status: 'all' });
    expect(all.map((r) => r.id)).toEqual([ids.old]);
    const bad = await post(REPORT, admin, { ...RANGE, order_status: 'lost' });
    expect(bad.statusCode).toBe(400);
  });

  it('answers 400 "Please dates are missing" without both dates', async () => {
    const cases: Record<string, string>[] = [
      { dateone: '13/05/2024', order_status: '' },
      { datetwo: '13/05/2024' },
    ];
    for (const fields of cases) {
      const res = await post(REPORT, manager, fields);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'Please dates are missing' });
    }
  });
});

describe('order changes', () => {
  it('refuses every order call to users without view_product_orders (403)', async () => {
    const calls: [string, Record<string, string>][] = [
      [REPORT, RANGE],
      [UPDATE, { order_id: String(ids.pending), date: '20/05/2024' }],
      [CANCEL, { order_id: String(ids.pending2) }],
      [ASSIGN, { order_id: String(ids.pending3), selected_agent: String(alice) }],
      [CHARGE, { order_id: String(ids.assigned), extra_charge: '50' }],
    ];
    for (const who of [staff, hubco]) {
      for (const [url, fields] of calls) {
        const res = await post(url, who, fields);
        expect(res.statusCode, url).toBe(403);
        expect(res.json().detail).toBeTruthy();
      }
    }
    expect((await order(ids.pending2)).order_status).toBe('pending');
    expect((await order(ids.assigned)).additional_charges).toBe('100.00');
  });

  it('updates the date of an order, keeping its time of day', async () => {
    const res = await post(UPDATE, manager, { order_id: String(ids.pending), date: '20/05/2024' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Order updated successfully' });
    expect((await order(ids.pending)).date.getTime()).toBe(at(20, 10).getTime());
    const iso = await post(UPDATE, manager, { order_id: String(ids.pending), date: '2024-05-13' });
    expect(iso.statusCode).toBe(200);
    expect((await order(ids.pending)).date.getTime()).toBe(at(13, 10).getTime());
    const noDate = await post(UPDATE, manager, { order_id: String(ids.pending), date: '' });
    expect(noDate.statusCode).toBe(400);
    expect(noDate.json()).toEqual({ message: 'Please select a date' });
    const unknown = await post(UPDATE, manager, { order_id: '999999', date: '20/05/2024' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Order not found' });
  });

  it('cancels only pending orders', async () => {
    const refused = await post(CANCEL, manager, { order_id: String(ids.assigned) });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: 'Only pending orders can be cancelled' });
    expect((await order(ids.assigned)).order_status).toBe('assigned');
    const res = await post(CANCEL, manager, { order_id: String(ids.pending2) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Order cancelled successfully' });
    expect((await order(ids.pending2)).order_status).toBe('cancelled');
    expect((await post(CANCEL, manager, { order_id: String(ids.pending2) })).statusCode).toBe(400);
    expect((await post(CANCEL, manager, { order_id: '999999' })).statusCode).toBe(404);
  });

  it('assigns a pending order to an active agent', async () => {
    const noAgent = await post(ASSIGN, manager, { order_id: String(ids.pending3), selected_agent: '' });
    expect(noAgent.statusCode).toBe(400);
    expect(noAgent.json()).toEqual({ message: 'Please select agent' });
    const inactive = await post(ASSIGN, manager, {
      order_id: String(ids.pending3),
      selected_agent: String(carol),
    });
    expect(inactive.statusCode).toBe(400);
    expect(inactive.json()).toEqual({ message: 'The selected agent is not active' });
    const cancelled = await post(ASSIGN, manager, {
      order_id: String(ids.pending2),
      selected_agent: String(alice),
    });
    expect(cancelled.statusCode).toBe(400);
    expect(cancelled.json()).toEqual({ message: 'Only pending orders can be assigned' });
    const res = await post(ASSIGN, manager, {
      order_id: String(ids.pending3),
      selected_agent: String(alice),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Order assigned successfully' });
    expect(await order(ids.pending3)).toMatchObject({
      order_status: 'assigned',
      assigned_agent: alice,
      assigned_agentname: 'Alice Nakato',
    });
  });

  it('adds an extra charge to assigned orders only, greater than zero', async () => {
    const onPending = await post(CHARGE, manager, { order_id: String(ids.pending), extra_charge: '50' });
    expect(onPending.statusCode).toBe(400);
    expect(onPending.json()).toEqual({ message: 'Only assigned orders can take an extra charge' });
    for (const extra_charge of ['0', '-5', '0.001']) {
      const res = await post(CHARGE, manager, { order_id: String(ids.assigned), extra_charge });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'Extra charge cant be less than or equal to zero' });
    }
    const text = await post(CHARGE, manager, { order_id: String(ids.assigned), extra_charge: 'abc' });
    expect(text.statusCode).toBe(400);
    const res = await post(CHARGE, manager, { order_id: String(ids.assigned), extra_charge: '49.25' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Extra charge added successfully' });
    expect(await order(ids.assigned)).toMatchObject({
      additional_charges: '149.25',
      items_total: '2500.50',
      order_total: '2649.75',
    });
    const rows = await report(manager, { ...RANGE, order_status: 'assigned' });
    expect(rows.find((r) => r.id === ids.assigned)).toMatchObject({
      additional_charges: 149.25,
      order_total: 2649.75,
    });
    const unknown = await post(CHARGE, manager, { order_id: '999999', extra_charge: '10' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Order not found' });
  });
});
