import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { collectionHubs, districts, healthCentres, regions } from '../../server/db/schema';
import {
  fixtureWithRoles,
  type Fixture,
  type Headers,
  sendForm,
  reportRows,
  rowCount,
  refusedForm,
  sendJson,
} from './fixtures';

let fx: Fixture;
let admin: Headers, manager: Headers, staff: Headers, hubco: Headers;
const ids = { central: 0, northern: 0, western: 0, kampala: 0, wakiso: 0, gulu: 0, lira: 0 };
let wakisoHub = 0;

beforeAll(async () => {
  ({ fx, admin, manager, staff, hubco } = await fixtureWithRoles());
  const db = fx.database.db;
  const [northern, central, western] = await db
    .insert(regions)
    .values([{ name: 'Northern' }, { name: 'Central' }, { name: 'Western' }])
    .returning({ id: regions.id });
  Object.assign(ids, { central: central.id, northern: northern.id, western: western.id });
  const [wakiso, kampala, lira, gulu] = await db
    .insert(districts)
    .values([
      { district_name: 'Wakiso', region: central.id },
      { district_name: 'Kampala', region: central.id },
      { district_name: 'Lira', region: northern.id },
      { district_name: 'Gulu', region: northern.id },
    ])
    .returning({ id: districts.id });
  Object.assign(ids, { wakiso: wakiso.id, kampala: kampala.id, lira: lira.id, gulu: gulu.id });
  // a second hub of the Central region, in another district than the fixture's Kampala hub
  const [hub] = await db
    .insert(collectionHubs)
    .values({ HB_code: 'HB0100', name: 'Entebbe Hub', district: 'Wakiso', region: 'Central' })
    .returning({ id: collectionHubs.id });
  wakisoHub = hub.id;
});
afterAll(async () => fx.close());

const get = (url: string, headers: Record<string, string>) => sendJson(fx.app, 'GET', url, headers);
const post = (url: string, headers: Record<string, string>, fields: Record<string, string> = {}) => {
  return sendForm(fx.app, 'POST', url, headers, fields);
};
const put = (url: string, headers: Record<string, string>, fields: Record<string, string>) => {
  return sendForm(fx.app, 'PUT', url, headers, fields);
};
const del = (url: string, headers: Record<string, string>) => sendJson(fx.app, 'DELETE', url, headers);

/** The field errors of a manager's create at `url` that is refused with 400. */
const refusal = (url: string, fields: Record<string, string>): Promise<Record<string, string[]>> =>
  refusedForm(fx.app, url, manager, fields);

/**
 * A manager's creates at `url` are refused with 400 and write nothing: `fields` lacking every one of `required`
 * answers 'This field is required.' for each, and each of `partial` answers errors for exactly its named fields.
 */
async function expectCreatesRefused(
  url: string,
  table: PgTable,
  fields: Record<string, string>,
  required: string[],
  partial: [Record<string, string>, string[]][],
) {
  const before = await rowCount(fx, table);
  expect(await refusal(url, fields)).toEqual(
    Object.fromEntries(required.map((name) => [name, ['This field is required.']])),
  );
  for (const [body, named] of partial) expect(Object.keys(await refusal(url, body)).sort()).toEqual(named);
  expect(await rowCount(fx, table)).toBe(before);
}

/** A manager deletes `url` (204), and it is gone (404). */
async function expectDeleted(url: string) {
  expect((await del(url, manager)).statusCode).toBe(204);
  expect((await get(url, manager)).statusCode).toBe(404);
}

/**
 * Staff and a hub coordinator may read the geography but not write it: creating at `list`, updating and
 * deleting `item` each answer 403 with the permission message.
 */
async function expectWritesRefused(
  list: string,
  item: string,
  create: Record<string, string>,
  update: Record<string, string>,
) {
  for (const who of [staff, hubco]) {
    const created = await post(list, who, create);
    expect(created.statusCode).toBe(403);
    expect(created.json()).toEqual({ detail: 'You do not have permission to perform this action.' });
    expect((await put(item, who, update)).statusCode).toBe(403);
    expect((await del(item, who)).statusCode).toBe(403);
  }
}

/** The list held as JSON text in `report`. */
async function report<T = Record<string, unknown>>(
  name: string,
  headers: Record<string, string>,
  fields: Record<string, string> = {},
): Promise<T[]> {
  return reportRows<T>(await post(`/customqueries/${name}`, headers, fields));
}

describe('cascading filter queries', () => {
  it('get_regions answers every region as {id, name}, ordered by name', async () => {
    const rows = await report('get_regions', manager);
    expect(rows).toEqual([
      { id: ids.central, name: 'Central' },
      { id: ids.northern, name: 'Northern' },
      { id: ids.western, name: 'Western' },
    ]);
    // a JSON call with no payload works too
    const json = await sendJson(fx.app, 'POST', '/customqueries/get_regions', manager);
    expect(JSON.parse(json.json().report)).toHaveLength(3);
  });

  it('get_districts answers all districts without a region, and those of one region by id or by name', async () => {
    const all = await report('get_districts', manager, { region: '' });
    expect(all.map((d) => d.district_name)).toEqual(['Gulu', 'Kampala', 'Lira', 'Wakiso']);
    expect(all[1]).toEqual({
      id: ids.kampala,
      district_name: 'Kampala',
      region: ids.central,
      region_name: 'Central',
    });
    const byId = await report('get_districts', manager, { region: String(ids.northern) });
    expect(byId.map((d) => d.district_name)).toEqual(['Gulu', 'Lira']);
    const byName = await report('get_districts', manager, { region: 'central' });
    expect(byName.map((d) => d.district_name)).toEqual(['Kampala', 'Wakiso']);
    expect(byName.every((d) => d.region === ids.central && d.region_name === 'Central')).toBe(true);
    expect(await report('get_districts', manager, { region: 'Western' })).toEqual([]);
    expect(await report('get_districts', manager, { region: 'Atlantis' })).toEqual([]);
  });

  it('get_hubs answers all hubs without a district, and those of one district by name or by id', async () => {
    const all = await report('get_hubs', manager);
    expect(all.map((h) => h.name)).toEqual(['Entebbe Hub', 'Gulu North Hub', 'Kampala Main Hub']);
    expect(all[2]).toEqual({
      id: fx.hubs.main,
      name: 'Kampala Main Hub',
      HB_code: 'HB0001',
      district: 'Kampala',
      region: 'Central',
    });
    const byName = await report('get_hubs', manager, { district: 'wakiso' });
    expect(byName).toEqual([
      { id: wakisoHub, name: 'Entebbe Hub', HB_code: 'HB0100', district: 'Wakiso', region: 'Central' },
    ]);
    const byId = await report('get_hubs', manager, { district: String(ids.gulu) });
    expect(byId.map((h) => h.name)).toEqual(['Gulu North Hub']);
    expect(await report('get_hubs', manager, { district: 'Lira' })).toEqual([]);
  });

  it('cascades: the hubs of each district of a region are the hubs of that region', async () => {
    const central = await report<{ district_name: string }>('get_districts', manager, { region: 'Central' });
    const hubs: string[] = [];
    for (const d of central)
      hubs.push(
        ...(await report<{ name: string }>('get_hubs', manager, { district: d.district_name })).map(
          (h) => h.name,
        ),
      );
    expect(hubs.sort()).toEqual(['Entebbe Hub', 'Kampala Main Hub']);
    const all = await report<{ name: string; region: string }>('get_hubs', manager);
    expect(
      all
        .filter((h) => h.region === 'Central')
        .map((h) => h.name)
        .sort(),
    ).toEqual(hubs);
  });

  it("a hub created through the documented POST (no region) is listed by its district and by its district's region", async () => {
    const res = await post('/api/collectionhubs/', manager, {
      name: 'Kira Hub',
      supervisor_name: 'Kato',
      supervisor_phone: '0772000000',
      district: 'Wakiso',
      location_latitude: '0.39',
      location_longitude: '32.64',
    });
    expect(res.statusCode).toBe(201);
    const id = (res.json() as { id: number }).id;
    try {
      const names = async (body: Record<string, string>) =>
        (await report<{ name: string }>('get_hubs', manager, body)).map((h) => h.name);
      expect(await names({ district: 'Wakiso' })).toEqual(['Entebbe Hub', 'Kira Hub']);
      expect(await names({ region: 'Central', district: '' })).toEqual([
        'Entebbe Hub',
        'Kampala Main Hub',
        'Kira Hub',
      ]);
      expect(await names({ region: String(ids.central), district: 'Wakiso' })).toEqual([
        'Entebbe Hub',
        'Kira Hub',
      ]);
      expect(await names({ region: 'Northern' })).toEqual(['Gulu North Hub']);
      expect(await names({ region: 'Atlantis' })).toEqual([]);
    } finally {
      await fx.database.db.delete(collectionHubs).where(eq(collectionHubs.id, id));
    }
  });

  it('may be read by any signed-in user; a hub coordinator only gets their own hub', async () => {
    expect(await report('get_regions', staff)).toHaveLength(3);
    expect(await report('get_districts', staff, { region: 'Northern' })).toHaveLength(2);
    expect(await report('get_hubs', staff)).toHaveLength(3);
    expect(await report('get_regions', hubco)).toHaveLength(3);
    const mine = await report<{ id: number }>('get_hubs', hubco);
    expect(mine.map((h) => h.id)).toEqual([fx.hubs.main]);
    expect(await report('get_hubs', hubco, { district: 'Gulu' })).toEqual([]);
    expect((await report('get_hubs', admin)).length).toBe(3);
  });

  it('answers 401 without a token', async () => {
    for (const name of ['get_regions', 'get_districts', 'get_hubs']) {
      const res = await fx.app.inject({ method: 'POST', url: `/customqueries/${name}` });
      expect(res.statusCode).toBe(401);
    }
  });
});

describe('collection hubs', () => {
  it('a manager creates a hub from the form fields (multipart), reads it, updates region and main_hub, deletes it', async () => {
    const fields = {
      name: 'Mukono Hub',
      supervisor_name: 'Grace Namu',
      supervisor_phone: '0772000111',
      district: 'Wakiso',
      location_latitude: '0.3533',
      location_longitude: '32.7553',
    };
    const created = await post('/api/collectionhubs/', manager, fields);
    expect(created.statusCode).toBe(201);
    const hub = created.json();
    // the texts come back as sent, the coordinates as numbers
    expect(hub).toMatchObject({
      ...fields,
      location_latitude: 0.3533,
      location_longitude: 32.7553,
      main_hub: false,
    });
    expect(hub.HB_code).toMatch(/^HB\d{4}$/);
    expect((await get(`/api/collectionhubs/${hub.id}/`, staff)).json()).toMatchObject({ name: 'Mukono Hub' });

    const updated = await put(`/api/collectionhubs/${hub.id}/`, manager, {
      name: 'Mukono Central Hub',
      region: 'Central',
      main_hub: 'true',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      name: 'Mukono Central Hub',
      region: 'Central',
      main_hub: true,
      supervisor_name: 'Grace Namu',
      district: 'Wakiso',
    });
    const found = (await get('/api/collectionhubs/?search=mukono', manager)).json();
    expect(found.map((h: { id: number }) => h.id)).toEqual([hub.id]);

    await expectDeleted(`/api/collectionhubs/${hub.id}/`);
  });

  it('refuses a hub without the form’s required name, supervisor_name and district (400, nothing written)', async () => {
    await expectCreatesRefused(
      '/api/collectionhubs/',
      collectionHubs,
      { supervisor_phone: '0772000111' },
      ['name', 'supervisor_name', 'district'],
      [
        [{ name: 'Blank Hub', supervisor_name: ' ', district: '' }, ['district', 'supervisor_name']],
        [
          { name: 'Lat Hub', supervisor_name: 'Ann', district: 'Gulu', location_latitude: 'north' },
          ['location_latitude'],
        ],
      ],
    );
  });

  it('refuses staff and a hub coordinator writing hubs with 403', async () => {
    await expectWritesRefused(
      '/api/collectionhubs/',
      `/api/collectionhubs/${fx.hubs.main}/`,
      { name: 'Refused Hub', supervisor_name: 'X', district: 'Gulu' },
      { name: 'Renamed' },
    );
    const [main] = await fx.database.db
      .select({ name: collectionHubs.name })
      .from(collectionHubs)
      .where(eq(collectionHubs.id, fx.hubs.main));
    expect(main.name).toBe('Kampala Main Hub');
    const refused = await fx.database.db
      .select({ id: collectionHubs.id })
      .from(collectionHubs)
      .where(eq(collectionHubs.name, 'Refused Hub'));
    expect(refused).toEqual([]);
  });
});

describe('health centres', () => {
  it('a manager creates a health centre attached to a hub, updates sub_hub, deletes it', async () => {
    const fields = {
      name: 'Bweyogerere HC III',
      contactperson_name: 'Peter Ssali',
      contactperson_phone: '0701000222',
      district: 'Wakiso',
      location_latitude: '0.35',
      location_longitude: '32.66',
      collection_hub: String(wakisoHub),
    };
    const created = await post('/api/healthcentres/', manager, fields);
    expect(created.statusCode).toBe(201);
    const hc = created.json();
    // the texts come back as sent, the hub id and the coordinates as numbers
    expect(hc).toMatchObject({
      ...fields,
      collection_hub: wakisoHub,
      hub_name: 'Entebbe Hub',
      location_latitude: 0.35,
      location_longitude: 32.66,
      sub_hub: false,
    });
    expect(hc.HC_code).toMatch(/^HC\d{4}$/);

    const updated = await put(`/api/healthcentres/${hc.id}/`, manager, {
      sub_hub: 'true',
      district: 'Kampala',
    });
    expect(updated.json()).toMatchObject({ sub_hub: true, district: 'Kampala', name: 'Bweyogerere HC III' });

    const page = (await get('/api/healthcentres/?page=1&page_size=2&search=bweyo', manager)).json();
    expect(page).toMatchObject({ count: 1, results: [{ id: hc.id, hub_name: 'Entebbe Hub' }] });

    await expectDeleted(`/api/healthcentres/${hc.id}/`);
  });

  it('refuses a health centre without name, contactperson_name, district and collection_hub (400, nothing written)', async () => {
    const fields = { contactperson_name: 'Ann', district: 'Gulu' };
    await expectCreatesRefused(
      '/api/healthcentres/',
      healthCentres,
      { contactperson_phone: '0701000222' },
      ['name', 'contactperson_name', 'district', 'collection_hub'],
      [
        [{ name: 'No Hub HC', ...fields, collection_hub: '' }, ['collection_hub']],
        [{ name: 'Ghost Hub HC', ...fields, collection_hub: '9999' }, ['collection_hub']],
      ],
    );
  });

  it('refuses staff and a hub coordinator writing health centres with 403', async () => {
    const [mine] = (await get(`/api/healthcentres/?collection_hub=${fx.hubs.main}`, manager)).json();
    await expectWritesRefused(
      '/api/healthcentres/',
      `/api/healthcentres/${mine.id}/`,
      { name: 'Refused HC', contactperson_name: 'X', district: 'Gulu', collection_hub: '1' },
      { sub_hub: 'true' },
    );
    const still = (await get(`/api/healthcentres/${mine.id}/`, manager)).json();
    expect(still).toMatchObject({ name: mine.name, sub_hub: mine.sub_hub });
  });

  it('lists a hub coordinator only the health centres of their hub, paged and searched', async () => {
    const all = (await get('/api/healthcentres/', hubco)).json() as { collection_hub: number }[];
    expect(all.length).toBe(3);
    expect(all.every((c) => c.collection_hub === fx.hubs.main)).toBe(true);
    const paged = (await get('/api/healthcentres/?page=1&page_size=2&search=health', hubco)).json();
    expect(paged.count).toBe(2);
    expect(paged.results.map((c: { name: string }) => c.name)).toEqual([
      'Mulago Health Centre',
      'Kisenyi Health Centre IV',
    ]);
    expect((await get(`/api/healthcentres/?collection_hub=${fx.hubs.north}`, hubco)).json()).toEqual([]);
  });
});

describe('regions', () => {
  it('a manager creates, renames and deletes a region; names are unique and required', async () => {
    const created = await post('/api/regions/', manager, { name: 'Karamoja' });
    expect(created.statusCode).toBe(201);
    const region = created.json();
    expect(region).toEqual({ id: expect.any(Number), name: 'Karamoja' });

    expect(await refusal('/api/regions/', { name: 'Karamoja' })).toEqual({
      name: ['region with this name already exists.'],
    });
    expect(await refusal('/api/regions/', { name: '  ' })).toEqual({
      name: ['This field may not be blank.'],
    });
    const missing = await post('/api/regions/', manager, {});
    expect(missing.json()).toEqual({ name: ['This field is required.'] });

    const renamed = await put(`/api/regions/${region.id}/`, manager, { name: 'Karamoja Sub-region' });
    expect(renamed.json()).toEqual({ id: region.id, name: 'Karamoja Sub-region' });
    const clash = await put(`/api/regions/${region.id}/`, manager, { name: 'Central' });
    expect(clash.statusCode).toBe(400);

    const searched = (await get('/api/regions/?page=1&page_size=10&search=karamoja', manager)).json();
    expect(searched).toMatchObject({ count: 1, results: [{ id: region.id }] });
    await expectDeleted(`/api/regions/${region.id}/`);
  });

  it('refuses staff and a hub coordinator writing regions with 403', async () => {
    await expectWritesRefused(
      '/api/regions/',
      `/api/regions/${ids.western}/`,
      { name: 'Refused' },
      { name: 'Renamed' },
    );
    expect((await get(`/api/regions/${ids.western}/`, staff)).json()).toEqual({
      id: ids.western,
      name: 'Western',
    });
  });
});

describe('districts', () => {
  it('a manager creates a district in a region, reads its region name, updates and deletes it', async () => {
    const created = await post('/api/districts/', manager, {
      district_name: 'Mbarara',
      region: String(ids.western),
    });
    expect(created.statusCode).toBe(201);
    const district = created.json();
    expect(district).toEqual({
      id: expect.any(Number),
      district_name: 'Mbarara',
      region: ids.western,
      region_name: 'Western',
    });
    expect((await report('get_districts', staff, { region: 'Western' })).map((d) => d.id)).toEqual([
      district.id,
    ]);
    const found = (await get('/api/districts/?search=mbar', manager)).json();
    expect(found.map((d: { id: number }) => d.id)).toEqual([district.id]);

    const moved = await put(`/api/districts/${district.id}/`, manager, { region: String(ids.central) });
    expect(moved.json()).toMatchObject({ district_name: 'Mbarara', region_name: 'Central' });

    await expectDeleted(`/api/districts/${district.id}/`);
  });

  it('refuses a district without a name or a region, and a second district of the same name', async () => {
    expect(await refusal('/api/districts/', {})).toEqual({
      district_name: ['This field is required.'],
      region: ['This field is required.'],
    });
    const blank = await post('/api/districts/', manager, { district_name: '', region: String(ids.central) });
    expect(blank.json()).toEqual({ district_name: ['This field may not be blank.'] });
    const noRegion = await refusal('/api/districts/', { district_name: 'Hoima', region: '' });
    expect(Object.keys(noRegion)).toEqual(['region']);
    expect(await refusal('/api/districts/', { district_name: 'Gulu', region: String(ids.northern) })).toEqual(
      { district_name: ['district with this district_name already exists.'] },
    );
    const hoima = await fx.database.db
      .select({ id: districts.id })
      .from(districts)
      .where(eq(districts.district_name, 'Hoima'));
    expect(hoima).toEqual([]);
  });

  it('refuses staff and a hub coordinator writing districts with 403', async () => {
    await expectWritesRefused(
      '/api/districts/',
      `/api/districts/${ids.lira}/`,
      { district_name: 'Refused', region: String(ids.central) },
      { district_name: 'Renamed' },
    );
    expect((await get(`/api/districts/${ids.lira}/`, manager)).json()).toMatchObject({
      district_name: 'Lira',
    });
  });
});
