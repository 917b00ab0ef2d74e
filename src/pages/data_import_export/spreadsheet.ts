/**
 * Reads an uploaded spreadsheet in the browser with the patched SheetJS build (@e965/xlsx; never the npm `xlsx`
 * 0.18.5 parser, which has advisories). Nothing in the file is executed: formulas are not evaluated (the cached
 * values are read), no HTML, styles or macros are read, and only the first MAX_IMPORT_ROWS + 2 rows of the first
 * sheet are loaded. Only real .xlsx (zip) and .xls (OLE2) containers are parsed: a text, HTML or CSV file renamed
 * to .xlsx is refused instead of being read by one of the library's text parsers.
 */
import { MAX_IMPORT_ROWS } from '../../../contract/importRows';

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const startsWith = (data: Uint8Array, magic: number[]) => magic.every((b, i) => data[i] === b);

export class NotASpreadsheetError extends Error {}

/** The first sheet as rows of cell values (header first), padded to the sheet's width with ''. */
export async function parseSpreadsheet(file: Blob): Promise<unknown[][]> {
  const data = new Uint8Array(await file.arrayBuffer());
  if (!startsWith(data, ZIP) && !startsWith(data, OLE2)) throw new NotASpreadsheetError('not a spreadsheet');
  const XLSX = await import('@e965/xlsx');
  const book = XLSX.read(data, {
    type: 'array',
    cellFormula: false,
    cellHTML: false,
    cellStyles: false,
    cellNF: false,
    cellText: false,
    bookVBA: false,
    sheetRows: MAX_IMPORT_ROWS + 2,
    dense: true,
  });
  const name = book.SheetNames[0];
  const sheet = name === undefined ? undefined : book.Sheets[name];
  if (!sheet) return [];
  return XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, defval: '', blankrows: false, raw: true });
}
