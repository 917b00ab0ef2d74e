/**
 * The hub tracking report and the delivered-volume statistics, over a small fixture worked out by hand:
 *
 * Hubs: Kampala Main Hub (main hub, Central, Kampala) serves Mulago, Kisenyi (Kampala) and Nsambya (moved to
 * Wakiso here); Gulu North Hub (Northern, Gulu) serves Lacor and Awach; Mbarara West Hub (added here, Western,
 * Mbarara) serves nothing.
 * Visits in May 2024: Alice (main) Mulago 3rd, Brian (main) Mulago 10th (same facility again), Denis (north)
 * Mulago 4th (not his hub's facility), Esther (north) Lacor 31st, a hub visit without health centre; Brian
 * Kisenyi 2 June (outside May).
 *   → 1..31 May: main 1/3 = 33.33, north 1/2 = 50, west 0 (not tracking).
 * Deliveries (delivered unless said): north: Blood child ×2 (5 May), Blood batch parent ×3 (6 May, not counted)
 * with children Blood ×1 and 'sputum' ×2, Blood child pending ×5 (not counted), Urine without barcode and
 * items_total 0 (1 June, counts 1), Gloves supply (not a sample), Blood cancelled, Blood child 1 July;
 * main: Blood child ×4 (20 April), CSF child ×1 (2 May); a Blood child without hub.
 *   → 1 April..30 June, to hubs: 2024-05 Blood 3 + Sputum 2 = 5, 2024-06 Urine 1 = 1 (total 6);
 *     to central hub: 2024-04 Blood 4, 2024-05 CSF 1 (total 5).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  agentFacilityVisits,
  collectionHubs,
  deliveryAgents,
  districts,
  healthCentres,
  regions,
  umojaDeliveries,
} from '../../server/db/schema';
import { createFixture, type Fixture, roleHeaders, type Headers, sendForm } from './fixtures';

const STATS = '/customqueries/get_hubs_visited_statistics';
const HUB_STATS = '/customqueries/get_hub_delivery_stats';

let fx: Fixture;
let admin: Headers, manager: Headers, staff: Headers, hubco: Headers;
let west: number;
const hc: Record<string, number> = {};
const region: Record<string, number> = {};
const district: Record<string, number> = {};

/** Local time in 2024 (the server's calendar). */
const at = (month: number, day: number, h = 10) => new Date(2024, month - 1, day, h, 0, 0);

interface Facility {
  id: number;
  name: string;
}
interface TrackingRow {
  id: number;
  name: string;
  facilities_served: Facility[];
  facilities_visited: Facility[];
  percentage_vist: number;
  districts_covered: string;
  region: string | null;
}
interface MonthlyEntry {
  month: string;
  samples: { sample_name: string; total_in_month: number }[];
  monthly_total: number;
}
interface StatsAnswer {
  tracking: TrackingRow[];
  nonTracking: TrackingRow[];
  total_samples_delivered_to_hubs: number;
  total_samples_delivered_to_centralhub: number;
  delivered_to_hubs_list: MonthlyEntry[];
  delivered_to_centralhub_list: MonthlyEntry[];
}

beforeAll(async () => {
  fx = await createFixture();
  ({ admin, manager, staff, hubco } = await roleHeaders(fx));
  const db = fx.database.db;
  const { main, north } = fx.hubs;

  const regs = await db
    .insert(regions)
    .values([{ name: 'Central' }, { name: 'Northern' }, { name: 'Western' }])
    .returning();
  for (const r of regs) region[r.name] = r.id;
  const dists = await db
    .insert(districts)
    .values([
      { district_name: 'Kampala', region: region.Central },
      { district_name: 'Gulu', region: region.Northern },
      { district_name: 'Mbarara', region: region.Western },
    ])
    .returning();
  for (const d of dists) district[d.district_name] = d.id;
  [{ id: west }] = await db
    .insert(collectionHubs)
    .values({ HB_code: 'HB0003', name: 'Mbarara West Hub', district: 'Mbarara', region: 'Western' })
    .returning({ id: collectionHubs.id });

  for (const h of await db.select().from(healthCentres)) hc[h.name.split(' ')[0]] = h.id;
  await db.update(healthCentres).set({ district: 'Wakiso' }).where(eq(healthCentres.id, hc.Nsambya));

  const agents = await db.select().from(deliveryAgents);
  const agent = (first: string) => agents.find((a) => a.first_name === first)!.id;
  const visit = (who: string, center: number | null, day: string) => ({
    agent: agent(who),
    facility_type: center === null ? 'Hub' : 'Healthcenter',
    health_center: center,
    collection_hub: center === null ? main : null,
    visit_date: day,
    visit_time: '09:30:00',
  });
  await db
    .insert(agentFacilityVisits)
    .values([
      visit('Alice', hc.Mulago, '2024-05-03'),
      visit('Brian', hc.Mulago, '2024-05-10'),
      visit('Denis', hc.Mulago, '2024-05-04'),
      visit('Esther', hc.Lacor, '2024-05-31'),
      visit('Alice', null, '2024-05-05'),
      visit('Brian', hc.Kisenyi, '2024-06-02'),
    ]);

  const base = {
    pickup_point: 'Somewhere',
    destination: 'Some hub',
    delivery_type: 'sample',
    delivery_status: 'delivered' as const,
    item_type: 'single_entry',
    barcode_type: 'child' as const,
  };
  let n = 0;
  const row = (hub: number | null, item_name: string, items_total: number, date: Date, extra = {}) => ({
    ...base,
    delivery_number: `DN${++n}`,
    barcode: `C${n}`,
    collection_hub: hub,
    item_name,
    items_total,
    date,
    ...extra,
  });
  await db
    .insert(umojaDeliveries)
    .values([
      row(north, 'Blood', 2, at(5, 5)),
      row(north, 'Blood batch', 3, at(5, 6), { item_type: 'batch', barcode_type: 'parent' }),
      row(north, 'Blood', 1, at(5, 6), { parent_code: 'C2' }),
      row(north, ' sputum ', 2, at(5, 6), { parent_code: 'C2' }),
      row(north, 'Blood', 5, at(5, 7), { delivery_status: 'pending' }),
      row(north, 'Urine', 0, at(6, 1), { barcode: null, barcode_type: null }),
      row(north, 'Gloves', 7, at(5, 8), { delivery_type: 'supply', item_type: 'supply', barcode_type: null }),
      row(north, 'Blood', 9, at(5, 9), { delivery_status: 'cancelled' }),
      row(north, 'Blood', 1, at(7, 1)),
      row(main, 'Blood', 4, at(4, 20)),
      row(main, 'CSF', 1, at(5, 2)),
      row(null, 'Blood', 6, at(5, 12)),
    ]);
});
afterAll(async () => fx.close());

function post(url: string, headers: Record<string, string>, fields: Record<string, string>) {
  return sendForm(fx.app, 'POST', url, headers, fields);
}

const MAY = { dateone: '01/05/2024', datetwo: '31/05/2024' };
const Q2 = { dateone: '01/04/2024', datetwo: '30/06/2024' };
const ALL = { region: '', district: '', hub: '' };

async function stats(headers: Record<string, string>, fields: Record<string, string>): Promise<StatsAnswer> {
  const res = await post(STATS, headers, fields);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json();
  expect(typeof body.tracking_hubs_report).toBe('string');
  expect(typeof body.non_tracking_hubs_report).toBe('string');
  return {
    ...body,
    tracking: JSON.parse(body.tracking_hubs_report) as TrackingRow[],
    nonTracking: JSON.parse(body.non_tracking_hubs_report) as TrackingRow[],
  };
}
const names = (rows: { name: string }[]) => rows.map((r) => r.name);

const TO_HUBS: MonthlyEntry[] = [
  {
    month: '2024-05',
    samples: [
      { sample_name: 'Blood', total_in_month: 3 },
      { sample_name: 'Sputum', total_in_month: 2 },
    ],
    monthly_total: 5,
  },
  { month: '2024-06', samples: [{ sample_name: 'Urine', total_in_month: 1 }], monthly_total: 1 },
];
const TO_CENTRAL: MonthlyEntry[] = [
  { month: '2024-04', samples: [{ sample_name: 'Blood', total_in_month: 4 }], monthly_total: 4 },
  { month: '2024-05', samples: [{ sample_name: 'CSF', total_in_month: 1 }], monthly_total: 1 },
];

describe('POST /customqueries/get_hubs_visited_statistics: tracking', () => {
  it('splits the hubs into tracking and not tracking with the exact percentages, best first', async () => {
    const a = await stats(manager, { ...MAY, ...ALL });
    expect(a.tracking).toEqual([
      {
        id: fx.hubs.north,
        name: 'Gulu North Hub',
        facilities_served: [
          { id: hc.Awach, name: 'Awach Health Centre IV' },
          { id: hc.Lacor, name: 'Lacor Health Centre' },
        ],
        facilities_visited: [{ id: hc.Lacor, name: 'Lacor Health Centre' }],
        percentage_vist: 50,
        districts_covered: 'Gulu',
        region: 'Northern',
      },
      {
        id: fx.hubs.main,
        name: 'Kampala Main Hub',
        facilities_served: [
          { id: hc.Kisenyi, name: 'Kisenyi Health Centre IV' },
          { id: hc.Mulago, name: 'Mulago Health Centre' },
          { id: hc.Nsambya, name: 'Nsambya Clinic' },
        ],
        facilities_visited: [{ id: hc.Mulago, name: 'Mulago Health Centre' }],
        percentage_vist: 33.33,
        districts_covered: 'Kampala, Wakiso',
        region: 'Central',
      },
    ]);
    expect(a.nonTracking).toEqual([
      {
        id: west,
        name: 'Mbarara West Hub',
        facilities_served: [],
        facilities_visited: [],
        percentage_vist: 0,
        districts_covered: '',
        region: 'Western',
      },
    ]);
  });

  it('counts visits on both end days only, and moves a hub without visits to not tracking', async () => {
    const endsEarly = await stats(manager, { dateone: '2024-05-01', datetwo: '2024-05-30', ...ALL });
    expect(names(endsEarly.tracking)).toEqual(['Kampala Main Hub']);
    expect(names(endsEarly.nonTracking)).toEqual(['Gulu North Hub', 'Mbarara West Hub']);
    expect(endsEarly.nonTracking[0].facilities_visited).toEqual([]);
    expect(endsEarly.nonTracking[0].percentage_vist).toBe(0);

    const intoJune = await stats(manager, { dateone: '01/05/2024', datetwo: '02/06/2024', ...ALL });
    expect(intoJune.tracking.map((r) => [r.name, r.percentage_vist])).toEqual([
      ['Kampala Main Hub', 66.67],
      ['Gulu North Hub', 50],
    ]);

    const june = await stats(manager, { dateone: '03/06/2024', datetwo: '30/06/2024', ...ALL });
    expect(june.tracking).toEqual([]);
    expect(names(june.nonTracking)).toEqual(['Gulu North Hub', 'Kampala Main Hub', 'Mbarara West Hub']);
  });

  it('filters the hubs by region and district, by name or id, and by hub', async () => {
    const byRegion = await stats(manager, { ...MAY, region: 'northern', district: '', hub: '' });
    expect(names(byRegion.tracking)).toEqual(['Gulu North Hub']);
    expect(byRegion.nonTracking).toEqual([]);

    const byRegionId = await stats(manager, {
      ...MAY,
      region: String(region.Western),
      district: '',
      hub: '',
    });
    expect(byRegionId.tracking).toEqual([]);
    expect(names(byRegionId.nonTracking)).toEqual(['Mbarara West Hub']);

    const byDistrictId = await stats(manager, {
      ...MAY,
      region: '',
      district: String(district.Kampala),
      hub: '',
    });
    expect(names(byDistrictId.tracking)).toEqual(['Kampala Main Hub']);
    expect(byDistrictId.nonTracking).toEqual([]);

    const byHub = await stats(manager, { ...MAY, region: '', district: '', hub: String(fx.hubs.north) });
    expect(names(byHub.tracking)).toEqual(['Gulu North Hub']);

    const none = await stats(manager, { ...MAY, region: 'Central', district: 'Gulu', hub: '' });
    expect(none.tracking).toEqual([]);
    expect(none.nonTracking).toEqual([]);
  });

  it("counts a hub without a region (the documented hub create takes none) in its district's region", async () => {
    const [{ id }] = await fx.database.db
      .insert(collectionHubs)
      .values({ HB_code: 'HB0009', name: 'Ibanda Hub', district: 'Mbarara', region: null })
      .returning({ id: collectionHubs.id });
    try {
      const western = await stats(manager, { ...MAY, region: 'Western', district: '', hub: '' });
      expect(names(western.nonTracking)).toEqual(['Ibanda Hub', 'Mbarara West Hub']);
      const byId = await stats(manager, { ...MAY, region: String(region.Western), district: '', hub: '' });
      expect(names(byId.nonTracking)).toEqual(['Ibanda Hub', 'Mbarara West Hub']);
      const northern = await stats(manager, { ...MAY, region: 'Northern', district: '', hub: '' });
      expect(names([...northern.tracking, ...northern.nonTracking])).toEqual(['Gulu North Hub']);
    } finally {
      await fx.database.db.delete(collectionHubs).where(eq(collectionHubs.id, id));
    }
  });
});

describe('POST /customqueries/get_hubs_visited_statistics: delivered volumes', () => {
  it('counts delivered sample items per month and sample, split to hubs and to the central hub', async () => {
    const a = await stats(manager, { ...Q2, ...ALL });
    expect(a.delivered_to_hubs_list).toEqual(TO_HUBS);
    expect(a.total_samples_delivered_to_hubs).toBe(6);
    expect(a.delivered_to_centralhub_list).toEqual(TO_CENTRAL);
    expect(a.total_samples_delivered_to_centralhub).toBe(5);
  });

  it('limits the volumes to the date range', async () => {
    const a = await stats(manager, { ...MAY, ...ALL });
    expect(a.delivered_to_hubs_list).toEqual([TO_HUBS[0]]);
    expect(a.total_samples_delivered_to_hubs).toBe(5);
    expect(a.delivered_to_centralhub_list).toEqual([TO_CENTRAL[1]]);
    expect(a.total_samples_delivered_to_centralhub).toBe(1);

    const empty = await stats(manager, { dateone: '01/01/2024', datetwo: '31/03/2024', ...ALL });
    expect(empty.delivered_to_hubs_list).toEqual([]);
    expect(empty.delivered_to_centralhub_list).toEqual([]);
    expect(empty.total_samples_delivered_to_hubs).toBe(0);
    expect(empty.total_samples_delivered_to_centralhub).toBe(0);
  });

  it('applies the region, district and hub filters to the destination hub', async () => {
    const northern = await stats(manager, { ...Q2, region: 'Northern', district: '', hub: '' });
    expect(northern.delivered_to_hubs_list).toEqual(TO_HUBS);
    expect(northern.delivered_to_centralhub_list).toEqual([]);
    expect(northern.total_samples_delivered_to_centralhub).toBe(0);

    const kampala = await stats(manager, { ...Q2, region: '', district: 'Kampala', hub: '' });
    expect(kampala.delivered_to_hubs_list).toEqual([]);
    expect(kampala.delivered_to_centralhub_list).toEqual(TO_CENTRAL);

    const mainHub = await stats(admin, { ...Q2, region: '', district: '', hub: String(fx.hubs.main) });
    expect(mainHub.total_samples_delivered_to_hubs).toBe(0);
    expect(mainHub.total_samples_delivered_to_centralhub).toBe(5);
  });

  it('takes a JSON body too', async () => {
    const res = await fx.app.inject({
      method: 'POST',
      url: STATS,
      headers: manager,
      payload: { ...Q2, region: '', district: '', hub: fx.hubs.north },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().total_samples_delivered_to_hubs).toBe(6);
    expect(names(JSON.parse(res.json().tracking_hubs_report))).toEqual(['Gulu North Hub']);
    expect(names(JSON.parse(res.json().non_tracking_hubs_report))).toEqual([]);
  });
});

describe('get_hubs_visited_statistics: rights and bad input', () => {
  it('gives a hub coordinator only their own hub, whatever hub they ask for', async () => {
    const a = await stats(hubco, { ...Q2, region: '', district: '', hub: String(fx.hubs.north) });
    expect(names([...a.tracking, ...a.nonTracking])).toEqual(['Kampala Main Hub']);
    expect(a.delivered_to_hubs_list).toEqual([]);
    expect(a.delivered_to_centralhub_list).toEqual(TO_CENTRAL);

    const may = await stats(hubco, { ...MAY, ...ALL });
    expect(may.tracking.map((r) => [r.name, r.percentage_vist])).toEqual([['Kampala Main Hub', 33.33]]);
    expect(may.nonTracking).toEqual([]);
  });

  it('refuses a caller without view_statistics and an anonymous caller', async () => {
    const res = await post(STATS, staff, { ...MAY, ...ALL });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: 'You do not have permission to perform this action.' });
    expect((await post(STATS, {}, { ...MAY, ...ALL })).statusCode).toBe(401);
  });

  it('answers 400 when a date is missing or not a date, or the hub is not an id', async () => {
    for (const fields of [
      { ...ALL, dateone: '', datetwo: '31/05/2024' },
      { ...ALL, dateone: '01/05/2024' },
      { ...ALL },
    ]) {
      const res = await post(STATS, manager, fields);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'Please dates are missing' });
    }
    const bad = await post(STATS, manager, { ...ALL, dateone: '31/02/2024', datetwo: '01/03/2024' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Dates must be DD/MM/YYYY');
    const hub = await post(STATS, manager, { ...MAY, region: '', district: '', hub: 'north' });
    expect(hub.statusCode).toBe(400);
    expect(hub.json()).toEqual({ message: 'Invalid hub' });
  });
});

describe('POST /customqueries/get_hub_delivery_stats', () => {
  it("answers the hub's monthly delivered samples over the given range", async () => {
    const res = await post(HUB_STATS, manager, { hub: String(fx.hubs.north), ...Q2 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      hub: { id: fx.hubs.north, name: 'Gulu North Hub' },
      delivered_to_hubs_list: TO_HUBS,
      total: 6,
    });
    const central = await post(HUB_STATS, manager, { hub: String(fx.hubs.main), ...Q2 });
    expect(central.json().delivered_to_hubs_list).toEqual(TO_CENTRAL);
    expect(central.json().total).toBe(5);
  });

  it('defaults to the last twelve months up to today', async () => {
    const now = new Date();
    const recent = new Date(now.getFullYear(), now.getMonth(), now.getDate(), 0, 1);
    const old = new Date(now.getFullYear() - 1, now.getMonth() - 1, 15, 12);
    await fx.database.db.insert(umojaDeliveries).values(
      [recent, old].map((date, i) => ({
        delivery_number: `DNW${i}`,
        collection_hub: west,
        pickup_point: 'Somewhere',
        destination: 'Mbarara West Hub',
        delivery_type: 'sample',
        delivery_status: 'delivered' as const,
        item_type: 'single_entry',
        item_name: 'Blood',
        barcode: `W${i}`,
        barcode_type: 'child' as const,
        items_total: 3,
        date,
      })),
    );
    const res = await post(HUB_STATS, manager, { hub: String(west) });
    expect(res.statusCode).toBe(200);
    const month = `${recent.getFullYear()}-${String(recent.getMonth() + 1).padStart(2, '0')}`;
    expect(res.json()).toEqual({
      hub: { id: west, name: 'Mbarara West Hub' },
      delivered_to_hubs_list: [
        { month, samples: [{ sample_name: 'Blood', total_in_month: 3 }], monthly_total: 3 },
      ],
      total: 3,
    });
  });

  it('needs a hub that exists, view_statistics, and limits a hub coordinator to their hub', async () => {
    const missing = await post(HUB_STATS, manager, { hub: '', ...Q2 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ message: 'Please select a hub' });
    const unknown = await post(HUB_STATS, manager, { hub: '99999', ...Q2 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Hub not found' });
    expect((await post(HUB_STATS, staff, { hub: String(fx.hubs.north), ...Q2 })).statusCode).toBe(403);

    expect((await post(HUB_STATS, hubco, { hub: String(fx.hubs.north), ...Q2 })).statusCode).toBe(403);
    const own = await post(HUB_STATS, hubco, { hub: String(fx.hubs.main), ...Q2 });
    expect(own.statusCode).toBe(200);
    expect(own.json().total).toBe(5);
  });
});
