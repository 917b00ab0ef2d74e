import { test, expect, type Page } from './fixtures';
import { apiToken, openPrintWindow, signInAndWait } from './helpers';

/** Types a code into the search box and waits until the list has applied it (the box is debounced). */
async function search(page: Page, text: string) {
  await page.getByPlaceholder('Search').fill(text);
  await expect(page).toHaveURL(new RegExp(text));
}

test('a manager generates single-entry codes, finds them in the Active tab and prints active codes', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, 'manager');
  const profile = (await (
    await request.get('/api/app_profile/1/', { headers: { Authorization: `Token ${token}` } })
  ).json()) as { no_ofdigits_forsinglepickup_barcode: number };
  const digits = profile.no_ofdigits_forsinglepickup_barcode;

  await signInAndWait(page, 'manager');
  await page.goto('/bar_codes/');
  for (const tab of ['All', 'Active', 'Single Entry', 'Batch Entry', 'Packages'])
    await expect(page.getByRole('tab', { name: tab, exact: true })).toBeVisible();

  // the form's rules first
  await page.getByRole('button', { name: 'Generate New Codes' }).click();
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  await expect(page.getByText('Please select barcode type')).toBeVisible();
  await expect(page.getByText('Please input number of codes')).toBeVisible();
  const count = page.getByRole('spinbutton', { name: /Number of codes/ });
  await count.fill('101');
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  await expect(page.getByText('Number of codes must be between 1 and 100')).toBeVisible();

  // 5 single-entry codes
  await page.getByRole('combobox', { name: /^Type/ }).click();
  await page.getByRole('option', { name: 'Single Entry', exact: true }).click();
  await count.fill('5');
  const answer = page.waitForResponse((r) => r.url().includes('/customqueries/generate_barcodes'));
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  const body = (await (await answer).json()) as { message: string; codes: string[] };
  expect(body.codes).toHaveLength(5);
  for (const code of body.codes) expect(code).toMatch(new RegExp(`^\\d{${digits}}$`));
  await expect(page.getByText('5 barcodes generated successfully')).toBeVisible();

  // each new code is listed in the Active tab, as a single entry, with the active status
  await page.getByRole('tab', { name: 'Active', exact: true }).click();
  await expect(page.getByRole('tab', { name: 'Active', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  for (const code of body.codes) {
    await search(page, code);
    const row = page.getByRole('row', { name: new RegExp(code) });
    await expect(row).toBeVisible();
    await expect(row).toContainText('Single Entry');
    await expect(row).toContainText('active');
  }

  // the details modal draws the code
  const first = body.codes[0];
  await search(page, first);
  await page
    .getByRole('row', { name: new RegExp(first) })
    .getByRole('button', { name: 'View' })
    .click();
  const details = page.getByRole('dialog', { name: 'Barcode details' });
  await expect(details.getByRole('img', { name: `Barcode ${first}` })).toContainText(first);
  await details.getByRole('button', { name: 'Close' }).click();

  // bulk print of every active single-entry code: the print view holds each new code 3 times
  await page.getByRole('button', { name: 'Bulk Print' }).click();
  await page.getByRole('menuitem', { name: /^Single Entry/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Print active Single Entry barcodes' });
  const quantity = dialog.getByRole('spinbutton', { name: 'Quantity' });
  const max = await quantity.getAttribute('max');
  expect(Number(max)).toBeGreaterThanOrEqual(5);
  await expect(quantity).toHaveValue(String(Math.min(10, Number(max))));
  await quantity.fill(String(Number(max) + 1));
  await expect(dialog.getByText(`Quantity must be between 1 and ${max}`)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Print', exact: true })).toBeDisabled();
  await quantity.fill(String(max));
  const popup = await openPrintWindow(page, dialog.getByRole('button', { name: 'Print', exact: true }));
  await expect(popup.locator('h2')).toHaveText('Active Single Entry barcodes');
  await expect(popup.locator('.barcode-label')).toHaveCount(Number(max) * 3);
  for (const code of body.codes) {
    await expect(popup.locator(`.barcode-label[data-code="${code}"]`)).toHaveCount(3);
    await expect(popup.locator(`.barcode-label[data-code="${code}"] svg`).first()).toContainText(code);
  }
  await popup.close();
});

test('staff cannot open barcode management and the server refuses their barcode calls', async ({
  page,
  request,
}) => {
  await signInAndWait(page, 'staff');
  await page.goto('/bar_codes/');
  await expect(page.getByRole('heading', { name: 'Access refused' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Active', exact: true })).toHaveCount(0);

  const headers = { Authorization: `Token ${await apiToken(request, 'staff')}` };
  const list = await request.get('/api/sample_barcodes/?page=1&page_size=20', { headers });
  expect(list.status()).toBe(403);
  const generate = await request.post('/customqueries/generate_barcodes', {
    headers,
    multipart: { numer_of_codes: '5', bar_code_type: 'single_entry' },
  });
  expect(generate.status()).toBe(403);
  expect(await generate.json()).toEqual({ detail: 'You do not have permission to perform this action.' });
});
