/**
 * POST /customqueries/get_turnaround against a hand-worked fixture (target 24 h, pickup → drop-off).
 *
 * Counted rows (sample rows of Mar 1–2, picked up, not cancelled, not parents), hours pickup → drop-off:
 *   Kampala Main Hub  Mar 1  Mulago → Central Lab: Blood 10, Blood 20, Sputum 30
 *                     Mar 1  Kisenyi → Central Lab: Blood 40, ' blood ' (child row) 4
 *                     Mar 2  Mulago → Central Lab: Urine open (picked up on Mar 2: late), Urine open (1 h ago)
 *   Gulu North Hub    Mar 2  Lacor → Gulu Lab: Sputum 50, Sputum 6
 * Not counted: a parent row (100 h), a cancelled row (1 h), a row never picked up, a row of Mar 5 (1 h).
 * All: completed 4,6,10,20,30,40,50 → median 20; P90 = 40 + 0.4 × 10 = 44 (position 0.9 × 6 = 5.4);
 * within 24 h: 4 of 7 completed + 1 late open → 4 / 8 = 50 %.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createFixture, type Fixture } from './fixtures';
import { umojaDeliveries } from '../../server/db/schema';

let fx: Fixture;
const H = 3600_000;
beforeAll(async () => {
  fx = await createFixture();
  const { main, north } = fx.hubs;
  const day1 = Date.parse('2026-03-01T08:00:00Z');
  const day2 = Date.parse('2026-03-02T08:00:00Z');
  let n = 0;
  const row = (
    hub: number,
    date: number,
    item: string,
    from: string,
    to: string,
    hours: number | null,
    extra: Partial<typeof umojaDeliveries.$inferInsert> = {},
  ): typeof umojaDeliveries.$inferInsert => ({
    delivery_number: `TAT${++n}`,
    collection_hub: hub,
    pickup_point: from,
    destination: to,
    delivery_type: 'sample',
    item_type: 'single_entry',
    item_name: item,
    date: new Date(date),
    delivery_status: hours === null ? 'pending' : 'delivered',
    time_of_pickup: new Date(date),
    time_of_dropoff: hours === null ? null : new Date(date + hours * H),
    ...extra,
  });
  await fx.database.db.insert(umojaDeliveries).values([
    row(main, day1, 'Blood', 'Mulago HC', 'Central Lab', 10),
    row(main, day1, 'Blood', 'Mulago HC', 'Central Lab', 20),
    row(main, day1, 'Sputum', 'Mulago HC', 'Central Lab', 30),
    row(main, day1, 'Blood', 'Kisenyi HC', 'Central Lab', 40),
    row(main, day1, ' blood ', 'Kisenyi HC', 'Central Lab', 4, {
      barcode_type: 'child',
      parent_code: 'P1',
    }),
    row(main, day1, 'Batch', 'Kisenyi HC', 'Central Lab', 100, { barcode_type: 'parent' }),
    row(main, day1, 'Blood', 'Kisenyi HC', 'Central Lab', 1, { delivery_status: 'cancelled' }),
    row(main, day1, 'Blood', 'Kisenyi HC', 'Central Lab', null, { time_of_pickup: null }),
    row(main, day2, 'Urine', 'Mulago HC', 'Central Lab', null),
    row(main, day2, 'Urine', 'Mulago HC', 'Central Lab', null, {
      time_of_pickup: new Date(Date.now() - H),
    }),
    row(north, day2, 'Sputum', 'Lacor HC', 'Gulu Lab', 50),
    row(north, day2, 'Sputum', 'Lacor HC', 'Gulu Lab', 6),
    row(north, Date.parse('2026-03-05T08:00:00Z'), 'Sputum', 'Lacor HC', 'Gulu Lab', 1),
  ]);
});
afterAll(async () => {
  await fx.close();
});

const ask = async (user: string, payload: Record<string, string>) =>
  fx.app.inject({
    method: 'POST',
    url: '/customqueries/get_turnaround',
    headers: auth(await fx.login(user)),
    payload: { dateone: '01/03/2026', datetwo: '02/03/2026', ...payload },
  });

const stats = (
  samples: number,
  completed: number,
  late_open: number,
  median_hours: number | null,
  p90_hours: number | null,
  within_target: number,
  share_within_target: number | null,
) => ({
  samples,
  completed,
  open: samples - completed,
  late_open,
  median_hours,
  p90_hours,
  within_target,
  share_within_target,
});

describe('get_turnaround', () => {
  it('answers the median, P90 and share within target overall, per hub, sample type, route and day', async () => {
    const res = await ask('manager', {});
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.target_hours).toBe(24);
    expect(body.summary).toEqual(stats(9, 7, 1, 20, 44, 4, 50));
    expect(body.by_hub).toEqual([
      { hub: fx.hubs.north, hub_name: 'Gulu North Hub', ...stats(2, 2, 0, 28, 45.6, 1, 50) },
      { hub: fx.hubs.main, hub_name: 'Kampala Main Hub', ...stats(7, 5, 1, 20, 36, 3, 50) },
    ]);
    expect(body.by_sample).toEqual([
      { sample_type: 'Blood', ...stats(4, 4, 0, 15, 34, 3, 75) },
      { sample_type: 'Sputum', ...stats(3, 3, 0, 30, 46, 1, 33.33) },
      { sample_type: 'Urine', ...stats(2, 0, 1, null, null, 0, 0) },
    ]);
    expect(body.routes_total).toBe(3);
    expect(body.by_route).toEqual([
      { pickup_point: 'Mulago HC', destination: 'Central Lab', ...stats(5, 3, 1, 20, 28, 2, 50) },
      { pickup_point: 'Kisenyi HC', destination: 'Central Lab', ...stats(2, 2, 0, 22, 36.4, 1, 50) },
      { pickup_point: 'Lacor HC', destination: 'Gulu Lab', ...stats(2, 2, 0, 28, 45.6, 1, 50) },
    ]);
    expect(body.slowest_routes.map((r: { pickup_point: string }) => r.pickup_point)).toEqual([
      'Lacor HC',
      'Kisenyi HC',
      'Mulago HC',
    ]);
    expect(body.daily).toEqual([
      { day: '2026-03-01', ...stats(5, 5, 0, 20, 36, 3, 60) },
      { day: '2026-03-02', ...stats(4, 2, 1, 28, 45.6, 1, 33.33) },
    ]);
  });

  it('applies the district and hub filters, and keeps a hub coordinator to their hub', async () => {
    const gulu = (await ask('manager', { district: 'Gulu' })).json();
    expect(gulu.summary).toEqual(stats(2, 2, 0, 28, 45.6, 1, 50));
    const main = (await ask('manager', { hub: String(fx.hubs.main) })).json();
    expect(main.summary).toEqual(stats(7, 5, 1, 20, 36, 3, 50));
    const coordinator = (await ask('hubcoordinator', { hub: String(fx.hubs.north) })).json();
    expect(coordinator.summary).toEqual(stats(7, 5, 1, 20, 36, 3, 50));
    expect(coordinator.by_hub.map((h: { hub_name: string }) => h.hub_name)).toEqual(['Kampala Main Hub']);
    const none = (await ask('manager', { dateone: '10/03/2026', datetwo: '11/03/2026' })).json();
    expect(none.summary).toEqual(stats(0, 0, 0, null, null, 0, null));
    expect(none.daily).toEqual([]);
  });

  it('follows the profile target, needs view_statistics and checks its fields', async () => {
    const manager = auth(await fx.login('manager'));
    await fx.app.inject({
      method: 'PUT',
      url: '/api/app_profile/1/',
      headers: manager,
      payload: { target_dropoff_hours: 48 },
    });
    const body = (await ask('manager', {})).json();
    expect(body.target_hours).toBe(48);
    // within 48 h: 4, 6, 10, 20, 30, 40 of 7 completed; the open Urine row picked up on Mar 2 is late → 6 / 8
    expect(body.summary).toEqual(stats(9, 7, 1, 20, 44, 6, 75));
    await fx.app.inject({
      method: 'PUT',
      url: '/api/app_profile/1/',
      headers: manager,
      payload: { target_dropoff_hours: 24 },
    });
    expect((await ask('staff', {})).statusCode).toBe(403);
    const noDates = await ask('manager', { dateone: '' });
    expect(noDates.statusCode).toBe(400);
    const badHub = await ask('manager', { hub: 'x' });
    expect(badHub.statusCode).toBe(400);
    expect(badHub.json()).toEqual({ message: 'Invalid hub' });
  });
});
