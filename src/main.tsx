import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadConfig } from './config';

/**
 * Reads config.json (API base URL, feeds, map tiles) before anything talks to the API, then renders. The app's
 * code loads meanwhile; a signed-in user's shell, view and first list call start before the first render.
 */
async function start() {
  const app = import('./App');
  await loadConfig();
  const { App, warmUp } = await app;
  warmUp();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
