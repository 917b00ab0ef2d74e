/**
 * A visitor with no stored session starts on the sign-in form alone (plain React, pages/login/LoginForm.tsx):
 * react-admin, MUI and the shell are not needed to type a username and password, and on a phone over a slow network
 * they are most of the wait. Once the form is idle, the shell's files are fetched into the browser's cache without
 * running them (the build lists them in index.html, vite.config.ts); on submit the sign-in code and the app start
 * together, and the app replaces the form at the page the visitor asked for.
 */
import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { LoginForm } from './pages/login/LoginForm';
import { auth as authTexts } from './i18n/en/auth';
import { WARM_UP_MARK, savesData, whenIdle, type IdleWindow } from './lib/idle';
import { SIGNED_OUT_PAGES } from './lib/signedOutPages';

/** react-admin's sign-in address. */
const LOGIN = /^\/login\/?$/;

/** The name of the meta element in which the build lists the signed-in shell's files (vite.config.ts). */
export const SHELL_FILES_META = 'courier-shell-files';

/** Whether this start shows the sign-in form alone: no stored session at all, and not a signed-out page (those
 * react-admin serves). */
export function startsSignedOut(pathname: string, hasStoredSession: boolean): boolean {
  return !hasStoredSession && !SIGNED_OUT_PAGES.test(pathname);
}

type Place = Pick<Location, 'pathname' | 'search' | 'hash'>;

/**
 * Where to go once signed in, as react-admin's login does: the address the visitor opened, or on /login the page
 * react-admin sent them from (kept in the history entry's state through a reload), else the dashboard.
 */
export function afterSignIn(where: Place, state: unknown): string {
  if (!LOGIN.test(where.pathname)) return `${where.pathname}${where.search}${where.hash}`;
  const usr = (state as { usr?: { nextPathname?: unknown; nextSearch?: unknown } } | null)?.usr;
  if (
    typeof usr?.nextPathname === 'string' &&
    usr.nextPathname.startsWith('/') &&
    !LOGIN.test(usr.nextPathname)
  )
    return `${usr.nextPathname}${typeof usr.nextSearch === 'string' ? usr.nextSearch : ''}`;
  return '/';
}

/** Asks the browser to fetch the shell's files into its cache in the first idle moment (no code runs). */
export function prefetchShell(doc: Document = document, win: IdleWindow = window): void {
  const meta = doc.querySelector(`meta[name="${SHELL_FILES_META}"]`);
  const files = (meta?.getAttribute('content') ?? '').split(/\s+/).filter(Boolean);
  if (!files.length || savesData(win)) return;
  whenIdle(win, () => {
    win.performance?.mark(WARM_UP_MARK);
    for (const file of files) {
      const link = doc.createElement('link');
      link.rel = 'prefetch';
      link.href = file;
      doc.head.appendChild(link);
    }
  });
}

/**
 * Shows the sign-in form in `root`; `config` is the app's configuration being read (the API's address). After a
 * successful sign-in the app is rendered in the same root at the address `afterSignIn` gives.
 */
export function startSignedOut(root: Root, config: Promise<unknown>): void {
  const next = afterSignIn(window.location, window.history.state);
  if (!LOGIN.test(window.location.pathname)) window.history.replaceState(null, '', '/login');

  const signIn = async (username: string, password: string) => {
    let login: (p: { username: string; password: string }) => Promise<void>;
    try {
      const [{ authProvider }] = await Promise.all([import('./providers/authProvider'), config]);
      login = authProvider.login;
    } catch {
      throw new Error(authTexts.network_error);
    }
    // the app's code runs while the sign-in calls are on the network
    const app = import('./App');
    app.catch(() => undefined);
    await login({ username, password });
    let loaded: Awaited<typeof app>;
    try {
      loaded = await app;
    } catch {
      throw new Error(authTexts.network_error);
    }
    window.history.replaceState(null, '', next);
    loaded.warmUp();
    root.render(
      <StrictMode>
        <loaded.App />
      </StrictMode>,
    );
  };

  root.render(
    <StrictMode>
      <LoginForm signIn={signIn} />
    </StrictMode>,
  );
  prefetchShell();
}
