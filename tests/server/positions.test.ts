/** When an agent's position last changed: stamped on a move, not on other edits, sent on the feed. */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { auth, createFixture, type Fixture, sendJson } from './fixtures';
import { deliveryAgents } from '../../server/db/schema';

let fx: Fixture;
beforeAll(async () => {
  fx = await createFixture();
});
afterAll(async () => {
  await fx.close();
});

describe('agent position stamps', () => {
  it('stamps location_updated_at when the position changes, and the move still goes on the live feed', async () => {
    const headers = auth(await fx.login('manager'));
    const [agent] = await fx.database.db
      .select({ id: deliveryAgents.id })
      .from(deliveryAgents)
      .where(sql`${deliveryAgents.agent_code} = 'AG0001'`);
    const url = `/api/deliveryagents/${agent.id}/`;
    const first = (await sendJson(fx.app, 'GET', url, headers)).json();
    expect(first.location_updated_at).toBeNull();

    const publish = vi.spyOn(fx.app.live, 'publish');
    const before = Date.now();
    const moved = await sendJson(fx.app, 'PATCH', url, headers, {
      location_latitude: 0.35,
      location_longitude: 32.59,
    });
    expect(moved.statusCode).toBe(200);
    const stamp = Date.parse(moved.json().location_updated_at);
    expect(stamp).toBeGreaterThanOrEqual(before - 1000);
    expect(stamp).toBeLessThanOrEqual(Date.now() + 1000);
    const message = publish.mock.calls.find(([channel]) => channel === 'agents')?.[1];
    expect(message).toMatchObject({
      type: 'agent_location',
      agent: agent.id,
      location_latitude: 0.35,
    });
    publish.mockRestore();

    // another edit, or the same position again, keeps the stamp
    await sendJson(fx.app, 'PATCH', url, headers, { first_name: 'Alicia' });
    await sendJson(fx.app, 'PATCH', url, headers, { location_latitude: 0.35 });
    const after = (await sendJson(fx.app, 'GET', url, headers)).json();
    expect(Date.parse(after.location_updated_at)).toBe(stamp);
  });
});
