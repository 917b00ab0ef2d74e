import { describe, expect, it } from 'vitest';
import Papa from 'papaparse';
import { neutraliseCell, toCsv } from '../../contract/csv';
import { sheetCell, toSheetRows, toSheetRowsWithProgress } from '../../src/lib/excel';

describe('neutraliseCell', () => {
  it('puts an apostrophe before text a spreadsheet would read as a formula', () => {
    expect(neutraliseCell('=cmd|/C calc!A0')).toBe("'=cmd|/C calc!A0");
    expect(neutraliseCell('+1+1')).toBe("'+1+1");
    expect(neutraliseCell('-2+3')).toBe("'-2+3");
    expect(neutraliseCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(neutraliseCell('\t=1')).toBe("'\t=1");
    expect(neutraliseCell('\r=1')).toBe("'\r=1");
  });

  it('leaves ordinary text, numbers, booleans and empty values unchanged', () => {
    expect(neutraliseCell('Kampala hub')).toBe('Kampala hub');
    expect(neutraliseCell('a=b')).toBe('a=b');
    expect(neutraliseCell(-5)).toBe(-5);
    expect(neutraliseCell(true)).toBe(true);
    expect(neutraliseCell(null)).toBe(null);
    expect(neutraliseCell('')).toBe('');
  });
});

describe('toCsv', () => {
  const columns = [
    { header: 'Name', value: (r: { name: string; data?: unknown }) => r.name },
    { header: 'Data', value: (r: { name: string; data?: unknown }) => r.data },
  ];

  it('writes a header line then one neutralised line per row, objects as JSON', () => {
    const csv = toCsv(
      [
        { name: '=HYPERLINK("http://evil")', data: { a: 1 } },
        { name: 'Plain, with comma', data: null },
      ],
      columns,
    );
    const parsed = Papa.parse<string[]>(csv).data;
    expect(parsed[0]).toEqual(['Name', 'Data']);
    expect(parsed[1]).toEqual(['\'=HYPERLINK("http://evil")', '{"a":1}']);
    expect(parsed[2]).toEqual(['Plain, with comma', '']);
  });
});

describe('Excel sheet rows', () => {
  const columns = [
    { header: 'Name', value: (r: { name: string; n: number | null }) => r.name },
    { header: 'Count', value: (r: { name: string; n: number | null }) => r.n },
  ];
  const rows = [
    { name: '=1+2', n: -3 },
    { name: '@cmd', n: null },
    { name: 'Safe', n: 7 },
  ];

  it('writes every text cell as the text (an .xlsx text cell is never a formula) and numbers as numbers', () => {
    expect(toSheetRows(rows, columns)).toEqual([
      ['Name', 'Count'],
      ['=1+2', -3],
      ['@cmd', ''],
      ['Safe', 7],
    ]);
  });

  it('writes the chunked conversion of a big export the same way', async () => {
    const progress: number[] = [];
    const out = await toSheetRowsWithProgress(
      rows,
      columns,
      (p) => progress.push(p),
      2,
      async () => {},
    );
    expect(out).toEqual(toSheetRows(rows, columns));
    expect(progress.at(-1)).toBe(1);
  });

  it('sheetCell turns empty values into empty cells', () => {
    expect(sheetCell(undefined)).toBe('');
    expect(sheetCell(null)).toBe('');
    expect(sheetCell('+x')).toBe('+x');
    expect(sheetCell(0)).toBe(0);
  });
});
