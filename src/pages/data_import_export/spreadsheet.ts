/**
 * Reads an uploaded spreadsheet in the browser with the patched SheetJS build (@e965/xlsx; never the npm `xlsx`
 * 0.18.5 parser, which has advisories). Nothing in the file is executed: formulas are not evaluated (the cached
 * values are read), no HTML, styles or macros are read, and only the first MAX_IMPORT_ROWS + 2 rows of the first
 * sheet are loaded. Only real .xlsx (zip) and .xls (OLE2) containers are parsed: a text, HTML or CSV file renamed
 * to .xlsx is refused instead of being read by one of the library's text parsers.
 *
 * The cells are read as the sheet has them: the rows keep the spreadsheet's numbering (blank
 * rows included, so a skipped row is reported under the number the user sees), a date cell is a Date (the rules
 * refuse it in a text column instead of storing the day number), a number with a number format of its own is a
 * `NumberCell` with the text the sheet shows (a phone formatted '0000000000' keeps its leading 0), and a plain
 * number (General format) is the number (its digits, never the General format's '1.23457E+11'). The rules refuse
 * a phone typed as a plain number (contract/importRows.ts).
 */
import type { CellObject, WorkSheet } from '@e965/xlsx';
import { MAX_IMPORT_ROWS, type NumberCell } from '../../../contract/importRows';

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const startsWith = (data: Uint8Array, magic: number[]) => magic.every((b, i) => data[i] === b);

export class NotASpreadsheetError extends Error {}

const isGeneral = (format: unknown) => format === undefined || format === 'General';

/** A cell's value for the import rules ('' for an empty or error cell). */
function cellValue(cell: CellObject | undefined): unknown {
  if (!cell) return '';
  switch (cell.t) {
    case 's':
    case 'b':
      return cell.v;
    case 'd':
      return cell.v instanceof Date ? cell.v : '';
    case 'n': {
      // a plain number as it is (its digits, not the General format's '1.23457E+11'); a formatted one with the
      // text the sheet shows
      const number = cell.v as number;
      return isGeneral(cell.z) || cell.w === undefined
        ? number
        : ({ number, text: cell.w } satisfies NumberCell);
    }
    default:
      return '';
  }
}

/** The sheet's rows from its row 1 (sheet[i] is the spreadsheet's row i + 1), each from column A. */
function sheetRows(sheet: WorkSheet, utils: typeof import('@e965/xlsx').utils): unknown[][] {
  const ref = sheet['!ref'];
  if (!ref) return [];
  const { e } = utils.decode_range(ref);
  const rows: unknown[][] = [];
  for (let r = 0; r <= e.r; r++) {
    const row: unknown[] = [];
    for (let c = 0; c <= e.c; c++)
      row.push(cellValue(sheet[utils.encode_cell({ r, c })] as CellObject | undefined));
    rows.push(row);
  }
  return rows;
}

/**
 * The first sheet as rows of cell values from its row 1 (blank rows included, the header the first non-blank
 * one), padded to the sheet's width with ''.
 */
export async function parseSpreadsheet(file: Blob): Promise<unknown[][]> {
  const data = new Uint8Array(await file.arrayBuffer());
  if (!startsWith(data, ZIP) && !startsWith(data, OLE2)) throw new NotASpreadsheetError('not a spreadsheet');
  const XLSX = await import('@e965/xlsx');
  const book = XLSX.read(data, {
    type: 'array',
    cellFormula: false,
    cellHTML: false,
    cellStyles: false,
    // the number format and the shown text of number cells, dates as dates (see above)
    cellNF: true,
    cellText: true,
    cellDates: true,
    bookVBA: false,
    sheetRows: MAX_IMPORT_ROWS + 2,
  });
  const name = book.SheetNames[0];
  const sheet = name === undefined ? undefined : book.Sheets[name];
  if (!sheet) return [];
  return sheetRows(sheet, XLSX.utils);
}
