/**
 * Bulk import rows (administration.md 3 'Import rows', 5 'Import', 9): the templates, the limits and the row
 * rules. Pure, shared by the SPA (/data_import_export/, which parses the spreadsheet) and the server
 * (/customqueries/import_data, which checks every row again before it writes anything).
 *
 * A rule failure is a `RowProblem` (a code plus the field it concerns), so the SPA can word it from en.ts and
 * the server from `problemText`; the English words live here once (IMPORT_PROBLEM_TEXTS, IMPORT_FIELD_NAMES) and
 * en.ts takes them from here.
 */

export const IMPORT_TYPES = ['hubs', 'healthcenters', 'barcodes'] as const;
export type ImportType = (typeof IMPORT_TYPES)[number];

export const isImportType = (v: unknown): v is ImportType =>
  typeof v === 'string' && (IMPORT_TYPES as readonly string[]).includes(v);

/** The template columns, in order; uploaded sheets are read by position in this order. */
export const TEMPLATE_COLUMNS = {
  hubs: ['no', 'hub', 'district', 'region'],
  healthcenters: [
    'healthcenter',
    'hub',
    'contactpersonname',
    'contactpersonphone',
    'location_latitude',
    'location_longitude',
  ],
  barcodes: ['barcode', 'type'],
} as const satisfies Record<ImportType, readonly string[]>;

export const BARCODE_IMPORT_TYPES = ['single_entry', 'batch_entry', 'package'] as const;
export type BarcodeImportType = (typeof BARCODE_IMPORT_TYPES)[number];

/** Spreadsheet uploads (checked in the browser before parsing). */
export const MAX_SPREADSHEET_BYTES = 5 * 1024 * 1024;
/** PDF uploads (checked in the browser and on the server). */
export const MAX_PDF_BYTES = 10 * 1024 * 1024;
/** Rows per import call. */
export const MAX_IMPORT_ROWS = 5000;
/** Rows shown in the preview (spec 9). */
export const PREVIEW_ROWS = 10;

export interface HubImportRow {
  row: number;
  no: string;
  hub: string;
  district: string;
  region: string;
}
export interface CentreImportRow {
  row: number;
  healthcenter: string;
  hub: string;
  contactpersonname: string;
  contactpersonphone: string;
  location_latitude: number | null;
  location_longitude: number | null;
}
export interface BarcodeImportRow {
  row: number;
  barcode: string;
  type: BarcodeImportType;
}
export type ImportRow = HubImportRow | CentreImportRow | BarcodeImportRow;

export type { ProblemCode } from './importTexts';
import { IMPORT_FIELD_NAMES, IMPORT_PROBLEM_TEXTS, type ProblemCode } from './importTexts';

export interface RowProblem {
  code: ProblemCode;
  field?: string;
  /** too_few_columns: the count needed; too_long: the maximum length. */
  limit?: number;
}

export interface SkippedRow {
  /** Spreadsheet row number (the header is row 1). */
  row: number;
  problem: RowProblem;
}

/** Column lengths of the tables the rows land in (server/db/schema.ts). */
const MAX_LENGTH: Record<string, number> = {
  no: 40,
  hub: 200,
  district: 120,
  region: 120,
  healthcenter: 200,
  contactpersonname: 200,
  contactpersonphone: 40,
  barcode: 80,
};

/** Minimum columns a spreadsheet row must have (spec 5: hubs 4, health centres 6, barcodes 2). */
export const MIN_COLUMNS: Record<ImportType, number> = { hubs: 4, healthcenters: 6, barcodes: 2 };

/**
 * A number cell of a spreadsheet with a number format: its value and the text the sheet shows (a phone in a
 * '0000000000' format keeps its leading 0 there). A plain number (General format) is read as a number.
 */
export interface NumberCell {
  number: number;
  text: string;
}

export const isNumberCell = (v: unknown): v is NumberCell =>
  typeof v === 'object' && v !== null && typeof (v as NumberCell).number === 'number' && 'text' in v;

/** A cell as trimmed text ('' for empty cells; a number cell as the sheet shows it). */
export function cellText(v: unknown): string {
  if (v === null || v === undefined) return '';
  if (isNumberCell(v)) return v.text.trim();
  if (typeof v === 'number') return Number.isFinite(v) ? String(v) : '';
  if (typeof v === 'boolean') return v ? 'TRUE' : 'FALSE';
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? '' : v.toISOString().slice(0, 10);
  if (typeof v === 'string') return v.trim();
  return '';
}

type Outcome<T> = { ok: true; row: T } | { ok: false; problem: RowProblem };
const fail = (code: ProblemCode, field?: string, limit?: number): { ok: false; problem: RowProblem } => ({
  ok: false,
  problem: limit === undefined ? { code, field } : { code, field, limit },
});

/** Text fields where a number loses what the user typed (a leading 0). */
const PHONE_FIELDS = new Set(['contactpersonphone']);

/**
 * A text field: the text as the sheet shows it. A date in a text column is refused (its text would be the
 * sheet's day number); a phone typed as a plain number that does not show a leading 0 or + is refused (the
 * spreadsheet dropped the 0 the user typed, and the number cannot tell).
 */
function text(obj: Record<string, unknown>, field: string, required: boolean): string | RowProblem {
  const raw = obj[field];
  if (raw instanceof Date) return { code: 'date_in_text', field };
  const v = cellText(raw);
  if (PHONE_FIELDS.has(field) && (typeof raw === 'number' || isNumberCell(raw)) && !/^[0+]/.test(v))
    return { code: 'phone_as_number', field };
  if (required && v === '') return { code: 'required', field };
  const max = MAX_LENGTH[field];
  if (max !== undefined && v.length > max) return { code: 'too_long', field, limit: max };
  return v;
}

function coordinate(obj: Record<string, unknown>, field: string, bound: number): number | null | RowProblem {
  const raw = obj[field];
  const s = cellText(raw);
  if (s === '') return null;
  const n =
    typeof raw === 'number'
      ? raw
      : isNumberCell(raw)
        ? raw.number
        : /^[-+]?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?$/.test(s)
          ? Number(s)
          : NaN;
  if (!Number.isFinite(n)) return { code: 'not_a_number', field };
  if (Math.abs(n) > bound) return { code: 'out_of_range', field };
  return n;
}

const isProblem = (v: unknown): v is RowProblem => typeof v === 'object' && v !== null && 'code' in v;

/** A barcode value: 1-80 visible characters, no spaces or control characters. */
export const BARCODE_VALUE = /^[^\s\p{Cc}]{1,80}$/u;

/**
 * Checks one row object keyed by the template's column names and answers it cleaned (trimmed text, numbers,
 * lower-case barcode type). `row` is the row number reported back.
 * - hubs: hub, district and region non-empty;
 * - healthcenters: healthcenter and hub non-empty; latitude (|v| <= 90) and longitude (|v| <= 180) numbers or empty;
 * - barcodes: barcode (visible characters, no spaces) and type one of single_entry, batch_entry, package
 *   (case-insensitive).
 * Every text is at most as long as its table column.
 */
export function checkRow(type: 'hubs', obj: unknown, row: number): Outcome<HubImportRow>;
export function checkRow(type: 'healthcenters', obj: unknown, row: number): Outcome<CentreImportRow>;
export function checkRow(type: 'barcodes', obj: unknown, row: number): Outcome<BarcodeImportRow>;
export function checkRow(type: ImportType, obj: unknown, row: number): Outcome<ImportRow>;
export function checkRow(type: ImportType, obj: unknown, row: number): Outcome<ImportRow> {
  if (typeof obj !== 'object' || obj === null || Array.isArray(obj)) return fail('not_a_row');
  const o = obj as Record<string, unknown>;
  if (type === 'hubs') {
    const hub = text(o, 'hub', true);
    if (isProblem(hub)) return { ok: false, problem: hub };
    const district = text(o, 'district', true);
    if (isProblem(district)) return { ok: false, problem: district };
    const region = text(o, 'region', true);
    if (isProblem(region)) return { ok: false, problem: region };
    const no = text(o, 'no', false);
    if (isProblem(no)) return { ok: false, problem: no };
    return { ok: true, row: { row, no, hub, district, region } };
  }
  if (type === 'healthcenters') {
    const values: Record<string, string> = {};
    for (const [field, required] of [
      ['healthcenter', true],
      ['hub', true],
      ['contactpersonname', false],
      ['contactpersonphone', false],
    ] as const) {
      const v = text(o, field, required);
      if (isProblem(v)) return { ok: false, problem: v };
      values[field] = v;
    }
    const lat = coordinate(o, 'location_latitude', 90);
    if (isProblem(lat)) return { ok: false, problem: lat };
    const lng = coordinate(o, 'location_longitude', 180);
    if (isProblem(lng)) return { ok: false, problem: lng };
    return {
      ok: true,
      row: {
        row,
        healthcenter: values.healthcenter,
        hub: values.hub,
        contactpersonname: values.contactpersonname,
        contactpersonphone: values.contactpersonphone,
        location_latitude: lat,
        location_longitude: lng,
      },
    };
  }
  if (o.barcode instanceof Date) return fail('date_in_text', 'barcode');
  if (o.type instanceof Date) return fail('date_in_text', 'type');
  const barcode = cellText(o.barcode);
  if (barcode === '') return fail('required', 'barcode');
  if (!BARCODE_VALUE.test(barcode)) return fail('bad_barcode', 'barcode');
  const kind = cellText(o.type).toLowerCase();
  if (kind === '') return fail('required', 'type');
  if (!(BARCODE_IMPORT_TYPES as readonly string[]).includes(kind)) return fail('bad_type', 'type');
  return { ok: true, row: { row, barcode, type: kind as BarcodeImportType } };
}

/** The row's main value, shown in the results (hub name, health centre name, barcode). */
export function rowValue(type: ImportType, obj: unknown): string {
  if (typeof obj !== 'object' || obj === null) return '';
  const o = obj as Record<string, unknown>;
  const key = type === 'hubs' ? 'hub' : type === 'healthcenters' ? 'healthcenter' : 'barcode';
  return cellText(o[key]).slice(0, 200);
}

export type SheetResult =
  | { ok: true; rows: ImportRow[]; skipped: SkippedRow[]; total: number }
  | { ok: false; error: 'header_and_data' };

const isBlankRow = (cells: readonly unknown[]) => cells.every((c) => cellText(c) === '');

/**
 * A parsed sheet (array of rows of cells: `sheet[i]` is the spreadsheet's row i + 1, blank rows included) → the
 * import rows, read by position in the template's column order. The header is the first non-blank row;
 * completely blank rows are ignored; a row with fewer columns than the type needs or failing a rule is skipped
 * and listed with its spreadsheet row number (blank rows above it counted). `total` counts the data rows read.
 * Fewer than a header and one data row → error 'header_and_data'.
 */
export function rowsFromSheet(type: ImportType, sheet: readonly (readonly unknown[])[]): SheetResult {
  const header = sheet.findIndex((cells) => !isBlankRow(cells));
  const dataRows = sheet.slice(header + 1).map((cells, i) => ({ cells, row: header + i + 2 }));
  const nonBlank = dataRows.filter((r) => !isBlankRow(r.cells));
  if (sheet.length < 1 || nonBlank.length === 0) return { ok: false, error: 'header_and_data' };
  const columns: readonly string[] = TEMPLATE_COLUMNS[type];
  const rows: ImportRow[] = [];
  const skipped: SkippedRow[] = [];
  for (const { cells, row } of nonBlank) {
    if (cells.length < MIN_COLUMNS[type]) {
      skipped.push({ row, problem: { code: 'too_few_columns', limit: MIN_COLUMNS[type] } });
      continue;
    }
    const obj = Object.fromEntries(columns.map((c, i) => [c, cells[i]]));
    const result = checkRow(type, obj, row);
    if (result.ok) rows.push(result.row);
    else skipped.push({ row, problem: result.problem });
  }
  return { ok: true, rows, skipped, total: nonBlank.length };
}

/** Barcodes found in a PDF as import rows (numbered from 1). */
export function rowsFromBarcodes(barcodes: readonly string[], type: BarcodeImportType): BarcodeImportRow[] {
  return barcodes.map((barcode, i) => ({ row: i + 1, barcode, type }));
}

/**
 * The problem in English, for the server (no i18n); the screen words the same texts through en.ts and
 * react-admin's translate.
 */
export function problemText(p: RowProblem): string {
  const fields: Record<string, string> = IMPORT_FIELD_NAMES;
  const field = fields[p.field ?? ''] ?? p.field ?? '';
  return IMPORT_PROBLEM_TEXTS[p.code].replace('%{field}', field).replace('%{limit}', String(p.limit ?? ''));
}

/**
 * The barcode rule for text read out of a PDF: the text is cut at every character that is not a letter, a digit
 * or a dash; a piece of 6 to 40 characters that contains at least one digit is a barcode. Answers each barcode
 * once, in the order of first appearance ('Barcode 12345678' → ['12345678']; 'Page 1' → []).
 */
export function barcodeTokens(texts: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const t of texts) {
    for (const piece of t.split(/[^A-Za-z0-9-]+/)) {
      if (piece.length < 6 || piece.length > 40 || !/\d/.test(piece) || seen.has(piece)) continue;
      seen.add(piece);
      out.push(piece);
    }
  }
  return out;
}
