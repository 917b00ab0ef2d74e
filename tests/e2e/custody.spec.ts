/**
 * Issue 21, chain of custody: a manager receives a batch scanning two of its three children, confirms, and finds
 * the discrepancy on the row, in the Discrepancies list and in the journeys of the missing child and the batch.
 * The API has no call that creates a delivery (the agent app does), so the setup picks, through the API, a
 * delivered batch of three children that nobody has received yet (the oldest one, away from the newest rows
 * the other journeys receive).
 */
import type { APIRequestContext } from '@playwright/test';
import { test, expect } from './fixtures';
import { apiToken, signInAndWait } from './helpers';

interface Row {
  delivery_number: string;
  barcode: string | null;
  barcode_type: string | null;
  delivery_status: string;
  received_by_coordinator: boolean;
  orig_date: string;
  agent_account_name: string | null;
  pickup_point: string;
  delivery_items: { barcode?: string; children?: { barcode: string }[] }[];
}

const pad = (n: number) => String(n).padStart(2, '0');
const display = (d: Date) => `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()}`;
const iso = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

async function pickBatch(request: APIRequestContext, token: string) {
  const today = new Date();
  const from = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 30);
  const res = await request.post('/customqueries/getumoja_deliveriesreport', {
    headers: { Authorization: `Token ${token}` },
    multipart: { dateone: display(from), datetwo: display(today), delivery_status: 'delivered', hub: '' },
  });
  expect(res.status()).toBe(200);
  const rows = JSON.parse(((await res.json()) as { report: string }).report) as Row[];
  const children = (r: Row) =>
    (r.delivery_items ?? []).flatMap((i) => (i.children ?? []).map((c) => c.barcode));
  // one row per delivery number (a batch's number is not shared with another trip), oldest first
  const batch = rows.find(
    (r) =>
      r.barcode_type === 'parent' &&
      !r.received_by_coordinator &&
      children(r).length === 3 &&
      rows.filter((o) => o.delivery_number === r.delivery_number && o.barcode_type === 'parent').length === 1,
  );
  expect(batch, 'a delivered batch of three children not yet received').toBeTruthy();
  return { batch: batch!, children: children(batch!) };
}

test('a batch received with a missing child shows up as a discrepancy everywhere', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, 'manager');
  const { batch, children } = await pickBatch(request, token);
  const [first, second, missing] = children;
  const code = batch.barcode!;

  await signInAndWait(page, 'manager');
  // the deliveries screen on the batch's day and trip (the batch tab, narrowed to its agent and pickup point)
  const day = iso(new Date(batch.orig_date));
  const filter = {
    dateone: day,
    datetwo: day,
    tracking: 'batch',
    delivery_status: 'delivered',
    pickup_point_contains: batch.pickup_point,
    ...(batch.agent_account_name ? { agent_account_name_contains: batch.agent_account_name } : {}),
  };
  await page.goto(`/deliveries/?filter=${encodeURIComponent(JSON.stringify(filter))}`);
  const row = page.locator('tbody tr').filter({ hasText: code }).first();
  await row.getByRole('button', { name: 'Receive' }).click();

  const dialog = page.getByRole('dialog', { name: 'Receive Delivery' });
  await expect(dialog.getByTestId('receive-details')).toContainText(batch.delivery_number);
  const check = dialog.getByTestId('receive-check');
  for (const child of children) await expect(check.getByRole('checkbox', { name: child })).not.toBeChecked();
  // a hand-held scanner types each code and presses Enter
  const scan = check.getByLabel('Scan a barcode');
  for (const child of [first, second]) {
    await scan.fill(child);
    await scan.press('Enter');
    await expect(check.getByRole('checkbox', { name: child })).toBeChecked();
  }
  await expect(check.getByTestId('receive-check-count')).toHaveText('2 of 3 checked');
  await expect(check.getByTestId('receive-missing')).toHaveText(`Missing: ${missing}`);
  await dialog.getByRole('button', { name: 'Confirm receiving' }).click();
  await expect(page.getByText('Delivery received successfully!')).toBeVisible();
  const received = page.locator('tbody tr').filter({ hasText: code }).first();
  await expect(received.getByTestId('received-mark')).toContainText('Received');
  await expect(received.getByTestId('discrepancy-mark')).toHaveText('Discrepancy');

  // the Discrepancies list (menu entry under Operations)
  const menu = page.getByRole('navigation', { name: 'main menu' });
  await menu.getByRole('menuitem', { name: 'Discrepancies', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Discrepancies', level: 1 })).toBeVisible();
  const listed = page.getByTestId('discrepancy-row').filter({ hasText: batch.delivery_number });
  await expect(listed).toHaveCount(1);
  await expect(listed).toContainText('manager');
  await expect(listed.getByRole('link', { name: missing })).toBeVisible();

  // the missing child's journey
  await listed.getByRole('link', { name: missing }).click();
  await expect(page.getByRole('heading', { name: `Sample journey: ${missing}`, level: 1 })).toBeVisible();
  await expect(page.getByTestId('journey-discrepancy')).toHaveText('Receiving discrepancy');
  await expect(page.getByTestId('journey-event-missing_at_receiving')).toContainText(`Codes: ${missing}`);
  await expect(page.getByTestId('journey-event-received')).toContainText('manager');
  await expect(page.getByTestId('journey-event-delivered')).toBeVisible();

  // and the batch it travelled in
  await page.getByTestId('journey-parents').getByRole('link', { name: code }).click();
  await expect(page.getByRole('heading', { name: `Sample journey: ${code}`, level: 1 })).toBeVisible();
  await expect(page.getByTestId('journey-children')).toContainText(missing);
  await expect(page.getByTestId('journey-event-missing_at_receiving')).toContainText(missing);
  await expect(page.getByTestId('journey-discrepancy')).toBeVisible();
});
