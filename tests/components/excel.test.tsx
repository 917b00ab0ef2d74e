import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ListBase, testDataProvider } from 'react-admin';

// a plain function records the calls (a spy returning a rejected promise trips vitest's unhandled-rejection check)
const excel = vi.hoisted(() => ({
  calls: [] as unknown[][],
  impl: (async () => '') as (...args: unknown[]) => Promise<string>,
}));
vi.mock('../../src/lib/excel', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/lib/excel')>()),
  exportToExcel: (...args: unknown[]) => {
    excel.calls.push(args);
    return excel.impl(...args);
  },
}));

import { ExcelExportButton } from '../../src/components/ExcelExportButton';
import { excelFileName } from '../../src/lib/excel';
import { renderWithAdmin, renderWithNotifications } from './helpers';

const columns = [{ header: 'Name', value: (r: { id: number; name: string }) => r.name }];

describe('ExcelExportButton', () => {
  beforeEach(() => {
    excel.calls = [];
    excel.impl = async () => '';
  });

  it("warns 'No data available to export' and writes nothing when there are no rows", async () => {
    renderWithNotifications(<ExcelExportButton rows={[]} columns={columns} fileBase="Samples" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Excel' }));
    expect(await screen.findByText('No data available to export')).toBeInTheDocument();
    expect(excel.calls).toHaveLength(0);
  });

  it('exports every filtered row of the list, not just the page, and names the file', async () => {
    const all = Array.from({ length: 30 }, (_, i) => ({ id: i + 1, name: `Sample ${i + 1}` }));
    const getList = vi.fn(async (_r: string, params: { pagination: { page: number; perPage: number } }) => {
      const { page, perPage } = params.pagination;
      return { data: all.slice((page - 1) * perPage, page * perPage), total: all.length };
    });
    excel.impl = async () => 'Samples_20240610_081500.xlsx';
    renderWithNotifications(
      <ListBase resource="samples" perPage={10} filter={{ priority: 'high' }}>
        <ExcelExportButton<{ id: number; name: string }> columns={columns} fileBase="Samples" />
      </ListBase>,
      { dataProvider: testDataProvider({ getList: getList as never }) },
    );
    await waitFor(() => expect(getList).toHaveBeenCalled());
    fireEvent.click(await screen.findByRole('button', { name: 'Excel' }));
    await waitFor(() => expect(excel.calls).toHaveLength(1));
    const [rows, , options] = excel.calls[0] as [unknown[], unknown, unknown];
    expect(rows).toHaveLength(30);
    expect(options).toMatchObject({ fileBase: 'Samples' });
    const exportCall = getList.mock.calls.at(-1)!;
    expect(exportCall[1]).toMatchObject({
      pagination: { page: 1, perPage: 30 },
      filter: { priority: 'high' },
    });
    expect(
      await screen.findByText('Excel file exported successfully: Samples_20240610_081500.xlsx'),
    ).toBeInTheDocument();
  });

  it('reads a server that caps its page size page by page until every row is in', async () => {
    const all = Array.from({ length: 2500 }, (_, i) => ({ id: i + 1, name: `Patient ${i + 1}` }));
    const getList = vi.fn(async (_r: string, params: { pagination: { page: number; perPage: number } }) => {
      const perPage = Math.min(params.pagination.perPage, 1000); // the reference server's cap
      const { page } = params.pagination;
      return { data: all.slice((page - 1) * perPage, page * perPage), total: all.length };
    });
    renderWithAdmin(
      <ListBase resource="patients" perPage={10}>
        <ExcelExportButton<{ id: number; name: string }> columns={columns} fileBase="Patients" />
      </ListBase>,
      { dataProvider: testDataProvider({ getList: getList as never }) },
    );
    await waitFor(() => expect(getList).toHaveBeenCalled());
    fireEvent.click(await screen.findByRole('button', { name: 'Excel' }));
    await waitFor(() => expect(excel.calls).toHaveLength(1));
    const [rows] = excel.calls[0] as [{ id: number }[]];
    expect(rows).toHaveLength(2500);
    expect(new Set(rows.map((r) => r.id)).size).toBe(2500);
    expect(getList.mock.calls.slice(-3).map((c) => c[1].pagination)).toEqual([
      { page: 1, perPage: 2500 },
      { page: 2, perPage: 1000 },
      { page: 3, perPage: 1000 },
    ]);
  });

  it("says 'Failed to export to Excel' when writing fails", async () => {
    excel.impl = async () => {
      throw new Error('boom');
    };
    renderWithNotifications(
      <ExcelExportButton rows={[{ id: 1, name: 'A' }]} columns={columns} fileBase="Samples" />,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Excel' }));
    expect(await screen.findByText('Failed to export to Excel')).toBeInTheDocument();
  });

  it('timestamps file names', () => {
    expect(excelFileName('Pending Sample Pickups', new Date(2024, 5, 10, 8, 15, 0))).toBe(
      'Pending_Sample_Pickups_20240610_081500.xlsx',
    );
  });
});
