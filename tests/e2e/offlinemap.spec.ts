import { test, expect, type APIRequestContext } from './fixtures';
import { apiToken, signInAndWait } from './helpers';

/**
 * Maps without the internet. The tiles of this machine always fail (no internet), so the
 * live map and the activity tracker draw the offline base layer (Natural Earth country and district outlines)
 * under their markers; with "tileUrl": "none" in config.json they draw it without asking for a single tile.
 * The outline files are fetched only once a map needs them, never before sign-in or on other screens, and only
 * the districts of the countries in view (Uganda's here).
 */

interface Agent {
  id: number;
  agent_code: string;
}

/** Uganda and the countries whose bounding boxes reach into a map of Uganda. */
const NEAR_UGANDA = ['UG', 'KE', 'TZ', 'RW', 'BI', 'SS', 'CD', 'ET', 'SD', 'CF', 'SO'];

const pad = (n: number) => String(n).padStart(2, '0');
function today(): string {
  const d = new Date();
  return `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()}`;
}

/** An online agent of the demo seed with activity points today. */
async function agentWithPointsToday(request: APIRequestContext): Promise<Agent> {
  const token = await apiToken(request, 'manager');
  const headers = { Authorization: `Token ${token}` };
  const res = await request.get('/api/delivery_agents/?is_online=true', { headers });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as Agent[] | { results: Agent[] };
  for (const agent of Array.isArray(body) ? body : body.results) {
    const answer = await request.post('/customqueries/getagent_dayactivities', {
      headers,
      multipart: { date: today(), selected_acccount: String(agent.id) },
    });
    expect(answer.status()).toBe(200);
    if ((JSON.parse(((await answer.json()) as { report: string }).report) as unknown[]).length > 0)
      return agent;
  }
  throw new Error('No online agent of the demo seed has activity points today');
}

test('the live map and the activity tracker draw country outlines under their markers when tiles fail or are off', async ({
  page,
  request,
}) => {
  const agent = await agentWithPointsToday(request);
  const outlineRequests: string[] = [];
  const districtRequests: string[] = [];
  page.on('request', (req) => {
    if (/countries-50m[^/]*\.json/.test(req.url())) outlineRequests.push(req.url());
    const district = /\/assets\/([A-Z]{2})-[^/]*\.json$/.exec(req.url());
    if (district) districtRequests.push(district[1]);
  });

  await signInAndWait(page, 'manager');
  await expect(page.getByRole('navigation').first()).toBeVisible();
  expect(outlineRequests).toEqual([]);
  expect(districtRequests).toEqual([]);

  /** The outlines drawn in their own pane, below the markers, named in the attribution. */
  async function expectOutlines(map: ReturnType<typeof page.locator>, view: 'country' | 'town') {
    // Uganda's district borders: dashed lines; with the whole country in view, over a hundred of them (Natural
    // Earth has 112 districts); zoomed in to a town, the few that cross the view (Leaflet clips the rest)
    const uganda = map.locator('.offline-base-pane path.offline-district-UG');
    await expect(uganda).toHaveCount(1);
    expect(await uganda.getAttribute('stroke-dasharray')).toBeTruthy();
    const lines = ((await uganda.getAttribute('d')) ?? '').split('M').length - 1;
    expect(lines).toBeGreaterThan(view === 'country' ? 100 : 0);
    // one path of districts per country in view, and only Uganda's neighbours besides it
    const districts = map.locator('.offline-base-pane path.offline-district');
    const classes = await districts.evaluateAll((paths) => paths.map((p) => p.getAttribute('class') ?? ''));
    const shown = classes.map((c) => /offline-district-([A-Z]{2})/.exec(c)?.[1]);
    for (const cc of shown) expect(NEAR_UGANDA).toContain(cc);
    // the land tint and the country borders besides the districts
    const outlines = map.locator('.offline-base-pane path.offline-outline');
    await expect(outlines).toHaveCount(2 + shown.length);
    // drawn where the markers are: the land (Uganda here) covers the view
    const land = await outlines.first().getAttribute('d');
    expect((land ?? '').length).toBeGreaterThan(10);
    const paneZ = await map
      .locator('.offline-base-pane')
      .evaluate((el) => Number(getComputedStyle(el).zIndex));
    const markersZ = await map
      .locator('.leaflet-overlay-pane')
      .evaluate((el) => Number(getComputedStyle(el).zIndex));
    expect(paneZ).toBeLessThan(markersZ);
    await expect(map.locator('.leaflet-control-attribution')).toContainText(
      'Country and district outlines: Natural Earth',
    );
    // the attribution's links are underlined: by colour alone they are not told from its text (axe
    // link-in-text-block, 2.6:1)
    const link = map.locator('.leaflet-control-attribution a').first();
    await expect(link).toBeVisible();
    expect(await link.evaluate((el) => getComputedStyle(el).textDecorationLine)).toBe('underline');
  }

  // 1. tiles on but failing (no internet here): the live map falls back to the outlines
  await page.goto('/online_agents/');
  const live = page.getByTestId('online-agents-map');
  await expect(live.locator('.leaflet-container')).toBeVisible();
  await expectOutlines(live, 'country');
  await expect(live.locator('.leaflet-tile-pane img').first()).toBeAttached(); // tiles were asked for
  await expect(live.locator('.leaflet-overlay-pane canvas')).toHaveCount(1); // markers still on their canvas
  expect(outlineRequests).toHaveLength(1);
  // only the countries in view: Uganda and some of its neighbours, each once
  expect(districtRequests).toContain('UG');
  for (const cc of districtRequests) expect(NEAR_UGANDA).toContain(cc);
  expect(new Set(districtRequests).size).toBe(districtRequests.length);

  // 2. the activity tracker, same fallback under its numbered points
  await page.goto('/agent_activity_map/');
  const chooser = page.getByRole('combobox', { name: /agent/i });
  await chooser.click();
  await chooser.fill(agent.agent_code);
  await page.getByRole('option', { name: new RegExp(`\\(${agent.agent_code}\\)`) }).click();
  await page.getByRole('button', { name: 'Search Activities' }).click();
  const tracker = page.locator('.leaflet-container');
  await expect(tracker.locator('.activity-point-icon').first()).toBeVisible();
  await expectOutlines(tracker, 'town');

  // 3. tiles switched off in config.json: outlines at once, not a single tile asked for
  await page.route('**/config.json', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as Record<string, string>;
    await route.fulfill({ response, json: { ...config, tileUrl: 'none' } });
  });
  await page.goto('/online_agents/');
  await expect(live.locator('.leaflet-container')).toBeVisible();
  await expectOutlines(live, 'country');
  await expect(live.locator('.leaflet-tile-pane img')).toHaveCount(0);
});
