import { expect, type Page, type APIRequestContext } from '@playwright/test';

export const PASSWORD = process.env.DEMO_PASSWORD ?? 'demo1234';

export async function signIn(page: Page, username: string, password = PASSWORD): Promise<void> {
  await page.goto('/');
  await page.getByLabel(/username/i).fill(username);
  await page.getByLabel(/password/i).fill(password);
  await page.getByRole('button', { name: /login/i }).click();
}

export async function signInAndWait(page: Page, username: string): Promise<void> {
  await signIn(page, username);
  await expect(page.getByRole('button', { name: /login/i })).toHaveCount(0);
}

/** A token for API calls made by the test itself (setup and checks). */
export async function apiToken(request: APIRequestContext, username: string): Promise<string> {
  const res = await request.post('/rest-auth/', { multipart: { username, password: PASSWORD } });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { token: string };
  return body.token;
}

export function unique(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}
