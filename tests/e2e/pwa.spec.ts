/**
 * The installable app (issue 35): the manifest and its icons, a service worker that keeps every built file, a
 * signed-in hub coordinator's screens opening with the network off, an admin screen that needs a connection saying
 * so and coming back online, and the sign-in form saying that signing in needs a connection.
 */
import fs from 'node:fs';
import path from 'node:path';
import { test, expect } from './fixtures';
import { keptQueryKeys, signInAndWait, workerReady } from './helpers';
import { en } from '../../src/i18n/en';

test.use({ serviceWorkers: 'allow' });

test('the manifest is served and valid, with its icons, and the worker never cached', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const res = await request.get(href!);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await res.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    theme_color: string;
    icons: { src: string; sizes: string; type: string; purpose?: string }[];
  };
  expect(manifest.name).toBe('Sample Courier');
  expect(manifest.short_name).toBeTruthy();
  expect(manifest.start_url).toBe('/');
  expect(manifest.display).toBe('standalone');
  expect(manifest.theme_color).toBe('#0b5cad');
  expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(manifest.icons.some((i) => i.purpose === 'maskable')).toBe(true);
  for (const icon of manifest.icons) {
    const got = await request.get(icon.src);
    expect(got.status(), icon.src).toBe(200);
    expect(got.headers()['content-type'], icon.src).toBe('image/png');
  }
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#0b5cad');
  const sw = await request.get('/sw.js');
  expect(sw.status()).toBe(200);
  expect(sw.headers()['cache-control']).toBe('no-cache');
});

test("the worker's precache lists every JS chunk, the styles and the offline map outlines, never config.json", async () => {
  // the build the test servers serve (scripts/e2e-server.ts builds it first)
  const dist = path.resolve('dist');
  const sw = fs.readFileSync(path.join(dist, 'sw.js'), 'utf8');
  const precached = new Set([...sw.matchAll(/url:"([^"]+)"/g)].map((m) => m[1]));
  const assets = fs.readdirSync(path.join(dist, 'assets'));
  const wanted = assets.filter((f) => /\.(js|css|json)$/.test(f)).map((f) => `assets/${f}`);
  expect(wanted.some((f) => /countries-50m.*\.json$/.test(f))).toBe(true);
  expect(wanted.filter((f) => !precached.has(f))).toEqual([]);
  expect(precached.has('index.html')).toBe(true);
  expect(precached.has('config.json')).toBe(false);
});

test('signed in as a hub coordinator, the hub screens open with the network off, with their last data', async ({
  page,
  context,
}) => {
  await signInAndWait(page, 'hubcoordinator');
  await expect(page.getByRole('menuitem', { name: en.menu.hub_deliveries }).first()).toBeVisible();
  // the hub deliveries seen once online (through the menu, as a coordinator moves): their rows are kept on the device
  await page.getByRole('menuitem', { name: en.menu.hub_deliveries }).first().click();
  await expect(page.locator('tbody tr').first()).toBeVisible();
  const firstRow = (await page.locator('tbody tr').first().innerText()).split('\t')[0].trim();
  // a batch's details (its children, fetched when the row is expanded), opened once online
  const keptLists = async () => (await keptQueryKeys(page)).filter((k) => k === 'hub_deliveries').length;
  await expect.poll(keptLists).toBeGreaterThan(0);
  await page.getByRole('tab', { name: /^Tracking in batch\/package \(\d+\)$/ }).click();
  await expect(page).toHaveURL(/tracking%22%3A%22batch/);
  const batchAddress = new URL(page.url()).pathname + new URL(page.url()).search;
  await expect(page.locator('tbody tr.RaDataTable-row').first()).toBeVisible();
  // the device writes the kept answers at most once a second: the batch tab's list is in before counting
  await page.waitForTimeout(1500);
  const keptBefore = await keptLists();
  await page
    .locator('tbody tr.RaDataTable-row')
    .first()
    .getByRole('button', { name: 'Show details' })
    .click();
  const details = page.getByTestId('row-details').first();
  const firstChild = (await details.locator('tbody tr').first().innerText()).split('\t')[0].trim();
  expect(firstChild).not.toBe('');
  // closed again, so that offline the coordinator opens it (the list remembers the rows left open)
  await page
    .locator('tbody tr.RaDataTable-row')
    .first()
    .getByRole('button', { name: 'Hide details' })
    .click();
  await expect(details).toHaveCount(0);
  await page.getByRole('menuitem', { name: en.menu.hub_dashboard }).first().click();
  await workerReady(page);
  // the device holds the details' last answer too (written within a second of its fetch)
  await expect.poll(keptLists).toBeGreaterThan(keptBefore);

  await context.setOffline(true);
  for (const address of ['/hub_dashboard/', '/hub_deliveries/', '/']) {
    await page.goto(address);
    // the app's shell, from the device: its menu, not the browser's offline page; still signed in
    await expect(page.getByRole('menuitem', { name: en.menu.hub_deliveries }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: /login/i })).toHaveCount(0);
    await expect(page.getByText(en.pwa.offline.title)).toHaveCount(0);
    // the last data fetched, with the time it was fetched
    await expect(page.getByTestId('offline-mark')).toContainText(/Offline, as of \d\d:\d\d/);
    if (address === '/hub_deliveries/')
      await expect(page.locator('tbody tr').first()).toContainText(firstRow);
    // the kept figures, not a failed load: the queries wait for the network instead of failing
    else await expect(page.getByText('Cannot reach the server')).toHaveCount(0);
  }
  // the batch tab and its first row's details, from the device
  await page.goto(batchAddress);
  await expect(page.getByTestId('offline-mark')).toContainText(/Offline, as of \d\d:\d\d/);
  await page
    .locator('tbody tr.RaDataTable-row')
    .first()
    .getByRole('button', { name: 'Show details' })
    .click();
  await expect(page.getByTestId('row-details').first().locator('tbody tr').first()).toContainText(firstChild);
  // a date range never opened online: nothing on the device, and the list says so
  const unseen = { tracking: 'single', dateone: '2020-01-01', datetwo: '2020-01-31' };
  await page.goto(`/hub_deliveries/?filter=${encodeURIComponent(JSON.stringify(unseen))}`);
  await expect(page.getByText(en.offline.notKept)).toBeVisible();
  await context.setOffline(false);
  await page.goto('/hub_dashboard/');
  await expect(page.getByTestId('offline-mark')).toHaveCount(0);
});

test('an admin screen that needs a connection says so offline and comes back online', async ({
  page,
  context,
}) => {
  await signInAndWait(page, 'manager');
  await page.goto('/products/');
  await expect(page.getByRole('columnheader', { name: /product name/i })).toBeVisible();
  await workerReady(page);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: en.pwa.offline.title })).toBeVisible();
  await expect(page.getByText(en.pwa.offline.body)).toBeVisible();
  await expect(page.getByRole('menuitem', { name: en.menu.products }).first()).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByRole('heading', { name: en.pwa.offline.title })).toHaveCount(0);
  await expect(page.getByRole('columnheader', { name: /product name/i })).toBeVisible();
});

test('signed out and offline, the sign-in form says signing in needs a connection', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: /login/i })).toBeVisible();
  await workerReady(page);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('alert')).toHaveText(en.pwa.login.needs_connection);
  await page.getByLabel(/username/i).fill('hubcoordinator');
  await page.getByLabel(/password/i).fill('demo1234');
  await page.getByRole('button', { name: /login/i }).click();
  await expect(page.getByRole('alert')).toHaveText(en.pwa.login.needs_connection);
  await expect(page.getByRole('button', { name: /login/i })).toBeEnabled();

  await context.setOffline(false);
  await expect(page.getByRole('alert')).toHaveCount(0);
});
