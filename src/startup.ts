/**
 * What a signed-in user's reload starts at once (first page of the deliveries): the shell's code, the
 * view of the address and, on /deliveries/, the list's first report call, all while react-admin is still
 * starting, instead of one after the other as each part renders. For a signed-out visitor the login page loads
 * only its own code; the shell's code follows once the page is idle.
 * The shell's parts are preloadedLazy components: they render at once when their code is already in.
 */
import { canAccess, shellFor } from './access';
import { getCachedPermissions } from './providers/authProvider';
import { prefetchList } from './providers/dataProvider';
import { getSession, isExpired } from './providers/session';
import { preloadedLazy } from './lib/preloadedLazy';

export const ShellLayoutView = preloadedLazy(() =>
  import('./layout/ShellLayout').then((m) => ({ default: m.ShellLayout })),
);
export const ShellDashboardView = preloadedLazy(() => import('./pages/dashboard/ShellDashboard'));
export const AppShellView = preloadedLazy(() => import('./AppShell'));

const quiet = (p: Promise<unknown>) => void p.catch(() => undefined);

/** The admin deliveries list's address (react-router matches it with or without the trailing slash). */
const DELIVERIES = /^\/deliveries\/?$/;

/** The signed-out pages that are not a way to sign in (no shell to warm up for their visitors). */
const SIGNED_OUT_PAGES = /^\/(privacypolicy|privacypolicy_umotrack|request_accountdeaction)\/?$/;

/** How long an idle moment is waited for before the shell's code is asked for anyway. */
export const IDLE_TIMEOUT_MS = 3000;

type IdleWindow = Pick<Window, 'addEventListener' | 'setTimeout'> & {
  document: Pick<Document, 'readyState'>;
  requestIdleCallback?: (run: () => void, options?: { timeout: number }) => number;
  navigator?: object;
  performance?: Pick<Performance, 'mark'>;
};

/** The performance mark set when the idle warm-up of the shell starts (the bundle bench splits the loads by it). */
export const WARM_UP_MARK = 'courier:warm-up-shell';

/** The Save-Data wish (Network Information API, Chromium only). */
const savesData = (win: IdleWindow) =>
  !!(win.navigator as { connection?: { saveData?: boolean } } | undefined)?.connection?.saveData;

/** Runs `run` in the first idle moment after the page's load (a timer where requestIdleCallback is missing). */
function whenIdle(win: IdleWindow, run: () => void): void {
  const idle = () => {
    if (win.requestIdleCallback) win.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    else win.setTimeout(run, 1);
  };
  if (win.document.readyState === 'complete') idle();
  else win.addEventListener('load', idle, { once: true });
}

/**
 * On the login page: the signed-in shell's code (layout, shell, dashboard), one part per idle moment once the
 * page has loaded, so the first page after sign-in does not wait for it and typing is never held up. Not on the
 * other signed-out pages, nor when the browser asks to save data.
 */
function warmUpSignIn(win: IdleWindow, path: string): void {
  if (SIGNED_OUT_PAGES.test(path) || savesData(win)) return;
  const parts = [ShellLayoutView, AppShellView, ShellDashboardView];
  let first = true;
  const next = () => {
    const part = parts.shift();
    if (!part) return;
    whenIdle(win, () => {
      if (first) win.performance?.mark(WARM_UP_MARK);
      first = false;
      void part.preload().then(next, () => undefined);
    });
  };
  next();
}

/**
 * Starts the loads the address will need: for a signed-in user at once, for a visitor (the login page) once the
 * page is idle. `where` and `win` for tests.
 */
export function warmUp(
  where: Pick<Location, 'pathname' | 'search'> = window.location,
  win: IdleWindow | undefined = globalThis.window,
): void {
  const session = getSession();
  if (!session || isExpired(session)) {
    if (win) warmUpSignIn(win, where.pathname);
    return;
  }
  const permissions = getCachedPermissions();
  const shell = shellFor(permissions);
  const path = where.pathname;
  // first: the first-page call is on the critical path of /deliveries/, and the browser fetches at most six
  // chunks at a time, so its code is asked for before the shell's dozens of chunks
  if (
    shell === 'admin' &&
    DELIVERIES.test(path) &&
    canAccess(permissions, { resource: 'deliveries', action: 'list' })
  )
    quiet(
      import('./resources/deliveries/firstPage').then(({ firstPageParams }) => {
        let storage: Storage | null = null;
        try {
          storage = window.localStorage;
        } catch {
          storage = null;
        }
        const params = firstPageParams(where.search, storage);
        if (params) prefetchList('deliveries', params);
      }),
    );
  quiet(ShellLayoutView.preload());
  quiet(AppShellView.preload());
  if (path === '/' || path === '') quiet(ShellDashboardView.preload());
  else quiet(import('./screenViews').then((m) => m.preloadScreen(path, shell)));
}
