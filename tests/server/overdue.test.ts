/**
 * Overdue work: what is late at the boundaries, per hub, and the job's notifications (one per late item,
 * never twice, pushed on the live feed). Targets: the defaults, 24 h per leg.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { auth, createFixture, type Fixture } from './fixtures';
import { deliveryRows, droppedOff, pickupRows, receivedOnTime } from './overdueRows';
import { adminNotifications, pendingPickups, umojaDeliveries } from '../../server/db/schema';
import { lateItems, runOverdueCheck, startOverdueJob } from '../../server/overdue';

let fx: Fixture;
const MIN = 60_000;
const H = 60 * MIN;
const now = Date.now();
const at = (ms: number) => new Date(now + ms);
const ids: Record<string, number> = {};
const EXACT = new Date(Math.floor((now - 30 * H) / 1000) * 1000); // scheduled time of the boundary pickup

beforeAll(async () => {
  fx = await createFixture();
  const db = fx.database.db;
  const pickup = await pickupRows(fx);
  const rows = await db
    .insert(pendingPickups)
    .values([
      pickup('PUP000001', 'pending', at(-24 * H - 5 * MIN)), // late by 5 min
      pickup('PUP000002', 'pending', at(-24 * H + 5 * MIN)), // due in 5 min
      pickup('PUP000003', 'picked_up', at(-48 * H)), // picked up: not late
      pickup('PUP000004', 'assigned', at(-30 * H), {
        pickup_location_type: 'collection_hub',
        pickup_health_center: null,
        pickup_collection_hub: fx.hubs.north,
        destination_collection_hub: null,
      }),
      pickup('PUP000005', 'pending', EXACT),
    ])
    .returning({ id: pendingPickups.id, n: pendingPickups.pickup_number });
  for (const r of rows) ids[r.n] = r.id;
  const delivery = deliveryRows(at(-26 * H));
  const dels = await db
    .insert(umojaDeliveries)
    .values([
      delivery('DEL-E', fx.hubs.main, { time_of_pickup: at(-25 * H) }), // not dropped off: late by 1 h
      delivery('DEL-E', fx.hubs.main, {
        time_of_pickup: at(-25 * H),
        barcode_type: 'child',
        parent_code: 'P',
      }),
      delivery('DEL-G', fx.hubs.north, droppedOff(at)), // not received: late by 1 h
      delivery('DEL-H', fx.hubs.north, receivedOnTime(at)),
      delivery('DEL-I', fx.hubs.main, { time_of_pickup: at(-23 * H) }), // due in 1 h
      delivery('DEL-J', fx.hubs.north, {
        time_of_pickup: at(-241 * H),
        time_of_dropoff: at(-240 * H),
        delivery_status: 'delivered',
      }), // late for 9 days: counted, not notified (older than the 2-day window)
    ])
    .returning({
      id: umojaDeliveries.id,
      n: umojaDeliveries.delivery_number,
      t: umojaDeliveries.barcode_type,
    });
  for (const r of dels) if (r.t !== 'child') ids[r.n] = r.id;
});
afterAll(async () => {
  await fx.close();
});

const overdue = async (user: string, payload: Record<string, string> = {}) =>
  fx.app.inject({
    method: 'POST',
    url: '/customqueries/get_overdue',
    headers: auth(await fx.login(user)),
    payload,
  });

describe('overdue work', () => {
  it('lists what is late now, strictly after the due time, per kind and per hub', async () => {
    const res = await overdue('manager');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const keys = body.items.map((i: { kind: string; number: string }) => `${i.kind} ${i.number}`).sort();
    expect(keys).toEqual([
      'dropoff DEL-E',
      'pickup PUP000001',
      'pickup PUP000004',
      'pickup PUP000005',
      'receipt DEL-G',
      'receipt DEL-J',
    ]);
    expect(body).toMatchObject({ count: 6, pickup: 3, dropoff: 1, receipt: 2 });
    const first = body.items.find((i: { number: string }) => i.number === 'PUP000001');
    expect(first).toMatchObject({ item: ids.PUP000001, hub: fx.hubs.main, place: 'Mulago Health Centre' });
    expect(first.late_minutes).toBeGreaterThanOrEqual(5);
    expect(first.late_minutes).toBeLessThan(8);
    const dropoff = body.items.find((i: { kind: string }) => i.kind === 'dropoff');
    expect(dropoff).toMatchObject({ item: ids['DEL-E'], hub: fx.hubs.main });
    expect(dropoff.late_minutes).toBeGreaterThanOrEqual(60);

    // the hub coordinator of the main hub (deliveries right only): the main hub's late deliveries
    const coordinator = (await overdue('hubcoordinator')).json();
    expect(coordinator).toMatchObject({ count: 1, pickup: 0, dropoff: 1, receipt: 0 });
    expect((await overdue('manager', { kind: 'receipt' })).json().count).toBe(2);
    expect((await overdue('manager', { kind: 'x' })).statusCode).toBe(400);
    // the latest only, with the full counts
    const latest = (await overdue('manager', { limit: '2' })).json();
    expect(latest).toMatchObject({ count: 6, pickup: 3, dropoff: 1, receipt: 2 });
    expect(latest.items.map((i: { number: string }) => i.number)).toEqual(
      body.items.slice(0, 2).map((i: { number: string }) => i.number),
    );
    // the rows of one list page
    const rows = (
      await overdue('manager', { ids: `${ids.PUP000001},${ids.PUP000002},${ids['DEL-E']}`, kind: 'pickup' })
    ).json();
    expect(rows.items.map((i: { number: string }) => i.number)).toEqual(['PUP000001']);
    const delRows = (
      await overdue('manager', { ids: `${ids['DEL-E']},${ids['DEL-I']},${ids['DEL-G']}` })
    ).json();
    expect(
      delRows.items.map((i: { kind: string; number: string }) => `${i.kind} ${i.number}`).sort(),
    ).toEqual(expect.arrayContaining(['dropoff DEL-E', 'receipt DEL-G']));
    expect((await overdue('manager', { ids: '1,x' })).statusCode).toBe(400);

    // the boundary: due exactly now is not late, a millisecond later it is
    const due = EXACT.getTime() + 24 * H;
    const onTime = await lateItems(fx.database.db, null, new Date(due));
    expect(onTime.some((i) => i.number === 'PUP000005')).toBe(false);
    const late = await lateItems(fx.database.db, null, new Date(due + 1));
    expect(late.some((i) => i.number === 'PUP000005')).toBe(true);
  });

  it('raises one notification per late item, never twice, and pushes each on the live feed', async () => {
    const publish = vi.spyOn(fx.app.live, 'publish');
    const count = async () =>
      Number((await fx.database.db.select({ n: sql<number>`count(*)` }).from(adminNotifications))[0].n);
    const before = await count();

    // two runs at once (two instances): every item once
    const [a, b] = await Promise.all([runOverdueCheck(fx.app), runOverdueCheck(fx.app)]);
    const raised = [...a, ...b].map((i) => `${i.kind} ${i.number}`).sort();
    expect(raised).toEqual([
      'dropoff DEL-E',
      'pickup PUP000001',
      'pickup PUP000004',
      'pickup PUP000005',
      'receipt DEL-G',
    ]);
    expect(await count()).toBe(before + 5);
    const notes = await fx.database.db
      .select()
      .from(adminNotifications)
      .where(sql`${adminNotifications.title} like 'Overdue%'`);
    const pickupNote = notes.find((n) => n.message.includes('PUP000001'))!;
    expect(pickupNote.title).toBe('Overdue pickup');
    expect(pickupNote.message).toMatch(
      /^Pickup PUP000001 at Mulago Health Centre has not been picked up: 5 min late \(due /,
    );
    expect(notes.find((n) => n.message.includes('DEL-G'))!.title).toBe('Overdue receipt');
    expect(notes.find((n) => n.message.includes('DEL-E'))!.message).toMatch(/: 1 h late \(due /);
    const pushed = publish.mock.calls.filter(([channel]) => channel === 'notifications');
    expect(pushed).toHaveLength(5);
    expect(pushed.map(([, m]) => (m as { title: string }).title).sort()).toEqual([
      'Overdue delivery',
      'Overdue pickup',
      'Overdue pickup',
      'Overdue pickup',
      'Overdue receipt',
    ]);

    // a second run: nothing new
    expect(await runOverdueCheck(fx.app)).toEqual([]);
    expect(await count()).toBe(before + 5);

    // an item that turns late later is raised once, at the next run
    await fx.database.db
      .update(umojaDeliveries)
      .set({ time_of_pickup: at(-24 * H - MIN) })
      .where(sql`${umojaDeliveries.id} = ${ids['DEL-I']}`);
    const next = await runOverdueCheck(fx.app);
    expect(next.map((i) => i.number)).toEqual(['DEL-I']);
    expect(await runOverdueCheck(fx.app)).toEqual([]);
    expect(await count()).toBe(before + 6);
    publish.mockRestore();
  });

  it('needs a sign-in', async () => {
    const anonymous = await fx.app.inject({ method: 'POST', url: '/customqueries/get_overdue' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('runs periodically only in the instance that leads, once started', async () => {
    await fx.database.db
      .update(pendingPickups)
      .set({ scheduled_pickup_date: at(-25 * H) })
      .where(sql`${pendingPickups.id} = ${ids.PUP000002}`);
    const alerts = async () => {
      const res = (await fx.database.db.execute(
        sql`select count(*) as n from overdue_alerts where item = ${ids.PUP000002}`,
      )) as unknown as { rows: { n: string | number }[] };
      return Number(res.rows[0].n);
    };
    // not started by the fixture (tests start it explicitly)
    await new Promise((r) => setTimeout(r, 1300));
    expect(await alerts()).toBe(0);
    const standBy = startOverdueJob(fx.app, fx.database, { tickMs: 100, leader: async () => false });
    await new Promise((r) => setTimeout(r, 1300));
    expect(await alerts()).toBe(0);
    standBy();
    const lead = startOverdueJob(fx.app, fx.database, { tickMs: 100, leader: async () => true });
    await vi.waitFor(async () => expect(await alerts()).toBe(1), { timeout: 5000, interval: 100 });
    lead();
  });
});
