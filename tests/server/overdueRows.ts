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
