import { test, expect, type APIRequestContext, type Page } from './fixtures';
import { apiToken, signInAndWait, unique } from './helpers';

interface Child {
  barcode: string;
  type: string;
  quantity: number;
}

interface Delivery {
  id: number;
  delivery_number: string;
  barcode: string | null;
  barcode_type: string | null;
  parent_code: string | null;
  delivery_status: string;
  received_by_coordinator: boolean;
  received_by: string | null;
  receivers_note: string | null;
  delivery_items: { barcode: string; description: string; quantity: number; children: Child[] }[];
}

const pad = (n: number) => String(n).padStart(2, '0');
const display = (d: Date) => `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()}`;

/** The screen's default range: Monday of last week to today. */
function defaultRange(today = new Date()): { dateone: string; datetwo: string } {
  const start = new Date(today.getFullYear(), today.getMonth(), today.getDate());
  start.setDate(start.getDate() - ((start.getDay() + 6) % 7) - 7);
  return { dateone: display(start), datetwo: display(today) };
}

async function report(request: APIRequestContext, token: string): Promise<Delivery[]> {
  const res = await request.post('/customqueries/getumoja_deliveriesreport', {
    headers: { Authorization: `Token ${token}` },
    multipart: { ...defaultRange(), delivery_status: '', hub: '' },
  });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { report: string };
  return JSON.parse(body.report) as Delivery[];
}

/** The page is ready when both tab counts are numbers. */
async function openDeliveries(page: Page) {
  await page.goto('/deliveries/');
  await expect(page.getByRole('tab', { name: /^Tracking as single \(\d+\)$/ })).toBeVisible();
  await expect(page.getByRole('tab', { name: /^Tracking in batch\/package \(\d+\)$/ })).toBeVisible();
  await expect(page.locator('tbody tr').first()).toBeVisible();
}

async function chooseStatus(page: Page, status: 'pending' | 'delivered') {
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: status, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`delivery_status%22%3A%22${status}`));
  // the table has re-rendered with the new report: every row shown has that status (before, a row of the
  // previous report could still be under the cursor)
  const statuses = page.locator('tbody tr td.column-delivery_status');
  await expect
    .poll(async () => {
      const shown = await statuses.allInnerTexts();
      return shown.length > 0 && shown.every((t) => t.trim() === status);
    })
    .toBe(true);
}

test('a manager searches a known child barcode and repackages a delivered one', async ({ page, request }) => {
  const token = await apiToken(request, 'manager');
  const rows = await report(request, token);
  // a child of a batch or package, delivered
  const child = rows.find(
    (r) => r.barcode_type === 'child' && r.parent_code && r.delivery_status === 'delivered',
  );
  if (!child?.barcode) throw new Error('the demo data has no delivered child barcode in the default range');

  await signInAndWait(page, 'manager');
  await openDeliveries(page);

  // an empty search only warns
  await page.getByRole('button', { name: 'Search barcode' }).click();
  await expect(page.getByText('Please enter a barcode to search')).toBeVisible();

  // lower case: the match ignores case; Enter runs it like a scanner would
  const box = page.getByRole('textbox', { name: 'Barcode' });
  await box.fill(child.barcode.toLowerCase());
  await box.press('Enter');
  await expect(
    page.getByText(new RegExp(`^Found \\d+ item\\(s\\) with barcode: ${child.barcode.toLowerCase()}$`)),
  ).toBeVisible();
  const dialog = page.getByRole('dialog', { name: /Barcode search results/ });
  const result = dialog.getByTestId('barcode-result').filter({ hasText: child.delivery_number });
  await expect(result).toContainText(child.barcode);
  await expect(result).toContainText('Child');
  await expect(result).toContainText(child.parent_code!);

  await result.getByRole('button', { name: 'Repackage', exact: true }).click();
  const repackage = page.getByRole('dialog', { name: `Repackage barcode ${child.barcode}` });
  await repackage.getByRole('button', { name: 'Repackage' }).click();
  await expect(repackage.getByText('Please enter a reason for repackaging')).toBeVisible();
  const reason = unique('Seal broken at the hub');
  await repackage.getByLabel(/Reason for repackaging/).fill(reason);
  await repackage.getByRole('button', { name: 'Repackage' }).click();
  await expect(page.getByText('Barcode repackaged successfully')).toBeVisible();

  const res = await request.get('/api/sample_barcodes/', {
    headers: { Authorization: `Token ${token}` },
    params: { search: child.barcode, page: 1, page_size: 20 },
  });
  expect(res.status()).toBe(200);
  const codes = (
    (await res.json()) as {
      results: { bar_code: string; repackaged: boolean; reason_for_repackage: string }[];
    }
  ).results;
  expect(codes.find((c) => c.bar_code === child.barcode)).toMatchObject({
    repackaged: true,
    reason_for_repackage: reason,
  });

  // clearing says so
  await dialog.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(page.getByText('Barcode search cleared')).toBeVisible();
});

test('a manager receives a pending delivery and sees the Received mark', async ({ page, request }) => {
  const token = await apiToken(request, 'manager');
  await signInAndWait(page, 'manager');
  await openDeliveries(page);
  await chooseStatus(page, 'pending');

  const row = page
    .locator('tbody tr')
    .filter({ has: page.getByRole('button', { name: 'Receive' }) })
    .first();
  const number = (await row.locator('td.column-delivery_number').innerText()).trim();
  expect(number).toMatch(/\S/);
  await row.getByRole('button', { name: 'Receive' }).click();

  const dialog = page.getByRole('dialog', { name: 'Receive Delivery' });
  await expect(dialog.getByTestId('receive-details')).toContainText(number);
  const note = unique('Cool box sealed');
  await dialog.getByLabel('Receiver note').fill(note);
  await dialog.getByRole('button', { name: 'Confirm receiving' }).click();
  await expect(page.getByText('Delivery received successfully!')).toBeVisible();

  const received = page.locator('tbody tr').filter({ hasText: number }).first();
  await expect(received.getByTestId('received-mark')).toContainText('Received');
  await expect(received.getByTestId('received-mark')).toContainText(`Note: ${note}`);
  await expect(received.getByRole('button', { name: 'Receive' })).toHaveCount(0);

  const after = (await report(request, token)).filter((r) => r.delivery_number === number);
  expect(after.length).toBeGreaterThan(0);
  for (const r of after) expect(r).toMatchObject({ received_by_coordinator: true, receivers_note: note });
});

test('a manager edits a delivery: invalid JSON is refused, valid JSON is saved', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, 'manager');
  await signInAndWait(page, 'manager');
  await openDeliveries(page);
  await chooseStatus(page, 'delivered');

  const row = page.locator('tbody tr').first();
  const number = (await row.locator('td.column-delivery_number').innerText()).trim();
  const barcode = (await row.locator('td.column-barcode').innerText()).split('\n')[0].trim();
  await row.getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: `Edit Delivery ${number}` });
  const items = dialog.getByLabel('Delivery items (JSON)');
  const original = await items.inputValue();

  await items.fill('[{"barcode": ');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog.getByText(/Delivery items must be valid JSON/)).toBeVisible();

  const description = unique('Checked at the hub');
  const parsed = JSON.parse(original) as { description?: string }[];
  parsed[0] = { ...parsed[0], description };
  await items.fill(JSON.stringify(parsed, null, 2));
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Delivery updated successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();

  const saved = (await report(request, token)).find(
    (r) => r.delivery_number === number && (r.barcode ?? '') === barcode,
  );
  expect(saved?.delivery_items[0].description).toBe(description);
});
