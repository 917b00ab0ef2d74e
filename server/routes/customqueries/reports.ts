/**
 * The hub tracking report and the delivered-volume statistics (administration.md 2.15, 3, 7 Reports):
 *   POST /customqueries/get_hubs_visited_statistics  dateone, datetwo (DD/MM/YYYY or YYYY-MM-DD), region (id or
 *        name; '' = all), district (id or name; '' = all), hub (id; '' = all)
 *        → {tracking_hubs_report: JSON text of rows, non_tracking_hubs_report: JSON text of rows,
 *           total_samples_delivered_to_hubs, total_samples_delivered_to_centralhub,
 *           delivered_to_hubs_list: [MonthlyEntry], delivered_to_centralhub_list: [MonthlyEntry]}
 *        Row: {id, name, facilities_served: [{id, name}], facilities_visited: [{id, name}], percentage_vist,
 *        districts_covered, region}, sorted by percentage_vist desc then name.
 *   POST /customqueries/get_hub_delivery_stats  hub (id, required), optional dateone, datetwo (default: the
 *        12 calendar months up to today, i.e. from the 1st of the month 11 months back)
 *        → {hub: {id, name}, delivered_to_hubs_list: [MonthlyEntry], total} for deliveries whose destination is
 *        that hub.
 * Both need view_statistics (superusers pass; 403 {detail}); a hub coordinator always gets only their own hub
 * (get_hub_delivery_stats answers 403 for another hub).
 *
 * Tracking: a hub's served facilities are the health centres whose collection_hub is the hub; a served facility
 * is visited when an agent of that hub (delivery_agents.collection_hub) has an agent_facility_visits row for it
 * with visit_date in the range (both days included). A hub tracks when it has at least one visited facility.
 * percentage_vist = visited * 100 / served rounded to 2 decimals (0 when the hub serves none).
 *
 * Delivered volumes (MonthlyEntry {month 'YYYY-MM', samples: [{sample_name, total_in_month}], monthly_total}):
 * a umoja_deliveries row counts when
 *   - delivery_status = 'delivered' and its `date` is in the range (server's local days),
 *   - it is an item row, not a parent: barcode_type = 'child', or barcode_type is null with item_type
 *     'single_entry' (a single sample without a barcode). Parent rows (batches, packages: barcode_type 'parent')
 *     never count, so a batch is counted once, through its child rows;
 *   - its item_name is a sample name (samples.name, compared trimmed and case-insensitively; the samples table's
 *     spelling is reported),
 *   - its collection_hub (the destination hub) is set and passes the region/district/hub filters.
 * Each counted row adds items_total (at least 1), grouped by the local month of `date` and by sample name.
 * "To hubs" = destination hub with main_hub false, "to central hub" = destination hub with main_hub true.
 * Months ascend, samples within a month by name; only months with counted rows appear.
 */
import type { FastifyInstance } from 'fastify';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { hubScope, requireRight } from '../../auth/guards';
import { HttpError, badRequest, forbidden, readBody, text } from '../http';
import { reportRange, serverTimeZone } from './deliveries/common';
import { blankFilter, hubConditions } from './geography';
import { parseId } from '../params';
import { rowsOf } from '../../db/rows';

export const REPORT_MESSAGES = {
  hubMissing: 'Please select a hub',
  hubInvalid: 'Invalid hub',
  hubNotFound: 'Hub not found',
} as const;

export interface MonthlyEntry {
  month: string;
  samples: { sample_name: string; total_in_month: number }[];
  monthly_total: number;
}

export interface TrackingRow {
  id: number;
  name: string;
  facilities_served: { id: number; name: string }[];
  facilities_visited: { id: number; name: string }[];
  percentage_vist: number;
  districts_covered: string;
  region: string | null;
}

interface Range {
  from: Date;
  /** Exclusive: local midnight after the last day. */
  to: Date;
}

/** A local day as 'YYYY-MM-DD' (for date columns). */
function isoDay(d: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`;
}

const whereOf = (conditions: SQL[]) =>
  conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;

// ---------------------------------------------------------------- tracking

interface TrackingDbRow {
  id: number;
  name: string;
  region: string | null;
  facilities_served: { id: number; name: string }[] | string;
  facilities_visited: { id: number; name: string }[] | string;
  districts_covered: string | null;
}

const json = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);

async function trackingRows(db: Db, hubWhere: SQL[], range: Range): Promise<TrackingRow[]> {
  const first = isoDay(range.from);
  const last = isoDay(new Date(range.to.getFullYear(), range.to.getMonth(), range.to.getDate() - 1));
  const rows = await rowsOf<TrackingDbRow>(
    db,
    sql`
      with hubs as (
        select h.id, h.name, h.region from collection_hubs h ${whereOf(hubWhere)}
      ),
      served as (
        select hc.id, hc.name, hc.district, hc.collection_hub as hub
        from health_centres hc join hubs on hubs.id = hc.collection_hub
      ),
      visited as (
        select distinct s.id
        from agent_facility_visits v
        join delivery_agents a on a.id = v.agent
        join served s on s.id = v.health_center and s.hub = a.collection_hub
        where v.visit_date >= ${first}::date and v.visit_date <= ${last}::date
      )
      select hubs.id, hubs.name, hubs.region,
        coalesce(json_agg(json_build_object('id', s.id, 'name', s.name) order by s.name, s.id)
          filter (where s.id is not null), '[]'::json) as facilities_served,
        coalesce(json_agg(json_build_object('id', s.id, 'name', s.name) order by s.name, s.id)
          filter (where vis.id is not null), '[]'::json) as facilities_visited,
        string_agg(distinct nullif(trim(s.district), ''), ', ' order by nullif(trim(s.district), ''))
          as districts_covered
      from hubs
      left join served s on s.hub = hubs.id
      left join visited vis on vis.id = s.id
      group by hubs.id, hubs.name, hubs.region`,
  );
  const result = rows.map((r): TrackingRow => {
    const served = json(r.facilities_served);
    const visited = json(r.facilities_visited);
    return {
      id: Number(r.id),
      name: r.name,
      facilities_served: served,
      facilities_visited: visited,
      percentage_vist: served.length ? Math.round((visited.length * 10000) / served.length) / 100 : 0,
      districts_covered: r.districts_covered ?? '',
      region: r.region,
    };
  });
  return result.sort(
    (a, b) => b.percentage_vist - a.percentage_vist || a.name.localeCompare(b.name) || a.id - b.id,
  );
}

// ---------------------------------------------------------------- delivered volumes

interface VolumeDbRow {
  month: string;
  sample_name: string;
  main_hub: boolean;
  total: number | string;
}

/**
 * Delivered sample items by month, sample and main_hub (see the rules at the top). The deliveries are first
 * aggregated on their own by (month, item_name, hub), a few thousand groups at most, and only then joined to the
 * sample names and the (filtered) hubs: one pass over the rows of the range without per-row joins.
 * `onlyHub` narrows the scan itself to one destination hub (the hub/date index).
 */
async function volumeRows(db: Db, hubWhere: SQL[], range: Range, onlyHub?: number): Promise<VolumeDbRow[]> {
  const tz = serverTimeZone();
  return rowsOf<VolumeDbRow>(
    db,
    sql`
      with counted as (
        select date_trunc('month', d.date at time zone ${tz}) as m, d.item_name, d.collection_hub as hub,
          sum(greatest(d.items_total, 1)) as total
        from umoja_deliveries d
        where d.delivery_status = 'delivered'
          and d.date >= ${range.from.toISOString()}::timestamptz and d.date < ${range.to.toISOString()}::timestamptz
          and (d.barcode_type = 'child' or (d.barcode_type is null and d.item_type = 'single_entry'))
          and d.collection_hub is not null
          ${onlyHub === undefined ? sql`` : sql`and d.collection_hub = ${onlyHub}`}
        group by 1, 2, 3
      ),
      sample_names as (
        select distinct on (lower(trim(name))) lower(trim(name)) as key, name
        from samples order by lower(trim(name)), id
      )
      select to_char(c.m, 'YYYY-MM') as month, sn.name as sample_name, h.main_hub, sum(c.total)::bigint as total
      from counted c
      join collection_hubs h on h.id = c.hub
      join sample_names sn on sn.key = lower(trim(c.item_name))
      ${whereOf(hubWhere)}
      group by 1, 2, 3`,
  );
}

/** MonthlyEntry list (months ascending, samples by name) of the rows. */
function monthly(rows: VolumeDbRow[]): MonthlyEntry[] {
  const byMonth = new Map<string, Map<string, number>>();
  for (const r of rows) {
    const samples = byMonth.get(r.month) ?? new Map<string, number>();
    byMonth.set(r.month, samples);
    samples.set(r.sample_name, (samples.get(r.sample_name) ?? 0) + Number(r.total));
  }
  return [...byMonth.keys()].sort().map((month) => {
    const samples = [...byMonth.get(month)!.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([sample_name, total_in_month]) => ({ sample_name, total_in_month }));
    return { month, samples, monthly_total: samples.reduce((n, s) => n + s.total_in_month, 0) };
  });
}

const totalOf = (list: MonthlyEntry[]) => list.reduce((n, e) => n + e.monthly_total, 0);

/** The default range of get_hub_delivery_stats: the 1st of the month 11 months back up to the end of today. */
function lastTwelveMonths(): Range {
  const now = new Date();
  return {
    from: new Date(now.getFullYear(), now.getMonth() - 11, 1),
    to: new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1),
  };
}

// ---------------------------------------------------------------- routes

export function registerReportQueries(app: FastifyInstance): void {
  const db = app.db;

  app.post('/customqueries/get_hubs_visited_statistics', async (req) => {
    const auth = requireRight(req, 'view_statistics');
    const { fields } = await readBody(req);
    const range = reportRange(fields);
    const hubWhere = hubConditions(fields, hubScope(auth), REPORT_MESSAGES.hubInvalid);

    const [tracking, volumes] = await Promise.all([
      trackingRows(db, hubWhere, range),
      volumeRows(db, hubWhere, range),
    ]);
    const toHubs = monthly(volumes.filter((r) => !r.main_hub));
    const toCentral = monthly(volumes.filter((r) => r.main_hub));
    return {
      tracking_hubs_report: JSON.stringify(tracking.filter((r) => r.facilities_visited.length > 0)),
      non_tracking_hubs_report: JSON.stringify(tracking.filter((r) => r.facilities_visited.length === 0)),
      total_samples_delivered_to_hubs: totalOf(toHubs),
      total_samples_delivered_to_centralhub: totalOf(toCentral),
      delivered_to_hubs_list: toHubs,
      delivered_to_centralhub_list: toCentral,
    };
  });

  app.post('/customqueries/get_hub_delivery_stats', async (req) => {
    const auth = requireRight(req, 'view_statistics');
    const { fields } = await readBody(req);
    const hubRaw = text(fields, 'hub');
    if (blankFilter(hubRaw)) throw badRequest({ message: REPORT_MESSAGES.hubMissing });
    const hubId = parseId(hubRaw);
    if (hubId === null) throw badRequest({ message: REPORT_MESSAGES.hubInvalid });
    const scope = hubScope(auth);
    if (scope !== null && scope !== hubId) throw forbidden();
    const noDates = blankFilter(text(fields, 'dateone')) && blankFilter(text(fields, 'datetwo'));
    const range = noDates ? lastTwelveMonths() : reportRange(fields);

    const [hub] = await rowsOf<{ id: number; name: string }>(
      db,
      sql`select id, name from collection_hubs where id = ${hubId}`,
    );
    if (!hub) throw new HttpError(404, { message: REPORT_MESSAGES.hubNotFound });
    const list = monthly(await volumeRows(db, [], range, hubId));
    return {
      hub: { id: Number(hub.id), name: hub.name },
      delivered_to_hubs_list: list,
      total: totalOf(list),
    };
  });
}
