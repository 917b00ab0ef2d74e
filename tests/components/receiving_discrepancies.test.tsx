import { describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';

// the Excel library writes a file through the browser: keep everything but the download, and keep the workbook
const xlsx = vi.hoisted(() => ({ files: [] as { name: string; book: unknown }[] }));
vi.mock('@e965/xlsx', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@e965/xlsx')>();
  return {
    ...actual,
    writeFile: (book: unknown, name: string) => {
      xlsx.files.push({ name, book });
    },
  };
});
import { DiscrepanciesPage } from '../../src/pages/receiving_discrepancies/DiscrepanciesPage';
import {
  DEMO,
  discrepanciesProvider,
  discrepancy,
  fakeAuthProvider,
  fakePrintWindow,
  renderWithAdmin,
  renderWithNotifications,
} from './helpers';

const ROWS = [
  discrepancy({ expected: ['C-1', 'C-2'], missing: ['C-2'], unexpected: ['X-9'] }),
  discrepancy(
    { expected: ['C-7'], missing: ['C-7'], unexpected: [] },
    { id: 5, delivery_number: 'DLV2', barcode: null, time_of_receiving: '2024-05-21T08:00:00.000Z' },
  ),
];

describe('receiving discrepancies: Print', () => {
  it("prints the page's rows under its columns' headers", async () => {
    const written = fakePrintWindow();
    const customQuery = vi.fn(async () => ROWS);
    const dataProvider = discrepanciesProvider(customQuery);
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

describe('receiving discrepancies: Excel', () => {
  it('exports every searched row to discrepancies_{timestamp}.xlsx, one timestamp in the name', async () => {
    xlsx.files = [];
    const customQuery = vi.fn(async () => ROWS);
    const dataProvider = discrepanciesProvider(customQuery);
    renderWithNotifications(<DiscrepanciesPage today={new Date(2024, 4, 22)} />, {
      dataProvider,
      authProvider: fakeAuthProvider(DEMO.admin),
    });
    expect(await screen.findAllByTestId('discrepancy-row')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Excel' }));
    await waitFor(() => expect(xlsx.files).toHaveLength(1));
    const { name, book } = xlsx.files[0];
    expect(name).toMatch(/^discrepancies_\d{8}_\d{6}\.xlsx$/);
    const { utils } = await import('@e965/xlsx');
    const wb = book as import('@e965/xlsx').WorkBook;
    const sheet = utils.sheet_to_json<string[]>(wb.Sheets[wb.SheetNames[0]], { header: 1 });
    expect(sheet[0]).toEqual([
      'Received at',
      'Delivery number',
      'Barcode',
      'Hub',
      'Received by',
      'Expected',
      'Missing',
      'Unexpected',
    ]);
    expect(sheet.slice(1).map((r) => r[1])).toEqual(['DLV1', 'DLV2']);
    expect(await screen.findByText(`Excel file exported successfully: ${name}`)).toBeInTheDocument();
  });
});

describe('receiving discrepancies: the place in the list', () => {
  // 30 receipts, newest first: DLV100 (the newest) … DLV129
  const MANY = Array.from({ length: 30 }, (_, i) => ({
    ...ROWS[0],
    id: 100 + i,
    delivery_number: `DLV${100 + i}`,
    time_of_receiving: new Date(Date.UTC(2024, 4, 22, 12) - i * 3_600_000).toISOString(),
  }));
  const mount = () => {
    const customQuery = vi.fn(async () => MANY);
    const dataProvider = discrepanciesProvider(customQuery);
    const view = renderWithAdmin(<DiscrepanciesPage today={new Date(2024, 4, 22)} />, {
      dataProvider,
      authProvider: fakeAuthProvider(DEMO.admin),
    });
    return { ...view, customQuery };
  };
  const shownNumbers = () =>
    screen.getAllByTestId('discrepancy-row').map((tr) => tr.querySelectorAll('td')[1].textContent);

  it('pages 25 rows at a time and keeps page 2, its sort and search in the address when it opens again', async () => {
    const first = mount();
    expect(await screen.findAllByTestId('discrepancy-row')).toHaveLength(25);
    expect(shownNumbers()[0]).toBe('DLV100');
    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(shownNumbers()).toEqual(['DLV125', 'DLV126', 'DLV127', 'DLV128', 'DLV129']));
    expect(screen.getByText('26-30 of 30')).toBeInTheDocument();
    await waitFor(() => expect(window.location.hash).toMatch(/page=2/));
    first.unmount();

    mount();
    await waitFor(() => expect(shownNumbers()).toEqual(['DLV125', 'DLV126', 'DLV127', 'DLV128', 'DLV129']));
    expect(screen.getByText('26-30 of 30')).toBeInTheDocument();

    // sorting by delivery number: back to page 1, in that order, and kept too
    fireEvent.click(screen.getByRole('button', { name: 'Delivery number' }));
    await waitFor(() => expect(shownNumbers()[0]).toBe('DLV100'));
    expect(screen.getByText('1-25 of 30')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Delivery number' }));
    await waitFor(() => expect(shownNumbers()[0]).toBe('DLV129'));
    await waitFor(() => expect(window.location.hash).toMatch(/sort=delivery_number/));

    // a hub searched: asked of the server, and kept with the sort when the screen opens again
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Hub' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Kampala Hub' }));
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(window.location.hash).toMatch(/hub/));
    cleanup();
    const third = mount();
    await waitFor(() =>
      expect(third.customQuery).toHaveBeenCalledWith('getreceiving_discrepancies', {
        dateone: '2024-05-16',
        datetwo: '2024-05-22',
        hub: '1',
      }),
    );
    expect(third.customQuery).not.toHaveBeenCalledWith(
      'getreceiving_discrepancies',
      expect.objectContaining({ hub: '' }),
    );
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Hub' })).toHaveTextContent('Kampala Hub'),
    );
    await waitFor(() => expect(shownNumbers()[0]).toBe('DLV129'));
  });
});
