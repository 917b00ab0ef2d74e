import { test, expect } from './fixtures';
import { apiToken, onlineAgents, signInAndWait } from './helpers';

interface Agent {
  id: number;
  FullName: string;
  location_latitude: number | null;
  location_longitude: number | null;
}

const coordinates = (lat: number, lng: number) => `${lat.toFixed(6)}, ${lng.toFixed(6)}`;

test('a moving agent changes position on the live map after a feed message, without a reload', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, 'manager');
  const headers = { Authorization: `Token ${token}` };
  const { online, located } = await onlineAgents<Agent>(request, headers);
  expect(located.length).toBeGreaterThan(0);
  const agent = located[located.length - 1];
  const from = { lat: agent.location_latitude!, lng: agent.location_longitude! };

  await signInAndWait(page, 'manager');
  await page.goto('/online_agents/');
  await expect(page.getByTestId('online-agents-count')).toHaveText(
    `${online.length} agent${online.length === 1 ? '' : 's'} online`,
  );
  const row = page.getByTestId(`online-agent-${agent.id}`);
  await expect(row).toContainText(agent.FullName);
  const cell = page.getByTestId(`online-agent-coordinates-${agent.id}`);
  await expect(cell).toHaveText(coordinates(from.lat, from.lng));

  // the markers are drawn on one canvas, not as DOM markers (national scale)
  const map = page.getByTestId('online-agents-map');
  await expect(map.locator('.leaflet-overlay-pane canvas')).toHaveCount(1);
  await expect(map.locator('.leaflet-marker-icon')).toHaveCount(0);

  // a page reload would lose this mark
  await page.evaluate(() => {
    (window as unknown as { liveAgentsMark: boolean }).liveAgentsMark = true;
  });

  const to = { lat: Number((from.lat + 0.004321).toFixed(6)), lng: Number((from.lng - 0.002468).toFixed(6)) };
  try {
    const put = await request.put(`/api/delivery_agents/${agent.id}/`, {
      headers,
      multipart: { location_latitude: String(to.lat), location_longitude: String(to.lng) },
    });
    expect(put.status()).toBe(200);
    // the 30 s poll is slower than this wait: the feed message moved the agent
    await expect(cell).toHaveText(coordinates(to.lat, to.lng), { timeout: 10_000 });
    expect(
      await page.evaluate(() => (window as unknown as { liveAgentsMark?: boolean }).liveAgentsMark),
    ).toBe(true);
    await expect(page.getByTestId('online-agents-count')).toHaveText(
      `${online.length} agent${online.length === 1 ? '' : 's'} online`,
    );
  } finally {
    await request.put(`/api/delivery_agents/${agent.id}/`, {
      headers,
      multipart: { location_latitude: String(from.lat), location_longitude: String(from.lng) },
    });
  }
});
