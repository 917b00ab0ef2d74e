/**
 * A list's page-size changer always shows its value, even when the list's own page size is not
 * among the sizes offered (the pickups list asks 25 where the quick-jump pagination offered 10, 20, 50, 100).
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { DataTable, List, testDataProvider } from 'react-admin';
import { QuickJumpPagination } from '../../src/components/QuickJumpPagination';
import { renderWithAdmin } from './helpers';

const rows = Array.from({ length: 60 }, (_, i) => ({ id: i + 1, name: `Row ${i + 1}` }));
const dataProvider = testDataProvider({
  getList: (async (_r: string, p: { pagination: { page: number; perPage: number } }) => ({
    data: rows.slice(
      (p.pagination.page - 1) * p.pagination.perPage,
      p.pagination.page * p.pagination.perPage,
    ),
    total: rows.length,
  })) as never,
});

function Rows({ perPage, options }: { perPage: number; options?: number[] }) {
  return (
    <List
      resource="things"
      perPage={perPage}
      storeKey={false}
      disableSyncWithLocation
      pagination={<QuickJumpPagination jumpLabel="Go to page" rowsPerPageOptions={options} />}
    >
      <DataTable bulkActionButtons={false}>
        <DataTable.Col source="name" />
      </DataTable>
    </List>
  );
}

const sizes = async () => {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: /Rows per page/ }));
  const list = await screen.findByRole('listbox');
  return within(list)
    .getAllByRole('option')
    .map((o) => o.textContent);
};

describe('quick-jump pagination', () => {
  it("a list's own page size outside the options is shown and offered among them, in order", async () => {
    renderWithAdmin(<Rows perPage={25} />, { dataProvider });
    expect(await screen.findByText('Row 25')).toBeInTheDocument();
    expect(screen.queryByText('Row 26')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Rows per page/ })).toHaveTextContent('25');
    expect(await sizes()).toEqual(['10', '20', '25', '50', '100']);
  });

  it('a page size among the options adds nothing', async () => {
    renderWithAdmin(<Rows perPage={20} options={[10, 20, 50]} />, { dataProvider });
    expect(await screen.findByText('Row 20')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Rows per page/ })).toHaveTextContent('20');
    expect(await sizes()).toEqual(['10', '20', '50']);
  });
});
