import { test, expect, type APIRequestContext } from './fixtures';
import { apiToken, signInAndWait } from './helpers';

interface Agent {
  id: number;
  agent_code: string;
  FullName: string;
}
interface Point {
  id: number;
  lat: number;
  lng: number;
  activity_name: string;
  timestamp: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** Today as DD/MM/YYYY (the browser, the server and this test share the machine's time zone). */
function today(): string {
  const d = new Date();
  return `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()}`;
}

/** An online agent of the demo seed with activity points today, and those points (asked through the API). */
async function agentWithPointsToday(request: APIRequestContext): Promise<{ agent: Agent; points: Point[] }> {
  const token = await apiToken(request, 'manager');
  const headers = { Authorization: `Token ${token}` };
  const res = await request.get('/api/delivery_agents/?is_online=true', { headers });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as Agent[] | { results: Agent[] };
  const agents = Array.isArray(body) ? body : body.results;
  for (const agent of agents) {
    const answer = await request.post('/customqueries/getagent_dayactivities', {
      headers,
      multipart: { date: today(), selected_acccount: String(agent.id) },
    });
    expect(answer.status()).toBe(200);
    const points = JSON.parse(((await answer.json()) as { report: string }).report) as Point[];
    if (points.length > 0) return { agent, points };
  }
  throw new Error('No online agent of the demo seed has activity points today');
}

test('the tracker asks for an agent and a date before searching', async ({ page }) => {
  await signInAndWait(page, 'manager');
  await page.goto('/agent_activity_map/');
  await expect(page.getByText('Select an agent and date to view their activity tracking')).toBeVisible();

  // the date defaults to today: only the agent is missing
  await page.getByRole('button', { name: 'Search Activities' }).click();
  await expect(page.getByText('Please select an agent')).toBeVisible();
  await expect(page.getByText('Please select a date')).toHaveCount(0);

  // clear the date (select all sections, Delete)
  await page.getByRole('spinbutton', { name: 'Day' }).click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await page.getByRole('button', { name: 'Search Activities' }).click();
  await expect(page.getByText('Please select a date')).toBeVisible();
  await expect(page.getByText('Please select an agent')).toBeVisible();
  await expect(page.getByText('Select an agent and date to view their activity tracking')).toBeVisible();
});

test('the tracker draws the numbered points of an agent with activity today', async ({ page, request }) => {
  const { agent, points } = await agentWithPointsToday(request);

  await signInAndWait(page, 'manager');
  await page.goto('/agent_activity_map/');
  await expect(page.getByText('Select an agent and date to view their activity tracking')).toBeVisible();

  // the agent chooser searches the server
  const chooser = page.getByRole('combobox', { name: /agent/i });
  await chooser.click();
  await chooser.fill(agent.agent_code);
  await page.getByRole('option', { name: new RegExp(`\\(${agent.agent_code}\\)`) }).click();
  await page.getByRole('button', { name: 'Search Activities' }).click();

  // the list under the map: points 1..n in time order
  const numbers = page.getByTestId('activity-point-number');
  await expect(numbers).toHaveText(points.map((_, i) => String(i + 1)));
  const rows = page.getByTestId('activity-point');
  await expect(rows.first()).toContainText(points[0].activity_name);
  await expect(rows.last()).toContainText(points[points.length - 1].activity_name);

  // the summary counts the same points as the API
  const plural = points.length === 1 ? 'point' : 'points';
  await expect(page.getByTestId('activity-summary-count')).toHaveText(
    `${points.length} ${plural} recorded on ${today()}`,
  );

  // the map (no tiles needed): 500 px high, numbered markers, one arrow per segment between distinct places
  const map = page.locator('.leaflet-container');
  await expect(map).toBeVisible();
  const box = await map.boundingBox();
  expect(Math.round(box!.height)).toBe(500);
  await expect(map.locator('.activity-point-icon')).toHaveText(points.map((_, i) => String(i + 1)));
  const segments = points
    .slice(1)
    .filter((p, i) => p.lat !== points[i].lat || p.lng !== points[i].lng).length;
  await expect(map.locator('.activity-arrow-icon')).toHaveCount(segments);
  if (points.length > 1)
    await expect(map.locator('path.leaflet-interactive')).toHaveAttribute('stroke-dasharray', '8 8');

  // a point's popup names the activity
  await map.locator('.activity-point-icon').first().click();
  await expect(page.locator('.leaflet-popup')).toContainText(points[0].activity_name);
});
