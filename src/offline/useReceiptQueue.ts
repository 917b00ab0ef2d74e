import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { getSession } from '../providers/session';
import { queueSnapshot, reloadQueue, subscribeQueue, type QueuedReceipt } from './queue';

let loaded = false;

/** The signed-in user's receipts on the device, in the order made (re-rendering on every change). */
export function useReceiptQueue(): QueuedReceipt[] {
  const all = useSyncExternalStore(subscribeQueue, queueSnapshot, queueSnapshot);
  useEffect(() => {
    if (loaded) return;
    loaded = true;
    void reloadQueue();
  }, []);
  const user = getSession()?.account.username;
  return useMemo(() => all.filter((e) => e.username === user), [all, user]);
}

/** The user's entry of a delivery, if one waits (or was refused). */
export function useQueuedReceipt(deliveryNumber: string | undefined): QueuedReceipt | undefined {
  const mine = useReceiptQueue();
  return deliveryNumber ? mine.find((e) => e.delivery_number === deliveryNumber) : undefined;
}
