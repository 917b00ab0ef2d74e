/**
 * The paged deliveries report (README "Paging report calls"): the fields of the row for ../reportPaging.ts's
 * filter and paging compiler, the tab and barcode search of the deliveries screen, and the cache of a query's
 * counts and ordered ids.
 */
import type { FastifyInstance } from 'fastify';
import { sql, type SQL } from 'drizzle-orm';
import { collectionHubs, deliveryAgents, umojaDeliveries, umojaDeliveryCodes } from '../../../db/schema';
import { rowsOf } from '../../../db/rows';
import { badRequest, text } from '../../http';
import {
  DEFAULT_PAGE_SIZE,
  filterConditions,
  orderClauses,
  readPaging,
  type ReportField,
  type ReportFields,
} from '../reportPaging';
import { deliveryFields } from './report';

/** The optional fields that ask for one page instead of the full report. */
export const PAGING_FIELDS = ['page', 'page_size', 'ordering', 'filters', 'tab', 'barcode_search'] as const;

/**
 * 'child' rows are the single tab; everything else (parent, no type) is the batch tab (lib/deliveries trackingOf).
 * Written exactly as the umoja_deliveries_tab_date_idx expression, so a tab's page is read in index order.
 */
const isChild = sql`coalesce(${umojaDeliveries.barcode_type} = 'child', false)`;
const tatSeconds = sql`(case
  when ${umojaDeliveries.time_of_pickup} is null or ${umojaDeliveries.time_of_dropoff} is null
    or ${umojaDeliveries.time_of_dropoff} <= ${umojaDeliveries.time_of_pickup} then 0
  else floor(extract(epoch from (${umojaDeliveries.time_of_dropoff} - ${umojaDeliveries.time_of_pickup})))::bigint end)`;

/**
 * Every field a filter or the ordering may name: the row's fields (as the full report writes them) and the
 * fields the screen derives from them (tracking, date_ts, turnaround_seconds). delivery_items is not one.
 */
function rowFields(tz: string): ReportFields {
  const kinds: Record<string, ReportField['kind']> = {
    id: 'number',
    agent_account: 'number',
    collection_hub: 'number',
    patient: 'number',
    items_total: 'number',
    received_by_coordinator: 'boolean',
  };
  const joined = new Set(['agent_account_name', 'collection_hub_name']);
  const out: ReportFields = {};
  for (const [name, value] of deliveryFields(tz)) {
    if (name === 'delivery_items') continue;
    out[name] = { expr: sql`${value}`, kind: kinds[name] ?? 'text', join: joined.has(name) };
  }
  const d = umojaDeliveries;
  // orders by the instant (ISO text orders the same way), turnaround by its length
  out.orig_date.sort = sql`${d.date}`;
  out.date.sort = sql`${d.date}`;
  out.turn_around_time.sort = tatSeconds;
  out.time_of_pickup.sort = sql`${d.time_of_pickup}`;
  out.time_of_dropoff.sort = sql`${d.time_of_dropoff}`;
  out.time_of_receiving.sort = sql`${d.time_of_receiving}`;
  out.tracking = { expr: sql`(case when ${isChild} then 'single' else 'batch' end)`, kind: 'text' };
  out.date_ts = {
    expr: sql`floor(extract(epoch from ${d.date}) * 1000)::bigint`,
    kind: 'number',
    sort: sql`${d.date}`,
  };
  out.turnaround_seconds = { expr: tatSeconds, kind: 'number' };
  return out;
}

/**
 * lib/barcodeSearch's matching rule: the needle (trimmed, lower-cased) is a substring of the row's barcode,
 * its parent code, a delivery item's barcode or a child's barcode. Those codes are kept, lower-cased and one per
 * line, in umoja_delivery_codes (a trigger keeps it in step with umoja_deliveries), so the search first reads the
 * ids whose codes of the chosen dates contain the needle (short texts, not every row's JSON), then the report
 * reads those ids only (an id list the planner can count, rather than a substring test it cannot estimate).
 * A needle spanning two lines cannot be a substring of one code, so a needle with a line break is matched
 * against the JSON itself.
 */
async function barcodeMatch(
  app: FastifyInstance,
  code: string,
  range: { from: Date; to: Date },
): Promise<SQL> {
  const d = umojaDeliveries;
  const c = umojaDeliveryCodes;
  const n = code.trim().toLowerCase();
  if (!/[\n\r]/.test(n)) {
    const [row] = await rowsOf<{ ids: string | null }>(
      app.db,
      sql`select array_agg(${c.delivery})::text as ids from ${c}
        where ${c.date} >= ${range.from} and ${c.date} < ${range.to} and strpos(${c.codes}, ${n}) > 0`,
    );
    return sql`${d.id} = any(${row?.ids ?? '{}'}::int[])`;
  }
  const items = sql`(case when jsonb_typeof(${d.delivery_items}) = 'array' then ${d.delivery_items} else '[]'::jsonb end)`;
  return sql`(strpos(lower(coalesce(${d.barcode}, '')), ${n}) > 0
    or strpos(lower(coalesce(${d.parent_code}, '')), ${n}) > 0
    or exists (
      select 1 from jsonb_array_elements(${items}) as it(v)
      where strpos(lower(coalesce(it.v->>'barcode', '')), ${n}) > 0
        or (jsonb_typeof(it.v->'children') = 'array' and exists (
          select 1 from jsonb_array_elements(it.v->'children') as ch(c)
          where strpos(lower(coalesce(ch.c->>'barcode', '')), ${n}) > 0))))`;
}

/**
 * One page of the report: {count, results, tab_counts} as JSON text. The count and tab counts come from one
 * aggregate over the filtered rows; the page's ids from an ordered LIMIT/OFFSET over the same rows (newest
 * first by default, the screen's order); only those rows are then read and written as JSON.
 */
/**
 * Reading every row page by page (Excel, Print: pages of 500) asks the same query again and again: its counts
 * and, from page 2 on, its ordered ids are kept for PAGING_CACHE_MS (a deep OFFSET would walk every earlier
 * row on each page). Any write of this module clears it; writes elsewhere show within PAGING_CACHE_MS.
 */
export const PAGING_CACHE_MS = 20_000;
const PAGING_CACHE_SIZE = 20;
interface PagingEntry {
  at: number;
  counts?: { single: number; batch: number };
  /** per tab and ordering; a promise, so parallel page requests share one query */
  ids?: Map<string, Promise<number[]>>;
  countsPending?: Promise<{ single: number; batch: number }>;
}
const pagingCache = new Map<string, PagingEntry>();

export function clearPagingCache(): void {
  pagingCache.clear();
}

function pagingEntry(key: string): PagingEntry {
  const now = Date.now();
  const hit = pagingCache.get(key);
  if (hit && now - hit.at < PAGING_CACHE_MS) return hit;
  pagingCache.delete(key);
  while (pagingCache.size >= PAGING_CACHE_SIZE) pagingCache.delete(pagingCache.keys().next().value as string);
  const entry: PagingEntry = { at: now };
  pagingCache.set(key, entry);
  return entry;
}

export async function reportPage(
  app: FastifyInstance,
  base: SQL[],
  fields: Record<string, unknown>,
  tz: string,
  scopeKey: string,
  range: { from: Date; to: Date },
): Promise<string> {
  const d = umojaDeliveries;
  const known = rowFields(tz);
  const tabRaw = text(fields, 'tab').toLowerCase();
  if (tabRaw !== '' && tabRaw !== 'single' && tabRaw !== 'batch')
    throw badRequest({ message: 'tab must be single or batch' });
  const code = text(fields, 'barcode_search');
  // the barcode search answers every matching row of the dates (not the tab, not the list filters)
  const paging = readPaging(code ? { ...fields, filters: undefined } : fields, known) ?? {
    page: 1,
    pageSize: DEFAULT_PAGE_SIZE,
    ordering: null,
    filters: {},
  };
  const { page, pageSize: size } = paging;

  // the ordering: a row field, '-' = descending; empty values last; ties in the report's screen order
  const ordering = text(fields, 'ordering');
  const order = sql.join(orderClauses(paging, known, [sql`${d.date} desc`, sql`${d.id} desc`]), sql`, `);
  let join = paging.ordering !== null && known[paging.ordering.field].join === true;
  const where = [...base];
  if (code) where.push(await barcodeMatch(app, code, range));
  else
    where.push(
      ...filterConditions(paging.filters, known, {}, (f) => {
        if (f.join) join = true;
      }),
    );
  const joins = join
    ? sql`left join ${deliveryAgents} on ${deliveryAgents.id} = ${d.agent_account}
          left join ${collectionHubs} on ${collectionHubs.id} = ${d.collection_hub}`
    : sql``;
  const whereSql = sql.join(where, sql` and `);

  const entry = pagingEntry(JSON.stringify([scopeKey, tz, code, code ? '' : text(fields, 'filters'), join]));
  if (!entry.counts) {
    entry.countsPending ??= rowsOf<{ single: number | string; batch: number | string }>(
      app.db,
      sql`select count(*) filter (where ${isChild}) as single, count(*) filter (where not ${isChild}) as batch
          from ${d} ${joins} where ${whereSql}`,
    ).then(([counts]) => ({ single: Number(counts?.single ?? 0), batch: Number(counts?.batch ?? 0) }));
    try {
      entry.counts = await entry.countsPending;
    } finally {
      entry.countsPending = undefined;
    }
  }
  const tabCounts = entry.counts;
  const tab = code ? '' : tabRaw;
  const count =
    tab === 'single'
      ? tabCounts.single
      : tab === 'batch'
        ? tabCounts.batch
        : tabCounts.single + tabCounts.batch;

  let results = '[]';
  const offset = (page - 1) * size;
  if (offset < count) {
    const pageWhere = tab
      ? sql`${whereSql} and ${tab === 'single' ? sql`${isChild} = true` : sql`${isChild} = false`}`
      : whereSql;
    const select = sql`select ${d.id} as id from ${d} ${joins} where ${pageWhere} order by ${order}`;
    let ids: { id: number }[];
    if (page === 1) ids = await rowsOf<{ id: number }>(app.db, sql`${select} limit ${size}`);
    else {
      // from page 2 on: the query's ordered ids once, then slices of them
      entry.ids ??= new Map();
      const orderKey = `${tab} ${ordering}`;
      let pending = entry.ids.get(orderKey);
      if (!pending) {
        pending = rowsOf<{ id: number }>(app.db, select).then((rows) => rows.map((r) => Number(r.id)));
        entry.ids.set(orderKey, pending);
        pending.catch(() => entry.ids?.delete(orderKey));
      }
      const all = await pending;
      ids = all.slice(offset, offset + size).map((id) => ({ id }));
    }
    if (ids.length > 0) {
      const list = ids.map((r) => Number(r.id));
      const columns = sql.join(
        deliveryFields(tz).map(([name, value]) => sql`${value} as ${sql.identifier(name)}`),
        sql`, `,
      );
      const [row] = await rowsOf<{ results: string }>(
        app.db,
        sql`select coalesce(json_agg((select row_to_json(r) from (select ${columns}) r) order by p.n), '[]'::json)::text as results
            from unnest(${`{${list.join(',')}}`}::int[]) with ordinality as p(id, n)
            join ${d} on ${d.id} = p.id
            left join ${deliveryAgents} on ${deliveryAgents.id} = ${d.agent_account}
            left join ${collectionHubs} on ${collectionHubs.id} = ${d.collection_hub}`,
      );
      results = row?.results ?? '[]';
    }
  }
  return `{"count":${count},"results":${results},"tab_counts":${JSON.stringify(tabCounts)}}`;
}
