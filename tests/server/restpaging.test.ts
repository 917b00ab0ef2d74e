/**
 * Bad paging input on the REST lists: a page past the end answers the true count and no
 * rows (never 404), a page_size above the maximum (1000) is clamped, an unknown ordering field answers 400
 * naming it, a page that is not a number answers 400 {page}.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthCentres } from '../../server/db/schema';
import { REST_MAX_PAGE_SIZE } from '../../server/routes/api/router';
import { auth, createFixture, type Fixture } from './fixtures';

let fx: Fixture;
let manager: Record<string, string>;
const EXTRA = 1005;

const get = (url: string) => fx.app.inject({ method: 'GET', url, headers: manager });

beforeAll(async () => {
  fx = await createFixture();
  manager = auth(await fx.login('manager'));
  // more health centres than the largest page
  await fx.database.db.insert(healthCentres).values(
    Array.from({ length: EXTRA }, (_, i) => ({
      HC_code: `HCX${String(i + 1).padStart(5, '0')}`,
      name: `Extra Centre ${String(i + 1).padStart(5, '0')}`,
      collection_hub: fx.hubs.main,
      district: 'Kampala',
    })),
  );
}, 60_000);

afterAll(async () => {
  await fx?.close();
});

describe('REST list paging, bad input', () => {
  it('answers a page past the end with the true count and no rows', async () => {
    const res = await get('/api/healthcentres/?page=99&page_size=50');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ count: EXTRA + 5, next: null, results: [] });
    const items = await get('/api/delivery_items/?page=99&page_size=50');
    expect(items.statusCode).toBe(200);
    expect(items.json()).toMatchObject({ next: null, results: [] });
  });

  it(`clamps page_size to ${REST_MAX_PAGE_SIZE}`, async () => {
    expect(REST_MAX_PAGE_SIZE).toBe(1000);
    const res = await get('/api/healthcentres/?page=1&page_size=100000');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.count).toBe(EXTRA + 5);
    expect(body.results).toHaveLength(1000);
    expect(body.next).toContain('page=2');
    const second = (await get('/api/healthcentres/?page=2&page_size=100000')).json();
    expect(second.results).toHaveLength(EXTRA + 5 - 1000);
  });

  it('refuses an unknown ordering field, naming it', async () => {
    const res = await get('/api/healthcentres/?page=1&page_size=10&ordering=-favourite_colour');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: 'Unknown sort field: favourite_colour' });
    const plain = await get('/api/healthcentres/?ordering=name,nonsense');
    expect(plain.statusCode).toBe(400);
    expect(plain.json()).toEqual({ detail: 'Unknown sort field: nonsense' });
  });

  it('sorts on any field of the row', async () => {
    const res = await get('/api/healthcentres/?page=1&page_size=3&ordering=-HC_code');
    expect(res.statusCode).toBe(200);
    expect(res.json().results.map((h: { HC_code: string }) => h.HC_code)).toEqual([
      'HCX01005',
      'HCX01004',
      'HCX01003',
    ]);
    // the agents' FullName (what the SPA's agent lists sort on) is a field too
    const agents = await get('/api/delivery_agents/?page=1&page_size=50&ordering=-FullName');
    expect(agents.statusCode).toBe(200);
    const names = agents.json().results.map((a: { FullName: string }) => a.FullName);
    expect(names.length).toBeGreaterThan(1);
    expect(names).toEqual([...names].sort().reverse());
  });

  it('refuses a page that is not a number', async () => {
    const res = await get('/api/healthcentres/?page=two&page_size=10');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('page');
  });
});
