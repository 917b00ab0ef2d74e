/**
 * Excel export. The xlsx library is heavy, so it is loaded only when a user actually exports.
 * Every text cell is neutralised (issue 8 point 7): a cell starting with =, +, -, @ (or a tab / carriage
 * return) gets a leading apostrophe, so a spreadsheet shows it as text and never runs it as a formula.
 */
import { neutraliseCell } from '../../contract/csv';
import { recordClientAction, type AuditNote } from './auditClient';
import { en } from '../i18n/en';

export interface ExcelColumn<T> {
  header: string;
  value: (row: T) => string | number | boolean | null | undefined;
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

/** One cell as written to the sheet: empty for null/undefined, text neutralised, numbers and booleans as they are. */
export function sheetCell(value: unknown): unknown {
  return neutraliseCell(value ?? '');
}

/** The header row of the sheet (every text cell neutralised). */
export function sheetHeader(columns: readonly { header: string }[]): unknown[] {
  return columns.map((c) => sheetCell(c.header));
}

/**
 * One record as a sheet row: the cells of `columns`, every text cell neutralised. The one rule used by the
 * main-thread export and by the Web Worker export (whose rows are built here and posted to the worker).
 */
export function sheetRow<T>(row: T, columns: readonly { value: (row: T) => unknown }[]): unknown[] {
  return columns.map((c) => sheetCell(c.value(row)));
}

/** Column widths of the sheet (from the header texts). */
export function sheetColumnWidths(columns: readonly { header: string }[]): { wch: number }[] {
  return columns.map((c) => ({ wch: Math.max(10, Math.min(40, c.header.length + 4)) }));
}

/** Header row followed by one row per record; every text cell neutralised. */
export function toSheetRows<T>(rows: readonly T[], columns: readonly ExcelColumn<T>[]): unknown[][] {
  return [sheetHeader(columns), ...rows.map((r) => sheetRow(r, columns))];
}

/**
 * Turns rows into sheet rows a chunk at a time, yielding between chunks so the page can paint the
 * progress (0..1) of a 70,000-row export.
 */
export async function toSheetRowsWithProgress<T>(
  rows: readonly T[],
  columns: readonly { header: string; value: (row: T) => unknown }[],
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
