import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { testDataProvider } from 'react-admin';
import { DiscrepanciesPage } from '../../src/pages/receiving_discrepancies/DiscrepanciesPage';
import { DEMO, fakeAuthProvider, renderWithAdmin } from './helpers';
import { wire } from './wire';

/** A fake print window: what the page writes into it. */
function fakePrintWindow() {
  const written: string[] = [];
  const view = {
    document: { open: vi.fn(), write: (html: string) => written.push(html), close: vi.fn() },
    focus: vi.fn(),
    print: vi.fn(),
  };
  vi.spyOn(window, 'open').mockReturnValue(view as unknown as Window);
  return written;
}

const ROWS = [
  {
    id: 4,
    delivery_number: 'DLV1',
    barcode: 'B-1',
    collection_hub: 1,
    collection_hub_name: 'Kampala Hub',
    received_by: 'hubcoordinator',
    time_of_receiving: '2024-05-22T08:00:00.000Z',
    expected: ['C-1', 'C-2'],
    missing: ['C-2'],
    unexpected: ['X-9'],
  },
  {
    id: 5,
    delivery_number: 'DLV2',
    barcode: null,
    collection_hub: 1,
    collection_hub_name: 'Kampala Hub',
    received_by: 'hubcoordinator',
    time_of_receiving: '2024-05-21T08:00:00.000Z',
    expected: ['C-7'],
    missing: ['C-7'],
    unexpected: [],
  },
];

describe('receiving discrepancies: Print', () => {
  it("prints the page's rows under its columns' headers", async () => {
    const written = fakePrintWindow();
    const customQuery = vi.fn(async () => ROWS);
    const getList = vi.fn(async () => ({ data: [{ id: 1, name: 'Kampala Hub' }], total: 1 }));
    const dataProvider = { ...testDataProvider({ getList } as never), ...wire({ customQuery }) } as never;
    renderWithAdmin(<DiscrepanciesPage today={new Date(2024, 4, 22)} />, {
      dataProvider,
      authProvider: fakeAuthProvider(DEMO.admin),
    });
    expect(await screen.findAllByTestId('discrepancy-row')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    await waitFor(() => expect(written).toHaveLength(1));
    const doc = new DOMParser().parseFromString(written[0], 'text/html');
    expect(doc.querySelector('h2')?.textContent).toBe('Discrepancies');
    const headers = Array.from(doc.querySelectorAll('thead th')).map((th) => th.textContent);
    const shownHeaders = Array.from(
      screen.getByTestId('discrepancies-table').querySelectorAll('thead th'),
    ).map((th) => th.textContent);
    expect(headers).toEqual(['#', ...shownHeaders]);
    const cells = Array.from(doc.querySelectorAll('tbody tr')).map((tr) =>
      Array.from(tr.querySelectorAll('td')).map((td) => td.textContent),
    );
    expect(cells).toHaveLength(2);
    expect(cells[0].slice(2)).toEqual([
      'DLV1',
      'B-1',
      'Kampala Hub',
      'hubcoordinator',
      'C-1, C-2',
      'C-2',
      'X-9',
    ]);
    expect(cells[1].slice(2)).toEqual(['DLV2', '', 'Kampala Hub', 'hubcoordinator', 'C-7', 'C-7', '']);
    expect(doc.body.textContent).toContain('2 record(s)');
  });
});
