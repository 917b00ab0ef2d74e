import { test, expect } from './fixtures';
import { PASSWORD, signInAndWait } from './helpers';

test('the general privacy policy is readable without signing in', async ({ page }) => {
  await page.goto('/privacypolicy/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/privacy/i);
  await expect(page.getByRole('button', { name: /login/i })).toHaveCount(0);
});

test('the tracking app privacy policy covers what the spec lists', async ({ page }) => {
  await page.goto('/privacypolicy_umotrack');
  const body = page.locator('body');
  await expect(body).toContainText(/location/i);
  await expect(body).toContainText(/log data/i);
  await expect(body).toContainText(/cookies/i);
  await expect(body).toContainText(/service providers/i);
  await expect(body).toContainText(/under 13|under the age of 13/i);
  await expect(body).toContainText(/2024-06-10|10\/06\/2024|June 10, 2024|10 June 2024/);
});

test('the deactivation request needs a phone contact, then reaches the manager under System Settings', async ({
  page,
}) => {
  const phone = `07${String(Date.now()).slice(-8)}`;
  await page.goto('/request_accountdeaction/');
  const requests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/customqueries/requestaccount_deactivation')) requests.push(r.url());
  });
  await page.getByRole('button', { name: /submit/i }).click();
  await expect(page.getByText('Account contact missing')).toBeVisible();
  expect(requests).toHaveLength(0);

  await page.getByLabel(/phone/i).fill(phone);
  await page.getByLabel(/reason/i).fill('I no longer work as a rider.');
  const answer = page.waitForResponse((r) => r.url().includes('/customqueries/requestaccount_deactivation'));
  await page.getByRole('button', { name: /submit/i }).click();
  const response = await answer;
  expect(response.status()).toBe(200);
  const { message } = (await response.json()) as { message: string };
  await expect(page.getByText(message)).toBeVisible();

  // the manager finds it under System Settings, and removes it once handled
  await signInAndWait(page, 'manager');
  await page.goto('/deactivation_requests/');
  await expect(page.getByRole('heading', { name: 'Account Deactivation Requests' })).toBeVisible();
  await page.getByPlaceholder('Search').fill(phone);
  // the search box is debounced: wait until the list has applied it, so what follows sees the searched list
  await expect(page).toHaveURL(/[?&]filter=/);
  const row = page.locator('tbody tr', { hasText: phone });
  await expect(row).toContainText('I no longer work as a rider.');
  await row.getByRole('button', { name: 'Remove' }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Request removed')).toBeVisible();
  // the search is still on: the empty state says nothing matches and offers to clear it
  const empty = page
    .getByRole('status')
    .filter({ hasText: 'No deactivation requests match. Clear the search.' });
  await expect(empty).toBeVisible();
  await empty.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.getByPlaceholder('Search')).toHaveValue('');
  await expect(page).not.toHaveURL(/[?&]filter=[^&]*\d{10}/);
  await expect(empty).toHaveCount(0);
});

test("signed out, a deep link shows the sign-in form alone, fetches the app's files without running them, then opens the page asked for", async ({
  page,
}) => {
  // the app's and the shell layout's files, with how the browser asked for them: 'other' is a prefetch into the
  // cache, 'script' is code that runs
  const shellFiles: string[] = [];
  const stylesheets: string[] = [];
  page.on('request', (r) => {
    const m = /\/assets\/(App|ShellLayout)-[^/]+\.js$/.exec(new URL(r.url()).pathname);
    if (m) shellFiles.push(`${m[1]}:${r.resourceType()}`);
    if (r.resourceType() === 'stylesheet') stylesheets.push(r.url());
  });
  await page.goto('/deliveries/?page=2&perPage=10');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
  await expect.poll(() => shellFiles).toEqual(expect.arrayContaining(['App:other', 'ShellLayout:other']));
  expect(shellFiles.filter((f) => f.endsWith(':script'))).toEqual([]);
  // the form is styled by its own code: no stylesheet file holds up its first paint
  await expect(page.getByRole('button', { name: 'Login' })).toHaveCSS('background-color', 'rgb(11, 92, 173)');
  expect(stylesheets).toEqual([]);
  await page.getByLabel('Username').fill('manager');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/deliveries\/\?page=2&perPage=10$/);
  await expect(page.getByRole('navigation', { name: 'main menu' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Login' })).toHaveCount(0);
  // a reload keeps the user signed in, on the same page
  await page.reload();
  await expect(page).toHaveURL(/\/deliveries\/\?page=2&perPage=10$/);
  await expect(page.getByRole('navigation', { name: 'main menu' })).toBeVisible();
});
