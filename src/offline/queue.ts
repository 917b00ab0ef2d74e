/**
 * Receipts made without a connection, kept on the device (IndexedDB, so closing the browser loses nothing) until
 * they are sent. Each entry is the exact request the online Receive would have sent, with its own Idempotency-Key
 * (kept across retries, so a receipt the server got before the connection dropped is not written twice), the
 * signed-in username (another user's entries wait for that user), a summary for display and the time queued.
 *
 * Sending (`flushQueue`): the user's entries in the order made, one at a time. Success removes the entry; a network
 * error or a 5xx stops the run (sent again later); a 4xx refusal (received by someone else, deleted, right
 * withdrawn) keeps the entry, marked refused with the server's message (and the server's receipt, when the answer
 * carries `current`), and the run goes on with the next one.
 */
import { createStore, del, entries, get, set, type UseStore } from 'idb-keyval';
import { HttpError } from '../providers/http';
import type { ReceiveDeliveryRequest } from '../../contract/namedCalls';

export interface ServerReceipt {
  received_by: string;
  time_of_receiving: string;
  receivers_note: string;
}

export interface QueuedReceipt {
  /** the Idempotency-Key of the receipt, also its key on the device */
  key: string;
  username: string;
  delivery_number: string;
  /** the fields the online call sends */
  request: ReceiveDeliveryRequest;
  summary: { barcode: string; from: string; to: string };
  /** when it was queued (ms) */
  queuedAt: number;
  /** order of making (ties of queuedAt) */
  seq: number;
  refused?: { status: number; message: string; current?: ServerReceipt };
}

export type SendReceipt = (request: ReceiveDeliveryRequest, idempotencyKey: string) => Promise<unknown>;

let store: UseStore | null = null;
function db(): UseStore {
  store ??= createStore('courier-offline-receipts', 'receipts');
  return store;
}

// ---- what the screens see: a snapshot of the queue, refreshed after every change (this tab and others) ----
let snapshot: readonly QueuedReceipt[] = [];
const listeners = new Set<() => void>();
let channel: BroadcastChannel | null = null;

function emit() {
  for (const l of listeners) l();
}

/** Reads the queue again from the device and tells the screens. */
export async function reloadQueue(): Promise<readonly QueuedReceipt[]> {
  try {
    snapshot = await listAll();
  } catch {
    snapshot = [];
  }
  emit();
  return snapshot;
}

function changed(): Promise<unknown> {
  try {
    channel?.postMessage('changed');
  } catch {
    // another tab is not told: it reads the queue at its next change
  }
  return reloadQueue();
}

export function subscribeQueue(listener: () => void): () => void {
  if (!channel && typeof BroadcastChannel !== 'undefined') {
    channel = new BroadcastChannel('courier-offline-receipts');
    channel.onmessage = () => void reloadQueue();
    // (Node's channel would keep a test process alive)
    (channel as { unref?: () => void }).unref?.();
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const queueSnapshot = (): readonly QueuedReceipt[] => snapshot;

// ---- the device's store ----
function byOrder(a: QueuedReceipt, b: QueuedReceipt): number {
  return a.queuedAt - b.queuedAt || a.seq - b.seq;
}

export async function listAll(): Promise<QueuedReceipt[]> {
  const all = await entries<string, QueuedReceipt>(db());
  return all.map(([, v]) => v).sort(byOrder);
}

/** The user's entries, in the order made. */
export async function listFor(username: string): Promise<QueuedReceipt[]> {
  return (await listAll()).filter((e) => e.username === username);
}

let lastSeq = 0;

/** Queues a receipt; `key` is the Idempotency-Key (the one a failed online call already used, else a new one). */
export async function enqueueReceipt(
  entry: Omit<QueuedReceipt, 'key' | 'queuedAt' | 'seq'> & { key?: string; queuedAt?: number },
): Promise<QueuedReceipt> {
  const queuedAt = entry.queuedAt ?? Date.now();
  lastSeq = Math.max(lastSeq + 1, queuedAt);
  const full: QueuedReceipt = {
    ...entry,
    key: entry.key ?? crypto.randomUUID(),
    queuedAt,
    seq: lastSeq,
  };
  await set(full.key, full, db());
  await changed();
  return full;
}

export async function removeReceipt(key: string): Promise<void> {
  await del(key, db());
  await changed();
}

/** Clears the refusal of an entry, so the next run sends it again (with the same key). */
export async function retryReceipt(key: string): Promise<void> {
  const entry = await get<QueuedReceipt>(key, db());
  if (!entry) return;
  const { refused: _refused, ...rest } = entry;
  await set(key, rest, db());
  await changed();
}

function serverReceipt(body: unknown): ServerReceipt | undefined {
  const current = body && typeof body === 'object' ? (body as { current?: unknown }).current : undefined;
  if (!current || typeof current !== 'object') return undefined;
  const c = current as Record<string, unknown>;
  const s = (v: unknown) => (v === null || v === undefined ? '' : String(v));
  return {
    received_by: s(c.received_by),
    time_of_receiving: s(c.time_of_receiving),
    receivers_note: s(c.receivers_note),
  };
}

/** A network failure or a server fault: try again later. 401 too (the session ended: the entry waits for sign-in). */
export function isTransient(error: unknown): boolean {
  if (!(error instanceof HttpError)) return true;
  return error.status === 0 || error.status >= 500 || [401, 408, 429].includes(error.status);
}

export interface FlushResult {
  sent: number;
  refused: number;
  /** stopped on a network error or a server fault: entries wait */
  stopped: boolean;
}

/** Sends the user's waiting (not refused) entries in order, one at a time. */
export async function flushQueue(username: string, send: SendReceipt): Promise<FlushResult> {
  const result: FlushResult = { sent: 0, refused: 0, stopped: false };
  for (const entry of await listFor(username)) {
    if (entry.refused) continue;
    try {
      await send(entry.request, entry.key);
    } catch (error) {
      if (isTransient(error)) {
        result.stopped = true;
        break;
      }
      const http = error as HttpError;
      const current = serverReceipt(http.body);
      await set(
        entry.key,
        {
          ...entry,
          refused: { status: http.status, message: http.message, ...(current ? { current } : {}) },
        },
        db(),
      );
      result.refused += 1;
      await changed();
      continue;
    }
    await removeReceipt(entry.key);
    result.sent += 1;
  }
  return result;
}
