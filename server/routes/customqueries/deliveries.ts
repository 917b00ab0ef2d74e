/**
 * Custom queries of the deliveries screen (operations.md 2, 4, 5, 7 Deliveries, 8):
 *   POST   /customqueries/getumoja_deliveriesreport  dateone, datetwo (DD/MM/YYYY or YYYY-MM-DD), delivery_status
 *          ('' | 'all' | pending | delivered | cancelled | failed), hub ('' or a hub id)
 *          → {report: JSON text of delivery rows, oldest first by date then id}. Each row: every umoja_deliveries
 *          column under its own name (delivery_items a JSON array) plus date 'DD/MM/YYYY', orig_date (ISO),
 *          time_of_pickup/time_of_dropoff 'HH:MM' or null, time_of_receiving ISO or null, turn_around_time
 *          'HH:MM:SS' (dropoff - pickup, '00:00:00' when either is missing or dropoff is not later),
 *          agent_account_name (the agent's FullName) and collection_hub_name.
 *          Needs view_umoja_deliveries; a hub coordinator always gets only their hub. Missing date → 400
 *          {message: 'Please dates are missing'}. Optional overdue (our extension, issue 22): dropoff | receipt |
 *          any keeps only the rows late now (server/overdue.ts lateSql; '' = all rows; else 400 {message}); it is
 *          part of the paged counts/ids cache key (late-now moves with the clock: a cached page is ≤ 20 s old).
 *   POST   /customqueries/confirm_receiving_items  time_of_receiving, delivery_number, receivers_note, username
 *          → {message: 'Delivery received successfully!'}; branch manager, superuser or hub coordinator (own hub
 *          rows only) else 403 {detail}; unknown number 404 {message}; already received 400 {message}.
 *          Optional (issue 21, our extension): expected_codes, received_codes → the receiving check, see
 *          ./discrepancies.ts; the report row carries receiving_discrepancy.
 *   POST   /customqueries/update_umoja_delivery/{id}  (JSON) edit-form fields
 *          → {message: 'Delivery updated successfully!', delivery: row of the report}; 400/404 {error}, 403 {error, detail}.
 *   DELETE /customqueries/delete_umoja_delivery/{id}  → {message: 'Delivery deleted successfully!'}; same rights.
 *          Update and delete: superuser or branch manager without hub; a hub coordinator for their hub's rows.
 *   POST   /customqueries/repackage_barcode  barcode, reason_for_repackage (required, ≤ 500 characters)
 *          → {message: 'Barcode repackaged successfully'}; needs view_umoja_deliveries; only delivered items.
 * Days are the server's local calendar days (as in activity.ts); the report formats dates and times in SQL in the
 * server's time zone and builds the JSON text in the database in one query (no N+1, no per-row JS work).
 */
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, desc, eq, gte, inArray, lt, sql, type Column, type SQL } from 'drizzle-orm';
import {
  collectionHubs,
  deliveryAgents,
  sampleBarcodes,
  umojaDeliveries,
  umojaDeliveryCodes,
} from '../../db/schema';
import { getAuth, hubScope, requireRight } from '../../auth/guards';
import type { AuthInfo } from '../../auth/tokens';
import { HttpError, PERMISSION_DENIED, badRequest, readBody, text } from '../http';
import { onDayAtTimeOf } from './activity';
import { announceDiscrepancy, receiptCheckOf, storeReceiptCheck } from './discrepancies';
import { DELIVERY_OVERDUE_FILTERS, lateDeliveryIds, type DeliveryOverdueFilter } from '../../overdue';
import { readTargets } from '../api/targets';
import { parseDay, parseDayOrTimestamp, parseId } from '../params';
import { rowsOf } from '../../db/rows';

export const DELIVERY_MESSAGES = {
  datesMissing: 'Please dates are missing',
  datesInvalid: 'Dates must be DD/MM/YYYY',
  statusInvalid: 'Invalid delivery status',
  hubInvalid: 'Invalid hub',
  received: 'Delivery received successfully!',
  deliveryNumberMissing: 'Please select a delivery',
  receivingTimeInvalid: 'Time of receiving must be a date and time',
  noteTooLong: 'Receivers note must be at most 2000 characters',
  deliveryNotFound: 'Delivery not found',
  alreadyReceived: 'Delivery already received',
  updated: 'Delivery updated successfully!',
  deleted: 'Delivery deleted successfully!',
  repackaged: 'Barcode repackaged successfully',
  barcodeMissing: 'Please enter a barcode',
  reasonMissing: 'Please enter a reason for repackaging',
  reasonTooLong: 'Reason must be at most 500 characters',
  notDelivered: 'Only delivered items can be repackaged',
  barcodeNotFound: 'No delivery found with this barcode',
  overdueInvalid: 'overdue must be dropoff, receipt or any',
} as const;

export const EDIT_MESSAGES = {
  delivery_number: 'Please enter delivery number',
  delivery_status: 'Please select delivery status',
  agent_account: 'Please select agent',
  agentNotFound: 'The selected agent does not exist',
  delivery_type: 'Please enter delivery type',
  pickup_point: 'Please enter pickup point',
  destination: 'Please enter destination',
  date: 'Please select date',
  dateInvalid: 'Date must be DD/MM/YYYY',
  time_of_pickup: 'Time of pickup must be HH:MM',
  time_of_dropoff: 'Time of dropoff must be HH:MM',
  delivery_mode: 'Please select a valid delivery mode',
  itemsJson: 'Delivery items must be valid JSON',
  itemsList: 'Delivery items must be a JSON list of items',
} as const;

const STATUSES = ['pending', 'delivered', 'cancelled', 'failed'] as const;
const MODES = ['motorcycle', 'car', 'walking', 'bicycle'] as const;
type Status = (typeof STATUSES)[number];
type Mode = (typeof MODES)[number];

// ---------------------------------------------------------------- shared helpers (also used by orders.ts)

/** The server's time zone (IANA name), the one dates and times are shown in. */
export function serverTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** A timestamptz column as local 'DD/MM/YYYY' / 'HH:MM' text, or as an ISO (UTC, milliseconds) text. */
export const sqlLocal = (col: SQL | unknown, tz: string, format: 'DD/MM/YYYY' | 'HH24:MI') =>
  sql`to_char(${col} at time zone ${tz}, ${format})`;
export const sqlIso = (col: SQL | unknown) =>
  sql`to_char(${col} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The report's date range from dateone and datetwo: [local midnight of dateone, local midnight after datetwo).
 * Throws 400 {message} when a date is missing or not a date.
 */
export function reportRange(fields: Record<string, unknown>): { from: Date; to: Date } {
  const one = text(fields, 'dateone');
  const two = text(fields, 'datetwo');
  const blank = (v: string) => v === '' || v === 'null' || v === 'undefined';
  if (blank(one) || blank(two)) throw badRequest({ message: DELIVERY_MESSAGES.datesMissing });
  const from = parseDay(one);
  const last = parseDay(two);
  if (!from || !last) throw badRequest({ message: DELIVERY_MESSAGES.datesInvalid });
  return { from, to: new Date(last.getFullYear(), last.getMonth(), last.getDate() + 1) };
}

/**
 * The report's hub condition on `column`: a hub coordinator always gets their own hub, whatever is sent; anyone
 * else the `hub` argument ('', all = every hub, so no condition). Throws 400 {message} when hub is not an id.
 */
export function hubCondition(
  auth: AuthInfo,
  fields: Record<string, unknown>,
  column: Column,
): SQL | undefined {
  const scope = hubScope(auth);
  if (scope !== null) return eq(column, scope);
  const hubRaw = text(fields, 'hub');
  if (hubRaw === '' || hubRaw === 'all' || hubRaw === 'null' || hubRaw === 'undefined') return undefined;
  const hub = parseId(hubRaw);
  if (hub === null) throw badRequest({ message: DELIVERY_MESSAGES.hubInvalid });
  return eq(column, hub);
}

// ---------------------------------------------------------------- the report row

/** The report row's fields, in order: every umoja_deliveries column plus the derived ones. */
function deliveryFields(tz: string): [string, SQL | unknown][] {
  const d = umojaDeliveries;
  const tat = sql`floor(extract(epoch from (${d.time_of_dropoff} - ${d.time_of_pickup})))::bigint`;
  return [
    ['id', d.id],
    ['delivery_number', d.delivery_number],
    ['agent_account', d.agent_account],
    [
      'agent_account_name',
      sql`case when ${deliveryAgents.id} is null then null
        else trim(${deliveryAgents.first_name} || ' ' || ${deliveryAgents.second_name}) end`,
    ],
    ['collection_hub', d.collection_hub],
    ['collection_hub_name', collectionHubs.name],
    ['pickup_point', d.pickup_point],
    ['destination', d.destination],
    ['delivery_type', d.delivery_type],
    ['item_type', d.item_type],
    ['item_name', d.item_name],
    ['barcode', d.barcode],
    ['barcode_type', d.barcode_type],
    ['parent_code', d.parent_code],
    ['patient', d.patient],
    ['patient_name', d.patient_name],
    ['date', sqlLocal(d.date, tz, 'DD/MM/YYYY')],
    ['orig_date', sqlIso(d.date)],
    ['delivery_status', d.delivery_status],
    ['delivery_mode', d.delivery_mode],
    ['trip_status', d.trip_status],
    ['time_of_pickup', sqlLocal(d.time_of_pickup, tz, 'HH24:MI')],
    ['time_of_dropoff', sqlLocal(d.time_of_dropoff, tz, 'HH24:MI')],
    [
      'turn_around_time',
      sql`case
        when ${d.time_of_pickup} is null or ${d.time_of_dropoff} is null
          or ${d.time_of_dropoff} <= ${d.time_of_pickup} then '00:00:00'
        else lpad((${tat} / 3600)::text, 2, '0') || ':' || lpad((${tat} / 60 % 60)::text, 2, '0')
          || ':' || lpad((${tat} % 60)::text, 2, '0') end`,
    ],
    ['items_total', d.items_total],
    ['delivery_items', d.delivery_items],
    ['received_by_coordinator', d.received_by_coordinator],
    ['received_by', d.received_by],
    ['time_of_receiving', sqlIso(d.time_of_receiving)],
    ['receivers_note', d.receivers_note],
    ['receiving_discrepancy', d.receiving_discrepancy],
  ];
}

/**
 * The JSON text of the rows matching `where`, oldest first by date then id ('[]' when none). Each row is
 * row_to_json of a one-row select with the fields as column names: compact JSON, and measurably cheaper than
 * json_build_object on tens of thousands of rows.
 */
async function reportText(app: FastifyInstance, where: SQL | undefined, tz: string): Promise<string> {
  const d = umojaDeliveries;
  const columns = sql.join(
    deliveryFields(tz).map(([name, value]) => sql`${value} as ${sql.identifier(name)}`),
    sql`, `,
  );
  const rows = app.db
    .select({
      date: d.date,
      id: d.id,
      json: sql<unknown>`(select row_to_json(r) from (select ${columns}) r)`.as('json'),
    })
    .from(d)
    .leftJoin(deliveryAgents, eq(deliveryAgents.id, d.agent_account))
    .leftJoin(collectionHubs, eq(collectionHubs.id, d.collection_hub))
    .where(where)
    .as('rows');
  const [row] = await app.db
    .select({
      report: sql<string>`coalesce(json_agg(${rows.json} order by ${rows.date}, ${rows.id}), '[]'::json)::text`,
    })
    .from(rows);
  return row?.report ?? '[]';
}

/** Rows per query of the streamed full report (tests make it small to cross many chunk boundaries). */
let REPORT_CHUNK_ROWS = 10_000;
/** Rows of the first query: fewer, so the first rows go out (and the client starts parsing) early. */
const FIRST_CHUNK_ROWS = 2_000;
let REPORT_FIRST_CHUNK_ROWS = FIRST_CHUNK_ROWS;
/** Sets the rows per chunk (and of the first chunk); answers the sizes before, to put back. */
export function setReportChunkRows(rows: number, first = Math.min(rows, FIRST_CHUNK_ROWS)): [number, number] {
  const before: [number, number] = [REPORT_CHUNK_ROWS, REPORT_FIRST_CHUNK_ROWS];
  REPORT_CHUNK_ROWS = rows;
  REPORT_FIRST_CHUNK_ROWS = first;
  return before;
}

/**
 * Compression of the streamed full report: each chunk is flushed as it is written, so the client gets (and starts
 * parsing) the first rows while the next are read, instead of when the compressor's window is full; brotli at
 * quality 1 (75 MB of report text: about 0.1 s of CPU, against 0.4 s at the usual 4, for a 50% larger answer),
 * so the compression of one large answer takes little CPU from every other request of the server.
 */
const REPORT_COMPRESSION = {
  brotliOptions: {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 1,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    },
    flush: zlib.constants.BROTLI_OPERATION_FLUSH,
    chunkSize: 256 * 1024,
  },
  zlibOptions: { level: 1, flush: zlib.constants.Z_SYNC_FLUSH, chunkSize: 256 * 1024 },
};

const REPORT_ROUTE = { compress: REPORT_COMPRESSION };

/** Lets the event loop run (other requests, the answer's writes) before the next chunk's query holds it. */
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The documented full answer, {"report": "<JSON text of the rows>"}, as a stream of text: the rows are read
 * in chunks (REPORT_FIRST_CHUNK_ROWS, then REPORT_CHUNK_ROWS) in the report's order (date then id, continuing
 * after the last key read), each chunk's JSON text built in SQL (row_to_json + string_agg) and escaped as a JSON
 * string by V8. The stream reads the next chunk only when the answer's consumer asks for more (one chunk waits at
 * most), and gives the event loop a turn before each query, so the server never holds the whole report (tens of
 * MB, three times over), sends the first rows while it reads the next, and other requests are answered between
 * two chunks (on PGlite a query holds the event loop). The first chunk is read before answering, so a failing
 * query is still an error answer.
 */
async function reportStream(app: FastifyInstance, where: SQL | undefined, tz: string): Promise<Readable> {
  const d = umojaDeliveries;
  const columns = sql.join(
    deliveryFields(tz).map(([name, value]) => sql`${value} as ${sql.identifier(name)}`),
    sql`, `,
  );
  interface Chunk {
    body: string | null;
    last_date: string | null;
    last_id: number | null;
    n: number | string;
  }
  const chunk = async (after: { date: string; id: number } | null, limit: number): Promise<Chunk> => {
    const next = after
      ? sql`and ${d.date} >= ${after.date}::timestamptz and (${d.date}, ${d.id}) > (${after.date}::timestamptz, ${after.id}::int)`
      : sql``;
    const [row] = await rowsOf<Chunk>(
      app.db,
      sql`with page as (
            select ${d.date} as dt, ${d.id} as id, (select row_to_json(r) from (select ${columns}) r) as j
            from ${d}
            left join ${deliveryAgents} on ${deliveryAgents.id} = ${d.agent_account}
            left join ${collectionHubs} on ${collectionHubs.id} = ${d.collection_hub}
            where ${where ?? sql`true`} ${next}
            order by ${d.date}, ${d.id}
            limit ${limit})
          select string_agg(j::text, ',' order by dt, id) as body,
            (max(dt))::text as last_date,
            (array_agg(id order by dt desc, id desc))[1] as last_id,
            count(*) as n
          from page`,
    );
    return row ?? { body: null, last_date: null, last_id: null, n: 0 };
  };
  // the chunk's JSON text as the inside of a JSON string literal (without its quotes): escaped here, not in SQL
  // (to_json on megabytes of text costs PGlite, which runs on this thread, about a quarter of the report's time;
  // V8 writes the same bytes: the text is JSON already, so only its quotes and backslashes are escaped)
  const inner = (body: string | null) => (body ? JSON.stringify(body).slice(1, -1) : '');
  const firstLimit = REPORT_FIRST_CHUNK_ROWS;
  const first = await chunk(null, firstLimit);
  async function* parts(): AsyncGenerator<string> {
    yield '{"report":"[';
    let current = first;
    let limit = firstLimit;
    let sep = '';
    for (;;) {
      if (current.body) {
        yield sep + inner(current.body);
        sep = ',';
      }
      if (Number(current.n) < limit || current.last_date === null || current.last_id === null) break;
      await turn();
      limit = REPORT_CHUNK_ROWS;
      current = await chunk({ date: current.last_date, id: Number(current.last_id) }, limit);
    }
    yield ']"}';
  }
  // a client that goes away destroys the stream: the generator is then closed and reads no further chunk
  return Readable.from(parts(), { objectMode: false });
}

// ---------------------------------------------------------------- the paged report (README "Paging report calls")

/** The optional fields that ask for one page instead of the full report. */
export const PAGING_FIELDS = ['page', 'page_size', 'ordering', 'filters', 'tab', 'barcode_search'] as const;
export const MAX_PAGE_SIZE = 500;
const DEFAULT_PAGE_SIZE = 25;

type FieldKind = 'text' | 'number' | 'boolean';
interface RowField {
  expr: SQL;
  kind: FieldKind;
  /** reads the agents / hubs join */
  join?: boolean;
  /** the expression ORDER BY uses (default expr) */
  order?: SQL;
}

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
function rowFields(tz: string): Map<string, RowField> {
  const kinds: Record<string, FieldKind> = {
    id: 'number',
    agent_account: 'number',
    collection_hub: 'number',
    patient: 'number',
    items_total: 'number',
    received_by_coordinator: 'boolean',
  };
  const joined = new Set(['agent_account_name', 'collection_hub_name']);
  const out = new Map<string, RowField>();
  for (const [name, value] of deliveryFields(tz)) {
    if (name === 'delivery_items') continue;
    out.set(name, { expr: sql`${value}`, kind: kinds[name] ?? 'text', join: joined.has(name) });
  }
  const d = umojaDeliveries;
  // orders by the instant (ISO text orders the same way), turnaround by its length
  out.get('orig_date')!.order = sql`${d.date}`;
  out.get('date')!.order = sql`${d.date}`;
  out.get('turn_around_time')!.order = tatSeconds;
  out.get('time_of_pickup')!.order = sql`${d.time_of_pickup}`;
  out.get('time_of_dropoff')!.order = sql`${d.time_of_dropoff}`;
  out.get('time_of_receiving')!.order = sql`${d.time_of_receiving}`;
  out.set('tracking', { expr: sql`(case when ${isChild} then 'single' else 'batch' end)`, kind: 'text' });
  out.set('date_ts', {
    expr: sql`floor(extract(epoch from ${d.date}) * 1000)::bigint`,
    kind: 'number',
    order: sql`${d.date}`,
  });
  out.set('turnaround_seconds', { expr: tatSeconds, kind: 'number' });
  return out;
}

const pagingError = (message: string) => badRequest({ message });

/** A whole number ≥ 1 from a form or JSON value; '' → undefined; anything else → 400 naming the field. */
function positiveInt(fields: Record<string, unknown>, name: string): number | undefined {
  const raw = fields[name];
  if (raw === undefined || raw === null || raw === '') return undefined;
  const s = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  if (!/^\d{1,9}$/.test(s) || Number(s) < 1) throw pagingError(`${name} must be a positive whole number`);
  return Number(s);
}

const lowerText = (e: SQL) => sql`lower(coalesce((${e})::text, ''))`;
const notEmpty = (e: SQL) => sql`(${e}) is not null and (${e})::text <> ''`;
const NUMERIC = '^\\s*-?(\\d+\\.?\\d*|\\.\\d+)([eE][-+]?\\d+)?\\s*$';

/** listQuery's `ordered`: numbers compare as numbers, anything else as text (code-unit order). */
function boundTest(f: RowField, bound: unknown, op: '>=' | '<='): SQL {
  const b = String(bound);
  const o = sql.raw(op);
  const asText = sql`(${f.expr})::text collate "C" ${o} ${b} collate "C"`;
  const numericBound = typeof bound !== 'boolean' && Number.isFinite(Number(b)) && b.trim() !== '';
  if (f.kind === 'boolean' || !numericBound) return sql`(${notEmpty(f.expr)} and ${asText})`;
  if (f.kind === 'number') return sql`(${notEmpty(f.expr)} and (${f.expr})::numeric ${o} ${Number(b)})`;
  return sql`(${notEmpty(f.expr)} and case when (${f.expr})::text ~ ${NUMERIC}
    then (${f.expr})::text::numeric ${o} ${Number(b)} else ${asText} end)`;
}

function exactTest(f: RowField, expected: unknown): SQL {
  const values = (Array.isArray(expected) ? expected : [expected]).map((v) =>
    v !== null && typeof v === 'object' ? String((v as { id?: unknown }).id) : String(v),
  );
  if (values.length === 0) return sql`true`;
  return sql`(${f.expr})::text in (${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )})`;
}

interface Compiled {
  where: SQL[];
  join: boolean;
}

/** The `filters` JSON text → SQL conditions (listQuery's keys and operators); unknown key → 400. */
function compileFilters(raw: unknown, fields: Map<string, RowField>): Compiled {
  const out: Compiled = { where: [], join: false };
  if (raw === undefined || raw === null || raw === '') return out;
  let parsed: unknown = raw;
  if (typeof raw === 'string') {
    try {
      parsed = JSON.parse(raw);
    } catch {
      throw pagingError('filters must be JSON text of an object');
    }
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
    throw pagingError('filters must be JSON text of an object');
  for (const [key, value] of Object.entries(parsed as Record<string, unknown>)) {
    if (key === 'q') {
      if (value === undefined || value === null || value === '') continue;
      const needle = String(value).trim().toLowerCase();
      const texts = [...fields.values()].filter((f) => f.kind === 'text');
      out.join = true;
      out.where.push(
        sql`(${sql.join(
          texts.map((f) => sql`strpos(lower((${f.expr})::text), ${needle}) > 0`),
          sql` or `,
        )})`,
      );
      continue;
    }
    let name = key;
    let op: 'eq' | 'gte' | 'lte' | 'prefix' | 'contains' = 'eq';
    for (const suffix of ['gte', 'lte', 'prefix', 'contains'] as const)
      if (key.endsWith(`_${suffix}`) && key.length > suffix.length + 1 && !fields.has(key)) {
        name = key.slice(0, -(suffix.length + 1));
        op = suffix;
        break;
      }
    const f = fields.get(name);
    if (!f) throw pagingError(`Unknown filter: ${key}`);
    if (value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0))
      continue;
    if (f.join) out.join = true;
    const needle = String(value).toLowerCase();
    if (op === 'eq') out.where.push(exactTest(f, value));
    else if (op === 'gte') out.where.push(boundTest(f, value, '>='));
    else if (op === 'lte') out.where.push(boundTest(f, value, '<='));
    else if (op === 'prefix') out.where.push(sql`starts_with(${lowerText(f.expr)}, ${needle})`);
    else out.where.push(sql`strpos(${lowerText(f.expr)}, ${needle}) > 0`);
  }
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

async function reportPage(
  app: FastifyInstance,
  base: SQL[],
  fields: Record<string, unknown>,
  tz: string,
  scopeKey: string,
  range: { from: Date; to: Date },
): Promise<string> {
  const d = umojaDeliveries;
  const known = rowFields(tz);
  const page = positiveInt(fields, 'page') ?? 1;
  const size = Math.min(positiveInt(fields, 'page_size') ?? DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE);

  const tabRaw = text(fields, 'tab').toLowerCase();
  if (tabRaw !== '' && tabRaw !== 'single' && tabRaw !== 'batch')
    throw pagingError('tab must be single or batch');
  const code = text(fields, 'barcode_search');

  // the ordering: a row field, '-' = descending; empty values last; ties in the report's screen order
  const ordering = text(fields, 'ordering');
  const newestFirst = sql`${d.date} desc, ${d.id} desc`;
  let order = newestFirst;
  let join = false;
  if (ordering !== '') {
    const desc = ordering.startsWith('-');
    const name = desc ? ordering.slice(1) : ordering;
    const f = known.get(name);
    if (!f) throw pagingError(`Unknown sort field: ${name}`);
    if (f.join) join = true;
    const key = f.order ?? (f.kind === 'text' ? sql`lower((${f.expr})::text)` : f.expr);
    const empty = sql`(case when ${notEmpty(f.expr)} then 0 else 1 end)`;
    order = sql`${empty}, ${key} ${sql.raw(desc ? 'desc' : 'asc')}, ${newestFirst}`;
  }

  // the barcode search answers every matching row of the dates (not the tab, not the list filters)
  const where = [...base];
  if (code) where.push(await barcodeMatch(app, code, range));
  else {
    const compiled = compileFilters(fields.filters, known);
    where.push(...compiled.where);
    join = join || compiled.join;
  }
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

// ---------------------------------------------------------------- rights

const denied = () => new HttpError(403, { error: PERMISSION_DENIED, detail: PERMISSION_DENIED });

/** Edit/delete: superuser or branch manager without hub (null = every hub), a hub coordinator (their hub). */
function editScope(auth: AuthInfo): number | null {
  if (auth.isSuperuser) return null;
  const hub = hubScope(auth);
  if (hub !== null) return hub;
  if (auth.isBranchManager) return null;
  throw denied();
}

async function editableDelivery(app: FastifyInstance, req: FastifyRequest<{ Params: { id: string } }>) {
  const scope = editScope(getAuth(req));
  const id = parseId(req.params.id);
  if (id === null) throw new HttpError(404, { error: DELIVERY_MESSAGES.deliveryNotFound });
  const [row] = await app.db
    .select({
      id: umojaDeliveries.id,
      hub: umojaDeliveries.collection_hub,
      date: umojaDeliveries.date,
      agent: umojaDeliveries.agent_account,
    })
    .from(umojaDeliveries)
    .where(eq(umojaDeliveries.id, id));
  if (!row) throw new HttpError(404, { error: DELIVERY_MESSAGES.deliveryNotFound });
  if (scope !== null && row.hub !== scope) throw denied();
  return { ...row, scope };
}

// ---------------------------------------------------------------- edit-form input

const editError = (message: string) => new HttpError(400, { error: message });
/** 'item_name' → 'Item name'. */
const label = (name: string) => name.charAt(0).toUpperCase() + name.slice(1).replace(/_/g, ' ');
const isBlankValue = (v: unknown) =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

function reqString(fields: Record<string, unknown>, name: keyof typeof EDIT_MESSAGES, max: number): string {
  const v = fields[name];
  if (isBlankValue(v) || (typeof v !== 'string' && typeof v !== 'number'))
    throw editError(EDIT_MESSAGES[name]);
  const s = String(v).trim();
  if (s.length > max) throw editError(`${label(name)} must be at most ${max} characters`);
  return s;
}

/** An optional nullable text field: absent → undefined (kept), blank → null. */
function optString(fields: Record<string, unknown>, name: string, max: number): string | null | undefined {
  if (!(name in fields)) return undefined;
  const v = fields[name];
  if (isBlankValue(v)) return null;
  if (typeof v !== 'string' && typeof v !== 'number') throw editError(`${label(name)} must be text`);
  const s = String(v).trim();
  if (s.length > max) throw editError(`${label(name)} must be at most ${max} characters`);
  return s;
}

/** 'HH:MM' (or 'HH:MM:SS') on the local day `day`; absent → undefined, blank → null. */
function optTime(
  fields: Record<string, unknown>,
  name: 'time_of_pickup' | 'time_of_dropoff',
  day: Date,
): Date | null | undefined {
  if (!(name in fields)) return undefined;
  const v = fields[name];
  if (isBlankValue(v)) return null;
  const m = typeof v === 'string' ? /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(v.trim()) : null;
  if (!m || Number(m[1]) > 23 || Number(m[2]) > 59 || Number(m[3] ?? 0) > 59)
    throw editError(EDIT_MESSAGES[name]);
  return new Date(
    day.getFullYear(),
    day.getMonth(),
    day.getDate(),
    Number(m[1]),
    Number(m[2]),
    Number(m[3] ?? 0),
  );
}

function deliveryItems(v: unknown): unknown[] {
  let value = v;
  if (typeof value === 'string') {
    if (value.trim() === '') return [];
    try {
      value = JSON.parse(value);
    } catch {
      throw editError(EDIT_MESSAGES.itemsJson);
    }
  }
  if (!Array.isArray(value) || value.some((it) => it === null || typeof it !== 'object' || Array.isArray(it)))
    throw editError(EDIT_MESSAGES.itemsList);
  return value;
}

// ---------------------------------------------------------------- receiving

/** 'YYYY-MM-DD HH:MM[:SS]' (local) or an ISO timestamp; blank → now. */
function receivingTime(raw: string): Date {
  if (raw === '' || raw === 'null' || raw === 'undefined') return new Date();
  if (!/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}/.test(raw))
    throw badRequest({ message: DELIVERY_MESSAGES.receivingTimeInvalid });
  const date = new Date(raw.replace(' ', 'T'));
  if (isNaN(date.getTime())) throw badRequest({ message: DELIVERY_MESSAGES.receivingTimeInvalid });
  return date;
}

/** The sample_barcodes type of a delivery row's barcode. */
function barcodeKind(row: { barcode_type: string | null; item_type: string | null }) {
  if (row.barcode_type !== 'parent') return 'single_entry' as const;
  return /package/i.test(row.item_type ?? '') ? ('package' as const) : ('batch_entry' as const);
}

// ---------------------------------------------------------------- routes

/** Writes (through any instance) after which the deliveries' counts and ids are dropped at once. */
const DELIVERY_WRITES =
  /^\/(api\/(umoja_deliveries|pending_deliveries|delivery_items|patients|pending_umoja_pickups)|customqueries\/([a-z_]*deliver[a-z_]*|confirm_receiving_items|repackage_barcode|import_data))\b/;

export function registerDeliveryQueries(app: FastifyInstance): void {
  const db = app.db;
  if (app.hasDecorator('changes')) {
    const stop = app.changes.subscribe((path) => {
      if (DELIVERY_WRITES.test(path)) clearPagingCache();
    });
    app.addHook('onClose', async () => void stop());
  }

  // the full report is streamed in chunks, each flushed through the compression (REPORT_COMPRESSION)
  app.post('/customqueries/getumoja_deliveriesreport', REPORT_ROUTE, async (req, reply) => {
    const auth = requireRight(req, 'view_umoja_deliveries');
    const { fields } = await readBody(req);
    const { from, to } = reportRange(fields);

    const conditions: SQL[] = [gte(umojaDeliveries.date, from), lt(umojaDeliveries.date, to)];
    const status = text(fields, 'delivery_status').toLowerCase();
    if (status !== '' && status !== 'all' && status !== 'null' && status !== 'undefined') {
      if (!(STATUSES as readonly string[]).includes(status))
        throw badRequest({ message: DELIVERY_MESSAGES.statusInvalid });
      conditions.push(eq(umojaDeliveries.delivery_status, status as Status));
    }
    const scope = hubScope(auth);
    const hubRaw = text(fields, 'hub');
    const hub = hubCondition(auth, fields, umojaDeliveries.collection_hub);
    if (hub) conditions.push(hub);
    // issue 22 (our extension): overdue = dropoff | receipt | any keeps the rows late now (server/overdue.ts)
    const overdue = text(fields, 'overdue').toLowerCase();
    if (overdue !== '' && overdue !== 'all' && overdue !== 'null' && overdue !== 'undefined') {
      if (!Object.hasOwn(DELIVERY_OVERDUE_FILTERS, overdue))
        throw badRequest({ message: DELIVERY_MESSAGES.overdueInvalid });
      const targets = await readTargets(db);
      const late = lateDeliveryIds(
        sql`${umojaDeliveries.id}`,
        targets,
        new Date(),
        scope,
        overdue as DeliveryOverdueFilter,
      );
      conditions.push(late);
    }
    if (PAGING_FIELDS.some((k) => fields[k] !== undefined))
      return reply
        .type('application/json; charset=utf-8')
        .send(
          await reportPage(
            app,
            conditions,
            fields,
            serverTimeZone(),
            JSON.stringify([from, to, status, scope, hubRaw, overdue]),
            { from, to },
          ),
        );
    return reply
      .type('application/json; charset=utf-8')
      .send(await reportStream(app, and(...conditions), serverTimeZone()));
  });

  app.post('/customqueries/confirm_receiving_items', async (req) => {
    clearPagingCache();
    const auth = getAuth(req);
    const hub = hubScope(auth);
    if (!auth.isSuperuser && !auth.isBranchManager && hub === null) throw denied();
    const { fields } = await readBody(req);
    const number = text(fields, 'delivery_number');
    if (!number || number === 'null' || number === 'undefined' || number.length > 40)
      throw badRequest({ message: DELIVERY_MESSAGES.deliveryNumberMissing });
    const at = receivingTime(text(fields, 'time_of_receiving'));
    const note = text(fields, 'receivers_note');
    if (note.length > 2000) throw badRequest({ message: DELIVERY_MESSAGES.noteTooLong });
    const username = (text(fields, 'username') || auth.account.username).slice(0, 150);
    // issue 21: the optional receiving check (expected_codes, received_codes), see ./discrepancies.ts
    const check = receiptCheckOf(fields);

    const stored = await db.transaction(async (tx) => {
      const scoped = and(
        eq(umojaDeliveries.delivery_number, number),
        hub === null ? undefined : eq(umojaDeliveries.collection_hub, hub),
      );
      const rows = await tx
        .select({
          id: umojaDeliveries.id,
          received: umojaDeliveries.received_by_coordinator,
          barcode: umojaDeliveries.barcode,
          barcode_type: umojaDeliveries.barcode_type,
          hub: umojaDeliveries.collection_hub,
        })
        .from(umojaDeliveries)
        .where(scoped)
        .for('update');
      if (rows.length === 0) throw new HttpError(404, { message: DELIVERY_MESSAGES.deliveryNotFound });
      const open = rows.filter((r) => !r.received).map((r) => r.id);
      if (open.length === 0) throw badRequest({ message: DELIVERY_MESSAGES.alreadyReceived });
      await tx
        .update(umojaDeliveries)
        .set({
          received_by_coordinator: true,
          received_by: username,
          time_of_receiving: at,
          receivers_note: note || null,
        })
        .where(inArray(umojaDeliveries.id, open));
      if (!check) return null;
      return storeReceiptCheck(tx, check, {
        delivery_number: number,
        rows: rows.filter((r) => open.includes(r.id)),
        received_by: username,
        at,
      });
    });
    if (stored?.discrepancy)
      await announceDiscrepancy(app, stored, username).catch((err: unknown) => req.log.error(err));
    return { message: DELIVERY_MESSAGES.received };
  });

  app.post<{ Params: { id: string } }>('/customqueries/update_umoja_delivery/:id', async (req) => {
    clearPagingCache();
    const current = await editableDelivery(app, req);
    const { fields } = await readBody(req);

    const delivery_number = reqString(fields, 'delivery_number', 40);
    const statusRaw = typeof fields.delivery_status === 'string' ? fields.delivery_status.trim() : '';
    if (!(STATUSES as readonly string[]).includes(statusRaw)) throw editError(EDIT_MESSAGES.delivery_status);
    const agentRaw = fields.agent_account;
    if (isBlankValue(agentRaw)) throw editError(EDIT_MESSAGES.agent_account);
    const agentId = parseId(agentRaw);
    if (agentId === null) throw editError(EDIT_MESSAGES.agentNotFound);
    const delivery_type = reqString(fields, 'delivery_type', 60);
    const pickup_point = reqString(fields, 'pickup_point', 200);
    const destination = reqString(fields, 'destination', 200);
    const dateRaw = typeof fields.date === 'string' ? fields.date.trim() : '';
    if (!dateRaw) throw editError(EDIT_MESSAGES.date);
    // a date may come as DD/MM/YYYY, YYYY-MM-DD or a full ISO timestamp (the first ten characters are the day)
    const day = parseDayOrTimestamp(dateRaw);
    if (!day) throw editError(EDIT_MESSAGES.dateInvalid);
    // keep the time of day of the stored date
    const old = current.date;
    const date = onDayAtTimeOf(day, old);
    const time_of_pickup = optTime(fields, 'time_of_pickup', day);
    const time_of_dropoff = optTime(fields, 'time_of_dropoff', day);
    let delivery_mode: Mode | undefined;
    if ('delivery_mode' in fields && !isBlankValue(fields.delivery_mode)) {
      const mode = String(fields.delivery_mode).trim();
      if (!(MODES as readonly string[]).includes(mode)) throw editError(EDIT_MESSAGES.delivery_mode);
      delivery_mode = mode as Mode;
    }
    const item_name = optString(fields, 'item_name', 200);
    const item_type = optString(fields, 'item_type', 40);
    const barcode = optString(fields, 'barcode', 80);
    const items = 'delivery_items' in fields ? deliveryItems(fields.delivery_items) : undefined;

    await db.transaction(async (tx) => {
      // a hub coordinator picks an agent of their hub (or keeps the current one): another hub's agents stay
      // unknown to them (issue 10 point 8; the answer would otherwise name any agent by id)
      const [agent] = await tx
        .select({ id: deliveryAgents.id })
        .from(deliveryAgents)
        .where(
          and(
            eq(deliveryAgents.id, agentId),
            current.scope === null || agentId === current.agent
              ? undefined
              : eq(deliveryAgents.collection_hub, current.scope),
          ),
        );
      if (!agent) throw editError(EDIT_MESSAGES.agentNotFound);
      const set: Partial<typeof umojaDeliveries.$inferInsert> = {
        delivery_number,
        delivery_status: statusRaw as Status,
        agent_account: agentId,
        delivery_type,
        pickup_point,
        destination,
        date,
      };
      if (time_of_pickup !== undefined) set.time_of_pickup = time_of_pickup;
      if (time_of_dropoff !== undefined) set.time_of_dropoff = time_of_dropoff;
      if (delivery_mode !== undefined) set.delivery_mode = delivery_mode;
      if (item_name !== undefined) set.item_name = item_name;
      if (item_type !== undefined) set.item_type = item_type;
      if (barcode !== undefined) set.barcode = barcode;
      if (items !== undefined) set.delivery_items = items;
      await tx.update(umojaDeliveries).set(set).where(eq(umojaDeliveries.id, current.id));
    });
    const delivery = JSON.parse(
      await reportText(app, eq(umojaDeliveries.id, current.id), serverTimeZone()),
    ) as unknown[];
    return { message: DELIVERY_MESSAGES.updated, delivery: delivery[0] };
  });

  app.delete<{ Params: { id: string } }>('/customqueries/delete_umoja_delivery/:id', async (req) => {
    clearPagingCache();
    const current = await editableDelivery(app, req);
    await db.transaction(async (tx) => {
      await tx.delete(umojaDeliveries).where(eq(umojaDeliveries.id, current.id));
    });
    return { message: DELIVERY_MESSAGES.deleted };
  });

  app.post('/customqueries/repackage_barcode', async (req) => {
    clearPagingCache();
    const auth = requireRight(req, 'view_umoja_deliveries');
    const { fields } = await readBody(req);
    const code = text(fields, 'barcode');
    if (!code || code === 'null' || code === 'undefined' || code.length > 80)
      throw badRequest({ message: DELIVERY_MESSAGES.barcodeMissing });
    const reason = text(fields, 'reason_for_repackage');
    if (!reason) throw badRequest({ message: DELIVERY_MESSAGES.reasonMissing });
    if (reason.length > 500) throw badRequest({ message: DELIVERY_MESSAGES.reasonTooLong });
    const hub = hubScope(auth);

    await db.transaction(async (tx) => {
      const d = umojaDeliveries;
      const inHub = hub === null ? undefined : eq(d.collection_hub, hub);
      const columns = { status: d.delivery_status, barcode_type: d.barcode_type, item_type: d.item_type };
      // the delivery row of the barcode (the latest one if it travelled more than once) ...
      let [row] = await tx
        .select(columns)
        .from(d)
        .where(and(eq(d.barcode, code), inHub))
        .orderBy(desc(d.date), desc(d.id))
        .limit(1);
      // ... or, for a child with no separate record, the parent row listing it in its delivery items
      if (!row) {
        const asChild = JSON.stringify([{ children: [{ barcode: code }] }]);
        const asItem = JSON.stringify([{ barcode: code }]);
        [row] = await tx
          .select({ ...columns, barcode_type: sql<'child'>`'child'` })
          .from(d)
          .where(
            and(
              sql`(${d.delivery_items} @> ${asChild}::jsonb or ${d.delivery_items} @> ${asItem}::jsonb)`,
              inHub,
            ),
          )
          .orderBy(desc(d.date), desc(d.id))
          .limit(1);
      }
      if (!row) throw new HttpError(404, { message: DELIVERY_MESSAGES.barcodeNotFound });
      if (row.status !== 'delivered') throw badRequest({ message: DELIVERY_MESSAGES.notDelivered });
      await tx
        .insert(sampleBarcodes)
        .values({
          bar_code: code,
          bar_code_type: barcodeKind(row),
          status: 'used',
          repackaged: true,
          reason_for_repackage: reason,
          created_by: auth.account.username,
        })
        .onConflictDoUpdate({
          target: sampleBarcodes.bar_code,
          set: { repackaged: true, reason_for_repackage: reason },
        });
    });
    return { message: DELIVERY_MESSAGES.repackaged };
  });
}
