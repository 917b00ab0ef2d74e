import { test, expect, type APIRequestContext, type Page } from './fixtures';
import { apiToken, signInAndWait, unique } from './helpers';
import { OUTBOX_CLIENT, onlineAgents, openOrders, rowOf, showClient } from './orders';
import type { OutboxMessage, OutboxPage } from '../../contract/outbox';

// The browser tests' server sends SMS to the log gateway (sent, charged) and e-mail to an SMTP port where nothing
// listens (playwright.config.ts): each e-mail is tried twice, ends 'failed' and can be retried.
test.use({ viewport: { width: 1440, height: 900 } });

/** The demo seed's SMS balance and cost (server/seed/network.ts); no journey records a top-up. */
const SEED_BALANCE = 125000;
const SMS_COST = 35;

async function outbox(request: APIRequestContext, token: string, query: string): Promise<OutboxPage> {
  const res = await request.get(`/api/outbox/?page_size=100&${query}`, {
    headers: { Authorization: `Token ${token}` },
  });
  expect(res.status()).toBe(200);
  return (await res.json()) as OutboxPage;
}

/** The messages about one record (searched by its number), once none of them waits for a try any more. */
async function settled(request: APIRequestContext, token: string, search: string): Promise<OutboxMessage[]> {
  let rows: OutboxMessage[] = [];
  await expect
    .poll(
      async () => {
        rows = (await outbox(request, token, `search=${encodeURIComponent(search)}`)).results;
        return rows.length > 0 && rows.every((m) => m.status === 'sent' || m.status === 'failed');
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return rows;
}

async function searchOutbox(page: Page, text: string) {
  const box = page
    .getByRole('searchbox', { name: 'Search' })
    .or(page.getByPlaceholder('Recipient, message, error'));
  await box.first().fill(text);
  await expect(page).toHaveURL(/[?&]filter=/);
}

test('as admin: an order, its assignment and a pickup send their alerts once each; SMS are charged; a failed e-mail is retried from the Outbox', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, 'admin');
  const headers = { Authorization: `Token ${token}` };
  // the flags of this journey (the demo profile has them on; only these fields are sent, the rest is kept)
  const flags = await request.put('/api/app_profile/1/', {
    headers,
    multipart: {
      send_email_alerttoadmin_on_clientorders: 'true',
      send_smsalerttoagents_on_clientorders: 'true',
      send_sms_alerttoadmin_on_pickups: 'true',
    },
  });
  expect(flags.status()).toBe(200);

  // a client's ordering app places an order (POST /api/client_orders/)
  const clientname = unique(OUTBOX_CLIENT);
  const placed = await request.post('/api/client_orders/', {
    headers,
    data: {
      clientname,
      order_address: 'Plot 12, Kampala Road',
      item_details: [{ item_name: 'EDTA tubes', quantity: 2, total: 5000 }],
    },
  });
  expect(placed.status()).toBe(201);
  const order = (await placed.json()) as { id: number; ordernumber: string };
  const agent = (await onlineAgents(request, token)).at(-1)!;
  expect(agent).toBeTruthy();

  // the admin assigns it on the orders screen
  await signInAndWait(page, 'admin');
  await openOrders(page);
  await showClient(page, clientname);
  const row = rowOf(page, order.ordernumber);
  await row.getByRole('button', { name: 'Assign' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: 'Online agent' }).fill(agent.FullName);
  await page.getByRole('option', { name: `${agent.FullName} (${agent.agent_code})`, exact: true }).click();
  await dialog.getByRole('button', { name: 'Assign' }).click();
  await expect(page.getByText('Order assigned successfully')).toBeVisible();

  // a new pickup
  const first = async (url: string) =>
    ((await (await request.get(url, { headers })).json()) as { results: { id: number }[] }).results[0];
  const sample = await first('/api/samples/?page=1&page_size=1');
  const centre = await first('/api/healthcentres/?page=1&page_size=1');
  const hub = await first('/api/collectionhubs/?page=1&page_size=1');
  const today = new Date();
  const iso = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
  const created = await request.post('/api/pending_umoja_pickups/', {
    headers,
    multipart: {
      date: iso,
      sample: String(sample.id),
      quantity: '1',
      pickup_location_type: 'health_center',
      pickup_health_center: String(centre.id),
      destination_location_type: 'collection_hub',
      destination_collection_hub: String(hub.id),
    },
  });
  expect(created.status()).toBe(201);
  const pickup = (await created.json()) as { id: number; pickup_number: string };

  // once each: the order's e-mail to each admin (failed: no SMTP server), one SMS to the agent; one SMS to the
  // admins' company phone for the pickup (sent)
  const ofOrder = await settled(request, token, order.ordernumber);
  const mails = ofOrder.filter((m) => m.event === 'client_order');
  expect(mails.length).toBeGreaterThan(0);
  expect(mails.every((m) => m.channel === 'email' && m.status === 'failed' && m.attempts === 2)).toBe(true);
  expect(new Set(mails.map((m) => m.recipient)).size).toBe(mails.length);
  expect(mails[0].last_error).toBeTruthy();
  const toAgent = ofOrder.filter((m) => m.event === 'order_assigned');
  expect(toAgent.map((m) => [m.channel, m.status, m.recipient_name])).toEqual([
    ['sms', 'sent', expect.stringContaining(agent.first_name)],
  ]);
  const ofPickup = (await settled(request, token, pickup.pickup_number)).filter((m) => m.event === 'pickup');
  expect(ofPickup.map((m) => [m.channel, m.status])).toEqual([['sms', 'sent']]);

  // every SMS sent so far is paid from the balance, no more and no less (other journeys send SMS too: compare
  // the balance with all sent SMS, read again until both reads agree)
  const balance = async () =>
    Number(
      ((await (await request.get('/api/app_profile/1/', { headers })).json()) as { smsbalance: string })
        .smsbalance,
    );
  await expect
    .poll(async () => {
      const sent = (await outbox(request, token, 'channel=sms&status=sent&page_size=1')).count;
      return Math.round((SEED_BALANCE - (await balance())) * 100) / 100 - sent * SMS_COST;
    })
    .toBe(0);
  // the company profile shows the balance
  await expect(async () => {
    await page.goto('/companyprofile/');
    const shown = (await balance()).toFixed(2);
    await expect(page.getByTestId('sms-balance-summary')).toContainText(shown, { timeout: 3000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByLabel('E-mail alert to admin on client orders')).toBeChecked();

  // the Outbox screen shows the order's messages; a failed e-mail is sent again with Retry
  await page.goto('/outbox/');
  await expect(page.getByRole('heading', { name: 'Outbox', level: 1 })).toBeVisible();
  await searchOutbox(page, order.ordernumber);
  const mailRow = page.locator('tbody tr').filter({ hasText: mails[0].recipient! });
  await expect(mailRow).toHaveCount(1);
  await expect(mailRow.locator('td.column-status')).toHaveText('Failed');
  await expect(mailRow.locator('td.column-event')).toHaveText('New client order');
  await expect(mailRow.locator('td.column-attempts')).toHaveText('2');
  const smsRow = page.locator('tbody tr').filter({ hasText: 'Order assigned' });
  await expect(smsRow.locator('td.column-status')).toHaveText('Sent');
  await expect(smsRow.getByRole('button', { name: 'Retry' })).toHaveCount(0);

  await mailRow.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText('The message is queued to be sent again')).toBeVisible();
  // tried again (twice more) and failed again: the row says so after a refresh
  await expect
    .poll(async () => {
      const again = (
        await outbox(request, token, `search=${encodeURIComponent(order.ordernumber)}`)
      ).results.find((m) => m.id === mails[0].id)!;
      return [again.status, again.attempts, again.updated_at > mails[0].updated_at];
    })
    .toEqual(['failed', 2, true]);
  await page.getByRole('main').getByRole('button', { name: 'Refresh', exact: true }).click();
  await expect(mailRow.locator('td.column-status')).toHaveText('Failed');

  // the failed tries and the retry are in the audit log, as the Outbox's
  const audit = await request.post('/customqueries/get_audit_logs', {
    headers,
    data: { resource_type: 'Outbox', search: `#${mails[0].id}`, page_size: 50 },
  });
  expect(audit.status()).toBe(200);
  const logs = (
    (await audit.json()) as { logs: { resource_name: string; description: string; success: boolean }[] }
  ).logs.filter((l) => l.resource_name === `Outbox e-mail #${mails[0].id}`);
  expect(logs.filter((l) => !l.success)).toHaveLength(4);
  expect(logs.filter((l) => l.description.startsWith('Retried'))).toHaveLength(1);
});
