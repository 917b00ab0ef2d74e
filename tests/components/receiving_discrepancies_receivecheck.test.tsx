/**
 * The Receive dialog's check (scan or tick the expected children, unexpected scans shown apart), the
 * discrepancy mark on the received row, and the Discrepancies page.
 */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { testDataProvider, type DataProvider } from 'react-admin';
import { DeliveryList } from '../../src/resources/deliveries/DeliveryList';
import { DiscrepanciesPage } from '../../src/pages/receiving_discrepancies/DiscrepanciesPage';
import { shapeDeliveryRows } from '../../src/lib/deliveries';
import { applyListParams } from '../../src/lib/listQuery';
import {
  DELIVERED_SAMPLE,
  DEMO,
  discrepanciesProvider,
  discrepancy,
  fakeAuthProvider,
  renderWithAdmin,
  renderWithNotifications,
} from './helpers';
import { wire } from './wire';

const TODAY = new Date(2024, 4, 22, 10, 0);
const CHILDREN = ['C-1', 'C-2', 'C-3'];

function rows() {
  const base = { ...DELIVERED_SAMPLE, receiving_discrepancy: false };
  return [
    {
      ...base,
      id: 1,
      delivery_number: 'DLV1',
      orig_date: '2024-05-14T08:00:00.000Z',
      item_type: 'batch',
      item_name: 'Blood batch',
      barcode: 'B-1',
      barcode_type: 'parent',
      parent_code: null,
      items_total: 3,
      delivery_items: [
        {
          barcode: 'B-1',
          item_type: 'batch',
          quantity: 3,
          item_name: 'Blood batch',
          children: CHILDREN.map((barcode) => ({ barcode, type: 'single_entry', quantity: 1 })),
        },
      ],
    },
    {
      ...base,
      id: 2,
      delivery_number: 'DLV2',
      orig_date: '2024-05-14T09:00:00.000Z',
      item_type: 'batch',
      item_name: 'Sputum batch',
      barcode: 'B-2',
      barcode_type: 'parent',
      parent_code: null,
      items_total: 1,
      delivery_items: [{ barcode: 'B-2', item_type: 'batch', quantity: 1, children: [{ barcode: 'S-1' }] }],
    },
  ];
}

/** The child rows of batch B-1 (delivery DLV1), on the 'Tracking as single' tab. */
function childRows() {
  const [batch] = rows();
  return CHILDREN.map((barcode, i) => ({
    ...batch,
    id: 10 + i,
    item_type: 'single_entry',
    item_name: 'Blood',
    barcode,
    barcode_type: 'child',
    parent_code: 'B-1',
    items_total: 1,
    delivery_items: [{ barcode, item_type: 'single_entry', quantity: 1, children: [] }],
  }));
}

function provider(extra: ReturnType<typeof childRows> = []) {
  let data = shapeDeliveryRows([...rows(), ...extra]);
  const customQuery = vi.fn(async (name: string, body: Record<string, unknown>) => {
    if (name !== 'confirm_receiving_items') throw new Error(`unexpected ${name}`);
    const discrepancy = 'received_codes' in body;
    data = data.map((r) =>
      r.delivery_number === body.delivery_number
        ? {
            ...r,
            received_by_coordinator: true,
            received_by: 'manager',
            time_of_receiving: String(body.time_of_receiving),
            receivers_note: String(body.receivers_note),
            receiving_discrepancy: discrepancy,
          }
        : r,
    );
    return { message: 'Delivery received successfully!' };
  });
  const dp = testDataProvider({
    getList: (async (
      resource: string,
      params: { filter?: Record<string, unknown>; pagination: never; sort: never },
    ) => {
      if (resource !== 'deliveries') return { data: [], total: 0 };
      const filter = { ...(params.filter ?? {}) };
      for (const k of ['dateone', 'datetwo', 'delivery_status', 'hub']) delete filter[k];
      return applyListParams(data, { filter, sort: params.sort, pagination: params.pagination });
    }) as DataProvider['getList'],
  });
  return { dataProvider: { ...dp, ...wire({ customQuery }) } as DataProvider, customQuery };
}

async function openReceive(text: string) {
  // batch rows are on the 'Tracking in batch/package' tab
  fireEvent.click(await screen.findByRole('tab', { name: /Tracking in batch\/package/ }));
  const row = (await screen.findByText(text)).closest('tr')!;
  fireEvent.click(within(row).getByRole('button', { name: 'Receive' }));
  return screen.findByRole('dialog', { name: 'Receive Delivery' });
}

describe('Receive dialog: the receiving check', () => {
  it('lists the expected children, takes scans and ticks, shows unexpected codes and sends the check', async () => {
    const p = provider();
    renderWithNotifications(<DeliveryList today={TODAY} />, {
      dataProvider: p.dataProvider,
      authProvider: fakeAuthProvider(DEMO.manager),
    });
    const dialog = await openReceive('B-1');
    const check = within(dialog).getByTestId('receive-check');
    for (const code of CHILDREN)
      expect(within(check).getByRole('checkbox', { name: code })).not.toBeChecked();
    expect(within(check).getByTestId('receive-check-count')).toHaveTextContent('0 of 3 checked');

    // a hand-held scanner types the code and presses Enter
    const scan = within(check).getByLabelText('Scan a barcode');
    fireEvent.change(scan, { target: { value: 'C-1' } });
    fireEvent.keyDown(scan, { key: 'Enter' });
    expect(scan).toHaveValue('');
    expect(within(check).getByRole('checkbox', { name: 'C-1' })).toBeChecked();
    fireEvent.change(scan, { target: { value: 'X-9' } });
    fireEvent.keyDown(scan, { key: 'Enter' });
    expect(within(check).getByTestId('receive-unexpected')).toHaveTextContent('Unexpected: X-9');
    // or ticks one
    fireEvent.click(within(check).getByRole('checkbox', { name: 'C-2' }));
    expect(within(check).getByTestId('receive-check-count')).toHaveTextContent('2 of 3 checked');
    expect(within(check).getByTestId('receive-missing')).toHaveTextContent('Missing: C-3');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm receiving' }));
    expect(await screen.findByText('Delivery received successfully!')).toBeInTheDocument();
    expect(p.customQuery).toHaveBeenCalledWith('confirm_receiving_items', {
      time_of_receiving: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      delivery_number: 'DLV1',
      receivers_note: '',
      username: expect.any(String),
      expected_codes: JSON.stringify(CHILDREN),
      received_codes: JSON.stringify(['C-1', 'C-2', 'X-9']),
    });
    // the received row shows the discrepancy mark
    await waitFor(() =>
      expect(
        within(screen.getByText('B-1').closest('tr')!).getByTestId('discrepancy-mark'),
      ).toHaveTextContent('Discrepancy'),
    );
  });

  it('receives without checking as before: only the documented fields, no mark', async () => {
    const p = provider();
    renderWithAdmin(<DeliveryList today={TODAY} />, {
      dataProvider: p.dataProvider,
      authProvider: fakeAuthProvider(DEMO.manager),
    });
    const dialog = await openReceive('B-2');
    expect(within(dialog).getByRole('checkbox', { name: 'S-1' })).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm receiving' }));
    await waitFor(() => expect(p.customQuery).toHaveBeenCalled());
    expect(p.customQuery).toHaveBeenCalledWith('confirm_receiving_items', {
      time_of_receiving: expect.any(String),
      delivery_number: 'DLV2',
      receivers_note: '',
      username: expect.any(String),
    });
    await waitFor(() =>
      expect(within(screen.getByText('B-2').closest('tr')!).getByTestId('received-mark')).toBeInTheDocument(),
    );
    expect(screen.queryByTestId('discrepancy-mark')).toBeNull();
  });
});

describe('Receive dialog on a child row', () => {
  it("checks the whole batch, since receiving the child's delivery receives the batch", async () => {
    const p = provider(childRows());
    renderWithAdmin(<DeliveryList today={TODAY} />, {
      dataProvider: p.dataProvider,
      authProvider: fakeAuthProvider(DEMO.manager),
    });
    // child rows are on the 'Tracking as single' tab
    fireEvent.click(await screen.findByRole('tab', { name: /Tracking as single/ }));
    const row = (await screen.findByText('C-2')).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: 'Receive' }));
    const dialog = await screen.findByRole('dialog', { name: 'Receive Delivery' });
    expect(within(dialog).getByTestId('receive-whole-delivery')).toHaveTextContent(
      'C-2 travelled in B-1: receiving it receives the whole delivery DLV1, so check every item of B-1.',
    );
    const check = within(dialog).getByTestId('receive-check');
    await waitFor(() =>
      expect(within(check).getByTestId('receive-check-count')).toHaveTextContent('0 of 3 checked'),
    );
    for (const code of CHILDREN)
      expect(within(check).getByRole('checkbox', { name: code })).not.toBeChecked();
    // scanning a sibling is expected, not unexpected
    const scan = within(check).getByLabelText('Scan a barcode');
    for (const code of ['C-2', 'C-3']) {
      fireEvent.change(scan, { target: { value: code } });
      fireEvent.keyDown(scan, { key: 'Enter' });
    }
    expect(within(check).queryByTestId('receive-unexpected')).toBeNull();
    expect(within(check).getByTestId('receive-missing')).toHaveTextContent('Missing: C-1');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm receiving' }));
    await waitFor(() => expect(p.customQuery).toHaveBeenCalled());
    expect(p.customQuery).toHaveBeenCalledWith('confirm_receiving_items', {
      time_of_receiving: expect.any(String),
      delivery_number: 'DLV1',
      receivers_note: '',
      username: expect.any(String),
      expected_codes: JSON.stringify(CHILDREN),
      received_codes: JSON.stringify(['C-2', 'C-3']),
    });
  });
});

describe('Discrepancies page', () => {
  it('lists what the server answers for the date range and hub, with links to the journeys', async () => {
    const customQuery = vi.fn(async () => [
      discrepancy({ expected: CHILDREN, missing: ['C-3'], unexpected: ['X-9'] }),
    ]);
    renderWithAdmin(<DiscrepanciesPage today={TODAY} />, {
      dataProvider: discrepanciesProvider(customQuery),
    });
    const row = await screen.findByTestId('discrepancy-row');
    expect(customQuery).toHaveBeenCalledWith('getreceiving_discrepancies', {
      dateone: '2024-05-16',
      datetwo: '2024-05-22',
      hub: '',
    });
    expect(row).toHaveTextContent('DLV1');
    expect(row).toHaveTextContent('Kampala Hub');
    expect(row).toHaveTextContent('hubcoordinator');
    expect(within(row).getByRole('link', { name: 'C-3' }).getAttribute('href')).toMatch(
      /sample_journey\/C-3$/,
    );
    expect(within(row).getByRole('link', { name: 'X-9' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /excel/i })).toBeEnabled();

    // a hub and a preset range, then Search
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Hub' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Kampala Hub' }));
    fireEvent.click(screen.getByRole('button', { name: 'Last 30 days' }));
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(customQuery).toHaveBeenLastCalledWith('getreceiving_discrepancies', {
        dateone: '2024-04-22',
        datetwo: '2024-05-22',
        hub: '1',
      }),
    );
  });
});
