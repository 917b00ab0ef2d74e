/**
 * The paging protocol of getclientorder_deliveriesreport and list_facility_visits on the demo seed: the union of
 * the server's pages equals the full report filtered and sorted by the browser's own functions (listQuery,
 * orderTotals, matchesVisitFilter, visitCounters), with the same totals and counters; bad input answers as the
 * protocol says.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../server/db/client';
import { openTestDatabase } from './engine';
import { seedDemo } from '../../server/seed';
import { buildApp } from '../../server/app';
import { applyListParams, sortRows, type ListParams } from '../../src/lib/listQuery';
import { orderNameFilter, orderTotals, type ClientOrder } from '../../src/lib/orders';
import {
  matchesVisitFilter,
  visitCounters,
  visitFilterParams,
  type FacilityVisit,
  type VisitFilter,
} from '../../contract/facilityVisits';

const ORDERS = '/customqueries/getclientorder_deliveriesreport';
const VISITS = '/customqueries/list_facility_visits';
const today = new Date();
const pad = (n: number) => String(n).padStart(2, '0');
const iso = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const daysAgo = (n: number) => new Date(today.getFullYear(), today.getMonth(), today.getDate() - n);

let database: Database;
let app: FastifyInstance;
let admin: Record<string, string>;
let hubco: Record<string, string>;

async function login(username: string): Promise<Record<string, string>> {
  const res = await app.inject({
    method: 'POST',
    url: '/rest-auth/',
    payload: { username, password: process.env.DEMO_PASSWORD ?? 'demo1234' },
  });
  expect(res.statusCode).toBe(200);
  return { authorization: `Token ${res.json().token as string}` };
}

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemo(database.db, { today });
  app = await buildApp({ database, staticDir: '/nonexistent' });
  admin = await login('admin');
  hubco = await login('hubcoordinator');
}, 180_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
});

const range = { dateone: iso(daysAgo(60)), datetwo: iso(today), order_status: '' };

async function orders(fields: Record<string, unknown>, headers = admin) {
  return app.inject({ method: 'POST', url: ORDERS, headers, payload: { ...range, ...fields } });
}

async function visits(query: Record<string, string | number>, headers = admin) {
  return app.inject({
    method: 'GET',
    url: VISITS,
    headers,
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
  });
}

/** Every page of a paged call, concatenated; checks count and the page sizes on the way. */
async function allPages<T>(
  call: (page: number) => Promise<{ statusCode: number; json(): unknown }>,
  pageSize: number,
): Promise<{ rows: T[]; first: Record<string, unknown> }> {
  const rows: T[] = [];
  let first: Record<string, unknown> | null = null;
  for (let page = 1; page < 1000; page++) {
    const res = await call(page);
    expect(res.statusCode).toBe(200);
    const body = res.json() as { count: number; results: T[] };
    first ??= body as unknown as Record<string, unknown>;
    expect(body.count).toBe(first.count);
    expect(body.results.length).toBeLessThanOrEqual(pageSize);
    if (body.results.length === 0) break;
    rows.push(...body.results);
  }
  expect(rows).toHaveLength(first!.count as number);
  return { rows, first: first! };
}

const sortOf = (ordering: string | undefined): ListParams['sort'] =>
  ordering
    ? { field: ordering.replace(/^-/, ''), order: ordering.startsWith('-') ? 'DESC' : 'ASC' }
    : undefined;

describe('getclientorder_deliveriesreport paged', () => {
  let full: ClientOrder[];

  beforeAll(async () => {
    const res = await orders({});
    expect(res.statusCode).toBe(200);
    full = JSON.parse(res.json().report as string) as ClientOrder[];
    expect(full.length).toBeGreaterThan(40);
  });

  it('answers the documented full report when no paging field is sent', async () => {
    const body = (await orders({})).json();
    expect(Object.keys(body)).toEqual(['report']);
  });

  const agentPrefix = () => full.find((o) => o.assigned_agentname)!.assigned_agentname!.slice(0, 3);
  const clientPrefix = () => full[0].clientname.slice(0, 2).toLowerCase();
  const cases: { name: string; filter: () => Record<string, unknown>; ordering?: string }[] = [
    { name: 'no filter, report order', filter: () => ({}) },
    {
      name: 'agent prefix, by client name',
      filter: () => orderNameFilter({ agent: agentPrefix() }),
      ordering: 'clientname',
    },
    {
      name: 'client prefix (any case), total descending',
      filter: () => orderNameFilter({ client: clientPrefix() }),
      ordering: '-order_total',
    },
    { name: 'text search, oldest first', filter: () => ({ q: 'ord0000' }), ordering: 'orig_date' },
    {
      name: 'status and total range, by agent descending',
      filter: () => ({ order_status: 'success', order_total_gte: 1000 }),
      ordering: '-assigned_agentname',
    },
  ];

  for (const c of cases)
    it(`pages give the browser's rows and totals: ${c.name}`, async () => {
      const filter = c.filter();
      const expected = applyListParams(full, { filter, sort: sortOf(c.ordering) }).data;
      const { rows, first } = await allPages<ClientOrder>(
        (page) =>
          orders({
            page,
            page_size: 7,
            filters: JSON.stringify(filter),
            ...(c.ordering ? { ordering: c.ordering } : {}),
          }),
        7,
      );
      expect(rows.map((o) => o.id)).toEqual(expected.map((o) => o.id));
      expect(rows).toEqual(expected);
      expect(first.totals).toEqual(orderTotals(expected));
      expect(expected.length).toBeGreaterThan(0);
    });

  it('a page past the end is empty with the true count; page_size is clamped to 500', async () => {
    const past = await orders({ page: 999, page_size: 10 });
    expect(past.statusCode).toBe(200);
    expect(past.json()).toMatchObject({ count: full.length, results: [] });
    const huge = await orders({ page: 1, page_size: 100000 });
    expect(huge.statusCode).toBe(200);
    expect(huge.json().results).toHaveLength(Math.min(500, full.length));
  });

  it('refuses an unknown sort field, an unknown filter and a page that is not a number', async () => {
    const sort = await orders({ page: 1, page_size: 10, ordering: '-nonsense' });
    expect(sort.statusCode).toBe(400);
    expect(sort.json()).toEqual({ message: 'Unknown sort field: nonsense' });
    const filter = await orders({ page: 1, filters: JSON.stringify({ colour: 'red' }) });
    expect(filter.statusCode).toBe(400);
    expect(filter.json()).toEqual({ message: 'Unknown filter: colour' });
    const page = await orders({ page: 'two' });
    expect(page.statusCode).toBe(400);
    expect(page.json().message).toMatch(/^page /);
    const size = await orders({ page: 1, page_size: 'x' });
    expect(size.statusCode).toBe(400);
    expect(size.json().message).toMatch(/^page_size /);
  });
});

describe('list_facility_visits paged', () => {
  let full: FacilityVisit[];

  beforeAll(async () => {
    const res = await visits({});
    expect(res.statusCode).toBe(200);
    full = JSON.parse(res.json().report as string) as FacilityVisit[];
    expect(full.length).toBeGreaterThan(20);
  });

  const some = () => full[Math.floor(full.length / 2)];
  const cases: { name: string; filter: () => VisitFilter; ordering?: string }[] = [
    { name: 'no filter, newest first', filter: () => ({}) },
    {
      name: 'one agent, by facility name',
      filter: () => ({ agent: some().agent }),
      ordering: 'facility_name',
    },
    { name: 'hubs only, oldest first', filter: () => ({ kind: 'hub' }), ordering: 'visit_date' },
    {
      name: 'one facility in a date range',
      filter: () => {
        const v = full.find((x) => x.health_center !== null)!;
        return { kind: 'health_center', facility: v.health_center, from: iso(daysAgo(30)), to: iso(today) };
      },
    },
    {
      name: 'text search, by agent name descending',
      filter: () => ({ q: some().agent_name!.split(' ')[0].toUpperCase() }),
      ordering: '-agent_name',
    },
  ];

  for (const c of cases)
    it(`pages give the screen's rows and counters: ${c.name}`, async () => {
      const filter = c.filter();
      const expected = sortRows(
        full.filter((v) => matchesVisitFilter(v, filter)),
        sortOf(c.ordering),
      );
      expect(expected.length).toBeGreaterThan(0);
      const { rows, first } = await allPages<FacilityVisit>(
        (page) =>
          visits({
            page,
            page_size: 9,
            today: iso(today),
            filters: JSON.stringify(visitFilterParams(filter)),
            ...(c.ordering ? { ordering: c.ordering } : {}),
          }),
        9,
      );
      expect(rows).toEqual(expected);
      expect(first.counters).toEqual(visitCounters(full, today));
    });

  it('a hub coordinator stays scoped to the hub', async () => {
    const mine = JSON.parse((await visits({}, hubco)).json().report as string) as FacilityVisit[];
    expect(mine.length).toBeLessThan(full.length);
    const { rows, first } = await allPages<FacilityVisit>(
      (page) => visits({ page, page_size: 50, today: iso(today) }, hubco),
      50,
    );
    expect(rows).toEqual(mine);
    expect(first.counters).toEqual(visitCounters(mine, today));
  });

  it('bad input: past the end, clamped size, unknown sort field', async () => {
    const past = await visits({ page: 500, page_size: 10 });
    expect(past.statusCode).toBe(200);
    expect(past.json()).toMatchObject({ count: full.length, results: [] });
    const huge = await visits({ page: 1, page_size: 100000 });
    expect(huge.json().results).toHaveLength(Math.min(500, full.length));
    const sort = await visits({ page: 1, ordering: 'shoe_size' });
    expect(sort.statusCode).toBe(400);
    expect(sort.json()).toEqual({ message: 'Unknown sort field: shoe_size' });
  });
});
