import { describe, expect, it } from 'vitest';
import {
  barcodeTokens,
  cellText,
  checkRow,
  problemText,
  rowsFromBarcodes,
  rowsFromSheet,
  rowValue,
} from '../../contract/importRows';
import { NotASpreadsheetError, parseSpreadsheet } from '../../src/pages/data_import_export/spreadsheet';

describe('rowsFromSheet', () => {
  it('needs a header row and one data row', () => {
    expect(rowsFromSheet('hubs', [])).toEqual({ ok: false, error: 'header_and_data' });
    expect(rowsFromSheet('hubs', [['no', 'hub', 'district', 'region']])).toEqual({
      ok: false,
      error: 'header_and_data',
    });
    expect(
      rowsFromSheet('hubs', [
        ['no', 'hub', 'district', 'region'],
        ['', '', '', ''],
      ]),
    ).toEqual({ ok: false, error: 'header_and_data' });
  });

  it('reads hub rows by position and skips rows missing hub, district or region', () => {
    const result = rowsFromSheet('hubs', [
      ['no', 'hub', 'district', 'region'],
      [1, ' Wakiso Hub ', 'Wakiso', 'Central'],
      [2, 'Gulu Hub', '', 'Northern'],
      ['', '', '', ''],
      [3, 'Lira Hub', 'Lira'],
      [4, 'Arua Hub', 'Arua', ' '],
    ]);
    expect(result).toEqual({
      ok: true,
      total: 4,
      rows: [{ row: 2, no: '1', hub: 'Wakiso Hub', district: 'Wakiso', region: 'Central' }],
      skipped: [
        { row: 3, problem: { code: 'required', field: 'district' } },
        { row: 5, problem: { code: 'too_few_columns', limit: 4 } },
        { row: 6, problem: { code: 'required', field: 'region' } },
      ],
    });
  });

  it('needs six columns and the first two for health centres; coordinates are numbers', () => {
    const header = ['healthcenter', 'hub', 'contactpersonname', 'contactpersonphone', 'lat', 'lng'];
    const result = rowsFromSheet('healthcenters', [
      header,
      // the phone a number cell formatted '0000000000': read as the sheet shows it
      ['Kawempe', 'Kampala Hub', 'Jane', { number: 772000000, text: '0772000000' }, 0.37, '32.5'],
      ['Mulago', 'Kampala Hub', '', '', '', ''],
      ['', 'Kampala Hub', 'x', 'y', 1, 2],
      ['Short', 'Kampala Hub', 'x', 'y'],
      ['Odd', 'Kampala Hub', '', '', 'abc', ''],
      ['Far', 'Kampala Hub', '', '', '95', ''],
    ]);
    expect(result.ok && result.rows).toEqual([
      {
        row: 2,
        healthcenter: 'Kawempe',
        hub: 'Kampala Hub',
        contactpersonname: 'Jane',
        contactpersonphone: '0772000000',
        location_latitude: 0.37,
        location_longitude: 32.5,
      },
      {
        row: 3,
        healthcenter: 'Mulago',
        hub: 'Kampala Hub',
        contactpersonname: '',
        contactpersonphone: '',
        location_latitude: null,
        location_longitude: null,
      },
    ]);
    expect(result.ok && result.skipped).toEqual([
      { row: 4, problem: { code: 'required', field: 'healthcenter' } },
      { row: 5, problem: { code: 'too_few_columns', limit: 6 } },
      { row: 6, problem: { code: 'not_a_number', field: 'location_latitude' } },
      { row: 7, problem: { code: 'out_of_range', field: 'location_latitude' } },
    ]);
  });

  it('keeps barcode rows with a known type (any case) and skips the others', () => {
    const result = rowsFromSheet('barcodes', [
      ['barcode', 'type'],
      ['12345678', 'Single_Entry'],
      [87654321, 'package'],
      ['BAD1', 'crate'],
      ['', 'package'],
      ['with space', 'package'],
      ['NOTYPE', ''],
    ]);
    expect(result.ok && result.rows).toEqual([
      { row: 2, barcode: '12345678', type: 'single_entry' },
      { row: 3, barcode: '87654321', type: 'package' },
    ]);
    expect(result.ok && result.skipped.map((s) => [s.row, problemText(s.problem)])).toEqual([
      [4, 'Type must be single_entry, batch_entry or package'],
      [5, 'Barcode is required'],
      [6, 'Barcode must be 1-80 characters without spaces'],
      [7, 'Type is required'],
    ]);
  });
});

describe('checkRow', () => {
  it('refuses values longer than their column and things that are not rows', () => {
    expect(checkRow('hubs', { hub: 'x'.repeat(201), district: 'a', region: 'b' }, 1)).toEqual({
      ok: false,
      problem: { code: 'too_long', field: 'hub', limit: 200 },
    });
    expect(checkRow('barcodes', ['12345678', 'package'], 1)).toEqual({
      ok: false,
      problem: { code: 'not_a_row' },
    });
    expect(checkRow('barcodes', { barcode: 'x'.repeat(81), type: 'package' }, 1).ok).toBe(false);
    expect(problemText({ code: 'too_long', field: 'hub', limit: 200 })).toBe(
      'Hub is longer than 200 characters',
    );
  });

  it('reads cells as trimmed text and the main value of a row', () => {
    expect(cellText('  a ')).toBe('a');
    expect(cellText(12)).toBe('12');
    expect(cellText(null)).toBe('');
    expect(cellText({ f: '=1+1' })).toBe('');
    expect(rowValue('healthcenters', { healthcenter: ' Kawempe ' })).toBe('Kawempe');
    expect(rowValue('barcodes', null)).toBe('');
  });
});

describe('barcodeTokens and rowsFromBarcodes', () => {
  it('keeps 6-40 character pieces of letters, digits and dashes holding a digit, once, in order', () => {
    expect(
      barcodeTokens([
        'Barcode 12345678',
        'Page 1 of 2',
        'SMP-2024-0001, 12345678',
        'ABCDEFGH',
        'A1B2C',
        'x'.repeat(39) + '1',
      ]),
    ).toEqual(['12345678', 'SMP-2024-0001', 'x'.repeat(39) + '1']);
    expect(barcodeTokens(['1'.repeat(41)])).toEqual([]);
    expect(rowsFromBarcodes(['111111', '222222'], 'package')).toEqual([
      { row: 1, barcode: '111111', type: 'package' },
      { row: 2, barcode: '222222', type: 'package' },
    ]);
  });
});

describe('parseSpreadsheet (the browser reader, with @e965/xlsx)', () => {
  it('reads the first sheet of a real .xlsx by position, formulas as their cached value only', async () => {
    const XLSX = await import('@e965/xlsx');
    const sheet = XLSX.utils.aoa_to_sheet([
      ['no', 'hub', 'district', 'region'],
      [1, 'Wakiso Hub', 'Wakiso', 'Central'],
      [2, 'Gulu Hub', '', 'Northern'],
    ]);
    sheet.E2 = { t: 's', f: 'HYPERLINK("http://x","y")', v: 'cached' };
    sheet['!ref'] = 'A1:E3';
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, 'hubs');
    const data = XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer;
    const rows = await parseSpreadsheet(new Blob([data]));
    expect(rows).toEqual([
      ['no', 'hub', 'district', 'region', ''],
      [1, 'Wakiso Hub', 'Wakiso', 'Central', 'cached'],
      [2, 'Gulu Hub', '', 'Northern', ''],
    ]);
    const result = rowsFromSheet('hubs', rows);
    expect(result.ok && result.rows.map((r) => r.row)).toEqual([2]);
  });

  it('refuses a text or HTML file named .xlsx instead of parsing it', async () => {
    await expect(
      parseSpreadsheet(new Blob(['<table><tr><td>=1+1</td></tr></table>'])),
    ).rejects.toBeInstanceOf(NotASpreadsheetError);
    await expect(parseSpreadsheet(new Blob(['no,hub\n1,x']))).rejects.toBeInstanceOf(NotASpreadsheetError);
  });
});

describe('imports tell the truth: sheets as LibreOffice and Excel write them', () => {
  /** A real .xlsx of the rows (cell objects kept as they are), read back by the browser reader. */
  async function readBack(rows: unknown[][]): Promise<unknown[][]> {
    const XLSX = await import('@e965/xlsx');
    const sheet = XLSX.utils.aoa_to_sheet(rows);
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, 'Sheet1');
    const data = XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer;
    return parseSpreadsheet(new Blob([data]));
  }
  const CENTRE_HEADER = ['healthcenter', 'hub', 'contactpersonname', 'contactpersonphone', 'lat', 'lng'];

  it("numbers the rows as the spreadsheet does, blank rows counted: 'Row 6: Latitude is not a number'", async () => {
    const result = rowsFromSheet(
      'healthcenters',
      await readBack([
        CENTRE_HEADER,
        ['Kawempe', 'Kampala Hub', '', '', 0.3, 32.5],
        [],
        ['Mulago', 'Kampala Hub', '', '', 0.3, 32.5],
        [],
        ['Odd', 'Kampala Hub', '', '', 'abc', ''],
      ]),
    );
    if (!result.ok) throw new Error(result.error);
    expect(result.rows.map((r) => r.row)).toEqual([2, 4]);
    expect(result.skipped).toEqual([
      { row: 6, problem: { code: 'not_a_number', field: 'location_latitude' } },
    ]);
    expect(problemText(result.skipped[0].problem)).toBe('Latitude is not a number');
    expect(result.total).toBe(3);
  });

  it('a blank row above the header: the header is the first non-blank row, rows keep their numbers', async () => {
    const result = rowsFromSheet(
      'hubs',
      await readBack([[], ['no', 'hub', 'district', 'region'], [1, 'Gulu Hub', '', 'Northern']]),
    );
    expect(result.ok && result.skipped).toEqual([
      { row: 3, problem: { code: 'required', field: 'district' } },
    ]);
  });

  it("reads a phone formatted '0000000000' as the sheet shows it, leading zero included", async () => {
    const result = rowsFromSheet(
      'healthcenters',
      await readBack([
        CENTRE_HEADER,
        ['Kawempe', 'Kampala Hub', 'Jane', { t: 'n', v: 772200002, z: '0000000000' }, '', ''],
      ]),
    );
    expect(
      result.ok && result.rows.map((r) => (r as { contactpersonphone: string }).contactpersonphone),
    ).toEqual(['0772200002']);
  });

  it('refuses a phone typed as a plain number (its leading zero is gone), and says so', async () => {
    const result = rowsFromSheet(
      'healthcenters',
      await readBack([CENTRE_HEADER, ['Kawempe', 'Kampala Hub', 'Jane', 772200002, '', '']]),
    );
    if (!result.ok) throw new Error(result.error);
    expect(result.rows).toEqual([]);
    expect(result.skipped).toEqual([
      { row: 2, problem: { code: 'phone_as_number', field: 'contactpersonphone' } },
    ]);
    expect(problemText(result.skipped[0].problem)).toBe(
      'Contact person phone was typed as a number, so a leading 0 may be lost: format the column as Text and type it again',
    );
  });

  it('refuses a date in a text column instead of storing its day number; numbers in text columns keep their digits', async () => {
    const date = { t: 'n', v: 45325, z: 'dd/mm/yyyy' };
    const hubs = rowsFromSheet(
      'hubs',
      await readBack([
        ['no', 'hub', 'district', 'region'],
        [1, date, 'Gulu', 'Northern'],
        [{ t: 'n', v: 7, z: '000' }, 'Lira Hub', 'Lira', 'Northern'],
      ]),
    );
    if (!hubs.ok) throw new Error(hubs.error);
    expect(hubs.skipped).toEqual([{ row: 2, problem: { code: 'date_in_text', field: 'hub' } }]);
    expect(problemText(hubs.skipped[0].problem)).toBe(
      'Hub is a date in the spreadsheet, not text: format the column as Text and type it again',
    );
    expect(hubs.rows).toEqual([{ row: 3, no: '007', hub: 'Lira Hub', district: 'Lira', region: 'Northern' }]);

    const barcodes = rowsFromSheet(
      'barcodes',
      await readBack([
        ['barcode', 'type'],
        [date, 'package'],
        [123456789012, 'package'],
      ]),
    );
    if (!barcodes.ok) throw new Error(barcodes.error);
    expect(barcodes.skipped).toEqual([{ row: 2, problem: { code: 'date_in_text', field: 'barcode' } }]);
    // a plain number's digits, not the General format's '1.23457E+11'
    expect(barcodes.rows).toEqual([{ row: 3, barcode: '123456789012', type: 'package' }]);
  });
});
