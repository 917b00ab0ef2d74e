import { test, expect, type APIRequestContext, type Page } from './fixtures';
import { apiToken, signInAndWait } from './helpers';

interface Patient {
  id: number;
  names: string;
  age: number | null;
  patient_opd_ipd_number: string | null;
  pending_sample_pickup_number: string | null;
}

interface DeliveryItem {
  id: number;
  patient: number | null;
  delivery_status: string;
}

const SEARCH = 'Name, phone, national ID or OPD/IPD number';

const auth = (token: string) => ({ Authorization: `Token ${token}` });

/**
 * A pickup of the demo data to hang the test's own patient on: the first one the seed numbered, which no journey
 * changes (the newest pickup may be another journey's, which that journey edits or deletes meanwhile).
 */
async function anyPickupId(request: APIRequestContext, token: string): Promise<number> {
  const res = await request.get('/api/pending_umoja_pickups/?pickup_number=PUP000001&page=1&page_size=1', {
    headers: auth(token),
  });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { results: { id: number }[] };
  expect(body.results.length).toBe(1);
  return body.results[0].id;
}

/** Creates the test's own patient through the API, so the journey does not change shared demo rows. */
async function createPatient(request: APIRequestContext, token: string, opd: string): Promise<Patient> {
  const pickup = await anyPickupId(request, token);
  const res = await request.post('/api/patients/', {
    headers: auth(token),
    data: {
      names: `E2E Patient ${opd}`,
      date_of_birth: '1990-03-15',
      age: 34,
      nationality: 'Kenyan',
      sex: 'Female',
      occupation: 'Teacher',
      patient_opd_ipd_number: opd,
      phone_number: '0772000111',
      email_address: null,
      village_of_residence: 'Kireka',
      pending_sample_pickup: pickup,
    },
  });
  expect([200, 201]).toContain(res.status());
  return (await res.json()) as Patient;
}

/** The number on a statistics card, or on a count card of the history drawer. */
const card = (scope: Page | ReturnType<Page['getByRole']>, name: string) =>
  scope.getByRole('group', { name, exact: true }).getByRole('paragraph').nth(1);

/** Types into the debounced search box and waits until the list has applied it. */
async function search(page: Page, text: string) {
  await page.getByPlaceholder(SEARCH).fill(text);
  await expect(page).toHaveURL(/[?&]filter=/);
}

test('a manager finds a patient by OPD number, opens the history, edits the age and deletes it', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, 'manager');
  const opd = `OPD/E2E${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const patient = await createPatient(request, token, opd);
  try {
    await signInAndWait(page, 'manager');
    await page.goto('/patient_management/');
    await expect(page.getByRole('heading', { name: 'Patient Management', level: 1 })).toBeVisible();
    for (const name of ['Total Patients', 'Male', 'Female', 'Recent (30 days)', 'Pediatric (under 18)'])
      await expect(card(page, name)).toHaveText(/^\d+$/);
    // the pediatric card is the server's count of patients under 18
    const children = await request.get('/api/patients/?age_in_years_lte=17&page=1&page_size=1', {
      headers: { Authorization: `Token ${token}` },
    });
    const { count: under18 } = (await children.json()) as { count: number };
    await expect(card(page, 'Pediatric (under 18)')).toHaveText(String(under18));
    // the patient was just registered: it counts among the recent ones
    await expect(card(page, 'Recent (30 days)')).not.toHaveText('0');
    await expect(page.locator('tbody tr')).toHaveCount(10);

    // find it by its OPD/IPD number
    await search(page, opd);
    await expect(page.getByText('1 patient found')).toBeVisible();
    const row = page.locator('tbody tr');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(patient.names);
    await expect(row).toContainText(`OPD/IPD: ${opd}`);
    await expect(row).toContainText('34 yrs');
    await expect(row).toContainText('Female');
    await expect(row).toContainText('Kireka');
    await expect(row).toContainText('Kenyan');
    if (patient.pending_sample_pickup_number)
      await expect(row).toContainText(patient.pending_sample_pickup_number);

    // its delivery history: a new patient has none
    await row.getByRole('button', { name: 'History' }).click();
    const drawer = page.getByRole('region', { name: 'Delivery History' });
    await expect(drawer.getByText('No delivery history found for this patient.')).toBeVisible();
    await expect(card(drawer, 'Total Deliveries')).toHaveText('0');
    await drawer.getByRole('button', { name: 'Close' }).click();
    await expect(drawer).toBeHidden();

    // the view dialog, then Edit Patient: change the age
    await row.getByRole('button', { name: 'View' }).click();
    const details = page.getByRole('dialog', { name: 'Patient Details' });
    await expect(details).toContainText(opd);
    await expect(details).toContainText('15/03/1990');
    await details.getByRole('button', { name: 'Edit Patient' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Patient' });
    await expect(edit.getByLabel(/Full Name/)).toHaveValue(patient.names);
    await edit.getByRole('spinbutton', { name: 'Age' }).fill('47');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Patient updated successfully!')).toBeVisible();
    await expect(edit).toBeHidden();
    await expect(row).toContainText('47 yrs');
    const stored = await request.get(`/api/patients/${patient.id}/`, { headers: auth(token) });
    expect(((await stored.json()) as Patient).age).toBe(47);

    // delete: No keeps it, Yes deletes it
    await row.getByRole('button', { name: 'Delete' }).click();
    let confirm = page.getByRole('dialog');
    await expect(confirm).toContainText('Are you sure you want to delete this patient?');
    await confirm.getByRole('button', { name: 'No' }).click();
    await expect(confirm).toBeHidden();
    await expect(row).toContainText(patient.names);
    await row.getByRole('button', { name: 'Delete' }).click();
    confirm = page.getByRole('dialog');
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByText('Patient deleted successfully')).toBeVisible();
    await expect(page.getByText('0 patients found')).toBeVisible();
    const gone = await request.get(`/api/patients/${patient.id}/`, { headers: auth(token) });
    expect(gone.status()).toBe(404);
  } finally {
    // leave nothing behind if the journey stopped half way
    await request.delete(`/api/patients/${patient.id}/`, { headers: auth(token) });
  }
});

test('the history drawer of a demo patient counts its delivery items', async ({ page, request }) => {
  const token = await apiToken(request, 'manager');
  const itemsRes = await request.get('/api/delivery_items/', { headers: auth(token) });
  expect(itemsRes.status()).toBe(200);
  const items = (await itemsRes.json()) as DeliveryItem[];
  const withPatient = items.find((i) => i.patient !== null);
  if (!withPatient?.patient) throw new Error('the demo data links no delivery item to a patient');
  const patientId = withPatient.patient;
  const own = items.filter((i) => i.patient === patientId);
  const completed = own.filter((i) => i.delivery_status === 'delivered').length;
  const pending = own.filter((i) => i.delivery_status === 'pending').length;
  const patient = (await (
    await request.get(`/api/patients/${patientId}/`, { headers: auth(token) })
  ).json()) as Patient;
  if (!patient.patient_opd_ipd_number) throw new Error('the demo patient has no OPD/IPD number');

  // staff holds view_umoja_deliveries: the screen is theirs too
  await signInAndWait(page, 'staff');
  await page.goto('/patient_management/');
  await search(page, patient.patient_opd_ipd_number);
  const row = page.locator('tbody tr', { hasText: patient.names });
  await row.getByRole('button', { name: 'History' }).click();
  const drawer = page.getByRole('region', { name: 'Delivery History' });
  await expect(card(drawer, 'Total Deliveries')).toHaveText(String(own.length));
  await expect(card(drawer, 'Completed')).toHaveText(String(completed));
  await expect(card(drawer, 'Pending')).toHaveText(String(pending));
  await expect(drawer.getByRole('list', { name: 'Delivery History' }).getByRole('listitem')).toHaveCount(
    own.length,
  );
});
