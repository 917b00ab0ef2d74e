/**
 * The paged deliveries report (README "Paging report calls") on the demo seed: the union of every page of
 * the paged answer is the full report filtered, sorted and paged by the SPA's own browser functions.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../server/db/client';
import { openTestDatabase } from './engine';
import { buildApp } from '../../server/app';
import { seedDemo } from '../../server/seed';
import { applyListParams } from '../../src/lib/listQuery';
import { shapeDeliveryPage, shapeDeliveryRows } from '../../src/lib/deliveries';
import { getBarcodeIndex, searchBarcode } from '../../src/lib/barcodeSearch';
import type { DeliveryRow } from '../../src/lib/deliveries';
import { endpoints, type ReportList } from '../../src/providers/endpoints';
import { setReportChunkRows } from '../../server/routes/customqueries/deliveries/stream';
import zlib from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { rowsOf } from '../../server/db/rows';
import { readReportAnswer } from '../../src/providers/reportStream';
import { umojaDeliveries } from '../../server/db/schema';

const REPORT = '/customqueries/getumoja_deliveriesreport';
const PASSWORD = 'demo1234';
const today = new Date();
const iso = (d: Date) => d.toISOString().slice(0, 10);
const from = iso(new Date(today.getFullYear(), today.getMonth(), today.getDate() - 20));
const to = iso(today);
const list = endpoints.deliveries.list as ReportList;

let database: Database;
let app: FastifyInstance;
const tokens: Record<string, string> = {};

type Row = Record<string, unknown>;

async function post(user: string, body: Record<string, unknown>) {
  return app.inject({
    method: 'POST',
    url: REPORT,
    headers: { authorization: `Token ${tokens[user]}` },
    payload: body,
  });
}

/** The documented arguments the SPA sends for a filter (dates, status, hub). */
const args = (filter: Row) => list.args({ dateone: from, datetwo: to, ...filter });

/** The full report, shaped as the SPA does (withIds is a no-op: every row has an id). */
async function fullRows(user: string, filter: Row = {}): Promise<Row[]> {
  const res = await post(user, args(filter));
  expect(res.statusCode).toBe(200);
  return shapeDeliveryRows(JSON.parse(res.json().report as string) as Row[]);
}

/** Every page of the paged answer, with the paging fields the SPA builds for the same list params. */
async function allPages(
  user: string,
  filter: Row,
  sort: { field: string; order: string },
  perPage: number,
): Promise<{ rows: Row[]; counts: number[]; tabCounts: unknown }> {
  const rows: Row[] = [];
  const counts: number[] = [];
  let tabCounts: unknown;
  for (let page = 1; page < 1000; page++) {
    const browserFilter = Object.fromEntries(
      Object.entries(filter).filter(([k]) => !list.argKeys.includes(k)),
    );
    const body = { ...args(filter), ...list.paging!.args({ page, perPage, filter: browserFilter, sort }) };
    const res = await post(user, body);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json() as { count: number; results: Row[]; tab_counts: unknown };
    counts.push(answer.count);
    tabCounts = answer.tab_counts;
    if (answer.results.length === 0) break;
    rows.push(...shapeDeliveryPage(answer.results));
  }
  return { rows, counts, tabCounts };
}

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemo(database.db, { today, password: PASSWORD });
  app = await buildApp({ database, staticDir: '/nonexistent' });
  for (const user of ['manager', 'hubcoordinator']) {
    const res = await app.inject({
      method: 'POST',
      url: '/rest-auth/',
      payload: { username: user, password: PASSWORD },
    });
    tokens[user] = res.json().token as string;
  }
}, 180_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
});

const CASES: { name: string; filter: Row; sort: { field: string; order: string }; perPage: number }[] = [
  {
    name: 'single tab, report order',
    filter: { tracking: 'single' },
    sort: { field: '', order: 'ASC' },
    perPage: 50,
  },
  {
    name: 'batch tab, report order',
    filter: { tracking: 'batch' },
    sort: { field: '', order: 'ASC' },
    perPage: 37,
  },
  {
    name: 'single tab by date, oldest first',
    filter: { tracking: 'single' },
    sort: { field: 'date_ts', order: 'ASC' },
    perPage: 100,
  },
  {
    name: 'batch tab by turnaround, longest first',
    filter: { tracking: 'batch' },
    sort: { field: 'turnaround_seconds', order: 'DESC' },
    perPage: 100,
  },
  {
    name: 'items total ascending, delivered only',
    filter: { tracking: 'single', delivery_status: 'delivered' },
    sort: { field: 'items_total', order: 'ASC' },
    perPage: 100,
  },
  {
    name: 'agent, pickup point and destination filters (contains)',
    filter: {
      tracking: 'single',
      agent_account_name_contains: 'a',
      pickup_point_contains: 'hc',
      destination_contains: 'cphl',
    },
    sort: { field: '', order: 'ASC' },
    perPage: 20,
  },
  {
    name: 'no tab, q search',
    filter: { q: 'jinja' },
    sort: { field: 'date_ts', order: 'DESC' },
    perPage: 100,
  },
  {
    name: 'exact, prefix, gte and lte operators',
    filter: {
      delivery_mode: 'motorcycle',
      barcode_prefix: '6',
      items_total_gte: 2,
      items_total_lte: 9,
      time_of_pickup_gte: '08:00',
    },
    sort: { field: 'items_total', order: 'DESC' },
    perPage: 100,
  },
];

describe('paged deliveries report = the SPA browser path on the full report', () => {
  for (const c of CASES)
    it(c.name, async () => {
      const full = await fullRows('manager', c.filter);
      const browserFilter = Object.fromEntries(
        Object.entries(c.filter).filter(([k]) => !list.argKeys.includes(k)),
      );
      const expected = applyListParams(full, { filter: browserFilter, sort: c.sort }).data;
      const paged = await allPages('manager', c.filter, c.sort, c.perPage);
      expect(expected.length).toBeGreaterThan(0);
      expect(paged.rows.map((r) => r.id)).toEqual(expected.map((r) => r.id));
      expect(paged.rows).toEqual(expected);
      // every page tells the true count
      expect(new Set(paged.counts)).toEqual(new Set([expected.length]));
      // the tab counts are those of the current filters
      const { tracking: _tab, ...others } = browserFilter;
      const all = applyListParams(full, { filter: others }).data;
      expect(paged.tabCounts).toEqual({
        single: all.filter((r) => r.tracking === 'single').length,
        batch: all.filter((r) => r.tracking === 'batch').length,
      });
    });

  it('the barcode search answers the rows the browser search finds, giving the same results modal', async () => {
    const full = (await fullRows('manager')) as unknown as DeliveryRow[];
    const parent = full.find((r) => r.barcode_type === 'parent' && r.barcode)!;
    const child = full.find((r) => r.barcode_type === 'child' && r.parent_code)!;
    // a child barcode that only a parent row's delivery items mention
    const nested = full
      .flatMap((r) => (r.delivery_items ?? []).flatMap((it) => it.children ?? []))
      .map((c) => String(c.barcode))
      .find((code) => !full.some((r) => String(r.barcode).toLowerCase() === code.toLowerCase()));
    const index = getBarcodeIndex(full);
    for (const needle of [
      String(parent.barcode).toUpperCase(),
      String(child.barcode).slice(2).toLowerCase(),
      ...(nested ? [nested.slice(1)] : []),
      '1',
      '12',
      ' 07 ',
      'zz-none',
    ]) {
      const answer = { count: -1, results: [] as Row[] };
      for (let page = 1; page === 1 || answer.results.length < answer.count; page++) {
        const res = await post('manager', { ...args({}), barcode_search: needle, page, page_size: 500 });
        expect(res.statusCode).toBe(200);
        const part = res.json() as { count: number; results: Row[] };
        if (page > 1) expect(part.count).toBe(answer.count);
        answer.count = part.count;
        answer.results.push(...part.results);
        if (part.results.length === 0) break;
      }
      const rows = shapeDeliveryPage(answer.results) as unknown as DeliveryRow[];
      const browser = searchBarcode(full, needle);
      const server = searchBarcode(rows, needle);
      // the very rows whose codes contain the needle, newest first
      const n = needle.trim().toLowerCase();
      const expectedIds = full.filter((_, i) => index.haystacks[i].includes(n)).map((r) => r.id);
      expect(rows.map((r) => r.id).sort()).toEqual([...expectedIds].sort());
      expect(answer.count).toBe(rows.length);
      expect(server.map((r) => r.key)).toEqual(browser.map((r) => r.key));
      expect(server).toEqual(browser);
      if (needle === 'zz-none') expect(answer.count).toBe(0);
      else expect(answer.count).toBeGreaterThan(0);
    }
  });
  it('the barcode search sees a barcode changed by an edit and forgets a deleted delivery', async () => {
    const full = await fullRows('manager');
    const row = full.find((r) => r.barcode_type === 'child')!;
    const search = async (needle: string) => {
      const res = await post('manager', { ...args({}), barcode_search: needle, page: 1, page_size: 50 });
      expect(res.statusCode).toBe(200);
      return res.json() as { count: number; results: Row[] };
    };
    expect((await search('zq-edited')).count).toBe(0);
    const edit = await app.inject({
      method: 'POST',
      url: `/customqueries/update_umoja_delivery/${String(row.id)}`,
      headers: { authorization: `Token ${tokens.manager}` },
      payload: {
        delivery_number: row.delivery_number,
        delivery_status: row.delivery_status,
        agent_account: row.agent_account,
        delivery_type: row.delivery_type,
        pickup_point: row.pickup_point,
        destination: row.destination,
        date: row.orig_date,
        barcode: 'ZQ-EDITED-1',
      },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const found = await search('Zq-Edited');
    expect(found.count).toBe(1);
    expect(found.results[0]).toMatchObject({ id: row.id, barcode: 'ZQ-EDITED-1' });
    const removed = await app.inject({
      method: 'DELETE',
      url: `/customqueries/delete_umoja_delivery/${String(row.id)}`,
      headers: { authorization: `Token ${tokens.manager}` },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await search('zq-edited')).count).toBe(0);
  });
});

describe('bad input', () => {
  it('a page past the end answers an empty page with the true count', async () => {
    const total = (await fullRows('manager')).filter((r) => r.tracking === 'single').length;
    const res = await post('manager', { ...args({}), tab: 'single', page: 100000, page_size: 50 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ count: total, results: [] });
  });

  it('a page size above the maximum is clamped to 500', async () => {
    const res = await post('manager', { ...args({}), page: 1, page_size: 100000 });
    expect(res.statusCode).toBe(200);
    const answer = res.json() as { count: number; results: Row[] };
    expect(answer.count).toBeGreaterThan(500);
    expect(answer.results).toHaveLength(500);
  });

  it('an unknown sort field answers 400 naming it', async () => {
    const res = await post('manager', { ...args({}), page: 1, ordering: 'nope' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Unknown sort field: nope' });
    const desc = await post('manager', { ...args({}), page: 1, ordering: '-nope' });
    expect(desc.json()).toEqual({ message: 'Unknown sort field: nope' });
  });

  it('an unknown filter answers 400 naming it; a page that is not a number names the field', async () => {
    const res = await post('manager', { ...args({}), filters: JSON.stringify({ colour_contains: 'red' }) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Unknown filter: colour_contains' });
    const page = await post('manager', { ...args({}), page: 'two' });
    expect(page.statusCode).toBe(400);
    expect(res.json().message).toMatch(/filter/);
    expect(page.json().message).toMatch(/^page /);
    const size = await post('manager', { ...args({}), page: 1, page_size: 'x' });
    expect(size.json().message).toMatch(/^page_size /);
  });

  it('answers bad paging input with the messages of every other paged report (one compiler)', async () => {
    const page = await post('manager', { ...args({}), page: 'two' });
    expect(page.json()).toEqual({ message: 'page must be a whole number of at least 1' });
    const size = await post('manager', { ...args({}), page: 1, page_size: '0' });
    expect(size.json()).toEqual({ message: 'page_size must be a whole number of at least 1' });
    const filters = await post('manager', { ...args({}), page: 1, filters: '{"q":' });
    expect(filters.statusCode).toBe(400);
    expect(filters.json()).toEqual({ message: 'filters must be the JSON text of an object' });
  });

  it('without any paging field the documented full report is answered', async () => {
    const res = await post('manager', args({}));
    expect(Object.keys(res.json())).toEqual(['report']);
  });
});

describe('the documented full report, read in chunks', () => {
  it('is the same answer whatever the chunk size: every row once, oldest first by date then id', async () => {
    const whole = await post('manager', args({}));
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toMatch(/^application\/json/);
    const rows = JSON.parse((whole.json() as { report: string }).report) as Row[];
    expect(rows.length).toBeGreaterThan(50);
    const before = setReportChunkRows(7);
    try {
      const chunked = await post('manager', args({}));
      expect(chunked.statusCode).toBe(200);
      expect(chunked.body).toBe(whole.body);
      // a range with no rows, and one chunk exactly full
      const none = await post('manager', { ...args({}), dateone: '2001-01-01', datetwo: '2001-01-02' });
      expect(none.json()).toEqual({ report: '[]' });
      setReportChunkRows(rows.length);
      expect((await post('manager', args({}))).body).toBe(whole.body);
      // a first chunk smaller than the others (as the server reads by default)
      setReportChunkRows(7, 3);
      expect((await post('manager', args({}))).body).toBe(whole.body);
      setReportChunkRows(rows.length, 5);
      expect((await post('manager', args({}))).body).toBe(whole.body);
    } finally {
      setReportChunkRows(...before);
    }
    const keys = rows.map((r) => [String(r.orig_date), Number(r.id)] as const);
    const sorted = [...keys].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] - b[1]));
    expect(keys).toEqual(sorted);
    expect(new Set(keys.map((k) => k[1])).size).toBe(rows.length);
  });

  it("escapes the rows' JSON text exactly as the database's to_json does (quotes, backslashes, control characters, any script)", async () => {
    const note = 'He said "received" \\ C:\\lab\\box\n\ttab \u0001 \u001f ünï ✓ 😀 \u2028 </script>';
    const [first] = await database.db
      .select({ id: umojaDeliveries.id })
      .from(umojaDeliveries)
      .orderBy(umojaDeliveries.id)
      .limit(1);
    const [before] = await database.db
      .select({ note: umojaDeliveries.receivers_note, date: umojaDeliveries.date })
      .from(umojaDeliveries)
      .where(eq(umojaDeliveries.id, first.id));
    await database.db
      .update(umojaDeliveries)
      .set({ receivers_note: note, date: new Date() })
      .where(eq(umojaDeliveries.id, first.id));
    try {
      const chunkBefore = setReportChunkRows(3);
      try {
        const res = await post('manager', args({}));
        expect(res.statusCode).toBe(200);
        const report = (res.json() as { report: string }).report;
        const row = (JSON.parse(report) as Row[]).find((r) => r.id === first.id);
        expect(row?.receivers_note).toBe(note);
        // the answer's bytes are {"report": <the report text as the database writes it as a JSON string>}
        const [escaped] = await rowsOf<{ text: string }>(
          database.db,
          sql`select to_json(${report}::text)::text as text`,
        );
        expect(res.body).toBe(`{"report":${escaped.text}}`);
        // the SPA, reading these bytes as they arrive in small pieces, gets the same rows
        const bytes = new TextEncoder().encode(res.body);
        const stream = new ReadableStream<Uint8Array>({
          start(controller) {
            for (let i = 0; i < bytes.length; i += 997) controller.enqueue(bytes.slice(i, i + 997));
            controller.close();
          },
        });
        const read = await readReportAnswer(
          new Response(stream, { headers: { 'content-type': 'application/json' } }),
        );
        expect(read).toEqual({ report: JSON.parse(report) as unknown });
      } finally {
        setReportChunkRows(...chunkBefore);
      }
    } finally {
      await database.db
        .update(umojaDeliveries)
        .set({ receivers_note: before.note, date: before.date })
        .where(eq(umojaDeliveries.id, first.id));
    }
  });
});

describe('the documented full report, compressed', () => {
  it('answers the same bytes compressed with brotli or gzip, across chunk boundaries', async () => {
    const before = setReportChunkRows(9, 4);
    try {
      const plain = await post('manager', args({}));
      expect(plain.headers['content-encoding']).toBeUndefined();
      for (const [encoding, decompress] of [
        ['br', zlib.brotliDecompressSync],
        ['gzip', zlib.gunzipSync],
      ] as const) {
        const res = await app.inject({
          method: 'POST',
          url: REPORT,
          headers: { authorization: `Token ${tokens.manager}`, 'accept-encoding': encoding },
          payload: args({}),
        });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-encoding']).toBe(encoding);
        expect(decompress(res.rawPayload).toString('utf8')).toBe(plain.body);
      }
    } finally {
      setReportChunkRows(...before);
    }
  });
});

describe('hub coordinator', () => {
  it('stays scoped to their hub whatever hub is sent', async () => {
    const own = await fullRows('hubcoordinator');
    expect(own.length).toBeGreaterThan(0);
    const hubs = new Set(own.map((r) => r.collection_hub));
    expect(hubs.size).toBe(1);
    const other = (await fullRows('manager')).find((r) => !hubs.has(r.collection_hub))!;
    const paged = await allPages(
      'hubcoordinator',
      { hub: other.collection_hub },
      { field: '', order: 'ASC' },
      500,
    );
    expect(paged.rows.map((r) => r.id)).toEqual(own.map((r) => r.id));
    expect(paged.counts[0]).toBe(own.length);
    // a hub that is not an id: refused for a manager, ignored for a hub coordinator (always their own hub)
    const bad = await post('manager', { ...args({}), hub: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: 'Invalid hub' });
    expect((await fullRows('hubcoordinator', { hub: 'x' })).map((r) => r.id)).toEqual(own.map((r) => r.id));
  });
});

describe('the counts and ids kept for 20 s', () => {
  it('are dropped when any instance on the database writes deliveries, not on other writes', async () => {
    const body = () => ({
      ...args({}),
      ...list.paging!.args({
        page: 1,
        perPage: 10,
        filter: { tracking: 'single' },
        sort: { field: '', order: 'ASC' },
      }),
    });
    const count = async () => {
      const res = await post('manager', body());
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { count: number }).count;
    };
    const before = await count();
    const [first] = (await post('manager', body())).json().results as { id: number }[];
    // another instance deletes a delivery: this one's kept count does not know yet
    await database.db.delete(umojaDeliveries).where(eq(umojaDeliveries.id, first.id));
    expect(await count()).toBe(before);
    const other = await buildApp({ database, staticDir: '/nonexistent' });
    try {
      other.changes.publish('/api/samples/3/');
      expect(await count()).toBe(before);
      // the other instance's "data changed" signal of a delivery write reaches this one
      other.changes.publish(`/customqueries/delete_umoja_delivery/${first.id}`);
      await expect.poll(count, { timeout: 5000 }).toBe(before - 1);
    } finally {
      await other.close();
    }
  });
});
