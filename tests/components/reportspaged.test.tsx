/**
 * The orders and facility visits screens on the server-paged path: when the answer is a
 * page (meta.serverPaged), the screen shows that page, its total, and the totals/counters of the answer, and
 * sends the filters, the sort and the page with the next call instead of filtering in the browser.
 */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { testDataProvider, type DataProvider, type GetListParams } from 'react-admin';
import { OrderList } from '../../src/resources/orders/OrderList';
import { FacilityVisitList } from '../../src/resources/facility_visits/FacilityVisitList';
import type { ClientOrder } from '../../src/lib/orders';
import type { FacilityVisit } from '../../contract/facilityVisits';
import { clientOrder, renderWithAdmin } from './helpers';

const order = (id: number): ClientOrder =>
  clientOrder(id, {
    orig_date: '2024-05-14T10:00:00.000Z',
    order_address: 'Kampala Road',
    order_address_dictionary: null,
    item_details: [],
  });

/** A server that pages: 23 orders, the answer's totals as meta. */
function pagingProvider<T>(rows: T[], extras: Record<string, unknown>, resource: string) {
  const getList = vi.fn(async (r: string, params: GetListParams) => {
    if (r !== resource) return { data: [], total: 0 };
    const { page, perPage } = params.pagination ?? { page: 1, perPage: 10 };
    return {
      data: rows.slice((page - 1) * perPage, page * perPage),
      total: rows.length,
      meta: { ...extras, serverPaged: true },
    };
  });
  return {
    dataProvider: testDataProvider({ getList: getList as unknown as DataProvider['getList'] }),
    getList,
  };
}

describe('orders, server-paged', () => {
  it('shows the page, the count and the totals of the answer, and sends the name filters', async () => {
    const orders = Array.from({ length: 23 }, (_, i) => order(i + 1));
    const { dataProvider, getList } = pagingProvider(
      orders,
      { totals: { count: 23, items: 1234567.5, extra: 2000, overall: 1236567.5 } },
      'orders',
    );
    renderWithAdmin(<OrderList today={new Date(2024, 4, 15, 10)} />, { dataProvider });
    expect(await screen.findByText('ORD000001')).toBeInTheDocument();
    expect(screen.getByText('1-10 of 23')).toBeInTheDocument();
    const totals = screen.getByRole('group', { name: 'Totals' });
    expect(totals).toHaveTextContent('Orders: 23');
    expect(totals).toHaveTextContent('Items amount: 1,234,567.50');
    expect(totals).toHaveTextContent('Overall: 1,236,567.50');
    // only one page was asked for: nothing downloads the whole report
    for (const [, params] of getList.mock.calls) expect(params.pagination?.perPage).toBe(10);

    // the name filters are folded behind 'More filters'
    fireEvent.click(screen.getByRole('button', { name: 'More filters' }));
    fireEvent.change(await screen.findByRole('searchbox', { name: 'Filter by client' }), {
      target: { value: 'mul' },
    });
    await waitFor(() =>
      expect(getList).toHaveBeenCalledWith(
        'orders',
        expect.objectContaining({
          filter: {
            dateone: '2024-05-06',
            datetwo: '2024-05-15',
            order_status: '',
            clientname_prefix: 'mul',
          },
          pagination: { page: 1, perPage: 10 },
        }),
      ),
    );
  });
});

describe('orders, the sort in the header', () => {
  it('a click on Total sorts by it, and the header shows that sort (the next click reverses it)', async () => {
    const orders = Array.from({ length: 23 }, (_, i) => order(i + 1));
    const { dataProvider, getList } = pagingProvider(orders, { totals: {} }, 'orders');
    renderWithAdmin(<OrderList today={new Date(2024, 4, 15, 10)} />, { dataProvider });
    expect(await screen.findByText('ORD000001')).toBeInTheDocument();
    // the default sort (newest first) is the one the header shows
    expect(screen.getByRole('button', { name: 'Sort by date ascending' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Sort by total ascending' }));
    await waitFor(() =>
      expect(getList).toHaveBeenCalledWith(
        'orders',
        expect.objectContaining({ sort: { field: 'order_total', order: 'ASC' } }),
      ),
    );
    expect(await screen.findByRole('button', { name: 'Sort by total descending' })).toBeInTheDocument();
  });
});

describe('orders, a page that no longer exists', () => {
  it('an address with page 9 of 3 (an old bookmark, Back after removals) shows the last page', async () => {
    window.history.replaceState(null, '', '/#/?page=9&perPage=10');
    const orders = Array.from({ length: 23 }, (_, i) => order(i + 1));
    const { dataProvider } = pagingProvider(orders, { totals: {} }, 'orders');
    renderWithAdmin(<OrderList today={new Date(2024, 4, 15, 10)} />, { dataProvider });
    expect(await screen.findByText('ORD000021')).toBeInTheDocument();
    expect(screen.getByText('21-23 of 23')).toBeInTheDocument();
  });
});

describe('facility visits, server-paged', () => {
  it("shows the answer's counters and page, and sends the screen's filters", async () => {
    const visits: FacilityVisit[] = Array.from({ length: 14 }, (_, i) => ({
      id: i + 1,
      agent: 1,
      agent_name: `Agent ${i + 1}`,
      agent_code: `AG${i + 1}`,
      facility_type: 'Hub',
      health_center: null,
      health_center_name: null,
      collection_hub: 1,
      collection_hub_name: 'Kampala Main Hub',
      addres: 'Kampala',
      location_latitude: null,
      location_longitude: null,
      visit_date: '2024-05-19',
      visit_time: '09:30:00',
      visit_notes: null,
    }));
    const counters = {
      total: 900,
      uniqueAgents: 41,
      healthCenterVisits: 500,
      hubVisits: 400,
      today: 7,
      thisWeek: 30,
    };
    const { dataProvider, getList } = pagingProvider(visits, { counters }, 'facility_visits');
    renderWithAdmin(<FacilityVisitList today={new Date(2024, 4, 19, 15)} />, { dataProvider });
    expect(await screen.findByText('Agent 1')).toBeInTheDocument();
    const counter = (name: string) =>
      within(screen.getByRole('group', { name })).getAllByRole('paragraph')[1];
    expect(counter('Total Visits')).toHaveTextContent(/^900$/);
    expect(counter('Unique Agents')).toHaveTextContent(/^41$/);
    expect(counter('Health Centre Visits')).toHaveTextContent(/^500$/);
    expect(counter('Collection Hub Visits')).toHaveTextContent(/^400$/);
    expect(counter('Today')).toHaveTextContent(/^7$/);
    expect(counter('This Week')).toHaveTextContent(/^30$/);
    expect(screen.getByText('1-10 of 14')).toBeInTheDocument();
    expect(getList).toHaveBeenCalledWith(
      'facility_visits',
      expect.objectContaining({ filter: { today: '2024-05-19' }, pagination: { page: 1, perPage: 10 } }),
    );

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search agent, facility or notes' }), {
      target: { value: 'supplies' },
    });
    await waitFor(() =>
      expect(getList).toHaveBeenCalledWith(
        'facility_visits',
        expect.objectContaining({ filter: { today: '2024-05-19', q: 'supplies' } }),
      ),
    );
    // the visits were only ever asked for a page at a time (the filters' agent and facility pickers search their
    // own resources, a page of 25 at a time)
    const visitCalls = getList.mock.calls.filter(([resource]) => resource === 'facility_visits');
    expect(visitCalls.length).toBeGreaterThan(1);
    for (const [, params] of visitCalls) expect(params.pagination?.perPage).toBe(10);
    for (const [, params] of getList.mock.calls) expect(params.pagination?.perPage).toBeLessThanOrEqual(25);
  });
});
