import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError, testDataProvider, type DataProvider } from 'react-admin';
import { OrderList } from '../../src/resources/orders/OrderList';
import type { ClientOrder } from '../../src/lib/orders';
import { clientOrder, excel, fakePrintWindow, renderWithNotifications } from './helpers';
import { wire } from './wire';

// the Excel library writes a file through the browser: record the call instead
vi.mock('../../src/lib/excel', async (original) =>
  (await import('./helpers')).recordingExcel(original, 'Orders.xlsx'),
);

// Wednesday 15 May 2024: the default range is Monday 6 May to 15 May
const TODAY = new Date(2024, 4, 15, 10, 0);

const order = clientOrder;

const ORDERS: ClientOrder[] = [
  order(1, {
    order_status: 'pending',
    clientname: 'Nsambya Clinic',
    assigned_agent: null,
    assigned_agentname: null,
    items_total: 1234567.5,
    order_total: 1234567.5,
    order_address_dictionary: null,
    additional_addressinfo: 'Call on arrival',
    item_details: [
      { key: 1, item_name: 'Test tubes', quantity: 10, description: '10 x Test tubes', total: 234567.5 },
      { key: 2, item_name: 'Cool box', quantity: 1, description: '1 x Cool box', total: 1000000 },
    ],
  }),
  order(2, { order_status: 'assigned', additional_charges: 2000, order_total: 3000 }),
  order(3, { order_status: 'cancelled', clientname: 'Mengo Lab', assigned_agentname: 'alice Nakato' }),
  // nine more successful orders so that the table has two pages
  ...Array.from({ length: 9 }, (_, i) => order(4 + i, { items_total: '500.25', order_total: '500.25' })),
];

type Agent = { id: number; FullName: string; agent_code: string; is_online: boolean; active: boolean };
const agent = (id: number, FullName: string, o: Partial<Agent> = {}): Agent => ({
  id,
  FullName,
  agent_code: `AG${String(id).padStart(4, '0')}`,
  is_online: true,
  active: true,
  ...o,
});

/** 1,000 online, active agents (the bench seed's size: more than one page of 500) and two who may not be chosen. */
const AGENTS: Agent[] = [
  agent(7, 'Alice Nakato'),
  agent(8, 'Brian Okello'),
  ...Array.from({ length: 998 }, (_, i) => agent(1001 + i, `Rider ${String(1001 + i)}`)),
  agent(2001, 'Olive Offline', { is_online: false }),
  agent(2002, 'Ivan Inactive', { active: false }),
];

type ListParams = {
  filter?: Record<string, unknown>;
  pagination?: { page: number; perPage: number };
};

/** The server's agent list: its filters, its search (q) and its pages. */
function agentPage(params: ListParams, agents: Agent[]) {
  const f = params.filter ?? {};
  const q = String(f.q ?? '').toLowerCase();
  const rows = agents.filter(
    (a) =>
      (f.is_online === undefined || a.is_online === f.is_online) &&
      (f.active === undefined || a.active === f.active) &&
      (!q || `${a.FullName} ${a.agent_code}`.toLowerCase().includes(q)),
  );
  const { page = 1, perPage = 25 } = params.pagination ?? {};
  return { data: rows.slice((page - 1) * perPage, page * perPage), total: rows.length };
}

function provider(
  overrides: { customQuery?: ReturnType<typeof vi.fn>; update?: ReturnType<typeof vi.fn> } = {},
  rows: ClientOrder[] = ORDERS,
  agents: Agent[] = AGENTS,
) {
  const getList = vi.fn(async (resource: string, params: ListParams) => {
    if (resource === 'deliveryagents') return agentPage(params, agents);
    const status = params.filter?.order_status;
    const data = status ? rows.filter((r) => r.order_status === status) : rows;
    return { data, total: data.length };
  });
  const customQuery = overrides.customQuery ?? vi.fn(async () => ({ message: 'Done' }));
  const update = overrides.update ?? vi.fn(async (_r: string, p: { id: number }) => ({ data: { id: p.id } }));
  const dataProvider = {
    ...testDataProvider({
      getList: getList as unknown as DataProvider['getList'],
      getMany: (async (_r: string, { ids }: { ids: unknown[] }) => ({
        data: agents.filter((a) => ids.map(String).includes(String(a.id))),
      })) as unknown as DataProvider['getMany'],
    }),
    update,
    ...wire({ customQuery }),
  } as unknown as DataProvider;
  return { dataProvider, getList, customQuery, update };
}

function renderList(dataProvider: DataProvider) {
  return renderWithNotifications(<OrderList today={TODAY} />, { dataProvider });
}

const rowOf = async (ordernumber: string) => (await screen.findByText(ordernumber)).closest('tr')!;

/** The order numbers shown in the table body. */
function shown(): string[] {
  const body = screen.queryAllByRole('rowgroup')[1];
  if (!body) return [];
  return within(body)
    .queryAllByText(/^ORD\d{6}$/)
    .map((cell) => cell.textContent ?? '');
}

const totals = () => screen.getByRole('group', { name: 'Totals' });

describe('/orders/', () => {
  it("shows 'ALL ORDERS', loads the default range and totals every filtered order", async () => {
    const { dataProvider, getList } = provider();
    renderList(dataProvider);
    expect(screen.getByRole('heading', { name: 'ALL ORDERS' })).toBeInTheDocument();
    await rowOf('ORD000001');
    expect(getList).toHaveBeenCalledWith(
      'orders',
      expect.objectContaining({
        filter: { dateone: '2024-05-06', datetwo: '2024-05-15', order_status: '' },
      }),
    );
    // 10 rows per page, 12 orders in all
    expect(shown()).toHaveLength(10);
    expect(screen.getByText('1-10 of 12')).toBeInTheDocument();
    // totals over all 12 orders: 1,234,567.50 + 11 × 1,000 ... (2 of 1000, 9 of 500.25)
    const items = 1234567.5 + 1000 + 1000 + 9 * 500.25;
    expect(items).toBe(1241069.75);
    expect(totals()).toHaveTextContent('Orders: 12');
    expect(totals()).toHaveTextContent('Items amount: 1,241,069.75');
    expect(totals()).toHaveTextContent('Extra amount: 2,000.00');
    expect(totals()).toHaveTextContent('Overall: 1,243,069.75');
  });

  it('colours statuses and shows money with separators and 2 decimals', async () => {
    const { dataProvider } = provider();
    renderList(dataProvider);
    const pending = await rowOf('ORD000001');
    const chip = (row: HTMLElement, text: string) => within(row).getByText(text).closest('[data-color]');
    expect(chip(pending, 'pending')).toHaveAttribute('data-color', '#fa8c16');
    expect(within(pending).getAllByText('1,234,567.50')).toHaveLength(2);
    expect(chip(await rowOf('ORD000003'), 'cancelled')).toHaveAttribute('data-color', '#f5222d');
    expect(chip(await rowOf('ORD000002'), 'assigned')).toHaveAttribute('data-color', '#52c41a');
    expect(chip(await rowOf('ORD000004'), 'success')).toHaveAttribute('data-color', '#52c41a');
  });

  it('filters by agent and by client name prefix, in any case, and totals only those', async () => {
    const { dataProvider } = provider();
    renderList(dataProvider);
    await rowOf('ORD000001');
    // the name filters are folded behind 'More filters'
    fireEvent.click(screen.getByRole('button', { name: 'More filters' }));
    await screen.findByRole('searchbox', { name: 'Filter by client' });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Filter by client' }), {
      target: { value: 'nSAM' },
    });
    await waitFor(() => expect(shown()).toEqual(['ORD000001']));
    expect(totals()).toHaveTextContent('Orders: 1');
    expect(totals()).toHaveTextContent('Overall: 1,234,567.50');

    fireEvent.change(screen.getByRole('searchbox', { name: 'Filter by client' }), { target: { value: '' } });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Filter by agent' }), {
      target: { value: 'ALI' },
    });
    await waitFor(() => expect(shown()).toEqual(['ORD000003']));
    // a prefix, not a substring
    fireEvent.change(screen.getByRole('searchbox', { name: 'Filter by agent' }), {
      target: { value: 'opio' },
    });
    await waitFor(() => expect(shown()).toEqual([]));
    expect(screen.getByRole('status')).toHaveTextContent(
      'No orders match. Clear the filters or widen the dates.',
    );
    expect(totals()).toHaveTextContent('Orders: 0');
    expect(totals()).toHaveTextContent('Overall: 0.00');
    // Clear filters empties the agent and client filters and brings every order of the dates back
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(shown()).toContain('ORD000003'));
    expect(screen.getByRole('searchbox', { name: 'Filter by agent' })).toHaveValue('');
  });

  it("asks for both dates on Search: 'Please dates are missing'", async () => {
    const { dataProvider, getList } = provider();
    renderList(dataProvider);
    await rowOf('ORD000001');
    const calls = getList.mock.calls.filter(([r]) => r === 'orders').length;
    fireEvent.change(screen.getByDisplayValue('06/05/2024'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Please dates are missing')).toBeInTheDocument();
    expect(getList.mock.calls.filter(([r]) => r === 'orders')).toHaveLength(calls);
  });

  it('fetches the report with the chosen status on Search', async () => {
    const { dataProvider, getList } = provider();
    renderList(dataProvider);
    await rowOf('ORD000001');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'pending' }));
    // nothing is fetched before Search
    expect(getList).not.toHaveBeenCalledWith(
      'orders',
      expect.objectContaining({ filter: expect.objectContaining({ order_status: 'pending' }) }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(shown()).toEqual(['ORD000001']));
    expect(getList).toHaveBeenCalledWith(
      'orders',
      expect.objectContaining({
        filter: { dateone: '2024-05-06', datetwo: '2024-05-15', order_status: 'pending' },
      }),
    );
  });

  it('offers Assign and Cancel on pending orders and Extra charge on assigned ones only', async () => {
    const { dataProvider } = provider();
    renderList(dataProvider);
    const pending = await rowOf('ORD000001');
    expect(within(pending).getByRole('button', { name: 'Assign' })).toBeInTheDocument();
    expect(within(pending).getByRole('button', { name: 'Cancel order' })).toBeInTheDocument();
    expect(within(pending).queryByRole('button', { name: 'Extra charge' })).not.toBeInTheDocument();
    const assigned = await rowOf('ORD000002');
    expect(within(assigned).getByRole('button', { name: 'Extra charge' })).toBeInTheDocument();
    expect(within(assigned).queryByRole('button', { name: 'Assign' })).not.toBeInTheDocument();
    const cancelled = await rowOf('ORD000003');
    expect(within(cancelled).queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
    expect(within(cancelled).getByRole('button', { name: 'Print order' })).toBeInTheDocument();
  });

  it('names each action icon in a tooltip on hover', async () => {
    const { dataProvider } = provider();
    renderList(dataProvider);
    const pending = await rowOf('ORD000001');
    for (const name of ['Assign', 'Cancel order', 'Print order']) {
      fireEvent.mouseOver(within(pending).getByRole('button', { name }));
      expect(await screen.findByRole('tooltip')).toHaveTextContent(name);
      fireEvent.mouseLeave(within(pending).getByRole('button', { name }));
      await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    }
    const assigned = await rowOf('ORD000002');
    fireEvent.mouseOver(within(assigned).getByRole('button', { name: 'Extra charge' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Extra charge');
  });

  it("assigns a pending order to an online agent: 'Please select agent' first, then the server's message", async () => {
    const customQuery = vi.fn(async () => ({ message: 'Order assigned successfully' }));
    const { dataProvider, getList } = provider({ customQuery });
    renderList(dataProvider);
    fireEvent.click(within(await rowOf('ORD000001')).getByRole('button', { name: 'Assign' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Assign order ORD000001');
    await waitFor(() =>
      expect(getList).toHaveBeenCalledWith(
        'deliveryagents',
        expect.objectContaining({ filter: { is_online: true, active: true } }),
      ),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(await within(dialog).findByText('Please select agent')).toBeInTheDocument();
    expect(customQuery).not.toHaveBeenCalled();
    expect(dialog).not.toHaveTextContent('No agent is online and active right now.');

    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Online agent' }), {
      target: { value: 'Brian' },
    });
    fireEvent.click(await screen.findByRole('option', { name: 'Brian Okello (AG0008)' }));
    const before = getList.mock.calls.filter(([r]) => r === 'orders').length;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText('Order assigned successfully')).toBeInTheDocument();
    expect(customQuery).toHaveBeenCalledWith('createorder_assignment', { selected_agent: 8, order_id: 1 });
    // the report is fetched again
    await waitFor(() => expect(getList.mock.calls.filter(([r]) => r === 'orders').length).toBe(before + 1));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('searches the online agents on the server as the user types: any of 1,000 can be chosen, never an offline or inactive one', async () => {
    const customQuery = vi.fn(async () => ({ message: 'Order assigned successfully' }));
    const { dataProvider, getList } = provider({ customQuery });
    renderList(dataProvider);
    fireEvent.click(within(await rowOf('ORD000001')).getByRole('button', { name: 'Assign' }));
    const dialog = await screen.findByRole('dialog');
    const box = await within(dialog).findByRole('combobox', { name: 'Online agent' });
    const agentCalls = () => getList.mock.calls.filter(([r]) => r === 'deliveryagents').map(([, p]) => p);

    // an offline or an inactive agent is never offered: nothing matches
    for (const name of ['Olive Offline', 'Ivan Inactive']) {
      fireEvent.change(box, { target: { value: name } });
      await waitFor(() => expect(agentCalls().some((p) => p.filter?.q === name)).toBe(true));
      await waitFor(() => expect(screen.getByText('No online agent matches')).toBeInTheDocument());
      expect(screen.queryByRole('option', { name: new RegExp(name) })).not.toBeInTheDocument();
    }
    // every agent search carries the online, active filter and asks a page, never the whole table
    for (const p of agentCalls()) {
      expect(p.filter).toMatchObject({ is_online: true, active: true });
      expect(p.pagination?.perPage).toBeLessThanOrEqual(25);
    }

    // an agent past the first 500 (the 999th online agent)
    fireEvent.change(box, { target: { value: 'Rider 1997' } });
    await waitFor(() => expect(agentCalls().some((p) => p.filter?.q === 'Rider 1997')).toBe(true));
    fireEvent.click(await screen.findByRole('option', { name: 'Rider 1997 (AG1997)' }));
    await waitFor(() => expect(box).toHaveValue('Rider 1997 (AG1997)'));

    // the chosen agent is sent by id
    fireEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText('Order assigned successfully')).toBeInTheDocument();
    expect(customQuery).toHaveBeenCalledWith('createorder_assignment', { selected_agent: 1997, order_id: 1 });
  });

  it('says when no agent is online and active, and still asks for one', async () => {
    const customQuery = vi.fn(async () => ({ message: 'Order assigned successfully' }));
    const offline = AGENTS.map((a) => ({ ...a, is_online: false }));
    const { dataProvider } = provider({ customQuery }, ORDERS, offline);
    renderList(dataProvider);
    fireEvent.click(within(await rowOf('ORD000001')).getByRole('button', { name: 'Assign' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('No agent is online and active right now.')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(await within(dialog).findByText('Please select agent')).toBeInTheDocument();
    expect(customQuery).not.toHaveBeenCalled();
  });

  it("shows the server's message when a change is refused", async () => {
    const customQuery = vi.fn(async () => {
      throw new HttpError('Only pending orders can be cancelled', 400, {
        message: 'Only pending orders can be cancelled',
      });
    });
    const { dataProvider } = provider({ customQuery });
    renderList(dataProvider);
    fireEvent.click(within(await rowOf('ORD000001')).getByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Cancel order ORD000001?');
    expect(dialog).toHaveTextContent('Nsambya Clinic');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Only pending orders can be cancelled')).toBeInTheDocument();
    expect(customQuery).toHaveBeenCalledWith('cancel_order', { order_id: 1 });
  });

  it('cancels a pending order after confirming', async () => {
    const customQuery = vi.fn(async () => ({ message: 'Order cancelled successfully' }));
    const { dataProvider } = provider({ customQuery });
    renderList(dataProvider);
    fireEvent.click(within(await rowOf('ORD000001')).getByRole('button', { name: 'Cancel order' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Order cancelled successfully')).toBeInTheDocument();
    expect(customQuery).toHaveBeenCalledWith('cancel_order', { order_id: 1 });
  });

  it("refuses an extra charge of 0: 'Extra charge cant be less than or equal to zero'", async () => {
    const customQuery = vi.fn(async () => ({ message: 'Extra charge added successfully' }));
    const { dataProvider } = provider({ customQuery });
    renderList(dataProvider);
    fireEvent.click(within(await rowOf('ORD000002')).getByRole('button', { name: 'Extra charge' }));
    const dialog = await screen.findByRole('dialog');
    const input = within(dialog).getByRole('spinbutton', { name: 'Extra charge' });
    fireEvent.change(input, { target: { value: '0' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add charge' }));
    expect(
      await within(dialog).findByText('Extra charge cant be less than or equal to zero'),
    ).toBeInTheDocument();
    fireEvent.change(input, { target: { value: '-10' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add charge' }));
    expect(
      await within(dialog).findByText('Extra charge cant be less than or equal to zero'),
    ).toBeInTheDocument();
    expect(customQuery).not.toHaveBeenCalled();

    fireEvent.change(input, { target: { value: '2500' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add charge' }));
    expect(await screen.findByText('Extra charge added successfully')).toBeInTheDocument();
    expect(customQuery).toHaveBeenCalledWith('createorderextracharge', { order_id: 2, extra_charge: 2500 });
  });

  it('adds an extra charge once on a double-click on Add charge (two clicks in one frame)', async () => {
    let finish: () => void = () => undefined;
    const customQuery = vi.fn(
      () =>
        new Promise((resolve) => (finish = () => resolve({ message: 'Extra charge added successfully' }))),
    );
    const { dataProvider } = provider({ customQuery });
    renderList(dataProvider);
    fireEvent.click(within(await rowOf('ORD000002')).getByRole('button', { name: 'Extra charge' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('spinbutton', { name: 'Extra charge' }), {
      target: { value: '1000' },
    });
    const add = within(dialog).getByRole('button', { name: 'Add charge' });
    fireEvent.click(add);
    fireEvent.click(add);
    await waitFor(() => expect(customQuery).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    finish();
    expect(await screen.findByText('Extra charge added successfully')).toBeInTheDocument();
    expect(customQuery).toHaveBeenCalledTimes(1);
    expect(customQuery).toHaveBeenCalledWith('createorderextracharge', { order_id: 2, extra_charge: 1000 });
  });

  it('expands an order into Items, Delivery address and Order Update', async () => {
    const { dataProvider, update } = provider();
    renderList(dataProvider);
    // a click on the row expands it
    fireEvent.click(await screen.findByText('ORD000001'));
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Items', 'Delivery address', 'Order Update']);

    // Items
    const items = screen.getByRole('table', { name: 'Items' });
    expect(within(items).getByText('Test tubes')).toBeInTheDocument();
    expect(within(items).getByText('10 x Test tubes')).toBeInTheDocument();
    expect(within(items).getByText('1,000,000')).toBeInTheDocument();

    // Delivery address: no coordinates → a clear text, the address and its extra info
    fireEvent.click(screen.getByRole('tab', { name: 'Delivery address' }));
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveTextContent('No map location was recorded for this order');
    expect(panel).toHaveTextContent('Plot 5 Kampala Road');
    expect(panel).toHaveTextContent('Call on arrival');

    // Order Update: change the date → update('orders') with the new date
    fireEvent.click(screen.getByRole('tab', { name: 'Order Update' }));
    const date = await screen.findByDisplayValue('14/05/2024');
    fireEvent.change(date, { target: { value: '20/05/2024' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Order' }));
    expect(await screen.findByText('Order updated successfully')).toBeInTheDocument();
    expect(update).toHaveBeenCalledWith(
      'orders',
      expect.objectContaining({ id: 1, data: { date: '20/05/2024' } }),
    );
  });

  it('shows the map address and coordinates of an order that has them', async () => {
    const { dataProvider } = provider({}, [ORDERS[1]]);
    renderList(dataProvider);
    fireEvent.click(await screen.findByText('ORD000002'));
    fireEvent.click(await screen.findByRole('tab', { name: 'Delivery address' }));
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveTextContent('Map address: Kampala Road');
    expect(panel).toHaveTextContent('Coordinates: 0.31, 32.58');
    expect(panel).not.toHaveTextContent('No map location');
  });

  it('says what to do when the dates hold no orders', async () => {
    const { dataProvider } = provider({}, []);
    renderList(dataProvider);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'No orders in this date range. Widen the dates and press Search.',
    );
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
    expect(totals()).toHaveTextContent('Orders: 0');
  });

  it('prints the order sheet of one order: number, client, address, items and totals', async () => {
    const written = fakePrintWindow();
    const { dataProvider } = provider();
    renderList(dataProvider);
    const pending = await rowOf('ORD000001');
    fireEvent.click(within(pending).getByRole('button', { name: 'Print order' }));
    await waitFor(() => expect(written).toHaveLength(1));
    const sheet = written[0];
    for (const text of ['ORD000001', 'Nsambya Clinic', 'Plot 5 Kampala Road', 'Test tubes', 'Cool box'])
      expect(sheet).toContain(text);
    expect(sheet).toContain('1,234,567.50');
  });

  it('exports every filtered order to Excel, not only the page on screen', async () => {
    excel.calls = [];
    const { dataProvider } = provider();
    renderList(dataProvider);
    await rowOf('ORD000001');
    expect(shown()).toHaveLength(10);
    fireEvent.click(screen.getByRole('button', { name: 'Excel' }));
    await waitFor(() => expect(excel.calls).toHaveLength(1));
    const [rows] = excel.calls[0] as [ClientOrder[]];
    expect(rows.map((r) => r.ordernumber)).toHaveLength(12);
    expect(rows.map((r) => r.ordernumber)).toContain('ORD000012');
  });

  it('prints every filtered order with the totals line shown on the screen', async () => {
    const written = fakePrintWindow();
    const { dataProvider } = provider();
    renderList(dataProvider);
    await rowOf('ORD000001');
    expect(shown()).toHaveLength(10);
    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    await waitFor(() => expect(written).toHaveLength(1));
    const doc = new DOMParser().parseFromString(written[0], 'text/html');
    expect(doc.querySelectorAll('tbody tr')).toHaveLength(12);
    const summary = doc.querySelector('.print-summary')?.textContent ?? '';
    expect(summary).toMatch(/^Totals/);
    for (const key of ['count', 'items', 'extra', 'overall']) {
      const onScreen = screen.getByTestId(`order-total-${key}`).textContent ?? '';
      expect(onScreen).not.toBe('');
      expect(summary).toContain(onScreen);
    }
    expect(summary).toContain('Orders: 12');
  });

  it('prints only the columns the column chooser shows', async () => {
    const written = fakePrintWindow();
    const { dataProvider } = provider();
    renderList(dataProvider);
    await rowOf('ORD000001');
    fireEvent.click(screen.getByRole('button', { name: 'Columns' }));
    const option = await screen.findByRole('option', { name: 'Client' });
    fireEvent.click(option.querySelector('input') as HTMLInputElement);
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: 'Client' })).toBeNull());
    fireEvent.keyDown(option, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('option', { name: 'Client' })).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    await waitFor(() => expect(written).toHaveLength(1));
    const doc = new DOMParser().parseFromString(written[0], 'text/html');
    const headers = Array.from(doc.querySelectorAll('thead th')).map((th) => th.textContent);
    expect(headers).not.toContain('Client');
    expect(headers).toContain('Order No.');
    expect(doc.body.textContent).not.toContain('Nsambya Clinic');
  });
});
