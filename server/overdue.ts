/**
 * Overdue work, against the company profile's targets:
 *   pickup   a pending pickup not picked up yet (status pending, assigned, in_transit_to_pickup, at_pickup_location)
 *            more than target_pickup_hours after its scheduled_pickup_date (its creation time when none is set);
 *   dropoff  a delivery picked up (time_of_pickup set) and still pending without a drop-off more than
 *            target_dropoff_hours after its pickup;
 *   receipt  a delivery dropped off (time_of_dropoff set), not cancelled, with a hub, that the hub has not received
 *            (received_by_coordinator false, no time_of_receiving) more than target_receipt_hours after its drop-off.
 * Late means strictly after the due time. Child rows of a batch or package are left out (their parent row stands for
 * the delivery). An item's hub: the delivery's collection_hub; for a pickup, its collection_hub, else its pickup hub,
 * else its pickup health centre's hub, else its destination hub.
 *
 * `lateItems` lists what is late now (the dashboard card, the lists' marks, GET-like POST /customqueries/get_overdue).
 * The job (`runOverdueCheck`) raises one admin notification per late item, never twice: the overdue_alerts table
 * holds one row per (kind, item) (unique), inserted with ON CONFLICT DO NOTHING in the same transaction as the
 * notification, so two runs, or two instances running at once, never raise the same item twice. Items that became
 * late more than ALERT_WINDOW_DAYS ago are history, not news: they are counted and marked, not notified. At most
 * ALERT_LIMIT notifications per run (the most recently late first; the rest at the next run). Each new
 * notification is pushed on the live feed ('notifications'), and its SMS and e-mail alerts are queued in the
 * outbox in the same transaction (server/outbox; the overdue flags of the company profile, default off).
 *
 * `startOverdueJob` runs the check periodically: a timer ticks every `tickMs` (60 s) and the check runs when the
 * profile's overdue_check_minutes have passed since the last run. With several instances on one PostgreSQL, only
 * the one holding the advisory lock OVERDUE_LOCK runs it (the others stand by and take over within a tick).
 * buildApp starts it unless `overdue: false`, OVERDUE_JOB=0, or under the test runner (VITEST): tests start it
 * explicitly or call `runOverdueCheck`.
 */
import type { FastifyInstance } from 'fastify';
import { eq, sql, type SQL } from 'drizzle-orm';
import { LOCKS, type Database, type Db } from './db/client';
import { adminNotifications, overdueAlerts } from './db/schema';
import { queueAlerts } from './outbox/queue';
import { DEFAULT_TARGETS, readTargets, type Targets } from './routes/api/targets';
import { serverTimeZone } from './routes/customqueries/deliveries/common';
import type { NotificationMessage } from '../contract/types';
import { rowsOf } from './db/rows';
import {
  DELIVERY_OVERDUE_FILTERS,
  OVERDUE_KINDS,
  type DeliveryOverdueFilter,
  type OverdueItem,
  type OverdueKind,
} from '../contract/overdue';

/** The advisory lock of the overdue job (next to LOCKS in db/client.ts). */
export const OVERDUE_LOCK = LOCKS.overdue;
export const ALERT_WINDOW_DAYS = 2;
export const ALERT_LIMIT = 100;

export { OVERDUE_KINDS, DELIVERY_OVERDUE_FILTERS };
export type { OverdueKind, OverdueItem, DeliveryOverdueFilter };

export const OVERDUE_TITLES: Record<OverdueKind, string> = {
  pickup: 'Overdue pickup',
  dropoff: 'Overdue delivery',
  receipt: 'Overdue receipt',
};

const NOT_PICKED_UP = sql`('pending', 'assigned', 'in_transit_to_pickup', 'at_pickup_location')`;

/** A number of hours: a value, or an SQL expression (the profile's target read in the query). */
type Hours = number | SQL;
const hoursOf = (n: Hours) =>
  typeof n === 'number' ? sql`make_interval(hours => ${n}::int)` : sql`make_interval(hours => (${n})::int)`;

/**
 * Whether a pickup row is late at `at` (the pickup branch of lateSql), on the given columns: the list filter of
 * /api/pending_umoja_pickups reuses it on the table's own columns.
 */
export function pickupLateWhen(
  cols: { status: SQL; scheduled: SQL; stamp: SQL },
  pickupHours: Hours,
  at: SQL,
): SQL {
  return sql`(${cols.status} in ${NOT_PICKED_UP}
    and (coalesce(${cols.scheduled}, ${cols.stamp}) + ${hoursOf(pickupHours)}) < ${at})`;
}

/** The profile's pickup target read in SQL (the default when the profile row does not exist yet). */
export const profilePickupHours = sql`coalesce((select ap.target_pickup_hours from app_profile ap where ap.id = 1), ${DEFAULT_TARGETS.pickupHours}::int)`;

/**
 * The deliveries report's overdue filter: the row's id is one of the items of those kinds late at `now` (lateSql,
 * semi-join on ids; of one hub when `hub` is set). `idCol` is the report's umoja_deliveries.id.
 */
export function lateDeliveryIds(
  idCol: SQL,
  targets: Targets,
  now: Date,
  hub: number | null,
  filter: DeliveryOverdueFilter,
): SQL {
  const kinds = sql.join(
    DELIVERY_OVERDUE_FILTERS[filter].map((k) => sql`${k}`),
    sql`, `,
  );
  return sql`${idCol} in (select l.item from (${lateSql(targets, now, hub)}) l where l.kind in (${kinds}))`;
}

/**
 * SELECT kind, item, number, hub, place, due_at, day of the items late at `now` (optionally of one hub only); day:
 * 'YYYY-MM-DD', the row's day in its list (the pickup's date, the delivery's local day of `date`).
 */
export function lateSql(targets: Targets, now: Date, hub: number | null, ids?: readonly number[]): SQL {
  const at = sql`${now.toISOString()}::timestamptz`;
  // only these rows (the marks of one list page): index lookups instead of a scan
  const only = (col: SQL) =>
    ids === undefined
      ? sql``
      : sql`and ${col} = any(${`{${ids.map((n) => Math.trunc(n)).join(',')}}`}::int[])`;
  const hours = hoursOf;
  const pickupHub = sql`coalesce(p.collection_hub, p.pickup_collection_hub,
    (select hc.collection_hub from health_centres hc where hc.id = p.pickup_health_center), p.destination_collection_hub)`;
  const pickupPlace = sql`coalesce(case when p.pickup_location_type = 'health_center'
    then (select hc.name from health_centres hc where hc.id = p.pickup_health_center)
    else (select h.name from collection_hubs h where h.id = p.pickup_collection_hub) end, p.pickup_from, '')`;
  const pickupDue = sql`(coalesce(p.scheduled_pickup_date, p.time_stamp) + ${hours(targets.pickupHours)})`;
  const pickupLate = pickupLateWhen(
    { status: sql`p.pickup_status`, scheduled: sql`p.scheduled_pickup_date`, stamp: sql`p.time_stamp` },
    targets.pickupHours,
    at,
  );
  const dropoffDue = sql`(d.time_of_pickup + ${hours(targets.dropoffHours)})`;
  const receiptDue = sql`(d.time_of_dropoff + ${hours(targets.receiptHours)})`;
  // the pickups of a hub as the pickups list scopes them (routes/api/patients.ts pickupsOfHub), on the alias p
  const centres = sql`(select hc.id from health_centres hc where hc.collection_hub = ${hub})`;
  const pickupScope =
    hub === null
      ? sql``
      : sql`and (p.collection_hub = ${hub} or p.pickup_collection_hub = ${hub} or p.destination_collection_hub = ${hub}
          or p.pickup_health_center in ${centres} or p.destination_health_center in ${centres})`;
  // the list day of the row (the pickups list's date; the deliveries report's local day of `date`)
  const deliveryDay = sql`to_char((d.date at time zone ${serverTimeZone()})::date, 'YYYY-MM-DD')`;
  const deliveryScope = hub === null ? sql`` : sql`and d.collection_hub = ${hub}`;
  // The two delivery branches read the partial indexes umoja_deliveries_open_dropoff_idx / _open_receipt_idx
  // (schema.ts): their conditions repeat the indexes' predicates and compare the indexed time with `at − target`
  // (the same instant as due < at: the targets are whole hours, which timestamptz arithmetic adds exactly).
  // Without them each branch scanned every delivery row (bench data: 150,028 rows, 2 × ~140 ms on PGlite).
  return sql`
    select 'pickup' as kind, p.id as item, p.pickup_number as number, ${pickupHub} as hub, ${pickupPlace} as place,
      ${pickupDue} as due_at, to_char(p.date, 'YYYY-MM-DD') as day
    from pending_umoja_pickups p
    where ${pickupLate} ${pickupScope} ${only(sql`p.id`)}
    union all
    select 'dropoff', d.id, d.delivery_number, d.collection_hub, d.pickup_point || ' → ' || d.destination, ${dropoffDue},
      ${deliveryDay}
    from umoja_deliveries d
    where d.time_of_pickup is not null and d.time_of_dropoff is null and d.delivery_status = 'pending'
      and d.barcode_type is distinct from 'child' and d.time_of_pickup < ${at} - ${hours(targets.dropoffHours)}
      ${deliveryScope} ${only(sql`d.id`)}
    union all
    select 'receipt', d.id, d.delivery_number, d.collection_hub, d.destination, ${receiptDue}, ${deliveryDay}
    from umoja_deliveries d
    where d.time_of_dropoff is not null and d.delivery_status <> 'cancelled' and d.collection_hub is not null
      and not d.received_by_coordinator and d.time_of_receiving is null
      and d.barcode_type is distinct from 'child' and d.time_of_dropoff < ${at} - ${hours(targets.receiptHours)}
      ${deliveryScope} ${only(sql`d.id`)}`;
}

interface LateRow {
  kind: OverdueKind;
  item: number;
  number: string;
  hub: number | null;
  place: string | null;
  due_at: Date | string;
}

const iso = (v: Date | string) => (v instanceof Date ? v : new Date(v)).toISOString();

function toItem(r: LateRow, now: Date): OverdueItem {
  const due = iso(r.due_at);
  return {
    kind: r.kind,
    item: Number(r.item),
    number: r.number,
    hub: r.hub === null ? null : Number(r.hub),
    place: r.place ?? '',
    due_at: due,
    late_minutes: Math.max(0, Math.floor((now.getTime() - Date.parse(due)) / 60_000)),
  };
}

/** The items late at `now`, the latest first (of one hub when `hub` is set). */
export async function lateItems(
  db: Db,
  hub: number | null,
  now = new Date(),
  ids?: readonly number[],
): Promise<OverdueItem[]> {
  const targets = await readTargets(db);
  const rows = await rowsOf<LateRow>(
    db,
    sql`select * from (${lateSql(targets, now, hub, ids)}) l order by due_at desc`,
  );
  return rows.map((r) => toItem(r, now));
}

/**
 * How many items are late now, per kind, the earliest list day per kind (`since`: what a list's date range must
 * start from to show them all) and the `limit` latest (of one hub when `hub` is set).
 */
export async function lateSummary(
  db: Db,
  hub: number | null,
  kinds: readonly OverdueKind[],
  limit: number,
  now = new Date(),
): Promise<{
  counts: Record<OverdueKind, number>;
  since: Partial<Record<OverdueKind, string>>;
  items: OverdueItem[];
}> {
  const targets = await readTargets(db);
  const kindList = sql.join(
    kinds.map((k) => sql`${k}`),
    sql`, `,
  );
  // one scan: the late rows once (a CTE read twice is materialized), counted per kind, the latest `limit` listed
  const rows = await rowsOf<
    LateRow & {
      counts: Record<string, number> | string | null;
      since: Record<string, string> | string | null;
    }
  >(
    db,
    sql`with l as (select * from (${lateSql(targets, now, hub)}) x where x.kind in (${kindList})),
        c as (select kind, count(*) as n, min(day) as first_day from l group by kind)
        select t.*, (select json_object_agg(kind, n) from c) as counts,
          (select json_object_agg(kind, first_day) from c) as since
        from (select * from l order by due_at desc limit ${limit}) t`,
  );
  const counts: Record<OverdueKind, number> = { pickup: 0, dropoff: 0, receipt: 0 };
  const json = <T>(raw: T | string | null | undefined): T | null =>
    (typeof raw === 'string' ? JSON.parse(raw) : (raw ?? null)) as T | null;
  const parsed = json<Record<string, number>>(rows[0]?.counts);
  const days = json<Record<string, string>>(rows[0]?.since);
  const since: Partial<Record<OverdueKind, string>> = {};
  for (const k of OVERDUE_KINDS) {
    counts[k] = Number(parsed?.[k] ?? 0);
    if (days?.[k]) since[k] = days[k];
  }
  return { counts, since, items: rows.map((r) => toItem(r, now)) };
}

/** '3 h 20 min', '2 d 4 h', '15 min'. */
export function lateText(minutes: number): string {
  const d = Math.floor(minutes / 1440);
  const h = Math.floor((minutes % 1440) / 60);
  const m = minutes % 60;
  if (d > 0) return h > 0 ? `${d} d ${h} h` : `${d} d`;
  if (h > 0) return m > 0 ? `${h} h ${m} min` : `${h} h`;
  return `${m} min`;
}

function dueText(isoDue: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: serverTimeZone(),
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(isoDue));
}

export function overdueMessage(item: OverdueItem): string {
  const what =
    item.kind === 'pickup'
      ? `Pickup ${item.number}${item.place ? ` at ${item.place}` : ''} has not been picked up`
      : item.kind === 'dropoff'
        ? `Delivery ${item.number}${item.place ? ` (${item.place})` : ''} has not been dropped off`
        : `Delivery ${item.number}${item.place ? ` dropped off at ${item.place}` : ''} has not been received`;
  return `${what}: ${lateText(item.late_minutes)} late (due ${dueText(item.due_at)}).`;
}

/**
 * Raises the notifications of the items late at `now` not raised before; answers the new ones. Safe to run twice
 * or in two instances at once (see the header).
 */
export async function runOverdueCheck(
  app: Pick<FastifyInstance, 'db' | 'live'>,
  now = new Date(),
): Promise<(OverdueItem & { notification: number })[]> {
  const db = app.db;
  const targets = await readTargets(db);
  const since = new Date(now.getTime() - ALERT_WINDOW_DAYS * 86_400_000);
  const raised = await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const fresh = await rowsOf<LateRow & { id: number }>(
      t,
      sql`with late as (
            select * from (${lateSql(targets, now, null)}) l
            where due_at > ${since.toISOString()}::timestamptz
              and not exists (select 1 from overdue_alerts a where a.kind = l.kind and a.item = l.item)
            order by due_at desc
            limit ${ALERT_LIMIT}
          ),
          ins as (
            insert into overdue_alerts (kind, item, hub, due_at)
            select kind, item, hub, due_at from late
            on conflict (kind, item) do nothing
            returning id, kind, item
          )
          select ins.id, late.* from ins join late on late.kind = ins.kind and late.item = ins.item
          order by late.due_at`,
    );
    const out: (OverdueItem & { notification: number })[] = [];
    for (const r of fresh) {
      const item = toItem(r, now);
      const [n] = await t
        .insert(adminNotifications)
        .values({ title: OVERDUE_TITLES[item.kind], message: overdueMessage(item), read: false })
        .returning({ id: adminNotifications.id });
      await t
        .update(overdueAlerts)
        .set({ notification: n.id })
        .where(eq(overdueAlerts.id, Number(r.id)));
      // its SMS and e-mail to the hub coordinator(s) and the admins (overdue flags), in the same transaction
      await queueAlerts(t, 'overdue', {
        type: 'Overdue',
        id: `${item.kind}:${item.item}`,
        hub: item.hub,
        subject: `${OVERDUE_TITLES[item.kind]}: ${item.number}`,
        message: overdueMessage(item),
      });
      out.push({ ...item, notification: n.id });
    }
    return out;
  });
  for (const item of raised) {
    const msg: NotificationMessage & { overdue: { kind: OverdueKind; item: number; hub: number | null } } = {
      type: 'notification',
      id: item.notification,
      title: OVERDUE_TITLES[item.kind],
      message: overdueMessage(item),
      overdue: { kind: item.kind, item: item.item, hub: item.hub },
    };
    app.live.publish('notifications', msg);
  }
  return raised;
}

export interface OverdueJobOptions {
  /** How often the timer looks whether a check is due (default 60 s); the period itself is the profile's. */
  tickMs?: number;
  /** Whether this instance runs the job now (default: the advisory lock OVERDUE_LOCK). */
  leader?: () => Promise<boolean>;
}

/** Starts the periodic check; answers the function that stops it (also stopped when the app closes). */
export function startOverdueJob(
  app: FastifyInstance,
  database: Pick<Database, 'holdLock'>,
  opts: OverdueJobOptions = {},
) {
  let closed = false;
  let busy = false;
  let lastRun = 0;
  const leader = opts.leader ?? (() => database.holdLock(OVERDUE_LOCK));
  const tick = async () => {
    if (closed || busy) return;
    busy = true;
    try {
      if (!(await leader()) || closed) return;
      const { checkMinutes } = await readTargets(app.db);
      if (Date.now() - lastRun < checkMinutes * 60_000) return;
      lastRun = Date.now();
      const raised = await runOverdueCheck(app);
      if (raised.length) app.log.info(`Overdue: ${raised.length} new alert(s)`);
    } catch (err) {
      if (!closed) app.log.warn({ err }, 'overdue check failed');
    } finally {
      busy = false;
    }
  };
  const first = setTimeout(() => void tick(), 1000);
  const timer = setInterval(() => void tick(), opts.tickMs ?? 60_000);
  first.unref();
  timer.unref();
  const stop = () => {
    closed = true;
    clearTimeout(first);
    clearInterval(timer);
  };
  try {
    app.addHook('onClose', async () => stop());
  } catch {
    // started on an app already running (tests): the caller stops it
  }
  return stop;
}

/**
 * buildApp's switch: `overdue` true/options = on, false = off; unset = on except OVERDUE_JOB=0 or under VITEST.
 * Called BEFORE the app is ready: the job starts when the app is ready (onReady) and stops when it closes (onClose,
 * registered now; a hook added after ready is refused, which left the job running after close).
 */
export function maybeStartOverdueJob(
  app: FastifyInstance,
  database: Pick<Database, 'holdLock'>,
  option: boolean | OverdueJobOptions | undefined,
): boolean {
  const on = option ?? (process.env.OVERDUE_JOB !== '0' && !process.env.VITEST);
  if (!on) return false;
  let stop: (() => void) | undefined;
  let closed = false;
  app.addHook('onReady', async () => {
    if (!closed) stop = startOverdueJob(app, database, typeof option === 'object' ? option : {});
  });
  app.addHook('onClose', async () => {
    closed = true;
    stop?.();
  });
  return true;
}
