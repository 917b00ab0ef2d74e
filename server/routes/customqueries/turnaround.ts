/**
 * Turnaround (an extension of the custom queries):
 *   POST /customqueries/get_turnaround  dateone, datetwo (DD/MM/YYYY or YYYY-MM-DD, both required), region (id or
 *        name; '' = all), district (id or name; '' = all), hub (id; '' = all): the tracking report's filters; a hub
 *        coordinator always gets their own hub. Needs view_statistics (403 {detail}).
 *        → {target_hours, summary: Stats, by_hub: [{hub, hub_name, ...Stats}], by_sample: [{sample_type, ...Stats}],
 *           by_route: [{pickup_point, destination, ...Stats}] (the 200 busiest), routes_total,
 *           daily: [{day 'YYYY-MM-DD', ...Stats}], slowest_routes: [{pickup_point, destination, ...Stats}] (10)}
 *        Stats: {samples, completed, open, late_open, median_hours, p90_hours, within_target, share_within_target}
 *   POST /customqueries/get_overdue  optional kind ('pickup' | 'dropoff' | 'receipt'; '' = all), limit (1–1000,
 *        default 100): what is late now (server/overdue.ts) → {count, pickup, dropoff, receipt, since: {kind:
 *        'YYYY-MM-DD' the earliest list day of that kind's late rows, for the card's links}, items: [{kind, item,
 *        number, hub, place, due_at, late_minutes}]} (the `limit` latest first); with ids (comma-separated row ids,
 *        ≤ 1000: the rows of one list page) → {items} of those rows only. Pickups need view/create pending pickups, the delivery kinds
 *        view_umoja_deliveries (superusers pass; 403 when neither); a hub coordinator gets their hub's items.
 *
 * What is measured: the hours from pickup at the pickup point to drop-off at the destination (the lab or hub):
 * umoja_deliveries.time_of_dropoff − time_of_pickup, on the sample rows of the deliveries whose `date` is in the
 * range (server's local days): rows that are not batch/package parents (barcode_type 'parent' never counts, so a
 * batch counts once per sample through its child rows), not cancelled, picked up (time_of_pickup set), and whose
 * hub (collection_hub) passes the filters. The target is the profile's target_dropoff_hours.
 *   samples      the rows counted;  completed: those dropped off;  open: those not dropped off yet
 *   median_hours / p90_hours   percentile_cont(0.5 / 0.9) of the completed rows' hours (2 decimals; null if none)
 *   within_target              completed rows with hours ≤ target
 *   late_open                  open rows whose pickup is already more than the target ago (already missed)
 *   share_within_target        within_target × 100 / (completed + late_open), 2 decimals; null when nothing is
 *                              decided yet (open rows still inside the target are neither in nor out)
 * Groups: per hub (by name), per sample type (the samples table's name matching item_name trimmed and
 * case-insensitively, else the item name, else 'Unknown'), per route (pickup_point → destination, busiest first),
 * per local day of `date`; the slowest routes: the ten with completed rows and the highest median (then P90).
 * Everything is one SQL query (grouping sets) over the range. Its cost is the sorts of the grouping sets and of the
 * percentiles, per row; so the hours are float8 (numeric, which extract() answers, compares several times slower),
 * the group keys sort bytewise (collate "C": the groups are the same, their order is set here afterwards) and the
 * 'already late' instant is one parameter. A month on the bench data (118,568 rows, PGlite, one process, the
 * statements alternated, 5 runs, load 3.4): 1,360 ms → 906 ms at the fastest.
 */
import type { FastifyInstance } from 'fastify';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { getAuth, hubScope, requireRight } from '../../auth/guards';
import { badRequest, forbidden, readBody, text } from '../http';
import { reportRange, serverTimeZone } from './deliveries/common';
import { blankFilter, hubConditions } from './geography';
import { readTargets } from '../api/targets';
import { lateItems, lateSummary, OVERDUE_KINDS } from '../../overdue';
import { parseId } from '../params';
import { rowsOf } from '../../db/rows';
import type { TurnaroundAnswer, TurnaroundStats } from '../../../contract/turnaround';

const OVERDUE_IDS_MAX = 1000;
const OVERDUE_LIST_DEFAULT = 100;

export const TURNAROUND_MESSAGES = { hubInvalid: 'Invalid hub' } as const;
export const UNKNOWN_SAMPLE = 'Unknown';
const ROUTE_LIMIT = 200;
/**
 * work_mem for the turnaround statement (set for its transaction only), per engine; null = the engine's default
 * (4 MB). The statement sorts the range's rows for its grouping sets: a month on the bench data (118,568 rows) sorts
 * in 13 MB in memory with 16 MB or more, and spills about 10 MB to a temporary file with the default, at no cost
 * that shows (one process, settings alternated, 7 runs each, load 5.8–6.0: default min 1.67 s / median 2.06 s,
 * 16 MB 1.81 / 1.97 s, 64 MB 1.49 / 2.06 s). On PGlite work memory is WebAssembly memory that never shrinks (server
 * VmRSS after five month-long runs, about 275 MB at open: 64 MB → 368–392 MB, 16 MB → 371–385 MB, default →
 * 327–364 MB), so PGlite keeps its default. On PostgreSQL a backend gives it back after the query: 64 MB.
 * Tunable through `value` (measurement scripts).
 */
export const TURNAROUND_WORK_MEM: { pglite: string | null; postgres: string | null; value?: string | null } =
  {
    pglite: null,
    postgres: '64MB',
  };

/** Whether the Drizzle database runs on the embedded engine (its client is a PGlite instance). */
export function isEmbedded(db: Db): boolean {
  const client = (db as unknown as { $client?: { dumpDataDir?: unknown; waitReady?: unknown } }).$client;
  return !!client && typeof client.dumpDataDir === 'function' && 'waitReady' in client;
}

function workMem(db: Db): string | null {
  const v =
    TURNAROUND_WORK_MEM.value !== undefined
      ? TURNAROUND_WORK_MEM.value
      : isEmbedded(db)
        ? TURNAROUND_WORK_MEM.pglite
        : TURNAROUND_WORK_MEM.postgres;
  return v && /^\d{1,5}(kB|MB|GB)$/.test(v) ? v : null;
}

export type { TurnaroundStats, TurnaroundAnswer };

interface DbRow {
  g_hub: number;
  g_sample: number;
  g_route: number;
  g_day: number;
  hub_id: number | null;
  sample: string | null;
  pickup_point: string | null;
  destination: string | null;
  day: string | null;
  samples: string | number;
  completed: string | number;
  late_open: string | number;
  within_target: string | number;
  median: string | number | null;
  p90: string | number | null;
}

const num = (v: string | number | null) => (v === null ? null : Number(v));
const round2 = (v: number | null) => (v === null || !Number.isFinite(v) ? null : Math.round(v * 100) / 100);

function stats(r: DbRow): TurnaroundStats {
  const samples = Number(r.samples);
  const completed = Number(r.completed);
  const lateOpen = Number(r.late_open);
  const within = Number(r.within_target);
  const decided = completed + lateOpen;
  return {
    samples,
    completed,
    open: samples - completed,
    late_open: lateOpen,
    median_hours: round2(num(r.median)),
    p90_hours: round2(num(r.p90)),
    within_target: within,
    share_within_target: decided === 0 ? null : round2((within * 100) / decided),
  };
}

const EMPTY: TurnaroundStats = {
  samples: 0,
  completed: 0,
  open: 0,
  late_open: 0,
  median_hours: null,
  p90_hours: null,
  within_target: 0,
  share_within_target: null,
};

/** The turnaround figures for a range and hub conditions (see the header). */
export async function turnaround(
  db: Db,
  range: { from: Date; to: Date },
  hubWhere: SQL[],
  targetHours: number,
): Promise<TurnaroundAnswer> {
  const tz = serverTimeZone();
  // an open row is already late when picked up before this instant (one value, not now() − interval per row)
  const lateBefore = new Date(Date.now() - targetHours * 3_600_000).toISOString();
  const hubFilter = hubWhere.length ? sql`and ${sql.join(hubWhere, sql` and `)}` : sql``;
  // one statement, sorted once per grouping set: its work memory per engine (TURNAROUND_WORK_MEM)
  const mem = workMem(db);
  const { rows, names } = await db.transaction(async (tx) => {
    if (mem) await tx.execute(sql.raw(`set local work_mem = '${mem}'`));
    const rows = await rowsOf<DbRow>(
      tx as unknown as Db,
      sql`
      with base as (
        select h.id as hub_id,
          coalesce(st.name, nullif(trim(d.item_name), ''), ${UNKNOWN_SAMPLE}) collate "C" as sample,
          d.pickup_point collate "C" as pickup_point, d.destination collate "C" as destination,
          (d.date at time zone ${tz})::date as day,
          case when d.time_of_dropoff is not null
            then extract(epoch from (d.time_of_dropoff - d.time_of_pickup))::float8 / 3600.0 end as tat,
          (d.time_of_dropoff is null and d.time_of_pickup < ${lateBefore}::timestamptz) as late_open
        from umoja_deliveries d
        join collection_hubs h on h.id = d.collection_hub
        left join (
          select distinct on (lower(trim(name))) lower(trim(name)) as k, name from samples
          order by lower(trim(name)), id
        ) st on st.k = lower(trim(d.item_name))
        where d.date >= ${range.from.toISOString()}::timestamptz and d.date < ${range.to.toISOString()}::timestamptz
          and d.time_of_pickup is not null
          and d.delivery_status <> 'cancelled'
          and d.barcode_type is distinct from 'parent'
          ${hubFilter}
      )
      select grouping(hub_id) as g_hub, grouping(sample) as g_sample, grouping(pickup_point) as g_route,
        grouping(day) as g_day,
        hub_id, sample, pickup_point, destination, to_char(day, 'YYYY-MM-DD') as day,
        count(*) as samples,
        count(tat) as completed,
        count(*) filter (where late_open) as late_open,
        count(*) filter (where tat <= ${targetHours}::int) as within_target,
        percentile_cont(0.5) within group (order by tat) as median,
        percentile_cont(0.9) within group (order by tat) as p90
      from base
      group by grouping sets ((), (hub_id), (sample), (pickup_point, destination), (day))`,
    );
    const names = await rowsOf<{ id: number; name: string }>(
      tx as unknown as Db,
      sql`select id, name from collection_hubs h ${hubWhere.length ? sql`where ${sql.join(hubWhere, sql` and `)}` : sql``}`,
    );
    return { rows, names };
  });
  const hubNames = new Map(names.map((h) => [Number(h.id), h.name]));

  const answer: TurnaroundAnswer = {
    target_hours: targetHours,
    summary: EMPTY,
    by_hub: [],
    by_sample: [],
    by_route: [],
    routes_total: 0,
    daily: [],
    slowest_routes: [],
  };
  const routes: TurnaroundAnswer['by_route'] = [];
  for (const r of rows) {
    const g = [r.g_hub, r.g_sample, r.g_route, r.g_day].map(Number);
    if (g.every((x) => x === 1)) answer.summary = stats(r);
    else if (g[0] === 0)
      answer.by_hub.push({
        hub: Number(r.hub_id),
        hub_name: hubNames.get(Number(r.hub_id)) ?? '',
        ...stats(r),
      });
    else if (g[1] === 0) answer.by_sample.push({ sample_type: r.sample ?? UNKNOWN_SAMPLE, ...stats(r) });
    else if (g[2] === 0)
      routes.push({ pickup_point: r.pickup_point ?? '', destination: r.destination ?? '', ...stats(r) });
    else if (g[3] === 0) answer.daily.push({ day: r.day ?? '', ...stats(r) });
  }
  const byText = (a: string, b: string) => a.localeCompare(b);
  answer.by_hub.sort((a, b) => byText(a.hub_name, b.hub_name) || a.hub - b.hub);
  answer.by_sample.sort((a, b) => byText(a.sample_type, b.sample_type));
  answer.daily.sort((a, b) => byText(a.day, b.day));
  const routeName = (r: { pickup_point: string; destination: string }) =>
    `${r.pickup_point}\u0000${r.destination}`;
  answer.routes_total = routes.length;
  answer.by_route = [...routes]
    .sort((a, b) => b.samples - a.samples || byText(routeName(a), routeName(b)))
    .slice(0, ROUTE_LIMIT);
  answer.slowest_routes = routes
    .filter((r) => r.median_hours !== null)
    .sort(
      (a, b) =>
        b.median_hours! - a.median_hours! ||
        (b.p90_hours ?? 0) - (a.p90_hours ?? 0) ||
        byText(routeName(a), routeName(b)),
    )
    .slice(0, 10);
  return answer;
}

export function registerTurnaroundQueries(app: FastifyInstance): void {
  registerOverdueQueries(app);
  app.post('/customqueries/get_turnaround', async (req) => {
    const auth = requireRight(req, 'view_statistics');
    const { fields } = await readBody(req);
    const range = reportRange(fields);
    const hubWhere = hubConditions(fields, hubScope(auth), TURNAROUND_MESSAGES.hubInvalid);
    const targets = await readTargets(app.db);
    return turnaround(app.db, range, hubWhere, targets.dropoffHours);
  });
}

export function registerOverdueQueries(app: FastifyInstance): void {
  app.post('/customqueries/get_overdue', async (req) => {
    const auth = getAuth(req);
    const r = auth.rights;
    const pickups = auth.isSuperuser || r.view_pending_umoja_pickups || r.create_update_pending_umoja_pickups;
    const deliveries = auth.isSuperuser || r.view_umoja_deliveries;
    if (!pickups && !deliveries) throw forbidden();
    const { fields } = await readBody(req);
    const kindRaw = text(fields, 'kind');
    if (!blankFilter(kindRaw) && !(OVERDUE_KINDS as readonly string[]).includes(kindRaw))
      throw badRequest({ message: 'Invalid kind' });
    const kinds = OVERDUE_KINDS.filter(
      (k) => (k === 'pickup' ? pickups : deliveries) && (blankFilter(kindRaw) || kindRaw === k),
    );
    const scope = hubScope(auth);
    const idsRaw = text(fields, 'ids');
    if (!blankFilter(idsRaw)) {
      // the marks of one list page: those rows only
      const ids = idsRaw.split(',').map((v) => parseId(v));
      if (ids.length > OVERDUE_IDS_MAX || ids.some((v) => v === null))
        throw badRequest({ message: 'Invalid ids' });
      const items = kinds.length
        ? (await lateItems(app.db, scope, new Date(), ids as number[])).filter((i) => kinds.includes(i.kind))
        : [];
      return { items };
    }
    const limitRaw = text(fields, 'limit');
    const limit = blankFilter(limitRaw) ? OVERDUE_LIST_DEFAULT : Number(limitRaw);
    if (!Number.isInteger(limit) || limit < 1 || limit > OVERDUE_IDS_MAX)
      throw badRequest({ message: 'Invalid limit' });
    if (kinds.length === 0) return { count: 0, pickup: 0, dropoff: 0, receipt: 0, since: {}, items: [] };
    const { counts, since, items } = await lateSummary(app.db, scope, kinds, limit);
    return {
      count: counts.pickup + counts.dropoff + counts.receipt,
      ...counts,
      since,
      items,
    };
  });
}
