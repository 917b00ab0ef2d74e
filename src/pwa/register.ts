/**
 * The service worker (built by vite-plugin-pwa, vite.config.ts) and how a new build is taken up.
 *
 * The scheme: a new worker never takes over a running page. Its build is downloaded in the background (the browser
 * checks sw.js on every start) and waits; the running page keeps being served the files of its own build by the old
 * worker, so a screen opened later still finds its lazy chunks (the new worker would have deleted the old precache,
 * and the server no longer has the old hashed files). On the next start that finds a new build waiting, before the
 * app renders anything, the page tells it to take over (SKIP_WAITING) and reloads once when it has: the whole app
 * then comes from the new build. No reload ever happens while someone works; the cost is one quick reload at the
 * start after a build was downloaded, and a build is in use from the second start after its release.
 * Offline, the check for a new build fails at once and the start goes on with the build on the device.
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

/** Whether service workers can run here (a secure context: https or localhost/127.0.0.1). */
const supported = () =>
  typeof navigator !== 'undefined' && 'serviceWorker' in navigator && window.isSecureContext;

/** How long a start waits for a waiting worker to take over before rendering anyway. */
const ACTIVATION_WAIT_MS = 4000;

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
    // must not compete with the page's own; it starts once the page has loaded
    const later = () => void navigator.serviceWorker.register(url, { scope: '/' }).catch(() => undefined);
    if (document.readyState === 'complete') later();
    else window.addEventListener('load', later, { once: true });
    return;
  }
  let registration: ServiceWorkerRegistration;
  try {
    registration = await navigator.serviceWorker.register(url, { scope: '/' });
  } catch {
    // no worker (a private window refusing it, a failed first download): the app runs from the network
    return;
  }
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
