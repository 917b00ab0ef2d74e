import { test, expect } from './fixtures';
import { apiToken, signInAndWait } from './helpers';

// the deliveries' Overdue column shows from 1440 px (below, it is in the column chooser and the row's details)
test.use({ viewport: { width: 1440, height: 900 } });

const first = async (
  request: import('@playwright/test').APIRequestContext,
  headers: Record<string, string>,
  url: string,
) => {
  const res = await request.get(url, { headers });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { results: { id: number }[] }).results[0];
};

test("the 'Overdue now' card opens the filtered lists: only late rows, each with its Overdue mark", async ({
  page,
  request,
}) => {
  const token = await apiToken(request, 'manager');
  const headers = { Authorization: `Token ${token}` };
  const sample = await first(request, headers, '/api/samples/?page=1&page_size=1');
  const centre = await first(request, headers, '/api/healthcentres/?page=1&page_size=1');
  const hub = await first(request, headers, '/api/collectionhubs/?page=1&page_size=1');
  // a pickup scheduled three days ago and still pending: late against the 24 h target
  const today = new Date();
  const iso = (d: Date) =>
    `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  const scheduled = new Date(today.getTime() - 3 * 86_400_000);
  const created = await request.post('/api/pending_umoja_pickups/', {
    headers,
    multipart: {
      date: iso(today),
      sample: String(sample.id),
      quantity: '2',
      pickup_location_type: 'health_center',
      pickup_health_center: String(centre.id),
      destination_location_type: 'collection_hub',
      destination_collection_hub: String(hub.id),
      scheduled_pickup_date: `${iso(scheduled)}T08:00`,
    },
  });
  expect(created.status()).toBe(201);
  const pickup = (await created.json()) as { id: number; pickup_number: string };

  try {
    await signInAndWait(page, 'manager');
    await page.goto('/');
    const split = page.getByTestId('overdue-split');
    await expect(split).toBeVisible({ timeout: 20_000 });

    // the pickups part of the card: the pending pickups list with 'Overdue only' on
    await split.getByTestId('overdue-pickup').click();
    await expect(page).toHaveURL(/\/pending_pickups\/?\?filter=/);
    await expect(page.getByLabel('Overdue only')).toBeChecked();
    const row = page.getByRole('row').filter({ hasText: pickup.pickup_number });
    await expect(row).toBeVisible({ timeout: 20_000 });
    await expect(row.getByText(/^Overdue \d+ d/)).toBeVisible();
    // every row shown is late: one mark per row (data rows: a batch's collapsible detail row has one cell)
    const rows = page.locator('tbody tr:has(td + td)');
    const n = await rows.count();
    expect(n).toBeGreaterThan(0);
    await expect(rows.filter({ hasText: /Overdue \d/ })).toHaveCount(n);

    // back on the dashboard, the count opens its list (the deliveries when drop-offs or receipts are late)
    await page.goto('/');
    const count = page.getByTestId('count-overdue');
    await expect(count).toHaveText(/^[1-9][\d,]*$/, { timeout: 20_000 });
    await count.click();
    await expect(page).toHaveURL(/\/(pending_pickups|deliveries)\/?\?filter=/);
    const dataRows = page.locator('tbody tr:has(td + td)');
    const marked = dataRows.filter({ hasText: /Overdue \d/ });
    await expect(marked.first()).toBeVisible({ timeout: 20_000 });
    await expect(marked).toHaveCount(await dataRows.count());
  } finally {
    await request.delete(`/api/pending_umoja_pickups/${pickup.id}/`, { headers });
  }
});
