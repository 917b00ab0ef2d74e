/**
 * A picker opens its list on the first click, after a validation error too (the error focuses
 * the picker first). Assign order on /orders/ with the agent left empty.
 */
import { test, expect } from './fixtures';
import { signInAndWait } from './helpers';

test('Assign order: after "Please select agent" one click on the picker opens its list', async ({ page }) => {
  await signInAndWait(page, 'manager');
  await page.goto('/orders/');
  await expect(page.getByRole('heading', { name: 'ALL ORDERS' })).toBeVisible();
  await page.locator('tbody tr').getByRole('button', { name: 'Assign' }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Assign order');

  await dialog.getByRole('button', { name: 'Assign' }).click();
  await expect(dialog.getByText('Please select agent')).toBeVisible();
  const picker = dialog.getByRole('combobox', { name: 'Online agent' });
  await expect(picker).toBeFocused();
  // the list stays shut over the error and the dialog's buttons until the user asks for it
  await expect(page.getByRole('listbox')).toHaveCount(0);

  await picker.click();
  await expect(page.getByRole('listbox')).toBeVisible();
  await expect(page.getByRole('option').first()).toBeVisible();
});
