/**
 * At 1280x800 with the menu open, the operations tables keep their key columns on screen (no
 * header cell outside the table's visible box or over another one, the pinned actions column included), their
 * status column and their main row action visible and clickable; a batch's children open with the keyboard only.
 */
import { test, expect, type Locator, type Page } from './fixtures';
import { signInAndWait } from './helpers';

test.use({ viewport: { width: 1280, height: 800 } });

interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** The visible header cells' boxes and the table's visible box (its scroll container, clipped to the window). */
async function headerBoxes(page: Page): Promise<{ table: Box; cells: { name: string; box: Box }[] }> {
  return page.evaluate(() => {
    const table = document.querySelector('main table') ?? document.querySelector('table');
    if (!table) throw new Error('no table');
    let clip: HTMLElement = table as HTMLElement;
    for (let el = table.parentElement; el && el !== document.body; el = el.parentElement) {
      const overflow = getComputedStyle(el).overflowX;
      if (overflow !== 'visible') {
        clip = el;
        break;
      }
    }
    const c = clip.getBoundingClientRect();
    const box = {
      left: Math.max(c.left, 0),
      right: Math.min(c.left + clip.clientWidth, window.innerWidth),
      top: c.top,
      bottom: c.bottom,
    };
    const cells = Array.from(table.querySelectorAll<HTMLElement>('thead th'))
      .filter((th) => getComputedStyle(th).display !== 'none' && th.getBoundingClientRect().width > 0)
      .map((th) => {
        const r = th.getBoundingClientRect();
        return {
          name: `${th.className.match(/column-\S+/)?.[0] ?? 'th'} "${th.textContent?.trim()}"`,
          box: { left: r.left, right: r.right, top: r.top, bottom: r.bottom },
        };
      });
    return { table: box, cells };
  });
}

/** Every header cell inside the table's visible box, no two overlapping (1 px of rounding allowed). */
async function expectHeadersFit(page: Page, where: string) {
  const { table, cells } = await headerBoxes(page);
  expect(cells.length, where).toBeGreaterThan(3);
  for (const { name, box } of cells) {
    expect(box.left, `${where}: ${name} starts inside the table`).toBeGreaterThanOrEqual(table.left - 1);
    expect(box.right, `${where}: ${name} ends inside the table`).toBeLessThanOrEqual(table.right + 1);
  }
  for (let i = 0; i < cells.length; i++)
    for (let j = i + 1; j < cells.length; j++) {
      const a = cells[i]!.box;
      const b = cells[j]!.box;
      const overlap = Math.min(a.right, b.right) - Math.max(a.left, b.left);
      expect(overlap, `${where}: ${cells[i]!.name} and ${cells[j]!.name} overlap`).toBeLessThanOrEqual(1);
    }
}

/** The cell is visible, inside the window, and nothing covers it. */
async function expectReachable(target: Locator, where: string) {
  await expect(target, where).toBeVisible();
  const box = await target.boundingBox();
  expect(box, where).not.toBeNull();
  expect(box!.x + box!.width, `${where} ends inside the window`).toBeLessThanOrEqual(1280);
  await target.click({ trial: true, timeout: 3000 });
}

async function checkTable(page: Page, where: string, status: string, action: Locator) {
  await expect(page.locator('tbody tr.RaDataTable-row').first()).toBeVisible();
  await expectHeadersFit(page, where);
  const firstRow = page.locator('tbody tr.RaDataTable-row').first();
  await expectReachable(page.locator(`thead th.column-${status}`), `${where}: the status header`);
  // the header's 'Sort by …' tooltip opens under the pointer the trial click left there: away from it, it closes
  await page.mouse.move(1, 1);
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  await expectReachable(firstRow.locator(`td.column-${status}`), `${where}: the first row's status`);
  await expectReachable(action, `${where}: the main action`);
}

test('the manager sees the key columns of the operations tables at 1280 px', async ({ page }) => {
  await signInAndWait(page, 'manager');
  await expect(page.getByRole('navigation').first()).toBeVisible();

  await page.goto('/pending_pickups/');
  const pickupRow = page.locator('tbody tr.RaDataTable-row').first();
  await checkTable(page, 'pickups', 'pickup_status', pickupRow.locator('td.column-actions button').first());

  await page.goto('/deliveries/');
  await expect(page.getByRole('tab', { name: /^Tracking as single \(\d+\)$/ })).toBeVisible();
  const deliveryRow = page.locator('tbody tr.RaDataTable-row').first();
  await checkTable(
    page,
    'deliveries (single)',
    'delivery_status',
    deliveryRow.locator('td.column-actions').getByRole('button').first(),
  );
  await page.getByRole('tab', { name: /^Tracking in batch\/package \(\d+\)$/ }).click();
  await expect(page).toHaveURL(/tracking%22%3A%22batch/);
  await checkTable(
    page,
    'deliveries (batch)',
    'delivery_status',
    page
      .locator('tbody tr.RaDataTable-row td.column-received_by_coordinator')
      .getByRole('button', { name: 'Receive' })
      .first(),
  );
  await expectReachable(
    page.locator('thead th.column-received_by_coordinator'),
    'deliveries (batch): the Received header',
  );

  await page.goto('/orders/');
  await checkTable(
    page,
    'orders',
    'order_status',
    page.locator('tbody tr.RaDataTable-row').getByRole('button', { name: 'Assign' }).first(),
  );

  await page.goto('/deliveryagents/');
  const agentRow = page.locator('tbody tr.RaDataTable-row').first();
  await checkTable(
    page,
    'agents',
    'active',
    agentRow.locator('td.column-actions').getByRole('button').last(),
  );
});

test('the hub coordinator sees the deliveries status and Receive at 1280 px', async ({ page }) => {
  await signInAndWait(page, 'hubcoordinator');
  await page.goto('/hub_deliveries/');
  await page.getByRole('tab', { name: /^Tracking in batch\/package \(\d+\)$/ }).click();
  await checkTable(
    page,
    'hub deliveries',
    'delivery_status',
    page
      .locator('tbody tr.RaDataTable-row td.column-received_by_coordinator')
      .getByRole('button', { name: 'Receive' })
      .first(),
  );
});

test("a batch's children open with the keyboard only", async ({ page }) => {
  await signInAndWait(page, 'manager');
  await page.goto('/deliveries/');
  await page.getByRole('tab', { name: /^Tracking in batch\/package \(\d+\)$/ }).click();
  await expect(page).toHaveURL(/tracking%22%3A%22batch/);
  const firstRow = page.locator('tbody tr.RaDataTable-row').first();
  const expand = firstRow.getByRole('button', { name: 'Show details' });
  await expect(expand).toBeVisible();
  // Tab from the cell before the row's expander (the header's last cell) reaches it
  await page.locator('thead th').last().focus();
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab');
    if (await expand.evaluate((el) => el === document.activeElement)) break;
  }
  await expect(expand).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(firstRow.getByRole('button', { name: 'Hide details' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(page.getByTestId('row-details').first()).toBeVisible();
});
