/**
 * Demo simulator: every few seconds moves 3–5 random online active agents by 50–150 m, records each move
 * as an activity point (agent_activities, 'Location update', now: today's trail grows) and publishes
 * their locations; now and then raises an unread admin notification and publishes it, and now and then a client
 * order comes in (POST /api/client_orders/'s insert, with its outbox alerts under the profile's flags: the demo's
 * Outbox screen shows them, sent to the log gateway).
 * Timers stop when the app closes (buildApp calls the returned stop from its onClose hook).
 * Several server instances on one PostgreSQL run one simulator: before every step `leader()` (the simulator's advisory
 * lock, app.ts) says whether this instance runs it; the others stand by and try again at each step, so one of them
 * takes over within a step when the holder dies. `announce` hears every change ("runs" / "stands by").
 */
import type { FastifyInstance } from 'fastify';
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { agentActivities, appClients, collectionHubs, deliveryAgents, umojaDeliveries } from '../db/schema';
import { insertClientOrder } from './customqueries/orders';
import type { AgentLocationMessage } from '../../contract/types';
import { raiseAdminNotification } from '../notify';

export interface SimulatorOptions {
  agentIntervalMs?: number;
  notificationIntervalMs?: number;
  /** A new client order every so often (default 120 s). */
  orderIntervalMs?: number;
  /** Whether this instance runs the simulator now; asked before every step (default: always). */
  leader?: () => Promise<boolean>;
  /** Told when this instance starts or stops running the simulator (default: the app's log). */
  announce?: (message: string) => void;
}

const METERS_PER_DEGREE = 111_320;

/** activity_name of the points the simulator records as it moves agents. */
export const SIMULATED_ACTIVITY = 'Location update';

export function moveBy(lat: number, lng: number, meters: number, bearing: number): [number, number] {
  const dLat = (meters * Math.cos(bearing)) / METERS_PER_DEGREE;
  const dLng =
    (meters * Math.sin(bearing)) / (METERS_PER_DEGREE * Math.max(0.2, Math.cos((lat * Math.PI) / 180)));
  return [Number((lat + dLat).toFixed(6)), Number((lng + dLng).toFixed(6))];
}

export function startSimulator(app: FastifyInstance, opts: SimulatorOptions = {}) {
  const db = app.db;
  let closed = false;
  let busy = false;
  let leading: boolean | undefined;
  const announce = opts.announce ?? ((message: string) => app.log.info(message));

  async function moveAgents() {
    const n = 3 + Math.floor(Math.random() * 3);
    const agents = await db
      .select({
        id: deliveryAgents.id,
        lat: deliveryAgents.location_latitude,
        lng: deliveryAgents.location_longitude,
        hub: deliveryAgents.collection_hub,
        hub_name: collectionHubs.name,
      })
      .from(deliveryAgents)
      .leftJoin(collectionHubs, eq(collectionHubs.id, deliveryAgents.collection_hub))
      .where(and(eq(deliveryAgents.is_online, true), eq(deliveryAgents.active, true)))
      .orderBy(sql`random()`)
      .limit(n);
    const points: (typeof agentActivities.$inferInsert)[] = [];
    const moves: { message: AgentLocationMessage; hub: number | null }[] = [];
    for (const a of agents) {
      if (closed) break;
      const [lat, lng] = moveBy(
        a.lat ?? 0.3476,
        a.lng ?? 32.5825,
        50 + Math.random() * 100,
        Math.random() * 2 * Math.PI,
      );
      const address = `${a.hub_name ? `Near ${a.hub_name}` : 'On the road'} (${lat.toFixed(4)}, ${lng.toFixed(4)})`;
      const movedAt = new Date();
      await db
        .update(deliveryAgents)
        .set({
          location_latitude: lat,
          location_longitude: lng,
          location_address: address,
          location_updated_at: movedAt,
        })
        .where(eq(deliveryAgents.id, a.id));
      const message: AgentLocationMessage = {
        type: 'agent_location',
        agent: a.id,
        location_latitude: lat,
        location_longitude: lng,
        location_address: address,
      };
      moves.push({ message, hub: a.hub });
      points.push({ agent: a.id, lat, lng, activity_name: SIMULATED_ACTIVITY, timestamp: new Date() });
    }
    if (closed || points.length === 0) return;
    // one insert per step for all the agents moved, stored before the feed hears of the moves
    await db.insert(agentActivities).values(points);
    for (const { message, hub } of moves) app.live.publish('agents', message, { hub });
  }

  async function raiseNotification() {
    const [delivery] = await db
      .select({
        number: umojaDeliveries.delivery_number,
        hub: collectionHubs.name,
        dest: umojaDeliveries.destination,
      })
      .from(umojaDeliveries)
      .leftJoin(collectionHubs, eq(collectionHubs.id, umojaDeliveries.collection_hub))
      .where(isNotNull(umojaDeliveries.delivery_number))
      .orderBy(desc(umojaDeliveries.date))
      .offset(Math.floor(Math.random() * 50))
      .limit(1);
    const title = delivery ? 'Delivery received' : 'Sample delivered';
    const message = delivery
      ? `Delivery ${delivery.number} received at ${delivery.hub ?? delivery.dest}`
      : 'A sample was delivered to its destination.';
    await raiseAdminNotification(app, title, message);
  }

  const ITEMS = [
    { item_name: 'Sample transport box', total: 45_000 },
    { item_name: 'Cool box', total: 60_000 },
    { item_name: 'Specimen bags (100)', total: 25_000 },
    { item_name: 'Gloves (box)', total: 18_000 },
  ];
  async function placeOrder() {
    const [client] = await db
      .select({ id: appClients.id, name: appClients.name })
      .from(appClients)
      .orderBy(sql`random()`)
      .limit(1);
    const [hub] = await db
      .select({ name: collectionHubs.name })
      .from(collectionHubs)
      .orderBy(sql`random()`)
      .limit(1);
    const item = ITEMS[Math.floor(Math.random() * ITEMS.length)];
    const quantity = 1 + Math.floor(Math.random() * 3);
    await db.transaction((tx) =>
      insertClientOrder(tx, {
        clientname: client?.name ?? 'Walk-in client',
        client: client?.id,
        order_address: hub ? `${hub.name} reception` : 'Kampala Road',
        mode_of_payment: 'cash',
        additional_charges: 0,
        item_details: [
          { key: 1, item_name: item.item_name, quantity, description: '', total: item.total * quantity },
        ],
      }),
    );
  }

  const guard = (fn: () => Promise<void>) => async () => {
    if (closed || busy) return;
    busy = true;
    try {
      const lead = opts.leader ? await opts.leader() : true;
      if (closed) return;
      if (lead !== leading) {
        leading = lead;
        announce(
          lead
            ? `Simulator: running in this instance (process ${process.pid})`
            : `Simulator: standing by, another instance runs it (process ${process.pid})`,
        );
      }
      if (!lead) return;
      await fn();
    } catch (err) {
      if (!closed) app.log.warn({ err }, 'simulator step failed');
    } finally {
      busy = false;
    }
  };

  const t1 = setInterval(guard(moveAgents), opts.agentIntervalMs ?? 4000);
  const t2 = setInterval(guard(raiseNotification), opts.notificationIntervalMs ?? 45_000);
  const t3 = setInterval(guard(placeOrder), opts.orderIntervalMs ?? 120_000);
  const stop = () => {
    closed = true;
    clearInterval(t1);
    clearInterval(t2);
    clearInterval(t3);
  };
  // the caller stops it when the app closes (buildApp registers that hook before the app is ready: a hook added
  // after ready is refused once an onReady hook has run)
  return stop;
}
