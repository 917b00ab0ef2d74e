/** The orders screen's steps and calls that the orders and outbox journeys share. */
import { expect, type APIRequestContext, type Page } from './fixtures';

/** The client name prefix of the orders the outbox journey places (the orders journey leaves them alone). */
export const OUTBOX_CLIENT = 'e2e outbox client';

export interface Order {
  id: number;
  ordernumber: string;
  date: string;
  order_status: string;
  clientname: string;
  assigned_agentname: string | null;
  items_total: number | string;
  additional_charges: number | string;
  order_total: number | string;
}

export interface Agent {
  id: number;
  FullName: string;
  first_name: string;
  agent_code: string;
  is_online: boolean;
  active: boolean;
}

export const pad = (n: number) => String(n).padStart(2, '0');
export const ddmmyyyy = (d: Date) => `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()}`;
export const daysAgo = (n: number) => {
  const d = new Date();
  d.setDate(d.getDate() - n);
  return d;
};
export const money = (n: number) =>
  n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export async function report(request: APIRequestContext, token: string, status = ''): Promise<Order[]> {
  const res = await request.post('/customqueries/getclientorder_deliveriesreport', {
    headers: { Authorization: `Token ${token}` },
    multipart: { dateone: ddmmyyyy(daysAgo(60)), datetwo: ddmmyyyy(new Date()), order_status: status },
  });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { report: string };
  return JSON.parse(body.report) as Order[];
}

export async function onlineAgents(request: APIRequestContext, token: string): Promise<Agent[]> {
  const res = await request.get('/api/delivery_agents/?is_online=true&active=true', {
    headers: { Authorization: `Token ${token}` },
  });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as Agent[] | { results: Agent[] };
  const agents = Array.isArray(body) ? body : body.results;
  return agents.filter((a) => a.is_online && a.active && a.FullName);
}

/** Types a DD/MM/YYYY date into one of the two range pickers ('From' or 'To'). */
export async function setDate(page: Page, which: 'From' | 'To', date: Date) {
  await page
    .getByRole('group', { name: which, exact: true })
    .getByRole('spinbutton', { name: 'Day' })
    .click();
  await page.keyboard.type(`${pad(date.getDate())}${pad(date.getMonth() + 1)}${date.getFullYear()}`);
}

/** Opens /orders/ with the last 60 days loaded (every status), 100 rows per page. */
export async function openOrders(page: Page) {
  await page.goto('/orders/');
  await expect(page.getByRole('heading', { name: 'ALL ORDERS' })).toBeVisible();
  await setDate(page, 'From', daysAgo(60));
  const from = ddmmyyyy(daysAgo(60));
  // the report of the wider range (not the default range fetched when the page opened)
  const loaded = page.waitForResponse(
    (r) =>
      r.url().includes('/customqueries/getclientorder_deliveriesreport') &&
      (r.request().postData() ?? '').includes(from),
  );
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  expect((await loaded).status()).toBe(200);
  await page.getByRole('combobox', { name: /Rows per page/ }).click();
  await page.getByRole('option', { name: '100', exact: true }).click();
}

export async function showClient(page: Page, clientname: string) {
  // the client filter is folded behind 'More filters'
  const more = page.getByRole('button', { name: 'More filters' });
  if ((await more.getAttribute('aria-expanded')) !== 'true') await more.click();
  const filter = page.getByRole('searchbox', { name: 'Filter by client' });
  await filter.fill('');
  await filter.fill(clientname);
}

export const rowOf = (page: Page, ordernumber: string) =>
  page.locator('tbody tr').filter({ has: page.getByText(ordernumber, { exact: true }) });
