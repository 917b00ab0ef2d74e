import { test, expect, type APIRequestContext, type Page } from './fixtures';
import { apiToken, signInAndWait, unique } from './helpers';

interface Delivery {
  delivery_number: string;
  time_of_dropoff: string | null;
  received_by_coordinator: boolean;
  receivers_note: string | null;
}

interface Profile {
  coodinated_hub: number;
  hub_name: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
const display = (d: Date) => `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()}`;
const fmt = (n: number) => n.toLocaleString('en-US');
const auth = (token: string) => ({ Authorization: `Token ${token}` });

function daysBack(n: number, today = new Date()): Date {
  return new Date(today.getFullYear(), today.getMonth(), today.getDate() - n);
}

/** The deliveries screen's default range: Monday of last week to today. */
function mondayOfLastWeek(today = new Date()): Date {
  const start = new Date(today.getFullYear(), today.getMonth(), today.getDate());
  start.setDate(start.getDate() - ((start.getDay() + 6) % 7) - 7);
  return start;
}

async function profile(request: APIRequestContext, token: string): Promise<Profile> {
  const res = await request.get('/current_user_profile', { headers: auth(token) });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as Profile;
  expect(body.coodinated_hub).toBeTruthy();
  return body;
}

async function report(
  request: APIRequestContext,
  token: string,
  from: Date,
  hub: number | string,
): Promise<Delivery[]> {
  const res = await request.post('/customqueries/getumoja_deliveriesreport', {
    headers: auth(token),
    multipart: {
      dateone: display(from),
      datetwo: display(new Date()),
      delivery_status: '',
      hub: String(hub),
    },
  });
  expect(res.status()).toBe(200);
  return JSON.parse(((await res.json()) as { report: string }).report) as Delivery[];
}

async function openHubDeliveries(page: Page) {
  await page.goto('/hub_deliveries/');
  await expect(page.getByRole('tab', { name: /^Tracking as single \(\d+\)$/ })).toBeVisible();
  await expect(page.getByRole('tab', { name: /^Tracking in batch\/package \(\d+\)$/ })).toBeVisible();
  await expect(page.locator('tbody tr').first()).toBeVisible();
}

test("the hub dashboard's cards match the hub's data", async ({ page, request }) => {
  const token = await apiToken(request, 'hubcoordinator');
  const me = await profile(request, token);
  const hub = me.coodinated_hub;

  const rows = await report(request, token, daysBack(30), hub);
  const completed = rows.filter((r) => r.time_of_dropoff !== null && String(r.time_of_dropoff).trim() !== '');
  const performance = rows.length === 0 ? 0 : Math.round((completed.length / rows.length) * 100);

  const agentsRes = await request.get(`/customqueries/get_hubagents/${hub}`, { headers: auth(token) });
  expect(agentsRes.status()).toBe(200);
  const agents = JSON.parse(((await agentsRes.json()) as { report: string }).report) as {
    is_online: boolean;
    active: boolean;
  }[];
  const online = agents.filter((a) => a.is_online && a.active).length;

  const centresRes = await request.get(`/api/healthcentres/?collection_hub=${hub}&page=1&page_size=1000`, {
    headers: auth(token),
  });
  expect(centresRes.status()).toBe(200);
  const centres = (await centresRes.json()) as { count: number } | unknown[];
  const centreCount = Array.isArray(centres) ? centres.length : centres.count;

  await signInAndWait(page, 'hubcoordinator');
  await page.goto('/hub_dashboard/');
  await expect(page.getByRole('heading', { name: me.hub_name })).toBeVisible();
  await expect(page.getByText('Welcome, Esther Akello')).toBeVisible();
  await expect(page.getByTestId('hub-card-total')).toHaveText(fmt(rows.length));
  await expect(page.getByTestId('hub-card-completed')).toHaveText(fmt(completed.length));
  await expect(page.getByTestId('hub-card-pending')).toHaveText(fmt(rows.length - completed.length));
  await expect(page.getByTestId('hub-card-performance')).toHaveText(`${performance}%`);
  await expect(page.getByTestId('hub-card-online')).toHaveText(fmt(online));
  await expect(page.getByTestId('hub-card-healthcenters')).toHaveText(fmt(centreCount));
  await expect(page.getByText('Recent Activity')).toBeVisible();

  // Refresh Data reloads the same numbers
  await page.getByRole('button', { name: 'Refresh Data' }).click();
  await expect(page.getByText('Hub data refreshed')).toBeVisible();
  await expect(page.getByTestId('hub-card-total')).toHaveText(fmt(rows.length));

  // the quick link opens the hub deliveries
  await page.getByRole('link', { name: 'Hub Deliveries' }).last().click();
  await expect(page).toHaveURL(/\/hub_deliveries\/?/);
});

test("hub deliveries show only the hub's rows, and one can be received", async ({ page, request }) => {
  const token = await apiToken(request, 'hubcoordinator');
  const me = await profile(request, token);
  // the hub's rows as a manager sees them when asking for that hub (not relying on the coordinator's scope)
  const managerToken = await apiToken(request, 'manager');
  const hubRows = await report(request, managerToken, mondayOfLastWeek(), me.coodinated_hub);
  const hubNumbers = new Set(hubRows.map((r) => r.delivery_number));
  expect(hubNumbers.size).toBeGreaterThan(0);

  await signInAndWait(page, 'hubcoordinator');
  await openHubDeliveries(page);

  // both tabs together hold exactly the hub's rows of the default range
  const count = async (name: RegExp) =>
    Number(/\((\d+)\)/.exec(await page.getByRole('tab', { name }).innerText())?.[1]);
  await expect
    .poll(async () => (await count(/^Tracking as single/)) + (await count(/^Tracking in batch\/package/)))
    .toBe(hubRows.length);
  const shown = (await page.locator('tbody tr td.column-delivery_number').allInnerTexts()).map((t) =>
    t.trim(),
  );
  expect(shown.length).toBeGreaterThan(0);
  for (const n of shown) expect(hubNumbers.has(n)).toBe(true);
  // headed by the deliveries' field labels, as the admin's table is (not the raw field names)
  await expect(page.locator('thead th.column-delivery_number')).toHaveText(/^\s*Delivery No\.\s*$/);
  await expect(page.locator('thead th.column-date_ts')).toHaveText(/^\s*Date\s*$/);
  await expect(page.locator('thead th.column-turnaround_seconds')).toHaveText(/^\s*Turnaround\s*$/);

  // receive a pending one that is not received yet
  const row = page
    .locator('tbody tr')
    .filter({ has: page.getByRole('button', { name: 'Receive' }) })
    .first();
  await expect(row).toBeVisible();
  const number = (await row.locator('td.column-delivery_number').innerText()).trim();
  await row.getByRole('button', { name: 'Receive' }).click();
  const dialog = page.getByRole('dialog', { name: 'Receive Delivery' });
  await expect(dialog.getByTestId('receive-details')).toContainText(number);
  const note = unique('Hub received');
  await dialog.getByLabel('Receiver note').fill(note);
  await dialog.getByRole('button', { name: 'Confirm receiving' }).click();
  await expect(page.getByText('Delivery received successfully!')).toBeVisible();
  const received = page.locator('tbody tr').filter({ hasText: number }).first();
  await expect(received.getByTestId('received-mark')).toContainText('Received');

  const after = (await report(request, token, mondayOfLastWeek(), me.coodinated_hub)).filter(
    (r) => r.delivery_number === number,
  );
  expect(after.length).toBeGreaterThan(0);
  for (const r of after) expect(r).toMatchObject({ received_by_coordinator: true, receivers_note: note });
});

test('an unknown path lands on the hub dashboard and /useraccounts/ reveals no user list', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, 'hubcoordinator');
  const me = await profile(request, token);
  await signInAndWait(page, 'hubcoordinator');

  await page.goto('/no_such_screen/');
  await expect(page).toHaveURL(/\/(hub_dashboard\/?)?$/);
  await expect(page.getByRole('heading', { name: me.hub_name })).toBeVisible();
  await expect(page.getByTestId('hub-card-total')).toBeVisible();

  await page.goto('/useraccounts/');
  await expect(page.getByTestId('hub-card-total')).toBeVisible();
  await expect(page.getByText('manager@umojacourier.example')).toHaveCount(0);
  await expect(page.getByText('admin@umojacourier.example')).toHaveCount(0);
  await expect(page.getByRole('columnheader', { name: /username/i })).toHaveCount(0);
});

test("the hub agent map shows the hub's active agents or says there are none", async ({ page, request }) => {
  const token = await apiToken(request, 'hubcoordinator');
  const me = await profile(request, token);
  const res = await request.get(`/customqueries/get_hubagents/${me.coodinated_hub}`, {
    headers: auth(token),
  });
  const agents = JSON.parse(((await res.json()) as { report: string }).report) as {
    is_online: boolean;
    active: boolean;
  }[];
  const online = agents.filter((a) => a.is_online && a.active).length;

  await signInAndWait(page, 'hubcoordinator');
  await page.goto('/hub_online_agents/');
  await expect(page.getByTestId('hub-agents-count')).toHaveText(
    online === 1 ? '1 active agent' : `${online} active agents`,
  );
  if (online === 0) await expect(page.getByText('No agents are currently active for this hub')).toBeVisible();
  else await expect(page.getByTestId('hub-agents-map')).toBeVisible();
});
