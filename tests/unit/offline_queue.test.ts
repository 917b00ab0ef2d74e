import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { clear, createStore } from 'idb-keyval';
import { dataProvider } from '../../src/providers/dataProvider';
import { callWith } from '../../src/providers/contractMethods';
import {
  enqueueReceipt,
  flushQueue,
  listAll,
  listFor,
  retryReceipt,
  type SendReceipt,
} from '../../src/offline/queue';
import { fakeFetch, json, signedInAsManager, type Call } from './support';

signedInAsManager();

const send: SendReceipt = (request, idempotencyKey) =>
  callWith(dataProvider, 'receiveDelivery', request, { idempotencyKey });

function receipt(username: string, delivery_number: string, note: string, queuedAt: number) {
  return {
    username,
    delivery_number,
    queuedAt,
    request: {
      time_of_receiving: '2026-12-07T09:00:00.000Z',
      delivery_number,
      receivers_note: note,
      username,
    },
    summary: { barcode: `B-${delivery_number}`, from: 'Lacor HC', to: 'Gulu Hub' },
  };
}

/** The receipts the fake server got: delivery number, note, Idempotency-Key. */
function sent(calls: Call[]) {
  return calls.map((c) => ({
    path: c.path,
    number: c.form?.get('delivery_number'),
    note: c.form?.get('receivers_note'),
    key: c.headers['Idempotency-Key'],
  }));
}

beforeEach(async () => {
  await clear(createStore('courier-offline-receipts', 'receipts'));
});

describe('the receipts kept on the device', () => {
  it('sends the user’s receipts in the order made, each with its own key, and removes them', async () => {
    const second = await enqueueReceipt(receipt('manager', 'DLV2', 'second', 2000));
    const first = await enqueueReceipt(receipt('manager', 'DLV1', 'first', 1000));
    const calls = fakeFetch(() => json({ message: 'Delivery received successfully!' }));
    const result = await flushQueue('manager', send);
    expect(result).toEqual({ sent: 2, refused: 0, stopped: false });
    expect(sent(calls)).toEqual([
      { path: '/customqueries/confirm_receiving_items', number: 'DLV1', note: 'first', key: first.key },
      { path: '/customqueries/confirm_receiving_items', number: 'DLV2', note: 'second', key: second.key },
    ]);
    expect(first.key).not.toBe(second.key);
    expect(await listAll()).toEqual([]);
  });

  it('stops on a network error and keeps the same key for the next run', async () => {
    const entry = await enqueueReceipt(receipt('manager', 'DLV1', 'first', 1000));
    await enqueueReceipt(receipt('manager', 'DLV2', 'second', 2000));
    const down = fakeFetch(() => new TypeError('Failed to fetch'));
    expect(await flushQueue('manager', send)).toEqual({ sent: 0, refused: 0, stopped: true });
    expect(down).toHaveLength(1);
    expect((await listFor('manager')).map((e) => e.delivery_number)).toEqual(['DLV1', 'DLV2']);

    const fault = fakeFetch(() => json({ detail: 'Server error' }, 503));
    expect((await flushQueue('manager', send)).stopped).toBe(true);
    expect(sent(fault)[0].key).toBe(entry.key);

    const up = fakeFetch(() => json({ message: 'Delivery received successfully!' }));
    expect(await flushQueue('manager', send)).toEqual({ sent: 2, refused: 0, stopped: false });
    expect(sent(up)[0]).toMatchObject({ number: 'DLV1', key: entry.key });
    expect(sent(down)[0].key).toBe(entry.key);
  });

  it('keeps a refused receipt with the server’s reason and its receipt, and goes on with the next', async () => {
    await enqueueReceipt(receipt('manager', 'DLV1', 'mine', 1000));
    await enqueueReceipt(receipt('manager', 'DLV2', 'next', 2000));
    const calls = fakeFetch((call) =>
      call.form?.get('delivery_number') === 'DLV1'
        ? json(
            {
              detail: 'Delivery already received',
              current: {
                received_by: 'manager2',
                time_of_receiving: '2026-12-07 08:00:00',
                receivers_note: 'theirs',
              },
            },
            400,
          )
        : json({ message: 'Delivery received successfully!' }),
    );
    expect(await flushQueue('manager', send)).toEqual({ sent: 1, refused: 1, stopped: false });
    expect(calls).toHaveLength(2);
    const [kept] = await listAll();
    expect(kept.delivery_number).toBe('DLV1');
    expect(kept.refused).toEqual({
      status: 400,
      message: 'Delivery already received',
      current: {
        received_by: 'manager2',
        time_of_receiving: '2026-12-07 08:00:00',
        receivers_note: 'theirs',
      },
    });

    // a refused receipt is not sent again until asked (Send again), then with its own key
    const again = fakeFetch(() => json({ message: 'Delivery received successfully!' }));
    expect(await flushQueue('manager', send)).toEqual({ sent: 0, refused: 0, stopped: false });
    expect(again).toHaveLength(0);
    await retryReceipt(kept.key);
    expect(await flushQueue('manager', send)).toEqual({ sent: 1, refused: 0, stopped: false });
    expect(sent(again)[0].key).toBe(kept.key);
    expect(await listAll()).toEqual([]);
  });

  it('keeps a 404 and a 403 refusal with their messages', async () => {
    await enqueueReceipt(receipt('manager', 'DLV1', 'gone', 1000));
    await enqueueReceipt(receipt('manager', 'DLV2', 'withdrawn', 2000));
    fakeFetch((call) =>
      call.form?.get('delivery_number') === 'DLV1'
        ? json({ detail: 'Delivery not found' }, 404)
        : json({ detail: 'You may not receive deliveries' }, 403),
    );
    await flushQueue('manager', send);
    expect((await listAll()).map((e) => [e.delivery_number, e.refused?.status, e.refused?.message])).toEqual([
      ['DLV1', 404, 'Delivery not found'],
      ['DLV2', 403, 'Access refused: You may not receive deliveries'],
    ]);
  });

  it('leaves another user’s receipts for that user', async () => {
    await enqueueReceipt(receipt('hubcoordinator', 'DLV9', 'theirs', 1000));
    await enqueueReceipt(receipt('manager', 'DLV1', 'mine', 2000));
    const calls = fakeFetch(() => json({ message: 'Delivery received successfully!' }));
    expect(await flushQueue('manager', send)).toEqual({ sent: 1, refused: 0, stopped: false });
    expect(sent(calls).map((c) => c.number)).toEqual(['DLV1']);
    expect((await listAll()).map((e) => [e.username, e.delivery_number])).toEqual([
      ['hubcoordinator', 'DLV9'],
    ]);
  });
});
