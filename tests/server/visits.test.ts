import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentFacilityVisits, collectionHubs } from '../../server/db/schema';
import type { FacilityVisit as Visit } from '../../contract/facilityVisits';
import { createFixture, type Fixture, roleHeaders, type Headers, hubPlaces, sendJson } from './fixtures';

let fx: Fixture;
let admin: Headers, manager: Headers, staff: Headers, hubco: Headers;
let alice: number; // main hub
let denis: number; // north hub
let mulago: number; // health centre of the main hub
let lacor: number; // health centre of the north hub
const ids: Record<string, number> = {};

const LIST = '/customqueries/list_facility_visits';
const API = '/api/agent_facility_visits/';

beforeAll(async () => {
  fx = await createFixture();
  ({ admin, manager, staff, hubco } = await roleHeaders(fx));
  const db = fx.database.db;
  ({ alice, denis, mulago, lacor } = await hubPlaces(fx));
  const hubs = await db.select({ id: collectionHubs.id }).from(collectionHubs);
  expect(hubs).toHaveLength(2);
  const main = fx.hubs.main;
  const north = fx.hubs.north;
  const visit = (
    key: string,
    agentId: number,
    facility_type: string,
    facility: { hc?: number; hub?: number },
    visit_date: string,
    visit_time: string,
  ) => ({
    key,
    row: {
      agent: agentId,
      facility_type,
      health_center: facility.hc ?? null,
      collection_hub: facility.hub ?? null,
      addres: `Address of ${key}`,
      location_latitude: 0.35,
      location_longitude: 32.58,
      visit_date,
      visit_time,
      visit_notes: `Notes of ${key}`,
    },
  });
  const rows = [
    visit('hc1', alice, 'Healthcenter', { hc: mulago }, '2024-05-13', '09:15:00'),
    visit('hc2', alice, 'health_center', { hc: mulago }, '2024-05-14', '08:00:00'),
    visit('hc3', denis, '  Health center ', { hc: lacor }, '2024-05-14', '10:30:00'),
    visit('hub1', alice, 'Hub', { hub: main }, '2024-05-12', '17:45:10'),
    visit('hub2', denis, 'collection_hub', { hub: north }, '2024-05-14', '16:00:00'),
    visit('hub3', alice, 'COLLECTION HUB', { hub: main }, '2024-05-10', '07:00:00'),
  ];
  for (const { key, row } of rows) {
    const [created] = await db
      .insert(agentFacilityVisits)
      .values(row)
      .returning({ id: agentFacilityVisits.id });
    ids[key] = created.id;
  }
});
afterAll(async () => fx.close());

const get = (url: string, headers: Record<string, string>) => sendJson(fx.app, 'GET', url, headers);
const report = (body: { report: string }) => JSON.parse(body.report) as Visit[];

describe('GET /customqueries/list_facility_visits', () => {
  it('answers every visit, newest first, as JSON text with the names and the folded kind', async () => {
    const res = await get(LIST, manager);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(typeof body.report).toBe('string');
    const visits = report(body);
    expect(body.count).toBe(6);
    expect(visits.map((v) => v.id)).toEqual([ids.hub2, ids.hc3, ids.hc2, ids.hc1, ids.hub1, ids.hub3]);
    const hc3 = visits.find((v) => v.id === ids.hc3)!;
    expect(hc3).toEqual({
      id: ids.hc3,
      agent: denis,
      agent_name: 'Denis Opio',
      agent_code: 'AG0004',
      facility_type: '  Health center ',
      facility_kind: 'health_center',
      facility_name: 'Lacor Health Centre',
      health_center: lacor,
      health_center_name: 'Lacor Health Centre',
      collection_hub: null,
      collection_hub_name: null,
      addres: 'Address of hc3',
      location_latitude: 0.35,
      location_longitude: 32.58,
      visit_date: '2024-05-14',
      visit_time: '10:30:00',
      visit_notes: 'Notes of hc3',
    });
    const hub1 = visits.find((v) => v.id === ids.hub1)!;
    expect(hub1).toMatchObject({
      facility_type: 'Hub',
      facility_kind: 'hub',
      collection_hub: fx.hubs.main,
      collection_hub_name: 'Kampala Main Hub',
      facility_name: 'Kampala Main Hub',
      visit_time: '17:45:10',
    });
  });

  it('folds all six spellings into two kinds, keeping the stored facility_type', async () => {
    const visits = report((await get(LIST, admin)).json());
    const kinds = Object.fromEntries(visits.map((v) => [v.facility_type, v.facility_kind]));
    expect(kinds).toEqual({
      Healthcenter: 'health_center',
      health_center: 'health_center',
      '  Health center ': 'health_center',
      Hub: 'hub',
      collection_hub: 'hub',
      'COLLECTION HUB': 'hub',
    });
  });

  it("gives a hub coordinator only the visits of their hub's agents", async () => {
    const res = await get(LIST, hubco);
    expect(res.statusCode).toBe(200);
    const visits = report(res.json());
    expect(visits.map((v) => v.id).sort()).toEqual([ids.hc1, ids.hc2, ids.hub1, ids.hub3].sort());
    expect(new Set(visits.map((v) => v.agent))).toEqual(new Set([alice]));
  });

  it('refuses staff without view_agent_activities (403) and anonymous callers (401)', async () => {
    const res = await get(LIST, staff);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: expect.any(String) });
    expect((await get(LIST, {})).statusCode).toBe(401);
  });
});

describe('/api/agent_facility_visits', () => {
  it('lists with the derived fields, newest first, and filters by agent, facility_type and facility_kind', async () => {
    const all = (await get(API, manager)).json() as Visit[];
    expect(all.map((v) => v.id)).toEqual([ids.hub2, ids.hc3, ids.hc2, ids.hc1, ids.hub1, ids.hub3]);
    expect(all[0]).toMatchObject({
      agent_name: 'Denis Opio',
      facility_kind: 'hub',
      facility_name: 'Gulu North Hub',
    });

    const byAgent = (await get(`${API}?agent=${denis}`, manager)).json() as Visit[];
    expect(byAgent.map((v) => v.id).sort()).toEqual([ids.hc3, ids.hub2].sort());

    const byType = (await get(`${API}?facility_type=collection_hub`, manager)).json() as Visit[];
    expect(byType.map((v) => v.id)).toEqual([ids.hub2]);

    const hubs = (await get(`${API}?facility_kind=hub`, manager)).json() as Visit[];
    expect(hubs.map((v) => v.id).sort()).toEqual([ids.hub1, ids.hub2, ids.hub3].sort());

    const paged = (await get(`${API}?facility_kind=health_center&page=1&page_size=2`, manager)).json();
    expect(paged.count).toBe(3);
    expect(paged.results.map((v: Visit) => v.id)).toEqual([ids.hc3, ids.hc2]);

    const bad = await get(`${API}?facility_kind=clinic`, manager);
    expect(bad.statusCode).toBe(400);
  });

  it('searches agent, facility and notes', async () => {
    const byFacility = (await get(`${API}?search=lacor`, manager)).json() as Visit[];
    expect(byFacility.map((v) => v.id)).toEqual([ids.hc3]);
    const byNotes = (
      await get(`${API}?search=${encodeURIComponent('Notes of hub1')}`, manager)
    ).json() as Visit[];
    expect(byNotes.map((v) => v.id)).toEqual([ids.hub1]);
    const byAgent = (await get(`${API}?search=opio`, manager)).json() as Visit[];
    expect(byAgent).toHaveLength(2);
  });

  it('refuses staff: list 403 and DELETE 403, and the visit stays', async () => {
    expect((await get(API, staff)).statusCode).toBe(403);
    const res = await sendJson(fx.app, 'DELETE', `${API}${ids.hc1}/`, staff);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: expect.any(String) });
    expect((await get(`${API}${ids.hc1}/`, manager)).statusCode).toBe(200);
  });

  it("lets a hub coordinator delete only their hub's visits", async () => {
    const other = await sendJson(fx.app, 'DELETE', `${API}${ids.hub2}/`, hubco);
    expect(other.statusCode).toBe(404);
    expect((await get(`${API}${ids.hub2}/`, manager)).statusCode).toBe(200);

    const own = await sendJson(fx.app, 'DELETE', `${API}${ids.hub3}/`, hubco);
    expect(own.statusCode).toBe(204);
    expect((await get(`${API}${ids.hub3}/`, manager)).statusCode).toBe(404);
  });

  it('lets a manager delete a visit: it leaves the report', async () => {
    const res = await sendJson(fx.app, 'DELETE', `${API}${ids.hc2}/`, manager);
    expect(res.statusCode).toBe(204);
    const visits = report((await get(LIST, manager)).json());
    expect(visits.map((v) => v.id)).not.toContain(ids.hc2);
    expect(visits).toHaveLength(4);
  });

  it('does not create or update visits (405)', async () => {
    const post = await sendJson(fx.app, 'POST', API, manager, {});
    expect(post.statusCode).toBe(405);
    const put = await sendJson(fx.app, 'PUT', `${API}${ids.hc1}/`, manager, {});
    expect(put.statusCode).toBe(405);
  });
});
