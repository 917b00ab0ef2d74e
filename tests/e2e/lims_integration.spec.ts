import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { apiToken, signInAndWait, unique } from './helpers';

/**
 * LIMS integration screen: tokens (created, shown once, copied, deactivated, deleted),
 * sample confirmations (confirm and reject PENDING rows), integration log details; staff is refused.
 */

interface Account {
  id: number;
  username: string;
}

const auth = (token: string) => ({ Authorization: `Token ${token}` });

async function managerId(request: APIRequestContext, token: string): Promise<number> {
  const res = await request.get('/api/accounts/', { headers: auth(token) });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as Account[] | { results: Account[] };
  const rows = Array.isArray(body) ? body : body.results;
  const me = rows.find((a) => a.username === 'manager');
  if (!me) throw new Error('no manager account');
  return me.id;
}

/** A new LIMS API token of the manager's, as a laboratory system gets it. */
async function newLimsToken(request: APIRequestContext, token: string): Promise<string> {
  const created = await request.post('/api/lims/tokens/', {
    headers: auth(token),
    data: { user: await managerId(request, token), description: unique('e2e lims feed'), is_active: true },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { token: string }).token;
}

/** Two fresh PENDING confirmations posted by a LIMS system (newest first on the screen). */
async function twoPendingConfirmations(
  request: APIRequestContext,
  token: string,
): Promise<{ id: string; barcode: string }[]> {
  const limsToken = await newLimsToken(request, token);
  const samples = await request.get('/api/lims/v1/samples/', { headers: { 'X-API-Key': limsToken } });
  expect(samples.status()).toBe(200);
  const { results } = (await samples.json()) as { results: { barcode: string }[] };
  if (results.length < 2) throw new Error('the demo data has fewer than two delivered samples');
  const lims: { id: string; barcode: string }[] = [];
  for (const sample of results.slice(0, 2)) {
    const limsSampleId = unique('LIMS').replace(/\s+/g, '-');
    const res = await request.post('/api/lims/v1/confirmations/', {
      headers: { 'X-API-Key': limsToken },
      data: { barcode: sample.barcode, lims_sample_id: limsSampleId, notes: 'e2e' },
    });
    expect(res.status()).toBe(201);
    lims.push({ id: ((await res.json()) as { id: number }).id.toString(), barcode: sample.barcode });
  }
  return lims;
}

async function openTab(page: Page, name: string) {
  await page.goto('/lims_integration/');
  await expect(page.getByRole('heading', { name: 'LIMS Integration', level: 1 })).toBeVisible();
  await page.getByRole('tab', { name }).click();
}

test('a manager creates a token, sees it once, copies it, deactivates it and deletes it', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const description = unique('E2E LIMS token');
  await signInAndWait(page, 'manager');
  await openTab(page, 'API Tokens');

  await page.getByRole('button', { name: 'Create Token' }).click();
  const form = page.getByRole('dialog');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Please select a user')).toBeVisible();
  await expect(form.getByText('Please enter a description')).toBeVisible();
  // the user is a searchable server picker: type the username, then choose it
  await form.getByRole('combobox').fill('manager');
  await page.getByRole('option', { name: 'manager', exact: true }).click();
  await form.getByLabel('Description').fill(description);
  await form.getByRole('button', { name: 'Save' }).click();

  await expect(page.getByText('Token created successfully')).toBeVisible();
  const shown = page.getByTestId('lims-new-token');
  await expect(shown).toHaveText(/\S{20,}/);
  const token = (await shown.innerText()).trim();
  await page.getByRole('button', { name: 'Copy' }).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(token);
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByText(token)).toHaveCount(0);

  const row = page.locator('tbody tr', { hasText: description });
  await expect(row).toContainText('Active');
  await expect(row).not.toContainText(token);
  await row.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog');
  await edit.getByLabel('Active').click();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Token updated successfully')).toBeVisible();
  await expect(row).toContainText('Inactive');

  await row.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Token deleted successfully')).toBeVisible();
  await expect(page.locator('tbody tr', { hasText: description })).toHaveCount(0);
});

test('a manager confirms one PENDING sample and rejects another', async ({ page, request }) => {
  const token = await apiToken(request, 'manager');
  const [first, second] = await twoPendingConfirmations(request, token);
  await signInAndWait(page, 'manager');
  await openTab(page, 'Sample Confirmations');

  // newest first: the rows just posted are on the first page
  const pendingRow = (barcode: string) =>
    page.locator('tbody tr', { hasText: barcode }).filter({ hasText: 'Pending' }).first();
  await pendingRow(first.barcode).getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Sample confirmed successfully')).toBeVisible();
  await pendingRow(second.barcode).getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByText('Sample rejected successfully')).toBeVisible();

  const res = await request.get('/api/lims/confirmations/', { headers: auth(token) });
  const all = (await res.json()) as { id: number; status: string; error_message: string | null }[];
  const mine = all.filter((c) => [first.id, second.id].includes(String(c.id)));
  expect(mine.map((c) => c.status).sort()).toEqual(['CONFIRMED', 'REJECTED']);
  expect(mine.find((c) => c.status === 'REJECTED')?.error_message).toBe('Rejected by admin');
});

test("a laboratory's FHIR client marks a delivered sample received; its journey shows it, the screen shows where to connect", async ({
  page,
  request,
}) => {
  const limsToken = await newLimsToken(request, await apiToken(request, 'manager'));
  const fhir = { Authorization: `Bearer ${limsToken}`, Accept: 'application/fhir+json' };
  // a delivered sample that no laboratory has answered for yet, from the end of the list (the confirmations
  // test above takes the first two)
  const samples = await request.get('/api/lims/v1/samples/', { headers: { 'X-API-Key': limsToken } });
  const { results } = (await samples.json()) as { results: { barcode: string }[] };
  let target: { barcode: string; task: { id: string; status: string; meta: { versionId: string } } } | null =
    null;
  for (const { barcode } of [...results].reverse()) {
    const found = await request.get(`/fhir/r4/Specimen?identifier=${encodeURIComponent(barcode)}`, {
      headers: fhir,
    });
    expect(found.status()).toBe(200);
    const bundle = (await found.json()) as { entry?: { resource: { id: string } }[] };
    const id = bundle.entry?.[0]?.resource.id;
    if (!id) continue;
    const task = await request.get(`/fhir/r4/Task/${id}`, { headers: fhir });
    const body = (await task.json()) as {
      id: string;
      status: string;
      meta: { versionId: string };
      businessStatus?: { text?: string };
    };
    if (body.status === 'completed' && body.businessStatus?.text !== 'received at laboratory') {
      target = { barcode, task: body };
      break;
    }
  }
  if (!target) throw new Error('the demo data has no delivered sample without a laboratory answer');

  const patched = await request.patch(`/fhir/r4/Task/${target.task.id}`, {
    headers: {
      ...fhir,
      'Content-Type': 'application/json-patch+json',
      'If-Match': `W/"${target.task.meta.versionId}"`,
    },
    data: JSON.stringify([
      { op: 'replace', path: '/status', value: 'completed' },
      { op: 'add', path: '/businessStatus', value: { text: 'received at laboratory' } },
    ]),
  });
  expect(patched.status()).toBe(200);
  expect(((await patched.json()) as { businessStatus: { text: string } }).businessStatus.text).toBe(
    'received at laboratory',
  );

  await signInAndWait(page, 'manager');
  await page.goto(`/sample_journey/${target.barcode}`);
  await expect(
    page.getByRole('heading', { name: `Sample journey: ${target.barcode}`, level: 1 }),
  ).toBeVisible();
  await expect(page.getByTestId('journey-event-lims_confirmed')).toContainText('Confirmed by the LIMS');

  await page.goto('/lims_integration/');
  const card = page.getByTestId('lims-fhir');
  await expect(card).toContainText('FHIR base URL');
  await expect(card).toContainText(new URL('/fhir/r4', page.url()).href);
});

test("a manager opens an integration log's details", async ({ page }) => {
  await signInAndWait(page, 'manager');
  await openTab(page, 'Integration Logs');
  const first = page.locator('tbody tr').first();
  await expect(first).toBeVisible();
  await first.locator('td.column-description').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Integration Log Details' })).toBeVisible();
  await expect(dialog.getByText('Endpoint')).toBeVisible();
  await expect(dialog.getByText('Processing Time')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
});

test('staff is refused /lims_integration/', async ({ page }) => {
  await signInAndWait(page, 'staff');
  await page.goto('/lims_integration/');
  await expect(page.getByRole('heading', { name: 'Access refused' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'API Tokens' })).toHaveCount(0);
});
