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
      ['Kawempe', 'Kampala Hub', 'Jane', 772000000, 0.37, '32.5'],
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
        contactpersonphone: '772000000',
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
