import { expect, type Page, type APIRequestContext, type Locator } from '@playwright/test';

export const PASSWORD = process.env.DEMO_PASSWORD ?? 'demo1234';

/**
 * The quiet server (playwright.config.ts): the same demo data on a server no writing journey uses. The list walks
 * (listpaths.spec.ts), which compare a list's page 2 before and after a reload and Back, run there with
 * `test.use({ baseURL: QUIET_URL })`, so another journey's new pickup, patient or audit entry cannot move the rows
 * under them; they only read (their sign-ins add LOGIN entries, so they run one after another).
 */
export const QUIET_URL = `http://127.0.0.1:${process.env.E2E_QUIET_PORT}`;

export async function signIn(page: Page, username: string, password = PASSWORD): Promise<void> {
  await page.goto('/');
  await page.getByLabel(/username/i).fill(username);
  await page.getByLabel(/password/i).fill(password);
  await page.getByRole('button', { name: /login/i }).click();
}

export async function signInAndWait(page: Page, username: string): Promise<void> {
  await signIn(page, username);
  await expect(page.getByRole('button', { name: /login/i })).toHaveCount(0);
}

/** A token for API calls made by the test itself (setup and checks). */
export async function apiToken(request: APIRequestContext, username: string): Promise<string> {
  const res = await request.post('/rest-auth/', { multipart: { username, password: PASSWORD } });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { token: string };
  return body.token;
}

/**
 * The online, active delivery agents as the API gives them to the user of `headers`
 * (GET /api/delivery_agents/?is_online=true&active=true), and those of them that have a position.
 */
export async function onlineAgents<
  T extends { location_latitude: number | null; location_longitude: number | null },
>(request: APIRequestContext, headers: Record<string, string>): Promise<{ online: T[]; located: T[] }> {
  const res = await request.get('/api/delivery_agents/?is_online=true&active=true', { headers });
  expect(res.status()).toBe(200);
  const online = (await res.json()) as T[];
  const located = online.filter(
    (a) => typeof a.location_latitude === 'number' && typeof a.location_longitude === 'number',
  );
  return { online, located };
}

export function unique(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}

/**
 * Clicks `button` (a list's Print, a dialog's Print) and returns the print window it opens, loaded. The window's
 * print dialog is turned off: it would hold the window while the test reads it or prints it to PDF.
 */
export async function openPrintWindow(
  page: Page,
  button: Locator,
  { timeout, click }: { timeout?: number; click?: Parameters<Locator['click']>[0] } = {},
): Promise<Page> {
  await page.evaluate(() => {
    const open = window.open.bind(window);
    window.open = (...args: Parameters<typeof window.open>) => {
      const view = open(...args);
      if (view) view.print = () => undefined;
      return view;
    };
  });
  const popup = page.waitForEvent('popup', { timeout });
  await button.click(click);
  const view = await popup;
  await view.waitForLoadState();
  return view;
}

/** Waits until the app's service worker is installed (every file of the build on the device) and controls the page. */
export async function workerReady(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller)
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve));
  });
}

/** The first parts of the query keys the app keeps on the device for the signed-in user (src/offline/cache.ts). */
export async function keptQueryKeys(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const open = indexedDB.open('courier-offline-cache');
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    if (!db.objectStoreNames.contains('screens')) return [];
    const all = await new Promise<{ state: { queries: { queryKey: unknown[] }[] } }[]>((resolve) => {
      const q = db.transaction('screens').objectStore('screens').getAll();
      q.onsuccess = () => resolve(q.result);
    });
    db.close();
    return all.flatMap((saved) => saved.state.queries.map((q) => String(q.queryKey[0])));
  });
}
