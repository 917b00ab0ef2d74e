/**
 * Excel export. The xlsx library is heavy, so it is loaded only when a user actually exports.
 */

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

/** Header row followed by one row per record. */
export function toSheetRows<T>(rows: readonly T[], columns: readonly ExcelColumn<T>[]): unknown[][] {
  return [columns.map((c) => c.header), ...rows.map((r) => columns.map((c) => c.value(r) ?? ''))];
}

/**
 * Writes the rows to an .xlsx file the browser downloads. Resolves the file name.
 * Rejects when the library cannot be loaded or the file cannot be written.
 */
export async function exportToExcel<T>(
  rows: readonly T[],
  columns: readonly ExcelColumn<T>[],
  options: { fileBase: string; sheetName?: string; now?: Date },
): Promise<string> {
  const XLSX = await import('xlsx');
  const sheet = XLSX.utils.aoa_to_sheet(toSheetRows(rows, columns));
  sheet['!cols'] = columns.map((c) => ({ wch: Math.max(10, Math.min(40, c.header.length + 4)) }));
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, (options.sheetName ?? 'Sheet1').slice(0, 31));
  const fileName = excelFileName(options.fileBase, options.now);
  XLSX.writeFile(book, fileName);
  return fileName;
}
