import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter, Route } from 'react-router-dom';
import { Admin, Authenticated, CustomRoutes, Loading } from 'react-admin';
import { dataProvider } from './providers/dataProvider';
import { authProvider } from './providers/authProvider';
import { i18nProvider } from './providers/i18nProvider';
import type { Permissions } from './access';
import { theme } from './layout/theme';
import { LoginPage } from './pages/login/LoginPage';
import { Toasts } from './layout/Toasts';
import en from './i18n/en';
import { AppShellView, ShellDashboardView, ShellLayoutView } from './startup';
import { getSession } from './providers/session';
import { persistCache, restoreCache } from './offline/cache';
import { appQueryClient } from './offline/queryClient';
import { setBusyCheck } from './pwa/register';
import { within } from './lib/within';

export { warmUp } from './startup';

/*
 * Only the login page's own code loads before sign-in: the layout, the dashboards, the resources and every
 * screen (src/AppShell.tsx) are loaded lazily once the user is signed in.
 */
// preloaded at start for a signed-in user (src/startup.ts), so they render without suspending
const ShellLayoutLazy = ShellLayoutView;
const ShellDashboard = ShellDashboardView;
const CatchAllLazy = AppShellView;
const AccessDeniedLazy = lazy(() =>
  import('./pages/common/AccessDenied').then((m) => ({ default: m.AccessDenied })),
);
const PrivacyPolicyPage = lazy(() =>
  import('./pages/policy/PolicyPage').then((m) => ({ default: m.PrivacyPolicyPage })),
);
const UmotrackPolicyPage = lazy(() =>
  import('./pages/policy/PolicyPage').then((m) => ({ default: m.UmotrackPolicyPage })),
);
const DeactivationPage = lazy(() => import('./pages/deactivation/DeactivationPage'));

function ShellLayout({ children }: { children: ReactNode }) {
  // signed out, react-admin only checks the session here and sends the visitor to the login page: the shell's
  // layout (and its code) is not needed for that
  if (!getSession()) return <>{children}</>;
  return (
    <Suspense fallback={<Loading />}>
      <ShellLayoutLazy>{children}</ShellLayoutLazy>
    </Suspense>
  );
}

// signed out, the shell's routes are not there yet: any address asks for sign-in (and comes back after it)
const CatchAll = () =>
  getSession() ? (
    <Suspense fallback={<Loading />}>
      <CatchAllLazy />
    </Suspense>
  ) : (
    <Authenticated loading={<Loading />}>
      <Loading />
    </Authenticated>
  );
const AccessDenied = () => (
  <Suspense fallback={<Loading />}>
    <AccessDeniedLazy />
  </Suspense>
);

/**
 * The resources and routes of the signed-in user's shell, loaded on first use. react-admin asks for them at once,
 * before sign-in too (permissions null): nothing then, so the login page loads only its own code; react-admin asks
 * again with the permissions once the user is signed in.
 */
const shellRoutes = (permissions: Permissions | null) =>
  permissions ? import('./AppShell').then((m) => m.shellRoutes(permissions)) : null;

const signedOut = (Page: ComponentType) => (
  <Suspense fallback={<Loading />}>
    <Page />
  </Suspense>
);

/** The app's query cache (mutations run offline too: src/offline/queryClient.ts). */
export const queryClient = appQueryClient();
// the service worker's first install waits while the app's calls are in flight (src/pwa/register.ts)
setBusyCheck(() => queryClient.isFetching() + queryClient.isMutating() > 0);

const username = () => getSession()?.account.username;
/** The hub screens' last data on the device, put into the cache before the first render (src/offline/cache.ts). */
const RESTORE_WAIT_MS = 1500;
let restored = false;
const restoring = within(restoreCache(queryClient, username()), RESTORE_WAIT_MS, false).finally(() => {
  restored = true;
});
persistCache(queryClient, username);

/** Real paths (/samples/, /deliveryagents/12), as the spec's routes are, so the app runs in a BrowserRouter. */
export function App() {
  const [ready, setReady] = useState(restored);
  useEffect(() => {
    if (!ready) void restoring.then(() => setReady(true));
  }, [ready]);
  if (!ready) return null;
  return (
    <BrowserRouter>
      <AdminApp />
    </BrowserRouter>
  );
}

function AdminApp() {
  return (
    <Admin
      title={en.app.title}
      queryClient={queryClient}
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      loginPage={LoginPage}
      layout={ShellLayout}
      dashboard={ShellDashboard}
      catchAll={CatchAll}
      accessDenied={AccessDenied}
      theme={theme}
      notification={Toasts}
      disableTelemetry
    >
      <CustomRoutes noLayout>
        <Route path="privacypolicy" element={signedOut(PrivacyPolicyPage)} />
        <Route path="privacypolicy_umotrack" element={signedOut(UmotrackPolicyPage)} />
        <Route path="request_accountdeaction" element={signedOut(DeactivationPage)} />
      </CustomRoutes>
      {shellRoutes}
    </Admin>
  );
}

export default App;
