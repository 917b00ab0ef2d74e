/**
 * The Discrepancies list over a server that pages the discrepancies call: the page, its size
 * and the sort go with the call, the screen shows the page and the total of the answer, and Print reads every
 * searched row from the server.
 */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { testDataProvider } from 'react-admin';
import { DiscrepanciesPage } from '../../src/pages/receiving_discrepancies/DiscrepanciesPage';
import { DEMO, fakeAuthProvider, fakePrintWindow, renderWithAdmin } from './helpers';
import { wire } from './wire';

// 30 receipts, newest first: DLV100 (the newest) … DLV129
const MANY = Array.from({ length: 30 }, (_, i) => ({
  id: 100 + i,
  delivery_number: `DLV${100 + i}`,
  barcode: `B-${100 + i}`,
  collection_hub: 1,
  collection_hub_name: 'Kampala Hub',
  received_by: 'hubcoordinator',
  time_of_receiving: new Date(Date.UTC(2024, 4, 22, 12) - i * 3_600_000).toISOString(),
  expected: ['C-1'],
  missing: ['C-1'],
  unexpected: [],
}));

/** A server that pages: the asked page of the rows in the asked order (delivery number or newest first). */
function pagingServer() {
  return vi.fn(async (_name: string, body: Record<string, unknown>) => {
    const ordering = String(body.ordering ?? '-time_of_receiving');
    const field = ordering.replace(/^-/, '') as 'delivery_number' | 'time_of_receiving';
    const sorted = [...MANY].sort((a, b) => a[field].localeCompare(b[field]));
    if (ordering.startsWith('-')) sorted.reverse();
    const page = Number(body.page);
    const size = Number(body.page_size);
    return { count: sorted.length, results: sorted.slice((page - 1) * size, page * size) };
  });
}

const shownNumbers = () =>
  screen.getAllByTestId('discrepancy-row').map((tr) => tr.querySelectorAll('td')[1].textContent);

describe('receiving discrepancies over a server that pages the call', () => {
  it('asks for one page in the chosen order, shows it with the total, and prints every searched row', async () => {
    window.history.replaceState(null, '', '/');
    const written = fakePrintWindow();
    const customQuery = pagingServer();
    const getList = vi.fn(async () => ({ data: [{ id: 1, name: 'Kampala Hub' }], total: 1 }));
    renderWithAdmin(<DiscrepanciesPage today={new Date(2024, 4, 22)} />, {
      dataProvider: { ...testDataProvider({ getList } as never), ...wire({ customQuery }) } as never,
      authProvider: fakeAuthProvider(DEMO.admin),
    });
    expect(await screen.findAllByTestId('discrepancy-row')).toHaveLength(25);
    expect(customQuery).toHaveBeenCalledWith('getreceiving_discrepancies', {
      dateone: '2024-05-16',
      datetwo: '2024-05-22',
      hub: '',
      page: 1,
      page_size: 25,
      ordering: '-time_of_receiving',
    });
    expect(shownNumbers()[0]).toBe('DLV100');
    expect(screen.getByText('1-25 of 30')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(shownNumbers()).toEqual(['DLV125', 'DLV126', 'DLV127', 'DLV128', 'DLV129']));
    expect(screen.getByText('26-30 of 30')).toBeInTheDocument();
    expect(customQuery).toHaveBeenLastCalledWith(
      'getreceiving_discrepancies',
      expect.objectContaining({ page: 2, page_size: 25, ordering: '-time_of_receiving' }),
    );

    // a sort: asked of the server, from page 1
    fireEvent.click(screen.getByRole('button', { name: 'Delivery number' }));
    await waitFor(() => expect(shownNumbers()[0]).toBe('DLV100'));
    fireEvent.click(screen.getByRole('button', { name: 'Delivery number' }));
    await waitFor(() => expect(shownNumbers()[0]).toBe('DLV129'));
    expect(customQuery).toHaveBeenLastCalledWith(
      'getreceiving_discrepancies',
      expect.objectContaining({ page: 1, page_size: 25, ordering: '-delivery_number' }),
    );
    expect(screen.getByText('1-25 of 30')).toBeInTheDocument();

    // Print: all 30 rows in the list's order, read from the server
    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    await waitFor(() => expect(written).toHaveLength(1));
    const doc = new DOMParser().parseFromString(written[0], 'text/html');
    const printed = Array.from(doc.querySelectorAll('tbody tr')).map(
      (tr) => tr.querySelectorAll('td')[2].textContent,
    );
    expect(printed).toEqual(MANY.map((r) => r.delivery_number).reverse());
  });
});
