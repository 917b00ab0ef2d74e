/**
 * The Age field of the pickup's patient form has room for its label and a three-digit
 * age beside the spinner; the pickups list's rows-per-page selector shows its value.
 */
import { test, expect } from './fixtures';
import { signInAndWait } from './helpers';

test("pickups: 'Rows per page' shows 25 and the patient form's Age fits its label and 100", async ({
  page,
}) => {
  await signInAndWait(page, 'manager');
  await page.goto('/pending_pickups/');
  const rows = page.locator('tbody tr.RaDataTable-row');
  await expect(rows.first()).toBeVisible();
  await expect(page.getByRole('combobox', { name: /Rows per page/ })).toHaveText('25');

  await rows.first().getByRole('button', { name: 'View' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Add Patient' }).click();
  const form = page.getByRole('dialog', { name: /^Patient details for pickup / });
  await expect(form).toBeVisible();
  const age = form.getByRole('spinbutton', { name: /^Age/ });
  await age.fill('100');
  await expect(age).toHaveValue('100');
  const fit = await age.evaluate((input: HTMLInputElement) => {
    const field = input.closest('.MuiFormControl-root')!;
    const label = field.querySelector('label')!;
    return {
      field: field.getBoundingClientRect().width,
      // the typed text is not cut (the spinner sits beside it)
      textFits: input.scrollWidth <= input.clientWidth,
      labelFits: label.scrollWidth <= label.clientWidth,
      labelText: label.textContent,
    };
  });
  expect(fit.field).toBeGreaterThanOrEqual(100);
  expect(fit.textFits).toBe(true);
  expect(fit.labelFits).toBe(true);
  expect(fit.labelText).toMatch(/^Age/);
});
