/**
 * Loading and empty states. The index.html shell paints before the SPA's code arrives;
 * a slow list shows its named progress bar over a table skeleton, then its rows; a search that matches nothing
 * says so and its Clear filters button brings the rows back.
 */
import { test, expect } from './fixtures';
import { signInAndWait } from './helpers';

test('first paint, list skeleton, empty state with Clear filters', async ({ page }) => {
  // ---- the shell of index.html, while the SPA's JavaScript is held back
  let releaseJs: () => void = () => undefined;
  const jsHeld = new Promise<void>((resolve) => (releaseJs = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await jsHeld;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.getByRole('progressbar', { name: 'Loading the application' })).toBeVisible();
  await expect(page.getByText('Sample courier back-office', { exact: true })).toBeVisible();
  await expect(page.getByText('Loading…')).toBeVisible();
  releaseJs();
  await expect(page.getByRole('button', { name: /login/i })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Loading the application' })).toHaveCount(0);
  await page.unroute('**/assets/*.js');

  await signInAndWait(page, 'manager');

  // ---- a slow list: the skeleton's progress bar, then the rows
  let releaseList: () => void = () => undefined;
  const listHeld = new Promise<void>((resolve) => (releaseList = resolve));
  const slowList = (url: URL) => /^\/api\/healthcentres\/?$/.test(url.pathname);
  await page.route(slowList, async (route) => {
    if (route.request().method() === 'GET') await listHeld;
    await route.continue();
  });
  await page.goto('/healthcenters/');
  await expect(page.getByRole('progressbar', { name: 'Loading…' })).toBeVisible();
  await expect(page.getByTestId('table-skeleton')).toBeVisible();
  const rows = page.locator('table tbody tr.RaDataTable-row');
  await expect(rows).toHaveCount(0);
  releaseList();
  await expect(rows.first()).toBeVisible();
  await expect(page.getByTestId('table-skeleton')).toHaveCount(0);
  await page.unroute(slowList);
  const shown = await rows.count();
  expect(shown).toBeGreaterThan(0);

  // ---- a search that matches nothing, then Clear filters
  await page.getByPlaceholder('Search').fill('zzzz no such centre');
  await expect(page.getByText('No health centres match. Clear the search.')).toBeVisible();
  await expect(rows).toHaveCount(0);
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(rows).toHaveCount(shown);
  await expect(page.getByPlaceholder('Search')).toHaveValue('');
  await expect(page.getByText('No health centres match. Clear the search.')).toHaveCount(0);
});
