/**
 * The signed-in part of the app: the resources and routes of both shells, built from the screen registry
 * (src/screens.tsx, src/screenViews.tsx). Loaded lazily by App once the user's permissions are known.
 */
import { lazy, type ReactNode } from 'react';
import { Navigate, Route } from 'react-router-dom';
import { CustomRoutes, Loading, Resource, usePermissions } from 'react-admin';
import { canOpen, shellFor, type Permissions, type Shell } from './access';
import { RouteGuard } from './pages/common/RouteGuard';
import { SCREENS } from './screens';
import { preloadScreen, resourceScreens, screenPages } from './screenViews';

const NotFound = lazy(() => import('./pages/common/NotFound'));

/** '/deliveryagents/:agentID' → 'deliveryagents/:agentID' (react-router matches with or without the trailing slash). */
export const toPath = (route: string) => route.replace(/^\/+|\/+$/g, '');

function guarded(route: string, key: string, element: ReactNode) {
  return <Route key={route} path={toPath(route)} element={<RouteGuard access={key}>{element}</RouteGuard>} />;
}

/**
 * The custom pages (and their sub-pages) of the screens of this shell, each behind the route guard of its access key
 * and, unless the screen works offline, the connection gate (screenViews).
 */
function pageRoutes(shell: Shell) {
  return SCREENS.filter((s) => canOpen(null, s.key, shell)).flatMap((s) =>
    screenPages(s).map(([route, page]) => guarded(route, s.key, page)),
  );
}

function adminShell() {
  return (
    <>
      {resourceScreens().map(({ key, views }) => (
        <Resource key={key} name={key} {...views} />
      ))}
      <CustomRoutes>{pageRoutes('admin')}</CustomRoutes>
    </>
  );
}

function hubShell() {
  return <CustomRoutes>{pageRoutes('hub')}</CustomRoutes>;
}

/** Unknown paths: the hub shell falls back to the hub dashboard, the admin shell says the page does not exist. */
export function CatchAll() {
  const { permissions, isPending } = usePermissions<Permissions>();
  if (isPending) return <Loading />;
  if (shellFor(permissions) === 'hub') return <Navigate to="/" replace />;
  return <NotFound />;
}

/** The resources and routes of the user's shell; the view at the current address starts loading at once. */
export function shellRoutes(permissions: Permissions) {
  const shell = shellFor(permissions);
  preloadScreen(window.location.pathname, shell);
  return shell === 'hub' ? hubShell() : adminShell();
}

export default CatchAll;
