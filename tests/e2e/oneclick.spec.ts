/** One action, one submission: a double-click on Save of Create New Pickup stores one pickup. */
import { test, expect, type APIRequestContext, type Locator, type Page } from './fixtures';
import { apiToken, signInAndWait, unique } from './helpers';

interface Named {
  id: number;
  name: string;
}

const auth = (token: string) => ({ headers: { Authorization: `Token ${token}` } });

async function firstRow<T>(request: APIRequestContext, token: string, url: string): Promise<T> {
  const res = await request.get(url, auth(token));
  expect(res.status()).toBe(200);
  const body = (await res.json()) as T[] | { results: T[] };
  return (Array.isArray(body) ? body : body.results)[0];
}

async function autocomplete(page: Page, scope: Locator, label: RegExp, text: string) {
  const box = scope.getByRole('combobox', { name: label });
  await box.click();
  await box.fill(text);
  await page.getByRole('option', { name: text, exact: true }).click();
}

test('a double-click on Save of Create New Pickup stores one pickup', async ({ page, request }) => {
  const token = await apiToken(request, 'manager');
  const centre = await firstRow<Named>(request, token, '/api/healthcentres/?page=1&page_size=1');
  const hub = await firstRow<Named>(request, token, '/api/collectionhubs/?page=1&page_size=1');
  const sample = await firstRow<Named>(request, token, '/api/samples/?page=1&page_size=1');
  const notes = unique('e2e double-click');

  await signInAndWait(page, 'manager');
  await page.goto('/pending_pickups/');
  await page.getByRole('button', { name: 'Create New Pickup' }).click();
  const form = page.getByRole('dialog', { name: 'Create New Pickup' });
  await expect(form).toBeVisible();
  await autocomplete(page, form, /^Sample Type/, sample.name);
  await autocomplete(page, form, /^Pickup Health Center/, centre.name);
  await autocomplete(page, form, /^Destination Collection Hub/, hub.name);
  await form.getByRole('textbox', { name: 'Notes', exact: true }).fill(notes);

  const creates: string[] = [];
  page.on('request', (req) => {
    if (req.method() === 'POST' && new URL(req.url()).pathname === '/api/pending_umoja_pickups/')
      creates.push(req.headers()['idempotency-key'] ?? '');
  });
  await form.getByRole('button', { name: 'Save' }).dblclick();
  await expect(page.getByText('Pending pickup created successfully')).toBeVisible();

  const res = await request.get('/api/pending_umoja_pickups/search_by_date_range/', auth(token));
  expect(res.status()).toBe(200);
  const stored = ((await res.json()) as { results: { notes: string | null }[] }).results.filter(
    (p) => p.notes === notes,
  );
  expect(stored).toHaveLength(1);
  // one request, carrying an Idempotency-Key (a UUID)
  expect(creates).toHaveLength(1);
  expect(creates[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
});
