/**
 * A failed load is never shown as 'no data'. The list call answers 500 with the server's reason
 * (every try, react-query's automatic retries included) until the user presses Retry: the reason and Retry show,
 * no empty state does, the orders' totals read a placeholder; Retry asks again and the rows show.
 */
import { test, expect, type Page } from './fixtures';
import { signInAndWait } from './helpers';

const REASON = 'Database unavailable';

/** Answers 500 to the report call while `failing()`; the call goes through once it is false. */
async function failReport(page: Page, path: string, failing: () => boolean) {
  await page.route(
    (url) => url.pathname.startsWith(path),
    async (route) => {
      if (failing()) {
        await route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ detail: REASON }),
        });
      } else {
        await route.continue();
      }
    },
  );
}

test('deliveries: a failed report shows the reason and Retry, and Retry shows the rows', async ({ page }) => {
  await signInAndWait(page, 'manager');
  let failing = true;
  await failReport(page, '/customqueries/getumoja_deliveriesreport', () => failing);
  await page.goto('/deliveries/');
  // the lasting error, not the toast that also says the reason
  const alert = page.getByRole('alert').filter({ hasText: 'Could not load the data.' });
  // react-query tries three more times before it gives up
  await expect(alert).toBeVisible({ timeout: 30_000 });
  await expect(alert).toContainText(REASON);
  await expect(page.getByText(/No deliveries (in this date range|match)/)).toHaveCount(0);
  const rows = page.locator('table tbody tr.RaDataTable-row');
  await expect(rows).toHaveCount(0);
  failing = false;
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(rows.first()).toBeVisible();
  await expect(alert).toHaveCount(0);
});

test('orders: a failed report shows the reason, Retry and placeholder totals; Retry shows the rows', async ({
  page,
}) => {
  await signInAndWait(page, 'manager');
  let failing = true;
  await failReport(page, '/customqueries/getclientorder_deliveriesreport', () => failing);
  await page.goto('/orders/');
  await expect(page.getByRole('heading', { name: 'ALL ORDERS' })).toBeVisible();
  // the lasting error, not the toast that also says the reason
  const alert = page.getByRole('alert').filter({ hasText: 'Could not load the data.' });
  await expect(alert).toBeVisible({ timeout: 30_000 });
  await expect(alert).toContainText(REASON);
  await expect(page.getByText(/No orders (in this date range|match)/)).toHaveCount(0);
  const totals = page.getByRole('group', { name: 'Totals' });
  for (const name of ['Orders', 'Items amount', 'Extra amount', 'Overall'])
    await expect(totals.getByText(`${name}:`)).toHaveText(`${name}: –`);
  failing = false;
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(alert).toHaveCount(0);
  await expect(totals.getByText('Orders:')).toHaveText(/^Orders: \d[\d,]*$/);
  // the demo data has orders in the default range (Monday of last week to today)
  await expect(page.locator('table tbody tr.RaDataTable-row').first()).toBeVisible();
});
