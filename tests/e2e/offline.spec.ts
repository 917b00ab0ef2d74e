/**
 * The offline hub: the coordinator opens the hub deliveries online, loses the connection, receives two deliveries
 * (one a batch with a child left unticked), sees them waiting on the device, closes the page; a new page online sends
 * them, and the API has both receipts once with their notes and the missing child as a receiving discrepancy.
 * Then a conflict: a receipt kept offline while a manager receives the same delivery through the API is refused
 * when sent, shown with the server's reason, and discarded.
 * The deliveries are the hub's of 15 to 24 days ago that nobody has received (the other journeys receive the
 * newest rows of the default range, custody the oldest delivered batch of 30 days).
 * The app was installed on the first visit (the service worker): offline, a reload opens it from the device with the
 * last data of the list.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { apiToken, signInAndWait, unique, workerReady } from './helpers';

test.use({ serviceWorkers: 'allow' });

interface Row {
  delivery_number: string;
  barcode: string | null;
  barcode_type: string | null;
  parent_code: string | null;
  received_by_coordinator: boolean;
  receivers_note: string | null;
  orig_date: string;
  delivery_items: { barcode?: string; children?: { barcode: string }[] }[];
}

const pad = (n: number) => String(n).padStart(2, '0');
const display = (d: Date) => `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()}`;
const iso = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const auth = (token: string) => ({ Authorization: `Token ${token}` });
const daysBack = (n: number) => {
  const t = new Date();
  return new Date(t.getFullYear(), t.getMonth(), t.getDate() - n);
};
const FROM = daysBack(24);
const UNTIL = daysBack(15);

async function hubOf(request: APIRequestContext, token: string): Promise<number> {
  const res = await request.get('/current_user_profile', { headers: auth(token) });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { coodinated_hub: number }).coodinated_hub;
}

async function report(request: APIRequestContext, token: string, hub: number): Promise<Row[]> {
  const res = await request.post('/customqueries/getumoja_deliveriesreport', {
    headers: auth(token),
    multipart: { dateone: display(FROM), datetwo: display(UNTIL), delivery_status: '', hub: String(hub) },
  });
  expect(res.status()).toBe(200);
  return JSON.parse(((await res.json()) as { report: string }).report) as Row[];
}

const childrenOf = (r: Row) =>
  (r.delivery_items ?? []).flatMap((i) => (i.children ?? []).map((c) => c.barcode));

/** The hub's unreceived deliveries of the window: plain ones (one row) and batches/packages with 2+ children. */
function candidates(rows: Row[]) {
  const byNumber = new Map<string, Row[]>();
  for (const r of rows) byNumber.set(r.delivery_number, [...(byNumber.get(r.delivery_number) ?? []), r]);
  const open = [...byNumber.values()].filter((rs) => rs.every((r) => !r.received_by_coordinator));
  const singles = open
    .filter((rs) => rs.length === 1 && rs[0].barcode_type !== 'parent' && !rs[0].parent_code)
    .map((rs) => rs[0]);
  const batches = open
    .map((rs) => rs.filter((r) => r.barcode_type === 'parent'))
    .filter((ps) => ps.length === 1 && childrenOf(ps[0]).length >= 2)
    .map((ps) => ps[0]);
  return { singles, batches };
}

/** The coordinator's token, hub and the hub's unreceived deliveries of the window. */
async function coordinatorsOpenDeliveries(request: APIRequestContext) {
  const token = await apiToken(request, 'hubcoordinator');
  const hub = await hubOf(request, token);
  return { token, hub, ...candidates(await report(request, token, hub)) };
}

/** The hub deliveries of the window in a tab, only the given deliveries. */
async function openDeliveries(page: Page, numbers: string[], tracking: 'single' | 'batch' = 'single') {
  const filter = { dateone: iso(FROM), datetwo: iso(UNTIL), tracking, delivery_number: numbers };
  await page.goto(`/hub_deliveries/?filter=${encodeURIComponent(JSON.stringify(filter))}`);
  await expect(page.locator('tbody tr').first()).toBeVisible();
}

function rowOf(page: Page, text: string) {
  return page.locator('tbody tr').filter({ hasText: text }).first();
}

async function receiveOffline(page: Page, text: string, note: string, tick: string[] = []) {
  await rowOf(page, text).getByRole('button', { name: 'Receive' }).click();
  const dialog = page.getByRole('dialog', { name: 'Receive Delivery' });
  for (const code of tick)
    await dialog.getByTestId('receive-check').getByRole('checkbox', { name: code }).check();
  await dialog.getByLabel('Receiver note').fill(note);
  await dialog.getByRole('button', { name: 'Confirm receiving' }).click();
  // (the first receipt's notice may still be there)
  await expect(
    page.getByText('Receipt saved on this device; it will be sent when the connection returns.').last(),
  ).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(rowOf(page, text).getByTestId('waiting-mark')).toHaveText('Waiting to send');
}

test('receipts made offline wait on the device and are sent once when the connection returns', async ({
  page,
  context,
  request,
}) => {
  const { token, hub, singles, batches } = await coordinatorsOpenDeliveries(request);
  expect(singles.length, 'an unreceived single delivery of the hub').toBeGreaterThan(1);
  expect(batches.length, 'an unreceived batch/package with children').toBeGreaterThan(0);
  const single = singles[0];
  const batch = batches[0];
  const children = childrenOf(batch);
  const missing = children[children.length - 1];

  await signInAndWait(page, 'hubcoordinator');
  // both tabs seen online, the single tab last
  await openDeliveries(page, [single.delivery_number, batch.delivery_number], 'batch');
  await expect(rowOf(page, batch.barcode!)).toBeVisible();
  await page.getByRole('tab', { name: /^Tracking as single/ }).click();
  await expect(rowOf(page, single.barcode!)).toBeVisible();

  await workerReady(page);

  await context.setOffline(true);
  await expect(page.getByTestId('offline-mark')).toContainText(/Offline, as of \d\d:\d\d/);
  // a reload without a network: the app and the list's last rows come from the device
  await page.reload();
  await expect(rowOf(page, single.barcode!)).toBeVisible();
  await expect(page.getByTestId('offline-mark')).toContainText(/Offline, as of \d\d:\d\d/);
  const singleNote = unique('Offline single');
  const batchNote = unique('Offline batch');
  await receiveOffline(page, single.barcode!, singleNote);
  // the batch's own row, its last child left unticked
  await page.getByRole('tab', { name: /^Tracking in batch\/package/ }).click();
  await receiveOffline(page, batch.barcode!, batchNote, children.slice(0, -1));
  await expect(page.getByTestId('offline-bar')).toContainText('2 receipts waiting to send');
  await page.close();

  await context.setOffline(false);
  const next = await context.newPage();
  await next.goto('/hub_deliveries/');
  await expect
    .poll(async () => {
      const rows = await report(request, token, hub);
      return [single.delivery_number, batch.delivery_number].map((n) =>
        rows.filter((r) => r.delivery_number === n).every((r) => r.received_by_coordinator),
      );
    })
    .toEqual([true, true]);
  await expect(next.getByTestId('offline-bar')).toHaveCount(0);

  const rows = await report(request, token, hub);
  for (const r of rows.filter((x) => x.delivery_number === single.delivery_number))
    expect(r.receivers_note).toBe(singleNote);
  for (const r of rows.filter((x) => x.delivery_number === batch.delivery_number))
    expect(r.receivers_note).toBe(batchNote);

  const res = await request.post('/customqueries/getreceiving_discrepancies', {
    headers: auth(token),
    multipart: { dateone: display(daysBack(1)), datetwo: display(daysBack(-1)), hub: String(hub) },
  });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as unknown;
  const list = (
    Array.isArray(body)
      ? body
      : typeof (body as { report?: unknown }).report === 'string'
        ? JSON.parse((body as { report: string }).report)
        : ((body as { results?: unknown[] }).results ?? [])
  ) as { delivery_number: string; missing: unknown }[];
  const mine = list.filter((d) => d.delivery_number === batch.delivery_number);
  expect(mine).toHaveLength(1);
  expect(JSON.stringify(mine[0].missing)).toContain(missing);
  expect(list.filter((d) => d.delivery_number === single.delivery_number)).toHaveLength(0);
});

test('a receipt refused when sent shows the server’s reason and can be discarded', async ({
  page,
  context,
  request,
}) => {
  const { singles } = await coordinatorsOpenDeliveries(request);
  expect(singles.length, 'a second unreceived single delivery of the hub').toBeGreaterThan(1);
  const single = singles[singles.length - 1];

  await signInAndWait(page, 'hubcoordinator');
  await openDeliveries(page, [single.delivery_number]);
  await expect(rowOf(page, single.barcode!)).toBeVisible();
  await context.setOffline(true);
  await receiveOffline(page, single.barcode!, unique('Offline conflict'));
  await expect(page.getByTestId('offline-bar')).toContainText('1 receipt waiting to send');

  // meanwhile the manager receives it
  const managerToken = await apiToken(request, 'manager');
  const res = await request.post('/customqueries/confirm_receiving_items', {
    headers: auth(managerToken),
    multipart: {
      time_of_receiving: new Date().toISOString(),
      delivery_number: single.delivery_number,
      receivers_note: 'Received at the office',
      username: 'manager',
    },
  });
  expect(res.status()).toBe(200);

  await context.setOffline(false);
  const bar = page.getByTestId('offline-bar');
  await expect(bar).toContainText('1 receipt needs your attention');
  await bar.getByRole('button', { name: 'Show' }).click();
  const dialog = page.getByRole('dialog', { name: 'Receipts waiting to send' });
  await expect(dialog.getByTestId('offline-reason')).not.toBeEmpty();
  await expect(dialog.getByTestId('offline-yours')).toContainText('Offline conflict');
  // the receipt the server holds, beside it
  await expect(dialog.getByTestId('offline-server')).toContainText('manager');
  await expect(dialog.getByTestId('offline-server')).toContainText('Received at the office');
  await dialog.getByRole('button', { name: 'Discard my receipt' }).click();
  await page.getByRole('button', { name: 'Discard', exact: true }).click();
  await expect(dialog.getByTestId('offline-entry')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(bar).toHaveCount(0);
});
