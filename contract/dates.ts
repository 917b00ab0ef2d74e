/**
 * Dates: shown as DD/MM/YYYY; sent as each call wants (DD/MM/YYYY for the report calls,
 * YYYY-MM-DD for the pickups search, patients and audit filters). All in local time.
 */
import dayjs from 'dayjs';

type DateLike = string | number | Date | null | undefined;

const DISPLAY_RE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const ISO_DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

function pad(n: number, width = 2): string {
  return String(n).padStart(width, '0');
}

function validDate(y: number, m: number, d: number): Date | null {
  const date = new Date(y, m - 1, d);
  if (date.getFullYear() !== y || date.getMonth() !== m - 1 || date.getDate() !== d) return null;
  return date;
}

/** 'DD/MM/YYYY' → local midnight, or null when it is not a real date. */
export function parseDisplayDate(value: string | null | undefined): Date | null {
  const match = DISPLAY_RE.exec((value ?? '').trim());
  if (!match) return null;
  return validDate(Number(match[3]), Number(match[2]), Number(match[1]));
}

/** 'YYYY-MM-DD' (or a longer ISO string: its date part) → local midnight, or null. */
export function fromIsoDate(value: string | null | undefined): Date | null {
  const match = ISO_DATE_RE.exec((value ?? '').trim().slice(0, 10));
  if (!match) return null;
  return validDate(Number(match[1]), Number(match[2]), Number(match[3]));
}

/** Date → 'YYYY-MM-DD' (local). */
export function toIsoDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Any date value (Date, timestamp, ISO string, 'YYYY-MM-DD', 'DD/MM/YYYY') → Date, or null. */
export function toDate(value: DateLike): Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'number') return Number.isFinite(value) ? new Date(value) : null;
  const text = value.trim();
  if (DISPLAY_RE.test(text)) return parseDisplayDate(text);
  if (ISO_DATE_RE.test(text)) return fromIsoDate(text);
  const parsed = dayjs(text);
  return parsed.isValid() ? parsed.toDate() : null;
}

/** → 'DD/MM/YYYY' ('' for empty or invalid). */
export function formatDate(value: DateLike): string {
  const date = toDate(value);
  if (!date) return '';
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
}

/** → 'DD/MM/YYYY HH:mm' ('' for empty or invalid). */
export function formatDateTime(value: DateLike): string {
  const date = toDate(value);
  if (!date) return '';
  return `${formatDate(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

function startOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

/** Monday of the previous week (weeks run Monday to Sunday), at midnight. */
export function mondayOfLastWeek(today: Date = new Date()): Date {
  const d = startOfDay(today);
  const sinceMonday = (d.getDay() + 6) % 7;
  return new Date(d.getFullYear(), d.getMonth(), d.getDate() - sinceMonday - 7);
}

/** A date range as ISO dates (YYYY-MM-DD); null when not chosen. */
export interface DateRange {
  from: string | null;
  to: string | null;
}

/** The default range of the reports (deliveries, orders, tracking): Monday of last week to today. */
export function lastWeekRange(today: Date = new Date()): { from: string; to: string } {
  return { from: toIsoDate(mondayOfLastWeek(today)), to: toIsoDate(today) };
}

/** The day n days before today, at midnight. */
export function daysBack(n: number, today: Date = new Date()): Date {
  const d = startOfDay(today);
  return new Date(d.getFullYear(), d.getMonth(), d.getDate() - n);
}
