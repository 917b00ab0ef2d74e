/** Overdue marks, the 'Overdue now' card's links to the filtered lists, and the lists' overdue filter. */
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import {
  AdminContext,
  memoryStore,
  RecordContextProvider,
  testDataProvider,
  type DataProvider,
} from 'react-admin';
import { OverdueCard, OverdueField } from '../../src/components/Overdue';
import { DeliveryList } from '../../src/resources/deliveries/DeliveryList';
import { PickupList } from '../../src/resources/pending_pickups/PickupList';
import { endpoints } from '../../src/providers/endpoints';
import { toIsoDate } from '../../contract/dates';
import { DEMO, fakeAuthProvider, i18nProvider, renderWithAdmin } from './helpers';
import { wire } from './wire';

const ANSWER = {
  count: 3,
  pickup: 1,
  dropoff: 1,
  receipt: 1,
  since: { pickup: '2025-06-01', dropoff: '2025-06-03', receipt: '2025-05-30' },
  items: [
    {
      kind: 'pickup',
      item: 5,
      number: 'PUP000005',
      hub: 1,
      place: 'Mulago HC',
      due_at: '',
      late_minutes: 200,
    },
    {
      kind: 'dropoff',
      item: 9,
      number: 'DEL-9',
      hub: 1,
      place: 'Mulago HC → Lab',
      due_at: '',
      late_minutes: 3000,
    },
    { kind: 'receipt', item: 5, number: 'DEL-5', hub: 2, place: 'Central Lab', due_at: '', late_minutes: 15 },
  ],
};

describe('overdue work', () => {
  it('marks late rows with how late and counts them on the card with its split line', async () => {
    const customQuery = vi.fn(async (_name: string, body: { ids?: string; kind?: string }) => {
      if (!body.ids) return ANSWER;
      const ids = body.ids.split(',').map(Number);
      return {
        items: ANSWER.items.filter((i) => ids.includes(i.item) && (!body.kind || i.kind === body.kind)),
      };
    });
    renderWithAdmin(
      <>
        <RecordContextProvider value={{ id: 5 }}>
          <div data-testid="pickup-5">
            <OverdueField kinds={['pickup']} />
          </div>
          <div data-testid="delivery-5">
            <OverdueField kinds={['dropoff', 'receipt']} />
          </div>
        </RecordContextProvider>
        <RecordContextProvider value={{ id: 6 }}>
          <div data-testid="pickup-6">
            <OverdueField kinds={['pickup']} />
          </div>
        </RecordContextProvider>
        <OverdueCard />
      </>,
      { dataProvider: { ...testDataProvider(), ...wire({ customQuery }) } as never },
    );
    expect(await within(screen.getByTestId('pickup-5')).findByText('Overdue 3 h 20 min')).toBeInTheDocument();
    expect(within(screen.getByTestId('delivery-5')).getByText('Overdue 15 min')).toBeInTheDocument();
    expect(screen.getByTestId('pickup-6')).toBeEmptyDOMElement();
    // the card asks for the counts and the latest; each mark asks about its rows only (outside a list: its own)
    expect(customQuery).toHaveBeenCalledWith('get_overdue', {});
    expect(customQuery).toHaveBeenCalledWith('get_overdue', { ids: '5', kind: 'pickup' });
    expect(customQuery).toHaveBeenCalledWith('get_overdue', { ids: '5' });
    expect(customQuery).toHaveBeenCalledWith('get_overdue', { ids: '6', kind: 'pickup' });

    expect(screen.getByTestId('count-overdue')).toHaveTextContent('3');
    expect(screen.getByTestId('overdue-split')).toHaveTextContent('1 pickups · 1 drop-offs · 1 receipts');
  });

  it("links the card's count and each part of its split line to the filtered list", async () => {
    const customQuery = vi.fn(async () => ANSWER);
    renderWithAdmin(<OverdueCard />, {
      dataProvider: { ...testDataProvider(), ...wire({ customQuery }) } as never,
    });
    const today = toIsoDate(new Date());
    // drop-offs and receipts are late: the count opens the deliveries with any late row, from the earliest one
    const count = await screen.findByRole('link', { name: 'Overdue now: 3' });
    expect(listOf(count)).toEqual({
      path: '/deliveries/',
      filter: { overdue: 'any', tracking: 'batch', dateone: '2025-05-30', datetwo: today },
    });
    expect(listOf(screen.getByRole('link', { name: '1 pickups' }))).toEqual({
      path: '/pending_pickups/',
      filter: { overdue: true, start_date: '2025-06-01', end_date: today },
    });
    expect(listOf(screen.getByRole('link', { name: '1 drop-offs' }))).toEqual({
      path: '/deliveries/',
      filter: { overdue: 'dropoff', tracking: 'batch', dateone: '2025-06-03', datetwo: today },
    });
    expect(listOf(screen.getByRole('link', { name: '1 receipts' }))).toEqual({
      path: '/deliveries/',
      filter: { overdue: 'receipt', tracking: 'batch', dateone: '2025-05-30', datetwo: today },
    });
    // no dialog any more
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the pickups list from the count when only pickups are late', async () => {
    const customQuery = vi.fn(async () => ({
      ...ANSWER,
      count: 4,
      pickup: 4,
      dropoff: 0,
      receipt: 0,
      since: { pickup: '2025-06-02' },
    }));
    renderWithAdmin(<OverdueCard />, {
      dataProvider: { ...testDataProvider(), ...wire({ customQuery }) } as never,
    });
    const count = await screen.findByRole('link', { name: 'Overdue now: 4' });
    expect(listOf(count)).toMatchObject({
      path: '/pending_pickups/',
      filter: { overdue: true, start_date: '2025-06-02' },
    });
  });

  it("on the hub dashboard links to the hub's deliveries; the pickups part is plain text", async () => {
    const customQuery = vi.fn(async () => ANSWER);
    renderWithAdmin(<OverdueCard hub />, {
      dataProvider: { ...testDataProvider(), ...wire({ customQuery }) } as never,
      authProvider: fakeAuthProvider(DEMO.hubcoordinator),
    });
    const count = await screen.findByRole('link', { name: 'Overdue now: 3' });
    expect(listOf(count)).toMatchObject({ path: '/hub_deliveries/', filter: { overdue: 'any' } });
    expect(listOf(screen.getByRole('link', { name: '1 receipts' }))).toMatchObject({
      path: '/hub_deliveries/',
      filter: { overdue: 'receipt' },
    });
    expect(screen.getByTestId('overdue-pickup')).toHaveTextContent('1 pickups');
    expect(screen.queryByRole('link', { name: '1 pickups' })).toBeNull();
  });
});

/** The list path and filter of a link (a hash or a memory router's href). */
function listOf(link: HTMLElement): { path: string; filter: Record<string, unknown> } {
  const href = (link.getAttribute('href') ?? '').replace(/^#/, '');
  const url = new URL(href, 'http://x');
  return { path: url.pathname, filter: JSON.parse(url.searchParams.get('filter') ?? '{}') };
}

function atUrl(url: string, ui: React.ReactNode, dataProvider: DataProvider) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <AdminContext
        dataProvider={dataProvider}
        authProvider={fakeAuthProvider(DEMO.manager)}
        i18nProvider={i18nProvider}
        store={memoryStore()}
      >
        {ui}
      </AdminContext>
    </MemoryRouter>,
  );
}

const filterUrl = (path: string, filter: Record<string, unknown>) =>
  `${path}?filter=${encodeURIComponent(JSON.stringify(filter))}`;

describe("the lists' overdue filter", { timeout: 60_000 }, () => {
  it('the deliveries list with the filter in its URL asks the report for the late rows only', async () => {
    const getList = vi.fn(async () => ({ data: [], total: 0 }));
    const customQuery = vi.fn(async () => ({ items: [] }));
    atUrl(
      filterUrl('/deliveries/', {
        overdue: 'receipt',
        tracking: 'batch',
        dateone: '2025-05-30',
        datetwo: '2025-06-15',
      }),
      <DeliveryList today={new Date(2025, 5, 15, 10)} />,
      { ...testDataProvider({ getList: getList as never }), ...wire({ customQuery }) } as DataProvider,
    );
    await waitFor(() => expect(getList).toHaveBeenCalled());
    const params = (getList.mock.calls as unknown as [string, { filter: Record<string, unknown> }][])[0][1];
    expect(params.filter).toMatchObject({ overdue: 'receipt', dateone: '2025-05-30' });
    // the select shows it, and the provider sends it as the report's `overdue` field
    expect(await screen.findByRole('combobox', { name: 'Overdue only' })).toHaveTextContent(
      'Not received in time',
    );
    const list = endpoints.deliveries.list;
    if (list.kind !== 'report') throw new Error('the deliveries list is a report');
    expect(list.args(params.filter)).toMatchObject({ overdue: 'receipt', dateone: '30/05/2025' });
    expect(list.args({ dateone: '2025-05-30' })).not.toHaveProperty('overdue');
    expect(list.argKeys).toContain('overdue');
  });

  it('the pickups list with the filter in its URL asks for the late pickups of its range', async () => {
    const getList = vi.fn(async () => ({ data: [], total: 0 }));
    const customQuery = vi.fn(async () => ({ items: [] }));
    atUrl(
      filterUrl('/pending_pickups/', { overdue: true, start_date: '2025-05-01', end_date: '2025-06-15' }),
      <PickupList today={new Date(2025, 5, 15, 10)} />,
      { ...testDataProvider({ getList: getList as never }), ...wire({ customQuery }) } as DataProvider,
    );
    await waitFor(() =>
      expect(
        (getList.mock.calls as unknown as [string, { filter: Record<string, unknown> }][]).some(
          ([r, p]) =>
            r === 'pending_pickups' &&
            p.filter.overdue === true &&
            p.filter.start_date === '2025-05-01' &&
            p.filter.end_date === '2025-06-15',
        ),
      ).toBe(true),
    );
    expect(await screen.findByLabelText('Overdue only')).toBeChecked();
    // the provider sends it to the date-range search
    const list = endpoints.pending_pickups.list;
    if (list.kind !== 'rest' || !list.variant) throw new Error('the pickups list searches a date range');
    expect(list.variant.query({ overdue: true, start_date: '2025-05-01', end_date: '2025-06-15' })).toEqual({
      start_date: '2025-05-01',
      end_date: '2025-06-15',
      overdue: 'true',
    });
  });
});
