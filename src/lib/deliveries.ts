/**
 * Pure functions over delivery report rows (operations.md 2 Deliveries, 3 Umoja delivery, 4, 5, 9).
 * The report can hold ~70,000 rows: everything that depends only on a row is derived once per fetch
 * (shapeDeliveryRows), never on a keystroke.
 */
import type { DeliveryMode, DeliveryStatus } from '../../contract/types';
import { toDate, toIsoDate, type DateRange } from '../../contract/dates';

export interface DeliveryChild {
  barcode: string;
  type?: string | null;
  quantity?: number | string | null;
}

export interface DeliveryItem {
  barcode?: string | null;
  item_type?: string | null;
  quantity?: number | string | null;
  description?: string | null;
  item_name?: string | null;
  children?: DeliveryChild[] | null;
}

export type Tracking = 'single' | 'batch';

/** A row of /customqueries/getumoja_deliveriesreport (plus the fields derived in shapeDeliveryRows). */
export interface DeliveryRow {
  id: number;
  delivery_number: string;
  agent_account?: number | null;
  agent_account_name?: string | null;
  collection_hub?: number | null;
  collection_hub_name?: string | null;
  pickup_point?: string | null;
  destination?: string | null;
  delivery_type?: string | null;
  item_type?: string | null;
  item_name?: string | null;
  barcode?: string | null;
  barcode_type?: string | null;
  parent_code?: string | null;
  patient?: number | null;
  patient_name?: string | null;
  date?: string | null;
  orig_date?: string | null;
  delivery_status?: string | null;
  delivery_mode?: string | null;
  trip_status?: string | null;
  time_of_pickup?: string | null;
  time_of_dropoff?: string | null;
  turn_around_time?: string | null;
  items_total?: number | string | null;
  delivery_items?: DeliveryItem[] | null;
  received_by_coordinator?: boolean | null;
  received_by?: string | null;
  time_of_receiving?: string | null;
  receivers_note?: string | null;
  /** derived: which tab the row is in */
  tracking?: Tracking;
  /** derived: the delivery date as a number (sorting 70,000 rows by text is far too slow) */
  date_ts?: number;
  /** derived: the turnaround in seconds (sortable) */
  turnaround_seconds?: number;
}

export const DELIVERY_STATUSES: readonly DeliveryStatus[] = ['pending', 'delivered', 'cancelled', 'failed'];
/** The list filter offers only these (operations.md 4). */
export const STATUS_FILTER_CHOICES = ['', 'pending', 'delivered'] as const;
export const DELIVERY_MODES: readonly DeliveryMode[] = ['motorcycle', 'car', 'walking', 'bicycle'];

export const ZERO_TURNAROUND = '00:00:00';
export const GREEN = '#52c41a';
const ORANGE = '#fa8c16';
const RED = '#f5222d';

/** 'Tracking as single' holds child barcodes; parents and rows without a barcode type are batch/package. */
export function trackingOf(row: Pick<DeliveryRow, 'barcode_type'>): Tracking {
  return String(row.barcode_type ?? '').toLowerCase() === 'child' ? 'single' : 'batch';
}

function parseItems(value: unknown): DeliveryItem[] {
  if (Array.isArray(value)) return value as DeliveryItem[];
  if (typeof value === 'string' && value.trim()) {
    try {
      const parsed: unknown = JSON.parse(value);
      return Array.isArray(parsed) ? (parsed as DeliveryItem[]) : [];
    } catch {
      return [];
    }
  }
  return [];
}

/** 'HH:MM:SS' (or 'HH:MM') → seconds; 0 when empty or malformed. */
export function durationSeconds(value: string | null | undefined): number {
  const m = /^(-?\d+):(\d{2})(?::(\d{2}))?$/.exec(String(value ?? '').trim());
  if (!m) return 0;
  return Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3] ?? 0);
}

function timestampOf(row: Record<string, unknown>): number {
  // the native parser first: dayjs is far slower over 70,000 ISO timestamps
  const iso = typeof row.orig_date === 'string' ? Date.parse(row.orig_date) : NaN;
  if (Number.isFinite(iso)) return iso;
  const d = toDate((row.orig_date as string | null) ?? (row.date as string | null) ?? null);
  return d ? d.getTime() : 0;
}

/** The derived fields of one row (the tab, a numeric date and turnaround). */
export function shapeDeliveryRow(row: Record<string, unknown>) {
  return {
    ...row,
    delivery_items: parseItems(row.delivery_items),
    tracking: trackingOf(row as Pick<DeliveryRow, 'barcode_type'>),
    date_ts: timestampOf(row),
    turnaround_seconds: durationSeconds(row.turn_around_time as string | null | undefined),
  };
}

/** The rows of one server page: derived fields only, the server's order kept. */
export function shapeDeliveryPage(rows: Record<string, unknown>[]): Record<string, unknown>[] {
  return rows.map(shapeDeliveryRow);
}

/**
 * The call-specific fields of the paged deliveries report: the tab (from the `tracking` filter) and the
 * barcode search (filter key `barcode_search`).
 */
export function deliveryPagingArgs(filter: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (filter.tracking === 'single' || filter.tracking === 'batch') out.tab = filter.tracking;
  const code = typeof filter.barcode_search === 'string' ? filter.barcode_search.trim() : '';
  if (code) out.barcode_search = code;
  return out;
}

/**
 * Runs once on the fetched report rows: delivery_items as an array, the tab (`tracking`), a numeric date
 * and turnaround for sorting; newest first (the report comes oldest first).
 */
export function shapeDeliveryRows(rows: Record<string, unknown>[]): Record<string, unknown>[] {
  const shaped = rows.map(shapeDeliveryRow);
  const newer = (a: (typeof shaped)[number], b: (typeof shaped)[number]) =>
    b.date_ts - a.date_ts || Number((b as { id?: unknown }).id) - Number((a as { id?: unknown }).id) || 0;
  // the report comes oldest first: reversing it is enough (and linear); anything else is sorted
  let ascending = true;
  for (let i = 1; i < shaped.length && ascending; i++)
    if (newer(shaped[i - 1], shaped[i]) < 0) ascending = false;
  return ascending ? shaped.reverse() : shaped.sort(newer);
}

/** How many rows each tab holds. */
export function tabCounts(rows: readonly Pick<DeliveryRow, 'barcode_type'>[]): Record<Tracking, number> {
  const counts: Record<Tracking, number> = { single: 0, batch: 0 };
  for (const row of rows) counts[trackingOf(row)]++;
  return counts;
}

/** A batch or package row (expands to its children). */
export function isBatchOrPackage(row: Pick<DeliveryRow, 'item_type' | 'barcode_type'>): boolean {
  const type = String(row.item_type ?? '').toLowerCase();
  return (
    type === 'batch' ||
    type === 'batch_entry' ||
    type === 'package' ||
    String(row.barcode_type ?? '').toLowerCase() === 'parent'
  );
}

/** 'package' → 'Package Children', anything else → 'Batch Children'. */
export function childrenKind(row: Pick<DeliveryRow, 'item_type'>): 'batch' | 'package' {
  return String(row.item_type ?? '')
    .toLowerCase()
    .includes('package')
    ? 'package'
    : 'batch';
}

/** Every child of every delivery item of a row. */
export function childrenOf(row: Pick<DeliveryRow, 'delivery_items'>): DeliveryChild[] {
  const out: DeliveryChild[] = [];
  for (const item of parseItems(row.delivery_items))
    for (const child of item.children ?? []) if (child && child.barcode) out.push(child);
  return out;
}

/** The delivery item a child barcode has among the loaded rows: its name, status and quantity. */
export interface MatchedItem {
  item_name: string;
  delivery_status: string;
  quantity: number | string | null;
  row: DeliveryRow;
}

/**
 * The loaded row that carries `barcode` as its own item (not as a child of a batch), or null
 * ('No separate record'). `byBarcode` maps lower-cased row/item barcodes to their rows.
 */
export function matchChild(
  child: DeliveryChild,
  byBarcode: ReadonlyMap<string, DeliveryRow>,
): MatchedItem | null {
  const row = byBarcode.get(String(child.barcode).toLowerCase());
  if (!row) return null;
  const item = parseItems(row.delivery_items).find(
    (i) => String(i.barcode ?? '').toLowerCase() === String(child.barcode).toLowerCase(),
  );
  return {
    item_name: String(item?.item_name ?? row.item_name ?? ''),
    delivery_status: String(row.delivery_status ?? ''),
    quantity: item?.quantity ?? row.items_total ?? null,
    row,
  };
}

/** The turnaround is shown green when it is 00:00:00 (operations.md 3); otherwise in the normal colour. */
export function turnaroundColor(value: string | null | undefined): string | undefined {
  return String(value ?? '').trim() === ZERO_TURNAROUND ? GREEN : undefined;
}

/** Delivery status chip colour: delivered green, pending orange, cancelled and failed red. */
export function deliveryStatusColor(status: string | null | undefined): string {
  const s = String(status ?? '').toLowerCase();
  if (s === 'delivered') return GREEN;
  if (s === 'cancelled' || s === 'failed') return RED;
  return ORANGE;
}

/** Only delivered items may be repackaged (operations.md 4). */
export function canRepackage(row: Pick<DeliveryRow, 'delivery_status'> | null | undefined): boolean {
  return String(row?.delivery_status ?? '').toLowerCase() === 'delivered';
}

/** Default report range: Monday of the previous week to today (ISO dates). */
export { lastWeekRange as defaultDateRange } from '../../contract/dates';

/** Both dates are required ('Please dates are missing'). */
export function datesMissing(range: DateRange): boolean {
  return !range.from || !range.to;
}

// ---- the edit form

const TIME_RE = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Empty or 'HH:MM' (24 h). */
export function isTimeHHMM(value: string | null | undefined): boolean {
  const v = String(value ?? '').trim();
  return v === '' || TIME_RE.test(v);
}

/** 'HH:MM:SS', an ISO timestamp or 'HH:MM' → 'HH:MM' ('' when empty). */
export function toHHMM(value: string | null | undefined): string {
  const v = String(value ?? '').trim();
  if (!v) return '';
  const m = /^(\d{2}):(\d{2})/.exec(v);
  if (m) return `${m[1]}:${m[2]}`;
  const d = toDate(v);
  if (!d) return '';
  return `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
}

/** JSON text of delivery items → the array, or null when it is not valid JSON of a list. */
export function parseDeliveryItemsText(text: string | null | undefined): DeliveryItem[] | null {
  const t = String(text ?? '').trim();
  if (!t) return [];
  try {
    const parsed: unknown = JSON.parse(t);
    return Array.isArray(parsed) ? (parsed as DeliveryItem[]) : null;
  } catch {
    return null;
  }
}

export interface DeliveryEditValues {
  delivery_number: string;
  delivery_status: string;
  agent_account: number | string | null;
  delivery_type: string;
  pickup_point: string;
  destination: string;
  date: string | null;
  time_of_pickup: string;
  time_of_dropoff: string;
  delivery_mode: string;
  item_name: string;
  item_type: string;
  barcode: string;
  delivery_items: string;
}

/** The edit form's starting values for a row. */
export function editValues(row: DeliveryRow): DeliveryEditValues {
  const date = toDate(row.orig_date ?? row.date ?? null);
  return {
    delivery_number: row.delivery_number ?? '',
    delivery_status: row.delivery_status ?? '',
    agent_account: row.agent_account ?? null,
    delivery_type: row.delivery_type ?? '',
    pickup_point: row.pickup_point ?? '',
    destination: row.destination ?? '',
    date: date ? toIsoDate(date) : null,
    time_of_pickup: toHHMM(row.time_of_pickup),
    time_of_dropoff: toHHMM(row.time_of_dropoff),
    delivery_mode: row.delivery_mode ?? '',
    item_name: row.item_name ?? '',
    item_type: row.item_type ?? '',
    barcode: row.barcode ?? '',
    delivery_items: JSON.stringify(parseItems(row.delivery_items), null, 2),
  };
}

/** The JSON body of update_umoja_delivery (delivery items parsed; call only after validation). */
export function editBody(values: DeliveryEditValues): Record<string, unknown> {
  const date = toDate(values.date);
  return {
    delivery_number: values.delivery_number.trim(),
    delivery_status: values.delivery_status,
    agent_account: values.agent_account === '' ? null : Number(values.agent_account),
    delivery_type: values.delivery_type,
    pickup_point: values.pickup_point,
    destination: values.destination,
    date: date ? toIsoDate(date) : '',
    time_of_pickup: values.time_of_pickup.trim(),
    time_of_dropoff: values.time_of_dropoff.trim(),
    delivery_mode: values.delivery_mode,
    item_name: values.item_name,
    item_type: values.item_type,
    barcode: values.barcode,
    delivery_items: parseDeliveryItemsText(values.delivery_items) ?? [],
  };
}

// ---- export with progress (generic: it lives with the Excel export)
export { toSheetRowsWithProgress } from './excel';
