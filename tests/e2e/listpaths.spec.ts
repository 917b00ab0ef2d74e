/**
 * Everyday paths of every list, derived from the screen registry so that a new list cannot
 * skip them: each route of each shell is opened, and every one showing a paged table with more than one page of
 * demo data is paged, left and returned to with Back, reloaded, sorted and given another page size, as a
 * dispatcher does all day. One journey per shell: the slow part (opening every screen) runs once per route.
 */
import { test, expect, type Page } from './fixtures';
import { QUIET_URL, signInAndWait } from './helpers';
import { ADMIN_ROUTES, HUB_ROUTES } from '../../src/screens';

/** The routes a user opens from the menu (no record id in them); '/' is the dashboard. */
const listable = (routes: string[]) => routes.filter((r) => !r.includes(':') && r !== '/');

/** Screens whose demo data holds more than one page: if the walk finds none of them paged, the walk is broken. */
const MUST_PAGE: Record<'admin' | 'hub', string[]> = {
  admin: [
    '/deliveries/',
    '/orders/',
    '/facility_visits/',
    '/audit_logs/',
    '/pending_pickups/',
    '/healthcenters/',
  ],
  hub: ['/hub_deliveries/', '/hub_healthcenters/'],
};

const displayed = (page: Page) => page.locator('.MuiTablePagination-displayedRows').first();
const rows = (page: Page) => page.locator('tbody tr.RaDataTable-row');
/** The total of a range text ('11-20 of 24' → 24). */
const totalOf = (range: string | null) => Number(/of (\d+)$/.exec(range ?? '')?.[1]);

/**
 * The first cells' texts of the rows shown (what tells one page or one order from another). A row-number column
 * (patients: td.column-index) is left out: while page 2 loads, the list keeps page 1's rows under page 2's numbers
 * (react-query's previous data), which would otherwise pass for page 2's own rows.
 */
async function rowKeys(page: Page): Promise<string[]> {
  return rows(page).evaluateAll((trs) =>
    trs.map((tr) =>
      Array.from(tr.querySelectorAll('td:not(.column-index)'))
        .slice(0, 4)
        .map((td) => (td.textContent ?? '').trim())
        .join('|'),
    ),
  );
}

/** '21-40 of 370' → {from: 21, to: 40, total: 370} */
async function range(page: Page): Promise<{ from: number; to: number; total: number }> {
  const text = (await displayed(page).textContent()) ?? '';
  const m = /([\d,]+)\s*[–-]\s*([\d,]+)\s+of\s+([\d,]+)/.exec(text);
  if (!m) throw new Error(`no range in '${text}'`);
  const n = (s: string) => Number(s.replace(/,/g, ''));
  return { from: n(m[1]), to: n(m[2]), total: n(m[3]) };
}

async function expectRangeFrom(page: Page, from: number, route: string) {
  await expect(displayed(page), `${route}: the rows shown start at ${from}`).toHaveText(
    new RegExp(`^${from.toLocaleString('en-US').replace(/,/g, ',?')}\\s*[–-]`),
  );
}

/** Opens a route and waits for its list (a screen without a table settles sooner): whether it has a next page. */
async function open(page: Page, route: string, known: boolean): Promise<boolean> {
  await page.goto(route);
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  if (!known && (await page.locator('table').count()) === 0) return false;
  try {
    await expect(displayed(page)).toHaveText(/\d+\s*[–-]\s*\d+\s+of\s+\d+/, {
      timeout: known ? 30_000 : 15_000,
    });
  } catch {
    return false;
  }
  const next = page.getByRole('button', { name: 'Go to next page' }).first();
  return (await next.count()) > 0 && (await next.isEnabled());
}

/** Leaves the list for the dashboard through the app (no page load), then comes back with the browser's Back. */
async function leaveAndComeBack(page: Page) {
  const listUrl = page.url();
  await page.evaluate(() => {
    window.history.pushState(null, '', '/');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect.poll(() => new URL(page.url()).pathname).toBe('/');
  await expect(page.locator('.MuiTablePagination-displayedRows')).toHaveCount(0);
  await page.goBack();
  await expect(page).toHaveURL(listUrl);
}

async function walk(page: Page, route: string) {
  const first = await range(page);
  const firstKeys = await rowKeys(page);
  const perPage = first.to - first.from + 1;

  // page 2 shows other rows, and stays
  await page.getByRole('button', { name: 'Go to next page' }).first().click();
  await expectRangeFrom(page, perPage + 1, route);
  await expect
    .poll(() => rowKeys(page), { message: `${route}: page 2 shows other rows` })
    .not.toEqual(firstKeys);
  const secondKeys = await rowKeys(page);
  await page.waitForTimeout(2_000);
  await expectRangeFrom(page, perPage + 1, route);
  expect(await rowKeys(page), `${route}: page 2 stays for several seconds`).toEqual(secondKeys);

  // a reload keeps page 2
  await page.reload();
  await expectRangeFrom(page, perPage + 1, route);
  await expect
    .poll(() => rowKeys(page), { message: `${route}: the reload shows page 2's rows` })
    .toEqual(secondKeys);

  // another screen, then Back: page 2 again
  await leaveAndComeBack(page);
  await expectRangeFrom(page, perPage + 1, route);
  await expect
    .poll(() => rowKeys(page), { message: `${route}: Back shows page 2's rows` })
    .toEqual(secondKeys);

  // sorting by a column changes the order (and starts again on page 1)
  const sortable = page.locator('thead .MuiTableSortLabel-root');
  if ((await sortable.count()) > 0) {
    const before = await rowKeys(page);
    let changed = false;
    for (let i = 0; i < Math.min(await sortable.count(), 4) && !changed; i++) {
      await sortable.nth(i).click();
      await expectRangeFrom(page, 1, route);
      await page.waitForLoadState('networkidle').catch(() => undefined);
      const once = await rowKeys(page);
      if (once.join() !== before.join() && once.join() !== firstKeys.join()) changed = true;
      else {
        await sortable.nth(i).click();
        await page.waitForLoadState('networkidle').catch(() => undefined);
        const twice = await rowKeys(page);
        changed = twice.join() !== before.join() && twice.join() !== firstKeys.join();
      }
    }
    expect(changed, `${route}: sorting by a column changes the order`).toBe(true);
  }

  // rows per page is remembered: across a reload and when the menu opens the list again
  const sizes = page.locator('.MuiTablePagination-select').first();
  if ((await sizes.count()) > 0 && (await sizes.isVisible())) {
    await sizes.click();
    const options = page.getByRole('option');
    const texts = (await options.allTextContents()).map((t) => Number(t)).filter((n) => n !== perPage);
    if (texts.length > 0) {
      const chosen = texts.find((n) => n > perPage && n < first.total) ?? texts[0];
      await page.getByRole('option', { name: String(chosen), exact: true }).click();
      const shown = Math.min(chosen, first.total);
      await expect(displayed(page)).toHaveText(new RegExp(`^1\\s*[–-]\\s*${shown}\\s`));
      await page.reload();
      await expect(displayed(page)).toHaveText(new RegExp(`^1\\s*[–-]\\s*${shown}\\s`));
      // opened afresh from the menu's address (no parameters): the store keeps the size
      await page.goto(route);
      await expect(displayed(page), `${route}: the page size is remembered`).toHaveText(
        new RegExp(`^1\\s*[–-]\\s*${shown}\\s`),
      );
    } else {
      await page.keyboard.press('Escape');
    }
  }
}

// on the quiet server, one after another: a journey that adds a pickup, a patient or an audit entry (a sign-in
// is one) while a walk is on page 2 would move page 2's rows. The admin shell's routes are in two halves, each
// route opened once.
test.use({ baseURL: QUIET_URL });

const admin = listable(ADMIN_ROUTES);
const half = Math.ceil(admin.length / 2);
const walks = [
  ['admin', 'manager', admin.slice(0, half), 'first half'],
  ['admin', 'manager', admin.slice(half), 'second half'],
  ['hub', 'hubcoordinator', listable(HUB_ROUTES), 'all'],
] as const;

for (const [shell, user, routes, part] of walks) {
  test(`every ${shell}-shell list (${part}) pages, stays, reloads, comes back with Back, sorts and keeps its page size`, async ({
    page,
  }) => {
    test.setTimeout(60_000 + routes.length * 25_000);
    await signInAndWait(page, user);
    const paged: string[] = [];
    for (const route of routes) {
      if (!(await open(page, route, MUST_PAGE[shell].includes(route)))) continue;
      paged.push(route);
      await test.step(route, () => walk(page, route));
    }
    console.log(`${shell} (${part}): paged lists walked: ${paged.join(', ')}`);
    // the lists known to hold several pages of demo data were found paged (else the walk itself is broken)
    for (const route of MUST_PAGE[shell].filter((r) => routes.includes(r)))
      expect(paged, `${route} has more than one page of demo data`).toContain(route);
  });
}

/**
 * Next page, and wait for its own rows: while page 2 loads, the list shows page 1's rows under the new range
 * (react-query keeps the previous data), so the range alone does not say the rows are there.
 */
async function nextPage(page: Page, range: string | RegExp) {
  const before = await rowKeys(page);
  await page.getByRole('button', { name: 'Go to next page' }).first().click();
  await expect(displayed(page)).toHaveText(range);
  await expect.poll(() => rowKeys(page), { message: 'the next page shows its own rows' }).not.toEqual(before);
}

/** The rows, the range and the filter form after a reload and after Back are those the user left. */
async function expectPlaceKept(page: Page, route: string, check: () => Promise<void>) {
  const text = await displayed(page).textContent();
  const keys = await rowKeys(page);
  await page.reload();
  await expect(displayed(page), `${route}: the reload keeps the range`).toHaveText(text ?? '');
  await expect.poll(() => rowKeys(page), { message: `${route}: the reload keeps the rows` }).toEqual(keys);
  await check();
  await leaveAndComeBack(page);
  await expect(displayed(page), `${route}: Back keeps the range`).toHaveText(text ?? '');
  await expect.poll(() => rowKeys(page), { message: `${route}: Back keeps the rows` }).toEqual(keys);
  await check();
}

test('filters and sort survive a reload and Back: orders by status sorted by total, facility visits searched, the LIMS logs tab', async ({
  page,
}) => {
  await signInAndWait(page, 'manager');

  // orders: status 'pending', sorted by Total, page 2 (the counts depend on the weekday: the screen's default range
  // starts on Monday of last week, and the demo orders are dated back from the day of seeding)
  await page.goto('/orders/');
  await expect(displayed(page)).toHaveText(/^1-10 of \d+$/);
  const all = totalOf(await displayed(page).textContent());
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'pending', exact: true }).click();
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(rows(page).first().locator('td.column-order_status')).toHaveText(/^pending$/i);
  await expect(displayed(page)).not.toHaveText(`1-10 of ${all}`);
  const pending = totalOf(await displayed(page).textContent());
  expect(pending, 'more than one page of pending orders in the demo data').toBeGreaterThan(10);
  await page.getByRole('button', { name: 'Sort by total ascending' }).click();
  await expect(page).toHaveURL(/sort=order_total/);
  // the address changes before the list renders it (a router transition): the header shows the sort once it has
  await expect(page.getByRole('button', { name: 'Sort by total descending' })).toBeVisible();
  await nextPage(page, `11-${Math.min(20, pending)} of ${pending}`);
  await expectPlaceKept(page, '/orders/', async () => {
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText('pending');
    await expect(page).toHaveURL(/sort=order_total/);
  });

  // facility visits: searched 'HC', page 2
  await page.goto('/facility_visits/');
  await expect(displayed(page)).toHaveText(/^1-10 of \d+$/);
  const visits = totalOf(await displayed(page).textContent());
  await page.getByRole('searchbox', { name: 'Search agent, facility or notes' }).fill('HC');
  await expect(displayed(page)).not.toHaveText(`1-10 of ${visits}`);
  const searched = Number(/of (\d+)$/.exec((await displayed(page).textContent()) ?? '')?.[1]);
  expect(searched).toBeGreaterThan(10);
  await nextPage(page, `11-20 of ${searched}`);
  await expectPlaceKept(page, '/facility_visits/', async () => {
    await expect(page.getByRole('searchbox', { name: 'Search agent, facility or notes' })).toHaveValue('HC');
  });
  // a filter change goes back to page 1
  await page.getByRole('searchbox', { name: 'Search agent, facility or notes' }).fill('');
  await expect(displayed(page)).toHaveText(`1-10 of ${visits}`);

  // LIMS integration: the open tab is in the address with its list's page (the menu's address opens the dashboard)
  await page.goto('/lims_integration/');
  await expect(page.getByRole('tab', { name: 'Dashboard' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'Integration Logs' }).click();
  await expect(page).toHaveURL(/\/lims_integration\/logs$/);
  await expect(displayed(page)).toHaveText(/^1-20 of \d+$/);
  await nextPage(page, /^21-40 of \d+$/);
  await expect(page).toHaveURL(/\/lims_integration\/logs\?.*page=2/);
  await expectPlaceKept(page, '/lims_integration/logs', async () => {
    await expect(page.getByRole('tab', { name: 'Integration Logs' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });
  // another tab starts on its own first page; coming back to the logs finds their page 2
  await page.getByRole('tab', { name: 'API Tokens' }).click();
  await expect(page).toHaveURL(/\/lims_integration\/tokens$/);
  await page.getByRole('tab', { name: 'Integration Logs' }).click();
  await expect(displayed(page)).toHaveText(/^21-40 of \d+$/);
});
