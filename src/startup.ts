/**
 * What a signed-in user's reload starts at once (first page of the deliveries): the shell's code, the
 * view of the address and, on /deliveries/, the list's first report call, all while react-admin is still
 * starting, instead of one after the other as each part renders. A visitor with no session starts on the sign-in
 * form without react-admin (src/signedOut.tsx); react-admin's own login route (a stored session that has expired)
 * asks for the shell's code once the page is idle.
 * The shell's parts are preloadedLazy components: they render at once when their code is already in.
 */
import { canAccess, shellFor } from './access';
import { getCachedPermissions } from './providers/authProvider';
import { prefetchList } from './providers/dataProvider';
import { getSession, isExpired } from './providers/session';
import { preloadedLazy } from './lib/preloadedLazy';
import { WARM_UP_MARK, savesData, whenIdle, type IdleWindow } from './lib/idle';
import { SIGNED_OUT_PAGES } from './lib/signedOutPages';

export const ShellLayoutView = preloadedLazy(() =>
  import('./layout/ShellLayout').then((m) => ({ default: m.ShellLayout })),
);
export const ShellDashboardView = preloadedLazy(() => import('./pages/dashboard/ShellDashboard'));
export const AppShellView = preloadedLazy(() => import('./AppShell'));

const quiet = (p: Promise<unknown>) => void p.catch(() => undefined);

/** The admin deliveries list's address (react-router matches it with or without the trailing slash). */
const DELIVERIES = /^\/deliveries\/?$/;

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
