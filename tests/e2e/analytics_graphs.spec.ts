import { readFileSync } from 'node:fs';
import { test, expect, type APIRequestContext, type Page } from './fixtures';
import { apiToken, signInAndWait } from './helpers';

interface Facility {
  id: number;
  name: string;
}
interface TrackingRow {
  id: number;
  name: string;
  facilities_served: Facility[];
  facilities_visited: Facility[];
  percentage_vist: number;
}
interface Report {
  tracking_hubs_report: string;
  non_tracking_hubs_report: string;
  total_samples_delivered_to_hubs: number;
  total_samples_delivered_to_centralhub: number;
}

const pad = (n: number) => String(n).padStart(2, '0');
const ddmmyyyy = (d: Date) => `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()}`;

/** The 'Last 30 days' preset: 30 days back from today, to today. */
function last30Days(): { dateone: string; datetwo: string } {
  const today = new Date();
  const from = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 30);
  return { dateone: ddmmyyyy(from), datetwo: ddmmyyyy(today) };
}

async function call<T>(
  request: APIRequestContext,
  token: string,
  name: string,
  body: Record<string, string> = {},
) {
  const res = await request.post(`/customqueries/${name}`, {
    headers: { Authorization: `Token ${token}` },
    multipart: body,
  });
  expect(res.status(), name).toBe(200);
  return (await res.json()) as T;
}

async function report(request: APIRequestContext, token: string, body: Record<string, string>) {
  const answer = await call<Report>(request, token, 'get_hubs_visited_statistics', body);
  return {
    tracking: JSON.parse(answer.tracking_hubs_report) as TrackingRow[],
    nonTracking: JSON.parse(answer.non_tracking_hubs_report) as TrackingRow[],
    toHubs: answer.total_samples_delivered_to_hubs,
    toCentral: answer.total_samples_delivered_to_centralhub,
  };
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a manager filters the tracking report by region and district, opens Not Visited and exports it', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, 'manager');
  const dates = last30Days();

  // a hub that tracked in the last 30 days, preferably one with a facility not visited
  const all = await report(request, token, { ...dates, region: '', district: '', hub: '' });
  expect(all.tracking.length).toBeGreaterThan(0);
  const missing = (r: TrackingRow) =>
    r.facilities_served.filter((f) => !r.facilities_visited.some((v) => v.id === f.id));
  const hub = all.tracking.find((r) => missing(r).length > 0) ?? all.tracking[0];

  // its region and district, as the selects name them
  const hubs = JSON.parse((await call<{ report: string }>(request, token, 'get_hubs')).report) as {
    id: number;
    district: string;
    region: string;
  }[];
  const geo = hubs.find((h) => h.id === hub.id);
  if (!geo) throw new Error(`get_hubs does not list hub ${hub.id}`);
  const regions = JSON.parse(
    (await call<{ report: string }>(request, token, 'get_regions')).report,
  ) as Facility[];
  const region = regions.find((r) => same(r.name, geo.region));
  if (!region) throw new Error(`no region named ${geo.region}`);
  const districts = JSON.parse(
    (await call<{ report: string }>(request, token, 'get_districts', { region: String(region.id) })).report,
  ) as { id: number; district_name: string }[];
  const district = districts.find((d) => same(d.district_name, geo.district));
  if (!district) throw new Error(`no district named ${geo.district} in ${region.name}`);
  const expected = await report(request, token, {
    ...dates,
    region: String(region.id),
    district: String(district.id),
    hub: '',
  });
  expect(expected.tracking.map((r) => r.id)).toContain(hub.id);

  await signInAndWait(page, 'manager');
  await page.goto('/analytics_graphs/');
  await expect(page.getByRole('heading', { name: 'Hub Tracking Report' })).toBeVisible();
  // the default range is loaded at once
  await expect(page.getByRole('tab', { name: /^\d+ HUBS TRACKING$/ })).toBeVisible();

  await page.getByRole('button', { name: 'Last 30 days' }).click();
  await choose(page, 'Region', region.name);
  await choose(page, 'District', district.district_name);
  await page.getByRole('button', { name: 'Search', exact: true }).click();

  await expect(page.getByRole('tab', { name: `${expected.tracking.length} HUBS TRACKING` })).toBeVisible();
  await expect(
    page.getByRole('tab', { name: `${expected.nonTracking.length} HUBS NOT TRACKING` }),
  ).toBeVisible();
  await expect(page.getByRole('tab', { name: `${expected.toHubs} Samples DELIVERED AT HUBS` })).toBeVisible();
  await expect(
    page.getByRole('tab', { name: `${expected.toCentral} Samples DELIVERED TO CENTRAL HUB` }),
  ).toBeVisible();

  // the hub's row, expanded into Visited and Not Visited
  await page.getByRole('tab', { name: 'View Tabular Data' }).click();
  const row = page.locator('tbody tr').filter({ has: page.locator('td.column-name', { hasText: hub.name }) });
  await expect(row).toHaveCount(1);
  await expect(row.locator('td.column-percentage_vist')).toHaveText(`${hub.percentage_vist}%`);
  await row.locator('[aria-label="Expand"]').click();
  const panel = page.getByRole('region', { name: hub.name });
  const notVisited = missing(hub);
  await panel.getByRole('tab', { name: `Not Visited (${notVisited.length})` }).click();
  if (notVisited.length > 0) await expect(panel.getByText(notVisited[0].name, { exact: true })).toBeVisible();
  else await expect(panel.getByText('Every facility served was visited.')).toBeVisible();

  // Excel export, stamped with the date
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download Excel' }).click(),
  ]);
  expect(file.suggestedFilename()).toMatch(/^Hubs_Tracking_Report_\d{2}_\d{2}_\d{4}_.*\.xlsx$/);
  await expect(page.getByText('Excel file downloaded successfully!')).toBeVisible();

  // a monthly chart of delivered samples (at hubs, or to the central hub when the hub is the main one) as a PNG
  expect(expected.toHubs + expected.toCentral).toBeGreaterThan(0);
  const chartTab =
    expected.toHubs > 0
      ? `${expected.toHubs} Samples DELIVERED AT HUBS`
      : `${expected.toCentral} Samples DELIVERED TO CENTRAL HUB`;
  await page.getByRole('tab', { name: chartTab }).click();
  const [image] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download Image' }).click(),
  ]);
  expect(image.suggestedFilename()).toMatch(/\.png$/);
  const bytes = readFileSync((await image.path())!);
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  await expect(page.getByText('Chart image downloaded successfully!')).toBeVisible();
});

test('staff (without view_statistics) is refused /analytics_graphs/', async ({ page }) => {
  await signInAndWait(page, 'staff');
  await page.goto('/analytics_graphs/');
  await expect(page.getByRole('heading', { name: 'Access refused' })).toBeVisible();
  await expect(page.getByRole('tab', { name: /HUBS TRACKING/ })).toHaveCount(0);
});
