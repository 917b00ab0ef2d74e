import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError, testDataProvider, type DataProvider } from 'react-admin';
import { DeliveryList } from '../../src/resources/deliveries/DeliveryList';
import { shapeDeliveryRows } from '../../src/lib/deliveries';
import { applyListParams } from '../../src/lib/listQuery';
import {
  DELIVERED_SAMPLE,
  DEMO,
  excel,
  fakeAuthProvider,
  fakePrintWindow,
  renderWithNotifications,
} from './helpers';
import { wire } from './wire';

// the Excel library writes a file through the browser: record the call instead
vi.mock('../../src/lib/excel', async (original) =>
  (await import('./helpers')).recordingExcel(original, 'Deliveries.xlsx'),
);

// the page renders two date pickers: slow in jsdom on a busy machine
configure({ asyncUtilTimeout: 10000 });

// Wednesday 22 May 2024: the default range runs from Monday 13 May
const TODAY = new Date(2024, 4, 22, 10, 0);

function item(barcode: string, item_type: string, quantity: number, item_name: string, children = []) {
  return { barcode, item_type, quantity, description: `${item_name} description`, item_name, children };
}

function base(id: number, delivery_number: string, extra: Record<string, unknown>) {
  return {
    id,
    delivery_number,
    ...DELIVERED_SAMPLE,
    orig_date: `2024-05-14T0${id % 10}:00:00.000Z`,
    items_total: 1,
    parent_code: null,
    ...extra,
  };
}

function reportRows() {
  return [
    base(1, 'DLV1', {
      item_type: 'batch',
      item_name: 'Blood batch',
      barcode: 'B-100',
      barcode_type: 'parent',
      items_total: 5,
      delivery_items: [
        {
          ...item('B-100', 'batch', 5, 'Blood batch'),
          children: [
            { barcode: 'C-1', type: 'single_entry', quantity: 2 },
            { barcode: 'C-2', type: 'single_entry', quantity: 3 },
          ],
        },
      ],
    }),
    base(2, 'DLV1', {
      item_type: 'single_entry',
      item_name: 'Blood',
      barcode: 'C-1',
      barcode_type: 'child',
      parent_code: 'B-100',
      items_total: 2,
      delivery_items: [item('C-1', 'single_entry', 2, 'Blood')],
    }),
    base(3, 'DLV2', {
      item_type: 'single_entry',
      item_name: 'Sputum',
      barcode: 'S-7',
      barcode_type: 'child',
      delivery_status: 'pending',
      agent_account_name: 'Denis Opio',
      pickup_point: 'Lacor HC',
      destination: 'Gulu Hub',
      time_of_dropoff: null,
      turn_around_time: '00:00:00',
      delivery_items: [item('S-7', 'single_entry', 1, 'Sputum')],
    }),
    base(4, 'DLV3', {
      item_type: 'package',
      item_name: 'Sample package',
      barcode: 'P-9',
      barcode_type: 'parent',
      delivery_items: [item('P-9', 'package', 1, 'Sample package')],
    }),
  ];
}

const ARGS = ['dateone', 'datetwo', 'delivery_status', 'hub'];

/** A data provider that serves the report like the real one (args → report, the rest in the browser). */
function provider(overrides: Partial<Record<string, unknown>> = {}) {
  let rows = shapeDeliveryRows(reportRows());
  const reportCalls: Record<string, unknown>[] = [];
  const customQuery = vi.fn(async (name: string, body: Record<string, unknown>) => {
    if (name === 'confirm_receiving_items') {
      rows = rows.map((r) =>
        r.delivery_number === body.delivery_number
          ? {
              ...r,
              received_by_coordinator: true,
              received_by: 'manager',
              time_of_receiving: body.time_of_receiving,
              receivers_note: body.receivers_note,
            }
          : r,
      );
      return { message: 'Delivery received successfully!' };
    }
    return { message: 'Barcode repackaged successfully' };
  });
  const update = vi.fn(async (_resource: string, params: { id: number; data: Record<string, unknown> }) => ({
    data: { ...params.data, id: params.id },
  }));
  const dp = testDataProvider({
    getList: (async (
      resource: string,
      params: { filter?: Record<string, unknown>; pagination: never; sort: never },
    ) => {
      if (resource === 'deliveryagents')
        return {
          data: [
            { id: 7, FullName: 'Alice Nakato' },
            { id: 8, FullName: 'Denis Opio' },
          ],
          total: 2,
        };
      const filter = { ...(params.filter ?? {}) };
      const args: Record<string, unknown> = {};
      for (const k of ARGS) {
        args[k] = filter[k];
        delete filter[k];
      }
      reportCalls.push(args);
      const byStatus = args.delivery_status
        ? rows.filter((r) => r.delivery_status === args.delivery_status)
        : rows;
      return applyListParams(byStatus, { filter, sort: params.sort, pagination: params.pagination });
    }) as DataProvider['getList'],
    update: update as unknown as DataProvider['update'],
    delete: (async (_r: string, p: { id: number }) => ({ data: { id: p.id } })) as DataProvider['delete'],
    ...(overrides as Partial<DataProvider>),
  });
  return {
    dataProvider: { ...dp, customQuery, ...wire({ customQuery }) } as DataProvider,
    customQuery,
    update,
    reportCalls,
  };
}

function renderList(p = provider(), permissions = DEMO.manager) {
  renderWithNotifications(<DeliveryList today={TODAY} />, {
    dataProvider: p.dataProvider,
    authProvider: fakeAuthProvider(permissions),
  });
  return p;
}

const tab = (name: RegExp) => screen.findByRole('tab', { name });

/** the row's expand toggle: a named button in the Tab order */
function expandButton(row: HTMLElement) {
  const button = within(row).getByRole('button', { name: 'Show details' });
  expect(button).toHaveAttribute('tabindex', '0');
  return button;
}

async function openBatchTab() {
  fireEvent.click(await tab(/Tracking in batch\/package/));
  // the batch tab is there when its package row is (B-100 also shows as the parent code of C-1)
  await screen.findByText('P-9');
}

describe('deliveries list', () => {
  // the list keeps its filters in the URL: every test starts from the default ones
  beforeEach(() => window.history.replaceState(null, '', '/'));

  it('fetches the default range and shows both tabs with their counts', async () => {
    const p = renderList();
    expect(await tab(/Tracking as single \(2\)/)).toBeInTheDocument();
    expect(await tab(/Tracking in batch\/package \(2\)/)).toBeInTheDocument();
    expect(p.reportCalls[0]).toMatchObject({ dateone: '2024-05-13', datetwo: '2024-05-22' });
    // the single tab: child rows with their parent code, the green zero turnaround
    expect(await screen.findByText('C-1')).toBeInTheDocument();
    expect(screen.getByText('S-7')).toBeInTheDocument();
    expect(screen.queryByText('P-9')).not.toBeInTheDocument();
    expect(screen.getByText('00:00:00')).toHaveAttribute('data-color', '#52c41a');
    expect(screen.getByText('01:30:00')).toHaveAttribute('data-color', '');
  });

  it('counts follow the text filters (debounced)', async () => {
    renderList();
    await tab(/Tracking as single \(2\)/);
    // the agent filter is folded behind 'More filters'
    fireEvent.click(screen.getByRole('button', { name: 'More filters' }));
    fireEvent.change(await screen.findByRole('searchbox', { name: 'Agent' }), { target: { value: 'denis' } });
    expect(await tab(/Tracking as single \(1\)/)).toBeInTheDocument();
    expect(await tab(/Tracking in batch\/package \(0\)/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('C-1')).not.toBeInTheDocument());
  });

  it('fetches the report again for the chosen status', async () => {
    const p = renderList();
    await tab(/Tracking as single \(2\)/);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['All', 'pending', 'delivered']);
    fireEvent.click(options[1]);
    expect(await tab(/Tracking as single \(1\)/)).toBeInTheDocument();
    expect(await tab(/Tracking in batch\/package \(0\)/)).toBeInTheDocument();
    expect(p.reportCalls.at(-1)).toMatchObject({ delivery_status: 'pending', dateone: '2024-05-13' });
  });

  it('the status field follows Back: the status applied before comes back into the field', async () => {
    const p = renderList();
    await tab(/Tracking as single \(2\)/);
    const address = () => decodeURIComponent(window.location.href);
    const choose = async (name: string) => {
      fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
      fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name }));
    };
    await choose('pending');
    await waitFor(() => expect(address()).toContain('"delivery_status":"pending"'));
    await choose('delivered');
    await waitFor(() => expect(address()).toContain('"delivery_status":"delivered"'));
    window.history.back();
    await waitFor(() => expect(address()).toContain('"delivery_status":"pending"'));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('pending'),
    );
    await waitFor(() => expect(p.reportCalls.at(-1)).toMatchObject({ delivery_status: 'pending' }));
  });

  it('expands a batch to its children with the matched delivery item, or none', async () => {
    renderList();
    await openBatchTab();
    const row = screen.getByText('B-100').closest('tr')!;
    fireEvent.click(expandButton(row));
    const panel = await screen.findByRole('region', { name: 'Batch Children' });
    expect(within(panel).getByText('Child Barcode')).toBeInTheDocument();
    const c1 = within(panel).getByText('C-1').closest('tr')!;
    expect(within(c1).getByText('Blood')).toBeInTheDocument();
    expect(within(c1).getByText('delivered')).toBeInTheDocument();
    const c2 = within(panel).getByText('C-2').closest('tr')!;
    expect(within(c2).getByText('No separate record')).toBeInTheDocument();

    const pkg = screen.getByText('P-9').closest('tr')!;
    fireEvent.click(expandButton(pkg));
    const empty = await screen.findByRole('region', { name: 'Package Children' });
    expect(within(empty).getByText('No child items found for this batch/package')).toBeInTheDocument();
  });

  it('warns when a date is missing and does not fetch', async () => {
    const p = renderList();
    await tab(/Tracking as single \(2\)/);
    const calls = p.reportCalls.length;
    const from = screen.getByRole('group', { name: 'From' });
    const hidden = from.parentElement!.querySelector('input')!;
    fireEvent.change(hidden, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please dates are missing');
    expect(p.reportCalls.length).toBe(calls);
  });

  it('asks for a barcode, reports found and not found items, and clears', async () => {
    renderList();
    await tab(/Tracking as single \(2\)/);
    fireEvent.click(screen.getByRole('button', { name: 'Search barcode' }));
    expect(await screen.findByText('Please enter a barcode to search')).toBeInTheDocument();

    const box = screen.getByRole('textbox', { name: 'Barcode' });
    fireEvent.change(box, { target: { value: 'c-2' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(await screen.findByText('Found 1 item(s) with barcode: c-2')).toBeInTheDocument();
    const dialog = await screen.findByRole('dialog');
    const result = within(dialog).getByTestId('barcode-result');
    expect(within(result).getByText('C-2')).toBeInTheDocument();
    expect(within(result).getByText('Child')).toBeInTheDocument();
    expect(within(result).getByText('B-100')).toBeInTheDocument();
    expect(within(result).getByText('DLV1')).toBeInTheDocument();
    expect(within(result).getByText('Mulago HC → Kampala Hub')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    fireEvent.change(box, { target: { value: 'nothing' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search barcode' }));
    expect(await screen.findByText('No items found with barcode: nothing')).toBeInTheDocument();
    expect(await screen.findByText('No items found with the specified barcode.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(await screen.findByText('Barcode search cleared')).toBeInTheDocument();
    expect(box).toHaveValue('');
  });

  it('runs the search when a scanner types a code anywhere on the page', async () => {
    renderList();
    await tab(/Tracking as single \(2\)/);
    let t = 1000;
    for (const key of 'S-7') fireEvent.keyDown(document.body, { key, timeStamp: (t += 10) });
    fireEvent.keyDown(document.body, { key: 'Enter', timeStamp: (t += 10) });
    expect(await screen.findByText('Found 1 item(s) with barcode: S-7')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Barcode', hidden: true })).toHaveValue('S-7');
  });

  it('repackages only delivered items, with a required reason', async () => {
    const p = renderList();
    await tab(/Tracking as single \(2\)/);
    const box = screen.getByRole('textbox', { name: 'Barcode' });
    fireEvent.change(box, { target: { value: 'S-7' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    const pending = await screen.findByTestId('barcode-result');
    expect(
      within(pending).getByRole('button', { name: 'Repackage (Only for successful deliveries)' }),
    ).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));

    fireEvent.change(box, { target: { value: 'C-1' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await screen.findByText('Found 1 item(s) with barcode: C-1');
    const result = await screen.findByTestId('barcode-result');
    fireEvent.click(within(result).getByRole('button', { name: 'Repackage' }));
    const dialog = await screen.findByRole('dialog', { name: 'Repackage barcode C-1' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Repackage' }));
    expect(await within(dialog).findByText('Please enter a reason for repackaging')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'x'.repeat(501) } });
    expect(within(dialog).getByText('Reason must be at most 500 characters')).toBeInTheDocument();
    // nothing is sent to repackage (the list's overdue marks ask get_overdue meanwhile)
    expect(p.customQuery.mock.calls.filter(([name]) => name === 'repackage_barcode')).toEqual([]);
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'Torn bag' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Repackage' }));
    expect(await screen.findByText('Barcode repackaged successfully')).toBeInTheDocument();
    expect(p.customQuery).toHaveBeenCalledWith('repackage_barcode', {
      barcode: 'C-1',
      reason_for_repackage: 'Torn bag',
    });
  });

  it('shows the server message when repackaging fails', async () => {
    const p = provider();
    const answer = p.customQuery.getMockImplementation()!;
    p.customQuery.mockImplementation(async (name: string, body: Record<string, unknown>) => {
      if (name === 'repackage_barcode') throw new HttpError('Only delivered items can be repackaged', 400);
      return answer(name, body);
    });
    renderList(p);
    await tab(/Tracking as single \(2\)/);
    const box = screen.getByRole('textbox', { name: 'Barcode' });
    fireEvent.change(box, { target: { value: 'C-1' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    fireEvent.click(
      within(await screen.findByTestId('barcode-result')).getByRole('button', { name: 'Repackage' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Repackage barcode C-1' });
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'Torn bag' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Repackage' }));
    expect(await screen.findByText('Only delivered items can be repackaged')).toBeInTheDocument();
  });

  it('receives a delivery: the modal shows it, the provider gets the body, the row shows the Received mark', async () => {
    const p = renderList();
    const row = (await screen.findByText('S-7')).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: 'Receive' }));
    const dialog = await screen.findByRole('dialog', { name: 'Receive Delivery' });
    const details = within(dialog).getByTestId('receive-details');
    expect(details).toHaveTextContent('DLV2');
    expect(details).toHaveTextContent('Denis Opio');
    expect(details).toHaveTextContent('Lacor HC');
    expect(details).toHaveTextContent('Gulu Hub');
    expect(details).toHaveTextContent('Sputum (single_entry)');
    fireEvent.change(within(dialog).getByLabelText('Receiver note'), { target: { value: 'All intact' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm receiving' }));
    expect(await screen.findByText('Delivery received successfully!')).toBeInTheDocument();
    expect(p.customQuery).toHaveBeenCalledWith('confirm_receiving_items', {
      time_of_receiving: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      delivery_number: 'DLV2',
      receivers_note: 'All intact',
      username: expect.any(String),
    });
    const after = screen.getByText('S-7').closest('tr')!;
    await waitFor(() =>
      expect(within(after).getByTestId('received-mark')).toHaveTextContent('Note: All intact'),
    );
    expect(within(after).queryByRole('button', { name: 'Receive' })).not.toBeInTheDocument();
  });

  it('receives once on a double-click on Confirm receiving (two clicks in one frame)', async () => {
    const p = provider();
    const answer = p.customQuery.getMockImplementation()!;
    let finish: () => void = () => undefined;
    p.customQuery.mockImplementation((name: string, body: Record<string, unknown>) =>
      name === 'confirm_receiving_items'
        ? new Promise((resolve) => (finish = () => resolve(answer(name, body))))
        : answer(name, body),
    );
    renderList(p);
    const row = (await screen.findByText('S-7')).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: 'Receive' }));
    const dialog = await screen.findByRole('dialog', { name: 'Receive Delivery' });
    const confirm = within(dialog).getByRole('button', { name: 'Confirm receiving' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    const receipts = () => p.customQuery.mock.calls.filter(([name]) => name === 'confirm_receiving_items');
    await waitFor(() => expect(receipts()).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    finish();
    expect(await screen.findByText('Delivery received successfully!')).toBeInTheDocument();
    expect(receipts()).toHaveLength(1);
    expect(screen.queryByText('Delivery already received')).not.toBeInTheDocument();
  });

  it('hides Receive, Edit and Delete from staff', async () => {
    renderList(provider(), DEMO.staff);
    const row = (await screen.findByText('S-7')).closest('tr')!;
    expect(within(row).getByText('Not received')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Receive' })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('edits a delivery: required messages, HH:MM times, invalid JSON, then saves', async () => {
    const p = renderList();
    const row = (await screen.findByText('S-7')).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Delivery DLV2' });
    const input = (label: RegExp) => within(dialog).getByLabelText(label);
    for (const label of [/Delivery No\./, /Delivery type/, /Pickup point/, /^Destination/])
      fireEvent.change(input(label), { target: { value: '' } });
    fireEvent.change(input(/Pickup time/), { target: { value: '8h' } });
    fireEvent.change(input(/Delivery items/), { target: { value: '[{"barcode": ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    for (const message of [
      'Please enter delivery number',
      'Please enter delivery type',
      'Please enter pickup point',
      'Please enter destination',
      'Please enter the time as HH:MM',
      'Delivery items must be valid JSON: a list of items like [{"barcode": "…", "quantity": 1}]',
    ])
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(p.update).not.toHaveBeenCalled();

    fireEvent.change(input(/Delivery No\./), { target: { value: 'DLV2' } });
    fireEvent.change(input(/Delivery type/), { target: { value: 'sample' } });
    fireEvent.change(input(/Pickup point/), { target: { value: 'Lacor HC' } });
    fireEvent.change(input(/^Destination/), { target: { value: 'Gulu Hub' } });
    fireEvent.change(input(/Pickup time/), { target: { value: '08:15' } });
    fireEvent.change(input(/Delivery items/), { target: { value: '[{"barcode": "S-7", "quantity": 2}]' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Delivery updated successfully!')).toBeInTheDocument();
    expect(p.update).toHaveBeenCalledWith(
      'deliveries',
      expect.objectContaining({
        id: 3,
        data: expect.objectContaining({
          delivery_number: 'DLV2',
          delivery_status: 'pending',
          agent_account: 7,
          date: '2024-05-14',
          time_of_pickup: '08:15',
          delivery_items: [{ barcode: 'S-7', quantity: 2 }],
        }),
      }),
    );
  });

  it('after Edit the row shows its date formatted and its real turnaround, as the report gives them', async () => {
    // the server answers the raw row (ISO date, zero turnaround); the report gives the shown values
    const p = provider();
    p.update.mockImplementation(
      async (_resource: string, params: { id: number; data: Record<string, unknown> }) => ({
        data: { ...params.data, id: params.id, turn_around_time: '00:00:00' },
      }),
    );
    renderList(p);
    const row = (await screen.findByText('C-1')).closest('tr')!;
    expect(within(row).getByText('01:30:00')).toBeInTheDocument();
    fireEvent.click(within(row).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Delivery DLV1' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Delivery updated successfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const after = screen.getByText('C-1').closest('tr')!;
    expect(within(after).getByText('14/05/2024')).toBeInTheDocument();
    expect(within(after).getByText('01:30:00')).toBeInTheDocument();
    expect(within(after).queryByText('2024-05-14')).not.toBeInTheDocument();
    expect(within(after).queryByText('00:00:00')).not.toBeInTheDocument();
  });

  it('shows the server error when an update fails, else the fallback', async () => {
    const p = provider({
      update: vi.fn(async () => {
        throw new HttpError('', 500);
      }),
    });
    renderList(p);
    const row = (await screen.findByText('S-7')).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Delivery DLV2' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Failed to update delivery')).toBeInTheDocument();
  });

  it('deletes after a confirmation that says it cannot be undone', async () => {
    const remove = vi.fn(async (_r: string, params: { id: number }) => ({ data: { id: params.id } }));
    const p = provider({ delete: remove });
    renderList(p);
    const row = (await screen.findByText('S-7')).closest('tr')!;
    fireEvent.click(await within(row).findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('This action cannot be undone.');
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: /confirm/i }));
    });
    expect(await screen.findByText('Delivery deleted successfully!')).toBeInTheDocument();
    expect(remove).toHaveBeenCalledWith('deliveries', expect.objectContaining({ id: 3 }));
  });

  it('exports and prints every row of the tab shown, not only the page', async () => {
    excel.calls = [];
    renderList();
    await tab(/Tracking as single \(2\)/);
    fireEvent.click(screen.getByRole('button', { name: 'Excel' }));
    await waitFor(() => expect(excel.calls).toHaveLength(1));
    const [rows] = excel.calls[0] as [{ barcode: string }[]];
    expect(rows.map((r) => r.barcode).sort()).toEqual(['C-1', 'S-7']);
    expect(await screen.findByText('Excel file exported successfully: Deliveries.xlsx')).toBeInTheDocument();

    const written = fakePrintWindow();
    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    await waitFor(() => expect(written).toHaveLength(1));
    expect(written[0]).toContain('C-1');
    expect(written[0]).toContain('S-7');
    expect(written[0]).not.toContain('P-9');
    vi.mocked(window.open).mockRestore();
  });
});

/**
 * A data provider standing for a server that pages the report (README "Paging report calls"): each answer is
 * one page with meta {serverPaged, tab_counts}; `barcode_search` answers the rows whose codes contain it.
 * `extra` child rows make the report long enough for several pages of 500.
 */
function pagingProvider(
  o: {
    extra?: number;
    hangAfterFirstPage?: boolean;
    hangBarcodePages?: boolean;
    /** the barcode search's pages after the first wait for it */
    barcodeGate?: Promise<void>;
  } = {},
) {
  const shaped = shapeDeliveryRows(reportRows());
  for (let i = 0; i < (o.extra ?? 0); i++)
    shaped.push({
      ...shaped[1],
      id: 1000 + i,
      barcode: `X-${i}`,
      delivery_number: `DLX${i}`,
      delivery_items: [item(`X-${i}`, 'single_entry', 2, 'Blood')],
    });
  const calls: { filter: Record<string, unknown>; perPage: number; page: number }[] = [];
  const getList = (async (
    resource: string,
    params: {
      filter?: Record<string, unknown>;
      pagination: { page: number; perPage: number };
      sort: never;
      signal?: AbortSignal;
    },
  ) => {
    if (resource === 'deliveryagents') return { data: [], total: 0 };
    const filter = { ...(params.filter ?? {}) };
    calls.push({ filter: { ...filter }, perPage: params.pagination.perPage, page: params.pagination.page });
    for (const k of ARGS) delete filter[k];
    const code = typeof filter.barcode_search === 'string' ? filter.barcode_search.toLowerCase() : '';
    delete filter.barcode_search;
    if (code) {
      const hits = shaped.filter((r) =>
        JSON.stringify([r.barcode, r.parent_code, r.delivery_items]).toLowerCase().includes(code),
      );
      const { page, perPage } = params.pagination;
      if (o.hangBarcodePages && page > 1) return new Promise(() => {});
      if (o.barcodeGate && page > 1) await o.barcodeGate;
      const data = hits.slice((page - 1) * perPage, page * perPage);
      return { data, total: hits.length, meta: { serverPaged: true } };
    }
    const { tracking, ...others } = filter;
    const all = applyListParams(shaped, { filter: others }).data;
    const tab_counts = {
      single: all.filter((r) => r.tracking === 'single').length,
      batch: all.filter((r) => r.tracking === 'batch').length,
    };
    const perPage = Math.min(params.pagination.perPage, 500);
    if (o.hangAfterFirstPage && params.pagination.page > 1 && perPage === 500)
      return new Promise((_resolve, reject) =>
        params.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
      );
    const page = applyListParams(all, {
      filter: { tracking },
      sort: params.sort,
      pagination: { page: params.pagination.page, perPage },
    });
    return { ...page, meta: { serverPaged: true, tab_counts } };
  }) as unknown as DataProvider['getList'];
  const dp = testDataProvider({ getList });
  return { dataProvider: { ...dp, customQuery: vi.fn() } as DataProvider, calls };
}

describe('deliveries list on a server that pages the report', () => {
  beforeEach(() => window.history.replaceState(null, '', '/'));

  const render = (p: ReturnType<typeof pagingProvider>) =>
    renderWithNotifications(<DeliveryList today={TODAY} />, {
      dataProvider: p.dataProvider,
      authProvider: fakeAuthProvider(DEMO.manager),
    });

  it('shows the tab counts the server answers and never asks for every row', async () => {
    const p = pagingProvider();
    render(p);
    expect(await tab(/Tracking as single \(2\)/)).toBeInTheDocument();
    expect(await tab(/Tracking in batch\/package \(2\)/)).toBeInTheDocument();
    expect(await screen.findByText('C-1')).toBeInTheDocument();
    // the agent filter is folded behind 'More filters'
    fireEvent.click(screen.getByRole('button', { name: 'More filters' }));
    fireEvent.change(await screen.findByRole('searchbox', { name: 'Agent' }), { target: { value: 'denis' } });
    expect(await tab(/Tracking as single \(1\)/)).toBeInTheDocument();
    expect(await tab(/Tracking in batch\/package \(0\)/)).toBeInTheDocument();
    // only pages: no call for every row, no per-tab count call
    expect(p.calls.every((c) => c.perPage <= 500)).toBe(true);
    expect(p.calls.every((c) => c.perPage !== 1)).toBe(true);
  });

  it('runs the barcode search on the server and opens the same results modal', async () => {
    const p = pagingProvider();
    render(p);
    await tab(/Tracking as single \(2\)/);
    const box = screen.getByRole('textbox', { name: 'Barcode' });
    fireEvent.change(box, { target: { value: 'c-2' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(await screen.findByText('Found 1 item(s) with barcode: c-2')).toBeInTheDocument();
    const result = within(await screen.findByRole('dialog')).getByTestId('barcode-result');
    expect(within(result).getByText('C-2')).toBeInTheDocument();
    expect(within(result).getByText('Child')).toBeInTheDocument();
    expect(within(result).getByText('B-100')).toBeInTheDocument();
    expect(within(result).getByText('DLV1')).toBeInTheDocument();
    expect(p.calls.some((c) => c.filter.barcode_search === 'c-2' && c.perPage === 500)).toBe(true);
  });

  it('opens the results modal on the first page of a long barcode search, then counts every result', async () => {
    const slow = pagingProvider({ extra: 1100, hangBarcodePages: true });
    const { unmount } = render(slow);
    await tab(/Tracking as single \(1102\)/);
    const box = screen.getByRole('textbox', { name: 'Barcode' });
    fireEvent.change(box, { target: { value: 'x-' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    // pages 2 and 3 never come: the modal shows the first page's results and pages through them
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByTestId('barcode-result')).toHaveLength(10);
    expect(within(dialog).getByText('X-0')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Go to page 50' }));
    expect(await within(dialog).findByText('X-499')).toBeInTheDocument();
    expect(screen.queryByText(/Found \d+ item\(s\)/)).not.toBeInTheDocument();
    expect(slow.calls.filter((c) => c.filter.barcode_search === 'x-').map((c) => c.page)).toEqual([1, 2, 3]);
    unmount();

    const p = pagingProvider({ extra: 1100 });
    render(p);
    await tab(/Tracking as single \(1102\)/);
    const box2 = screen.getByRole('textbox', { name: 'Barcode' });
    fireEvent.change(box2, { target: { value: 'x-' } });
    fireEvent.keyDown(box2, { key: 'Enter' });
    expect(await screen.findByText('Found 1100 item(s) with barcode: x-')).toBeInTheDocument();
    const full = await screen.findByRole('dialog');
    fireEvent.click(within(full).getByRole('button', { name: 'Go to page 110' }));
    expect(await within(full).findByText('X-1099')).toBeInTheDocument();
  });

  it('a results modal closed while the other pages load stays closed, and no further page is asked', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    // 2,600 matches: 6 pages of 500, of which 3 are asked at a time after the first
    const p = pagingProvider({ extra: 2600, barcodeGate: gate });
    render(p);
    await tab(/Tracking as single \(2602\)/);
    const box = screen.getByRole('textbox', { name: 'Barcode' });
    fireEvent.change(box, { target: { value: 'x-' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('X-0')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    release();
    const pages = () => p.calls.filter((c) => c.filter.barcode_search === 'x-').map((c) => c.page);
    await waitFor(() => expect(pages()).toEqual([1, 2, 3, 4]));
    // the pages in flight arrived: the modal stays closed, nothing is counted, pages 5 and 6 are never asked
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText(/Found \d+ item\(s\)/)).not.toBeInTheDocument();
    expect(pages()).toEqual([1, 2, 3, 4]);
    // a new search opens it again
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(await screen.findByText('Found 2600 item(s) with barcode: x-')).toBeInTheDocument();
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('exports every row of the tab, loading pages of 500', async () => {
    excel.calls = [];
    const p = pagingProvider({ extra: 1100 });
    render(p);
    expect(await tab(/Tracking as single \(1102\)/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Excel' }));
    await waitFor(() => expect(excel.calls).toHaveLength(1), { timeout: 20000 });
    const [rows] = excel.calls[0] as [{ barcode: string }[]];
    expect(rows).toHaveLength(1102);
    expect(p.calls.filter((c) => c.perPage === 500).map((c) => c.page)).toEqual([1, 2, 3]);
  });

  it('shows the loading progress of all rows and cancels it', async () => {
    excel.calls = [];
    const p = pagingProvider({ extra: 1100, hangAfterFirstPage: true });
    render(p);
    await tab(/Tracking as single \(1102\)/);
    fireEvent.click(screen.getByRole('button', { name: 'Excel' }));
    expect(await screen.findByText('Loading rows 500 of 1,102')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Loading of the rows cancelled')).toBeInTheDocument();
    expect(screen.queryByText('Loading rows 500 of 1,102')).not.toBeInTheDocument();
    expect(excel.calls).toHaveLength(0);
  });
});
