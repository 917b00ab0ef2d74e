import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { testDataProvider, type DataProvider, type GetListParams } from 'react-admin';
import { HealthCenterList } from '../../src/resources/healthcenters/HealthCenterList';
import { DEMO, fakeAuthProvider, renderWithAdmin } from './helpers';

const CENTRES = [
  { id: 1, name: 'Mulago HC IV', district_name: 'Kampala', hub_name: 'Kampala Main Hub' },
  { id: 2, name: 'Gulu Regional', district_name: 'Gulu', hub_name: 'Gulu North Hub' },
];

/** A health centre list over a data provider that answers when `release` is called (or at once). */
function provider(rows: typeof CENTRES, { slow = false } = {}) {
  const gates: Array<() => void> = [];
  let released = !slow;
  const getList = vi.fn(async (_resource: string, params: GetListParams) => {
    if (!released) await new Promise<void>((resolve) => gates.push(resolve));
    const q = String(params.filter?.q ?? '').toLowerCase();
    const data = rows.filter((r) => r.name.toLowerCase().includes(q));
    return { data, total: data.length };
  });
  const dataProvider = testDataProvider({ getList: getList as never }) as DataProvider;
  return {
    dataProvider,
    getList,
    release: () => {
      released = true;
      gates.splice(0).forEach((go) => go());
    },
  };
}

describe('loading and empty states', () => {
  // the list keeps its filters in the location: every test starts from a fresh one
  beforeEach(() => window.history.replaceState(null, '', '/'));

  it('a slow list shows a named progress bar over a table skeleton, then the rows', async () => {
    const { dataProvider, release } = provider(CENTRES, { slow: true });
    renderWithAdmin(<HealthCenterList />, { dataProvider });
    expect(await screen.findByRole('progressbar', { name: 'Loading…' })).toBeInTheDocument();
    expect(screen.getByTestId('table-skeleton')).toBeInTheDocument();
    expect(screen.queryByText('Mulago HC IV')).toBeNull();
    release();
    expect(await screen.findByText('Mulago HC IV')).toBeInTheDocument();
    expect(screen.queryByTestId('table-skeleton')).toBeNull();
    expect(screen.queryByRole('progressbar', { name: 'Loading…' })).toBeNull();
  });

  it('a refetch (search) shows a thin progress bar while the rows stay', async () => {
    const { dataProvider, getList, release } = provider(CENTRES);
    renderWithAdmin(<HealthCenterList />, { dataProvider });
    expect(await screen.findByText('Mulago HC IV')).toBeInTheDocument();
    getList.mockImplementation(async (_r: string, params: GetListParams) => {
      await new Promise<void>((resolve) => setTimeout(resolve, 300));
      const q = String(params.filter?.q ?? '').toLowerCase();
      const data = CENTRES.filter((r) => r.name.toLowerCase().includes(q));
      return { data, total: data.length };
    });
    fireEvent.change(screen.getByPlaceholderText('Search'), { target: { value: 'gulu' } });
    expect(
      await screen.findByRole('progressbar', { name: 'Refreshing…' }, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Mulago HC IV')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Mulago HC IV')).toBeNull(), { timeout: 3000 });
    expect(screen.getByText('Gulu Regional')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Refreshing…' })).toBeNull();
    release();
  });

  it('a search that matches nothing says so, and Clear filters brings the rows back', async () => {
    const { dataProvider } = provider(CENTRES);
    renderWithAdmin(<HealthCenterList />, { dataProvider });
    expect(await screen.findByText('Mulago HC IV')).toBeInTheDocument();
    fireEvent.change(screen.getByPlaceholderText('Search'), { target: { value: 'nowhere' } });
    const empty = await screen.findByText(
      'No health centres match. Clear the search.',
      {},
      { timeout: 3000 },
    );
    const status = empty.closest('[role="status"]') as HTMLElement;
    fireEvent.click(within(status).getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('Mulago HC IV', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByText('Gulu Regional')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Search')).toHaveValue('');
    expect(screen.queryByText('No health centres match. Clear the search.')).toBeNull();
  });

  it('no records and no filters: "No health centres yet." with the create hint for a user who may create', async () => {
    const { dataProvider } = provider([]);
    renderWithAdmin(<HealthCenterList />, { dataProvider });
    expect(
      await screen.findByText(
        'No health centres yet. Open "Create new health centre here" above to add the first one.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });

  it('no records, for a user who may not create: the "yet" text without the create hint', async () => {
    const { dataProvider } = provider([]);
    renderWithAdmin(<HealthCenterList />, { dataProvider, authProvider: fakeAuthProvider(DEMO.staff) });
    expect(await screen.findByText('No health centres yet.')).toBeInTheDocument();
    expect(screen.queryByText(/Create new health centre here" above to add/)).toBeNull();
  });
});
