/**
 * Issue 31 point 11, a reload or a menu click in the middle of a form: a form with changes that are not saved
 * holds the navigation and asks first (react-admin's warnWhenUnsavedChanges, which needs the app's data router);
 * Cancel keeps the user on the form with what they typed, OK leaves. Nothing is saved by this journey.
 */
import type { Dialog, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { signInAndWait } from './helpers';

const WARNING = "Some of your changes weren't saved. Are you sure you want to ignore them?";

/** The next dialog the page raises, answered as the user would. */
function nextDialog(page: Page, answer: 'accept' | 'dismiss'): Promise<Dialog> {
  return new Promise((resolve) => {
    page.once('dialog', (dialog) => {
      void (answer === 'accept' ? dialog.accept() : dialog.dismiss()).then(() => resolve(dialog));
    });
  });
}

test('a changed form asks before a menu click or a reload leaves it, and keeps what was typed on Cancel', async ({
  page,
}) => {
  await signInAndWait(page, 'manager');
  await page.goto('/companyprofile/');
  const field = page.getByLabel('System name');
  await expect(field).toBeEditable();
  const typed = `Courier ${Date.now() % 100000}`;
  await field.fill(typed);

  // a menu entry: asked, Cancel stays
  let asked = nextDialog(page, 'dismiss');
  await page.getByRole('menuitem', { name: 'Delivery Agents' }).click();
  const confirm = await asked;
  expect(confirm.type()).toBe('confirm');
  expect(confirm.message()).toBe(WARNING);
  await expect(page).toHaveURL(/\/companyprofile\/$/);
  await expect(field).toHaveValue(typed);

  // a reload: the browser's own question, Cancel stays
  asked = nextDialog(page, 'dismiss');
  await page.evaluate(() => setTimeout(() => window.location.reload(), 0));
  expect((await asked).type()).toBe('beforeunload');
  await expect(field).toHaveValue(typed);

  // OK leaves, without saving
  asked = nextDialog(page, 'accept');
  await page.getByRole('menuitem', { name: 'Delivery Agents' }).click();
  await asked;
  await expect(page).toHaveURL(/\/deliveryagents\/$/);
  await page.goto('/companyprofile/');
  await expect(page.getByLabel('System name')).not.toHaveValue(typed);

  // an edit page (react-admin's Edit): the same question before the menu takes the user to its list
  await page.goto('/healthcenters/');
  await page.locator('tbody tr.RaDataTable-row').first().click();
  await expect(page).toHaveURL(/\/healthcenters\/\d+$/);
  const contact = page.getByLabel('Contact person *');
  await expect(contact).toBeEditable();
  await contact.fill(`${typed} contact`);
  asked = nextDialog(page, 'dismiss');
  await page.getByRole('menuitem', { name: 'Health Centers' }).click();
  expect((await asked).message()).toBe(WARNING);
  await expect(page).toHaveURL(/\/healthcenters\/\d+$/);
  await expect(contact).toHaveValue(`${typed} contact`);
});
