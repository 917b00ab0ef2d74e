/**
 * Deliveries (umoja_deliveries rows) and the barcodes they use, built in memory for both seed sizes.
 *
 * A trip is one delivery_number carried by one agent from a pickup point to a destination. It is one of:
 * - a batch: a parent row (item_type 'batch', barcode_type 'parent', a batch_entry barcode) whose
 *   delivery_items hold the children [{barcode, type, quantity}], plus one child row per child
 *   (item_type 'single_entry', barcode_type 'child', parent_code = the batch barcode);
 * - a package: the same with item_type 'package' and a package barcode;
 * - a single: one child row with a single_entry barcode and no parent;
 * - an item without barcode (supplies, results): barcode and barcode_type null.
 */
import type { InferInsertModel } from 'drizzle-orm';
import * as s from '../db/schema';
import type { AgentRef, Catalogue, HcRef, HubRef } from './network';
import { groupBy, BARCODE_DIGITS } from './network';
import { Rng, pad } from './random';
import type { Clock } from './util';

export type DeliveryRow = InferInsertModel<typeof s.umojaDeliveries>;
export type BarcodeRow = InferInsertModel<typeof s.sampleBarcodes>;
type BarcodeKind = keyof typeof BARCODE_DIGITS;

export interface ChildItem {
  barcode: string;
  type: string;
  quantity: number;
}

export interface DeliveryItemJson {
  barcode: string;
  item_type: string;
  quantity: number;
  description: string;
  item_name: string;
  children: ChildItem[];
}

/** Hands out unique barcodes of the app profile's digit counts and remembers them for sample_barcodes. */
export class BarcodeFactory {
  private readonly rng = new Rng('barcodes');
  private readonly seen = new Set<string>();
  readonly rows: BarcodeRow[] = [];

  private code(kind: BarcodeKind): string {
    for (;;) {
      const c = this.rng.digits(BARCODE_DIGITS[kind]);
      if (!this.seen.has(c)) {
        this.seen.add(c);
        return c;
      }
    }
  }

  /** A barcode used by a delivery: status used, generated a few days before `date`. */
  used(kind: BarcodeKind, date: Date, clock: Clock): string {
    const bar_code = this.code(kind);
    const daysBefore = this.rng.int(1, 10);
    const repackaged = this.rng.bool(0.01);
    this.rows.push({
      bar_code,
      bar_code_type: kind,
      status: 'used',
      date: clock.plusMinutes(date, -daysBefore * 24 * 60),
      repackaged,
      reason_for_repackage: repackaged
        ? 'Outer packaging damaged in transit; samples moved to a new bag'
        : null,
      created_by: 'admin',
    });
    return bar_code;
  }

  /** `n` unused (active) barcodes of `kind`, generated over the last 30 days. */
  active(kind: BarcodeKind, n: number, clock: Clock): void {
    for (let i = 0; i < n; i++) {
      const bar_code = this.code(kind);
      const offset = this.rng.int(0, 30);
      const minutes = this.rng.int(7 * 60, 17 * 60);
      this.rows.push({
        bar_code,
        bar_code_type: kind,
        status: 'active',
        date: clock.at(offset, minutes, this.rng.next()),
        repackaged: false,
        reason_for_repackage: null,
        created_by: this.rng.bool(0.7) ? 'admin' : 'manager',
      });
    }
  }
}

export interface DeliveryPlan {
  days: number;
  /** Target number of rows on the day `offset` days back. */
  rowsOnDay: (offset: number) => number;
  /** Share of trips that go to (or through) the main hub. */
  mainHubShare: number;
}

/** One trip (one delivery_number): where it went from and to, and its rows. */
export interface TripRef {
  /** Day offset of the trip (days before today). */
  offset: number;
  /** Indexes (into rows) of all its rows, and of its child rows (the samples a patient's can be among). */
  rows: number[];
  childRows: number[];
  /** The health centre it picked samples up at; null when it starts at a hub (via a hub, supplies, results). */
  fromHc: HcRef | null;
  from: { lat: number; lng: number };
  to: { lat: number; lng: number };
}

export interface BuiltDeliveries {
  rows: DeliveryRow[];
  /** Indexes (into rows) of child rows, by day offset. */
  childrenByDay: number[][];
  trips: TripRef[];
}

const RECEIVER_NOTES = [
  'Received in good condition',
  'All samples intact, cold chain maintained',
  'Received; one tube slightly leaking, repackaged',
  'Received late, temperature log attached',
  'Checked against the manifest, complete',
];

export function buildDeliveries(
  clock: Clock,
  plan: DeliveryPlan,
  hubs: HubRef[],
  hcs: HcRef[],
  agents: AgentRef[],
  cat: Catalogue,
  barcodes: BarcodeFactory,
): BuiltDeliveries {
  const rng = new Rng('deliveries');
  const main = hubs[0];
  const others = hubs.slice(1);
  const hcsByHub = groupBy(hcs, (h) => h.hub);
  const agentsByHub = groupBy(
    agents.filter((a) => a.active),
    (a) => a.hub,
  );
  const allAgents = agents.filter((a) => a.active);
  const rows: DeliveryRow[] = [];
  const childrenByDay: number[][] = [];
  const trips: TripRef[] = [];
  let trip = 0;

  for (let offset = plan.days - 1; offset >= 0; offset--) {
    const target = plan.rowsOnDay(offset);
    const dayChildren: number[] = [];
    childrenByDay[offset] = dayChildren;
    let n = 0;
    while (n < target) {
      trip++;
      // Every draw happens whatever the outcome, so the sequence does not depend on today's date.
      const toMain = rng.bool(plan.mainHubShare);
      const hub = toMain ? main : rng.pick(others);
      const viaHub = !toMain && rng.bool(0.25);
      const hubHcs = hcsByHub.get(hub.id) ?? [];
      const hc = hubHcs.length ? rng.pick(hubHcs) : null;
      const pool = agentsByHub.get(hub.id) ?? allAgents;
      const agent = rng.pick(pool);
      const kind = rng.weighted({ batch: 30, package: 12, single: 33, none: 25 });
      const sample = rng.pick(cat.samples);
      const supply = rng.pick(cat.supplies);
      const minutes = rng.int(6 * 60, 18 * 60);
      const dateU = rng.next();
      const statusU = rng.next();
      const pickupAfter = rng.int(5, 60);
      const travel = rng.int(15, 240);
      const zeroTat = rng.bool(0.02);
      const receivedU = rng.next();
      const receiveAfter = rng.int(5, 120);
      const note = rng.pick(RECEIVER_NOTES);
      const mode = rng.weighted({ motorcycle: 70, car: 12, bicycle: 10, walking: 8 });
      const childCount = rng.int(2, 3);
      const childQty = Array.from({ length: childCount }, () => rng.int(1, 4));
      const noneQty = rng.int(1, 20);
      const resultsNotSupply = rng.bool(0.4);

      const date = clock.at(offset, minutes, dateU);
      const pickupAt = clock.plusMinutes(date, pickupAfter);
      const dropoffAt = zeroTat ? pickupAt : clock.plusMinutes(pickupAt, travel);
      const pDelivered = offset === 0 ? 0.35 : offset === 1 ? 0.7 : 0.92;
      const delivered = statusU < pDelivered && clock.isPast(dropoffAt);
      const receivedAt = clock.plusMinutes(dropoffAt, receiveAfter);
      const received = delivered && receivedU < 0.35 && clock.isPast(receivedAt);
      // Pickups from a health centre to its hub, or (viaHub) from the hub on to the main hub.
      const destinationHub = viaHub ? main : hub;
      const pickupPoint = viaHub || !hc ? hub.name : hc.name;
      const firstRow = rows.length;
      const firstChild = dayChildren.length;

      const base: Omit<
        DeliveryRow,
        'item_type' | 'item_name' | 'barcode' | 'barcode_type' | 'delivery_type'
      > = {
        delivery_number: `DLV${pad(trip, 7)}`,
        agent_account: agent.id,
        collection_hub: destinationHub.id,
        // Set later for the rows that carry a patient's sample; present on every row for bulkInsertIds.
        patient: null,
        patient_name: null,
        pickup_point: pickupPoint,
        destination: destinationHub.name,
        date,
        delivery_status: delivered ? 'delivered' : 'pending',
        delivery_mode: mode,
        trip_status: delivered ? 'completed' : 'ongoing',
        time_of_pickup: delivered || clock.isPast(pickupAt) ? pickupAt : null,
        time_of_dropoff: delivered ? dropoffAt : null,
        received_by_coordinator: received,
        received_by: received ? (destinationHub.id === main.id ? 'hubcoordinator' : 'manager') : null,
        time_of_receiving: received ? receivedAt : null,
        receivers_note: received ? note : null,
      };
      /** One sample's row: a single entry alone (no parent) or a child of a batch or package. */
      const pushSample = (code: string, parentCode: string | null, quantity: number, description: string) => {
        dayChildren.push(rows.length);
        rows.push({
          ...base,
          delivery_type: 'sample',
          item_type: 'single_entry',
          item_name: sample.name,
          barcode: code,
          barcode_type: 'child',
          parent_code: parentCode,
          items_total: quantity,
          delivery_items: [
            {
              barcode: code,
              item_type: 'single_entry',
              quantity,
              description,
              item_name: sample.name,
              children: [],
            } satisfies DeliveryItemJson,
          ],
        });
        n++;
      };

      if (kind === 'batch' || kind === 'package') {
        const parentKind = kind === 'batch' ? 'batch_entry' : 'package';
        const parent = barcodes.used(parentKind, date, clock);
        const children: ChildItem[] = childQty.map((quantity) => ({
          barcode: barcodes.used('single_entry', date, clock),
          type: 'single_entry',
          quantity,
        }));
        const itemName = kind === 'batch' ? `${sample.name} batch` : 'Sample package';
        const total = childQty.reduce((a, b) => a + b, 0);
        rows.push({
          ...base,
          delivery_type: kind === 'batch' ? 'sample' : 'package',
          item_type: kind,
          item_name: itemName,
          barcode: parent,
          barcode_type: 'parent',
          parent_code: null,
          items_total: total,
          delivery_items: [
            {
              barcode: parent,
              item_type: kind,
              quantity: total,
              description: `${children.length} ${sample.name} items`,
              item_name: itemName,
              children,
            } satisfies DeliveryItemJson,
          ],
        });
        n++;
        for (const child of children) {
          pushSample(child.barcode, parent, child.quantity, `${sample.name} in ${kind} ${parent}`);
        }
      } else if (kind === 'single') {
        pushSample(barcodes.used('single_entry', date, clock), null, childQty[0], `${sample.name} sample`);
      } else {
        const itemName = resultsNotSupply ? `Lab results (${sample.name})` : supply.name;
        const itemType = resultsNotSupply ? 'results' : 'supply';
        rows.push({
          ...base,
          // Supplies travel from the hub to the facility; results go back to the facility too.
          pickup_point: destinationHub.name,
          destination: hc && !viaHub ? hc.name : hub.name,
          delivery_type: resultsNotSupply ? 'sample_results' : 'supply',
          item_type: itemType,
          item_name: itemName,
          barcode: null,
          barcode_type: null,
          parent_code: null,
          items_total: noneQty,
          delivery_items: [
            {
              barcode: '',
              item_type: itemType,
              quantity: noneQty,
              description: resultsNotSupply
                ? 'Printed results in a sealed envelope'
                : `${noneQty} x ${supply.name}`,
              item_name: itemName,
              children: [],
            } satisfies DeliveryItemJson,
          ],
        });
        n++;
      }
      const samples = kind !== 'none';
      // Samples go from the health centre (or, via a hub, from that hub) to the destination hub; supplies and
      // results from the destination hub back to the health centre (or the hub).
      const origin = samples ? (viaHub || !hc ? hub : hc) : destinationHub;
      const end = samples ? destinationHub : hc && !viaHub ? hc : hub;
      trips.push({
        offset,
        rows: Array.from({ length: rows.length - firstRow }, (_, k) => firstRow + k),
        childRows: dayChildren.slice(firstChild),
        fromHc: samples && !viaHub && hc ? hc : null,
        from: { lat: origin.lat, lng: origin.lng },
        to: { lat: end.lat, lng: end.lng },
      });
    }
  }
  return { rows, childrenByDay, trips };
}
