import { test, expect, type APIRequestContext, type Locator, type Page } from './fixtures';
import { apiToken, signInAndWait, unique } from './helpers';

interface Pickup {
  id: number;
  pickup_number: string;
  notes: string | null;
  source: string;
  created_by: string | null;
  pickup_status: string;
  pickup_location_type: string;
  pickup_health_center: number | null;
  destination_location_type: string;
  destination_collection_hub: number | null;
  assigned_delivery_agent: number | null;
  assigned_rider: number | null;
  assigned_delivery_agent_name: string | null;
  quantity: number;
}

interface Patient {
  names: string;
  date_of_birth: string | null;
  age: number | null;
  sex: string;
  nationality: string | null;
  patient_opd_ipd_number: string | null;
  national_id_number: string | null;
}

const auth = (token: string) => ({ headers: { Authorization: `Token ${token}` } });

async function getJson<T>(request: APIRequestContext, token: string, url: string): Promise<T> {
  const res = await request.get(url, auth(token));
  expect(res.status()).toBe(200);
  return (await res.json()) as T;
}

/** The rows of a list answer: a plain array or {results}. */
function rows<T>(body: T[] | { results: T[] }): T[] {
  return Array.isArray(body) ? body : body.results;
}

/** Pickups of the default range (the last 7 days). */
async function recentPickups(request: APIRequestContext, token: string): Promise<Pickup[]> {
  const body = await getJson<{ results: Pickup[] }>(
    request,
    token,
    '/api/pending_umoja_pickups/search_by_date_range/',
  );
  return body.results;
}

async function chooseOption(page: Page, scope: Locator, label: RegExp, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function autocomplete(page: Page, scope: Locator, label: RegExp, text: string) {
  const box = scope.getByRole('combobox', { name: label });
  await box.click();
  await box.fill(text);
  await page.getByRole('option', { name: text, exact: true }).click();
}

test('a manager creates a pickup from a health centre to a hub with an agent and enters its patient', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, 'manager');
  const [centre] = rows(
    await getJson<{ id: number; name: string }[] | { results: { id: number; name: string }[] }>(
      request,
      token,
      '/api/healthcentres/?page=1&page_size=1',
    ),
  );
  const [hub] = rows(
    await getJson<{ id: number; name: string }[] | { results: { id: number; name: string }[] }>(
      request,
      token,
      '/api/collectionhubs/?page=1&page_size=1',
    ),
  );
  const agents = rows(
    await getJson<{ id: number; FullName: string }[] | { results: { id: number; FullName: string }[] }>(
      request,
      token,
      '/api/delivery_agents/?page=1&page_size=1000',
    ),
  );
  // an agent whose full name is not shared with another one
  const agent = agents.find((a) => agents.filter((b) => b.FullName === a.FullName).length === 1)!;
  const [sample] = rows(
    await getJson<
      | { id: number; name: string; priority: string }[]
      | { results: { id: number; name: string; priority: string }[] }
    >(request, token, '/api/samples/?page=1&page_size=1'),
  );
  const notes = unique('e2e pickup');
  const opd = unique('OPD').replace(/\s+/g, '-');

  await signInAndWait(page, 'manager');
  await page.goto('/pending_pickups/');
  await expect(page.getByRole('heading', { name: 'Pending Sample Pickups', level: 1 })).toBeVisible();
  await expect(
    page.getByText(/^Showing pickups from \d{2}\/\d{2}\/\d{4} to \d{2}\/\d{2}\/\d{4}/),
  ).toBeVisible();
  for (const p of ['LOW', 'NORMAL', 'HIGH', 'URGENT', 'EMERGENCY'])
    await expect(page.getByLabel('legend').getByText(p, { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Create New Pickup' }).click();
  const form = page.getByRole('dialog', { name: 'Create New Pickup' });
  await expect(form).toBeVisible();
  // the messages of an empty form
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Please select sample type')).toBeVisible();
  await expect(form.getByText('Please select pickup health center')).toBeVisible();
  await expect(form.getByText('Please select destination collection hub')).toBeVisible();

  // the sample is a searchable server picker: type its name, then choose it
  await autocomplete(page, form, /^Sample Type/, sample.name);
  await expect(form.getByRole('textbox', { name: 'Priority' })).toHaveValue(sample.priority.toUpperCase());
  await form.getByRole('spinbutton', { name: /^Quantity/ }).fill('2');
  await autocomplete(page, form, /^Pickup Health Center/, centre.name);
  await autocomplete(page, form, /^Destination Collection Hub/, hub.name);
  await autocomplete(page, form, /^Assigned Agent/, agent.FullName);
  await chooseOption(page, form, /^Status/, 'Assigned to Agent');
  await form.getByRole('textbox', { name: 'Notes', exact: true }).fill(notes);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Pending pickup created successfully')).toBeVisible();

  // about a second later the patient form opens for the new pickup
  const patientForm = page.getByRole('dialog', { name: /^Patient details for pickup / });
  await expect(patientForm).toBeVisible();
  await expect(patientForm.getByText('CHI___ or FHL___')).toBeVisible();
  await patientForm.getByRole('button', { name: 'Save Patient' }).click();
  await expect(patientForm.getByText('Please enter patient names')).toBeVisible();
  await expect(patientForm.getByText('Please select date of birth')).toBeVisible();

  await patientForm.getByRole('textbox', { name: /^Patient Names/ }).fill('Akello Grace e2e');
  await patientForm.getByRole('group', { name: /^Date of Birth/ }).click();
  await page.keyboard.type('05091988');
  await patientForm.getByRole('spinbutton', { name: /^Age/ }).fill('36');
  await chooseOption(page, patientForm, /^Nationality/, 'Ugandan');
  await patientForm.getByRole('textbox', { name: /^Occupation/ }).fill('Trader');
  await patientForm.getByRole('textbox', { name: /^OPD\/IPD Number/ }).fill(opd);
  await patientForm.getByRole('button', { name: 'Save Patient' }).click();
  await expect(page.getByText('Patient created successfully!')).toBeVisible();
  await expect(patientForm).toHaveCount(0);

  // the pickup is in the table
  await page.getByPlaceholder('Search').fill(notes);
  await expect(page).toHaveURL(/[?&]filter=/);
  const row = page.getByRole('row').filter({ hasText: centre.name }).filter({ hasText: hub.name });
  await expect(row).toHaveCount(1);
  const stored = (await recentPickups(request, token)).find((p) => p.notes === notes);
  expect(stored?.assigned_delivery_agent_name).toBeTruthy();
  await expect(row).toContainText(stored!.assigned_delivery_agent_name!);
  await expect(row).toContainText('Assigned to Agent');
  await expect(row).toContainText(sample.priority.toUpperCase());
  await expect(row.getByRole('button', { name: 'Edit' })).toBeVisible();

  // View shows the patient of the pickup
  await row.getByRole('button', { name: 'View' }).click();
  const view = page.getByRole('dialog', { name: /^Pickup / });
  await expect(view).toContainText(notes);
  await expect(view).toContainText('Akello Grace e2e');
  await expect(view).toContainText(opd);

  // what the server stored
  const created = (await recentPickups(request, token)).find((p) => p.notes === notes);
  expect(created).toBeDefined();
  expect(created).toMatchObject({
    source: 'dashboard',
    created_by: 'manager',
    pickup_status: 'assigned',
    quantity: 2,
    pickup_location_type: 'health_center',
    pickup_health_center: centre.id,
    destination_location_type: 'collection_hub',
    destination_collection_hub: hub.id,
    assigned_delivery_agent: agent.id,
    assigned_rider: agent.id,
  });
  const patients = rows(
    await getJson<Patient[] | { results: Patient[] }>(
      request,
      token,
      `/api/patients/?pending_sample_pickup=${created!.id}`,
    ),
  );
  expect(patients).toHaveLength(1);
  expect(patients[0]).toMatchObject({
    names: 'Akello Grace e2e',
    date_of_birth: '1988-09-05',
    age: 36,
    sex: 'Male',
    nationality: 'Ugandan',
    patient_opd_ipd_number: opd,
    national_id_number: null,
  });

  // the patient entered with the pickup is found in Patient Management by its OPD/IPD number
  await page.keyboard.press('Escape');
  await page.goto('/patient_management/');
  await page.getByPlaceholder('Name, phone, national ID or OPD/IPD number').fill(opd);
  await expect(page.getByText('1 patient found')).toBeVisible();
  const found = page.locator('tbody tr');
  await expect(found).toContainText('Akello Grace e2e');
  await expect(found).toContainText(created!.pickup_number);
});

test('staff sees View but no Edit or Delete, and the server refuses a staff update', async ({
  page,
  request,
}) => {
  const managerToken = await apiToken(request, 'manager');
  const pickups = await recentPickups(request, managerToken);
  expect(pickups.length).toBeGreaterThan(0);
  const target = pickups[0];

  await signInAndWait(page, 'staff');
  await page.goto('/pending_pickups/');
  await expect(page.getByRole('heading', { name: 'Pending Sample Pickups', level: 1 })).toBeVisible();
  const firstRow = page.locator('tbody tr').first();
  await expect(firstRow.getByRole('button', { name: 'View' })).toBeVisible();
  await expect(page.locator('tbody').getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await expect(page.locator('tbody').getByRole('button', { name: 'Delete' })).toHaveCount(0);
  // a dashed Create button instead of the solid one
  await expect(page.getByRole('button', { name: 'Create New Pickup' })).toHaveCount(0);
  const create = page.getByRole('button', { name: 'Create', exact: true });
  await expect(create).toHaveAttribute('data-variant', 'dashed');
  await create.click();
  await expect(page.getByRole('dialog', { name: 'Create New Pickup' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();

  // View works for staff
  await firstRow.getByRole('button', { name: 'View' }).click();
  await expect(page.getByRole('dialog', { name: /^Pickup / })).toContainText('Patients');

  const token = await apiToken(request, 'staff');
  const put = await request.put(`/api/pending_umoja_pickups/${target.id}/`, {
    ...auth(token),
    multipart: { quantity: String(target.quantity + 5) },
  });
  expect(put.status()).toBe(403);
  const del = await request.delete(`/api/pending_umoja_pickups/${target.id}/`, auth(token));
  expect(del.status()).toBe(403);
  const still = (await recentPickups(request, managerToken)).find((p) => p.id === target.id);
  expect(still?.quantity).toBe(target.quantity);
});
