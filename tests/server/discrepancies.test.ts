/**
 * The receiving check stored with a receipt (confirm_receiving_items with expected_codes and
 * received_codes), the mark on the report rows, the admin notification pushed on the live feed, the
 * discrepancies list (getreceiving_discrepancies) and the journey's events; receiving without the check unchanged.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { auth, batchDelivery, createFixture, type Fixture, sendJson } from './fixtures';
import { adminNotifications, deliveryReceiptChecks, umojaDeliveries } from '../../server/db/schema';

let fx: Fixture;
/** the deliveries of these tests: trips completed at the hub */
const AT_HUB = { destination: 'Hub', trip_status: 'completed' } as const;
const published: unknown[][] = [];

const today = () => {
  const d = new Date();
  return `${String(d.getDate()).padStart(2, '0')}/${String(d.getMonth() + 1).padStart(2, '0')}/${d.getFullYear()}`;
};

beforeAll(async () => {
  fx = await createFixture();
  const spy = vi.spyOn(fx.app.live, 'publish');
  spy.mockImplementation((...args: unknown[]) => void published.push(args));
  await fx.database.db
    .insert(umojaDeliveries)
    .values([
      ...batchDelivery('DN-R1', 'BATCH-R1', ['R1-A', 'R1-B', 'R1-C'], fx.hubs.main, AT_HUB),
      ...batchDelivery('DN-R2', 'BATCH-R2', ['R2-A'], fx.hubs.main, AT_HUB),
      ...batchDelivery('DN-R3', 'BATCH-R3', ['R3-A'], fx.hubs.north, AT_HUB),
      ...batchDelivery('DN-R4', 'BATCH-R4', ['R4-A', 'R4-B'], fx.hubs.north, AT_HUB),
      ...batchDelivery('DN-R5', 'BATCH-R5', ['R5-A'], fx.hubs.main, AT_HUB),
    ]);
});

afterAll(async () => {
  vi.restoreAllMocks();
  await fx?.close();
});

async function receive(user: string, fields: Record<string, string>) {
  return sendJson(fx.app, 'POST', '/customqueries/confirm_receiving_items', auth(await fx.login(user)), {
    time_of_receiving: new Date().toISOString(),
    receivers_note: '',
    ...fields,
  });
}

async function list(user: string, fields: Record<string, string> = {}) {
  return sendJson(fx.app, 'POST', '/customqueries/getreceiving_discrepancies', auth(await fx.login(user)), {
    dateone: today(),
    datetwo: today(),
    ...fields,
  });
}

const notifications = () => fx.database.db.select().from(adminNotifications);
const rowsOf = (number: string) =>
  fx.database.db.select().from(umojaDeliveries).where(eq(umojaDeliveries.delivery_number, number));

describe('receiving check', () => {
  it('stores the missing and unexpected codes, marks the rows and raises a pushed admin notification', async () => {
    const res = await receive('hubcoordinator', {
      delivery_number: 'DN-R1',
      username: 'hubcoordinator',
      expected_codes: JSON.stringify(['R1-A', 'R1-B', 'R1-C']),
      received_codes: JSON.stringify(['R1-A', 'R1-B', 'X-9']),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Delivery received successfully!' });
    const rows = await rowsOf('DN-R1');
    expect(rows.map((r) => [r.received_by_coordinator, r.receiving_discrepancy])).toEqual(
      Array(4).fill([true, true]),
    );
    const [check] = await fx.database.db
      .select()
      .from(deliveryReceiptChecks)
      .where(eq(deliveryReceiptChecks.delivery_number, 'DN-R1'));
    expect(check).toMatchObject({
      barcode: 'BATCH-R1',
      collection_hub: fx.hubs.main,
      received_by: 'hubcoordinator',
      expected: ['R1-A', 'R1-B', 'R1-C'],
      missing: ['R1-C'],
      unexpected: ['X-9'],
      discrepancy: true,
    });
    const [note] = await notifications();
    expect(note).toMatchObject({
      title: 'Receiving discrepancy',
      message:
        'Delivery DN-R1 (BATCH-R1) received by hubcoordinator at Kampala Main Hub: missing R1-C; unexpected X-9',
      read: false,
    });
    expect(published).toContainEqual([
      'notifications',
      { type: 'notification', id: note.id, title: note.title, message: note.message },
    ]);

    // the deliveries report row carries the mark
    const report = await sendJson(
      fx.app,
      'POST',
      '/customqueries/getumoja_deliveriesreport',
      auth(await fx.login('manager')),
      { dateone: today(), datetwo: today(), delivery_status: 'all', hub: '' },
    );
    const reportRows = JSON.parse(report.json().report) as Record<string, unknown>[];
    const marks = Object.fromEntries(reportRows.map((r) => [r.barcode, r.receiving_discrepancy]));
    expect(marks).toMatchObject({ 'BATCH-R1': true, 'R1-C': true, 'BATCH-R2': false });
  });

  it('receives without the check exactly as before: no check, no mark, no notification', async () => {
    const before = (await notifications()).length;
    const res = await receive('manager', { delivery_number: 'DN-R2', username: 'manager' });
    expect(res.statusCode).toBe(200);
    expect((await rowsOf('DN-R2')).map((r) => [r.received_by_coordinator, r.receiving_discrepancy])).toEqual([
      [true, false],
      [true, false],
    ]);
    expect(
      await fx.database.db
        .select()
        .from(deliveryReceiptChecks)
        .where(eq(deliveryReceiptChecks.delivery_number, 'DN-R2')),
    ).toEqual([]);
    expect((await notifications()).length).toBe(before);
  });

  it('stores a whole batch as checked without a discrepancy', async () => {
    const before = (await notifications()).length;
    const res = await receive('manager', {
      delivery_number: 'DN-R3',
      expected_codes: 'R3-A',
      received_codes: 'r3-a',
    });
    expect(res.statusCode).toBe(200);
    const [check] = await fx.database.db
      .select()
      .from(deliveryReceiptChecks)
      .where(eq(deliveryReceiptChecks.delivery_number, 'DN-R3'));
    expect(check).toMatchObject({ missing: [], unexpected: [], discrepancy: false });
    expect((await rowsOf('DN-R3')).every((r) => !r.receiving_discrepancy)).toBe(true);
    expect((await notifications()).length).toBe(before);
  });

  it('refuses unreadable codes before writing anything', async () => {
    const res = await receive('manager', { delivery_number: 'DN-R5', received_codes: '["R5-A", ' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Codes must be a list of barcodes' });
    expect((await rowsOf('DN-R5')).every((r) => !r.received_by_coordinator)).toBe(true);
  });

  it('lists the discrepancies by date range and hub; a hub coordinator only sees their hub', async () => {
    expect(
      (
        await receive('manager', {
          delivery_number: 'DN-R4',
          expected_codes: JSON.stringify(['R4-A', 'R4-B']),
          received_codes: JSON.stringify(['R4-B']),
        })
      ).statusCode,
    ).toBe(200);
    const all = await list('manager');
    expect(all.statusCode).toBe(200);
    expect(
      all
        .json()
        .map((r: Record<string, unknown>) => [
          r.delivery_number,
          r.collection_hub_name,
          r.missing,
          r.unexpected,
        ]),
    ).toEqual([
      ['DN-R4', 'Gulu North Hub', ['R4-A'], []],
      ['DN-R1', 'Kampala Main Hub', ['R1-C'], ['X-9']],
    ]);
    expect(all.json()[1]).toMatchObject({ barcode: 'BATCH-R1', received_by: 'hubcoordinator' });
    const north = await list('manager', { hub: String(fx.hubs.north) });
    expect(north.json().map((r: Record<string, unknown>) => r.delivery_number)).toEqual(['DN-R4']);
    const hub = await list('hubcoordinator', { hub: String(fx.hubs.north) });
    expect(hub.json().map((r: Record<string, unknown>) => r.delivery_number)).toEqual(['DN-R1']);
    const yesterday = new Date(Date.now() - 86_400_000);
    const old = `${String(yesterday.getDate()).padStart(2, '0')}/${String(yesterday.getMonth() + 1).padStart(2, '0')}/${yesterday.getFullYear()}`;
    expect((await list('manager', { dateone: old, datetwo: old })).json()).toEqual([]);
    const missing = await list('manager', { dateone: '' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ message: 'Please dates are missing' });
    // hub 'all' is every hub; a hub that is not an id is refused, except for a hub coordinator (always their own)
    expect((await list('manager', { hub: 'all' })).json()).toEqual(all.json());
    const bad = await list('manager', { hub: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: 'Invalid hub' });
    const own = await list('hubcoordinator', { hub: 'x' });
    expect(own.json().map((r: Record<string, unknown>) => r.delivery_number)).toEqual(['DN-R1']);
  });

  it('shows the discrepancy in the journeys of the batch and of the missing child', async () => {
    const headers = auth(await fx.login('manager'));
    const child = (await sendJson(fx.app, 'GET', '/customqueries/sample_journey/R1-C', headers)).json();
    expect(child.discrepancy).toBe(true);
    expect(
      child.events
        .filter((e: Record<string, unknown>) => String(e.type).includes('receiv'))
        .map((e: Record<string, unknown>) => [e.type, e.who, e.place, e.codes]),
    ).toEqual([
      ['received', 'hubcoordinator', 'Kampala Main Hub', ['R1-C', 'X-9']],
      ['missing_at_receiving', 'hubcoordinator', 'Kampala Main Hub', ['R1-C']],
    ]);
    const parent = (await sendJson(fx.app, 'GET', '/customqueries/sample_journey/BATCH-R1', headers)).json();
    expect(parent.discrepancy).toBe(true);
    expect(parent.events.map((e: Record<string, unknown>) => e.type)).toEqual([
      'delivered',
      'received',
      'missing_at_receiving',
      'unexpected_at_receiving',
    ]);
    const whole = (await sendJson(fx.app, 'GET', '/customqueries/sample_journey/BATCH-R3', headers)).json();
    expect(whole.discrepancy).toBe(false);
  });
});

describe('the discrepancies list paged on the server (page, page_size, ordering, filters)', () => {
  // 30 receipts with a discrepancy today: PG-100 (the oldest) … PG-129 (the newest); even ones at the main hub,
  // odd ones at the north hub; plus a checked receipt without a discrepancy, never listed
  beforeAll(async () => {
    const noon = new Date();
    noon.setHours(12, 0, 0, 0);
    await fx.database.db.insert(deliveryReceiptChecks).values([
      ...Array.from({ length: 30 }, (_, i) => ({
        delivery_number: `PG-${100 + i}`,
        barcode: `PGB-${100 + i}`,
        collection_hub: i % 2 === 0 ? fx.hubs.main : fx.hubs.north,
        received_by: 'manager',
        time_of_receiving: new Date(noon.getTime() + i * 60_000),
        expected: [`PGC-${i}`, `PGD-${i}`],
        missing: [`PGC-${i}`],
        unexpected: [],
        discrepancy: true,
      })),
      {
        delivery_number: 'PG-200',
        barcode: 'PGB-200',
        collection_hub: fx.hubs.main,
        received_by: 'manager',
        time_of_receiving: noon,
        expected: ['PGC-200'],
        missing: [],
        unexpected: [],
        discrepancy: false,
      },
    ]);
  });
  const numbers = (body: { results: Record<string, unknown>[] }) =>
    body.results.map((r) => r.delivery_number);
  const mine = JSON.stringify({ delivery_number_prefix: 'PG-' });

  it('answers page 2 of the filtered rows in the asked order, with their count', async () => {
    const res = await list('manager', {
      page: '2',
      page_size: '10',
      ordering: 'delivery_number',
      filters: mine,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.count).toBe(30);
    expect(numbers(body)).toEqual(Array.from({ length: 10 }, (_, i) => `PG-${110 + i}`));
    // the rows of the full answer
    expect(body.results[0]).toMatchObject({
      barcode: 'PGB-110',
      collection_hub: fx.hubs.main,
      collection_hub_name: 'Kampala Main Hub',
      received_by: 'manager',
      expected: ['PGC-10', 'PGD-10'],
      missing: ['PGC-10'],
      unexpected: [],
    });
    expect(new Date(body.results[0].time_of_receiving).toISOString()).toBe(body.results[0].time_of_receiving);

    // newest first without an ordering; descending by the time of receiving on page 3
    expect(numbers((await list('manager', { page: '1', page_size: '3', filters: mine })).json())).toEqual([
      'PG-129',
      'PG-128',
      'PG-127',
    ]);
    const last = (
      await list('manager', { page: '3', page_size: '10', ordering: '-time_of_receiving', filters: mine })
    ).json();
    expect(numbers(last)).toEqual(Array.from({ length: 10 }, (_, i) => `PG-${109 - i}`));
    // a filter on the codes as the screen shows them
    const codes = (
      await list('manager', { page: '1', filters: JSON.stringify({ expected_contains: 'pgd-2' }) })
    ).json();
    expect(numbers(codes).sort()).toEqual(
      ['PG-102', ...Array.from({ length: 10 }, (_, i) => `PG-${120 + i}`)].sort(),
    );
    expect(codes.count).toBe(11);
  });

  it('keeps the dates and the hub scope: a hub searched, a hub coordinator always their own hub', async () => {
    // the manager asks for the north hub; the hub coordinator asks for it too and gets their own (main) hub
    for (const [user, ordering, page2] of [
      ['manager', 'delivery_number', ['PG-121', 'PG-123', 'PG-125', 'PG-127', 'PG-129']],
      ['hubcoordinator', '-delivery_number', ['PG-108', 'PG-106', 'PG-104', 'PG-102', 'PG-100']],
    ] as const) {
      const hub = (
        await list(user, { hub: String(fx.hubs.north), page: '2', page_size: '10', ordering, filters: mine })
      ).json();
      expect(hub.count).toBe(15);
      expect(numbers(hub)).toEqual(page2);
    }
    const yesterday = new Date(Date.now() - 86_400_000);
    const old = `${String(yesterday.getDate()).padStart(2, '0')}/${String(yesterday.getMonth() + 1).padStart(2, '0')}/${yesterday.getFullYear()}`;
    expect((await list('manager', { dateone: old, datetwo: old, page: '1' })).json()).toEqual({
      count: 0,
      results: [],
    });
    const bad = await list('manager', { page: '1', ordering: 'discrepancy' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: 'Unknown sort field: discrepancy' });
  });
});
