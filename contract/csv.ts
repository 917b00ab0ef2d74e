/**
 * CSV text for exports, and the neutralising of cells a spreadsheet would read as a formula:
 * a text cell starting with =, +, -, @, a tab or a carriage return gets a leading apostrophe, so Excel and
 * LibreOffice show it as text. Used by the Excel export (lib/excel.ts) and every CSV export, on both sides
 * (the server imports it for its CSV downloads).
 */
import Papa from 'papaparse';

const FORMULA_START = /^[=+\-@\t\r]/;

/** The cell as a spreadsheet may safely receive it; numbers, booleans and empty values pass unchanged. */
export function neutraliseCell<T>(value: T): T | string {
  return typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : value;
}

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => unknown;
}

/** Header line then one line per row, every text cell neutralised; objects are written as JSON. */
export function toCsv<T>(rows: readonly T[], columns: readonly CsvColumn<T>[]): string {
  const cell = (v: unknown) => {
    if (v === null || v === undefined) return '';
    if (typeof v === 'object') return neutraliseCell(JSON.stringify(v));
    return neutraliseCell(v);
  };
  return Papa.unparse({
    fields: columns.map((c) => c.header),
    data: rows.map((r) => columns.map((c) => cell(c.value(r)))),
  });
}
