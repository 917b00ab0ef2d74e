/**
 * Live notification pop-ups stay until closed (operations.md) but never hide the screen's own
 * controls. Six notifications are raised on the server; the toolbar buttons of pickups and orders, and the date
 * and Search of the hub activity tracker, are then clicked for real (Playwright's click fails when another element
 * would receive the pointer) and their boxes are checked against the pop-up stack's box, at 1280 and 390 px.
 */
import { test, expect, type APIRequestContext, type Locator, type Page } from './fixtures';
import { apiToken, openPrintWindow, signInAndWait } from './helpers';

// this journey checks the pop-ups themselves: they are not closed for it (tests/e2e/fixtures.ts)
test.use({ keepLivePopups: true });

const RAISED = 6;
/** A click that a covering pop-up would make wait: fail fast rather than at the journey's time-out. */
const CLICK = { timeout: 5000 };

async function raise(page: Page, request: APIRequestContext, count = RAISED): Promise<void> {
  // give the live connection a moment to open
  await page.waitForTimeout(1500);
  const token = await apiToken(request, 'admin');
  for (let i = 1; i <= count; i++) {
    const res = await request.post('/api/admin_notifications/', {
      headers: { Authorization: `Token ${token}` },
      multipart: {
        title: `Cold box ${i} ${Date.now() % 1000}`,
        message: `Cold box ${i} of batch B-17 checked at Gulu Hub, temperature within range`,
      },
    });
    expect(res.status()).toBe(201);
  }
}

/** Opens a route inside the app: the pop-ups (held by the page) stay. */
async function openInApp(page: Page, route: string): Promise<void> {
  await page.evaluate((r) => {
    window.history.pushState({}, '', r);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, route);
}

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Every pop-up and the stack's own buttons ('+N more', 'Close all') lie clear of the control. */
async function expectClear(page: Page, control: Locator): Promise<void> {
  await expect(control).toBeVisible();
  // a control re-rendered between the check and the measure has no box for a moment: measure until it has one
  await expect.poll(async () => (await control.boundingBox()) !== null).toBe(true);
  const box = await control.boundingBox();
  expect(box).not.toBeNull();
  const stack = page.getByRole('region', { name: 'Live notifications' });
  const parts = [
    ...(await stack.getByTestId('live-popup').all()),
    ...(await stack.getByRole('button').all()),
  ];
  expect(parts.length).toBeGreaterThan(0);
  for (const part of parts) {
    const partBox = await part.boundingBox();
    if (partBox) expect(overlap(box!, partBox), `${await control.innerText()} under a pop-up`).toBe(false);
  }
}

async function expectCompactStack(page: Page, shown: number): Promise<void> {
  const stack = page.getByRole('region', { name: 'Live notifications' });
  await expect(stack.getByTestId('live-popup')).toHaveCount(shown);
  await expect(stack.getByRole('button', { name: /^\+\d+ more$/ })).toBeVisible();
}

async function clickToolbar(page: Page, buttons: string[]): Promise<void> {
  for (const name of buttons) {
    const button = page.getByRole('button', { name, exact: true });
    await expectClear(page, button);
    if (name === 'Excel') {
      const download = page.waitForEvent('download');
      await button.click(CLICK);
      await download;
    } else if (name === 'Print') {
      await (await openPrintWindow(page, button, { click: CLICK })).close();
    } else {
      await button.click(CLICK);
      const dialog = page.getByRole('dialog', { name });
      await expect(dialog).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
    }
  }
}

test('at 1280 px the pop-ups leave the toolbars of pickups and orders clickable', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAndWait(page, 'manager');
  await page.goto('/pending_pickups/');
  await expect(page.locator('tbody tr.RaDataTable-row').first()).toBeVisible();
  await raise(page, request);
  await expectCompactStack(page, 3);

  await clickToolbar(page, ['Create New Pickup', 'Excel', 'Print']);
  // the filters too
  await expectClear(page, page.getByTestId('filter-bar'));

  await openInApp(page, '/orders/');
  // the pickups screen stays on show while the orders screen renders (a router transition): wait for the orders
  await expect(page.getByRole('heading', { name: 'ALL ORDERS' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create New Pickup', exact: true })).toHaveCount(0);
  await expect(page.locator('tbody tr.RaDataTable-row').first()).toBeVisible();
  await expectCompactStack(page, 3);
  await clickToolbar(page, ['Print', 'Excel']);

  // the pop-ups still stay until closed: '+N more' shows them all, each closes
  const stack = page.getByRole('region', { name: 'Live notifications' });
  await stack.getByRole('button', { name: /^\+\d+ more$/ }).click();
  await expect.poll(() => stack.getByTestId('live-popup').count()).toBeGreaterThanOrEqual(RAISED);
  await stack.getByRole('button', { name: 'Close all' }).click();
  await expect(page.getByTestId('live-popup')).toHaveCount(0);
});

test('at 390 px the stack keeps to one line and leaves the pickups toolbar clickable', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAndWait(page, 'manager');
  await page.goto('/pending_pickups/');
  await expect(page.locator('tbody tr.RaDataTable-row').first()).toBeVisible();
  await raise(page, request);
  await expectCompactStack(page, 1);
  // far from a third of the screen
  const stackBox = await page.getByRole('region', { name: 'Live notifications' }).boundingBox();
  expect(stackBox!.height).toBeLessThan(844 / 6);
  expect(stackBox!.x + stackBox!.width).toBeLessThanOrEqual(390);

  await clickToolbar(page, ['Create New Pickup', 'Excel', 'Print']);
});

for (const width of [1280, 390]) {
  test(`hub shell at ${width} px: the activity tracker's date and Search stay clickable`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: width > 600 ? 800 : 844 });
    await signInAndWait(page, 'hubcoordinator');
    await page.goto('/hub_agent_activity_map/');
    const search = page.getByRole('button', { name: 'Search Activities' });
    await expect(search).toBeVisible();
    await raise(page, request);
    await expectCompactStack(page, width > 600 ? 3 : 1);

    const day = page.getByRole('spinbutton', { name: 'Day' });
    await expectClear(page, day);
    await day.click(CLICK);
    await expectClear(page, search);
    await search.click(CLICK);
    // the click reached the form: it asks for the agent
    await expect(page.getByRole('combobox', { name: /^Agent/ })).toHaveAttribute('aria-invalid', 'true');
  });
}
