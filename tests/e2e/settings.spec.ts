import { test, expect, type Page } from './fixtures';
import { PASSWORD, apiToken, openPrintWindow, signIn, signInAndWait } from './helpers';

/** Types into the list's search box and waits until the list has applied it (the box is debounced). */
async function search(page: Page, text: string) {
  await page.getByPlaceholder('Search').fill(text);
  await expect(page).toHaveURL(/[?&]filter=/);
}

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

test('a manager saves the company profile and a printed list carries it', async ({ page, request }) => {
  const token = await apiToken(request, 'manager');
  const headers = { Authorization: `Token ${token}` };
  const before = (await (await request.get('/api/app_profile/1/', { headers })).json()) as {
    system_name: string;
    RegisteredPhoneNumber1: string;
  };
  const name = `Courier e2e ${stamp()}`;
  const phone = `0772${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`;
  try {
    await signInAndWait(page, 'manager');
    await page.goto('/companyprofile/');
    await expect(page.getByRole('tab', { name: 'Main profile settings' })).toBeVisible();
    const systemName = page.getByLabel('System name');
    await expect(systemName).toHaveValue(before.system_name);
    await systemName.fill(name);
    await page.getByLabel('Phone number').fill(phone);
    await page.getByRole('button', { name: 'Save settings' }).click();

    await expect(page.getByText('Company profile updated successfully')).toBeVisible();
    await page.getByRole('button', { name: 'Finish' }).click();
    // Finish reloads the page: the form comes back with the saved values
    await expect(page.getByLabel('System name')).toHaveValue(name);
    await expect(page.getByLabel('Phone number')).toHaveValue(phone);

    // a printed list is stamped with the new company name and phone
    await page.goto('/samples/');
    await expect(page.getByText('ALL samples')).toBeVisible();
    const popup = await openPrintWindow(page, page.getByRole('button', { name: 'Print' }));
    await expect(popup.locator('.print-stamp h1')).toHaveText(name);
    await expect(popup.locator('.print-stamp')).toContainText(`Tel: ${phone}`);
    await popup.close();
  } finally {
    // leave the demo profile as it was for the other journeys
    await request.put('/api/app_profile/1/', {
      headers,
      multipart: { system_name: before.system_name, RegisteredPhoneNumber1: before.RegisteredPhoneNumber1 },
    });
  }
});

test('a manager creates a user account that can then sign in', async ({ page, browser }) => {
  const username = `e2e.user.${stamp()}`;
  const password = 'courier-e2e-9';
  await signInAndWait(page, 'manager');
  await page.goto('/useraccounts/');
  // the page title, in capitals (the menu's 'User Accounts' entry also matches a case-blind search)
  await expect(page.getByText('USER ACCOUNTS', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Create new user account' }).click();
  // the rules of the form first
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Please input your E-mail!')).toBeVisible();
  await expect(page.getByText('Please input your password!')).toBeVisible();
  await expect(page.getByText('Please confirm your password!')).toBeVisible();

  await page.getByLabel(/^Username/).fill(username);
  await page.getByLabel(/^E-mail/).fill('not-an-email');
  await page.getByLabel(/^Password/).fill(password);
  await page.getByLabel(/^Confirm Password/).fill(`${password}x`);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('The input is not valid E-mail!')).toBeVisible();
  await expect(page.getByText('The two passwords that you entered do not match!')).toBeVisible();

  await page.getByLabel(/^E-mail/).fill(`${username}@example.org`);
  await page.getByLabel(/^Confirm Password/).fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('User account created successfully')).toBeVisible();

  await search(page, username);
  const row = page.getByRole('row', { name: new RegExp(username.replace(/\./g, '\\.')) });
  await expect(row).toBeVisible();
  await expect(row).toContainText(`${username}@example.org`);

  // the new account signs in, in a fresh browser context
  const context = await browser.newContext();
  try {
    const other = await context.newPage();
    await signIn(other, username, password);
    await expect(other.getByRole('button', { name: /login/i })).toHaveCount(0);
    await expect(other.getByText('Username or Password is wrong')).toHaveCount(0);
  } finally {
    await context.close();
  }
});

test('staff cannot open the user accounts and the server refuses their account creation', async ({
  page,
  request,
}) => {
  await signInAndWait(page, 'staff');
  await page.goto('/useraccounts/');
  await expect(page.getByRole('heading', { name: 'Access refused' })).toBeVisible();
  await expect(page.getByText('USER ACCOUNTS')).toHaveCount(0);

  const token = await apiToken(request, 'staff');
  const res = await request.post('/customqueries/createsystem_user', {
    headers: { Authorization: `Token ${token}` },
    multipart: {
      username: `e2e.sneaky.${stamp()}`,
      email: 'sneaky@example.org',
      password1: PASSWORD,
      password2: PASSWORD,
    },
  });
  expect(res.status()).toBe(403);
  expect(await res.json()).toEqual({ detail: 'You do not have permission to perform this action.' });
});
