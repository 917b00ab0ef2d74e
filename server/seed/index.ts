/**
 * Deterministic seed data for the reference server.
 *
 * - `seedDemo`: a Ugandan hub-and-spoke network at demo size (12 hubs, ~150 health centres, 60 agents,
 *   ~2,000 deliveries over 60 days, pickups, patients, orders, barcodes, activity, audit and LIMS data).
 * - `seedBench`: the national scale (100 hubs, 3,500 health centres, 1,000 agents, 5,000 deliveries a day
 *   over 30 days, 40,000 pickups, 20,000 patients, ~30,000 facility visits) for performance work.
 *
 * Both tell one chain of custody: a patient's samples are child rows of one trip from a health centre, and
 * the patient's pickup is that trip's pickup (same centre, agent and hub; created and assigned before the trip,
 * picked up and delivered at its times). The demo also records each agent's positions along the trips of the
 * last two weeks (agent_activities), so a recent sample's journey has positions and a route.
 *
 * Every value comes from seeded PRNG streams (server/seed/random.ts), so two runs give the same data
 * apart from dates, which are relative to `today` (default now) so that every default date range
 * (Monday of last week to today, last 30 days, last 7 days) shows data. Secrets are the exception:
 * password salts and LIMS tokens are random.
 */
import { count, sql } from 'drizzle-orm';
import { LOCKS, type Db } from '../db/client';
import * as s from '../db/schema';
import { hashPassword } from '../auth/passwords';
import { DEMO_HUBS } from './data';
import { BarcodeFactory, buildDeliveries, type DeliveryRow } from './deliveries';
import {
  buildActivities,
  buildAuditLogs,
  buildConfirmations,
  buildIntegrationLogs,
  buildLimsTokens,
  buildNotifications,
  buildOrders,
  buildPatients,
  buildPickups,
  buildTripPositions,
  buildVisits,
  type Network,
} from './demo';
import {
  agentPhones,
  benchHubInfos,
  seedAccounts,
  seedAgents,
  seedAppProfile,
  seedCatalogue,
  seedGeography,
  seedHealthCentres,
  seedHubs,
  type AgentPlan,
} from './network';
import { Clock, bulkInsertIds, insertIds, insertRows, step, type Log } from './util';
import { rowsOf } from '../db/rows';

export interface SeedOptions {
  /** Password of the four demo accounts; default DEMO_PASSWORD or 'demo1234'. */
  password?: string;
  /** The day the data is relative to; default now. */
  today?: Date;
  /** Progress messages, one per table; default silent. */
  log?: (msg: string) => void;
}

export const DEFAULT_DEMO_PASSWORD = 'demo1234';
/** Password of every demo app client. */
export const APP_CLIENT_PASSWORD = 'client1234';

/** True when the database has no user accounts (a fresh database). */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(s.accounts);
  return Number(row?.n ?? 0) === 0;
}

/**
 * After a bulk load: VACUUM sets the rows' visibility (so the report's counts read the index alone, without
 * visiting each row) and ANALYZE the planner's estimates. PGlite has no autovacuum to do it later.
 */
async function analyze(db: Db): Promise<void> {
  await db.execute(sql`VACUUM ANALYZE`);
}

/**
 * Seeds `kind` into an empty database, once even when several servers start together on one PostgreSQL: the
 * emptiness check and the seed run in one transaction under an advisory lock, so a second server waits for the
 * first one's seed and then finds the database filled. Answers true when this call seeded.
 */
export async function seedIfEmpty(db: Db, kind: 'demo' | 'bench', opts: SeedOptions = {}): Promise<boolean> {
  const seeded = await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${LOCKS.seed})`);
    if (!(await isDatabaseEmpty(tx as unknown as Db))) return false;
    opts.log?.(`empty database: loading ${kind} data`);
    await (kind === 'demo' ? demoRows : benchRows)(tx as unknown as Db, opts);
    return true;
  });
  if (seeded) await analyze(db);
  return seeded;
}

/** Empties every table of the public schema and restarts their id sequences. */
export async function resetDatabase(db: Db): Promise<void> {
  const rows = await rowsOf<{ tablename: string }>(
    db,
    sql`SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
  );
  const names = rows.map((r) => `"${r.tablename.replace(/"/g, '""')}"`);
  if (names.length) await db.execute(sql.raw(`TRUNCATE TABLE ${names.join(', ')} RESTART IDENTITY CASCADE`));
}

function demoPassword(opts: SeedOptions): string {
  return opts.password ?? process.env.DEMO_PASSWORD ?? DEFAULT_DEMO_PASSWORD;
}

/** Inserts the barcodes and the deliveries, answering the delivery ids and a bar_code → id map. */
async function seedDeliveriesAndBarcodes(
  db: Db,
  log: Log,
  barcodes: BarcodeFactory,
  deliveries: DeliveryRow[],
  beforeDeliveries?: (barcodeIds: Map<string, number>) => Promise<void>,
): Promise<{ deliveryIds: number[]; barcodeIds: Map<string, number> }> {
  const barcodeIds = new Map<string, number>();
  await step(db, log, 'sample_barcodes', barcodes.rows.length, async (tx) => {
    const ids = await bulkInsertIds(tx, s.sampleBarcodes, barcodes.rows);
    barcodes.rows.forEach((r, i) => barcodeIds.set(r.bar_code, ids[i]));
  });
  if (beforeDeliveries) await beforeDeliveries(barcodeIds);
  const deliveryIds = await step(db, log, 'umoja_deliveries', deliveries.length, (tx) =>
    bulkInsertIds(tx, s.umojaDeliveries, deliveries),
  );
  return { deliveryIds, barcodeIds };
}

/**
 * The deliveries and barcodes, with the pickups and the patients (whose samples are among the deliveries' child rows)
 * stored between the barcodes and the deliveries; then the delivery items, one per patient sample, linked to the
 * patient and to its delivery row (answered, not stored). `insert` is the batch insert to use for the big tables.
 */
async function seedSamples(
  db: Db,
  log: Log,
  net: Network,
  built: ReturnType<typeof buildDeliveries>,
  barcodes: BarcodeFactory,
  counts: { pickups: number; patients: number },
  insert: typeof insertIds,
) {
  const rows = built.rows;
  // The patients and their samples first: each patient's pickup is the pickup of the trip their samples went on.
  const { plans: patientPlans, pickups: linked } = buildPatients(net, built, counts.patients);
  const pickupRows = buildPickups(net, counts.pickups, linked);
  let patientIds: number[] = [];
  const { deliveryIds } = await seedDeliveriesAndBarcodes(db, log, barcodes, rows, async (barcodeIds) => {
    const pickupIds = await step(db, log, 'pending_umoja_pickups', pickupRows.length, (tx) =>
      insert(tx, s.pendingPickups, pickupRows),
    );
    const pickupId = new Map(pickupRows.map((row, i) => [row, pickupIds[i]]));
    for (const p of patientPlans) {
      p.row.pending_sample_pickup = pickupId.get(p.pickup) ?? null;
      const first = p.deliveryRows[0];
      const code = first === undefined ? undefined : rows[first].barcode;
      p.row.bar_code = code ? (barcodeIds.get(code) ?? null) : null;
    }
    patientIds = await step(db, log, 'patients', patientPlans.length, (tx) =>
      insert(
        tx,
        s.patients,
        patientPlans.map((p) => p.row),
      ),
    );
    patientPlans.forEach((p, i) => {
      for (const idx of p.deliveryRows) {
        rows[idx].patient = patientIds[i];
        rows[idx].patient_name = p.row.names;
      }
    });
  });

  const sampleByName = new Map(net.cat.samples.map((x) => [x.name, x.id]));
  const itemRefs: { idx: number; patient: number }[] = [];
  patientPlans.forEach((p, i) =>
    p.deliveryRows.forEach((idx) => itemRefs.push({ idx, patient: patientIds[i] })),
  );
  const itemRows = itemRefs.map(({ idx, patient }) => {
    const d = rows[idx];
    return {
      delivery: deliveryIds[idx],
      patient,
      sample: sampleByName.get(d.item_name ?? '') ?? null,
      item_name: d.item_name ?? 'Sample',
      barcode: d.barcode,
      barcode_type: d.barcode_type,
      quantity: d.items_total ?? 1,
      parent_code: d.parent_code,
      delivery_status: d.delivery_status === 'delivered' ? ('delivered' as const) : ('pending' as const),
    };
  });
  return { itemRefs, itemRows };
}

// ---------------------------------------------------------------- demo

/**
 * The demo data, in one transaction (a seed stopped half way leaves the database empty), then ANALYZE so the planner
 * knows the new tables.
 */
export async function seedDemo(db: Db, opts: SeedOptions = {}): Promise<void> {
  await db.transaction((tx) => demoRows(tx as unknown as Db, opts));
  await analyze(db);
}

async function demoRows(db: Db, opts: SeedOptions): Promise<void> {
  const log: Log = opts.log ?? (() => {});
  const clock = new Clock(opts.today ?? new Date());
  const t0 = Date.now();

  await seedGeography(db, log);
  const hubs = await seedHubs(db, log, DEMO_HUBS);
  // The main hub (id 1) serves Kampala, Wakiso, Mpigi and Luweero: 30 health centres; the others 11 each.
  const hcs = await seedHealthCentres(db, log, hubs, (i) => (i === 0 ? 30 : 11));
  const accounts = await seedAccounts(db, log, demoPassword(opts), hubs[0].id, clock);

  // 60 agents: 16 at the main hub, 4 at every other hub. 15 online: 11 around Kampala, 4 upcountry.
  const plans: AgentPlan[] = [];
  hubs.forEach((_, hi) => {
    const n = hi === 0 ? 16 : 4;
    for (let k = 0; k < n; k++)
      plans.push({ hubIndex: hi, online: hi === 0 ? k < 11 : k === 0 && [1, 3, 6, 9].includes(hi) });
  });
  const phones = agentPhones(plans.length);
  // An agent's first password is the last four digits of its phone number (the username).
  const th = Date.now();
  const [agentHashes, clientHash] = await Promise.all([
    Promise.all(phones.map((p) => hashPassword(p.slice(-4)))),
    hashPassword(APP_CLIENT_PASSWORD),
  ]);
  log(`${agentHashes.length + 1} password hashes (${((Date.now() - th) / 1000).toFixed(1)} s)`);
  const agents = await seedAgents(db, log, clock, hubs, hcs, plans, phones, agentHashes);
  const cat = await seedCatalogue(db, log, clock, [clientHash]);
  await seedAppProfile(db, log);
  const net: Network = { clock, hubs, hcs, agents, accounts, cat };

  // Deliveries over the last 60 days, busier in the last two weeks (~2,000 rows), and their barcodes.
  const barcodes = new BarcodeFactory();
  const built = buildDeliveries(
    clock,
    { days: 60, rowsOnDay: (o) => (o < 14 ? 45 : 28), mainHubShare: 0.3 },
    hubs,
    hcs,
    agents,
    cat,
    barcodes,
  );
  barcodes.active('single_entry', 250, clock);
  barcodes.active('batch_entry', 90, clock);
  barcodes.active('package', 60, clock);
  const rows = built.rows;

  const { itemRefs, itemRows } = await seedSamples(
    db,
    log,
    net,
    built,
    barcodes,
    { pickups: 400, patients: 300 },
    insertIds,
  );
  const itemIds = await step(db, log, 'delivery_items', itemRows.length, (tx) =>
    insertIds(tx, s.deliveryItems, itemRows),
  );

  const orders = buildOrders(net, 300);
  await step(db, log, 'client_orders', orders.length, (tx) => insertRows(tx, s.clientOrders, orders));

  // The online agents' days of the last week, and every agent's positions on the trips of the last two weeks, in
  // each agent's time order.
  const activities = [...buildActivities(net, 7), ...buildTripPositions(net, built, 14)].sort(
    (a, b) => a.agent - b.agent || (a.timestamp as Date).getTime() - (b.timestamp as Date).getTime(),
  );
  await step(db, log, 'agent_activities', activities.length, (tx) =>
    insertRows(tx, s.agentActivities, activities, 1000),
  );
  const visits = buildVisits(net);
  await step(db, log, 'agent_facility_visits', visits.length, (tx) =>
    insertRows(tx, s.agentFacilityVisits, visits),
  );

  const deliveryNumbers = [...new Set(rows.map((r) => r.delivery_number))];
  const audit = buildAuditLogs(net, 500, deliveryNumbers);
  await step(db, log, 'audit_logs', audit.length, (tx) => insertRows(tx, s.auditLogs, audit));

  const tokens = buildLimsTokens(net);
  const confirmations = buildConfirmations(
    net,
    itemRows.slice(0, 40).map((it, i) => {
      const d = rows[itemRefs[i].idx];
      return {
        id: itemIds[i],
        item_name: it.item_name,
        barcode: it.barcode ?? '',
        patient: d.patient_name ?? '',
        delivery_number: d.delivery_number,
        at: (d.time_of_dropoff ?? d.date) as Date,
      };
    }),
  );
  const logs = buildIntegrationLogs(net, 160);
  await step(
    db,
    log,
    'lims_tokens, lims_sample_confirmations, lims_integration_logs',
    tokens.length + confirmations.length + logs.length,
    async (tx) => {
      await insertRows(tx, s.limsTokens, tokens);
      await insertRows(tx, s.limsSampleConfirmations, confirmations);
      await insertRows(tx, s.limsIntegrationLogs, logs);
    },
  );

  const notifications = buildNotifications(net, 10, 15, deliveryNumbers);
  await step(db, log, 'admin_notifications', notifications.length, (tx) =>
    insertRows(tx, s.adminNotifications, notifications),
  );
  log(`demo data seeded in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}

// ---------------------------------------------------------------- bench

/** The bench data, in one transaction, then VACUUM ANALYZE (the bench queries' plans depend on the estimates). */
export async function seedBench(db: Db, opts: SeedOptions = {}): Promise<void> {
  await db.transaction((tx) => benchRows(tx as unknown as Db, opts));
  await analyze(db);
}

async function benchRows(db: Db, opts: SeedOptions): Promise<void> {
  const log: Log = opts.log ?? (() => {});
  const clock = new Clock(opts.today ?? new Date());
  const t0 = Date.now();

  await seedGeography(db, log);
  const hubs = await seedHubs(db, log, benchHubInfos(DEMO_HUBS, 100));
  // 3,500 health centres: 80 at the main hub, 35 at hubs 2-55, 34 at hubs 56-100.
  const hcs = await seedHealthCentres(db, log, hubs, (i) => (i === 0 ? 80 : i <= 54 ? 35 : 34));
  const accounts = await seedAccounts(db, log, demoPassword(opts), hubs[0].id, clock);

  // 1,000 agents: 40 at the main hub, 10 at hubs 2-70, 9 at hubs 71-100; one in ten online.
  const plans: AgentPlan[] = [];
  hubs.forEach((_, hi) => {
    const n = hi === 0 ? 40 : hi <= 69 ? 10 : 9;
    for (let k = 0; k < n; k++) plans.push({ hubIndex: hi, online: plans.length % 10 === 0 });
  });
  // Bench shortcut: one password hash for every agent (scrypt is slow on purpose). The rule "password =
  // last four digits of the phone" still holds because every bench phone number ends in 1234.
  const phones = agentPhones(plans.length, '1234');
  const agentHash = await hashPassword('1234');
  const clientHash = await hashPassword(APP_CLIENT_PASSWORD);
  const agents = await seedAgents(
    db,
    log,
    clock,
    hubs,
    hcs,
    plans,
    phones,
    phones.map(() => agentHash),
  );
  const cat = await seedCatalogue(db, log, clock, [clientHash]);
  await seedAppProfile(db, log);

  const barcodes = new BarcodeFactory();
  const built = buildDeliveries(
    clock,
    { days: 30, rowsOnDay: () => 5000, mainHubShare: 0.05 },
    hubs,
    hcs,
    agents,
    cat,
    barcodes,
  );
  // About 10% more unused codes than used ones, in the demo's proportions.
  const used = barcodes.rows.length;
  barcodes.active('single_entry', Math.round(used * 0.06), clock);
  barcodes.active('batch_entry', Math.round(used * 0.025), clock);
  barcodes.active('package', Math.round(used * 0.015), clock);
  const net: Network = { clock, hubs, hcs, agents, accounts, cat };
  const rows = built.rows;

  // National volumes for the pickups, patients and visits screens: 40,000 pickups over 40 days
  // (~1,000 a day, busier in the last days: a health centre asks about every third day), 20,000 patients
  // with their samples among the deliveries' child rows, and ~30,000 facility visits over 3-4 weeks
  // (about 1,500 a day this week, 1,300 a day before: one or two a day per agent).
  const { itemRows } = await seedSamples(
    db,
    log,
    net,
    built,
    barcodes,
    { pickups: 40_000, patients: 20_000 },
    bulkInsertIds,
  );
  await step(db, log, 'delivery_items', itemRows.length, (tx) =>
    bulkInsertIds(tx, s.deliveryItems, itemRows),
  );
  const visits = buildVisits(net, { thisWeek: [1300, 1700], earlier: [1100, 1500] });
  await step(db, log, 'agent_facility_visits', visits.length, (tx) =>
    bulkInsertIds(tx, s.agentFacilityVisits, visits),
  );

  const notifications = buildNotifications(net, 10, 15, [
    ...new Set(rows.slice(-500).map((r) => r.delivery_number)),
  ]);
  await step(db, log, 'admin_notifications', notifications.length, (tx) =>
    insertRows(tx, s.adminNotifications, notifications),
  );
  log(`bench data seeded in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}
