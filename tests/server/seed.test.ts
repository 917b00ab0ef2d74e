import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database, Db } from '../../server/db/client';
import { openTestDatabase } from './engine';
import * as s from '../../server/db/schema';
import { verifyPassword } from '../../server/auth/passwords';
import { isDatabaseEmpty, resetDatabase, seedDemo, seedIfEmpty } from '../../server/seed';

// One fixed moment (the real current time) for both seeds, so that the determinism check compares
// like with like while the date checks still run against today's calendar.
const today = new Date();
const expectedPassword = process.env.DEMO_PASSWORD ?? 'demo1234';

let database: Database;
let db: Db;

function mondayOfThisWeek(): Date {
  const d = new Date(today.getFullYear(), today.getMonth(), today.getDate());
  d.setDate(d.getDate() - ((d.getDay() + 6) % 7));
  return d;
}

async function digest(d: Db): Promise<string> {
  const hubs = await d
    .select({ name: s.collectionHubs.name })
    .from(s.collectionHubs)
    .orderBy(asc(s.collectionHubs.id));
  const agents = await d
    .select({ code: s.deliveryAgents.agent_code, phone: s.deliveryAgents.RegisteredPhoneNumber1 })
    .from(s.deliveryAgents)
    .orderBy(asc(s.deliveryAgents.id));
  const codes = await d
    .select({ code: s.sampleBarcodes.bar_code, type: s.sampleBarcodes.bar_code_type })
    .from(s.sampleBarcodes)
    .orderBy(asc(s.sampleBarcodes.id));
  return createHash('sha256')
    .update(JSON.stringify([hubs, agents, codes]))
    .digest('hex');
}

function distinct<T>(rows: T[]): Set<T> {
  return new Set(rows);
}

beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
  expect(await isDatabaseEmpty(db)).toBe(true);
  await seedDemo(db, { today });
}, 120_000);

afterAll(async () => {
  await database?.close();
});

describe('demo seed', () => {
  it('fills the database with counts in the documented ranges', async () => {
    expect(await isDatabaseEmpty(db)).toBe(false);
    const n = async (t: PgTable) => Number((await db.select({ c: count() }).from(t))[0].c);
    expect(await n(s.regions)).toBe(4);
    expect(await n(s.districts)).toBeGreaterThanOrEqual(18);
    expect(await n(s.districts)).toBeLessThanOrEqual(25);
    expect(await n(s.collectionHubs)).toBeGreaterThanOrEqual(10);
    expect(await n(s.collectionHubs)).toBeLessThanOrEqual(14);
    const hcs = await n(s.healthCentres);
    expect(hcs).toBeGreaterThanOrEqual(130);
    expect(hcs).toBeLessThanOrEqual(170);
    const deliveries = await n(s.umojaDeliveries);
    expect(deliveries).toBeGreaterThanOrEqual(1700);
    expect(deliveries).toBeLessThanOrEqual(2300);
    const orders = await n(s.clientOrders);
    expect(orders).toBeGreaterThanOrEqual(250);
    expect(orders).toBeLessThanOrEqual(350);
    const pickups = await n(s.pendingPickups);
    expect(pickups).toBeGreaterThanOrEqual(350);
    expect(pickups).toBeLessThanOrEqual(450);
    const patients = await n(s.patients);
    expect(patients).toBeGreaterThanOrEqual(250);
    expect(patients).toBeLessThanOrEqual(350);
    const barcodes = await n(s.sampleBarcodes);
    expect(barcodes).toBeGreaterThanOrEqual(1800);
    expect(barcodes).toBeLessThanOrEqual(2600);
    const audit = await n(s.auditLogs);
    expect(audit).toBeGreaterThanOrEqual(450);
    expect(audit).toBeLessThanOrEqual(550);
    expect(await n(s.samples)).toBeGreaterThanOrEqual(5);
    expect(await n(s.supplies)).toBeGreaterThan(0);
    expect(await n(s.products)).toBeGreaterThan(0);
    expect(await n(s.productUnits)).toBeGreaterThan(0);
    expect(await n(s.productCategories)).toBeGreaterThan(0);
    expect(await n(s.suppliers)).toBeGreaterThan(0);
    expect(await n(s.appClients)).toBeGreaterThan(0);
    expect(await n(s.limsTokens)).toBeGreaterThan(0);
    expect(await n(s.deliveryItems)).toBeGreaterThan(0);

    const agents = await db.select().from(s.deliveryAgents);
    expect(agents.length).toBeGreaterThanOrEqual(50);
    expect(agents.length).toBeLessThanOrEqual(70);
    expect(distinct(agents.map((a) => a.agent_type))).toEqual(new Set(['rider', 'entrant']));
    const online = agents.filter((a) => a.is_online);
    expect(online.length).toBeGreaterThanOrEqual(12);
    expect(online.length).toBeLessThanOrEqual(18);
    for (const a of online) {
      expect(a.active).toBe(true);
      expect(typeof a.location_latitude).toBe('number');
      expect(typeof a.location_longitude).toBe('number');
      expect(a.location_address).toBeTruthy();
    }
    for (const a of agents) {
      expect(a.RegisteredPhoneNumber1).toMatch(/^07\d{8}$/);
      expect(a.username).toBe(a.RegisteredPhoneNumber1);
      expect(a.Nationality).toBe('Ugandan');
    }
    expect(await n(s.deliveryAgentRights)).toBe(agents.length);

    const notifications = await db.select().from(s.adminNotifications);
    const unread = notifications.filter((x) => !x.read).length;
    expect(unread).toBeGreaterThanOrEqual(8);
    expect(unread).toBeLessThanOrEqual(12);
    expect(notifications.some((x) => x.read)).toBe(true);

    const [profile] = await db.select().from(s.appProfile).where(eq(s.appProfile.id, 1));
    expect(profile.system_name).toBe('Umoja Sample Courier');
    expect(profile.company_email).toContain('@');
    expect(profile.RegisteredPhoneNumber1).not.toBe('');
  });

  it('creates the four demo accounts with their flags, hub, rights and password', async () => {
    const accounts = await db.select().from(s.accounts).orderBy(asc(s.accounts.id));
    const rights = await db.select().from(s.accountRights);
    const [mainHub] = await db.select().from(s.collectionHubs).where(eq(s.collectionHubs.id, 1));
    expect(accounts.map((a) => a.username)).toEqual(['admin', 'manager', 'staff', 'hubcoordinator']);
    const rightNames = [
      'view_pending_umoja_pickups',
      'view_umoja_deliveries',
      'view_product_orders',
      'view_online_riders',
      'view_statistics',
      'view_agent_activities',
      'view_barcodes',
      'create_barcodes',
      'create_update_pending_umoja_pickups',
    ] as const;
    const granted = (userId: number) => {
      const r = rights.filter((x) => x.user === userId);
      expect(r).toHaveLength(1);
      return rightNames.filter((k) => r[0][k]).sort();
    };
    const byName = new Map(accounts.map((a) => [a.username, a]));
    const admin = byName.get('admin')!;
    const manager = byName.get('manager')!;
    const staff = byName.get('staff')!;
    const coordinator = byName.get('hubcoordinator')!;

    expect([admin.is_superuser, admin.branch_manager, admin.coodinated_hub]).toEqual([true, true, null]);
    expect([manager.is_superuser, manager.branch_manager, manager.coodinated_hub]).toEqual([
      false,
      true,
      null,
    ]);
    expect([staff.is_superuser, staff.branch_manager, staff.coodinated_hub]).toEqual([false, false, null]);
    expect([coordinator.is_superuser, coordinator.branch_manager, coordinator.coodinated_hub]).toEqual([
      false,
      false,
      mainHub.id,
    ]);
    expect(granted(admin.id)).toEqual([...rightNames].sort());
    expect(granted(manager.id)).toEqual([...rightNames].sort());
    expect(granted(staff.id)).toEqual(['view_pending_umoja_pickups', 'view_umoja_deliveries']);
    expect(granted(coordinator.id)).toEqual(
      ['view_agent_activities', 'view_online_riders', 'view_statistics', 'view_umoja_deliveries'].sort(),
    );
    for (const a of accounts) {
      expect(a.is_active).toBe(true);
      expect(a.email).toMatch(/@/);
      expect(a.first_name).not.toBe('');
      expect(a.last_name).not.toBe('');
      expect(await verifyPassword(expectedPassword, a.password)).toBe(true);
      expect(await verifyPassword('wrong-password', a.password)).toBe(false);
    }
  });

  it('gives agents the last four digits of their phone as password', async () => {
    const agents = await db.select().from(s.deliveryAgents).orderBy(asc(s.deliveryAgents.id)).limit(3);
    for (const a of agents) {
      expect(await verifyPassword(a.RegisteredPhoneNumber1.slice(-4), a.password)).toBe(true);
      expect(await verifyPassword('demo1234', a.password)).toBe(false);
    }
  });

  it('makes hub 1 the main hub (CPHL) with a large share of agents, health centres and deliveries', async () => {
    const hubs = await db.select().from(s.collectionHubs).orderBy(asc(s.collectionHubs.id));
    expect(hubs[0].id).toBe(1);
    expect(hubs[0].main_hub).toBe(true);
    expect(hubs[0].name).toBe('Central Public Health Laboratories (CPHL)');
    expect(hubs.filter((h) => h.main_hub)).toHaveLength(1);
    for (const h of hubs) {
      expect(h.HB_code).toMatch(/^HB\d+$/);
      expect(h.supervisor_phone).toMatch(/^07\d{8}$/);
      expect(h.region).toMatch(/^(Central|Eastern|Northern|Western)$/);
    }
    const share = <T>(rows: T[], hub: (r: T) => number | null) =>
      rows.filter((r) => hub(r) === 1).length / rows.length;
    const agents = await db.select().from(s.deliveryAgents);
    const hcs = await db.select().from(s.healthCentres);
    const deliveries = await db.select().from(s.umojaDeliveries);
    expect(share(agents, (a) => a.collection_hub)).toBeGreaterThan(0.2);
    expect(share(hcs, (h) => h.collection_hub)).toBeGreaterThan(0.15);
    expect(share(deliveries, (d) => d.collection_hub)).toBeGreaterThan(0.25);
    expect(deliveries.every((d) => d.collection_hub !== null)).toBe(true);
  });

  it('has deliveries from Monday of last week to today and in this week, none in the future', async () => {
    const deliveries = await db.select().from(s.umojaDeliveries);
    const thisMonday = mondayOfThisWeek();
    const lastMonday = new Date(thisMonday.getFullYear(), thisMonday.getMonth(), thisMonday.getDate() - 7);
    const inRange = (from: Date) => deliveries.filter((d) => d.date >= from && d.date <= today).length;
    expect(inRange(lastMonday)).toBeGreaterThan(100);
    expect(inRange(thisMonday)).toBeGreaterThan(0);
    expect(deliveries.every((d) => d.date <= today)).toBe(true);
    const oldest = Math.min(...deliveries.map((d) => d.date.getTime()));
    expect((today.getTime() - oldest) / 86_400_000).toBeGreaterThan(50);

    const delivered = deliveries.filter((d) => d.delivery_status === 'delivered');
    const pending = deliveries.filter((d) => d.delivery_status === 'pending');
    expect(delivered.length).toBeGreaterThan(0);
    expect(pending.length).toBeGreaterThan(0);
    for (const d of delivered) {
      expect(d.time_of_pickup).not.toBeNull();
      expect(d.time_of_dropoff).not.toBeNull();
      expect(d.time_of_dropoff!.getTime()).toBeGreaterThanOrEqual(d.time_of_pickup!.getTime());
    }
    expect(delivered.some((d) => d.time_of_dropoff!.getTime() === d.time_of_pickup!.getTime())).toBe(true);
    expect(pending.every((d) => d.trip_status === 'ongoing' && d.time_of_dropoff === null)).toBe(true);
    const received = deliveries.filter((d) => d.received_by_coordinator);
    expect(received.length).toBeGreaterThan(0);
    expect(
      received.every((d) => d.delivery_status === 'delivered' && d.received_by && d.time_of_receiving),
    ).toBe(true);
    expect(distinct(deliveries.map((d) => d.delivery_mode))).toEqual(
      new Set(['motorcycle', 'car', 'walking', 'bicycle']),
    );
  });

  it('gives batch and package parents their children, and child rows their parent', async () => {
    const deliveries = await db.select().from(s.umojaDeliveries);
    const parents = deliveries.filter((d) => d.barcode_type === 'parent');
    expect(distinct(parents.map((p) => p.item_type))).toEqual(new Set(['batch', 'package']));
    const childRows = new Map(
      deliveries.filter((d) => d.barcode_type === 'child').map((d) => [d.barcode, d]),
    );
    for (const p of parents) {
      const items = p.delivery_items as {
        barcode: string;
        children: { barcode: string; type: string; quantity: number }[];
      }[];
      expect(items[0].barcode).toBe(p.barcode);
      expect(items[0].children.length).toBeGreaterThan(0);
      for (const c of items[0].children) {
        expect(c.quantity).toBeGreaterThan(0);
        expect(c.type).toBe('single_entry');
        expect(childRows.get(c.barcode)?.parent_code).toBe(p.barcode);
      }
    }
    expect(deliveries.some((d) => d.barcode_type === 'child' && d.parent_code === null)).toBe(true);
    expect(deliveries.some((d) => d.barcode_type === null && d.barcode === null)).toBe(true);
    const barcodes = new Set((await db.select().from(s.sampleBarcodes)).map((b) => b.bar_code));
    expect(deliveries.filter((d) => d.barcode).every((d) => barcodes.has(d.barcode!))).toBe(true);
  });

  it('uses every status and type of pickups, orders, barcodes, LIMS and audit logs', async () => {
    const pickups = await db.select().from(s.pendingPickups);
    expect(distinct(pickups.map((p) => p.pickup_status)).size).toBe(9);
    expect(distinct(pickups.map((p) => p.source))).toEqual(new Set(['dashboard', 'agent_app']));
    for (const p of pickups) {
      expect(
        p.pickup_location_type === 'health_center' ? p.pickup_health_center : p.pickup_collection_hub,
      ).not.toBeNull();
      expect(
        p.destination_location_type === 'health_center'
          ? p.destination_health_center
          : p.destination_collection_hub,
      ).not.toBeNull();
      if (!['pending', 'cancelled'].includes(p.pickup_status)) {
        expect(p.assigned_delivery_agent).not.toBeNull();
        expect(p.assigned_at).not.toBeNull();
      }
      if (p.pickup_status === 'pending') expect(p.assigned_delivery_agent).toBeNull();
      expect(p.delivered_at !== null).toBe(p.pickup_status === 'delivered');
      expect(p.failure_reason !== null).toBe(p.pickup_status === 'failed');
    }

    const orders = await db.select().from(s.clientOrders);
    expect(distinct(orders.map((o) => o.order_status))).toEqual(
      new Set(['pending', 'assigned', 'success', 'cancelled']),
    );
    for (const o of orders) {
      expect(Number(o.order_total)).toBeCloseTo(Number(o.items_total) + Number(o.additional_charges), 2);
      const items = o.item_details as { total: number }[];
      expect(items.reduce((sum, i) => sum + i.total, 0)).toBeCloseTo(Number(o.items_total), 2);
      const addr = o.order_address_dictionary as {
        location_lat: number;
        location_lng: number;
        Address: string;
      };
      expect(typeof addr.location_lat).toBe('number');
      expect(addr.Address).toBe(o.order_address);
    }

    const barcodes = await db.select().from(s.sampleBarcodes);
    expect(distinct(barcodes.map((b) => b.bar_code_type))).toEqual(
      new Set(['single_entry', 'batch_entry', 'package']),
    );
    expect(distinct(barcodes.map((b) => b.status))).toEqual(new Set(['active', 'used']));
    const [profile] = await db.select().from(s.appProfile);
    const digits = {
      single_entry: profile.no_ofdigits_forsinglepickup_barcode,
      batch_entry: profile.no_ofdigits_forbatchpickup_barcode,
      package: profile.no_ofdigits_forpackage_barcode,
    };
    expect(barcodes.every((b) => new RegExp(`^\\d{${digits[b.bar_code_type]}}$`).test(b.bar_code))).toBe(
      true,
    );

    const confirmations = await db.select().from(s.limsSampleConfirmations);
    expect(distinct(confirmations.map((c) => c.status))).toEqual(
      new Set(['PENDING', 'CONFIRMED', 'REJECTED', 'ERROR']),
    );
    const logs = await db.select().from(s.limsIntegrationLogs);
    expect(distinct(logs.map((l) => l.status)).size).toBe(5);
    expect(distinct(logs.map((l) => l.integration_type)).size).toBe(8);
    const tokens = await db.select().from(s.limsTokens);
    expect(
      tokens.every(
        (t) => /^[0-9a-f]{64}$/.test(t.token_hash) && /^[0-9a-f]{8}\.\.\.[0-9a-f]{4}$/.test(t.token_display),
      ),
    ).toBe(true);

    const audit = await db.select().from(s.auditLogs);
    expect(distinct(audit.map((a) => a.action)).size).toBe(9);
    expect(distinct(audit.map((a) => a.resource_type)).size).toBe(5);
    expect(distinct(audit.map((a) => a.device_type))).toEqual(new Set(['Mobile', 'Desktop', 'Tablet']));
    expect(audit.some((a) => !a.success && a.error_message)).toBe(true);
    const monthAgo = today.getTime() - 31 * 86_400_000;
    expect(audit.every((a) => a.timestamp.getTime() >= monthAgo && a.timestamp <= today)).toBe(true);

    const samples = await db.select().from(s.samples);
    expect(distinct(samples.map((x) => x.priority))).toEqual(
      new Set(['low', 'normal', 'high', 'urgent', 'emergency']),
    );
  });

  it('links patients to pickups and their delivery items to deliveries', async () => {
    const patients = await db.select().from(s.patients);
    const pickupIds = new Set(
      (await db.select({ id: s.pendingPickups.id }).from(s.pendingPickups)).map((p) => p.id),
    );
    for (const p of patients) {
      expect(pickupIds.has(p.pending_sample_pickup!)).toBe(true);
      expect(p.lab_generated_number).toMatch(/^(CHI|FHL)\d+$/);
      // The age matches the date of birth.
      const dob = new Date(`${p.date_of_birth}T00:00:00`);
      let age = today.getFullYear() - dob.getFullYear();
      if (
        today.getMonth() < dob.getMonth() ||
        (today.getMonth() === dob.getMonth() && today.getDate() < dob.getDate())
      )
        age--;
      expect(p.age).toBe(age);
    }
    expect(distinct(patients.map((p) => p.sex))).toEqual(new Set(['Male', 'Female']));
    const items = await db.select().from(s.deliveryItems);
    const deliveries = new Map((await db.select().from(s.umojaDeliveries)).map((d) => [d.id, d]));
    const patientIds = new Set(patients.map((p) => p.id));
    expect(items.length).toBeGreaterThan(200);
    for (const it of items) {
      expect(patientIds.has(it.patient!)).toBe(true);
      const d = deliveries.get(it.delivery!);
      expect(d?.barcode).toBe(it.barcode);
      expect(d?.patient).toBe(it.patient);
      expect(it.delivery_status).toBe(d?.delivery_status === 'delivered' ? 'delivered' : 'pending');
    }
  });

  it('records agent activity for today and the last 7 days, and facility visits this week', async () => {
    const activities = await db.select().from(s.agentActivities).orderBy(asc(s.agentActivities.id));
    const start = new Date(today.getFullYear(), today.getMonth(), today.getDate());
    const todays = activities.filter((a) => a.timestamp >= start && a.timestamp <= today);
    expect(todays.length).toBeGreaterThan(0);
    expect(activities.every((a) => a.timestamp <= today)).toBe(true);
    // Each agent's points come in time order.
    const last = new Map<number, number>();
    for (const a of activities) {
      expect(a.timestamp.getTime()).toBeGreaterThanOrEqual(last.get(a.agent) ?? 0);
      last.set(a.agent, a.timestamp.getTime());
    }
    const visits = await db.select().from(s.agentFacilityVisits);
    const monday = mondayOfThisWeek();
    const ymd = (d: Date) =>
      `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    expect(
      visits.filter((v) => v.visit_date >= ymd(monday) && v.visit_date <= ymd(today)).length,
    ).toBeGreaterThan(0);
    expect(visits.some((v) => v.visit_date < ymd(monday))).toBe(true);
    expect(distinct(visits.map((v) => v.facility_type)).size).toBe(6);
  });

  it('is deterministic: a second seed with the same date gives the same hubs, agents and barcodes', async () => {
    const second = await openTestDatabase();
    try {
      await seedDemo(second.db, { today });
      expect(await digest(second.db)).toBe(await digest(db));
      // --reset of the seed command empties every table and restarts the ids.
      await resetDatabase(second.db);
      expect(await isDatabaseEmpty(second.db)).toBe(true);
      expect(await second.db.select().from(s.umojaDeliveries)).toHaveLength(0);
      expect(await second.db.select().from(s.collectionHubs)).toHaveLength(0);
    } finally {
      await second.close();
    }
  }, 90_000);
});

describe('a seed stopped half way', () => {
  it('leaves an empty database that seeds again, and seedIfEmpty seeds only an empty one', async () => {
    const other = await openTestDatabase();
    try {
      // stopped after the hubs, health centres, accounts and agents were written (a kill, a full disk)
      const stop = (msg: string) => {
        if (msg.startsWith('pending_umoja_pickups')) throw new Error('stopped');
      };
      await expect(seedDemo(other.db, { today, log: stop })).rejects.toThrow('stopped');
      expect(await isDatabaseEmpty(other.db)).toBe(true);
      expect(await other.db.select().from(s.collectionHubs)).toHaveLength(0);
      expect(await other.db.select().from(s.deliveryAgents)).toHaveLength(0);
      expect(await seedIfEmpty(other.db, 'demo', { today })).toBe(true);
      expect(await digest(other.db)).toBe(await digest(db));
      expect(await seedIfEmpty(other.db, 'demo', { today })).toBe(false);
      expect(await digest(other.db)).toBe(await digest(db));
    } finally {
      await other.close();
    }
  }, 120_000);
});
