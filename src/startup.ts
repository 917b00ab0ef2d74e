/**
 * What a signed-in user's reload starts at once (issue 16, first page of the deliveries): the shell's code, the
 * view of the address and, on /deliveries/, the list's first report call, all while react-admin is still
 * starting, instead of one after the other as each part renders. Nothing starts for a signed-out visitor (the
 * login page loads only its own code).
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

/** Starts, for a signed-in user, the loads the address will need; `where` for tests. */
export function warmUp(where: Pick<Location, 'pathname' | 'search'> = window.location): void {
  const session = getSession();
  if (!session || isExpired(session)) return;
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
