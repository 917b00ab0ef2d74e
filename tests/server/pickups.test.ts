import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pendingPickups } from '../../server/db/schema';
import { daysBack, toIsoDate } from '../../contract/dates';
import {
  createFixture,
  type Fixture,
  roleHeaders,
  type Headers,
  hubPlaces,
  sampleIds,
  pickupBody,
  sendForm,
  sendJson,
} from './fixtures';

let fx: Fixture;
let admin: Headers, manager: Headers, staff: Headers, hubco: Headers;
let blood: number;
let urine: number;
let alice: number; // main hub
let denis: number; // north hub
let mulago: number; // health centre of the main hub
let lacor: number; // health centre of the north hub
const seeded: Record<string, number> = {};

const API = '/api/pending_umoja_pickups/';
const SEARCH = '/api/pending_umoja_pickups/search_by_date_range/';
const RANGE_ERROR = { error: 'Please select a valid date range' };
const day = (n: number) => toIsoDate(daysBack(n));

interface Pickup {
  id: number;
  pickup_number: string;
  date: string;
  sample: { id: number; name: string; priority: string } | null;
  sample_name: string | null;
  quantity: number;
  pickup_status: string;
  source: string;
  created_by: string | null;
  pickup_location_type: string;
  destination_location_type: string;
  pickup_health_center: number | null;
  pickup_collection_hub: number | null;
  destination_health_center: number | null;
  destination_collection_hub: number | null;
  pickup_location_display: string | null;
  destination_location_display: string | null;
  assigned_delivery_agent: number | null;
  assigned_rider: number | null;
  assigned_delivery_agent_name: string | null;
  assigned_rider_name: string | null;
  health_center: number | null;
  collection_hub: number | null;
  pickup_from: string | null;
  failure_reason: string | null;
  notes: string | null;
  time_stamp: string;
  assigned_at: string | null;
  picked_up_at: string | null;
  delivered_at: string | null;
}

beforeAll(async () => {
  fx = await createFixture();
  ({ admin, manager, staff, hubco } = await roleHeaders(fx));
  const db = fx.database.db;
  const sample = await sampleIds(fx);
  blood = sample('Blood');
  urine = sample('Urine');
  ({ alice, denis, mulago, lacor } = await hubPlaces(fx));

  // stored pickups at known days back; numbers leave a gap so the next one continues after the highest
  const rows = [
    { key: 'today', number: 'PUP000040', back: 0, hc: mulago, status: 'pending' as const },
    { key: 'three', number: 'PUP000041', back: 3, hc: lacor, status: 'delivered' as const },
    { key: 'ten', number: 'PUP000007', back: 10, hc: mulago, status: 'failed' as const },
    { key: 'thirty', number: 'PUP000003', back: 30, hc: lacor, status: 'cancelled' as const },
  ];
  for (const r of rows) {
    const [created] = await db
      .insert(pendingPickups)
      .values({
        pickup_number: r.number,
        date: day(r.back),
        sample: blood,
        quantity: 2,
        pickup_status: r.status,
        pickup_location_type: 'health_center',
        pickup_health_center: r.hc,
        destination_location_type: 'collection_hub',
        destination_collection_hub: r.hc === mulago ? fx.hubs.main : fx.hubs.north,
        assigned_delivery_agent: r.status === 'pending' ? null : denis,
        assigned_rider: r.status === 'pending' ? null : denis,
        failure_reason: r.status === 'failed' ? 'Facility closed on arrival' : null,
        time_stamp: daysBack(r.back),
      })
      .returning({ id: pendingPickups.id });
    seeded[r.key] = created.id;
  }
});
afterAll(async () => fx.close());

const get = (url: string, headers: Record<string, string>) => sendJson(fx.app, 'GET', url, headers);
const postJson = (headers: Record<string, string>, payload: Record<string, unknown>) =>
  fx.app.inject({ method: 'POST', url: API, headers, payload });
const postForm = (headers: Record<string, string>, fields: Record<string, string>) => {
  return sendForm(fx.app, 'POST', API, headers, fields);
};
const putJson = (id: number, headers: Record<string, string>, payload: Record<string, unknown>) =>
  fx.app.inject({ method: 'PUT', url: `${API}${id}/`, headers, payload });

/** A valid create body as the SPA sends it: from Mulago (health centre) to the main hub. */
const validBody = (extra: Record<string, unknown> = {}) =>
  pickupBody(fx, blood, mulago, { created_by: 'manager', ...extra });

describe('GET /api/pending_umoja_pickups/search_by_date_range/', () => {
  it('defaults to the last 7 days up to today, newest first, and echoes the range', async () => {
    const res = await get(SEARCH, manager);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.date_range).toEqual({ default_range: true, start_date: day(7), end_date: day(0) });
    expect(body.results.map((r: Pickup) => r.id)).toEqual([seeded.today, seeded.three]);
    expect(body.count).toBe(2);
  });

  it('answers the given range, inclusive, with the display names and the sample object', async () => {
    const res = await get(`${SEARCH}?start_date=${day(30)}&end_date=${day(3)}`, staff);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.date_range).toEqual({ default_range: false, start_date: day(30), end_date: day(3) });
    expect(body.results.map((r: Pickup) => r.pickup_number)).toEqual(['PUP000041', 'PUP000007', 'PUP000003']);
    const three = body.results[0] as Pickup;
    expect(three).toMatchObject({
      date: day(3),
      sample: { id: blood, name: 'Blood', priority: 'high' },
      sample_name: 'Blood',
      pickup_status: 'delivered',
      pickup_location_display: 'Lacor Health Centre',
      destination_location_display: 'Gulu North Hub',
      assigned_delivery_agent_name: 'Denis Opio',
      assigned_rider_name: 'Denis Opio',
    });
    expect(three.time_stamp).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(three).not.toHaveProperty('sample_priority');
  });

  it('filters the range by status', async () => {
    const res = await get(`${SEARCH}?start_date=${day(40)}&end_date=${day(0)}&pickup_status=failed`, manager);
    expect(res.json().results.map((r: Pickup) => r.id)).toEqual([seeded.ten]);
  });

  it('refuses a range with one date missing, a bad date or the start after the end', async () => {
    for (const qs of [
      `start_date=${day(3)}`,
      `end_date=${day(3)}`,
      `start_date=${day(3)}&end_date=`,
      'start_date=2024-02-30&end_date=2024-03-10',
      'start_date=01/03/2024&end_date=2024-03-10',
      `start_date=${day(0)}&end_date=${day(5)}`,
    ]) {
      const res = await get(`${SEARCH}?${qs}`, manager);
      expect(res.statusCode, qs).toBe(400);
      expect(res.json()).toEqual(RANGE_ERROR);
    }
  });

  it('refuses callers without a pickups right', async () => {
    const res = await get(SEARCH, hubco);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: 'You do not have permission to perform this action.' });
    expect((await get(API, hubco)).statusCode).toBe(403);
    expect((await get(`${API}${seeded.today}/`, hubco)).statusCode).toBe(403);
  });
});

describe('POST /api/pending_umoja_pickups/ rules', () => {
  it('answers every required message of the form', async () => {
    const res = await postJson(manager, {});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      date: ['Please select pickup date'],
      sample: ['Please select sample type'],
      quantity: ['Please enter quantity'],
      pickup_location_type: ['Please select pickup location type'],
      destination_location_type: ['Please select destination location type'],
    });
    const blank = await postForm(manager, {
      date: '',
      sample: '',
      quantity: '',
      pickup_location_type: '',
      destination_location_type: '',
    });
    expect(blank.statusCode).toBe(400);
    expect(Object.keys(blank.json()).sort()).toEqual([
      'date',
      'destination_location_type',
      'pickup_location_type',
      'quantity',
      'sample',
    ]);
  });

  it('refuses a quantity that is not a whole number or beyond the column, under the quantity field', async () => {
    const half = await postJson(manager, validBody({ quantity: 2.5 }));
    expect(half.statusCode).toBe(400);
    expect(half.json()).toEqual({ quantity: ['A valid integer is required.'] });
    const halfText = await postJson(manager, validBody({ quantity: '2.5' }));
    expect(halfText.json()).toEqual({ quantity: ['A valid integer is required.'] });

    for (const quantity of [99999999999, '99999999999', 2147483648]) {
      const huge = await postJson(manager, validBody({ quantity }));
      expect(huge.statusCode, String(quantity)).toBe(400);
      expect(huge.json()).toEqual({ quantity: ['Ensure this value is less than or equal to 2147483647.'] });
    }
    const largest = await postJson(manager, validBody({ quantity: 2147483647 }));
    expect(largest.statusCode).toBe(201);
    expect(largest.json().quantity).toBe(2147483647);
    const removed = await sendJson(fx.app, 'DELETE', `${API}${largest.json().id}/`, manager);
    expect(removed.statusCode).toBe(204);
  });

  it('needs a quantity of at least 1, an existing sample and a valid status for a new pickup', async () => {
    const zero = await postJson(manager, validBody({ quantity: 0 }));
    expect(zero.statusCode).toBe(400);
    expect(zero.json()).toEqual({ quantity: ['Ensure this value is greater than or equal to 1.'] });

    const unknown = await postJson(manager, validBody({ sample: 9999 }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ sample: ['Invalid pk "9999" - object does not exist.'] });

    for (const status of ['picked_up', 'delivered', 'failed', 'in_transit_to_pickup']) {
      const res = await postJson(manager, validBody({ pickup_status: status }));
      expect(res.statusCode, status).toBe(400);
      expect(res.json()).toEqual({ pickup_status: [`"${status}" is not a valid choice.`] });
    }
    const bad = await postJson(manager, validBody({ pickup_location_type: 'warehouse' }));
    expect(bad.json()).toEqual({ pickup_location_type: ['"warehouse" is not a valid choice.'] });
  });

  it('needs the health centre or hub that matches each location type', async () => {
    const noCentre = await postJson(manager, validBody({ pickup_health_center: '' }));
    expect(noCentre.statusCode).toBe(400);
    expect(noCentre.json()).toEqual({ pickup_health_center: ['Please select pickup health center'] });

    // a hub given where a health centre was chosen does not count
    const wrongKind = await postJson(
      manager,
      validBody({ pickup_health_center: null, pickup_collection_hub: fx.hubs.main }),
    );
    expect(wrongKind.json()).toEqual({ pickup_health_center: ['Please select pickup health center'] });

    const noHub = await postJson(
      manager,
      validBody({ pickup_location_type: 'collection_hub', destination_collection_hub: null }),
    );
    expect(noHub.json()).toEqual({
      pickup_collection_hub: ['Please select pickup collection hub'],
      destination_collection_hub: ['Please select destination collection hub'],
    });

    const noDestCentre = await postJson(manager, validBody({ destination_location_type: 'health_center' }));
    expect(noDestCentre.json()).toEqual({
      destination_health_center: ['Please select destination health center'],
    });

    const missing = await postJson(manager, validBody({ pickup_health_center: 4242 }));
    expect(missing.json()).toEqual({ pickup_health_center: ['Invalid pk "4242" - object does not exist.'] });
  });
});

describe('creating and updating pickups', () => {
  let created: Pickup;

  it('creates a pickup from the multipart form: number, names, rider and the derived columns filled', async () => {
    const res = await postForm(manager, {
      date: day(0),
      sample: String(urine),
      quantity: '4',
      pickup_status: 'assigned',
      pickup_location_type: 'health_center',
      pickup_health_center: String(mulago),
      pickup_collection_hub: String(fx.hubs.north),
      destination_location_type: 'collection_hub',
      destination_collection_hub: String(fx.hubs.main),
      assigned_delivery_agent: String(alice),
      notes: 'Keep samples in the cool box',
      pickup_notes: '',
      scheduled_pickup_date: `${day(0)}T15:30:00.000Z`,
      source: 'dashboard',
      created_by: 'someone-else',
    });
    expect(res.statusCode).toBe(201);
    created = res.json();
    expect(created).toMatchObject({
      pickup_number: 'PUP000042',
      date: day(0),
      sample: { id: urine, name: 'Urine', priority: 'low' },
      sample_name: 'Urine',
      quantity: 4,
      pickup_status: 'assigned',
      source: 'dashboard',
      created_by: 'manager',
      pickup_health_center: mulago,
      pickup_collection_hub: null,
      destination_collection_hub: fx.hubs.main,
      destination_health_center: null,
      pickup_location_display: 'Mulago Health Centre',
      destination_location_display: 'Kampala Main Hub',
      assigned_delivery_agent: alice,
      assigned_rider: alice,
      assigned_delivery_agent_name: 'Alice Nakato',
      assigned_rider_name: 'Alice Nakato',
      health_center: mulago,
      collection_hub: fx.hubs.main,
      pickup_from: 'Mulago Health Centre',
      notes: 'Keep samples in the cool box',
      pickup_notes: null,
      scheduled_pickup_date: `${day(0)}T15:30:00.000Z`,
      picked_up_at: null,
      delivered_at: null,
    });
    expect(created.assigned_at).not.toBeNull();
    const stored = await get(`${API}${created.id}/`, staff);
    expect(stored.json()).toEqual(created);

    const next = await postJson(manager, validBody());
    expect(next.statusCode).toBe(201);
    expect(next.json()).toMatchObject({
      pickup_number: 'PUP000043',
      pickup_status: 'pending',
      assigned_at: null,
      assigned_delivery_agent: null,
      assigned_rider: null,
    });
  });

  it('fills the pickup hub for a pickup from a hub and defaults status and source', async () => {
    const res = await postJson(
      admin,
      validBody({
        pickup_status: undefined,
        source: undefined,
        pickup_location_type: 'collection_hub',
        pickup_health_center: undefined,
        pickup_collection_hub: fx.hubs.north,
      }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      pickup_status: 'pending',
      source: 'dashboard',
      created_by: 'admin',
      health_center: null,
      collection_hub: fx.hubs.north,
      pickup_from: 'Gulu North Hub',
      pickup_location_display: 'Gulu North Hub',
    });
  });

  it('sets assigned_at, picked_up_at and delivered_at once, when the status first moves there', async () => {
    const res = await postJson(manager, validBody());
    const id = (res.json() as Pickup).id;
    const assigned = (
      await putJson(id, manager, { pickup_status: 'assigned', assigned_delivery_agent: denis })
    ).json() as Pickup;
    expect(assigned).toMatchObject({
      pickup_status: 'assigned',
      assigned_rider: denis,
      assigned_rider_name: 'Denis Opio',
      picked_up_at: null,
      delivered_at: null,
    });
    expect(assigned.assigned_at).not.toBeNull();

    const enRoute = (await putJson(id, manager, { pickup_status: 'in_transit_to_pickup' })).json() as Pickup;
    expect(enRoute).toMatchObject({ assigned_at: assigned.assigned_at, picked_up_at: null });

    const picked = (await putJson(id, manager, { pickup_status: 'picked_up' })).json() as Pickup;
    expect(picked.picked_up_at).not.toBeNull();
    expect(picked.delivered_at).toBeNull();

    const delivered = (await putJson(id, manager, { pickup_status: 'delivered' })).json() as Pickup;
    expect(delivered.delivered_at).not.toBeNull();
    expect(Date.parse(delivered.delivered_at!)).toBeGreaterThanOrEqual(Date.parse(picked.picked_up_at!));

    // moving back and forth keeps the first times
    const back = (await putJson(id, manager, { pickup_status: 'assigned' })).json() as Pickup;
    expect(back.assigned_at).toBe(assigned.assigned_at);
    const again = (await putJson(id, manager, { pickup_status: 'picked_up' })).json() as Pickup;
    expect(again.picked_up_at).toBe(picked.picked_up_at);
    expect(again.delivered_at).toBe(delivered.delivered_at);
  });

  it('updates with any of the nine statuses, keeps fields not sent and re-checks the locations', async () => {
    const failed = await putJson(created.id, manager, {
      pickup_status: 'failed',
      failure_reason: 'Road impassable after heavy rain',
    });
    expect(failed.statusCode).toBe(200);
    expect(failed.json()).toMatchObject({
      pickup_status: 'failed',
      failure_reason: 'Road impassable after heavy rain',
      quantity: 4,
      sample_name: 'Urine',
      assigned_rider: alice,
      pickup_number: 'PUP000042',
    });

    const zero = await putJson(created.id, manager, { quantity: 0 });
    expect(zero.json()).toEqual({ quantity: ['Ensure this value is greater than or equal to 1.'] });
    const blankDate = await putJson(created.id, manager, { date: '' });
    expect(blankDate.json()).toEqual({ date: ['Please select pickup date'] });
    const unknownStatus = await putJson(created.id, manager, { pickup_status: 'lost' });
    expect(unknownStatus.json()).toEqual({ pickup_status: ['"lost" is not a valid choice.'] });

    const toHub = await putJson(created.id, manager, { destination_location_type: 'health_center' });
    expect(toHub.statusCode).toBe(400);
    expect(toHub.json()).toEqual({
      destination_health_center: ['Please select destination health center'],
    });

    const moved = await putJson(created.id, manager, {
      destination_location_type: 'health_center',
      destination_health_center: lacor,
      assigned_delivery_agent: null,
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({
      destination_health_center: lacor,
      destination_collection_hub: null,
      destination_location_display: 'Lacor Health Centre',
      assigned_delivery_agent: null,
      assigned_rider: null,
      assigned_rider_name: null,
    });
  });

  it('lists newest first with filters', async () => {
    const list = (await get(`${API}?pickup_status=failed`, manager)).json() as Pickup[];
    expect(list.map((r) => r.id)).toEqual([created.id, seeded.ten]);
    const paged = (await get(`${API}?page=1&page_size=2`, manager)).json();
    expect(paged.count).toBeGreaterThanOrEqual(8);
    expect(paged.results).toHaveLength(2);
    expect(paged.results[0].date).toBe(day(0));
    const all = (await get(API, manager)).json() as Pickup[];
    const dates = all.map((r) => r.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });
});

describe('pickup rights', () => {
  it('lets staff (view right only) read and create but refuses its edits and deletes', async () => {
    const res = await postJson(staff, validBody());
    expect(res.statusCode).toBe(201);
    const id = (res.json() as Pickup).id;
    expect(res.json()).toMatchObject({ created_by: 'staff' });

    const put = await putJson(id, staff, { quantity: 9 });
    expect(put.statusCode).toBe(403);
    expect(put.json()).toEqual({ detail: 'You do not have permission to perform this action.' });
    const del = await sendJson(fx.app, 'DELETE', `${API}${id}/`, staff);
    expect(del.statusCode).toBe(403);
    expect((await get(`${API}${id}/`, staff)).json()).toMatchObject({ quantity: 3 });

    const mine = await sendJson(fx.app, 'DELETE', `${API}${id}/`, manager);
    expect(mine.statusCode).toBe(204);
    expect((await get(`${API}${id}/`, manager)).statusCode).toBe(404);
  });

  it('refuses a hub coordinator without a pickups right everything', async () => {
    expect((await postJson(hubco, validBody())).statusCode).toBe(403);
    expect((await putJson(seeded.today, hubco, { quantity: 5 })).statusCode).toBe(403);
    const del = await sendJson(fx.app, 'DELETE', `${API}${seeded.today}/`, hubco);
    expect(del.statusCode).toBe(403);
  });

  it('limits a hub coordinator holding the rights to the pickups touching their hub', async () => {
    await fx.setRights(fx.users.hubcoordinator, {
      view_pending_umoja_pickups: true,
      create_update_pending_umoja_pickups: true,
    });
    const body = (await get(`${SEARCH}?start_date=${day(40)}&end_date=${day(0)}`, hubco)).json();
    const numbers = (body.results as Pickup[]).map((r) => r.pickup_number);
    expect(numbers).toContain('PUP000040');
    expect(numbers).toContain('PUP000007');
    expect(numbers).not.toContain('PUP000041'); // Lacor → north hub
    expect(numbers).not.toContain('PUP000003');
    expect((await get(`${API}${seeded.three}/`, hubco)).statusCode).toBe(404);

    const north = await postJson(
      hubco,
      validBody({ pickup_health_center: lacor, destination_collection_hub: fx.hubs.north }),
    );
    expect(north.statusCode).toBe(403);
    const own = await postJson(hubco, validBody());
    expect(own.statusCode).toBe(201);
    expect(own.json()).toMatchObject({ created_by: 'hubcoordinator', collection_hub: fx.hubs.main });
  });
});
