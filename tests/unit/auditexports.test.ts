import { beforeEach, describe, expect, it, vi } from 'vitest';

// the spreadsheet library writes to disk in node: record the file name instead
const written = vi.hoisted(() => ({ files: [] as string[], cells: [] as unknown[][][] }));
vi.mock('@e965/xlsx', () => ({
  utils: {
    aoa_to_sheet: (rows: unknown[][]) => {
      written.cells.push(rows);
      return {};
    },
    book_new: () => ({}),
    book_append_sheet: () => undefined,
  },
  writeFile: (_book: unknown, name: string) => written.files.push(name),
}));

import { exportToExcel } from '../../src/lib/excel';
import { saveSession } from '../../src/providers/session';
import { fakeFetch, json, session, signedOut } from './support';

const columns = [{ header: 'Name', value: (r: { name: string }) => r.name }];
const now = new Date(2026, 10, 21, 8, 15, 0);

describe('exports leave an audit entry', () => {
  signedOut();
  beforeEach(() => {
    written.files = [];
    written.cells = [];
  });

  it('an Excel export posts an EXPORT with the file name, the row count and the resource type', async () => {
    const calls = fakeFetch(() => json({ success: true }));
    saveSession(session());
    const file = await exportToExcel([{ name: 'a' }, { name: 'b' }], columns, {
      fileBase: 'Deliveries',
      now,
      audit: { resource_type: 'Delivery' },
    });
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(file).toBe('Deliveries_20261121_081500.xlsx');
    expect(calls[0].path).toBe('/customqueries/log_client_action');
    expect(calls[0].json).toEqual({
      action: 'EXPORT',
      resource_type: 'Delivery',
      resource_name: file,
      description: `Exported 2 row(s) to ${file}`,
    });
  });

  it("defaults to the 'Report' type, and records nothing with audit: false", async () => {
    const calls = fakeFetch(() => json({ success: true }));
    saveSession(session());
    await exportToExcel([{ name: 'a' }], columns, { fileBase: 'Tracking', now });
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect((calls[0].json as { resource_type: string }).resource_type).toBe('Report');
    await exportToExcel([], columns, { fileBase: 'template', now, audit: false });
    expect(written.files).toHaveLength(2);
    expect(calls).toHaveLength(1);
  });

  it("writes formula-looking text cells as the text, without an apostrophe (the guard is CSV's)", async () => {
    fakeFetch(() => json({ success: true }));
    await exportToExcel(
      [{ name: '=HYPERLINK("http://x")' }, { name: '-5 units' }, { name: 'plain' }],
      columns,
      {
        fileBase: 'x',
        now,
      },
    );
    expect(written.cells[0].map((r) => r[0])).toEqual([
      'Name',
      `=HYPERLINK("http://x")`,
      `-5 units`,
      'plain',
    ]);
  });
});
