import { afterEach, describe, expect, it, vi } from 'vitest';
import * as XLSX from '@e965/xlsx';
import { sheetColumnWidths, sheetHeader, toSheetRows } from '../../src/lib/excel';
import type { ExcelWorkerRequest, ExcelWorkerResponse } from '../../src/lib/excelStream';

type Row = { name: string; n: number | null };
const columns = [
  { header: 'Name', value: (r: Row) => r.name },
  { header: 'Count', value: (r: Row) => r.n },
];
const rows: Row[] = Array.from({ length: 1234 }, (_, i) => ({
  name: i % 3 === 0 ? `=cmd${i}` : `Row ${i}`,
  n: i % 5 === 0 ? null : i,
}));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

/** Loads the worker module with a stand-in for its global scope; returns how to talk to it. */
async function loadWorker() {
  const replies: ExcelWorkerResponse[] = [];
  const scope: {
    onmessage?: (e: { data: ExcelWorkerRequest }) => void;
    postMessage: (m: ExcelWorkerResponse) => void;
  } = {
    postMessage: (m) => replies.push(m),
  };
  vi.stubGlobal('self', scope);
  await import('../../src/lib/excel.worker');
  return { send: (data: ExcelWorkerRequest) => scope.onmessage!({ data }), replies };
}

describe('the Excel worker', () => {
  it('writes, from rows posted in chunks, the same sheet as the main-thread export', async () => {
    const { send, replies } = await loadWorker();
    const { sheetRow } = await import('../../src/lib/excel');
    send({
      type: 'start',
      header: sheetHeader(columns),
      sheetName: 'Deliveries',
      widths: sheetColumnWidths(columns),
    });
    for (let i = 0; i < rows.length; i += 500)
      send({ type: 'rows', rows: rows.slice(i, i + 500).map((r) => sheetRow(r, columns)) });
    send({ type: 'finish' });
    expect(replies).toHaveLength(1);
    const reply = replies[0];
    if (reply.type !== 'done') throw new Error(reply.message);
    const book = XLSX.read(new Uint8Array(reply.data), { type: 'array' });
    expect(book.SheetNames).toEqual(['Deliveries']);
    const sheet = book.Sheets.Deliveries;
    const read = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, defval: '' });
    expect(read).toEqual(toSheetRows(rows, columns));
    // text written as it is (an .xlsx text cell is never a formula: no apostrophe), numbers kept as numbers
    expect(sheet.A2).toMatchObject({ t: 's', v: '=cmd0' });
    expect(sheet.A2.f).toBeUndefined();
    expect(sheet.B3).toMatchObject({ t: 'n', v: 1 });
    expect(sheet['!ref']).toBe('A1:B1235');
  });

  it('answers an error for rows sent before start', async () => {
    const { send, replies } = await loadWorker();
    send({ type: 'rows', rows: [['a']] });
    expect(replies[0]).toMatchObject({ type: 'error' });
  });
});

describe('startExcelStream', () => {
  it('is null where there is no Worker (the main-thread export is used)', async () => {
    vi.stubGlobal('Worker', undefined);
    const { startExcelStream } = await import('../../src/lib/excelStream');
    expect(startExcelStream(columns, { fileBase: 'x' })).toBeNull();
  });

  it('posts the sheet rows in order and downloads the bytes the worker writes', async () => {
    const posted: ExcelWorkerRequest[] = [];
    class FakeWorker {
      onmessage: ((e: { data: ExcelWorkerResponse }) => void) | null = null;
      terminated = false;
      postMessage(m: ExcelWorkerRequest) {
        posted.push(m);
        if (m.type === 'finish')
          queueMicrotask(() => this.onmessage?.({ data: { type: 'done', data: new ArrayBuffer(4) } }));
      }
      terminate() {
        this.terminated = true;
      }
    }
    const clicked: string[] = [];
    vi.stubGlobal('Worker', FakeWorker);
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }));
    vi.stubGlobal('document', {
      createElement: () => {
        const a = {
          href: '',
          download: '',
          style: {},
          click: () => clicked.push(a.download),
          remove: () => {},
        };
        return a;
      },
      body: { appendChild: () => {} },
    });
    vi.doMock('../../src/lib/auditClient', () => ({ recordClientAction: vi.fn(async () => {}) }));
    const { startExcelStream } = await import('../../src/lib/excelStream');
    const stream = startExcelStream(columns, {
      fileBase: 'Deliveries',
      now: new Date(2026, 10, 21, 8, 15, 0),
    })!;
    stream.add(rows.slice(0, 2));
    stream.add(rows.slice(2, 3));
    const file = await stream.finish();
    expect(file).toBe('Deliveries_20261121_081500.xlsx');
    expect(clicked).toEqual([file]);
    expect(stream.count).toBe(3);
    expect(posted.map((m) => m.type)).toEqual(['start', 'rows', 'rows', 'finish']);
    expect(posted[0]).toMatchObject({ header: ['Name', 'Count'], sheetName: 'Sheet1' });
    expect(posted[1]).toEqual({
      type: 'rows',
      rows: [
        ['=cmd0', ''],
        ['Row 1', 1],
      ],
    });
    expect(posted[2]).toEqual({ type: 'rows', rows: [['Row 2', 2]] });
  });
});
