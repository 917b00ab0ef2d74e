import { pwa } from '../i18n/en/pwa';
import { whenIdle } from '../lib/idle';
import { within } from '../lib/within';

/**
 * The service worker (built by vite-plugin-pwa, vite.config.ts) and how a new build is taken up.
 *
 * The scheme: a new worker never takes over a running page: the running page keeps being served the files of its own
 * build by the old worker, so a screen opened later still finds its lazy chunks (the new worker would have deleted
 * the old precache, and the server no longer has the old hashed files). A start, before the app renders anything,
 * asks the server whether sw.js has changed (UPDATE_CHECK_MS at most); when it has, it waits while the new build's
 * changed files download (UPDATE_DOWNLOAD_MS at most, 'Loading the new version of the app…' in the boot screen),
 * then tells the new worker to take over (SKIP_WAITING) and reloads once when it has: the whole app then comes from
 * the new build, on the first online start after its release. A download longer than that goes on in the
 * background, and the next start that finds it waiting activates it the same way. No reload ever happens while
 * someone works. Offline, the check fails at once and the start goes on with the build on the device.
 */

/** What a start does with the service worker registration it finds. */
export type StartStep = 'activate-waiting' | 'render';

/**
 * A waiting worker (a new build fully downloaded, not in use yet) is activated before the app renders, but only
 * when an older worker controls this page (the first visit has nothing to replace) and this start has not already
 * reloaded for it (a worker that fails to activate must not make the page reload forever).
 */
export function startStep(state: {
  waiting: boolean;
  controlled: boolean;
  reloadedForUpdate: boolean;
}): StartStep {
  return state.waiting && state.controlled && !state.reloadedForUpdate ? 'activate-waiting' : 'render';
}

const RELOADED = 'courier-sw-reloaded';

/**
 * The first install downloads every file of the build (5.2 MB, 300 files) from the same server as the page's own
 * calls: begun at the page's load event it ran through the sign-in, the first list and its first tab and filter
 * changes, and made each of them 0.3 to 1.5 s slower on the bench data (npm run bench:ui). It now waits until the
 * page has fetched nothing for QUIET_MS (no request finished, none in flight as the app reports), and at the latest
 * FIRST_INSTALL_LATEST_MS after the load. Later builds download only the files that changed.
 */
export const QUIET_MS = 5000;
export const FIRST_INSTALL_LATEST_MS = 60_000;

/** Whether the first install may start now: the page has been quiet long enough, or the wait is over. */
export function firstInstallDue(state: {
  now: number;
  loadedAt: number;
  lastActivity: number;
  busy: boolean;
}): boolean {
  if (state.now - state.loadedAt >= FIRST_INSTALL_LATEST_MS) return true;
  return !state.busy && state.now - state.lastActivity >= QUIET_MS;
}

/** The app's own measure of calls in flight (react-query's fetching and mutating queries), set by App.tsx. */
let busyCheck: () => boolean = () => false;
export function setBusyCheck(check: () => boolean): void {
  busyCheck = check;
}

/** Resolves once firstInstallDue: watches the page's finished requests and asks the app about those in flight. */
function whenQuiet(): Promise<void> {
  return new Promise((resolve) => {
    const loadedAt = performance.now();
    let lastActivity = loadedAt;
    let observer: PerformanceObserver | null = null;
    try {
      observer = new PerformanceObserver(() => {
        lastActivity = performance.now();
      });
      observer.observe({ type: 'resource' });
    } catch {
      observer = null;
    }
    const timer = window.setInterval(() => {
      const now = performance.now();
      const busy = busyCheck();
      if (busy) lastActivity = now;
      if (!firstInstallDue({ now, loadedAt, lastActivity, busy })) return;
      window.clearInterval(timer);
      observer?.disconnect();
      resolve();
    }, 500);
  });
}

/** Whether service workers can run here (a secure context: https or localhost/127.0.0.1). */
const supported = () =>
  typeof navigator !== 'undefined' && 'serviceWorker' in navigator && window.isSecureContext;

/** How long a start waits for a waiting worker to take over before rendering anyway. */
const ACTIVATION_WAIT_MS = 4000;
/** How long a start waits for the server's sw.js, and then for a new build's files, before rendering the old one. */
export const UPDATE_CHECK_MS = 3000;
export const UPDATE_DOWNLOAD_MS = 20_000;

/**
 * Online, asks the server for sw.js; when a new build is found, says so in the boot screen and waits until its files
 * are on the device (the new worker installed, or failed), within the limits above.
 */
async function takeUpNewBuild(registration: ServiceWorkerRegistration): Promise<void> {
  const checked = await within(
    registration.update().then(() => true),
    UPDATE_CHECK_MS,
    false,
  );
  const installing = registration.installing;
  if (!checked || !installing) return;
  const text = document.querySelector('[data-boot-shell] .boot-shell__text');
  if (text) text.textContent = pwa.update.loading;
  await within(
    new Promise<void>((resolve) => {
      const settled = () => installing.state !== 'installing' && resolve();
      installing.addEventListener('statechange', settled);
      settled();
    }),
    UPDATE_DOWNLOAD_MS,
    undefined,
  );
}

/**
 * Registers the service worker; resolves when the app may render (at once, or, when a new build is waiting, after
 * the reload into it has been started: the promise then never resolves and the page reloads).
 */
export async function registerServiceWorker(url = '/sw.js'): Promise<void> {
  // the dev server builds no worker (vite-plugin-pwa's dev mode is off)
  if (import.meta.env.DEV || !supported()) return;
  let storage: Storage | null = null;
  try {
    storage = window.sessionStorage;
  } catch {
    storage = null;
  }
  const reloadedForUpdate = storage?.getItem(RELOADED) === '1';
  storage?.removeItem(RELOADED);
  if (!navigator.serviceWorker.controller) {
    // the first visit (or a hard reload): nothing to replace, and the worker's download of every file of the build
    // must not compete with the page's own; it starts once the page has loaded and then been quiet (QUIET_MS)
    whenIdle(
      window,
      () =>
        void whenQuiet().then(() =>
          navigator.serviceWorker.register(url, { scope: '/' }).catch(() => undefined),
        ),
    );
    return;
  }
  let registration: ServiceWorkerRegistration;
  try {
    registration = await navigator.serviceWorker.register(url, { scope: '/' });
  } catch {
    // no worker (a private window refusing it, a failed first download): the app runs from the network
    return;
  }
  if (!registration.waiting && !reloadedForUpdate && navigator.onLine) await takeUpNewBuild(registration);
  const waiting = registration.waiting;
  const step = startStep({
    waiting: waiting !== null,
    controlled: navigator.serviceWorker.controller !== null,
    reloadedForUpdate,
  });
  if (step === 'render' || !waiting) return;
  await new Promise<void>((resolve) => {
    const timer = window.setTimeout(resolve, ACTIVATION_WAIT_MS);
    navigator.serviceWorker.addEventListener('controllerchange', () => {
      window.clearTimeout(timer);
      storage?.setItem(RELOADED, '1');
      window.location.reload();
    });
    waiting.postMessage({ type: 'SKIP_WAITING' });
  });
}

const CHUNK_RELOAD_AT = 'courier-chunk-reload-at';
/** A page reloads for a missing chunk at most once in this time (a chunk missing from the new build too is an error). */
export const CHUNK_RELOAD_GAP_MS = 30_000;

/** Whether a page whose lazy chunk failed to load may reload now: it has not done so within CHUNK_RELOAD_GAP_MS. */
export function mayReloadForChunk(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || now < lastReloadAt || now - lastReloadAt >= CHUNK_RELOAD_GAP_MS;
}

/**
 * A page of an older build left open in a second tab while a start in another tab took up a new build: its worker is
 * gone with the old files, so the next screen it opens fails to load its chunk (Vite's 'vite:preloadError'). The page
 * then reloads once into the current build instead of showing a broken screen.
 */
export function reloadOnMissingChunk(): void {
  window.addEventListener('vite:preloadError', (event) => {
    try {
      const kept = window.sessionStorage.getItem(CHUNK_RELOAD_AT);
      if (!mayReloadForChunk(kept ? Number(kept) : null, Date.now())) return;
      window.sessionStorage.setItem(CHUNK_RELOAD_AT, String(Date.now()));
    } catch {
      return;
    }
    event.preventDefault();
    window.location.reload();
  });
}
