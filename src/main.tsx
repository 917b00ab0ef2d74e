import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadConfig } from './config';
import { getSession } from './providers/session';
import { startSignedOut, startsSignedOut } from './signedOut';
import { registerServiceWorker, reloadOnMissingChunk } from './pwa/register';

/**
 * A visitor with no session gets the sign-in form at once, without the app's code (src/signedOut.tsx). Otherwise:
 * reads config.json (API base URL, feeds, map tiles) before anything talks to the API, then renders; the app's code
 * loads meanwhile, and a signed-in user's shell, view and first list call start before the first render.
 */
async function start() {
  // the build's name when it was given one (VITE_COURIER_BUILD at build time), for support and the update journey
  const build = import.meta.env.VITE_COURIER_BUILD as string | undefined;
  if (build) document.documentElement.dataset.build = build;
  reloadOnMissingChunk();
  // a new build downloaded earlier takes over before anything renders (src/pwa/register.ts); otherwise at once
  await registerServiceWorker();
  const root = createRoot(document.getElementById('root')!);
  if (startsSignedOut(window.location.pathname, getSession() !== null)) {
    startSignedOut(root, loadConfig());
    return;
  }
  const app = import('./App');
  await loadConfig();
  const { App, warmUp } = await app;
  warmUp();
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
