import { test, expect } from './fixtures';
import { apiToken, onlineAgents, signInAndWait } from './helpers';

interface Agent {
  id: number;
  FullName: string;
  first_name: string;
  location_latitude: number | null;
  location_longitude: number | null;
}

test('an agent turns stale when its position stops changing, and back when the feed moves it', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, 'manager');
  const headers = { Authorization: `Token ${token}` };
  const located = (await onlineAgents<Agent>(request, headers)).located.sort((a, b) =>
    a.first_name.localeCompare(b.first_name),
  );
  expect(located.length).toBeGreaterThan(1);
  // the first by name (first page of the table); the live-map journey moves the last one
  const agent = located[0];
  const from = { lat: agent.location_latitude!, lng: agent.location_longitude! };
  const move = (dLat: number) =>
    request.put(`/api/delivery_agents/${agent.id}/`, {
      headers,
      multipart: {
        location_latitude: String(Number((from.lat + dLat).toFixed(6))),
        location_longitude: String(from.lng),
      },
    });

  // the browser's clock is ours to move: 'later' without waiting
  await page.clock.install();
  await signInAndWait(page, 'manager');
  await page.goto('/online_agents/');
  const row = page.getByTestId(`online-agent-${agent.id}`);
  const seen = page.getByTestId(`online-agent-seen-${agent.id}`);
  const staleCount = page.getByTestId('online-agents-stale-count');
  await expect(row).toContainText(agent.FullName);

  try {
    // it moves: fresh, no 'last seen'
    expect((await move(0.001)).status()).toBe(200);
    await expect(row).not.toHaveAttribute('data-stale', 'true', { timeout: 10_000 });
    await expect(seen).toHaveText('');
    const staleNow = async () => Number((await staleCount.textContent())?.match(/^(\d+) stale$/)?.[1]);

    // 16 minutes without a move (the default threshold is 15): grey, 'last seen 16 min ago', counted, filtered
    await page.clock.fastForward('16:00');
    await expect(row).toHaveAttribute('data-stale', 'true');
    await expect(seen).toHaveText('last seen 16 min ago');
    // every agent not heard moving since is stale now (agents the other journeys move meanwhile are not)
    await expect(staleCount).toHaveText(/^[1-9]\d* stale$/);
    const staleAfter = await staleNow();
    await page.getByRole('switch', { name: 'Only stale agents' }).check();
    await expect(row).toBeVisible();

    // it moves again: the feed makes it fresh at once, so the stale-only view lets it go
    expect((await move(0.002)).status()).toBe(200);
    await expect(row).toHaveCount(0, { timeout: 10_000 });
    await page.getByRole('switch', { name: 'Only stale agents' }).uncheck();
    await expect(row).not.toHaveAttribute('data-stale', 'true');
    await expect(seen).toHaveText('');
    await expect.poll(staleNow).toBeLessThan(staleAfter);
  } finally {
    await request.put(`/api/delivery_agents/${agent.id}/`, {
      headers,
      multipart: { location_latitude: String(from.lat), location_longitude: String(from.lng) },
    });
  }
});
