import { describe, expect, it } from 'vitest';
import { importReducer, INITIAL_IMPORT } from '../../src/pages/data_import_export/importSteps';
import type { ImportRow } from '../../contract/importRows';

const rows = [{ row: 2, barcode: 'BC-1', type: 'single_entry' }] as unknown as ImportRow[];

describe('import steps (reducer)', () => {
  it('drops the answer of a file read before another file was chosen', () => {
    const first = importReducer(INITIAL_IMPORT, { kind: 'file', name: 'a.xlsx' });
    const second = importReducer(first, { kind: 'file', name: 'b.xlsx' });
    const reading = importReducer(second, { kind: 'reading', run: second.run, step: 'parsing' });
    expect(reading.reading).toBe('parsing');
    // the first file's answer comes late: nothing changes
    expect(importReducer(reading, { kind: 'read', run: first.run, rows })).toBe(reading);
    const read = importReducer(reading, { kind: 'read', run: second.run, rows });
    expect(read).toMatchObject({ fileName: 'b.xlsx', reading: null, rows, error: null });
  });

  it('a new type clears the file, its rows and the results, and goes back to Excel', () => {
    let s = importReducer(INITIAL_IMPORT, { kind: 'type', type: 'barcodes' });
    s = importReducer(s, { kind: 'source', source: 'pdf' });
    s = importReducer(s, { kind: 'file', name: 'codes.pdf' });
    s = importReducer(s, { kind: 'read', run: s.run, rows });
    s = importReducer(s, { kind: 'imported', result: { success: true, message: 'ok' } as never });
    const next = importReducer(s, { kind: 'type', type: 'hubs' });
    expect(next).toMatchObject({ type: 'hubs', source: 'excel', fileName: null, rows: null, result: null });
    expect(next.run).toBeGreaterThan(s.run);
  });
});
