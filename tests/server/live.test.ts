import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { eq } from 'drizzle-orm';
import { adminNotifications, deliveryAgents } from '../../server/db/schema';
import { buildApp } from '../../server/app';
import { auth, createFixture, PASSWORD, type Fixture, sendJson } from './fixtures';

let fx: Fixture;
let base: string;
const sockets: WebSocket[] = [];

beforeAll(async () => {
  fx = await createFixture();
  await fx.app.listen({ port: 0, host: '127.0.0.1' });
  const addr = fx.app.server.address();
  base = `ws://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
});
afterAll(async () => {
  for (const s of sockets) s.terminate();
  await fx.close();
});

/** Opens a feed and collects its messages. */
async function open(url: string) {
  const socket = new WebSocket(url);
  sockets.push(socket);
  const messages: unknown[] = [];
  const waiters: (() => void)[] = [];
  socket.on('message', (data) => {
    messages.push(JSON.parse(String(data)));
    waiters.splice(0).forEach((w) => w());
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  const next = (timeoutMs = 3000) =>
    new Promise<unknown>((resolve, reject) => {
      if (messages.length) return resolve(messages.shift());
      const timer = setTimeout(() => reject(new Error('no message')), timeoutMs);
      waiters.push(() => {
        clearTimeout(timer);
        resolve(messages.shift());
      });
    });
  return { socket, messages, next };
}

async function agentId(code: string) {
  const [row] = await fx.database.db.select().from(deliveryAgents).where(eq(deliveryAgents.agent_code, code));
  return row.id;
}

describe('live feeds', () => {
  it('closes the socket with 4401 for an unknown token', async () => {
    const socket = new WebSocket(`${base}/ws/agents?token=${'0'.repeat(64)}`);
    sockets.push(socket);
    const code = await new Promise<number>((resolve) => socket.on('close', (c) => resolve(c)));
    expect(code).toBe(4401);
  });

  it('pushes an agent_location message after a PUT of the location, hub-scoped for coordinators', async () => {
    const manager = await fx.login('manager');
    const all = await open(`${base}/ws/agents?token=${await fx.login('admin')}`);
    const hub = await open(`${base}/ws/agents?token=${await fx.login('hubcoordinator')}`);

    const north = await agentId('AG0004');
    const res1 = await sendJson(fx.app, 'PATCH', `/api/delivery_agents/${north}/`, auth(manager), {
      location_latitude: 2.78,
      location_longitude: 32.3,
      location_address: 'Gulu town',
    });
    expect(res1.statusCode).toBe(200);
    expect(await all.next()).toEqual({
      type: 'agent_location',
      agent: north,
      location_latitude: 2.78,
      location_longitude: 32.3,
      location_address: 'Gulu town',
    });

    const main = await agentId('AG0001');
    const res2 = await sendJson(fx.app, 'PUT', `/api/delivery_agents/${main}/`, auth(manager), {
      location_latitude: '0.35',
      location_longitude: '32.59',
    });
    expect(res2.statusCode).toBe(200);
    expect(await all.next()).toMatchObject({ type: 'agent_location', agent: main, location_latitude: 0.35 });
    // The coordinator of the main hub got only the main-hub agent.
    expect(await hub.next()).toMatchObject({
      type: 'agent_location',
      agent: main,
      location_longitude: 32.59,
    });
    expect(hub.messages).toEqual([]);

    // A change that does not move the agent sends nothing.
    await sendJson(fx.app, 'PATCH', `/api/delivery_agents/${main}/`, auth(manager), { active: true });
    await new Promise((r) => setTimeout(r, 100));
    expect(all.messages).toEqual([]);
  });

  it('pushes a notification message when a notification is created', async () => {
    const feed = await open(`${base}/ws/notifications?token=${await fx.login('staff')}`);
    const res = await sendJson(fx.app, 'POST', '/api/admin_notifications/', auth(await fx.login('admin')), {
      title: 'Sample delivered',
      message: 'Delivery DLV-1 received at Kampala Main Hub',
    });
    expect(await feed.next()).toEqual({
      type: 'notification',
      id: res.json().id,
      title: 'Sample delivered',
      message: 'Delivery DLV-1 received at Kampala Main Hub',
    });
  });
});

describe('the simulator', () => {
  it('moves online agents and raises notifications, stored and pushed', async () => {
    const app = await buildApp({
      database: fx.database,
      staticDir: '/nonexistent',
      simulate: { agentIntervalMs: 40, notificationIntervalMs: 120 },
    });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const addr = app.server.address();
      const url = `ws://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
      const token = await fx.login('admin');
      const agents = await open(`${url}/ws/agents?token=${token}`);
      const notes = await open(`${url}/ws/notifications?token=${token}`);
      const move = (await agents.next()) as { agent: number; location_latitude: number };
      expect(move).toMatchObject({ type: 'agent_location', agent: expect.any(Number) });
      const note = (await notes.next()) as { id: number };
      expect(note).toMatchObject({ type: 'notification', title: expect.any(String) });
      const [stored] = await fx.database.db
        .select()
        .from(adminNotifications)
        .where(eq(adminNotifications.id, note.id));
      expect(stored.read).toBe(false);
      const [agent] = await fx.database.db
        .select()
        .from(deliveryAgents)
        .where(eq(deliveryAgents.id, move.agent));
      expect(agent.is_online && agent.active).toBe(true);
      expect(agent.location_latitude).not.toBeNull();
    } finally {
      await app.close();
    }
  });
});

describe('a feed lives no longer than its token', () => {
  const signIn = async (username: string, password = PASSWORD) => {
    const res = await fx.app.inject({ method: 'POST', url: '/rest-auth/', payload: { username, password } });
    expect(res.statusCode).toBe(200);
    return res.json().token as string;
  };
  const closed = (socket: WebSocket) =>
    new Promise<{ code: number; reason: string }>((resolve) =>
      socket.once('close', (code, reason) => resolve({ code, reason: String(reason) })),
    );

  it('closes the feeds of a token when it signs out, and keeps the feeds of other tokens', async () => {
    const leaving = await signIn('staff');
    const staying = await signIn('staff');
    const gone = await open(`${base}/ws/notifications?token=${leaving}`);
    const kept = await open(`${base}/ws/agents?token=${staying}`);
    const wasClosed = closed(gone.socket);
    const out = await sendJson(fx.app, 'POST', '/rest-auth/logout/', auth(leaving));
    expect(out.statusCode).toBe(200);
    expect((await wasClosed).code).toBe(4401);
    expect(kept.socket.readyState).toBe(WebSocket.OPEN);
  });

  it("closes a session's feeds when the password is changed from another session", async () => {
    const old = await signIn('staff');
    const current = await signIn('staff');
    const feed = await open(`${base}/ws/agents?token=${old}`);
    const wasClosed = closed(feed.socket);
    const res = await sendJson(fx.app, 'POST', '/customqueries/passwordchange', auth(current), {
      old_password: PASSWORD,
      new_password1: 'Nile-Perch-42',
      new_password2: 'Nile-Perch-42',
    });
    expect(res.statusCode).toBe(200);
    expect((await wasClosed).code).toBe(4401);
    // the session that changed the password keeps its feed
    const mine = await open(`${base}/ws/notifications?token=${current}`);
    expect(mine.socket.readyState).toBe(WebSocket.OPEN);
  });
});
