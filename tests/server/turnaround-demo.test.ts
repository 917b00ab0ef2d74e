/**
 * get_turnaround on the demo data ('Done when'): signed in as manager, the figures of the last 30 days
 * equal those recomputed here in plain TypeScript from the raw delivery rows (no SQL aggregation).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../server/db/client';
import { openTestDatabase } from './engine';
import * as s from '../../server/db/schema';
import { seedDemo } from '../../server/seed';
import { buildApp } from '../../server/app';

let database: Database;
let app: FastifyInstance;
beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemo(database.db);
  app = await buildApp({ database, staticDir: '/nonexistent' });
}, 180_000);
afterAll(async () => {
  await app?.close();
  await database?.close();
});

/** percentile_cont: linear interpolation between the closest ranks. */
function percentile(sorted: number[], p: number): number | null {
  if (sorted.length === 0) return null;
  const pos = p * (sorted.length - 1);
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return sorted[lo] + (sorted[hi] - sorted[lo]) * (pos - lo);
}
const r2 = (v: number | null) => (v === null ? null : Math.round(v * 100) / 100);
const pad = (n: number) => String(n).padStart(2, '0');
const dmy = (d: Date) => `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()}`;

describe('get_turnaround on the demo data', () => {
  it('answers what a plain recomputation of the raw rows gives, overall and per hub', async () => {
    const now = new Date();
    const from = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 29);
    const to = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
    const login = await app.inject({
      method: 'POST',
      url: '/rest-auth/',
      payload: { username: 'manager', password: process.env.DEMO_PASSWORD ?? 'demo1234' },
    });
    const res = await app.inject({
      method: 'POST',
      url: '/customqueries/get_turnaround',
      headers: { authorization: `Token ${login.json().token}` },
      payload: { dateone: dmy(from), datetwo: dmy(now) },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const profile = (await database.db.select().from(s.appProfile))[0];
    const target = profile?.target_dropoff_hours ?? 24;
    expect(body.target_hours).toBe(target);

    const rows = (await database.db.select().from(s.umojaDeliveries)).filter(
      (d) =>
        d.date >= from &&
        d.date < to &&
        d.time_of_pickup !== null &&
        d.delivery_status !== 'cancelled' &&
        d.barcode_type !== 'parent' &&
        d.collection_hub !== null,
    );
    const figures = (list: typeof rows) => {
      const done = list
        .filter((d) => d.time_of_dropoff !== null)
        .map((d) => (d.time_of_dropoff!.getTime() - d.time_of_pickup!.getTime()) / 3_600_000)
        .sort((a, b) => a - b);
      const lateOpen = list.filter(
        (d) => d.time_of_dropoff === null && Date.now() - d.time_of_pickup!.getTime() > target * 3_600_000,
      ).length;
      const within = done.filter((h) => h <= target).length;
      return {
        samples: list.length,
        completed: done.length,
        open: list.length - done.length,
        late_open: lateOpen,
        median_hours: r2(percentile(done, 0.5)),
        p90_hours: r2(percentile(done, 0.9)),
        within_target: within,
        share_within_target:
          done.length + lateOpen === 0 ? null : r2((within * 100) / (done.length + lateOpen)),
      };
    };
    expect(rows.length).toBeGreaterThan(0);
    expect(body.summary).toEqual(figures(rows));
    const hubs = new Set(rows.map((d) => d.collection_hub!));
    expect(body.by_hub.map((h: { hub: number }) => h.hub).sort()).toEqual([...hubs].sort());
    for (const h of body.by_hub) {
      const { hub: _hub, hub_name: _name, ...stats } = h;
      expect(stats).toEqual(figures(rows.filter((d) => d.collection_hub === h.hub)));
    }
    expect(body.daily.reduce((n: number, d: { samples: number }) => n + d.samples, 0)).toBe(rows.length);
  });
});
