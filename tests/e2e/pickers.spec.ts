/**
 * No silent caps: with more than 1,000 health centres, the last one created can still be
 * found in the pickup form's health-centre picker (searched on the server as the user types) and saved.
 * Its centres sit on a hub of its own with a unique name prefix, so specs counting another hub's centres
 * are not disturbed.
 */
import { test, expect, type APIRequestContext } from './fixtures';
import { apiToken, signInAndWait, unique } from './helpers';

const CENTRES = 1001;
const BATCH = 25;

const auth = (token: string) => ({ headers: { Authorization: `Token ${token}` } });

async function post(request: APIRequestContext, token: string, url: string, fields: Record<string, string>) {
  const res = await request.post(url, { ...auth(token), multipart: fields });
  expect(res.status(), `${url} ${await res.text()}`).toBe(201);
  return (await res.json()) as { id: number; name: string };
}

test('the last of 1,001 new health centres can be picked in the pickup form', async ({ page, request }) => {
  test.setTimeout(180_000);
  const token = await apiToken(request, 'manager');
  const prefix = unique('Picker e2e').replace(/\s+/g, '-');
  const hub = await post(request, token, '/api/collectionhubs/', {
    name: `${prefix} Hub`,
    supervisor_name: 'Picker Supervisor',
    district: 'Kampala',
  });
  const name = (n: number) => `${prefix} centre ${String(n).padStart(4, '0')}`;
  for (let start = 1; start <= CENTRES; start += BATCH) {
    const batch = [];
    for (let n = start; n < start + BATCH && n <= CENTRES; n++)
      batch.push(
        post(request, token, '/api/healthcentres/', {
          name: name(n),
          contactperson_name: 'Picker Contact',
          district: 'Kampala',
          collection_hub: String(hub.id),
        }),
      );
    await Promise.all(batch);
  }
  const mine = await request.get(
    `/api/healthcentres/?collection_hub=${hub.id}&page=1&page_size=1`,
    auth(token),
  );
  expect(((await mine.json()) as { count: number }).count).toBe(CENTRES);
  const last = name(CENTRES);
  const notes = unique('picker e2e pickup');

  await signInAndWait(page, 'manager');
  await page.goto('/pending_pickups/');
  await page.getByRole('button', { name: 'Create New Pickup' }).click();
  const form = page.getByRole('dialog', { name: 'Create New Pickup' });
  await expect(form).toBeVisible();

  // a sample and the destination hub: the first of each list
  await form.getByRole('combobox', { name: /^Sample Type/ }).click();
  await page.getByRole('option').first().click();
  const centre = form.getByRole('combobox', { name: /^Pickup Health Center/ });
  await centre.click();
  // nothing in a first page of centres is the new one
  await expect(page.getByRole('option').first()).toBeVisible();
  await expect(page.getByRole('option', { name: last })).toHaveCount(0);
  await centre.fill(last);
  await page.getByRole('option', { name: last, exact: true }).click();
  await expect(centre).toHaveValue(last);
  // a name that matches nothing says so
  const hubBox = form.getByRole('combobox', { name: /^Destination Collection Hub/ });
  await hubBox.fill(`${prefix} no such hub`);
  await expect(page.getByText('No hub matches')).toBeVisible();
  await hubBox.fill(hub.name);
  await page.getByRole('option', { name: hub.name, exact: true }).click();
  await form.getByRole('textbox', { name: 'Notes', exact: true }).fill(notes);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Pending pickup created successfully')).toBeVisible();

  // the patient form opens for the new pickup: close it and find the pickup in the list
  const patientForm = page.getByRole('dialog', { name: /^Patient details for pickup / });
  await expect(patientForm).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(patientForm).toHaveCount(0);
  await page.getByPlaceholder('Search').fill(notes);
  const row = page.getByRole('row').filter({ hasText: last });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(hub.name);

  // what the server stored: the last centre, found by the same search the picker uses
  const found = await request.get(
    `/api/healthcentres/?search=${encodeURIComponent(last)}&page=1&page_size=25`,
    auth(token),
  );
  const centres = (await found.json()) as { count: number; results: { id: number; name: string }[] };
  expect(centres.results.map((c) => c.name)).toEqual([last]);
  const pickups = await request.get(
    `/api/pending_umoja_pickups/?pickup_health_center=${centres.results[0].id}&page=1&page_size=25`,
    auth(token),
  );
  const body = (await pickups.json()) as { results: { notes: string | null }[] };
  expect(body.results.map((p) => p.notes)).toEqual([notes]);
});
