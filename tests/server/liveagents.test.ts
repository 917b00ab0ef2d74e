import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { agentActivities, collectionHubs, deliveryAgents, umojaDeliveries } from '../../server/db/schema';
import { buildApp } from '../../server/app';
import { SIMULATED_ACTIVITY } from '../../server/routes/simulate';
import type { AgentLocationMessage } from '../../contract/types';
import { auth, createFixture, type Fixture } from './fixtures';

let fx: Fixture;
let emptyHub: number;

beforeAll(async () => {
  fx = await createFixture();
  const db = fx.database.db;
  const [hub] = await db
    .insert(collectionHubs)
    .values({ HB_code: 'HB0003', name: 'Mbarara West Hub', district: 'Mbarara', region: 'Western' })
    .returning({ id: collectionHubs.id });
  emptyHub = hub.id;
  await db
    .update(deliveryAgents)
    .set({ login_at: new Date('2025-03-04T07:30:00Z') })
    .where(eq(deliveryAgents.agent_code, 'AG0001'));
  const day = (d: number) => new Date(Date.UTC(2025, 2, d, 9));
  await db.insert(umojaDeliveries).values([
    {
      delivery_number: 'DLV-0001',
      collection_hub: fx.hubs.main,
      pickup_point: 'Mulago Health Centre',
      destination: 'Kampala Main Hub',
      delivery_type: 'sample',
      barcode: 'BC-100',
      date: day(1),
      trip_status: 'ongoing',
    },
    {
      delivery_number: 'DLV-0002',
      collection_hub: fx.hubs.main,
      pickup_point: 'Kisenyi Health Centre IV',
      destination: 'Kampala Main Hub',
      delivery_type: 'sample',
      barcode: 'BC-200',
      date: day(3),
      trip_status: 'ongoing',
      delivery_status: 'delivered',
    },
    {
      delivery_number: 'DLV-0003',
      collection_hub: fx.hubs.main,
      pickup_point: 'Nsambya Clinic',
      destination: 'Kampala Main Hub',
      delivery_type: 'sample',
      date: day(2),
      trip_status: 'completed',
      delivery_status: 'delivered',
    },
    {
      delivery_number: 'DLV-0004',
      collection_hub: fx.hubs.north,
      pickup_point: 'Lacor Health Centre',
      destination: 'Gulu North Hub',
      delivery_type: 'sample',
      date: day(4),
      trip_status: 'ongoing',
    },
  ]);
});
afterAll(async () => {
  await fx.close();
});

async function get(url: string, user?: string) {
  const headers = user ? auth(await fx.login(user)) : {};
  return fx.app.inject({ method: 'GET', url, headers });
}

const report = (body: { report: string }) => JSON.parse(body.report) as Record<string, unknown>[];

describe('GET /customqueries/get_hubagents/{hub}', () => {
  it("answers the hub's agents as JSON text", async () => {
    const res = await get(`/customqueries/get_hubagents/${fx.hubs.main}`, 'manager');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(typeof body.report).toBe('string');
    const rows = report(body);
    expect(rows.map((r) => r.agent_code)).toEqual(['AG0001', 'AG0002', 'AG0003']);
    expect(rows[0]).toEqual({
      id: expect.any(Number),
      FullName: 'Alice Nakato',
      agent_code: 'AG0001',
      RegisteredPhoneNumber1: '0700000001',
      is_online: true,
      active: true,
      location_latitude: 0.3476,
      location_longitude: 32.5825,
      location_address: 'Kampala Road',
      login_at: '2025-03-04T07:30:00.000Z',
      // our extension: when the position last changed; the fixture's agents have not moved
      location_updated_at: null,
    });
    expect(rows[2]).toMatchObject({ FullName: 'Carol Atim', active: false, is_online: false });
    expect(rows[0]).not.toHaveProperty('password');
  });

  it("lets a hub coordinator read their own hub and refuses another hub's", async () => {
    const own = await get(`/customqueries/get_hubagents/${fx.hubs.main}`, 'hubcoordinator');
    expect(own.statusCode).toBe(200);
    expect(report(own.json())).toHaveLength(3);
    const other = await get(`/customqueries/get_hubagents/${fx.hubs.north}`, 'hubcoordinator');
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ detail: 'You do not have permission to perform this action.' });
  });

  it('answers an empty report for a hub without agents, 404 for an unknown hub, 400 for a bad id', async () => {
    const empty = await get(`/customqueries/get_hubagents/${emptyHub}`, 'admin');
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ report: '[]' });
    const unknown = await get('/customqueries/get_hubagents/999999', 'admin');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: 'Not found.' });
    const bad = await get('/customqueries/get_hubagents/abc', 'admin');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: 'Invalid hub' });
  });

  it('needs a signed-in user', async () => {
    const res = await get(`/customqueries/get_hubagents/${fx.hubs.main}`);
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /customqueries/get_hubaccounts/{hub}', () => {
  it('answers the accounts coordinating the hub as JSON text', async () => {
    const res = await get(`/customqueries/get_hubaccounts/${fx.hubs.main}`, 'staff');
    expect(res.statusCode).toBe(200);
    expect(report(res.json())).toEqual([
      {
        id: fx.users.hubcoordinator,
        username: 'hubcoordinator',
        email: 'hub@example.org',
        first_name: '',
        last_name: '',
      },
    ]);
    const north = await get(`/customqueries/get_hubaccounts/${fx.hubs.north}`, 'manager');
    expect(north.json()).toEqual({ report: '[]' });
  });

  it('refuses a hub coordinator another hub, and anyone not signed in', async () => {
    expect((await get(`/customqueries/get_hubaccounts/${fx.hubs.north}`, 'hubcoordinator')).statusCode).toBe(
      403,
    );
    expect((await get(`/customqueries/get_hubaccounts/${fx.hubs.main}`, 'hubcoordinator')).statusCode).toBe(
      200,
    );
    expect((await get(`/customqueries/get_hubaccounts/${fx.hubs.main}`)).statusCode).toBe(401);
    expect((await get('/customqueries/get_hubaccounts/999999', 'manager')).statusCode).toBe(404);
  });
});

describe('/api/pending_deliveries', () => {
  const numbers = (rows: { delivery_number: string }[]) => rows.map((r) => r.delivery_number);

  it('lists ongoing trips newest first', async () => {
    const res = await get('/api/pending_deliveries/?trip_status=ongoing', 'manager');
    expect(res.statusCode).toBe(200);
    expect(numbers(res.json())).toEqual(['DLV-0004', 'DLV-0002', 'DLV-0001']);
  });

  it('filters by delivery status, hub and trip status together, and searches', async () => {
    const a = await get(
      `/api/pending_deliveries/?trip_status=ongoing&delivery_status=delivered&collection_hub=${fx.hubs.main}`,
      'manager',
    );
    expect(numbers(a.json())).toEqual(['DLV-0002']);
    const b = await get('/api/pending_deliveries/?trip_status=completed', 'manager');
    expect(numbers(b.json())).toEqual(['DLV-0003']);
    const c = await get('/api/pending_deliveries/?search=lacor', 'manager');
    expect(numbers(c.json())).toEqual(['DLV-0004']);
    const d = await get('/api/pending_deliveries/?search=BC-1', 'manager');
    expect(numbers(d.json())).toEqual(['DLV-0001']);
    const paged = await get('/api/pending_deliveries/?trip_status=ongoing&page=1&page_size=2', 'manager');
    expect(paged.json()).toMatchObject({ count: 3, previous: null });
    expect(numbers(paged.json().results)).toEqual(['DLV-0004', 'DLV-0002']);
  });

  it('refuses an unknown trip status', async () => {
    const res = await get('/api/pending_deliveries/?trip_status=lost', 'manager');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('trip_status');
  });

  it("shows a hub coordinator only their hub's deliveries", async () => {
    const res = await get('/api/pending_deliveries/?trip_status=ongoing', 'hubcoordinator');
    expect(numbers(res.json())).toEqual(['DLV-0002', 'DLV-0001']);
    const [north] = await fx.database.db
      .select({ id: umojaDeliveries.id })
      .from(umojaDeliveries)
      .where(eq(umojaDeliveries.delivery_number, 'DLV-0004'));
    expect((await get(`/api/pending_deliveries/${north.id}/`, 'hubcoordinator')).statusCode).toBe(404);
    expect((await get(`/api/pending_deliveries/${north.id}/`, 'manager')).statusCode).toBe(200);
  });

  it('is read only and needs a signed-in user', async () => {
    const token = await fx.login('admin');
    const [row] = await fx.database.db.select({ id: umojaDeliveries.id }).from(umojaDeliveries).limit(1);
    const post = await fx.app.inject({
      method: 'POST',
      url: '/api/pending_deliveries/',
      headers: auth(token),
      payload: { delivery_number: 'X' },
    });
    expect(post.statusCode).toBe(405);
    const put = await fx.app.inject({
      method: 'PUT',
      url: `/api/pending_deliveries/${row.id}/`,
      headers: auth(token),
      payload: { trip_status: 'completed' },
    });
    expect(put.statusCode).toBe(405);
    const del = await fx.app.inject({
      method: 'DELETE',
      url: `/api/pending_deliveries/${row.id}/`,
      headers: auth(token),
    });
    expect(del.statusCode).toBe(405);
    expect((await get('/api/pending_deliveries/')).statusCode).toBe(401);
  });
});

describe('the simulator records activity points', () => {
  it('stores a Location update point where it moved an agent, before the feed hears of it', async () => {
    const started = new Date();
    const app = await buildApp({
      database: fx.database,
      staticDir: '/nonexistent',
      simulate: { agentIntervalMs: 30, notificationIntervalMs: 3_600_000 },
    });
    let closed = false;
    try {
      // every move published, per agent: the simulator goes on moving agents while the test reads
      const last = new Map<number, AgentLocationMessage>();
      const moved = new Promise<AgentLocationMessage>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('the simulator moved nobody')), 5000);
        const publish = app.live.publish.bind(app.live);
        app.live.publish = (channel, message, opts) => {
          if (channel === 'agents') {
            const m = message as AgentLocationMessage;
            last.set(Number(m.agent), m);
            clearTimeout(timer);
            resolve(m);
          }
          publish(channel, message, opts);
        };
      });
      const move = await moved;
      // stop the simulator, so the agent's row holds the last published move
      await app.close();
      closed = true;
      const points = await fx.database.db
        .select()
        .from(agentActivities)
        .where(
          and(
            eq(agentActivities.agent, Number(move.agent)),
            eq(agentActivities.lat, move.location_latitude),
            eq(agentActivities.lng, move.location_longitude),
          ),
        );
      expect(points).toHaveLength(1);
      expect(points[0].activity_name).toBe(SIMULATED_ACTIVITY);
      expect(points[0].timestamp.getTime()).toBeGreaterThanOrEqual(started.getTime());
      const [agent] = await fx.database.db
        .select()
        .from(deliveryAgents)
        .where(eq(deliveryAgents.id, Number(move.agent)));
      expect(agent.location_latitude).toBe(last.get(Number(move.agent))!.location_latitude);
    } finally {
      if (!closed) await app.close();
    }
  });
});
