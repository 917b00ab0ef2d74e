import { test, expect, type Page } from './fixtures';
import { signInAndWait, unique } from './helpers';

/** Types into the list's search box and waits until the list has applied it (the box is debounced). */
async function search(page: Page, text: string) {
  await page.getByPlaceholder('Search').fill(text);
  await expect(page).toHaveURL(/[?&]filter=/);
}

async function openCreatePanel(page: Page, title: string) {
  await page.getByRole('button', { name: title }).click();
}

test('a manager creates, edits and deletes a sample', async ({ page }) => {
  const name = unique('Sputum e2e');
  await signInAndWait(page, 'manager');
  await page.goto('/samples/');
  await expect(page.getByText('ALL samples')).toBeVisible();

  await openCreatePanel(page, 'Add a sample');
  await page.getByRole('button', { name: /save/i }).click();
  await expect(page.getByText('Please input name')).toBeVisible();
  await expect(page.getByText('Please input desc')).toBeVisible();

  await page.getByLabel('Name').first().fill(name);
  await page.getByLabel('Description').first().fill('Early-morning sputum for GeneXpert');
  await page.getByRole('button', { name: /save/i }).click();
  await expect(page.getByText('Successfully created sample')).toBeVisible();
  await search(page, name);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toBeVisible();
  await expect(row).toContainText(/normal/i);

  // open the detail page and change the priority and description
  await row.getByText(name).click();
  await expect(page).toHaveURL(/\/samples\/\d+$/);
  await expect(page.getByRole('table', { name: 'Sample details' })).toContainText(name);
  await expect(page.getByRole('textbox', { name: 'Description' })).toHaveValue(
    'Early-morning sputum for GeneXpert',
  );
  await page.getByRole('textbox', { name: 'Description' }).fill('Sputum, two samples, spot and morning');
  await page.getByLabel('Priority').click();
  await page.getByRole('option', { name: 'Urgent' }).click();
  await page.getByRole('button', { name: /save/i }).click();
  await expect(page.getByText('Successfully updated')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Sample details' })).toContainText('Sputum, two samples');
  await expect(page.getByRole('table', { name: 'Sample details' })).toContainText(/urgent/i);

  // the change is stored: a reload shows it
  await page.reload();
  await expect(page.getByRole('table', { name: 'Sample details' })).toContainText(/urgent/i);

  // delete with confirmation
  await page.goto('/samples/');
  await search(page, name);
  const again = page.getByRole('row', { name: new RegExp(name) });
  await again.getByRole('button', { name: /delete/i }).click();
  await expect(page.getByText('This cannot be undone.')).toBeVisible();
  await page.getByRole('button', { name: /confirm/i }).click();
  await expect(page.getByText('successfully deleted')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
});

test('a manager creates, edits and deletes a supply', async ({ page }) => {
  const name = unique('Cool box e2e');
  await signInAndWait(page, 'manager');
  await page.goto('/supplies');
  await expect(page.getByText('ALL SUPPLIES')).toBeVisible();

  await openCreatePanel(page, 'Add a supply');
  await page.getByLabel('Name').first().fill(name);
  await page.getByRole('button', { name: /save/i }).click();
  await expect(page.getByText('Please input desc')).toBeVisible();
  await page.getByLabel('Description').first().fill('Triple-packaging cool box');
  await page.getByRole('button', { name: /save/i }).click();
  await expect(page.getByText('Successfully created supply')).toBeVisible();

  await search(page, name);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toBeVisible();
  await row.getByText(name).click();
  await expect(page).toHaveURL(/\/supplies\/\d+$/);
  await expect(page.getByRole('table', { name: 'Supply details' })).toContainText(name);
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(name);
  await page.getByRole('textbox', { name: 'Name' }).fill(`${name} (large)`);
  await page.getByRole('button', { name: /save/i }).click();
  await expect(page.getByText('Successfully updated')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Supply details' })).toContainText(`${name} (large)`);

  await page.goto('/supplies/');
  await search(page, name);
  const again = page.getByRole('row', { name: new RegExp(name) });
  await again.getByRole('button', { name: /delete/i }).click();
  await page.getByRole('button', { name: /confirm/i }).click();
  await expect(page.getByText('successfully deleted')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
});
