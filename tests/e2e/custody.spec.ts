/**
 * Chain of custody: a manager receives a batch scanning two of its three children, confirms, and finds
 * the discrepancy on the row, in the Discrepancies list and in the journeys of the missing child and the batch.
 * The API has no call that creates a delivery (the agent app does), so the setup picks, through the API, a
 * delivered batch of three children that nobody has received yet (the oldest one, away from the newest rows
 * the other journeys receive).
 * Then the journey of a demo sample opened from its delivery row: the seed's real events (its pickup, the trip)
 * with the agent's positions and a route, its Excel workbook and its stamped print view; and an unknown code.
 */
import { readFileSync } from 'node:fs';
import * as XLSX from '@e965/xlsx';
import type { APIRequestContext } from '@playwright/test';
import { test, expect } from './fixtures';
import { apiToken, openPrintWindow, signInAndWait } from './helpers';

interface Row {
  delivery_number: string;
  barcode: string | null;
  barcode_type: string | null;
  delivery_status: string;
  received_by_coordinator: boolean;
  orig_date: string;
  agent_account_name: string | null;
  patient_name: string | null;
  pickup_point: string;
  delivery_items: { barcode?: string; children?: { barcode: string }[] }[];
}

const pad = (n: number) => String(n).padStart(2, '0');
const display = (d: Date) => `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()}`;
const iso = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** The delivered rows of the deliveries report from `daysAgo` to `untilDaysAgo` days before today, as the API answers. */
async function deliveredRows(request: APIRequestContext, token: string, daysAgo: number, untilDaysAgo = 0) {
  const today = new Date();
  const day = (back: number) => new Date(today.getFullYear(), today.getMonth(), today.getDate() - back);
  const res = await request.post('/customqueries/getumoja_deliveriesreport', {
    headers: { Authorization: `Token ${token}` },
    multipart: {
      dateone: display(day(daysAgo)),
      datetwo: display(day(untilDaysAgo)),
      delivery_status: 'delivered',
      hub: '',
    },
  });
  expect(res.status()).toBe(200);
  return JSON.parse(((await res.json()) as { report: string }).report) as Row[];
}

async function pickBatch(request: APIRequestContext, token: string) {
  const rows = await deliveredRows(request, token, 30);
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

/**
 * A delivered patient sample of a few days ago (its trip has recorded positions, and the newest rows the other
 * journeys edit and receive are left alone): a child row with a patient, so its journey starts at its pickup.
 */
async function pickSample(request: APIRequestContext, token: string) {
  const rows = await deliveredRows(request, token, 10, 3);
  const sample = rows.find((r) => r.barcode_type === 'child' && r.barcode && r.patient_name);
  expect(sample, 'a delivered patient sample of 3 to 10 days ago').toBeTruthy();
  return sample!;
}

/**
 * The deliveries screen on `row`'s day and trip: delivered, in the `tracking` tab, narrowed to its agent and pickup
 * point.
 */
function deliveriesOf(row: Row, tracking: 'batch' | 'single') {
  const day = iso(new Date(row.orig_date));
  const filter = {
    dateone: day,
    datetwo: day,
    tracking,
    delivery_status: 'delivered',
    pickup_point_contains: row.pickup_point,
    ...(row.agent_account_name ? { agent_account_name_contains: row.agent_account_name } : {}),
  };
  return `/deliveries/?filter=${encodeURIComponent(JSON.stringify(filter))}`;
}

test('a missing child shows up as a discrepancy everywhere; a demo journey has positions, Excel and print', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, 'manager');
  const { batch, children } = await pickBatch(request, token);
  const [first, second, missing] = children;
  const code = batch.barcode!;

  await signInAndWait(page, 'manager');
  // a child row's Receive checks the whole batch (receiving the child receives its delivery); cancelled here
  await page.goto(deliveriesOf(batch, 'single'));
  await page
    .locator('tbody tr')
    .filter({ hasText: missing })
    .first()
    .getByRole('button', { name: 'Receive' })
    .click();
  const childDialog = page.getByRole('dialog', { name: 'Receive Delivery' });
  await expect(childDialog.getByTestId('receive-whole-delivery')).toContainText(
    `${missing} travelled in ${code}: receiving it receives the whole delivery ${batch.delivery_number}`,
  );
  const childCheck = childDialog.getByTestId('receive-check');
  for (const child of children)
    await expect(childCheck.getByRole('checkbox', { name: child })).not.toBeChecked();
  await expect(childCheck.getByTestId('receive-check-count')).toHaveText('0 of 3 checked');
  await childDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(childDialog).toHaveCount(0);

  // the batch's own row, in the batch tab
  await page.goto(deliveriesOf(batch, 'batch'));
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

  // ---- a demo sample's journey, opened from its row on the deliveries screen
  const sample = await pickSample(request, token);
  const sampleCode = sample.barcode!;
  await page.goto(deliveriesOf(sample, 'single'));
  const journeyLink = page
    .locator('tbody tr')
    .filter({ hasText: sampleCode })
    .first()
    .getByRole('link', { name: `Open the sample journey of ${sampleCode}` });
  const journeyHeading = page.getByRole('heading', { name: `Sample journey: ${sampleCode}`, level: 1 });
  // the list may render its rows again while its counts arrive: a click on a row it has just replaced is lost,
  // so the link is pressed again until its journey opens
  await expect(async () => {
    if (!(await journeyHeading.isVisible())) await journeyLink.click({ timeout: 5000 });
    await expect(journeyHeading).toBeVisible({ timeout: 3000 });
  }).toPass({ timeout: 30_000 });
  // real events: the pickup it was collected on, at the trip's health centre, then the trip with the agent's
  // recorded positions
  await expect(page.getByTestId('journey-event-pickup_created')).toContainText(sample.pickup_point);
  await expect(page.getByTestId('journey-event-picked_up')).toContainText(sample.pickup_point);
  await expect(page.getByTestId('journey-event-picked_up')).toContainText("Agent's position");
  await expect(page.getByTestId('journey-event-delivered')).toContainText("Agent's position");
  await expect(page.getByTestId('journey-event-delivered')).toContainText(sample.delivery_number);
  const items = page.getByTestId('journey-timeline').getByRole('listitem');
  const timeline = await items.allInnerTexts();
  const placed = timeline.filter((t) => /Agent's position|Place's location/.test(t)).length;
  expect(placed).toBeGreaterThanOrEqual(2);
  // the route on the map: a numbered point per positioned event and the line between them
  const map = page.locator('.leaflet-container');
  await expect(map.locator('.activity-point-icon')).toHaveCount(placed);
  await expect(map.locator('path.leaflet-interactive').first()).toBeVisible();
  await expect(page.getByText('No recorded positions for this journey.')).toHaveCount(0);

  // Excel: one row per event of the timeline, in its order, with the positions
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Excel' }).click(),
  ]);
  expect(file.suggestedFilename()).toMatch(new RegExp(`^sample_journey_${sampleCode}_\\d{8}_\\d{6}\\.xlsx$`));
  const book = XLSX.read(readFileSync((await file.path())!));
  const sheet = XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]], {
    header: 1,
    raw: false,
  });
  expect(sheet[0]).toEqual(['#', 'Event', 'Time', 'Who', 'Place', 'Position', 'Delivery / pickup', 'Note']);
  const lines = sheet.slice(1);
  expect(lines).toHaveLength(timeline.length);
  lines.forEach((line, i) => {
    expect(String(line[0])).toBe(String(i + 1));
    expect(timeline[i]).toContain(`${line[1]} — ${line[2]}`);
  });
  expect(lines.map((l) => l[1])).toEqual(
    expect.arrayContaining(['Pickup created', 'Picked up', 'Delivered']),
  );
  expect(
    lines.filter((l) => String(l[5] ?? '').startsWith("Agent's position")).length,
  ).toBeGreaterThanOrEqual(2);
  const pickedUpLine = lines.find((l) => l[1] === 'Picked up')!;
  expect(pickedUpLine[4]).toBe(sample.pickup_point);
  expect(pickedUpLine[6]).toBe(sample.delivery_number);

  // Print: the company stamp of the session, the title and every event
  const company = await page.evaluate(
    () =>
      (
        JSON.parse(localStorage.getItem('courier.session') ?? 'null') as {
          company?: { system_name?: string };
        } | null
      )?.company?.system_name ?? '',
  );
  expect(company).not.toBe('');
  const popup = await openPrintWindow(page, page.getByRole('button', { name: 'Print' }));
  await expect(popup.locator('.print-stamp h1')).toHaveText(company);
  await expect(popup.locator('.print-stamp')).toContainText('Printed on');
  await expect(popup.locator('h2')).toHaveText(`Sample journey ${sampleCode}`);
  const printed = popup.locator('tbody tr');
  await expect(printed).toHaveCount(timeline.length);
  for (const [i, line] of lines.entries()) await expect(printed.nth(i)).toContainText(line[1]);
  await expect(printed.filter({ hasText: 'Picked up' }).first()).toContainText(sample.pickup_point);
  await popup.close();

  // ---- bad input: a code nobody knows says so, and what to do
  const unknown = `NO-SUCH-${Date.now()}`;
  await page.goto(`/sample_journey/${unknown}`);
  await expect(page.getByRole('heading', { name: `Sample journey: ${unknown}`, level: 1 })).toBeVisible();
  const notFound = page.getByTestId('journey-not-found');
  await expect(notFound).toContainText('No journey found for this barcode.');
  await expect(notFound).toContainText('Check the code for a typing or scanning error.');
  await expect(page.getByTestId('journey-timeline')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Excel' })).toHaveCount(0);
  await notFound.getByRole('link', { name: 'Search deliveries' }).click();
  await expect(page).toHaveURL(/\/deliveries\/?(\?.*)?$/);
});
