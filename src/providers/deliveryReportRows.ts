/**
 * The full deliveries report's rows (the fallback path: a server that answers the whole documented report),
 * shaped IN PLACE: the same derived fields and order as lib/deliveries shapeDeliveryRows (delivery_items as an
 * array, the tab, a numeric date and turnaround; newest first), written into the freshly parsed rows, which
 * belong to the data provider alone, instead of copying 70,000 objects once more.
 */
import { toDate } from '../../contract/dates';
import { durationSeconds, trackingOf, type DeliveryRow } from '../lib/deliveries';

type Row = Record<string, unknown>;

function items(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (typeof value === 'string' && value.trim()) {
    try {
      const parsed: unknown = JSON.parse(value);
      return Array.isArray(parsed) ? parsed : [];
    } catch {
      return [];
    }
  }
  return [];
}

function timestamp(row: Row): number {
  const iso = typeof row.orig_date === 'string' ? Date.parse(row.orig_date) : NaN;
  if (Number.isFinite(iso)) return iso;
  const d = toDate((row.orig_date as string | null) ?? (row.date as string | null) ?? null);
  return d ? d.getTime() : 0;
}

export function shapeReportRowsInPlace(rows: Row[]): Row[] {
  for (const row of rows) {
    row.delivery_items = items(row.delivery_items);
    row.tracking = trackingOf(row as Pick<DeliveryRow, 'barcode_type'>);
    row.date_ts = timestamp(row);
    row.turnaround_seconds = durationSeconds(row.turn_around_time as string | null | undefined);
  }
  const newer = (a: Row, b: Row) =>
    (b.date_ts as number) - (a.date_ts as number) || Number(b.id) - Number(a.id) || 0;
  // the report comes oldest first: reversing it is enough (and linear); anything else is sorted
  for (let i = 1; i < rows.length; i++) if (newer(rows[i - 1], rows[i]) < 0) return rows.sort(newer);
  return rows.reverse();
}
