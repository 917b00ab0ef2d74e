/**
 * The sample journey (GET /customqueries/sample_journey/{barcode} and the LIMS-facing
 * GET /api/lims/v1/samples/{barcode}/journey/) built from seeded records, checked against a timeline worked out
 * by hand: a batch with a child that has its own row (repackaged, then rejected by the LIMS) and a child listed
 * only in the batch's items; hub scoping; the LIMS token.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auth, createFixture, type Fixture, sendJson } from './fixtures';
import { auditSettled } from '../../server/audit';
import {
  agentActivities,
  auditLogs,
  collectionHubs,
  deliveryAgents,
  deliveryItems,
  healthCentres,
  patients,
  pendingPickups,
  sampleBarcodes,
  samples,
  umojaDeliveries,
} from '../../server/db/schema';

let fx: Fixture;
let limsToken = '';
const at = (hhmm: string) => new Date(`2026-03-02T${hhmm}:00.000Z`);
const iso = (hhmm: string) => `2026-03-02T${hhmm}:00.000Z`;
/** The "now" events (repackaging, LIMS) happen while the test runs. */
let before = '';

beforeAll(async () => {
  fx = await createFixture();
  const db = fx.database.db;
  await db
    .update(collectionHubs)
    .set({ location_latitude: 0.3136, location_longitude: 32.5811 })
    .where(eq(collectionHubs.id, fx.hubs.main));
  const [alice] = await db
    .select({ id: deliveryAgents.id })
    .from(deliveryAgents)
    .where(eq(deliveryAgents.agent_code, 'AG0001'));
  const [denis] = await db
    .select({ id: deliveryAgents.id })
    .from(deliveryAgents)
    .where(eq(deliveryAgents.agent_code, 'AG0004'));
  const [mulago] = await db
    .select({ id: healthCentres.id })
    .from(healthCentres)
    .where(eq(healthCentres.HC_code, 'HC0001'));
  const [blood] = await db.select({ id: samples.id }).from(samples).where(eq(samples.name, 'Blood'));
  const [pickup] = await db
    .insert(pendingPickups)
    .values({
      pickup_number: 'PK-J1',
      date: '2026-03-02',
      sample: blood.id,
      pickup_status: 'delivered',
      created_by: 'manager',
      pickup_location_type: 'health_center',
      destination_location_type: 'collection_hub',
      pickup_health_center: mulago.id,
      destination_collection_hub: fx.hubs.main,
      assigned_delivery_agent: alice.id,
      time_stamp: at('07:00'),
      assigned_at: at('07:30'),
      picked_up_at: at('08:09'),
      delivered_at: at('09:41'),
    })
    .returning({ id: pendingPickups.id });
  const [patient] = await db
    .insert(patients)
    .values({ names: 'Grace Nambi', pending_sample_pickup: pickup.id })
    .returning({ id: patients.id });
  const trip = {
    delivery_number: 'DN-J1',
    agent_account: alice.id,
    collection_hub: fx.hubs.main,
    pickup_point: 'Mulago Health Centre',
    destination: 'Kampala Main Hub',
    date: at('08:00'),
    delivery_status: 'delivered' as const,
    trip_status: 'completed' as const,
    time_of_pickup: at('08:10'),
    time_of_dropoff: at('09:40'),
    received_by_coordinator: true,
    received_by: 'hubcoordinator',
    time_of_receiving: at('10:00'),
    receivers_note: 'Cool box sealed',
  };
  const rows = await db
    .insert(umojaDeliveries)
    .values([
      {
        ...trip,
        delivery_type: 'sample',
        item_type: 'batch',
        item_name: 'Blood batch',
        barcode: 'BATCH-J1',
        barcode_type: 'parent',
        items_total: 2,
        delivery_items: [
          {
            barcode: 'BATCH-J1',
            item_type: 'batch',
            quantity: 2,
            item_name: 'Blood batch',
            children: [
              { barcode: 'CH-J1A', type: 'single_entry', quantity: 1 },
              { barcode: 'CH-J1B', type: 'single_entry', quantity: 1 },
            ],
          },
        ],
      },
      {
        ...trip,
        delivery_type: 'sample',
        item_type: 'single_entry',
        item_name: 'Blood',
        barcode: 'CH-J1A',
        barcode_type: 'child',
        parent_code: 'BATCH-J1',
        patient: patient.id,
        patient_name: 'Grace Nambi',
        items_total: 1,
        delivery_items: [{ barcode: 'CH-J1A', item_type: 'single_entry', quantity: 1, children: [] }],
      },
      {
        delivery_number: 'DN-N1',
        agent_account: denis.id,
        collection_hub: fx.hubs.north,
        pickup_point: 'Lacor Health Centre',
        destination: 'Gulu North Hub',
        date: at('08:00'),
        delivery_status: 'pending',
        trip_status: 'ongoing',
        time_of_pickup: at('08:30'),
        delivery_type: 'sample',
        item_type: 'single_entry',
        item_name: 'Sputum',
        barcode: 'NORTH-1',
        barcode_type: 'child',
      },
      {
        // assigned and under way, but its agent has not picked it up yet
        delivery_number: 'DN-N2',
        agent_account: denis.id,
        collection_hub: fx.hubs.north,
        pickup_point: 'Lacor Health Centre',
        destination: 'Gulu North Hub',
        date: at('10:00'),
        delivery_status: 'pending',
        trip_status: 'ongoing',
        time_of_pickup: null,
        delivery_mode: 'bicycle',
        delivery_type: 'sample',
        item_type: 'single_entry',
        item_name: 'Sputum',
        barcode: 'NORTH-2',
        barcode_type: 'child',
      },
    ])
    .returning({ id: umojaDeliveries.id, barcode: umojaDeliveries.barcode });
  const childRow = rows.find((r) => r.barcode === 'CH-J1A')!;
  await db
    .insert(deliveryItems)
    .values({ delivery: childRow.id, patient: patient.id, item_name: 'Blood', barcode: 'CH-J1A' });
  await db.insert(agentActivities).values([
    {
      agent: alice.id,
      lat: 0.3381,
      lng: 32.5765,
      activity_name: 'Arrived at Mulago',
      timestamp: at('08:05'),
    },
    { agent: alice.id, lat: 0.3149, lng: 32.5802, activity_name: 'Near the hub', timestamp: at('09:35') },
    { agent: alice.id, lat: 1.5, lng: 33.1, activity_name: 'Far later', timestamp: at('12:30') },
    { agent: denis.id, lat: 2.77, lng: 32.29, activity_name: 'Lacor', timestamp: at('08:31') },
  ]);
  await db.insert(auditLogs).values([
    {
      timestamp: at('09:50'),
      user_username: 'manager',
      action: 'UPDATE',
      resource_type: 'Delivery',
      resource_name: 'DN-J1',
      description: 'Updated Delivery DN-J1',
      new_values: { delivery_number: 'DN-J1', delivery_status: 'delivered' },
    },
    // the receipt's own audit row is the 'received' event, not an edit
    {
      timestamp: at('10:00'),
      user_username: 'hubcoordinator',
      action: 'UPDATE',
      resource_type: 'Delivery',
      resource_name: 'DN-J1',
      description: 'Updated Delivery DN-J1',
      new_values: { delivery_number: 'DN-J1', time_of_receiving: iso('10:00') },
    },
    {
      timestamp: at('09:55'),
      user_username: 'manager',
      action: 'UPDATE',
      resource_type: 'Delivery',
      resource_name: 'DN-OTHER',
      description: 'Updated Delivery DN-OTHER',
    },
  ]);

  // through the API: repackaging, a LIMS token, the LIMS's confirmation and its rejection by an admin
  before = new Date().toISOString();
  const manager = auth(await fx.login('manager'));
  const repack = await sendJson(fx.app, 'POST', '/customqueries/repackage_barcode', manager, {
    barcode: 'CH-J1A',
    reason_for_repackage: 'Leaking tube',
  });
  expect(repack.statusCode).toBe(200);
  const token = await sendJson(fx.app, 'POST', '/api/lims/tokens/', manager, {
    user: String(fx.users.manager),
    description: 'Central lab',
    is_active: 'true',
  });
  expect(token.statusCode).toBe(201);
  limsToken = token.json().token as string;
  const registered = await sendJson(
    fx.app,
    'POST',
    '/api/lims/v1/confirmations/',
    { authorization: `Token ${limsToken}` },
    { barcode: 'CH-J1A', lims_sample_id: 'LAB-77' },
  );
  expect(registered.statusCode).toBe(201);
  const reject = await sendJson(
    fx.app,
    'POST',
    `/api/lims/confirmations/${registered.json().id}/reject/`,
    auth(await fx.login('admin')),
    { error_message: 'Haemolysed' },
  );
  expect(reject.statusCode).toBe(200);
  await auditSettled(fx.app);
});

afterAll(async () => {
  await fx?.close();
});

async function journey(user: string, code: string) {
  return sendJson(
    fx.app,
    'GET',
    `/customqueries/sample_journey/${encodeURIComponent(code)}`,
    auth(await fx.login(user)),
  );
}

/** The parts of an event a hand-worked timeline fixes (the "now" times are checked apart). */
const shape = (e: Record<string, unknown>) => [e.type, e.who, e.place, e.delivery_number, e.note];

const TRIP = [
  ['picked_up', 'Alice Nakato', 'Mulago Health Centre', 'DN-J1', null],
  ['delivered', 'Alice Nakato', 'Kampala Main Hub', 'DN-J1', null],
  ['delivery_edited', 'manager', null, 'DN-J1', 'Updated Delivery DN-J1'],
  ['received', 'hubcoordinator', 'Kampala Main Hub', 'DN-J1', 'Cool box sealed'],
];

describe('sample journey', () => {
  it("answers a repackaged child's whole journey, oldest first, with positions and links", async () => {
    const res = await journey('manager', 'CH-J1A');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      barcode: 'CH-J1A',
      barcode_type: 'child',
      item_name: 'Blood',
      repackaged: true,
      reason_for_repackage: 'Leaking tube',
      parents: ['BATCH-J1'],
      children: [],
      deliveries: ['DN-J1'],
      discrepancy: false,
    });
    const events = body.events as Record<string, unknown>[];
    expect(events.map(shape)).toEqual([
      ['pickup_created', 'manager', 'Mulago Health Centre', 'PK-J1', null],
      ['pickup_assigned', 'Alice Nakato', 'Mulago Health Centre', 'PK-J1', null],
      ...TRIP,
      ['repackaged', 'manager', null, null, 'Leaking tube'],
      ['lims_registered', null, null, 'DN-J1', 'LAB-77'],
      ['lims_rejected', 'admin', null, 'DN-J1', 'Haemolysed'],
    ]);
    expect(events.slice(0, 6).map((e) => e.at)).toEqual([
      iso('07:00'),
      iso('07:30'),
      iso('08:10'),
      iso('09:40'),
      iso('09:50'),
      iso('10:00'),
    ]);
    for (const e of events.slice(6)) expect(String(e.at) >= before).toBe(true);
    // the agent's position nearest in time (within two hours), the hub's location for the receipt
    expect(events.map((e) => [e.lat, e.lng, e.position])).toEqual([
      [null, null, null],
      [0.3381, 32.5765, 'agent'],
      [0.3381, 32.5765, 'agent'],
      [0.3149, 32.5802, 'agent'],
      [null, null, null],
      [0.3136, 32.5811, 'place'],
      [null, null, null],
      [null, null, null],
      [null, null, null],
    ]);
  });

  it('answers a batch with its children and a child listed only in the batch with its batch', async () => {
    const batch = (await journey('manager', 'BATCH-J1')).json();
    expect(batch).toMatchObject({
      barcode_type: 'parent',
      parents: [],
      children: ['CH-J1A', 'CH-J1B'],
      repackaged: false,
    });
    expect(batch.events.map(shape)).toEqual(TRIP);
    const child = (await journey('manager', 'CH-J1B')).json();
    expect(child).toMatchObject({ barcode_type: 'child', parents: ['BATCH-J1'], children: [] });
    expect(child.events.map(shape)).toEqual(TRIP);
  });

  it('shows a trip on the road as in transit', async () => {
    const res = await journey('manager', 'NORTH-1');
    expect(res.statusCode).toBe(200);
    expect(res.json().events.map((e: Record<string, unknown>) => [...shape(e), e.at, e.lat])).toEqual([
      ['picked_up', 'Denis Opio', 'Lacor Health Centre', 'DN-N1', null, iso('08:30'), 2.77],
      [
        'in_transit',
        'Denis Opio',
        'Lacor Health Centre → Gulu North Hub',
        'DN-N1',
        'motorcycle',
        iso('08:30'),
        2.77,
      ],
    ]);
  });

  it('shows a trip not picked up yet as awaiting pickup, not in transit', async () => {
    const res = await journey('manager', 'NORTH-2');
    expect(res.statusCode).toBe(200);
    expect(res.json().events.map((e: Record<string, unknown>) => [...shape(e), e.at])).toEqual([
      ['awaiting_pickup', 'Denis Opio', 'Lacor Health Centre', 'DN-N2', 'bicycle', iso('10:00')],
    ]);
  });

  it("limits a hub coordinator to journeys that touched their hub, and needs the deliveries' right", async () => {
    expect((await journey('hubcoordinator', 'CH-J1A')).statusCode).toBe(200);
    const north = await journey('hubcoordinator', 'NORTH-1');
    expect(north.statusCode).toBe(404);
    const unknown = await journey('hubcoordinator', 'NOPE-404');
    expect(unknown.statusCode).toBe(404);
    expect(north.json()).toEqual(unknown.json());
    expect((await journey('manager', 'NOPE-404')).statusCode).toBe(404);
    expect((await journey('staff', 'NORTH-1')).statusCode).toBe(200);
    const anonymous = await fx.app.inject({ method: 'GET', url: '/customqueries/sample_journey/CH-J1A' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers the same journey to the LIMS with a valid token and refuses without one', async () => {
    const url = '/api/lims/v1/samples/CH-J1A/journey/';
    const lims = await sendJson(fx.app, 'GET', url, { authorization: `Token ${limsToken}` });
    expect(lims.statusCode).toBe(200);
    expect(lims.json()).toEqual((await journey('manager', 'CH-J1A')).json());
    expect((await fx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const wrong = await sendJson(fx.app, 'GET', url, { authorization: 'Token nope' });
    expect(wrong.statusCode).toBe(401);
    // a user's session token is not a LIMS token
    const user = await sendJson(fx.app, 'GET', url, auth(await fx.login('manager')));
    expect(user.statusCode).toBe(401);
    const unknown = await sendJson(fx.app, 'GET', '/api/lims/v1/samples/NOPE-404/journey/', {
      authorization: `Token ${limsToken}`,
    });
    expect(unknown.statusCode).toBe(404);
  });
  it('finds a repackaging in the audit trail however its entry spells the barcode', async () => {
    const db = fx.database.db;
    // the repackaging above is named by its code, and carries it as the body sent it
    const [entry] = await db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.resource_type, 'Barcode'), eq(auditLogs.resource_name, 'CH-J1A')));
    expect(entry).toMatchObject({
      action: 'UPDATE',
      user_username: 'manager',
      success: true,
      description: 'Updated Barcode CH-J1A',
      new_values: { barcode: 'CH-J1A', reason_for_repackage: 'Leaking tube' },
    });

    // entries of existing databases: no name, the code in the values as 'barcode' or as 'bar_code'
    await db.insert(sampleBarcodes).values([
      {
        bar_code: 'OLD-R1',
        bar_code_type: 'single_entry',
        status: 'used',
        date: at('06:00'),
        repackaged: true,
        reason_for_repackage: 'Cracked tube',
      },
      {
        bar_code: 'OLD-R2',
        bar_code_type: 'single_entry',
        status: 'used',
        date: at('06:00'),
        repackaged: true,
        reason_for_repackage: 'Wet label',
      },
    ]);
    await db.insert(auditLogs).values([
      {
        timestamp: at('11:15'),
        user_username: 'staff',
        action: 'UPDATE',
        resource_type: 'Barcode',
        resource_name: null,
        description: 'Updated Barcode',
        new_values: { barcode: 'OLD-R1', reason_for_repackage: 'Cracked tube' },
      },
      {
        timestamp: at('11:45'),
        user_username: 'admin',
        action: 'UPDATE',
        resource_type: 'Barcode',
        resource_name: null,
        description: 'Updated Barcode',
        new_values: { bar_code: 'OLD-R2', reason_for_repackage: 'Wet label' },
      },
      // a failed attempt is not a repackaging
      {
        timestamp: at('12:30'),
        user_username: 'manager',
        action: 'UPDATE',
        resource_type: 'Barcode',
        resource_name: 'OLD-R2',
        description: 'Failed: updated Barcode OLD-R2',
        success: false,
        new_values: { barcode: 'OLD-R2', reason_for_repackage: 'Wet label' },
      },
    ]);
    const repackaged = async (code: string) => {
      const res = await journey('manager', code);
      expect(res.statusCode).toBe(200);
      return (res.json().events as Record<string, unknown>[]).filter((e) => e.type === 'repackaged');
    };
    expect((await repackaged('OLD-R1')).map((e) => [e.at, e.who, e.note])).toEqual([
      [iso('11:15'), 'staff', 'Cracked tube'],
    ]);
    expect((await repackaged('OLD-R2')).map((e) => [e.at, e.who, e.note])).toEqual([
      [iso('11:45'), 'admin', 'Wet label'],
    ]);
    const own = await repackaged('CH-J1A');
    expect(own.map((e) => [e.at, e.who])).toEqual([[entry.timestamp.toISOString(), 'manager']]);
  });
});
