/**
 * Pure helpers of the audit logs screen (administration.md 2.18, 3 'Audit log', 7 Audit, 9): the statistics
 * period, the JSON body of the filter calls, timestamps, chip colours and the CSV export.
 */
import { fromIsoDate, toDate } from '../../../contract/dates';
import { toCsv } from '../../../contract/csv';
import { AUDIT_EXPORT_COLUMNS } from '../../../contract/audit';
import { prettyJson } from '../../lib/json';

export const RESOURCE = 'audit_logs';
export const DEFAULT_PER_PAGE = 50;
export const PAGE_SIZES = [10, 25, 50, 100];
export const DEFAULT_STATS_DAYS = 30;
export const MAX_STATS_DAYS = 3650;

export interface AuditLog {
  id: number;
  timestamp: string;
  user: number | null;
  user_username: string | null;
  user_email: string | null;
  action: string;
  resource_type: string;
  resource_name: string | null;
  description: string | null;
  ip_address: string | null;
  device_type: string | null;
  success: boolean;
  error_message: string | null;
  old_values: unknown;
  new_values: unknown;
}

/** The list filter values of the screen (react-admin filterValues). */
export interface AuditFilterValues {
  user?: string;
  action?: string;
  resource_type?: string;
  /** '' all, 'true' success, 'false' failed */
  success?: string;
  /** YYYY-MM-DD */
  date_from?: string | null;
  date_to?: string | null;
  q?: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Days of the statistics period: 30 by default; with a start date, the days from it to today plus one
 * (today → 1), kept within 1..3650. A start date after today counts as 1 day.
 */
export function statisticsDays(dateFrom: string | null | undefined, today: Date = new Date()): number {
  const from = fromIsoDate(dateFrom ?? null);
  if (!from) return DEFAULT_STATS_DAYS;
  const start = Date.UTC(from.getFullYear(), from.getMonth(), from.getDate());
  const end = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
  const days = Math.round((end - start) / 86_400_000) + 1;
  return Math.min(MAX_STATS_DAYS, Math.max(1, days));
}

const text = (v: unknown) => (v === undefined || v === null ? '' : String(v).trim());

/** The filters as export_audit_logs (and get_audit_logs, without paging) take them. */
export function exportBody(filter: AuditFilterValues): Record<string, string> {
  return {
    user: text(filter.user),
    action: text(filter.action),
    resource_type: text(filter.resource_type),
    success: text(filter.success),
    date_from: fromIsoDate(filter.date_from ?? null) ? text(filter.date_from) : '',
    date_to: fromIsoDate(filter.date_to ?? null) ? text(filter.date_to) : '',
    search: text(filter.q),
  };
}

/** Whether any filter is set (the Clear Filters button). */
export function hasFilters(filter: AuditFilterValues): boolean {
  return Object.values(exportBody(filter)).some((v) => v !== '');
}

/** 'DD/MM/YYYY HH:mm:ss' in local time ('' when not a date). */
export function formatTimestamp(value: string | null | undefined): string {
  const d = toDate(value ?? null);
  if (!d) return '';
  return (
    `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()} ` +
    `${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`
  );
}

/** Chip colour of an action. */
export function actionColor(action: string | null | undefined): string {
  switch ((action ?? '').toUpperCase()) {
    case 'CREATE':
      return '#2e7d32';
    case 'UPDATE':
      return '#1565c0';
    case 'DELETE':
      return '#c62828';
    case 'LOGIN':
      return '#00838f';
    case 'LOGOUT':
      return '#546e7a';
    case 'EXPORT':
      return '#6a1b9a';
    case 'PRINT':
      return '#4e342e';
    case 'SCAN':
      return '#ef6c00';
    default:
      return '#757575'; // READ and anything else
  }
}

/** Old or new values as indented JSON ('' when there are none). */
export function formatValues(value: unknown): string {
  if (typeof value === 'object' && value !== null && Object.keys(value).length === 0) return '';
  return prettyJson(value);
}

/** CSV text of the exported rows (header line first, formula-like cells neutralised). */
export function auditCsv(rows: readonly Record<string, unknown>[]): string {
  return toCsv(
    rows,
    AUDIT_EXPORT_COLUMNS.map((header) => ({ header, value: (r: Record<string, unknown>) => r[header] })),
  );
}

/** 'audit_logs_DD_MM_YYYY.csv' of the given day. */
export function exportFileName(d: Date = new Date()): string {
  return `audit_logs_${pad(d.getDate())}_${pad(d.getMonth() + 1)}_${d.getFullYear()}.csv`;
}
