/**
 * A bulk insert of deliveries (the bench seed, an import) in one transaction reads umoja_deliveries by its indexes, not
 * once per row. The insert trigger of migration 0010 looks up each row's parent batch and latest LIMS confirmation,
 * and its plan is kept for the rest of the transaction: planned on a small table it scanned the whole table for every
 * row, so 150,000 rows took hours (migration 0015 plans both lookups with index scans). Counted with the transaction's
 * own statistics (pg_stat_xact_user_tables), on PGlite and PostgreSQL, not timed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../server/db/rows';
import type { Database } from '../../server/db/client';
import { deliveryAgents, umojaDeliveries } from '../../server/db/schema';
import { bulkInsertIds } from '../../server/seed/util';
import { openTestDatabase } from './engine';
import { seedFixture } from './fixtures';

const BATCHES = 20;
const SAMPLES_PER_BATCH = 15;

describe('bulk insert of deliveries in one transaction', () => {
  // the database alone: no server, whose background jobs would share the embedded engine's one session
  let database: Database;
  let hub: number;
  beforeAll(async () => {
    database = await openTestDatabase();
    hub = (await seedFixture(database)).hubs.main;
  });
  afterAll(async () => database?.close());

  it('reads the table by index for every row (no table scan per row), and dates each sample by its batch', async () => {
    const [agent] = await database.db.select({ id: deliveryAgents.id }).from(deliveryAgents).limit(1);
    const date = new Date(2026, 2, 1, 6);
    const received = new Date(2026, 2, 1, 15);
    const trip = {
      agent_account: agent.id,
      collection_hub: hub,
      pickup_point: 'Mulago Health Centre',
      destination: 'Kampala Main Hub',
      delivery_type: 'sample',
      delivery_number: 'DN-BULK',
      date,
    };
    const parents = Array.from({ length: BATCHES }, (_, b) => ({
      ...trip,
      barcode: `BULK-B${b}`,
      barcode_type: 'parent' as const,
      item_type: 'batch_entry',
      time_of_receiving: received,
    }));
    const children = parents.flatMap((p) =>
      Array.from({ length: SAMPLES_PER_BATCH }, (_, i) => ({
        ...trip,
        barcode: `${p.barcode}-S${i}`,
        barcode_type: 'child' as const,
        parent_code: p.barcode,
        time_of_receiving: null,
      })),
    );
    const { scans, dated } = await database.db.transaction(async (tx) => {
      const seqScans = async () => {
        const [stat] = await rowsOf<{ seq_scan: number | string }>(
          tx,
          sql`SELECT seq_scan FROM pg_stat_xact_user_tables WHERE relname = 'umoja_deliveries'`,
        );
        return Number(stat?.seq_scan ?? 0);
      };
      // the parents first, in small statements, so the trigger's plans are made while the table is small
      for (let i = 0; i < parents.length; i += 5)
        await bulkInsertIds(tx, umojaDeliveries, parents.slice(i, i + 5));
      const before = await seqScans();
      await bulkInsertIds(tx, umojaDeliveries, children, 100);
      const rows = await rowsOf<{ n: number | string }>(
        tx,
        sql`SELECT count(*) AS n FROM umoja_deliveries WHERE parent_code LIKE 'BULK-B%' AND custody_updated_at = ${received}`,
      );
      return { scans: (await seqScans()) - before, dated: Number(rows[0].n) };
    });
    // On a table this small each row's foreign-key check from umoja_delivery_codes (its own trigger) is planned as a
    // scan: one per row, and a few more for plans (PostgreSQL). The custody triggers' lookups (the sample's batch, the
    // rows having it as their batch) added three more per row, each reading the whole table (1,200 for 300 samples).
    expect(scans).toBeLessThanOrEqual(children.length + 10);
    // every sample's last custody fact is its batch's receipt, found through the index
    expect(dated).toBe(BATCHES * SAMPLES_PER_BATCH);
  });
});
