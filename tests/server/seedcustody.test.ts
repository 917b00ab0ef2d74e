/**
 * The demo seed: the chain of custody the seed tells is consistent. Every delivery row that carries a
 * patient's sample comes from that patient's pickup, which was created, assigned and picked up (by the trip's
 * agent, at the trip's health centre) no later than the trip's pickup time; and the recent trips have the agent's
 * recorded positions at pickup and drop-off, so their journeys show positions and a route.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../server/db/client';
import { openTestDatabase } from './engine';
import * as s from '../../server/db/schema';
import { seedDemo } from '../../server/seed';
import { buildApp } from '../../server/app';

const today = new Date();
const TWO_HOURS = 2 * 3_600_000;
let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemo(database.db, { today });
  app = await buildApp({ database, staticDir: '/nonexistent' });
}, 180_000);
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const startOfDay = (offset: number) =>
  new Date(today.getFullYear(), today.getMonth(), today.getDate() - offset);

describe('the demo seed tells a consistent chain of custody', () => {
  it('gives every delivery with a patient the pickup of that patient: same centre, agent and earlier times', async () => {
    const db = database.db;
    const deliveries = await db.select().from(s.umojaDeliveries);
    const pickups = new Map((await db.select().from(s.pendingPickups)).map((p) => [p.id, p]));
    const patients = new Map((await db.select().from(s.patients)).map((p) => [p.id, p]));
    const centres = new Map((await db.select().from(s.healthCentres)).map((h) => [h.id, h]));
    const items = await db.select().from(s.deliveryItems);
    const byId = new Map(deliveries.map((d) => [d.id, d]));

    // the rows that carry a patient's sample, through the row and through its delivery items
    const carried = deliveries.filter((d) => d.patient !== null);
    expect(carried.length).toBeGreaterThan(200);
    const pairs = [
      ...carried.map((d) => ({ d, patient: d.patient! })),
      ...items.map((it) => ({ d: byId.get(it.delivery!)!, patient: it.patient! })),
    ];
    let checked = 0;
    for (const { d, patient } of pairs) {
      const pk = pickups.get(patients.get(patient)!.pending_sample_pickup!);
      expect(pk, `pickup of the patient of ${d.barcode}`).toBeTruthy();
      const where = `${d.delivery_number} (${d.barcode}) from ${pk!.pickup_number}`;
      expect(pk!.pickup_location_type, where).toBe('health_center');
      expect(centres.get(pk!.pickup_health_center!)?.name, where).toBe(d.pickup_point);
      expect(pk!.destination_collection_hub, where).toBe(d.collection_hub);
      expect(pk!.assigned_delivery_agent, where).toBe(d.agent_account);
      const created = pk!.time_stamp!.getTime();
      const assigned = pk!.assigned_at!.getTime();
      expect(created, where).toBeLessThanOrEqual(assigned);
      expect(assigned, where).toBeLessThanOrEqual(d.date.getTime());
      if (d.time_of_pickup) {
        expect(pk!.picked_up_at?.getTime(), where).toBe(d.time_of_pickup.getTime());
        expect(assigned, where).toBeLessThanOrEqual(d.time_of_pickup.getTime());
      } else {
        expect(pk!.picked_up_at, where).toBeNull();
      }
      if (d.delivery_status === 'delivered') {
        expect(pk!.pickup_status, where).toBe('delivered');
        expect(pk!.delivered_at?.getTime(), where).toBe(d.time_of_dropoff!.getTime());
      } else {
        expect(pk!.pickup_status, where).not.toBe('delivered');
      }
      checked++;
    }
    expect(checked).toBeGreaterThan(400);
    // the pickups screen keeps every status
    expect(new Set([...pickups.values()].map((p) => p.pickup_status)).size).toBe(9);
  });

  it('records the agent near the pickup and the drop-off of every trip of the last two weeks', async () => {
    const db = database.db;
    const since = startOfDay(13);
    const trips = new Map<string, typeof s.umojaDeliveries.$inferSelect>();
    for (const d of await db.select().from(s.umojaDeliveries))
      if (d.date >= since && d.time_of_pickup) trips.set(d.delivery_number, d);
    expect(trips.size).toBeGreaterThan(200);
    const positions = new Map<number, number[]>();
    for (const a of await db.select().from(s.agentActivities)) {
      const list = positions.get(a.agent) ?? [];
      list.push(a.timestamp.getTime());
      positions.set(a.agent, list);
    }
    const near = (agent: number, t: Date) =>
      (positions.get(agent) ?? []).some((x) => Math.abs(x - t.getTime()) <= TWO_HOURS);
    for (const d of trips.values()) {
      expect(near(d.agent_account!, d.time_of_pickup!), `${d.delivery_number} at pickup`).toBe(true);
      if (d.time_of_dropoff)
        expect(near(d.agent_account!, d.time_of_dropoff), `${d.delivery_number} at drop-off`).toBe(true);
    }
  });

  it('answers the journey of the 60 newest barcodes on the deliveries screen with positions and a route', async () => {
    const login = await app.inject({
      method: 'POST',
      url: '/rest-auth/',
      payload: { username: 'manager', password: process.env.DEMO_PASSWORD ?? 'demo1234' },
    });
    const headers = { authorization: `Token ${login.json().token}` };
    const rows = (await database.db.select().from(s.umojaDeliveries))
      .filter((d) => d.barcode && d.time_of_pickup)
      .sort((a, b) => b.date.getTime() - a.date.getTime() || b.id - a.id)
      .slice(0, 60);
    expect(rows).toHaveLength(60);
    let withPickup = 0;
    for (const d of rows) {
      const res = await app.inject({
        method: 'GET',
        url: `/customqueries/sample_journey/${d.barcode}`,
        headers,
      });
      expect(res.statusCode, d.barcode!).toBe(200);
      const journey = res.json() as {
        deliveries: string[];
        events: { type: string; at: string; place: string | null; position: string | null }[];
      };
      expect(journey.deliveries).toContain(d.delivery_number);
      const placed = journey.events.filter((e) => e.position === 'agent');
      expect(placed.length, `${d.barcode}: events with the agent's position`).toBeGreaterThan(0);
      // a route: a delivered trip has the agent's position at pickup and at drop-off
      if (d.delivery_status === 'delivered') {
        const types = placed.map((e) => e.type);
        expect(types, d.barcode!).toContain('picked_up');
        expect(types, d.barcode!).toContain('delivered');
      }
      // a sample with a patient: its pickup comes first, at the trip's pickup point
      if (d.patient) {
        withPickup++;
        const times = journey.events.map((e) => e.at);
        expect([...times].sort(), d.barcode!).toEqual(times);
        const created = journey.events.find((e) => e.type === 'pickup_created');
        const pickedUp = journey.events.find((e) => e.type === 'picked_up');
        expect(created?.place, d.barcode!).toBe(d.pickup_point);
        expect(pickedUp?.place, d.barcode!).toBe(d.pickup_point);
        expect(created!.at <= pickedUp!.at, d.barcode!).toBe(true);
      }
    }
    expect(withPickup).toBeGreaterThan(5);
  }, 120_000);
});
