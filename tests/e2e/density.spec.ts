/**
 * Issue 20 points 1 and 4: dense operations tables at 1440x900 (menu open) and the small-screen layout at
 * 390x844 (below the spec's 768 px breakpoint).
 */
import fs from 'node:fs';
import path from 'node:path';
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
  }) => {
    await signInAndWait(page, 'manager');
    await openDeliveries(page);
    await page.screenshot({ path: 'test-results/density/desktop-deliveries.png' });
    const rows = await rowsAboveFold(page);
    const deliveriesOverflow = await horizontalOverflow(page);
    console.log(`deliveries: ${rows} rows above the fold, overflow ${JSON.stringify(deliveriesOverflow)}`);
    expect.soft(rows).toBeGreaterThanOrEqual(12);
    expect.soft(deliveriesOverflow.page).toBeLessThanOrEqual(0);
    expect(deliveriesOverflow.tables.length).toBeGreaterThan(0);
    for (const t of deliveriesOverflow.tables) expect.soft(t).toBeLessThanOrEqual(0);

    await page.goto('/orders/');
    await expect(page.locator('tbody tr.RaDataTable-row').first()).toBeVisible();
    await page.screenshot({ path: 'test-results/density/desktop-orders.png' });
    const ordersOverflow = await horizontalOverflow(page);
    console.log(`orders: overflow ${JSON.stringify(ordersOverflow)}`);
    expect(ordersOverflow.page).toBeLessThanOrEqual(0);
    for (const t of ordersOverflow.tables) expect(t).toBeLessThanOrEqual(0);
  });
});
