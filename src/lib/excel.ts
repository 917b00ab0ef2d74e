/**
 * Excel export. The xlsx library is heavy, so it is loaded only when a user actually exports.
 * The file is data: text is written as the text (in an .xlsx file a text cell is never a
 * formula, so no apostrophe is added: that guard is CSV's, contract/csv.ts), and a column with a `kind` gets
 * typed cells with a number format: numbers and amounts as numbers, dates, date-times, times and durations as
 * date serial numbers shown in the screens' formats (DD/MM/YYYY, DD/MM/YYYY HH:mm), percentages as fractions.
 */
import { toDate } from '../../contract/dates';
import { recordClientAction, type AuditNote } from './auditClient';
import { en } from '../i18n/en';

/**
 * What a column's cells are, for Excel: `count` whole numbers (#,##0), `number` any number (General),
 * `money` amounts (#,##0.00), `percent` a share given in percent (75 → 75.0%), `date` (DD/MM/YYYY),
 * `datetime` (DD/MM/YYYY HH:mm), `time` a time of day 'HH:MM' (HH:mm), `duration` 'HH:MM:SS' or seconds ([h]:mm:ss).
 */
export type CellKind = 'count' | 'number' | 'money' | 'percent' | 'date' | 'datetime' | 'time' | 'duration';

/** The number format each kind of cell is written with. */
export const CELL_FORMATS: Record<CellKind, string> = {
  count: '#,##0',
  number: 'General',
  money: '#,##0.00',
  percent: '0.0%',
  date: 'dd/mm/yyyy',
  datetime: 'dd/mm/yyyy hh:mm',
  time: 'hh:mm',
  duration: '[h]:mm:ss',
};

export interface ExcelColumn<T> {
  header: string;
  /** the cell as text (the print view) or as a plain value */
  value: (row: T) => string | number | boolean | null | undefined;
  /** the kind of the Excel cell: a typed cell with a number format (see CellKind) */
  kind?: CellKind;
  /** the value the typed cell is made from, when `kind` is set (default: `value`) */
  cell?: (row: T) => unknown;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYYMMDD_HHmmss' in local time, used to make every exported file name unique. */
export function fileTimestamp(d: Date = new Date()): string {
  return (
    `${d.getFullYear()}${pad(d.getMonth() + 1)}${pad(d.getDate())}_` +
    `${pad(d.getHours())}${pad(d.getMinutes())}${pad(d.getSeconds())}`
  );
}

/** `${base}_${timestamp}.xlsx`, with characters a file system dislikes replaced. */
export function excelFileName(base: string, d: Date = new Date()): string {
  const safe = base.replace(/[\\/:*?"<>|\s]+/g, '_') || 'export';
  return `${safe}_${fileTimestamp(d)}.xlsx`;
}

/** A typed sheet cell (SheetJS's cell object: a number with its format). */
export interface TypedCell {
  t: 'n';
  v: number;
  z: string;
}

const DAY_MS = 86_400_000;
/** Day 0 of a spreadsheet's date serial numbers (1899-12-30, so that 1900-03-01 is 61, as Excel counts). */
const EPOCH = Date.UTC(1899, 11, 30);

/** A local date-time as a spreadsheet's serial number (days since 1899-12-30, the time as a fraction). */
export function dateSerial(date: Date, withTime: boolean): number {
  const utc = Date.UTC(
    date.getFullYear(),
    date.getMonth(),
    date.getDate(),
    withTime ? date.getHours() : 0,
    withTime ? date.getMinutes() : 0,
    withTime ? date.getSeconds() : 0,
  );
  return (utc - EPOCH) / DAY_MS;
}

function numberOf(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.trim().replace(/,/g, '').replace(/%$/, '');
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : null;
}

/** 'HH:MM' or 'HH:MM:SS' (hours may exceed 24) → seconds, or null. */
function clockSeconds(value: unknown): number | null {
  const m = /^(-?\d+):(\d{2})(?::(\d{2}))?$/.exec(String(value ?? '').trim());
  return m ? Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3] ?? 0) : null;
}

/** The typed number of a value of that kind, or null when it is not one (the cell is then written as text). */
export function typedValue(kind: CellKind, value: unknown): number | null {
  switch (kind) {
    case 'count':
    case 'number':
    case 'money':
      return numberOf(value);
    case 'percent': {
      const n = numberOf(value);
      return n === null ? null : n / 100;
    }
    case 'date':
    case 'datetime': {
      if (typeof value !== 'string' && !(value instanceof Date) && typeof value !== 'number') return null;
      const date = toDate(value);
      return date ? dateSerial(date, kind === 'datetime') : null;
    }
    case 'time': {
      const s = clockSeconds(value);
      return s === null ? null : s / 86_400;
    }
    case 'duration': {
      const s = typeof value === 'number' ? value : clockSeconds(value);
      return s === null || !Number.isFinite(s) ? null : s / 86_400;
    }
  }
}

/**
 * One cell as written to the sheet: empty for null/undefined, text and plain numbers and booleans as they are;
 * with a `kind`, a typed cell with its number format (text as it is when the value is not of that kind).
 */
export function sheetCell(value: unknown, kind?: CellKind, typed: unknown = value): unknown {
  if (kind) {
    const v = typedValue(kind, typed);
    if (v !== null) return { t: 'n', v, z: CELL_FORMATS[kind] } satisfies TypedCell;
  }
  return value ?? '';
}

/** The header row of the sheet. */
export function sheetHeader(columns: readonly { header: string }[]): unknown[] {
  return columns.map((c) => c.header);
}

/**
 * One record as a sheet row: the cells of `columns`. The one rule used by the main-thread export and by the Web
 * Worker export (whose rows are built here and posted to the worker).
 */
export function sheetRow<T>(row: T, columns: readonly SheetColumn<T>[]): unknown[] {
  return columns.map((c) => {
    const value = c.value(row);
    return c.kind ? sheetCell(value, c.kind, c.cell ? c.cell(row) : value) : (value ?? '');
  });
}

/** What `sheetRow` reads of a column. */
export type SheetColumn<T> = { value: (row: T) => unknown; kind?: CellKind; cell?: (row: T) => unknown };

/** Column widths of the sheet (from the header texts). */
export function sheetColumnWidths(columns: readonly { header: string }[]): { wch: number }[] {
  return columns.map((c) => ({ wch: Math.max(10, Math.min(40, c.header.length + 4)) }));
}

/** Header row followed by one row per record. */
export function toSheetRows<T>(rows: readonly T[], columns: readonly ExcelColumn<T>[]): unknown[][] {
  return [sheetHeader(columns), ...rows.map((r) => sheetRow(r, columns))];
}

/**
 * Turns rows into sheet rows a chunk at a time, yielding between chunks so the page can paint the
 * progress (0..1) of a 70,000-row export.
 */
export async function toSheetRowsWithProgress<T>(
  rows: readonly T[],
  columns: readonly ({ header: string } & SheetColumn<T>)[],
  onProgress: (done: number) => void,
  chunkSize = 2000,
  pause: () => Promise<void> = () => new Promise((resolve) => setTimeout(resolve, 0)),
): Promise<unknown[][]> {
  const out: unknown[][] = [sheetHeader(columns)];
  for (let start = 0; start < rows.length; start += chunkSize) {
    const end = Math.min(rows.length, start + chunkSize);
    for (let i = start; i < end; i++) out.push(sheetRow(rows[i], columns));
    onProgress(end / rows.length);
    if (end < rows.length) await pause();
  }
  if (rows.length === 0) onProgress(1);
  return out;
}

/**
 * Writes the rows to an .xlsx file the browser downloads. Resolves the file name.
 * With `onProgress` the rows are converted in chunks that report progress (0..1), and `onWrite` runs before
 * the library writes the file (a big export paints 'Writing…' there).
 * Rejects when the library cannot be loaded or the file cannot be written.
 */
export async function exportToExcel<T>(
  rows: readonly T[],
  columns: readonly ExcelColumn<T>[],
  options: {
    fileBase: string;
    sheetName?: string;
    now?: Date;
    onProgress?: (done: number) => void;
    onWrite?: () => Promise<void>;
    /** recorded in the audit trail as an EXPORT (default: resource type 'Report') */
    audit?: AuditNote;
  },
): Promise<string> {
  const sheetRows = options.onProgress
    ? await toSheetRowsWithProgress(rows, columns, options.onProgress)
    : toSheetRows(rows, columns);
  await options.onWrite?.();
  const XLSX = await import('@e965/xlsx');
  const sheet = XLSX.utils.aoa_to_sheet(sheetRows, { dense: true });
  sheet['!cols'] = sheetColumnWidths(columns);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, (options.sheetName ?? 'Sheet1').slice(0, 31));
  const fileName = excelFileName(options.fileBase, options.now);
  XLSX.writeFile(book, fileName);
  recordExport(options.audit, rows.length, fileName);
  return fileName;
}

/** Records an export in the audit trail (nothing when `audit` is false). */
export function recordExport(audit: AuditNote | undefined, count: number, fileName: string): void {
  if (audit === false) return;
  const description =
    audit?.description ??
    en.pages.audit_logs.client.exported.replace('%{count}', String(count)).replace('%{file}', fileName);
  void recordClientAction('EXPORT', audit?.resource_type ?? 'Report', fileName, description);
}
