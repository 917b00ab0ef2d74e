import { test, expect, type APIRequestContext } from './fixtures';
import { apiToken, signInAndWait } from './helpers';

interface Agent {
  id: number;
  FullName: string;
  agent_code: string;
  collection_hub: number | null;
}
interface Centre {
  id: number;
  name: string;
  HC_code: string;
  collection_hub: number | null;
}

async function getJson<T>(request: APIRequestContext, token: string, url: string): Promise<T> {
  const res = await request.get(url, { headers: { Authorization: `Token ${token}` } });
  expect(res.status(), url).toBe(200);
  return (await res.json()) as T;
}

const rows = <T>(body: T[] | { results: T[] }): T[] => (Array.isArray(body) ? body : body.results);

test.describe('hub shell: agents and health centres (hubcoordinator)', () => {
  test("lists only the hub's agents, searches by code and opens an agent", async ({ page, request }) => {
    const hubToken = await apiToken(request, 'hubcoordinator');
    const managerToken = await apiToken(request, 'manager');
    const mine = rows(await getJson<Agent[]>(request, hubToken, '/api/delivery_agents/'));
    const all = rows(await getJson<Agent[]>(request, managerToken, '/api/delivery_agents/'));
    expect(mine.length).toBeGreaterThan(0);
    const hub = mine[0].collection_hub;
    expect(mine.every((a) => a.collection_hub === hub)).toBe(true);
    const foreign = all.find((a) => a.collection_hub !== hub);
    expect(foreign).toBeDefined();

    await signInAndWait(page, 'hubcoordinator');
    await page.goto('/hub_deliveryagents/');
    await expect(page.getByRole('heading', { name: 'Hub Agents', level: 1 })).toBeVisible();
    const first = [...mine].sort((a, b) => a.FullName.localeCompare(b.FullName))[0];
    await expect(page.getByRole('cell', { name: first.agent_code, exact: true })).toBeVisible();
    await expect(page.getByRole('cell', { name: foreign!.agent_code, exact: true })).toHaveCount(0);

    // search by code: only that agent remains
    const target = mine[mine.length - 1];
    await page.getByPlaceholder('Search by name or agent code').fill(target.agent_code);
    await expect(page.getByRole('cell', { name: target.agent_code, exact: true })).toBeVisible();
    await expect(page.locator('tbody tr')).toHaveCount(1);

    await page.getByRole('link', { name: `Edit ${target.FullName}` }).click();
    await expect(page).toHaveURL(new RegExp(`/hub_agent_details/${target.id}$`));
    await expect(page.getByText(target.agent_code).first()).toBeVisible();
    await expect(page.getByText('Agent details are changed by a branch manager.')).toBeVisible();

    // another hub's agent typed in the address bar: not found, never the agent
    await page.goto(`/hub_agent_details/${foreign!.id}`);
    await expect(page.getByRole('alert').filter({ hasText: 'Agent not found' })).toBeVisible();
    await expect(page.getByText(foreign!.agent_code)).toHaveCount(0);
  });

  test("lists the hub's health centres and opens one with its patients", async ({ page, request }) => {
    const hubToken = await apiToken(request, 'hubcoordinator');
    const mine = rows(await getJson<Centre[]>(request, hubToken, '/api/healthcentres/'));
    expect(mine.length).toBeGreaterThan(0);

    await signInAndWait(page, 'hubcoordinator');
    await page.goto('/hub_healthcenters/');
    await expect(page.getByRole('heading', { name: 'ALL HEALTH CENTERS', level: 1 })).toBeVisible();
    const first = [...mine].sort((a, b) => a.name.localeCompare(b.name))[0];
    await expect(page.getByRole('cell', { name: first.HC_code, exact: true })).toBeVisible();

    await page.getByRole('link', { name: `Details ${first.name}` }).click();
    await expect(page).toHaveURL(new RegExp(`/hub_healthcenter_details/${first.id}$`));
    await expect(page.getByText(first.HC_code).first()).toBeVisible();
    await expect(page.getByText('Patients whose pending pickup came from this health centre')).toBeVisible();
  });
});
