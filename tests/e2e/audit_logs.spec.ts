import { test, expect, type APIRequestContext } from './fixtures';
import { apiToken, signInAndWait, unique } from './helpers';

interface AuditRow {
  id: number;
  action: string;
  resource_type: string;
  resource_name: string | null;
  new_values: Record<string, unknown> | null;
}

async function auditEntries(request: APIRequestContext, token: string, search: string): Promise<AuditRow[]> {
  const res = await request.post('/customqueries/get_audit_logs', {
    headers: { Authorization: `Token ${token}` },
    data: { page: 1, page_size: 50, search },
  });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { success: boolean; logs: AuditRow[]; total_count: number };
  expect(body.success).toBe(true);
  return body.logs;
}

test('a manager finds the audit entry of a region just created, with its new values', async ({
  page,
  request,
}) => {
  const regionName = unique('Audit region');
  await signInAndWait(page, 'manager');

  // the change, made through the UI
  await page.goto('/regions/');
  await page.getByRole('button', { name: 'Add a region' }).click();
  await page.getByRole('textbox', { name: /Region Name/ }).fill(regionName);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Successfully created region')).toBeVisible();

  // the server wrote the entry (checked through the API with the manager's own token)
  const token = await apiToken(request, 'manager');
  await expect
    .poll(async () => (await auditEntries(request, token, regionName)).map((r) => r.action))
    .toContain('CREATE');

  // the screen: statistics, then search for the name
  await page.goto('/audit_logs/');
  await expect(page.getByRole('heading', { name: 'Audit Logs', level: 1 })).toBeVisible();
  await expect(page.getByTestId('stat-total_actions')).toContainText(/\d/);
  await page.getByRole('textbox', { name: 'Search', exact: true }).fill(regionName);
  const row = page.getByRole('row', { name: new RegExp(regionName) }).filter({ hasText: 'CREATE' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Region');
  await expect(row).toContainText('manager');
  await expect(row).toContainText('Success');
  // only matching entries are listed
  const rows = page.locator('tbody tr');
  await expect.poll(async () => (await rows.allInnerTexts()).every((t) => t.includes(regionName))).toBe(true);

  // the details: every field, the new value
  await row.getByText(regionName).first().click();
  const dialog = page.getByRole('dialog', { name: 'Audit Log Details' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('CREATE');
  await expect(dialog.getByTestId('audit-new-values')).toContainText(regionName);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);

  // filter by action: a DELETE filter hides the CREATE entry
  await page.getByRole('combobox', { name: 'Action' }).click();
  await page.getByRole('option', { name: 'DELETE', exact: true }).click();
  await expect(page.getByText('No audit logs match. Clear the filters or widen the dates.')).toBeVisible();
});

test('staff is refused the audit logs screen and the audit queries', async ({ page, request }) => {
  await signInAndWait(page, 'staff');
  await page.goto('/audit_logs/');
  await expect(page.getByRole('heading', { name: 'Access refused' })).toBeVisible();
  await expect(page.getByTestId('stat-total_actions')).toHaveCount(0);

  const token = await apiToken(request, 'staff');
  const res = await request.post('/customqueries/get_audit_logs', {
    headers: { Authorization: `Token ${token}` },
    data: { page: 1 },
  });
  expect(res.status()).toBe(403);
});
