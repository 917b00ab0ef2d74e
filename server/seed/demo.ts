/**
 * Demo-only tables: pickups, patients and their delivery items, orders, agent activities and facility
 * visits, audit logs, the LIMS tables and notifications.
 */
import type { InferInsertModel } from 'drizzle-orm';
import { newLimsToken } from '../routes/lims/common';
import * as s from '../db/schema';
import {
  KAMPALA_ADDRESSES,
  NATIONALITIES,
  NOTIFICATION_TEMPLATES,
  OCCUPATIONS,
  districtByName,
} from './data';
import {
  groupBy,
  nin,
  personName,
  type AccountRef,
  type AgentRef,
  type Catalogue,
  type HcRef,
  type HubRef,
} from './network';
import { AUDIT_ACTIONS, DEVICE_TYPES, INTEGRATION_STATUSES, INTEGRATION_TYPES } from '../../contract/types';
import { Rng, pad, round6 } from './random';
import { ageOn, dateString, timeString, type Clock } from './util';
import type { DeliveryRow, TripRef } from './deliveries';

type PickupRow = InferInsertModel<typeof s.pendingPickups>;
type PatientRow = InferInsertModel<typeof s.patients>;
type PickupStatus = NonNullable<PickupRow['pickup_status']>;

export const PICKUP_STATUSES: PickupStatus[] = [...s.pickupStatus.enumValues];

export interface Network {
  clock: Clock;
  hubs: HubRef[];
  hcs: HcRef[];
  agents: AgentRef[];
  accounts: AccountRef[];
  cat: Catalogue;
}

/** Successive moments `start + gaps[0] + ... + gaps[i]`, squeezed into [start, now] if the last is later. */
function timeline(clock: Clock, start: Date, gapsMinutes: number[]): Date[] {
  const out: number[] = [];
  let t = start.getTime();
  for (const g of gapsMinutes) {
    t += g * 60_000;
    out.push(t);
  }
  const last = out[out.length - 1] ?? start.getTime();
  const now = clock.now.getTime();
  if (last > now && last > start.getTime()) {
    const k = Math.max(0, now - start.getTime()) / (last - start.getTime());
    return out.map((x) => new Date(start.getTime() + (x - start.getTime()) * k));
  }
  return out.map((x) => new Date(x));
}

/** A day offset in [0, max), weighted towards today. */
function recentOffset(rng: Rng, max: number): number {
  return Math.min(max - 1, Math.floor(Math.pow(rng.next(), 1.5) * max));
}

// ---------------------------------------------------------------- pickups

const FAILURE_REASONS = [
  'Facility closed on arrival',
  'Sample not ready at pickup time',
  'Motorcycle breakdown on the way',
  'Samples not properly packaged; returned to facility',
  'Road impassable after heavy rain',
];

/**
 * `count` pickups drawn here, of which as many as there are `linked` ones (the pickups of the trips that carry
 * patients' samples, see buildPatients) give way to them: drawn pickups whose samples were picked up, spread over
 * the days, so the open, cancelled and failed pickups stay as drawn. All are numbered PUP000001... in the order they
 * were created; the linked rows in place (the patients' plans hold them).
 */
export function buildPickups(net: Network, count: number, linked: PickupRow[] = []): PickupRow[] {
  const { clock, hubs, hcs, agents, cat } = net;
  const rng = new Rng('pickups');
  const hcsByHub = groupBy(hcs, (h) => h.hub);
  const agentsByHub = groupBy(
    agents.filter((a) => a.active),
    (a) => a.hub,
  );
  const items: { row: PickupRow; sortKey: number }[] = [];
  for (let i = 0; i < count; i++) {
    const offset = recentOffset(rng, 40);
    const age = offset <= 1 ? 'fresh' : offset <= 4 ? 'recent' : 'old';
    const weights =
      age === 'fresh'
        ? {
            pending: 30,
            assigned: 20,
            in_transit_to_pickup: 12,
            at_pickup_location: 8,
            picked_up: 10,
            in_transit_to_destination: 10,
            delivered: 8,
            cancelled: 1,
            failed: 1,
          }
        : age === 'recent'
          ? {
              pending: 8,
              assigned: 8,
              in_transit_to_pickup: 4,
              at_pickup_location: 3,
              picked_up: 4,
              in_transit_to_destination: 5,
              delivered: 55,
              cancelled: 7,
              failed: 6,
            }
          : {
              pending: 2,
              assigned: 1,
              in_transit_to_pickup: 0,
              at_pickup_location: 0,
              picked_up: 0,
              in_transit_to_destination: 1,
              delivered: 80,
              cancelled: 9,
              failed: 7,
            };
    const drawn = rng.weighted<PickupStatus>(weights);
    const status = i < PICKUP_STATUSES.length ? PICKUP_STATUSES[i] : drawn;
    const hub = rng.bool(0.35) ? hubs[0] : rng.pick(hubs);
    const hubHcs = hcsByHub.get(hub.id) ?? hcs;
    const fromHc = rng.bool(0.85);
    const toHub = rng.bool(0.9);
    const pickupHc = rng.pick(hubHcs);
    const destHc = rng.pick(hubHcs);
    const otherHub = rng.pick(hubs.slice(1));
    const agent = rng.pick(agentsByHub.get(hub.id) ?? agents);
    const sample = rng.pick(cat.samples);
    const quantity = rng.int(1, 10);
    const minutes = rng.int(6 * 60, 17 * 60);
    const u = rng.next();
    const gaps = [rng.int(5, 90), rng.int(15, 120), rng.int(20, 240)];
    const scheduledIn = rng.int(30, 26 * 60);
    const cancelledWithAgent = rng.bool(0.5);
    const source = rng.bool(0.7) ? 'dashboard' : 'agent_app';
    const creator = rng.pick(['manager', 'admin', 'manager', 'staff']);
    const reason = rng.pick(FAILURE_REASONS);
    const note = rng.pick([
      null,
      null,
      'Call the lab focal person on arrival',
      'Keep samples in the cool box',
      'Urgent: patient on admission',
    ]);

    const created = clock.at(offset, minutes, u);
    const [assignedAt, pickedAt, deliveredAt] = timeline(clock, created, gaps);
    const hasAgent = status !== 'pending' && (status !== 'cancelled' || cancelledWithAgent);
    const pickedUp = ['picked_up', 'in_transit_to_destination', 'delivered'].includes(status);
    // From a health centre to its hub (or another of its facilities), or from a hub to the main hub.
    const pickupType = fromHc ? 'health_center' : 'collection_hub';
    const pickupHub = hub.main ? otherHub : hub;
    const destType = fromHc ? (toHub ? 'collection_hub' : 'health_center') : 'collection_hub';
    const destHub = fromHc ? hub : hubs[0];
    const pickupName = fromHc ? pickupHc.name : pickupHub.name;
    items.push({
      sortKey: created.getTime(),
      row: {
        pickup_number: '',
        date: dateString(created),
        sample: sample.id,
        quantity,
        pickup_status: status,
        notes: note,
        source,
        created_by: source === 'dashboard' ? creator : agent.username,
        pickup_location_type: pickupType,
        destination_location_type: destType,
        pickup_health_center: fromHc ? pickupHc.id : null,
        pickup_collection_hub: fromHc ? null : pickupHub.id,
        destination_health_center: destType === 'health_center' ? destHc.id : null,
        destination_collection_hub: destType === 'collection_hub' ? destHub.id : null,
        pickup_notes: fromHc ? `Lab reception, ${pickupHc.name}` : null,
        destination_notes: destType === 'collection_hub' ? 'Hand over at the hub reception desk' : null,
        assigned_delivery_agent: hasAgent ? agent.id : null,
        assigned_rider: hasAgent ? agent.id : null,
        scheduled_pickup_date: clock.plusMinutes(created, scheduledIn),
        failure_reason: status === 'failed' ? reason : null,
        health_center: fromHc ? pickupHc.id : null,
        collection_hub: fromHc ? hub.id : pickupHub.id,
        pickup_from: pickupName,
        time_stamp: created,
        assigned_at: hasAgent ? assignedAt : null,
        picked_up_at: pickedUp ? pickedAt : null,
        delivered_at: status === 'delivered' ? deliveredAt : null,
      },
    });
  }
  // Drawn pickups whose samples were picked up give way to the linked ones, evenly over time (the first rows drawn,
  // one of each status, stay).
  const yielding = items
    .filter((x, i) => i >= PICKUP_STATUSES.length && x.row.picked_up_at)
    .sort((a, b) => a.sortKey - b.sortKey);
  const m = Math.min(linked.length, yielding.length);
  const dropped = new Set(
    Array.from({ length: m }, (_, j) => yielding[Math.floor(((j + 0.5) * yielding.length) / m)]),
  );
  const kept = items.filter((x) => !dropped.has(x));
  for (const row of linked) kept.push({ row, sortKey: (row.time_stamp as Date).getTime() });
  kept.sort((a, b) => a.sortKey - b.sortKey);
  return kept.map((x, i) => {
    x.row.pickup_number = `PUP${pad(i + 1, 6)}`;
    return x.row;
  });
}

// ---------------------------------------------------------------- patients

export interface PatientPlan {
  row: PatientRow;
  /** Indexes into the delivery rows of the child items this patient's samples travelled as. */
  deliveryRows: number[];
  /** The pickup their samples were collected on: one of the `pickups` buildPatients answers. */
  pickup: PickupRow;
}

/**
 * The pickup a trip of samples from a health centre fulfilled: from that health centre to the trip's
 * destination hub, with the trip's agent, created and assigned before the trip left, picked up at the trip's
 * pickup time and delivered at its drop-off; its status follows the trip. Draws the same numbers whatever the
 * trip.
 */
function tripPickup(
  net: Network,
  rng: Rng,
  trip: TripRef,
  rows: DeliveryRow[],
  agentById: Map<number, AgentRef>,
): PickupRow {
  const { clock, cat } = net;
  const assignBefore = rng.int(5, 50);
  const createBefore = rng.int(5, 240);
  const source = rng.bool(0.7) ? 'dashboard' : 'agent_app';
  const creator = rng.pick(['manager', 'admin', 'manager', 'staff']);
  const note = rng.pick([null, null, 'Call the lab focal person on arrival', 'Keep samples in the cool box']);

  const d = rows[trip.rows[0]];
  const hc = trip.fromHc!;
  const children = trip.childRows.map((i) => rows[i]);
  const sample = cat.samples.find((x) => x.name === children[0]?.item_name) ?? cat.samples[0];
  const agent = d.agent_account == null ? undefined : agentById.get(d.agent_account);
  const assignedAt = clock.plusMinutes(d.date as Date, -assignBefore);
  const created = clock.plusMinutes(assignedAt, -createBefore);
  const pickedAt = (d.time_of_pickup as Date | null | undefined) ?? null;
  const delivered = d.delivery_status === 'delivered';
  const status: PickupStatus = delivered ? 'delivered' : pickedAt ? 'in_transit_to_destination' : 'assigned';
  return {
    pickup_number: '',
    date: dateString(created),
    sample: sample.id,
    quantity: children.reduce((sum, c) => sum + (c.items_total ?? 1), 0),
    pickup_status: status,
    notes: note,
    source,
    created_by: source === 'dashboard' ? creator : (agent?.username ?? creator),
    pickup_location_type: 'health_center',
    destination_location_type: 'collection_hub',
    pickup_health_center: hc.id,
    pickup_collection_hub: null,
    destination_health_center: null,
    destination_collection_hub: d.collection_hub,
    pickup_notes: `Lab reception, ${hc.name}`,
    destination_notes: 'Hand over at the hub reception desk',
    assigned_delivery_agent: d.agent_account,
    assigned_rider: d.agent_account,
    scheduled_pickup_date: (d.date as Date) ?? created,
    failure_reason: null,
    health_center: hc.id,
    collection_hub: d.collection_hub,
    pickup_from: hc.name,
    time_stamp: created,
    assigned_at: assignedAt,
    picked_up_at: pickedAt,
    delivered_at: delivered ? ((d.time_of_dropoff as Date | null | undefined) ?? null) : null,
  };
}

/**
 * `count` patients, each with one to three samples among the child rows of one trip from a health centre (on a day
 * weighted towards today, or the nearest day with a trip that has samples left), and the pickups of those trips
 * (one per trip, shared by its patients): the patient's pickup is the pickup their samples were collected on.
 */
export function buildPatients(
  net: Network,
  built: { rows: DeliveryRow[]; trips: TripRef[] },
  count: number,
): { plans: PatientPlan[]; pickups: PickupRow[] } {
  const { clock } = net;
  const rng = new Rng('patients');
  const pickupRng = new Rng('linkedpickups');
  const agentById = new Map(net.agents.map((a) => [a.id, a]));
  const byDay: TripRef[][] = [];
  for (const t of built.trips) if (t.fromHc && t.childRows.length) (byDay[t.offset] ??= []).push(t);
  const usedRows = new Set<number>();
  const pickupOf = new Map<TripRef, PickupRow>();
  const pickups: PickupRow[] = [];
  const hasRoom = (t: TripRef) => t.childRows.some((r) => !usedRows.has(r));
  /** A trip of day `day` with samples left, starting at the fraction `u` of the day's trips. */
  const tripOn = (day: number, u: number): TripRef | undefined => {
    const list = byDay[day];
    if (!list?.length) return undefined;
    const start = Math.floor(u * list.length);
    for (let k = 0; k < list.length; k++) {
      const t = list[(start + k) % list.length];
      if (hasRoom(t)) return t;
    }
    return undefined;
  };
  const out: PatientPlan[] = [];
  for (let i = 0; i < count; i++) {
    const offset = recentOffset(rng, 40);
    const tripU = rng.next();
    const p = personName(rng);
    const sex = p.gender;
    const pediatric = rng.bool(0.25);
    const ageYears = pediatric ? rng.int(0, 17) : rng.int(18, 85);
    const extraDays = rng.int(0, 364);
    const foreign = rng.bool(0.12);
    const nationality = foreign ? rng.pick(NATIONALITIES) : 'Ugandan';
    const occupation =
      ageYears < 6 ? 'Child' : ageYears < 18 ? rng.pick(['Pupil', 'Student']) : rng.pick(OCCUPATIONS);
    const opd = `${rng.bool(0.7) ? 'OPD' : 'IPD'}/${rng.int(1000, 99999)}`;
    const hasNin = !pediatric && rng.bool(0.7);
    const ninValue = nin(rng, sex);
    const residenceU = rng.next();
    const workplaceU = rng.next();
    const hasWork = !pediatric && rng.bool(0.5);
    const phone = rng.phone();
    const hasEmail = rng.bool(0.3);
    const emailN = rng.int(1, 99);
    const lab = `${rng.bool(0.6) ? 'CHI' : 'FHL'}${rng.digits(7)}`;
    const itemCount = rng.int(1, 3);
    const createdAfter = rng.int(2, 40);

    // The trip: on the drawn day, else the nearest day before it (towards today), else after it.
    let trip: TripRef | undefined;
    for (let day = offset; !trip && day >= 0; day--) trip = tripOn(day, tripU);
    for (let day = offset + 1; !trip && day < byDay.length; day++) trip = tripOn(day, tripU);
    if (!trip) throw new Error('seed: not enough trips from health centres for the patients');
    const rows = trip.childRows.filter((r) => !usedRows.has(r)).slice(0, itemCount);
    for (const r of rows) usedRows.add(r);
    let pickup = pickupOf.get(trip);
    if (!pickup) {
      pickup = tripPickup(net, pickupRng, trip, built.rows, agentById);
      pickupOf.set(trip, pickup);
      pickups.push(pickup);
    }

    const createdAt = clock.clamp(clock.plusMinutes(pickup.time_stamp as Date, createdAfter), rng.next());
    // date_of_birth consistent with the age: ageYears whole years (and some days) before today.
    const birthday = new Date(
      clock.now.getFullYear() - ageYears,
      clock.now.getMonth(),
      clock.now.getDate() - extraDays,
    );
    const dob = ageOn(birthday, clock.now) === ageYears ? birthday : new Date(birthday.getFullYear(), 0, 1);
    const district = trip.fromHc?.district ?? 'Kampala';
    const places = districtByName.get(district)?.places ?? ['Kampala'];
    const village = places[Math.floor(residenceU * places.length)];
    const workplace = places[Math.floor(workplaceU * places.length)];
    const names = `${p.first} ${p.last}`;
    out.push({
      deliveryRows: rows,
      pickup,
      row: {
        names,
        date_of_birth: dateString(dob),
        age: ageOn(dob, clock.now),
        nationality,
        occupation,
        sex,
        patient_opd_ipd_number: opd,
        national_id_number: hasNin ? ninValue : null,
        village_of_residence: village,
        village_of_workplace: hasWork ? workplace : null,
        physical_address: `${village}, ${district} district`,
        phone_number: phone,
        email_address: hasEmail ? `${p.first}.${p.last}${emailN}@example.com`.toLowerCase() : null,
        lab_generated_number: lab,
        pending_sample_pickup: null,
        created_at: createdAt,
      },
    });
  }
  return { plans: out, pickups };
}

// ---------------------------------------------------------------- orders

type OrderRow = InferInsertModel<typeof s.clientOrders>;

export function buildOrders(net: Network, count: number): OrderRow[] {
  const { clock, agents, cat, hubs } = net;
  const rng = new Rng('orders');
  const kampalaAgents = agents.filter((a) => a.hub === hubs[0].id && a.active);
  const statuses = ['pending', 'assigned', 'success', 'cancelled'] as const;
  const items: OrderRow[] = [];
  for (let i = 0; i < count; i++) {
    const offset = recentOffset(rng, 60);
    const w =
      offset <= 1
        ? { pending: 50, assigned: 35, success: 10, cancelled: 5 }
        : offset <= 6
          ? { pending: 10, assigned: 15, success: 65, cancelled: 10 }
          : { pending: 0, assigned: 3, success: 85, cancelled: 12 };
    const drawn = rng.weighted(w);
    const status = i < statuses.length ? statuses[i] : drawn;
    const client = rng.pick(cat.clients);
    const agent = rng.pick(kampalaAgents.length ? kampalaAgents : agents);
    const lineCount = rng.int(1, 4);
    const lines = Array.from({ length: lineCount }, (_, k) => {
      const product = rng.pick(cat.products);
      const quantity = rng.int(1, 10);
      return {
        key: k + 1,
        item_name: product.name,
        quantity,
        description: `${quantity} x ${product.name}`,
        total: quantity * product.price,
      };
    });
    const extra = rng.bool(0.4) ? rng.pick([2000, 5000, 10000, 15000]) : 0;
    const [address, lat, lng] = rng.pick(KAMPALA_ADDRESSES);
    const [jLat, jLng] = rng.near(lat, lng, 0.004);
    const info = rng.pick([
      null,
      null,
      'Call on arrival',
      'Deliver to the laboratory store',
      'Ask for the stores officer',
    ]);
    const minutes = rng.int(7 * 60, 18 * 60);
    const u = rng.next();
    const gaps = [rng.int(20, 120), rng.int(20, 180)];
    const payment = rng.pick(['cash', 'mobile money', 'mobile money', 'bank transfer', 'credit']);

    const date = clock.at(offset, minutes, u);
    const [pickupAt, dropoffAt] = timeline(clock, date, gaps);
    const withAgent = status === 'assigned' || status === 'success';
    const additional = withAgent ? extra : 0;
    const itemsTotal = lines.reduce((sum, l) => sum + l.total, 0);
    items.push({
      ordernumber: '',
      date,
      order_status: status,
      client: client.id,
      clientname: client.name,
      assigned_agent: withAgent ? agent.id : null,
      assigned_agentname: withAgent ? agent.name : null,
      order_address: address,
      additional_addressinfo: info,
      order_address_dictionary: { location_lat: jLat, location_lng: jLng, Address: address },
      time_of_pickup: status === 'success' ? pickupAt : null,
      time_of_dropoff: status === 'success' ? dropoffAt : null,
      items_total: itemsTotal.toFixed(2),
      additional_charges: additional.toFixed(2),
      order_total: (itemsTotal + additional).toFixed(2),
      mode_of_payment: payment,
      item_details: lines,
    });
  }
  items.sort((a, b) => (a.date as Date).getTime() - (b.date as Date).getTime());
  return items.map((o, i) => ({ ...o, ordernumber: `ORD${pad(i + 1, 6)}` }));
}

// ---------------------------------------------------------------- activities and visits

type ActivityRow = InferInsertModel<typeof s.agentActivities>;
type VisitRow = InferInsertModel<typeof s.agentFacilityVisits>;

export function buildActivities(net: Network, days: number): ActivityRow[] {
  const { clock, agents, hcs, hubs } = net;
  const rng = new Rng('activities');
  const hcsByHub = groupBy(hcs, (h) => h.hub);
  const hubById = new Map(hubs.map((h) => [h.id, h]));
  const kampala = hcs.filter((h) => h.district === 'Kampala');
  const rows: ActivityRow[] = [];
  for (const agent of agents.filter((a) => a.online)) {
    const hub = hubById.get(agent.hub) ?? hubs[0];
    const stops = hub.main ? kampala : (hcsByHub.get(hub.id) ?? kampala);
    for (let offset = days; offset >= 0; offset--) {
      const n = rng.int(6, 12);
      const fractions = Array.from({ length: n }, () => rng.next()).sort((a, b) => a - b);
      const route = Array.from({ length: n }, () => rng.pick(stops));
      const jitter = Array.from({ length: n }, () => rng.near(0, 0, 0.003));
      const kinds = Array.from({ length: n }, () => rng.weighted({ arrive: 3, pickup: 3, update: 4 }));
      const startMin = rng.int(6 * 60 + 30, 8 * 60);
      const endMin = rng.int(16 * 60, 19 * 60);
      const dayStart = clock.day(offset).getTime();
      let start = dayStart + startMin * 60_000;
      let end = dayStart + endMin * 60_000;
      if (offset === 0) {
        end = Math.min(end, clock.now.getTime());
        if (end <= start) start = dayStart;
      }
      for (let k = 0; k < n; k++) {
        const stop = route[k];
        const first = k === 0;
        const last = k === n - 1 && offset > 0;
        const [lat, lng] = first
          ? [hub.lat + jitter[k][0], hub.lng + jitter[k][1]]
          : [stop.lat + jitter[k][0], stop.lng + jitter[k][1]];
        const activity = first
          ? `Logged in at ${hub.name}`
          : last
            ? `Delivered samples to ${hub.name}`
            : kinds[k] === 'arrive'
              ? `Arrived at ${stop.name}`
              : kinds[k] === 'pickup'
                ? `Picked up samples at ${stop.name}`
                : 'Location update';
        rows.push({
          agent: agent.id,
          lat: Math.round(lat * 1e6) / 1e6,
          lng: Math.round(lng * 1e6) / 1e6,
          activity_name: activity,
          timestamp: new Date(start + Math.floor((end - start) * (first ? 0 : fractions[k]))),
        });
      }
    }
  }
  return rows;
}

/**
 * The positions an agent's phone recorded on the trips of the last `days` days (a journey shows where
 * its sample was): at the pickup point when the trip was picked up, half way along the road while it travelled,
 * and at the destination on drop-off. Draws the same numbers for every trip, recent or not.
 */
export function buildTripPositions(
  net: Network,
  built: { rows: DeliveryRow[]; trips: TripRef[] },
  days: number,
): ActivityRow[] {
  const { clock } = net;
  const rng = new Rng('trippositions');
  const out: ActivityRow[] = [];
  const at = (p: { lat: number; lng: number }, j: [number, number]) => ({
    lat: round6(p.lat + j[0]),
    lng: round6(p.lng + j[1]),
  });
  for (const trip of built.trips) {
    const jitter = Array.from({ length: 3 }, () => rng.near(0, 0, 0.002));
    const along = rng.float(0.35, 0.65);
    const d = built.rows[trip.rows[0]];
    const pickedAt = (d.time_of_pickup as Date | null | undefined) ?? null;
    if (trip.offset >= days || !pickedAt || d.agent_account == null) continue;
    const droppedAt = (d.time_of_dropoff as Date | null | undefined) ?? null;
    const agent = d.agent_account;
    out.push({
      agent,
      ...at(trip.from, jitter[0]),
      activity_name: `Picked up ${d.delivery_number} at ${d.pickup_point}`,
      timestamp: pickedAt,
    });
    // an open trip: somewhere on the road within its first hours (never later than now)
    const end = droppedAt?.getTime() ?? Math.min(clock.now.getTime(), pickedAt.getTime() + 4 * 3_600_000);
    if (end - pickedAt.getTime() >= 10 * 60_000) {
      const mid = {
        lat: trip.from.lat + (trip.to.lat - trip.from.lat) * along,
        lng: trip.from.lng + (trip.to.lng - trip.from.lng) * along,
      };
      out.push({
        agent,
        ...at(mid, jitter[1]),
        activity_name: `On the way to ${d.destination}`,
        timestamp: new Date(pickedAt.getTime() + Math.floor((end - pickedAt.getTime()) * along)),
      });
    }
    if (droppedAt) {
      out.push({
        agent,
        ...at(trip.to, jitter[2]),
        activity_name: `Delivered ${d.delivery_number} to ${d.destination}`,
        timestamp: droppedAt,
      });
    }
  }
  return out;
}

const HC_SPELLINGS = ['Healthcenter', 'health_center', 'Health center'];
const HUB_SPELLINGS = ['Hub', 'collection_hub', 'Collection Hub'];

/** Visits a day: this week's range, and the range of the three weeks before it. */
export interface VisitVolume {
  thisWeek: [number, number];
  earlier: [number, number];
}
const DEMO_VISITS: VisitVolume = { thisWeek: [10, 16], earlier: [3, 7] };

export function buildVisits(net: Network, volume: VisitVolume = DEMO_VISITS): VisitRow[] {
  const { clock, agents, hcs, hubs } = net;
  const rng = new Rng('visits');
  const hcsByHub = groupBy(hcs, (h) => h.hub);
  const hubById = new Map(hubs.map((h) => [h.id, h]));
  const active = agents.filter((a) => a.active);
  const mainHubActive = active.filter((a) => a.hub === hubs[0].id);
  const rows: VisitRow[] = [];
  const thisWeek = clock.daysSinceMonday;
  for (let offset = thisWeek + 21; offset >= 0; offset--) {
    const perDay = offset <= thisWeek ? rng.int(...volume.thisWeek) : rng.int(...volume.earlier);
    for (let k = 0; k < perDay; k++) {
      const agent = rng.bool(0.35) ? rng.pick(mainHubActive) : rng.pick(active);
      const hub = hubById.get(agent.hub) ?? hubs[0];
      const atHc = rng.bool(0.7);
      const hc = rng.pick(hcsByHub.get(hub.id) ?? hcs);
      const spelling = atHc ? rng.pick(HC_SPELLINGS) : rng.pick(HUB_SPELLINGS);
      const [lat, lng] = atHc ? rng.near(hc.lat, hc.lng, 0.001) : rng.near(hub.lat, hub.lng, 0.001);
      const at = clock.at(offset, rng.int(7 * 60, 18 * 60), rng.next());
      const note = rng.pick([
        null,
        'Collected samples',
        'Dropped off supplies',
        'No samples ready',
        'Delivered results',
        'Routine visit',
      ]);
      rows.push({
        agent: agent.id,
        facility_type: spelling,
        health_center: atHc ? hc.id : null,
        collection_hub: atHc ? null : hub.id,
        addres: atHc ? `${hc.name}, ${hc.district}` : `${hub.name}, ${hub.district}`,
        location_latitude: lat,
        location_longitude: lng,
        visit_date: dateString(at),
        visit_time: timeString(at),
        visit_notes: note,
      });
    }
  }
  return rows;
}

// ---------------------------------------------------------------- audit

type AuditRow = InferInsertModel<typeof s.auditLogs>;
const ACTIONS = AUDIT_ACTIONS;
const RESOURCES = ['Delivery', 'Agent', 'Facility', 'User', 'Order'] as const;
const DEVICES = DEVICE_TYPES;

export function buildAuditLogs(net: Network, count: number, deliveryNumbers: string[]): AuditRow[] {
  const { clock, accounts, agents, hcs } = net;
  const rng = new Rng('audit');
  const rows: AuditRow[] = [];
  for (let i = 0; i < count; i++) {
    const account = accounts[Number(rng.weighted({ 0: 35, 1: 35, 2: 15, 3: 15 }))];
    const drawnAction = rng.weighted({
      READ: 30,
      UPDATE: 15,
      CREATE: 12,
      LOGIN: 15,
      LOGOUT: 8,
      EXPORT: 6,
      PRINT: 5,
      SCAN: 6,
      DELETE: 3,
    });
    const action = i < ACTIONS.length ? ACTIONS[i] : drawnAction;
    const drawnResource = rng.pick(RESOURCES);
    const resource =
      action === 'LOGIN' || action === 'LOGOUT'
        ? 'User'
        : i < 14
          ? RESOURCES[i % RESOURCES.length]
          : drawnResource;
    const device = i < DEVICES.length ? DEVICES[i] : rng.weighted({ Desktop: 70, Mobile: 20, Tablet: 10 });
    const failed = i === 3 || rng.bool(0.08);
    const agent = rng.pick(agents);
    const hc = rng.pick(hcs);
    const num = rng.pick(deliveryNumbers);
    const order = `ORD${pad(rng.int(1, 300), 6)}`;
    const ip = rng.bool(0.6)
      ? `192.168.1.${rng.int(2, 254)}`
      : `41.210.${rng.int(0, 255)}.${rng.int(1, 254)}`;
    const offset = rng.int(0, 29);
    const at = clock.at(offset, rng.int(6 * 60, 21 * 60), rng.next());
    const error = rng.pick([
      'Permission denied',
      'Validation failed: destination is required',
      'Record not found',
      'Invalid credentials',
    ]);
    const name =
      resource === 'Delivery'
        ? num
        : resource === 'Agent'
          ? agent.name
          : resource === 'Facility'
            ? hc.name
            : resource === 'Order'
              ? order
              : account.username;
    const [oldValues, newValues] =
      resource === 'Delivery'
        ? [{ delivery_status: 'pending' }, { delivery_status: 'delivered' }]
        : resource === 'Agent'
          ? [{ active: false }, { active: true }]
          : resource === 'Facility'
            ? [{ contactperson_phone: '0772000000' }, { contactperson_phone: '0701234567' }]
            : resource === 'Order'
              ? [{ order_status: 'pending' }, { order_status: 'assigned' }]
              : [{ is_active: true }, { is_active: false }];
    const verb: Record<(typeof ACTIONS)[number], string> = {
      CREATE: 'Created',
      READ: 'Viewed',
      UPDATE: 'Updated',
      DELETE: 'Deleted',
      LOGIN: 'Signed in:',
      LOGOUT: 'Signed out:',
      EXPORT: 'Exported',
      PRINT: 'Printed',
      SCAN: 'Scanned',
    };
    rows.push({
      timestamp: at,
      user: account.id,
      user_username: account.username,
      user_email: account.email,
      action,
      resource_type: resource,
      resource_name: name,
      description: `${verb[action]} ${resource.toLowerCase()} ${name}`,
      ip_address: ip,
      device_type: device,
      success: !failed,
      error_message: failed ? (action === 'LOGIN' ? 'Invalid credentials' : error) : null,
      old_values: action === 'UPDATE' || action === 'DELETE' ? oldValues : null,
      new_values: action === 'UPDATE' || action === 'CREATE' ? newValues : null,
    });
  }
  rows.sort((a, b) => (a.timestamp as Date).getTime() - (b.timestamp as Date).getTime());
  return rows;
}

// ---------------------------------------------------------------- LIMS

/** The types of the demo's made-up log rows: the historic eight (FHIR calls are logged as a FHIR client makes them). */
type SeededType = Exclude<(typeof INTEGRATION_TYPES)[number], 'FHIR'>;
const SEEDED_TYPES = INTEGRATION_TYPES.filter((t): t is SeededType => t !== 'FHIR');
const ENDPOINTS: Record<SeededType, [string, string]> = {
  API_CALL: ['/api/lims/samples/', 'GET'],
  WEBHOOK: ['/api/lims/webhooks/results/', 'POST'],
  PATIENT_SYNC: ['/api/lims/patients/sync/', 'POST'],
  SAMPLE_REGISTRATION: ['/api/lims/samples/register/', 'POST'],
  RESULT_UPLOAD: ['/api/lims/results/upload/', 'POST'],
  ERROR_HANDLING: ['/api/lims/errors/', 'POST'],
  DATA_MAPPING: ['/api/lims/mappings/', 'PUT'],
  VALIDATION: ['/api/lims/samples/validate/', 'POST'],
};

export function buildLimsTokens(net: Network): InferInsertModel<typeof s.limsTokens>[] {
  const { clock, accounts } = net;
  const specs: [number, string, boolean, number, number | null][] = [
    [0, 'CPHL LIMS production integration', true, 45, 0],
    [1, 'Mulago laboratory LIMS', true, 30, 1],
    [1, 'Results upload service', true, 12, 3],
    [0, 'Old test token', false, 90, 60],
  ];
  return specs.map(([acc, description, is_active, createdDaysAgo, usedDaysAgo]) => {
    const t = newLimsToken();
    return {
      user: accounts[acc].id,
      token_hash: t.token_hash,
      token_display: t.token_display,
      description,
      is_active,
      created_at: clock.plusMinutes(clock.day(createdDaysAgo), 9 * 60),
      last_used_at: usedDaysAgo === null ? null : clock.at(usedDaysAgo, 8 * 60 + usedDaysAgo * 7, 0.5),
    };
  });
}

export function buildConfirmations(
  net: Network,
  items: {
    id: number;
    item_name: string;
    barcode: string;
    patient: string;
    delivery_number: string;
    at: Date;
  }[],
): InferInsertModel<typeof s.limsSampleConfirmations>[] {
  const { clock, accounts } = net;
  const rng = new Rng('confirmations');
  const statuses = ['PENDING', 'CONFIRMED', 'REJECTED', 'ERROR'] as const;
  return items.map((item, i) => {
    const drawn = rng.weighted({ PENDING: 30, CONFIRMED: 50, REJECTED: 10, ERROR: 10 });
    const status = i < statuses.length ? statuses[i] : drawn;
    const after = rng.int(30, 600);
    const limsId = `LIMS-${rng.digits(8)}`;
    const confirmedAt = clock.clamp(clock.plusMinutes(item.at, after), rng.next());
    return {
      barcode: item.barcode,
      delivery_item: item.id,
      delivery_item_name: item.item_name,
      patient_names: item.patient,
      delivery_number: item.delivery_number,
      status,
      lims_user: status === 'PENDING' ? null : accounts[0].id,
      confirmed_at: status === 'CONFIRMED' ? confirmedAt : null,
      created_at: item.at,
      lims_sample_id: status === 'CONFIRMED' ? limsId : null,
      error_message:
        status === 'REJECTED'
          ? 'Rejected by admin'
          : status === 'ERROR'
            ? 'LIMS returned 422: patient demographics do not match'
            : null,
      confirmation_data:
        status === 'CONFIRMED'
          ? { received_condition: 'good', test_panel: item.item_name, lims_sample_id: limsId }
          : null,
      notes: status === 'PENDING' ? 'Awaiting laboratory reception' : null,
    };
  });
}

export function buildIntegrationLogs(
  net: Network,
  count: number,
): InferInsertModel<typeof s.limsIntegrationLogs>[] {
  const { clock, accounts } = net;
  const rng = new Rng('integrationlogs');
  const rows: InferInsertModel<typeof s.limsIntegrationLogs>[] = [];
  for (let i = 0; i < count; i++) {
    const type = i < 40 ? SEEDED_TYPES[i % 8] : rng.pick(SEEDED_TYPES);
    const drawn = rng.weighted({ SUCCESS: 65, FAILED: 12, PENDING: 8, RETRY: 7, PARTIAL: 8 });
    const status = i < 40 ? INTEGRATION_STATUSES[Math.floor(i / 8)] : drawn;
    const system = rng.bool(0.3);
    const user = rng.pick(accounts.slice(0, 2));
    const at = clock.at(rng.int(0, 29), rng.int(0, 24 * 60 - 1), rng.next());
    const time = Math.round(rng.float(0.05, 4.5) * 1000) / 1000;
    const barcode = rng.digits(10);
    const [endpoint, method] = ENDPOINTS[type];
    const code =
      status === 'SUCCESS'
        ? method === 'POST'
          ? 201
          : 200
        : status === 'FAILED'
          ? rng.pick([400, 401, 404, 500])
          : status === 'RETRY'
            ? 503
            : status === 'PARTIAL'
              ? 207
              : null;
    rows.push({
      user: system ? null : user.id,
      integration_type: type,
      status,
      description: `${type.replace(/_/g, ' ').toLowerCase()} for sample ${barcode}`,
      endpoint_url: `https://lims.cphl.example${endpoint}`,
      http_method: method,
      response_code: code,
      processing_time: status === 'PENDING' ? null : time,
      timestamp: at,
      error_message:
        status === 'FAILED'
          ? `HTTP ${code}: request rejected by the LIMS`
          : status === 'RETRY'
            ? 'Service unavailable, retrying in 60 s'
            : status === 'PARTIAL'
              ? '1 of 3 results could not be mapped'
              : null,
      request_data: { barcode, source: 'umoja-courier' },
      response_data: status === 'PENDING' ? null : { status: code, barcode },
    });
  }
  rows.sort((a, b) => (a.timestamp as Date).getTime() - (b.timestamp as Date).getTime());
  return rows;
}

// ---------------------------------------------------------------- notifications

export function buildNotifications(
  net: Network,
  unread: number,
  read: number,
  deliveryNumbers: string[],
): InferInsertModel<typeof s.adminNotifications>[] {
  const { clock, hubs, hcs, agents, cat } = net;
  const rng = new Rng('notifications');
  const rows: InferInsertModel<typeof s.adminNotifications>[] = [];
  for (let i = 0; i < unread + read; i++) {
    const isRead = i >= unread;
    const [title, template] = NOTIFICATION_TEMPLATES[i % NOTIFICATION_TEMPLATES.length];
    const message = template
      .replace('{hc}', rng.pick(hcs).name)
      .replace('{hub}', rng.pick(hubs).name)
      .replace('{num}', rng.pick(deliveryNumbers))
      .replace('{agent}', rng.pick(agents).name)
      .replace('{client}', rng.pick(cat.clients).name);
    const offset = isRead ? rng.int(2, 14) : rng.int(0, 1);
    rows.push({
      title,
      message,
      read: isRead,
      created_at: clock.at(offset, rng.int(6 * 60, 20 * 60), rng.next()),
    });
  }
  rows.sort((a, b) => (a.created_at as Date).getTime() - (b.created_at as Date).getTime());
  return rows;
}
