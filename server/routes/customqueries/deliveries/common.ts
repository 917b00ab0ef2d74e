/**
 * The deliveries module's leaf: its messages, statuses, rights error and the SQL and time helpers other
 * report calls share (orders, turnaround, reports, discrepancies, server/overdue.ts). It imports nothing of its
 * siblings, nor anything that imports them.
 */
import { eq, sql, type Column, type SQL } from 'drizzle-orm';
import { hubScope } from '../../../auth/guards';
import type { AuthInfo } from '../../../auth/tokens';
import { HttpError, PERMISSION_DENIED, badRequest, text } from '../../http';
import { parseDay, parseId } from '../../params';

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

export const STATUSES = ['pending', 'delivered', 'cancelled', 'failed'] as const;
export type Status = (typeof STATUSES)[number];

/** 403 of the update, delete and receiving calls. */
export const denied = () => new HttpError(403, { error: PERMISSION_DENIED, detail: PERMISSION_DENIED });

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
