import { test, expect } from './fixtures';
import { apiToken, signInAndWait, PASSWORD } from './helpers';

test('closing the notification list marks every listed notification read', async ({ page, request }) => {
  // the journey's own unread notification: another journey may have read the seeded ones already (the a11y scan
  // opens and closes the list), and may raise new ones meanwhile, so the check is on what this list showed
  const token = await apiToken(request, 'admin');
  const title = `Cold box checked ${Date.now()}`;
  const created = await request.post('/api/admin_notifications/', {
    headers: { Authorization: `Token ${token}` },
    multipart: { title, message: 'Cold box of batch B-17 checked at Gulu Hub' },
  });
  expect(created.status()).toBe(201);

  await signInAndWait(page, 'admin');
  const bell = page.getByRole('button', { name: /^Notifications: \d+ unread$/ });
  await expect(bell).toBeVisible();
  await bell.click();
  const dialog = page.getByRole('dialog', { name: 'Notifications' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('listitem').filter({ hasText: title })).toHaveCount(1);
  const listed = (await dialog.getByRole('listitem').allInnerTexts()).map((t) => t.trim());
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  // none of the listed notifications is unread any more
  await expect
    .poll(async () => {
      const res = await request.get('/api/adminnotification?read=false', {
        headers: { Authorization: `Token ${token}` },
      });
      const unread = (await res.json()) as { title: string; message: string }[];
      return unread.filter((n) => listed.some((text) => text.includes(n.title) && text.includes(n.message)));
    })
    .toEqual([]);
});

test('the profile drawer validates and saves', async ({ page }) => {
  await signInAndWait(page, 'staff');
  await page
    .getByRole('button', { name: /Brian Ssekandi|staff|profile/i })
    .first()
    .click();
  await page.getByRole('menuitem', { name: 'View Profile' }).click();
  const drawer = page.getByRole('dialog', { name: 'User Profile' });
  await expect(drawer).toBeVisible();
  const email = drawer.getByLabel('E-mail');
  await email.fill('not-an-email');
  await drawer.getByRole('button', { name: /save|update/i }).click();
  await expect(drawer.getByText('The input is not valid E-mail!')).toBeVisible();
  await email.fill('');
  await drawer.getByRole('button', { name: /save|update/i }).click();
  await expect(drawer.getByText('Please input your E-mail!')).toBeVisible();
  await email.fill('staff.desk@umoja.example');
  await drawer.getByRole('button', { name: /save|update/i }).click();
  await expect(page.getByText('User Profile Updated successfully')).toBeVisible();
  // stored on the server
  const token = await page.evaluate(
    () => JSON.parse(localStorage.getItem('courier.session') ?? '{}').token as string,
  );
  const me = await page.request.get('/current_user_profile', {
    headers: { Authorization: `Token ${token}` },
  });
  const account = await page.request.get(`/api/accounts/${((await me.json()) as { id: number }).id}/`, {
    headers: { Authorization: `Token ${token}` },
  });
  expect(((await account.json()) as { email: string }).email).toBe('staff.desk@umoja.example');
});

test('the password drawer validates, shows the server message and changes the password', async ({
  page,
  request,
}) => {
  // an account of its own: changing a shared demo user's password would break tests running beside this one
  const username = `pw${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const created = await request.post('/customqueries/createsystem_user', {
    headers: { Authorization: `Token ${await apiToken(request, 'manager')}` },
    multipart: {
      username,
      email: `${username}@courier.example`,
      password1: PASSWORD,
      password2: PASSWORD,
      is_active: 'true',
      branch_manager: 'false',
    },
  });
  expect(created.status()).toBe(200);
  await signInAndWait(page, username);
  // the user menu's button shows the user's name, and is named by it (WCAG 2.5.3)
  await expect(page.getByRole('button', { name: username, exact: true })).toContainText(username);
  await page.getByRole('button', { name: username, exact: true }).click();
  await page.getByRole('menuitem', { name: 'Change Password' }).click();
  const drawer = page.getByRole('dialog', { name: 'Change Password' });
  await drawer.getByRole('button', { name: 'Change Password' }).click();
  // the spec words the new and the old password's message alike: it shows under both
  await expect(drawer.getByText('Please input your password!')).toHaveCount(2);
  await expect(drawer.getByText('Please confirm your password!')).toBeVisible();

  await drawer.getByLabel('New password').fill('rider-2026');
  await drawer.getByLabel('Confirm password').fill('rider-2027');
  await drawer.getByLabel('Old password').fill(PASSWORD);
  await drawer.getByRole('button', { name: 'Change Password' }).click();
  await expect(drawer.getByText('The two passwords that you entered do not match!')).toBeVisible();

  await drawer.getByLabel('Confirm password').fill('rider-2026');
  await drawer.getByLabel('Old password').fill('wrong-old-password');
  await drawer.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText(/old password was entered incorrectly/i).first()).toBeVisible();

  await drawer.getByLabel('Old password').fill(PASSWORD);
  await drawer.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Password changed successfully').first()).toBeVisible();

  // the new password signs in, the old one no longer does
  const res = await request.post('/rest-auth/', { multipart: { username, password: 'rider-2026' } });
  expect(res.status()).toBe(200);
  const old = await request.post('/rest-auth/', { multipart: { username, password: PASSWORD } });
  expect(old.status()).toBe(400);
});

test('an expired session sends the user back to sign in', async ({ page }) => {
  await signInAndWait(page, 'manager');
  await page.evaluate(() => {
    const s = JSON.parse(localStorage.getItem('courier.session')!);
    s.expiresAt = Date.now() - 1000;
    localStorage.setItem('courier.session', JSON.stringify(s));
  });
  await page.reload();
  await expect(page.getByRole('button', { name: /login/i })).toBeVisible();
});

test('a token refused by the server ends the session with a message', async ({ page }) => {
  await signInAndWait(page, 'manager');
  const token = await page.evaluate(
    () => JSON.parse(localStorage.getItem('courier.session')!).token as string,
  );
  // the message is a toast, shown 2 s (administration.md 8): watched for from before the token is revoked, so a
  // background poll that meets the refusal first (and shows it at once) is seen too
  const message = page.getByText('Your session has ended. Please sign in again.');
  const seen = message.waitFor({ state: 'visible', timeout: 30_000 });
  const out = await page.request.post('/rest-auth/logout/', { headers: { Authorization: `Token ${token}` } });
  expect(out.ok()).toBe(true);
  // the next call made with that token is refused with 401: open a list inside the app (a reload would start a
  // new page, without the toast, when a background poll had already ended the session)
  await page.evaluate(() => {
    window.history.pushState({}, '', '/samples/');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await seen;
  await expect(page.getByRole('button', { name: /login/i })).toBeVisible();
});

test.describe('live notifications', () => {
  // this journey checks the pop-ups themselves: they are not closed for it (tests/e2e/fixtures.ts)
  test.use({ keepLivePopups: true });

  test('a live notification plays, pops up until closed and raises the count', async ({ page, request }) => {
    await signInAndWait(page, 'manager');
    const bell = page.getByRole('button', { name: /^Notifications/ });
    await expect(bell).toBeVisible();
    const before = Number(((await bell.getAttribute('aria-label')) ?? '').match(/(\d+) unread/)?.[1] ?? 0);
    // give the live connection a moment to open, then raise a notification on the server
    await page.waitForTimeout(1500);
    const token = await apiToken(request, 'admin');
    const title = `Sample batch received ${Date.now()}`;
    const created = await request.post('/api/admin_notifications/', {
      headers: { Authorization: `Token ${token}` },
      multipart: { title, message: 'Batch B-2231 received at CPHL' },
    });
    expect(created.status()).toBe(201);
    const popup = page.getByRole('alert').filter({ hasText: title });
    await expect(popup).toBeVisible();
    await expect(popup).toContainText('Batch B-2231 received at CPHL');
    await expect(page.getByRole('button', { name: `Notifications: ${before + 1} unread` })).toBeVisible();
    // it stays until closed
    await page.waitForTimeout(2500);
    await expect(popup).toBeVisible();
    await popup.getByRole('button').click();
    await expect(popup).toHaveCount(0);
  });
});
