/**
 * Dense operations tables at 1440x900 (menu open) and the small-screen layout at
 * 390x844 (below the spec's 768 px breakpoint).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { TestInfo } from '@playwright/test';
import { test, expect, type Page } from './fixtures';
import { signInAndWait } from './helpers';

/** Rows of the list's table whose bottom edge is inside the window. */
async function rowsAboveFold(page: Page): Promise<number> {
  return page.evaluate(() => {
    const rows = Array.from(document.querySelectorAll('table tbody tr.RaDataTable-row'));
    return rows.filter((r) => r.getBoundingClientRect().bottom <= window.innerHeight).length;
  });
}

/** The page and each table wrapper: scrollWidth - clientWidth (0 when nothing scrolls sideways). */
async function horizontalOverflow(page: Page): Promise<{ page: number; tables: number[] }> {
  return page.evaluate(() => {
    const s = document.scrollingElement as HTMLElement;
    const tables = Array.from(document.querySelectorAll<HTMLElement>('.RaDataTable-tableWrapper')).map(
      (t) => t.scrollWidth - t.clientWidth,
    );
    return { page: s.scrollWidth - s.clientWidth, tables };
  });
}

async function openDeliveries(page: Page) {
  await page.goto('/deliveries/');
  await expect(page.getByRole('tab', { name: /^Tracking as single \(\d+\)$/ })).toBeVisible();
  await expect(page.locator('tbody tr.RaDataTable-row').nth(11)).toBeVisible();
}

test.describe('desktop 1440x900', () => {
  test.use({ viewport: { width: 1440, height: 900 } });
  test('deliveries show at least 12 rows above the fold; deliveries and orders do not scroll sideways', async ({
    page,
  }, testInfo) => {
    await signInAndWait(page, 'manager');
    await openDeliveries(page);
    await shoot(page, 'desktop-deliveries', testInfo);
    const rows = await rowsAboveFold(page);
    const deliveriesOverflow = await horizontalOverflow(page);
    console.log(`deliveries: ${rows} rows above the fold, overflow ${JSON.stringify(deliveriesOverflow)}`);
    expect(rows).toBeGreaterThanOrEqual(12);
    expect(deliveriesOverflow.page).toBeLessThanOrEqual(0);
    expect(deliveriesOverflow.tables.length).toBeGreaterThan(0);
    for (const t of deliveriesOverflow.tables) expect(t).toBeLessThanOrEqual(0);

    await page.goto('/orders/');
    await expect(page.locator('tbody tr.RaDataTable-row').first()).toBeVisible();
    await shoot(page, 'desktop-orders', testInfo);
    const ordersOverflow = await horizontalOverflow(page);
    console.log(`orders: overflow ${JSON.stringify(ordersOverflow)}`);
    expect(ordersOverflow.page).toBeLessThanOrEqual(0);
    for (const t of ordersOverflow.tables) expect(t).toBeLessThanOrEqual(0);

    // the page size chosen is remembered across a reload
    await page.getByRole('combobox', { name: /Rows per page/ }).click();
    await page.getByRole('option', { name: '20', exact: true }).click();
    await expect(page.locator('tbody tr.RaDataTable-row')).toHaveCount(20);
    await page.reload();
    await expect(page.getByRole('combobox', { name: /Rows per page/ })).toHaveText('20');
    await expect(page.locator('tbody tr.RaDataTable-row')).toHaveCount(20);
  });

  test("pickups: the search box and 'Overdue only' in the compact bar, active ones as removable chips", async ({
    page,
  }, testInfo) => {
    await signInAndWait(page, 'manager');
    await page.goto('/pending_pickups/');
    const rows = page.locator('tbody tr.RaDataTable-row');
    await expect(rows.first()).toBeVisible();
    const bar = page.getByTestId('filter-bar');
    const search = bar.getByPlaceholder('Search');
    await expect(search).toBeVisible();
    await expect(bar.getByRole('button', { name: 'More filters' })).toBeVisible();
    const number = (await rows.nth(1).locator('td.column-pickup_number').innerText()).trim();

    await search.fill(number);
    const chips = page.getByTestId('filter-chips');
    await expect(chips.getByText(`Search: ${number}`)).toBeVisible();
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(number);

    // 'Overdue only' is folded behind 'More filters'; on, it is a chip of its own
    await bar.getByRole('button', { name: 'More filters' }).click();
    const overdue = bar.getByLabel('Overdue only');
    await overdue.click();
    await expect(overdue).toBeChecked();
    await expect(chips.getByText('Overdue only', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/overdue/);
    await shoot(page, 'desktop-pickups-filters', testInfo);

    // a chip's delete icon removes its filter
    await chips
      .getByRole('listitem')
      .filter({ hasText: 'Overdue only' })
      .locator('.MuiChip-deleteIcon')
      .click();
    await expect(overdue).not.toBeChecked();
    await expect(page).not.toHaveURL(/overdue/);
    await expect(chips.getByText(`Search: ${number}`)).toBeVisible();
    await chips.getByRole('listitem').filter({ hasText: 'Search:' }).locator('.MuiChip-deleteIcon').click();
    await expect(search).toHaveValue('');
    await expect(page.getByTestId('filter-chips')).toHaveCount(0);
    await expect.poll(() => rows.count()).toBeGreaterThan(1);
  });
});

/** Saves a screenshot under test-results/density and attaches it to the report. */
async function shoot(page: Page, name: string, testInfo: TestInfo) {
  const file = path.join('test-results', 'density', `${name}.png`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  await page.screenshot({ path: file });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}

async function noPageScroll(page: Page) {
  const overflow = await horizontalOverflow(page);
  expect(overflow.page).toBeLessThanOrEqual(0);
  return overflow;
}

test.describe('small screen 390x844', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('dashboard, deliveries, pickups and the live map fit the screen with the key columns', async ({
    page,
  }, testInfo) => {
    await signInAndWait(page, 'manager');
    await page.goto('/');
    await expect(page.locator('#react-admin-title')).not.toBeEmpty();
    await page.waitForLoadState('networkidle');
    await shoot(page, 'mobile-dashboard', testInfo);
    await noPageScroll(page);

    await page.goto('/deliveries/');
    await expect(page.getByRole('tab', { name: /^Tracking as single \(\d+\)$/ })).toBeVisible();
    await expect(page.locator('tbody tr.RaDataTable-row').first()).toBeVisible();
    // the filters are folded behind one button; the first screen shows the table
    const filters = page.getByRole('button', { name: 'Filters', exact: true });
    await expect(filters).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Barcode' })).toBeHidden();
    for (const key of ['delivery_number', 'delivery_status', 'destination', 'date_ts'])
      await expect(page.locator(`th.column-${key}`)).toBeVisible();
    for (const rest of ['agent_account_name', 'pickup_point', 'barcode', 'actions'])
      await expect(page.locator(`th.column-${rest}`)).toBeHidden();
    await shoot(page, 'mobile-deliveries', testInfo);
    const deliveries = await noPageScroll(page);
    for (const t of deliveries.tables) expect(t).toBeLessThanOrEqual(0);
    // the rest of a row is in its details, with the row's actions
    const first = page.locator('tbody tr.RaDataTable-row').first();
    const number = (await first.locator('td.column-delivery_number').innerText()).trim();
    // react-admin's expand button is aria-hidden (the row's keyboard users expand it otherwise)
    await first.locator('.RaDataTable-expandIcon').click();
    const details = page.getByTestId('row-details').first();
    await expect(details).toBeVisible();
    await expect(details.getByText('Pickup point', { exact: true })).toBeVisible();
    await expect(details.getByRole('button', { name: 'Edit' })).toBeVisible();
    await shoot(page, 'mobile-deliveries-details', testInfo);
    expect(number).toMatch(/^DLV/);
    // the folded filters open from the one button
    await filters.click();
    await expect(page.getByRole('textbox', { name: 'Barcode' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Status' })).toBeVisible();
    await shoot(page, 'mobile-deliveries-filters', testInfo);
    await noPageScroll(page);

    await page.goto('/pending_pickups/');
    await expect(page.locator('tbody tr.RaDataTable-row').first()).toBeVisible();
    for (const key of ['pickup_number', 'pickup_status', 'pickup_location_display', 'date'])
      await expect(page.locator(`th.column-${key}`)).toBeVisible();
    await expect(page.locator('th.column-created_by')).toBeHidden();
    await expect(page.locator('th.column-actions')).toBeHidden();
    await shoot(page, 'mobile-pickups', testInfo);
    const pickups = await noPageScroll(page);
    for (const t of pickups.tables) expect(t).toBeLessThanOrEqual(0);
    // compact rows (one line each; a long status chip on two short lines) and whole status chips, never cut
    const pickupRows = await page.locator('tbody tr.RaDataTable-row').evaluateAll((rows) =>
      rows.map((r) => {
        const chip = r.querySelector<HTMLElement>('td.column-pickup_status .MuiChip-label');
        return {
          height: r.getBoundingClientRect().height,
          chip: chip ? { text: chip.textContent, cut: chip.scrollWidth - chip.clientWidth } : null,
        };
      }),
    );
    expect(pickupRows.length).toBeGreaterThan(0);
    for (const r of pickupRows) {
      expect(r.height).toBeLessThanOrEqual(44);
      expect(r.chip?.text).toBeTruthy();
      expect(r.chip!.cut, `status '${r.chip!.text}' is cut`).toBeLessThanOrEqual(0);
    }
    // the rest of a pickup, and its actions, in the row's details
    await page.locator('tbody tr.RaDataTable-row').first().locator('.RaDataTable-expandIcon').click();
    const pickupDetails = page.getByTestId('row-details').first();
    await expect(pickupDetails.getByText('Created By', { exact: true })).toBeVisible();
    await expect(pickupDetails.getByRole('button', { name: 'View' })).toBeVisible();
    await shoot(page, 'mobile-pickups-details', testInfo);
    // the search box and 'Overdue only' are folded behind the one Filters button
    await expect(page.getByPlaceholder('Search')).toBeHidden();
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    await expect(page.getByPlaceholder('Search')).toBeVisible();
    await expect(page.getByLabel('Overdue only')).toBeVisible();
    await noPageScroll(page);

    await page.goto('/online_agents/');
    await expect(page.locator('.leaflet-container')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await shoot(page, 'mobile-live-map', testInfo);
    await noPageScroll(page);
  });
});
