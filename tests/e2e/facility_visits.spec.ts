import { test, expect, type APIRequestContext, type Page } from './fixtures';
import { apiToken, signInAndWait } from './helpers';

interface Visit {
  id: number;
  agent_name: string;
  facility_kind: 'health_center' | 'hub' | null;
  collection_hub: number | null;
  collection_hub_name: string | null;
}

async function listVisits(request: APIRequestContext, token: string): Promise<Visit[]> {
  const res = await request.get('/customqueries/list_facility_visits', {
    headers: { Authorization: `Token ${token}` },
  });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { report: string };
  return JSON.parse(body.report) as Visit[];
}

/** The number on a counter card. */
const counter = (page: Page, name: string) =>
  page.getByRole('group', { name, exact: true }).getByRole('paragraph').nth(1);

async function choose(page: Page, label: RegExp, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a manager filters visits by type and facility, exports them and deletes one', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, 'manager');
  const visits = await listVisits(request, token);
  expect(visits.length).toBeGreaterThan(0);
  // the hub with the most visits
  const byHub = new Map<string, Visit[]>();
  for (const v of visits)
    if (v.facility_kind === 'hub' && v.collection_hub_name)
      byHub.set(v.collection_hub_name, [...(byHub.get(v.collection_hub_name) ?? []), v]);
  const [hubName, hubVisits] = [...byHub.entries()].sort((a, b) => b[1].length - a[1].length)[0];

  await signInAndWait(page, 'manager');
  await page.goto('/facility_visits/');
  await expect(counter(page, 'Total Visits')).toHaveText(String(visits.length));
  for (const name of ['Unique Agents', 'Health Centre Visits', 'Collection Hub Visits', 'Today', 'This Week'])
    await expect(counter(page, name)).toHaveText(/^\d+$/);
  const hubCount = visits.filter((v) => v.facility_kind === 'hub').length;
  await expect(counter(page, 'Collection Hub Visits')).toHaveText(String(hubCount));
  await expect(page.locator('tbody tr')).toHaveCount(Math.min(10, visits.length));

  // the facility filter waits for a type
  const facility = page.getByRole('combobox', { name: /^Facility(?! Type)/ });
  await expect(facility).toHaveAttribute('aria-disabled', 'true');
  await choose(page, /^Facility Type/, 'Collection Hub');
  await expect(facility).not.toHaveAttribute('aria-disabled', 'true');
  await choose(page, /^Facility(?! Type)/, hubName);

  const rows = page.locator('tbody tr');
  await expect(rows).toHaveCount(Math.min(10, hubVisits.length));
  for (const row of await rows.all()) {
    await expect(row.locator('td.column-facility_name')).toHaveText(hubName);
    await expect(row.locator('td.column-facility_type')).toHaveText('Collection Hub');
  }
  // counters stay over all visits
  await expect(counter(page, 'Total Visits')).toHaveText(String(visits.length));

  // Excel export of the filtered visits
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export Excel' }).click(),
  ]);
  expect(file.suggestedFilename()).toMatch(/\.xlsx$/);

  // delete the first visit shown, after confirming
  const first = rows.first();
  await first.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Delete this visit?');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Visit deleted successfully')).toBeVisible();
  await expect(counter(page, 'Total Visits')).toHaveText(String(visits.length - 1));
  const after = await listVisits(request, token);
  expect(after).toHaveLength(visits.length - 1);
  expect(after.filter((v) => v.collection_hub_name === hubName)).toHaveLength(hubVisits.length - 1);
});

test('staff is refused the facility visits screen and a staff DELETE answers 403', async ({
  page,
  request,
}) => {
  const managerToken = await apiToken(request, 'manager');
  // a health-centre visit: the other journey deletes a hub visit
  const visit = (await listVisits(request, managerToken)).find((v) => v.facility_kind === 'health_center');
  if (!visit) throw new Error('the demo data has no health-centre visit');

  await signInAndWait(page, 'staff');
  await page.goto('/facility_visits/');
  await expect(page.getByRole('heading', { name: 'Access refused' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Total Visits' })).toHaveCount(0);

  const token = await apiToken(request, 'staff');
  const res = await request.delete(`/api/agent_facility_visits/${visit.id}/`, {
    headers: { Authorization: `Token ${token}` },
  });
  expect(res.status()).toBe(403);
  expect(await res.json()).toEqual({ detail: 'You do not have permission to perform this action.' });
  const still = await request.get(`/api/agent_facility_visits/${visit.id}/`, {
    headers: { Authorization: `Token ${managerToken}` },
  });
  expect(still.status()).toBe(200);
});
