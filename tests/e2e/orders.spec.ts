import { test, expect } from './fixtures';
import { apiToken, signInAndWait } from './helpers';
import { OUTBOX_CLIENT, money, onlineAgents, openOrders, report, rowOf, showClient } from './orders';

// the amounts' columns show from 1440 px (below, they are in the column chooser and the row's details)
test.use({ viewport: { width: 1440, height: 900 } });

test('a manager assigns a pending order to an online agent, charges it extra and cancels another', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, 'manager');
  // the demo's pending orders (the outbox journey places and assigns its own, named OUTBOX_CLIENT)
  const pending = (await report(request, token, 'pending')).filter(
    (o) => !o.clientname.startsWith(OUTBOX_CLIENT),
  );
  expect(pending.length).toBeGreaterThanOrEqual(2);
  const [toAssign, toCancel] = pending;
  // the last online agent: not necessarily on the picker's first page
  const agent = (await onlineAgents(request, token)).at(-1)!;
  expect(agent).toBeTruthy();

  await signInAndWait(page, 'manager');
  await openOrders(page);

  // assign: 'Please select agent' first, then an online agent
  await showClient(page, toAssign.clientname);
  let row = rowOf(page, toAssign.ordernumber);
  await expect(row.locator('td.column-order_status')).toHaveText('pending');
  await row.getByRole('button', { name: 'Assign' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`Assign order ${toAssign.ordernumber}`);
  await dialog.getByRole('button', { name: 'Assign' }).click();
  await expect(dialog.getByText('Please select agent')).toBeVisible();
  // the picker searches the online agents on the server: type the name, choose the agent
  await dialog.getByRole('combobox', { name: 'Online agent' }).fill(agent.FullName);
  await page.getByRole('option', { name: `${agent.FullName} (${agent.agent_code})`, exact: true }).click();
  await dialog.getByRole('button', { name: 'Assign' }).click();
  await expect(page.getByText('Order assigned successfully')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  row = rowOf(page, toAssign.ordernumber);
  await expect(row.locator('td.column-order_status')).toHaveText('assigned');
  // the agent's name (the server writes first and second name)
  await expect(row.locator('td.column-assigned_agentname')).toContainText(agent.first_name);

  // extra charge: 0 is refused, 5000 is added to the order
  await row.getByRole('button', { name: 'Extra charge' }).click();
  const charge = page.getByRole('dialog');
  await charge.getByRole('spinbutton', { name: 'Extra charge' }).fill('0');
  await charge.getByRole('button', { name: 'Add charge' }).click();
  await expect(charge.getByText('Extra charge cant be less than or equal to zero')).toBeVisible();
  await charge.getByRole('spinbutton', { name: 'Extra charge' }).fill('5000');
  await charge.getByRole('button', { name: 'Add charge' }).click();
  await expect(page.getByText('Extra charge added successfully')).toBeVisible();
  const extra = Number(toAssign.additional_charges) + 5000;
  await expect(row.locator('td.column-additional_charges')).toHaveText(money(extra));
  await expect(row.locator('td.column-order_total')).toHaveText(money(Number(toAssign.items_total) + extra));

  // cancel another pending order, after confirming
  await showClient(page, toCancel.clientname);
  const other = rowOf(page, toCancel.ordernumber);
  await other.getByRole('button', { name: 'Cancel order' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText(`Cancel order ${toCancel.ordernumber}?`);
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Order cancelled successfully')).toBeVisible();
  await expect(other.locator('td.column-order_status')).toHaveText('cancelled');
  await expect(other.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);

  // the server kept every change
  const after = await report(request, token);
  const assigned = after.find((o) => o.id === toAssign.id)!;
  expect(assigned.order_status).toBe('assigned');
  expect(assigned.assigned_agentname).toContain(agent.first_name);
  expect(Number(assigned.additional_charges)).toBe(extra);
  expect(after.find((o) => o.id === toCancel.id)!.order_status).toBe('cancelled');
});

test('orders need both dates, filter by client prefix and expand into three tabs', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, 'manager');
  const orders = await report(request, token);
  const sample = orders[0];

  await signInAndWait(page, 'manager');
  await openOrders(page);
  await expect(page.getByTestId('order-total-count')).toHaveText(`Orders: ${orders.length}`);

  // a client prefix typed in lower case
  const prefix = sample.clientname.slice(0, 4).toLowerCase();
  await showClient(page, prefix);
  const expected = orders.filter((o) => o.clientname.toLowerCase().startsWith(prefix));
  await expect(page.getByTestId('order-total-count')).toHaveText(`Orders: ${expected.length}`);
  const row = rowOf(page, sample.ordernumber);
  await row.locator('td.column-ordernumber').click();
  await expect(page.getByRole('tab')).toHaveText(['Items', 'Delivery address', 'Order Update']);
  await page.getByRole('tab', { name: 'Delivery address' }).click();
  await expect(page.getByRole('tabpanel')).toBeVisible();

  // both dates are required
  await page.getByRole('group', { name: 'To', exact: true }).getByRole('spinbutton', { name: 'Day' }).click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('Please dates are missing')).toBeVisible();
});

test('staff without view_product_orders is refused /orders/', async ({ page }) => {
  await signInAndWait(page, 'staff');
  await page.goto('/orders/');
  await expect(page.getByRole('heading', { name: 'Access refused' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'ALL ORDERS' })).toHaveCount(0);
});
