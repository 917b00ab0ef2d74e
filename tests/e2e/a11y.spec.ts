/**
 * Accessibility: an axe scan (WCAG 2.0/2.1, levels A and AA) of every route of both shells
 * (from the screen registry, src/screens.tsx), of the signed-out pages and of the main dialogs. Every violation is
 * collected and the test fails at the end with the list (route, rule, first nodes). No rule is disabled and
 * nothing is excluded. One sign-in per shell; the routes are opened by client-side navigation.
 */
import AxeBuilder from '@axe-core/playwright';
import { test, expect, type APIRequestContext, type Page } from './fixtures';
import { apiToken, signInAndWait } from './helpers';
import { ADMIN_ROUTES, HUB_ROUTES } from '../../src/screens';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

// the scans are independent (each signs in on its own): side by side on the two workers
test.describe.configure({ mode: 'parallel' });

type Found = string[];

async function scan(page: Page, where: string, found: Found, include?: string) {
  // legacy mode runs axe in the page itself: the default opens a blank tab per scan to merge the frames' results
  // (the app has no frames), which doubled each scan's time and, under CI's load, sometimes never returned
  let builder = new AxeBuilder({ page }).withTags(TAGS).setLegacyMode();
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  for (const v of violations) {
    const targets = v.nodes
      .slice(0, 3)
      .map((n) => n.target.join(' '))
      .join(' | ');
    const why = `${v.nodes[0]?.any[0]?.message ?? v.nodes[0]?.failureSummary ?? ''} ${v.nodes[0]?.html.slice(0, 160) ?? ''}`;
    found.push(`${where}: ${v.id} (${v.impact ?? '?'}, ${v.nodes.length} nodes) ${targets} — ${why}`);
  }
}

function report(found: Found, soft = false) {
  (soft ? expect.soft : expect)(found, `axe violations:\n  ${found.join('\n  ')}`).toEqual([]);
}

type Watched = Window & { a11yChanges?: { count: number; last: number } };

/** Starts counting the changes of the main region (the content the next wait looks at). */
async function watchMain(page: Page) {
  await page.evaluate(() => {
    const w = window as Watched;
    const changes = { count: 0, last: Date.now() };
    w.a11yChanges = changes;
    const main = document.getElementById('main-content');
    if (!main) return;
    new MutationObserver(() => {
      changes.count += 1;
      changes.last = Date.now();
    }).observe(main, { childList: true, subtree: true, characterData: true, attributes: true });
  });
}

/** Client-side navigation: react-router follows the history, the shell stays loaded. */
async function navigate(page: Page, path: string) {
  await watchMain(page);
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
  }, path);
  await expect(page).toHaveURL((url) => url.pathname === path);
}

/**
 * Waits for the page's content: the main region changed since the navigation and has been still for a moment
 * (bounded: live pages keep changing), it shows a heading, table, form or tabs, and nothing in it is loading.
 */
async function settled(page: Page) {
  await page
    .waitForFunction(
      () => {
        const c = (window as Watched).a11yChanges;
        return !c || (c.count > 0 && Date.now() - c.last > 300);
      },
      null,
      { timeout: 5000, polling: 100 },
    )
    .catch(() => undefined);
  const main = page.locator('#main-content');
  await expect(main.locator('h1, h2, h3, h4, h5, h6, table, form, [role="tablist"]').first()).toBeVisible();
  await expect(
    page.locator('[role="progressbar"]:visible, .MuiSkeleton-root:visible, .MuiLinearProgress-root:visible'),
  ).toHaveCount(0);
}

/** Waits until a dialog's opening transition is over (axe reads colours mid-fade otherwise). */
async function opened(page: Page) {
  // the dialogs, drawers and backdrops still moving or fading, by class (an empty list: all of them are still)
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.querySelectorAll('[role="dialog"], .MuiDrawer-paper, .MuiBackdrop-root')]
          .filter((el) => {
            const style = getComputedStyle(el);
            // a closed popover kept in the page (a column chooser, a menu) is hidden, not moving
            if (style.visibility === 'hidden' || el.getClientRects().length === 0) return false;
            return !(style.opacity === '1' && ['none', 'matrix(1, 0, 0, 1, 0, 0)'].includes(style.transform));
          })
          .map((el) => `${el.className} opacity ${getComputedStyle(el).opacity}`),
      ),
    )
    .toEqual([]);
}

async function firstId(request: APIRequestContext, token: string, url: string): Promise<number> {
  const res = await request.get(url, { headers: { Authorization: `Token ${token}` } });
  expect(res.status(), url).toBe(200);
  const body = (await res.json()) as { id: number }[] | { results: { id: number }[] };
  const rows = Array.isArray(body) ? body : body.results;
  expect(rows.length, url).toBeGreaterThan(0);
  return rows[0].id;
}

/** The barcode of a delivery of the screen's default range (Monday of last week to today). */
async function deliveryBarcode(request: APIRequestContext, token: string): Promise<string> {
  const pad = (n: number) => String(n).padStart(2, '0');
  const display = (d: Date) => `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()}`;
  const today = new Date();
  const start = new Date(today.getFullYear(), today.getMonth(), today.getDate());
  start.setDate(start.getDate() - ((start.getDay() + 6) % 7) - 7);
  const res = await request.post('/customqueries/getumoja_deliveriesreport', {
    headers: { Authorization: `Token ${token}` },
    multipart: { dateone: display(start), datetwo: display(today), delivery_status: '', hub: '' },
  });
  expect(res.status()).toBe(200);
  const rows = JSON.parse(((await res.json()) as { report: string }).report) as { barcode: string | null }[];
  const barcode = rows.find((r) => r.barcode)?.barcode;
  expect(barcode).toBeTruthy();
  return barcode!;
}

/** Fills the parameters of a registry route (':agentID' and the like) with records that exist. */
function concrete(route: string, params: Record<string, string | number>): string {
  return route.replace(/:(\w+)/g, (_, name: string) => {
    expect(params[name], `no value for :${name} of ${route}`).toBeDefined();
    return String(params[name]);
  });
}

test('signed-out pages have no axe violations', async ({ page }) => {
  const found: Found = [];
  for (const path of ['/', '/privacypolicy/', '/privacypolicy_umotrack', '/request_accountdeaction/']) {
    await page.goto(path);
    await expect(page.locator('h1, h2, h3, h4, h5, h6, form').first()).toBeVisible();
    await expect(page.locator('[role="progressbar"]:visible')).toHaveCount(0);
    await scan(page, path, found);
  }
  report(found);
});

/** The admin routes with their parameters filled by records that exist. */
async function adminPaths(request: APIRequestContext): Promise<string[]> {
  const token = await apiToken(request, 'manager');
  const me = (await (
    await request.get('/current_user_profile', { headers: { Authorization: `Token ${token}` } })
  ).json()) as { id: number };
  const params = {
    agentID: await firstId(request, token, '/api/delivery_agents/'),
    centerID: await firstId(request, token, '/api/healthcentres/'),
    hubID: await firstId(request, token, '/api/collectionhubs/'),
    supplierID: await firstId(request, token, '/api/suppliers/'),
    sampleID: await firstId(request, token, '/api/samples/'),
    supplyID: await firstId(request, token, '/api/supplies/'),
    accountID: me.id,
    barcode: await deliveryBarcode(request, token),
  };

  return ADMIN_ROUTES.map((route) => concrete(route, params));
}

/** Opens each of `paths` by client-side navigation and scans it; logs each route's cost for the CI log. */
async function walk(page: Page, who: string, paths: string[], found: Found) {
  for (const path of paths) {
    const started = Date.now();
    await navigate(page, path);
    await settled(page);
    const shown = Date.now();
    await scan(page, `${who} ${path}`, found);
    const elements = await page.evaluate(() => document.getElementsByTagName('*').length);
    // a walk near its time limit shows here which screen grew
    console.log(
      `a11y ${who} ${path}: shown in ${shown - started} ms, scanned in ${Date.now() - shown} ms, ${elements} elements`,
    );
  }
}

/** Signs in as the manager and scans each of `paths` (one part of the admin shell's routes). */
async function scanAdminRoutes(page: Page, paths: string[], found: Found) {
  await signInAndWait(page, 'manager');
  await settled(page);
  await walk(page, 'manager', paths, found);
}

/** The admin shell's routes in three parts, each a test of its own (one sign-in each, run in parallel). */
const thirds = (paths: string[]) => {
  const size = Math.ceil(paths.length / 3);
  return [paths.slice(0, size), paths.slice(size, 2 * size), paths.slice(2 * size)];
};

for (const [part, name] of [
  [0, 'first'],
  [1, 'second'],
] as const)
  test(`admin shell (manager), ${name} third of the routes: no axe violations`, async ({ page, request }) => {
    test.setTimeout(150_000);
    const found: Found = [];
    await scanAdminRoutes(page, thirds(await adminPaths(request))[part], found);
    report(found);
  });

test('admin shell (manager), last third of the routes and the main dialogs: no axe violations; focus follows navigation', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const found: Found = [];
  await scanAdminRoutes(page, thirds(await adminPaths(request))[2], found);

  // the profile drawer; the user menu's button is named by the name it shows
  const userButton = page.locator('.RaUserMenu-userButton');
  await expect(userButton).toHaveAccessibleName((await userButton.innerText()).trim());
  await userButton.click();
  await page.getByRole('menuitem', { name: 'View Profile' }).click();
  const drawer = page.getByRole('dialog', { name: 'User Profile' });
  await expect(drawer).toBeVisible();
  await opened(page);
  await scan(page, 'manager profile drawer', found, '[role="dialog"]');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  // the notification list
  await page.getByRole('button', { name: /^Notifications/ }).click();
  const notifications = page.getByRole('dialog', { name: 'Notifications' });
  await expect(notifications).toBeVisible();
  await opened(page);
  await scan(page, 'manager notifications dialog', found, '[role="dialog"]');
  await notifications.getByRole('button', { name: 'Close' }).click();
  await expect(notifications).toBeHidden();

  // a delivery's edit dialog
  await navigate(page, '/deliveries/');
  await settled(page);
  await page.locator('tbody tr').getByRole('button', { name: 'Edit' }).first().click();
  const edit = page.getByRole('dialog', { name: /^Edit Delivery/ });
  await expect(edit).toBeVisible();
  await opened(page);
  await scan(page, 'manager delivery edit dialog', found, '[role="dialog"]');
  await page.keyboard.press('Escape');
  await expect(edit).toBeHidden();
  report(found, true);

  // focus after a menu choice: the next Tab lands in the page, the Barcode field within a few presses
  await navigate(page, '/');
  await settled(page);
  await page.getByRole('navigation', { name: 'main menu' }).getByText('Deliveries', { exact: true }).click();
  await expect(page).toHaveURL(/\/deliveries\/?/);
  await settled(page);
  await expect
    .poll(() =>
      page.evaluate(() => document.querySelector('#main-content')?.contains(document.activeElement)),
    )
    .toBe(true);
  const barcode = page.locator('#main-content').getByLabel('Barcode', { exact: true }).first();
  let presses = 0;
  while (presses < 6 && !(await barcode.evaluate((el) => el === document.activeElement))) {
    await page.keyboard.press('Tab');
    presses += 1;
  }
  expect(
    await barcode.evaluate((el) => el === document.activeElement),
    `Barcode field after ${presses} Tabs`,
  ).toBe(true);
});

test('hub shell (hubcoordinator): every route and the receive dialog have no axe violations', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const token = await apiToken(request, 'hubcoordinator');
  const me = (await (
    await request.get('/current_user_profile', { headers: { Authorization: `Token ${token}` } })
  ).json()) as { coodinated_hub: number };
  const params = {
    id: await firstId(request, token, '/api/delivery_agents/'),
    barcode: await deliveryBarcode(request, token),
  };
  const centre = await firstId(
    request,
    token,
    `/api/healthcentres/?collection_hub=${me.coodinated_hub}&page=1&page_size=1000`,
  );

  await signInAndWait(page, 'hubcoordinator');
  await settled(page);
  const found: Found = [];
  const paths = HUB_ROUTES.map((route) =>
    concrete(route, route.startsWith('/hub_healthcenter_details') ? { id: centre } : params),
  );
  await walk(page, 'hubcoordinator', paths, found);

  // the receive dialog of a hub delivery
  await navigate(page, '/hub_deliveries/');
  await settled(page);
  const receive = page.locator('tbody tr').getByRole('button', { name: 'Receive' }).first();
  await receive.click();
  const dialog = page.getByRole('dialog', { name: 'Receive Delivery' });
  await expect(dialog).toBeVisible();
  await opened(page);
  await scan(page, 'hubcoordinator receive dialog', found, '[role="dialog"]');
  await page.keyboard.press('Escape');
  report(found);
});
