import { test, expect, type Page } from './fixtures';
import { apiToken, signInAndWait } from './helpers';

/** The smallest valid PNG (1x1). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Types into the list's search box and waits until the list has applied it (the box is debounced). */
async function search(page: Page, text: string) {
  await page.getByPlaceholder('Search').fill(text);
  await expect(page).toHaveURL(new RegExp(`[?&]filter=.*${encodeURIComponent(text)}`));
}

async function choose(page: Page, label: RegExp, option?: string) {
  await page.getByRole('combobox', { name: label }).click();
  const options = page.getByRole('option');
  if (option) await options.filter({ hasText: option }).first().click();
  else await options.filter({ hasText: /\S/ }).first().click();
}

test('a manager adds an agent with a photo, finds it and switches it inactive', async ({ page, request }) => {
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.replace(/\d/g, (d) =>
    String.fromCharCode(97 + Number(d)),
  );
  const firstName = `Eetoo${suffix}`;
  const fullName = `${firstName} Akello`;
  const phone = `07${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

  await signInAndWait(page, 'manager');
  await page.goto('/deliveryagents/');
  await expect(page.getByRole('tab', { name: /^Riders \(\d+\)$/ })).toBeVisible();
  await expect(page.getByRole('tab', { name: /^Entrants \(\d+\)$/ })).toBeVisible();

  await page.getByRole('button', { name: 'Add New Agent' }).click();
  const submit = page.getByRole('button', { name: 'Submit' });
  await submit.click();
  await expect(page.getByText('Please input first name')).toBeVisible();
  await expect(page.getByText('Please select hub')).toBeVisible();

  await page.getByLabel('First name').fill(firstName);
  await page.getByLabel('Second name').fill('Akello');
  await choose(page, /Gender/, 'Female');
  await page.getByLabel('Nationality').fill('Ugandan');
  await page.getByLabel('ID Number').fill('CM90012345E2E');
  await page.getByLabel('Area of residence').fill('Ntinda');
  await page.getByLabel('District of residence').fill('Kampala');
  await choose(page, /Collection hub/);
  await expect(page.getByRole('combobox', { name: /Agent Type/ })).toContainText('Rider');
  await expect(page.getByText('UG +256')).toBeVisible();

  // an empty phone number only says so
  await submit.click();
  await expect(page.getByText('Phone Number missing')).toBeVisible();
  await page.getByLabel('Phone contact').fill(phone);

  await page.setInputFiles('[data-testid="agent-photo-input"]', {
    name: 'a.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  // resized to a JPEG before upload
  await expect(page.getByText('Selected: a.jpg')).toBeVisible();

  await submit.click();
  await expect(page.getByText('Agent registered successfully')).toBeVisible();

  await search(page, firstName);
  const row = page.getByRole('row', { name: new RegExp(fullName) });
  await expect(row).toBeVisible();
  await expect(row).toContainText(phone);
  await expect(row).toContainText(/AG\d{4}/);
  await expect(row.getByRole('img', { name: `Photo of ${fullName}` })).toBeVisible();

  const active = row.getByRole('switch', { name: `Active status of ${fullName}` });
  await expect(active).toBeChecked();
  await active.click();
  await expect(page.getByText('Agent status updated successfully')).toBeVisible();
  await expect(active).not.toBeChecked();

  const token = await apiToken(request, 'manager');
  const res = await request.get(`/api/delivery_agents/?search=${encodeURIComponent(firstName)}`, {
    headers: { Authorization: `Token ${token}` },
  });
  expect(res.status()).toBe(200);
  const agents = (await res.json()) as {
    FullName: string;
    active: boolean;
    is_online: boolean;
    Photo: string | null;
    username: string;
    agent_type: string;
  }[];
  expect(agents).toHaveLength(1);
  expect(agents[0]).toMatchObject({
    FullName: fullName,
    active: false,
    is_online: false,
    username: phone,
    agent_type: 'rider',
  });
  expect(agents[0].Photo).not.toBeNull();
  const photo = await request.get(agents[0].Photo!, { headers: { Authorization: `Token ${token}` } });
  expect(photo.status()).toBe(200);
  expect(photo.headers()['content-type']).toBe('image/jpeg');
});

test('staff cannot open the agents screen and the server refuses their registration', async ({
  page,
  request,
}) => {
  await signInAndWait(page, 'staff');
  await page.goto('/deliveryagents/');
  await expect(page.getByRole('heading', { name: 'Access refused' })).toBeVisible();
  await expect(page.getByRole('tab', { name: /Riders/ })).toHaveCount(0);
  await expect(page.getByRole('table')).toHaveCount(0);

  const token = await apiToken(request, 'staff');
  const res = await request.post('/customqueries/manual_agentregistration', {
    headers: { Authorization: `Token ${token}` },
    multipart: {
      first_name: 'Staff',
      second_name: 'Attempt',
      Nationality: 'Ugandan',
      IDNumber: 'X1',
      AreaOfResidence: 'Ntinda',
      District: 'Kampala',
      RegisteredPhoneNumber1: '0799000111',
      gender: 'Male',
      collection_hub: '1',
    },
  });
  expect(res.status()).toBe(403);
});
