/**
 * The rows behind Specimen and Task: one per sample barcode, the latest umoja_deliveries row carrying it. A sample is
 * an item row (sampleItem of lims/common.ts, as for the LIMS v1 samples, but not only delivered ones); a batch or
 * package row (barcode_type 'parent') is read as the Specimen its children travelled in (their `parent`), never
 * searched as a sample. Each row carries what both resources show and search:
 * the custody facts (pickup, drop-off, receipt at the hub, the LIMS's rejection), the Task's status, owner and
 * location, and the time of its latest fact (meta.lastUpdated: umoja_deliveries.custody_updated_at, kept by the
 * triggers of migration 0010 and indexed with the id, so searches page in that order without computing it per row).
 */
import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { hubScope } from '../../auth/guards';
import { umojaDeliveries } from '../../db/schema';
import { sampleItem } from '../lims/common';
import type { FhirContext } from './auth';

export type TaskStatus =
  'requested' | 'accepted' | 'in-progress' | 'completed' | 'rejected' | 'cancelled' | 'failed';

export interface SampleRow {
  id: number;
  barcode: string;
  is_item: boolean;
  item_name: string | null;
  delivery_number: string;
  delivery_status: string;
  pickup_point: string;
  destination: string;
  agent: number | null;
  hub: number | null;
  receivers_note: string | null;
  reason_for_repackage: string | null;
  created: string;
  picked_up: string | null;
  dropped_off: string | null;
  received: string | null;
  parent: number | null;
  lims_reason: string | null;
  /** The status of the latest LIMS confirmation of the barcode (CONFIRMED once the laboratory received it). */
  lims_status: string | null;
  patient: number | null;
  task_status: TaskStatus;
  /** The agent ('Practitioner/12') or the hub as an organisation ('Organization/hub-3'), or null. */
  owner_ref: string | null;
  location_ref: string | null;
  pickup_ref: string | null;
  destination_ref: string | null;
  last_updated: string;
}

const iso = (expr: string) => sql.raw(`to_char(${expr} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/** The Location id of a place named `expr` (a health centre 'hc-…' first, else a hub 'hub-…'), as SQL. */
const placeRef = (expr: string) =>
  sql.raw(`coalesce(
    (select 'Location/hc-' || x.id from health_centres x where x.name = ${expr} order by x.id limit 1),
    (select 'Location/hub-' || x.id from collection_hubs x where x.name = ${expr} order by x.id limit 1))`);

/**
 * Which umoja_deliveries rows `d` are samples' rows: a barcode, of a batch/package/child or a single entry, and the
 * latest row carrying it.
 */
const SAMPLE_ROW = sql`coalesce(d.barcode, '') <> ''
    and (d.barcode_type is not null or d.item_type = 'single_entry')
    and not exists (select 1 from umoja_deliveries n where n.barcode = d.barcode and n.id > d.id)`;

/**
 * The sample rows with only the columns of umoja_deliveries that searches filter and sort on (id, barcode, hub,
 * is_item, updated_at: the indexed time of the latest custody fact, kept by the triggers of migration 0010): a count
 * or a page's ids read no join and no place.
 */
const lean = sql`(
  select d.id, d.barcode, d.collection_hub as hub, ${sampleItem(alias(umojaDeliveries, 'd'))} as is_item,
    d.custody_updated_at as updated_at
  from umoja_deliveries d
  where ${SAMPLE_ROW}
) s`;

/** Every sample row (with its computed columns) as a subquery; callers filter and sort on `s.…`. */
const base = sql`(
  select d.id, d.barcode, d.item_name, d.delivery_number, d.delivery_status::text as delivery_status,
    d.pickup_point, d.destination, d.agent_account as agent, d.collection_hub as hub, d.receivers_note,
    bc.reason_for_repackage,
    ${sampleItem(alias(umojaDeliveries, 'd'))} as is_item,
    ${iso('d.date')} as created, ${iso('d.time_of_pickup')} as picked_up, ${iso('d.time_of_dropoff')} as dropped_off,
    ${iso('coalesce(d.time_of_receiving, p.time_of_receiving)')} as received,
    p.id as parent,
    case when l.status = 'REJECTED' then coalesce(l.error_message, '') end as lims_reason,
    l.status::text as lims_status,
    coalesce(d.patient, (select di.patient from delivery_items di
      where di.delivery = d.id and di.patient is not null order by di.id limit 1)) as patient,
    t.task_status,
    case
      when t.task_status in ('accepted', 'in-progress') and d.agent_account is not null
        then 'Practitioner/' || d.agent_account
      when t.task_status in ('completed', 'rejected')
        then coalesce((select 'Organization/hub-' || x.id from collection_hubs x where x.name = d.destination
          order by x.id limit 1), 'Organization/hub-' || d.collection_hub)
    end as owner_ref,
    case
      when t.task_status in ('requested', 'accepted') then ${placeRef('d.pickup_point')}
      when t.task_status in ('completed', 'rejected', 'failed') then ${placeRef('d.destination')}
    end as location_ref,
    ${placeRef('d.pickup_point')} as pickup_ref,
    ${placeRef('d.destination')} as destination_ref,
    d.custody_updated_at as updated_at,
    ${iso('d.custody_updated_at')} as last_updated
  from umoja_deliveries d
  left join lateral (
    select x.id, x.time_of_receiving from umoja_deliveries x
    where coalesce(d.parent_code, '') <> '' and x.barcode = d.parent_code and x.id <> d.id
    order by x.id desc limit 1
  ) p on true
  left join lateral (
    select c.status, c.error_message from lims_sample_confirmations c
    where c.barcode = d.barcode order by c.id desc limit 1
  ) l on true
  left join sample_barcodes bc on bc.bar_code = d.barcode
  cross join lateral (select case
      when l.status = 'REJECTED' then 'rejected'
      when d.delivery_status = 'cancelled' or d.trip_status = 'cancelled' then 'cancelled'
      when d.delivery_status = 'failed' then 'failed'
      when d.delivery_status = 'delivered' or coalesce(d.time_of_receiving, p.time_of_receiving) is not null
        then 'completed'
      when d.time_of_pickup is not null then 'in-progress'
      when d.agent_account is not null then 'accepted'
      else 'requested'
    end as task_status) t
  where ${SAMPLE_ROW}
) s`;

/** The conditions every read and search of samples carries: the token's hub scope. */
function scoped(ctx: FhirContext, where: SQL[]): SQL {
  const hub = hubScope(ctx.auth);
  const all = hub === null ? where : [...where, sql`s.hub = ${hub}`];
  return all.length ? sql.join(all, sql` and `) : sql`true`;
}

/**
 * One page of sample rows matching `where` (and the hub scope), oldest update first, with the total. The count and
 * the page's ids read the lean rows (the full ones when `page.computed`: a condition on a computed column such as
 * task_status), in the order of the (updated_at, id) index; only the page's rows are then read in full.
 */
export async function sampleRows(
  db: Db,
  ctx: FhirContext,
  where: SQL[],
  page: { count: number; offset: number; computed?: boolean },
): Promise<{ total: number; rows: SampleRow[] }> {
  const cond = scoped(ctx, where);
  const from = page.computed ? base : lean;
  const [{ n }] = await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from ${from} where ${cond}`);
  const ids = sql`select s.id from ${from} where ${cond}
    order by s.updated_at, s.id limit ${page.count} offset ${page.offset}`;
  const rows =
    page.count === 0
      ? []
      : await rowsOf<SampleRow>(
          db,
          sql`select s.* from ${base} join (${ids}) pg on pg.id = s.id order by s.updated_at, s.id`,
        );
  return { total: Number(n), rows };
}

/** The row of sample `id` (an item, or with `parents` a batch/package too), within the token's hub scope. */
export async function sampleRow(
  db: Db,
  ctx: FhirContext,
  id: string,
  parents: boolean,
): Promise<SampleRow | null> {
  if (!/^\d{1,9}$/.test(id)) return null;
  const where = [sql`s.id = ${Number(id)}`, ...(parents ? [] : [sql`s.is_item`])];
  const rows = await rowsOf<SampleRow>(db, sql`select * from ${base} where ${scoped(ctx, where)}`);
  return rows[0] ?? null;
}

/** A version of a row's facts: it changes whenever anything the row shows changes. */
export function versionOf(row: SampleRow): string {
  return createHash('sha256').update(JSON.stringify(row)).digest('hex').slice(0, 16);
}

export const itemsOnly = sql`s.is_item`;
