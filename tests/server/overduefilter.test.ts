/**
 * The overdue filter of the lists (our extension): GET /api/pending_umoja_pickups?overdue=true and the
 * deliveries report's field overdue = dropoff | receipt | any keep only the rows late now (server/overdue.ts), a
 * hub coordinator keeps only their hub's, a bad value is refused with the field's name. Targets: the defaults
 * (24 h per leg).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createFixture, type Fixture, sendJson } from './fixtures';
import { serverTimeZone } from '../../server/routes/customqueries/deliveries/common';
import { isEmbedded, TURNAROUND_WORK_MEM } from '../../server/routes/customqueries/turnaround';
import { ENGINE } from './engine';
import { deliveryRows, droppedOff, pickupRows, receivedOnTime } from './overdueRows';
import { pendingPickups, umojaDeliveries } from '../../server/db/schema';

let fx: Fixture;
const H = 3_600_000;
const now = Date.now();
const at = (ms: number) => new Date(now + ms);
const ddmmyyyy = (d: Date) =>
  `${String(d.getDate()).padStart(2, '0')}/${String(d.getMonth() + 1).padStart(2, '0')}/${d.getFullYear()}`;

beforeAll(async () => {
  fx = await createFixture();
  const db = fx.database.db;
  const pickup = await pickupRows(fx, { collection_hub: fx.hubs.main });
  await db.insert(pendingPickups).values([
    pickup('PUP000101', 'pending', at(-30 * H)), // late (main hub)
    pickup('PUP000102', 'pending', at(-2 * H)), // on time
    pickup('PUP000103', 'picked_up', at(-48 * H)), // picked up: not late
    pickup('PUP000104', 'assigned', at(-30 * H), {
      // late, north hub only
      pickup_location_type: 'collection_hub',
      pickup_health_center: null,
      pickup_collection_hub: fx.hubs.north,
      destination_collection_hub: fx.hubs.north,
      collection_hub: fx.hubs.north,
    }),
  ]);
  const delivery = deliveryRows(at(-26 * H));
  await db.insert(umojaDeliveries).values([
    delivery('OVF-DROP', fx.hubs.main, { time_of_pickup: at(-25 * H) }), // not dropped off: late
    delivery('OVF-RECV', fx.hubs.main, droppedOff(at)), // not received: late
    delivery('OVF-NORTH', fx.hubs.north, { time_of_pickup: at(-25 * H) }), // late, north hub
    delivery('OVF-ONTIME', fx.hubs.main, { time_of_pickup: at(-2 * H) }), // due in 22 h
    delivery('OVF-DONE', fx.hubs.main, receivedOnTime(at)),
  ]);
});
afterAll(async () => {
  await fx.close();
});

const pickups = async (user: string, query: string) =>
  sendJson(fx.app, 'GET', `/api/pending_umoja_pickups/?${query}`, auth(await fx.login(user)));
const searchPickups = async (user: string, query: string) =>
  sendJson(
    fx.app,
    'GET',
    `/api/pending_umoja_pickups/search_by_date_range/?${query}`,
    auth(await fx.login(user)),
  );

const report = async (user: string, extra: Record<string, string>) =>
  sendJson(fx.app, 'POST', '/customqueries/getumoja_deliveriesreport', auth(await fx.login(user)), {
    dateone: ddmmyyyy(at(-72 * H)),
    datetwo: ddmmyyyy(at(24 * H)),
    ...extra,
  });

const numbers = (rows: { pickup_number?: string; delivery_number?: string }[]) =>
  rows.map((r) => r.pickup_number ?? r.delivery_number).sort();

describe('the overdue filter of the pending pickups list', () => {
  it('keeps the pickups late now, each marked, and not the on-time or picked-up ones', async () => {
    const res = await pickups('manager', 'overdue=true&page=1&page_size=50');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.count).toBe(2);
    expect(numbers(body.results)).toEqual(['PUP000101', 'PUP000104']);
    expect(body.results.every((r: { overdue: boolean }) => r.overdue === true)).toBe(true);
    // without the filter every row is there, the on-time one unmarked
    const all = (await pickups('manager', 'page=1&page_size=50')).json();
    expect(numbers(all.results)).toEqual(['PUP000101', 'PUP000102', 'PUP000103', 'PUP000104']);
    expect(all.results.find((r: { pickup_number: string }) => r.pickup_number === 'PUP000102').overdue).toBe(
      false,
    );
    // the unpaged list and the date-range search filter too
    const unpaged = (await pickups('manager', 'overdue=true')).json();
    expect(numbers(unpaged)).toEqual(['PUP000101', 'PUP000104']);
    const search = await searchPickups('manager', 'start_date=2025-12-01&end_date=2026-01-31&overdue=true');
    expect(search.statusCode).toBe(200);
    expect(numbers(search.json().results)).toEqual(['PUP000101', 'PUP000104']);
  });

  it('refuses a bad value, naming the field', async () => {
    const res = await pickups('manager', 'overdue=soon');
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json())).toEqual(['overdue']);
    const search = await searchPickups('manager', 'overdue=soon');
    expect(search.statusCode).toBe(400);
    expect(Object.keys(search.json())).toEqual(['overdue']);
  });

  it("keeps a hub coordinator's list to their hub", async () => {
    await fx.setRights(fx.users.hubcoordinator, {
      view_umoja_deliveries: true,
      view_online_riders: true,
      view_agent_activities: true,
      view_statistics: true,
      view_pending_umoja_pickups: true,
    });
    const res = await pickups('hubcoordinator', 'overdue=true&page=1&page_size=50');
    expect(res.statusCode).toBe(200);
    expect(numbers(res.json().results)).toEqual(['PUP000101']);
  });
});

describe("get_overdue's since (where the card's links start the lists' date range)", () => {
  it('answers the earliest list day of each kind of late rows', async () => {
    const res = await sendJson(
      fx.app,
      'POST',
      '/customqueries/get_overdue',
      auth(await fx.login('manager')),
      {},
    );
    expect(res.statusCode).toBe(200);
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: serverTimeZone() }).format(at(-26 * H));
    expect(res.json()).toMatchObject({
      pickup: 2,
      dropoff: 2,
      receipt: 1,
      since: { pickup: '2026-01-01', dropoff: day, receipt: day },
    });
  });
});

describe('the overdue filter of the deliveries report', () => {
  it('keeps the rows late now for dropoff, receipt and any, in the full and the paged answer', async () => {
    const full = async (overdue: string) => {
      const res = await report('manager', { overdue });
      expect(res.statusCode).toBe(200);
      return numbers(JSON.parse(res.json().report));
    };
    expect(await full('dropoff')).toEqual(['OVF-DROP', 'OVF-NORTH']);
    expect(await full('receipt')).toEqual(['OVF-RECV']);
    expect(await full('any')).toEqual(['OVF-DROP', 'OVF-NORTH', 'OVF-RECV']);
    expect(await full('')).toEqual(['OVF-DONE', 'OVF-DROP', 'OVF-NORTH', 'OVF-ONTIME', 'OVF-RECV']);

    // paged: the counts and ids of one query are cached, so the filter must be part of the key
    const paged = async (overdue: string) => {
      const res = await report('manager', { overdue, page: '1', page_size: '25' });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      return { count: body.count, rows: numbers(body.results) };
    };
    expect(await paged('')).toEqual({
      count: 5,
      rows: ['OVF-DONE', 'OVF-DROP', 'OVF-NORTH', 'OVF-ONTIME', 'OVF-RECV'],
    });
    expect(await paged('any')).toEqual({ count: 3, rows: ['OVF-DROP', 'OVF-NORTH', 'OVF-RECV'] });
    expect(await paged('receipt')).toEqual({ count: 1, rows: ['OVF-RECV'] });
    const page2 = (await report('manager', { overdue: 'dropoff', page: '2', page_size: '1' })).json();
    expect(page2.count).toBe(2);
    expect(page2.results).toHaveLength(1);
  });

  it("keeps a hub coordinator's report to their hub", async () => {
    const res = await report('hubcoordinator', { overdue: 'any' });
    expect(res.statusCode).toBe(200);
    expect(numbers(JSON.parse(res.json().report))).toEqual(['OVF-DROP', 'OVF-RECV']);
    const paged = (await report('hubcoordinator', { overdue: 'any', page: '1', page_size: '25' })).json();
    expect(paged.count).toBe(2);
  });

  it('refuses a bad value, naming the field', async () => {
    const res = await report('manager', { overdue: 'late' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/overdue/);
  });
});

describe("get_turnaround's work memory (PGlite's never shrinks)", () => {
  it("knows which engine it runs on: PGlite's default, 64MB on PostgreSQL", () => {
    expect(isEmbedded(fx.database.db)).toBe(ENGINE === 'pglite');
    expect(TURNAROUND_WORK_MEM).toMatchObject({ pglite: null, postgres: '64MB' });
  });
});
