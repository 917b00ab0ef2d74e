/**
 * Sends the signed-in user's waiting receipts when the connection is there: at start, on the browser's `online`
 * event, after a receipt is queued while the browser still thinks it is online, and again with a growing delay
 * (2 s doubling up to a minute) after a network error or a server fault. One tab sends at a time (a Web Lock,
 * where the browser has them); the others see the queue change through its broadcast.
 */
import { isOnline } from '../components/useOnline';
import { flushQueue, queueSnapshot, subscribeQueue, type FlushResult, type SendReceipt } from './queue';

export interface SenderOptions {
  /** the signed-in user (none: nothing is sent) */
  username: () => string | undefined;
  send: SendReceipt;
  /** after a run that sent or refused something: the screens fetch their data again */
  onChange: (result: FlushResult) => void;
}

const FIRST_DELAY_MS = 2000;
const MAX_DELAY_MS = 60_000;
const LOCK = 'courier-offline-receipts-send';

type Locks = {
  request: (name: string, opts: object, cb: (lock: unknown) => Promise<unknown>) => Promise<unknown>;
};

/** Runs `work` holding the sending lock; skipped (null) while another tab holds it. */
async function underLock<T>(work: () => Promise<T>): Promise<T | null> {
  const locks =
    (typeof navigator !== 'undefined' ? (navigator as { locks?: Locks }).locks : undefined) ?? null;
  if (!locks) return work();
  return (await locks.request(LOCK, { ifAvailable: true }, async (lock) =>
    lock ? work() : null,
  )) as T | null;
}

let active: (() => void) | null = null;

/** Sends the waiting receipts now (Send again), when a sender runs. */
export function sendWaitingNow(): void {
  active?.();
}

/** Starts sending; returns the stop function. */
export function startReceiptSender(options: SenderOptions): () => void {
  let stopped = false;
  let running = false;
  let again = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let delay = FIRST_DELAY_MS;

  const waiting = () => {
    const user = options.username();
    return !!user && queueSnapshot().some((e) => e.username === user && !e.refused);
  };

  const later = () => {
    if (timer || stopped) return;
    timer = setTimeout(() => {
      timer = null;
      void run();
    }, delay);
    delay = Math.min(delay * 2, MAX_DELAY_MS);
  };

  async function run(): Promise<void> {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    const user = options.username();
    if (!user || !isOnline()) return;
    running = true;
    try {
      const result = await underLock(() => flushQueue(user, options.send)).catch(() => null);
      if (result && (result.sent > 0 || result.refused > 0)) options.onChange(result);
      if (result?.stopped) later();
      else if (result) delay = FIRST_DELAY_MS;
    } finally {
      running = false;
    }
    if (again) {
      again = false;
      if (waiting()) void run();
    }
  }

  const onOnline = () => {
    delay = FIRST_DELAY_MS;
    if (timer) clearTimeout(timer);
    timer = null;
    void run();
  };
  window.addEventListener('online', onOnline);
  // a receipt queued while the browser says online (a call that failed on the network): try it soon
  const unsubscribe = subscribeQueue(() => {
    if (waiting() && !running && isOnline()) later();
  });
  active = onOnline;
  void run();
  return () => {
    stopped = true;
    if (active === onOnline) active = null;
    if (timer) clearTimeout(timer);
    window.removeEventListener('online', onOnline);
    unsubscribe();
  };
}
