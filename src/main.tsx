import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadConfig } from './config';

/** Reads config.json (API base URL, feeds, map tiles) before anything talks to the API, then renders. */
async function start() {
  await loadConfig();
  const { App } = await import('./App');
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
