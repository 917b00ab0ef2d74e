import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, memoryStore, Notification, testDataProvider, type DataProvider } from 'react-admin';
import { clear, createStore } from 'idb-keyval';
import { DeliveryList } from '../../src/resources/deliveries/DeliveryList';
import { shapeDeliveryRows } from '../../src/lib/deliveries';
import { applyListParams } from '../../src/lib/listQuery';
import { appQueryClient } from '../../src/offline/queryClient';
import { OfflineBar } from '../../src/offline/OfflineBar';
import { enqueueReceipt, listAll, reloadQueue } from '../../src/offline/queue';
import { saveSession } from '../../src/providers/session';
import { DELIVERED_SAMPLE, DEMO, fakeAuthProvider, i18nProvider } from './helpers';
import { wire } from './wire';

// the page renders two date pickers: slow in jsdom on a busy machine
configure({ asyncUtilTimeout: 10000 });

const TODAY = new Date(2024, 4, 22, 10, 0);

const ROW = {
  id: 3,
  delivery_number: 'DLV2',
  ...DELIVERED_SAMPLE,
  orig_date: '2024-05-14T03:00:00.000Z',
  items_total: 1,
  parent_code: null,
  item_type: 'single_entry',
  item_name: 'Sputum',
  barcode: 'S-7',
  barcode_type: 'child',
  delivery_status: 'pending',
  agent_account_name: 'Denis Opio',
  pickup_point: 'Lacor HC',
  destination: 'Gulu Hub',
  time_of_dropoff: null,
  delivery_items: [
    { barcode: 'S-7', item_type: 'single_entry', quantity: 1, item_name: 'Sputum', children: [] },
  ],
};

const ARGS = ['dateone', 'datetwo', 'delivery_status', 'hub'];

function provider() {
  const customQuery = vi.fn(async (_name: string, _body?: unknown) => ({
    message: 'Delivery received successfully!',
  }));
  const dp = testDataProvider({
    getList: (async (
      resource: string,
      params: { filter?: Record<string, unknown>; pagination: never; sort: never },
    ) => {
      if (resource === 'deliveryagents') return { data: [], total: 0 };
      const filter = { ...(params.filter ?? {}) };
      for (const k of ARGS) delete filter[k];
      return applyListParams(shapeDeliveryRows([ROW]), {
        filter,
        sort: params.sort,
        pagination: params.pagination,
      });
    }) as DataProvider['getList'],
  });
  return { dataProvider: { ...dp, customQuery, ...wire({ customQuery }) } as DataProvider, customQuery };
}

function renderApp(ui: React.ReactNode, dataProvider: DataProvider) {
  return render(
    <AdminContext
      dataProvider={dataProvider}
      authProvider={fakeAuthProvider(DEMO.manager)}
      i18nProvider={i18nProvider}
      store={memoryStore()}
      queryClient={appQueryClient()}
    >
      <OfflineBar />
      {ui}
      <Notification />
    </AdminContext>,
  );
}

function setOnline(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')));
}

function signIn(username: string) {
  const now = Date.now();
  saveSession({
    token: 'tok',
    expiresAt: now + 3600_000,
    logoutAt: now + 518400_000,
    account: { id: 2, username } as never,
    rights: {} as never,
    profile: null,
    company: null,
  });
}

beforeEach(async () => {
  window.history.replaceState(null, '', '/');
  await clear(createStore('courier-offline-receipts', 'receipts'));
  await reloadQueue();
  signIn('manager');
});
afterEach(() => setOnline(true));

describe('offline receipts', () => {
  it('the Receive dialog offline keeps the receipt on the device, says so, sends nothing; the row waits', async () => {
    const p = provider();
    renderApp(<DeliveryList today={TODAY} />, p.dataProvider);
    await screen.findByText('S-7');
    setOnline(false);
    expect(await screen.findByTestId('offline-mark')).toHaveTextContent(/^Offline, as of \d\d:\d\d$/);
    fireEvent.click(within(screen.getByText('S-7').closest('tr')!).getByRole('button', { name: 'Receive' }));
    const dialog = await screen.findByRole('dialog', { name: 'Receive Delivery' });
    fireEvent.change(within(dialog).getByLabelText('Receiver note'), {
      target: { value: 'Cool box intact' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm receiving' }));
    expect(
      await screen.findByText('Receipt saved on this device; it will be sent when the connection returns.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Receive Delivery' })).not.toBeInTheDocument(),
    );
    const row = screen.getByText('S-7').closest('tr')!;
    expect(within(row).getByText('Waiting to send')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Receive' })).not.toBeInTheDocument();
    expect(screen.getByTestId('offline-bar')).toHaveTextContent('1 receipt waiting to send');
    expect(p.customQuery).not.toHaveBeenCalledWith('confirm_receiving_items', expect.anything());
    const [kept] = await listAll();
    expect(kept).toMatchObject({
      username: 'manager',
      delivery_number: 'DLV2',
      request: { delivery_number: 'DLV2', receivers_note: 'Cool box intact', username: 'manager' },
      summary: { barcode: 'S-7', from: 'Lacor HC', to: 'Gulu Hub' },
    });
  });

  it('the bar: waiting and refused receipts, the refusal with both receipts, Discard my receipt', async () => {
    const receipt = (delivery_number: string, note: string) => ({
      username: 'manager',
      delivery_number,
      request: {
        time_of_receiving: '2026-12-07T09:00:00.000Z',
        delivery_number,
        receivers_note: note,
        username: 'manager',
      },
      summary: { barcode: `B-${delivery_number}`, from: 'Lacor HC', to: 'Gulu Hub' },
    });
    await enqueueReceipt({
      ...receipt('DLV1', 'my note'),
      refused: {
        status: 400,
        message: 'Delivery already received',
        current: {
          received_by: 'manager2',
          time_of_receiving: '2026-12-07 08:00:00',
          receivers_note: 'their note',
        },
      },
    });
    await enqueueReceipt(receipt('DLV2', 'second'));
    await enqueueReceipt({ ...receipt('DLV3', 'someone else'), username: 'hubcoordinator' });
    setOnline(false);
    renderApp(null, provider().dataProvider);
    const bar = await screen.findByTestId('offline-bar');
    expect(bar).toHaveTextContent('Offline');
    await waitFor(() => expect(bar).toHaveTextContent('1 receipt waiting to send'));
    expect(bar).toHaveTextContent('1 receipt needs your attention');
    fireEvent.click(within(bar).getByRole('button', { name: 'Show' }));
    const dialog = await screen.findByRole('dialog', { name: 'Receipts waiting to send' });
    const [refused, waiting] = within(dialog).getAllByTestId('offline-entry');
    expect(within(refused).getByTestId('offline-reason')).toHaveTextContent('Delivery already received');
    expect(within(refused).getByTestId('offline-yours')).toHaveTextContent('Note: my note');
    expect(within(refused).getByTestId('offline-server')).toHaveTextContent('Received by: manager2');
    expect(within(refused).getByTestId('offline-server')).toHaveTextContent('Note: their note');
    expect(within(waiting).getByText('Waiting to send')).toBeInTheDocument();
    expect(within(dialog).queryByText(/DLV3/)).not.toBeInTheDocument();
    fireEvent.click(within(refused).getByRole('button', { name: 'Discard my receipt' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(within(dialog).getAllByTestId('offline-entry')).toHaveLength(1));
    expect(bar).not.toHaveTextContent('needs your attention');
    expect((await listAll()).map((e) => e.delivery_number)).toEqual(['DLV2', 'DLV3']);
  });

  it('back online, the waiting receipt is sent with its key and the bar goes', async () => {
    const p = provider();
    setOnline(false);
    const entry = await enqueueReceipt({
      username: 'manager',
      delivery_number: 'DLV2',
      request: {
        time_of_receiving: '2026-12-07T09:00:00.000Z',
        delivery_number: 'DLV2',
        receivers_note: 'n',
        username: 'manager',
      },
      summary: { barcode: 'S-7', from: 'Lacor HC', to: 'Gulu Hub' },
    });
    renderApp(null, p.dataProvider);
    expect(await screen.findByTestId('offline-bar')).toHaveTextContent('1 receipt waiting to send');
    setOnline(true);
    await waitFor(() => expect(screen.queryByTestId('offline-bar')).not.toBeInTheDocument());
    expect(p.customQuery.mock.calls.filter(([name]) => name === 'confirm_receiving_items')).toEqual([
      ['confirm_receiving_items', entry.request],
    ]);
    expect(await listAll()).toEqual([]);
  });
});
