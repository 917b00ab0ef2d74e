/** Rows for the overdue tests (overdue.test.ts, overduefilter.test.ts). */
import { sql } from 'drizzle-orm';
import { healthCentres, samples, umojaDeliveries } from '../../server/db/schema';
import type { Fixture } from './fixtures';

/** Pending-pickup rows at Mulago for the main hub. */
export async function pickupRows(fx: Fixture, defaults: Record<string, unknown> = {}) {
  const db = fx.database.db;
  const [sample] = await db.select({ id: samples.id }).from(samples).limit(1);
  const [mulago] = await db
    .select({ id: healthCentres.id })
    .from(healthCentres)
    .where(sql`${healthCentres.name} = 'Mulago Health Centre'`);
  return (n: string, status: string, scheduled: Date, extra: Record<string, unknown> = {}) => ({
    pickup_number: n,
    date: '2026-01-01',
    sample: sample.id,
    pickup_status: status as 'pending',
    pickup_location_type: 'health_center' as const,
    destination_location_type: 'collection_hub' as const,
    pickup_health_center: mulago.id,
    destination_collection_hub: fx.hubs.main,
    ...defaults,
    scheduled_pickup_date: scheduled,
    ...extra,
  });
}

/** Delivery rows from Mulago to the Central Lab (one blood sample), all dated `date`. */
export const deliveryRows =
  (date: Date) => (n: string, hub: number, extra: Partial<typeof umojaDeliveries.$inferInsert>) => ({
    delivery_number: n,
    collection_hub: hub,
    pickup_point: 'Mulago Health Centre',
    destination: 'Central Lab',
    delivery_type: 'sample',
    item_type: 'single_entry',
    item_name: 'Blood',
    date,
    ...extra,
  });

const H = 3_600_000;
type Delivery = Partial<typeof umojaDeliveries.$inferInsert>;

/**
 * The legs of a delivery picked up 27 h and dropped off 25 h before `at(0)`: with the default 24 h per leg,
 * on time for drop-off and late for receipt, unless `extra` (receivedOnTime) says it was received.
 */
export const droppedOff = (at: (ms: number) => Date, extra: Delivery = {}): Delivery => ({
  time_of_pickup: at(-27 * H),
  time_of_dropoff: at(-25 * H),
  delivery_status: 'delivered',
  ...extra,
});

/** A delivery dropped off as droppedOff and received by the coordinator 0.5 h later: late for nothing. */
export const receivedOnTime = (at: (ms: number) => Date): Delivery =>
  droppedOff(at, { received_by_coordinator: true, time_of_receiving: at(-24.5 * H) });
