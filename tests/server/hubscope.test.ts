/**
 * A hub coordinator (hub "main") reaches nothing of another hub ("north"), whatever ids,
 * filters or report parameters the request carries. A branch manager is the control: the same calls show the
 * other hub's rows to them, so every "only main" assertion below can fail.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import {
  accounts,
  agentActivities,
  agentFacilityVisits,
  deliveryAgentRights,
  deliveryAgents,
  deliveryItems,
  healthCentres,
  patients,
  pendingPickups,
  samples,
  umojaDeliveries,
} from '../../server/db/schema';
import { formatDate, toIsoDate } from '../../contract/dates';
import { auth, createFixture, type Fixture, sendForm, sendJson } from './fixtures';

let fx: Fixture;
let manager: Record<string, string>;
let hubco: Record<string, string>;
let main: number;
let north: number;
const agent: Record<string, number> = {};
const hc: Record<string, number> = {};
const ids: Record<string, number> = {};

type Row = Record<string, unknown>;

const today = () => new Date();
const RANGE = () => ({
  dateone: formatDate(new Date(Date.now() - 7 * 86_400_000)),
  datetwo: formatDate(today()),
});

async function get(headers: Record<string, string>, url: string) {
  return sendJson(fx.app, 'GET', url, headers);
}
async function list(headers: Record<string, string>, url: string): Promise<Row[]> {
  const res = await get(headers, url);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  const body = res.json() as Row[] | { results: Row[] };
  return Array.isArray(body) ? body : body.results;
}
async function post(headers: Record<string, string>, url: string, payload: Row) {
  return fx.app.inject({ method: 'POST', url, headers, payload });
}
/**
 * Another hub's record at `url` is out of the hub coordinator's reach: reading it answers 404, updating it
 * (with `update`) and deleting it answer 403 or 404.
 */
async function expectOutOfReach(url: string, update: Row) {
  expect((await get(hubco, url)).statusCode).toBe(404);
  const put = await fx.app.inject({ method: 'PUT', url, headers: hubco, payload: update });
  expect([403, 404]).toContain(put.statusCode);
  const del = await sendJson(fx.app, 'DELETE', url, hubco);
  expect([403, 404]).toContain(del.statusCode);
}
const idsOf = (rows: Row[]) => rows.map((r) => r.id as number).sort((a, b) => a - b);
const sorted = (...n: number[]) => [...n].sort((a, b) => a - b);

beforeAll(async () => {
  fx = await createFixture();
  main = fx.hubs.main;
  north = fx.hubs.north;
  manager = auth(await fx.login('manager'));
  hubco = auth(await fx.login('hubcoordinator'));
  const db = fx.database.db;

  for (const a of await db
    .select({ id: deliveryAgents.id, code: deliveryAgents.agent_code })
    .from(deliveryAgents))
    agent[a.code] = a.id;
  for (const h of await db.select({ id: healthCentres.id, code: healthCentres.HC_code }).from(healthCentres))
    hc[h.code] = h.id;
  // HC0001..3 and AG0001..3 are main's, HC0004..5 and AG0004..5 are north's (fixtures.ts)

  const [blood] = await db.select({ id: samples.id }).from(samples).limit(1);
  const pickup = async (number: string, centre: number, hub: number) => {
    const [row] = await db
      .insert(pendingPickups)
      .values({
        pickup_number: number,
        date: toIsoDate(today()),
        sample: blood.id,
        pickup_location_type: 'health_center',
        pickup_health_center: centre,
        health_center: centre,
        destination_location_type: 'collection_hub',
        destination_collection_hub: hub,
        collection_hub: hub,
      })
      .returning({ id: pendingPickups.id });
    return row.id;
  };
  ids.mainPickup = await pickup('PUP000101', hc.HC0001, main);
  ids.kisenyiPickup = await pickup('PUP000102', hc.HC0002, main);
  ids.northPickup = await pickup('PUP000103', hc.HC0004, north);

  const patient = async (names: string, pickupId: number) => {
    const [row] = await db
      .insert(patients)
      .values({
        names,
        date_of_birth: '1990-01-01',
        age: 34,
        nationality: 'Ugandan',
        occupation: 'Trader',
        sex: 'Female',
        pending_sample_pickup: pickupId,
      })
      .returning({ id: patients.id });
    return row.id;
  };
  ids.mainPatient = await patient('Main Patient', ids.mainPickup);
  ids.kisenyiPatient = await patient('Kisenyi Patient', ids.kisenyiPickup);
  ids.northPatient = await patient('North Patient', ids.northPickup);

  const delivery = async (number: string, hub: number, agentId: number) => {
    const [row] = await db
      .insert(umojaDeliveries)
      .values({
        delivery_number: number,
        agent_account: agentId,
        collection_hub: hub,
        pickup_point: 'A health centre',
        destination: 'A hub',
        delivery_type: 'sample',
        item_name: 'Blood',
        barcode: `${number}-BC`,
        barcode_type: 'child',
        date: today(),
      })
      .returning({ id: umojaDeliveries.id });
    return row.id;
  };
  ids.mainDelivery = await delivery('DN-MAIN-1', main, agent.AG0001);
  ids.northDelivery = await delivery('DN-NORTH-1', north, agent.AG0004);

  const [mainItem, northItem] = await db
    .insert(deliveryItems)
    .values([
      { delivery: ids.mainDelivery, patient: ids.mainPatient, item_name: 'Blood', barcode: 'DN-MAIN-1-BC' },
      {
        delivery: ids.northDelivery,
        patient: ids.northPatient,
        item_name: 'Blood',
        barcode: 'DN-NORTH-1-BC',
      },
    ])
    .returning({ id: deliveryItems.id });
  ids.mainItem = mainItem.id;
  ids.northItem = northItem.id;

  const visitDay = toIsoDate(today());
  const [mainVisit, northVisit] = await db
    .insert(agentFacilityVisits)
    .values([
      {
        agent: agent.AG0001,
        facility_type: 'Healthcenter',
        health_center: hc.HC0001,
        visit_date: visitDay,
        visit_time: '09:00:00',
      },
      {
        agent: agent.AG0004,
        facility_type: 'Healthcenter',
        health_center: hc.HC0004,
        visit_date: visitDay,
        visit_time: '10:00:00',
      },
    ])
    .returning({ id: agentFacilityVisits.id });
  ids.mainVisit = mainVisit.id;
  ids.northVisit = northVisit.id;

  await db
    .insert(agentActivities)
    .values({ agent: agent.AG0004, lat: 2.77, lng: 32.29, activity_name: 'Pickup' });

  const [northRights] = await db
    .insert(deliveryAgentRights)
    .values({ delivery_agent: agent.AG0004, can_do_sample_pickup: true })
    .returning({ id: deliveryAgentRights.id });
  ids.northRights = northRights.id;
});

afterAll(async () => {
  await fx.close();
});

describe('delivery agents', () => {
  it("lists only the coordinator's hub agents, whatever collection_hub or search is sent", async () => {
    const mainAgents = sorted(agent.AG0001, agent.AG0002, agent.AG0003);
    expect(idsOf(await list(hubco, '/api/delivery_agents/'))).toEqual(mainAgents);
    expect(await list(hubco, `/api/delivery_agents/?collection_hub=${north}`)).toEqual([]);
    expect(await list(hubco, '/api/delivery_agents/?search=Denis')).toEqual([]);
    expect(await list(hubco, '/api/delivery_agents/?agent_code=AG0004')).toEqual([]);
    const paged = (await get(hubco, '/api/delivery_agents/?page=1&page_size=50')).json() as { count: number };
    expect(paged.count).toBe(3);
    // the same questions show north's agents to a manager
    expect(idsOf(await list(manager, `/api/delivery_agents/?collection_hub=${north}`))).toEqual(
      sorted(agent.AG0004, agent.AG0005),
    );
  });

  it("answers 404 for another hub's agent by id, and changes nothing", async () => {
    expect((await get(manager, `/api/delivery_agents/${agent.AG0004}/`)).statusCode).toBe(200);
    await expectOutOfReach(`/api/delivery_agents/${agent.AG0004}/`, { first_name: 'Hacked', active: false });
    const [denis] = await fx.database.db
      .select({ first_name: deliveryAgents.first_name, active: deliveryAgents.active })
      .from(deliveryAgents)
      .where(eq(deliveryAgents.id, agent.AG0004));
    expect(denis).toEqual({ first_name: 'Denis', active: true });
  });

  it("reads the own hub's agent but may not write master data (403)", async () => {
    const own = await get(hubco, `/api/delivery_agents/${agent.AG0001}/`);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ id: agent.AG0001, agent_code: 'AG0001', collection_hub: main });
    const put = await sendJson(fx.app, 'PUT', `/api/delivery_agents/${agent.AG0001}/`, hubco, {
      first_name: 'Changed',
    });
    expect(put.statusCode).toBe(403);
    const create = await post(hubco, '/api/delivery_agents/', {
      first_name: 'New',
      RegisteredPhoneNumber1: '0711111111',
      collection_hub: main,
    });
    expect(create.statusCode).toBe(403);
    const registration = await sendForm(fx.app, 'POST', '/customqueries/manual_agentregistration', hubco, {
      first_name: 'New',
      second_name: 'Agent',
      gender: 'Male',
      Nationality: 'Ugandan',
      IDNumber: 'X1',
      AreaOfResidence: 'Gulu',
      District: 'Gulu',
      RegisteredPhoneNumber1: '0711111112',
      collection_hub: String(north),
    });
    expect(registration.statusCode).toBe(403);
    const password = await post(hubco, '/customqueries/updateagentpassword', {
      agent_id: String(agent.AG0004),
      password: 'newpass1',
    });
    expect(password.statusCode).toBe(403);
  });

  it("serves the photo of the own hub's agent only (another hub's: 404, the manager sees both)", async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    await fx.database.db
      .update(deliveryAgents)
      .set({ Photo: png, Photo_type: 'image/png' })
      .where(inArray(deliveryAgents.id, [agent.AG0001, agent.AG0004]));
    const photo = (headers: Record<string, string>, id: number) =>
      get(headers, `/customqueries/getfile/${id}/delivery_agent`);
    expect((await photo(hubco, agent.AG0001)).statusCode).toBe(200);
    expect((await photo(hubco, agent.AG0004)).statusCode).toBe(404);
    expect((await photo(manager, agent.AG0004)).statusCode).toBe(200);
  });

  it("hides another hub's agent rights by filter and by id", async () => {
    expect(await list(hubco, `/api/delivery_agent_rights/?delivery_agent=${agent.AG0004}`)).toEqual([]);
    expect((await get(hubco, `/api/delivery_agent_rights/${ids.northRights}/`)).statusCode).toBe(404);
    expect(idsOf(await list(manager, `/api/delivery_agent_rights/?delivery_agent=${agent.AG0004}`))).toEqual([
      ids.northRights,
    ]);
  });

  it('refuses the hub agents, hub accounts and day activities of another hub (403)', async () => {
    expect((await get(hubco, `/customqueries/get_hubagents/${north}`)).statusCode).toBe(403);
    expect((await get(hubco, `/customqueries/get_hubaccounts/${north}`)).statusCode).toBe(403);
    const own = await get(hubco, `/customqueries/get_hubagents/${main}`);
    expect(own.statusCode).toBe(200);
    const report = JSON.parse((own.json() as { report: string }).report) as Row[];
    expect(idsOf(report)).toEqual(sorted(agent.AG0001, agent.AG0002, agent.AG0003));
    // the extension field the hub map judges stale agents by: when the position last changed (null: never)
    const moved = new Date('2026-03-04T05:06:07.000Z');
    await fx.database.db
      .update(deliveryAgents)
      .set({ location_updated_at: moved })
      .where(eq(deliveryAgents.id, agent.AG0001));
    await fx.database.db
      .update(deliveryAgents)
      .set({ location_updated_at: null })
      .where(eq(deliveryAgents.id, agent.AG0002));
    const again = await get(hubco, `/customqueries/get_hubagents/${main}`);
    const rows = JSON.parse((again.json() as { report: string }).report) as Row[];
    expect(rows.find((r) => r.id === agent.AG0001)?.location_updated_at).toBe(moved.toISOString());
    expect(rows.find((r) => r.id === agent.AG0002)?.location_updated_at).toBeNull();
    const activity = await post(hubco, '/customqueries/getagent_dayactivities', {
      date: formatDate(today()),
      selected_acccount: String(agent.AG0004),
    });
    expect(activity.statusCode).toBe(403);
  });
});

describe('hubs and health centres', () => {
  it("lists only the coordinator's health centres, whatever collection_hub or search is sent", async () => {
    const mainCentres = sorted(hc.HC0001, hc.HC0002, hc.HC0003);
    expect(idsOf(await list(hubco, '/api/healthcentres/'))).toEqual(mainCentres);
    expect(idsOf(await list(hubco, `/api/healthcentres/?collection_hub=${main}`))).toEqual(mainCentres);
    expect(await list(hubco, `/api/healthcentres/?collection_hub=${north}`)).toEqual([]);
    expect(await list(hubco, '/api/healthcentres/?search=Lacor')).toEqual([]);
    expect(idsOf(await list(manager, `/api/healthcentres/?collection_hub=${north}`))).toEqual(
      sorted(hc.HC0004, hc.HC0005),
    );
    expect(idsOf(await list(hubco, '/api/collectionhubs/'))).toEqual([main]);
    expect((await get(hubco, `/api/collectionhubs/${north}/`)).statusCode).toBe(404);
  });

  it("answers 404 for another hub's health centre and refuses every write", async () => {
    await expectOutOfReach(`/api/healthcentres/${hc.HC0004}/`, { name: 'Hacked' });
    const ownPut = await sendJson(fx.app, 'PUT', `/api/healthcentres/${hc.HC0001}/`, hubco, {
      name: 'Renamed',
    });
    expect(ownPut.statusCode).toBe(403);
    const create = await post(hubco, '/api/healthcentres/', {
      name: 'New centre',
      contactperson_name: 'X',
      district: 'Kampala',
      collection_hub: main,
    });
    expect(create.statusCode).toBe(403);
    expect(
      (await post(hubco, '/api/collectionhubs/', { name: 'H', supervisor_name: 'S', district: 'D' }))
        .statusCode,
    ).toBe(403);
    const names = (await fx.database.db.select({ name: healthCentres.name }).from(healthCentres)).map(
      (r) => r.name,
    );
    expect(names).toContain('Lacor Health Centre');
    expect(names).toContain('Mulago Health Centre');
    expect(names).not.toContain('New centre');
  });
});

describe('deliveries', () => {
  it("the deliveries report holds only the hub's rows, even with hub set to another hub", async () => {
    const rows = async (headers: Record<string, string>, hub: string) => {
      const res = await post(headers, '/customqueries/getumoja_deliveriesreport', {
        ...RANGE(),
        delivery_status: '',
        hub,
      });
      expect(res.statusCode, res.body).toBe(200);
      return JSON.parse((res.json() as { report: string }).report) as Row[];
    };
    expect(idsOf(await rows(hubco, ''))).toEqual([ids.mainDelivery]);
    expect(idsOf(await rows(hubco, String(north)))).toEqual([ids.mainDelivery]);
    expect(idsOf(await rows(manager, String(north)))).toEqual([ids.northDelivery]);
    expect(idsOf(await list(hubco, '/api/pending_deliveries/'))).toEqual([ids.mainDelivery]);
    expect(await list(hubco, `/api/pending_deliveries/?collection_hub=${north}`)).toEqual([]);
    expect((await get(hubco, `/api/pending_deliveries/${ids.northDelivery}/`)).statusCode).toBe(404);
  });

  it("refuses to edit, delete or receive another hub's delivery", async () => {
    const update = await post(hubco, `/customqueries/update_umoja_delivery/${ids.northDelivery}`, {
      delivery_number: 'DN-NORTH-1',
      delivery_status: 'delivered',
      agent_account: String(agent.AG0004),
      delivery_type: 'sample',
      pickup_point: 'X',
      destination: 'Y',
      date: formatDate(today()),
    });
    expect([403, 404]).toContain(update.statusCode);
    const del = await sendJson(
      fx.app,
      'DELETE',
      `/customqueries/delete_umoja_delivery/${ids.northDelivery}`,
      hubco,
    );
    expect([403, 404]).toContain(del.statusCode);
    const receive = await post(hubco, '/customqueries/confirm_receiving_items', {
      delivery_number: 'DN-NORTH-1',
    });
    expect([403, 404]).toContain(receive.statusCode);
    const [north1] = await fx.database.db
      .select({ status: umojaDeliveries.delivery_status, received: umojaDeliveries.received_by_coordinator })
      .from(umojaDeliveries)
      .where(eq(umojaDeliveries.id, ids.northDelivery));
    expect(north1).toEqual({ status: 'pending', received: false });
  });

  it("cannot put another hub's agent on the own hub's delivery (the answer would name them)", async () => {
    const edit = (agentId: number) =>
      post(hubco, `/customqueries/update_umoja_delivery/${ids.mainDelivery}`, {
        delivery_number: 'DN-MAIN-1',
        delivery_status: 'pending',
        agent_account: String(agentId),
        delivery_type: 'sample',
        pickup_point: 'A health centre',
        destination: 'A hub',
        date: formatDate(today()),
      });
    const foreign = await edit(agent.AG0004);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.body).not.toContain('Denis');
    const own = await edit(agent.AG0002);
    expect(own.statusCode, own.body).toBe(200);
    expect((own.json() as { delivery: Row }).delivery).toMatchObject({ agent_account: agent.AG0002 });
  });
});

describe('tracking report and hub statistics', () => {
  it('the tracking report covers only the coordinator hub, whatever hub is asked for', async () => {
    const hubs = async (headers: Record<string, string>, hub: string) => {
      const res = await post(headers, '/customqueries/get_hubs_visited_statistics', {
        ...RANGE(),
        region: '',
        district: '',
        hub,
      });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json() as { tracking_hubs_report: string; non_tracking_hubs_report: string };
      return idsOf([...JSON.parse(body.tracking_hubs_report), ...JSON.parse(body.non_tracking_hubs_report)]);
    };
    expect(await hubs(hubco, String(north))).toEqual([main]);
    expect(await hubs(hubco, '')).toEqual([main]);
    expect(await hubs(manager, String(north))).toEqual([north]);
    const stats = await post(hubco, '/customqueries/get_hub_delivery_stats', { hub: String(north) });
    expect(stats.statusCode).toBe(403);
    expect(
      (await post(hubco, '/customqueries/get_hub_delivery_stats', { hub: String(main) })).statusCode,
    ).toBe(200);
  });
});

describe('facility visits', () => {
  it("lists only the visits of the hub's agents and hides another hub's visit by id", async () => {
    const res = await get(hubco, '/customqueries/list_facility_visits');
    expect(res.statusCode).toBe(200);
    expect(idsOf(JSON.parse((res.json() as { report: string }).report) as Row[])).toEqual([ids.mainVisit]);
    expect(idsOf(await list(hubco, '/api/agent_facility_visits/'))).toEqual([ids.mainVisit]);
    expect(await list(hubco, `/api/agent_facility_visits/?agent=${agent.AG0004}`)).toEqual([]);
    expect((await get(hubco, `/api/agent_facility_visits/${ids.northVisit}/`)).statusCode).toBe(404);
    const del = await sendJson(fx.app, 'DELETE', `/api/agent_facility_visits/${ids.northVisit}/`, hubco);
    expect([403, 404]).toContain(del.statusCode);
    expect(idsOf(await list(manager, '/api/agent_facility_visits/'))).toEqual(
      sorted(ids.mainVisit, ids.northVisit),
    );
  });
});

describe('patients, delivery items and pickups', () => {
  it("lists only the hub's patients; health_center filters by the pickup's health centre", async () => {
    expect(idsOf(await list(hubco, '/api/patients/'))).toEqual(sorted(ids.mainPatient, ids.kisenyiPatient));
    expect(idsOf(await list(hubco, `/api/patients/?health_center=${hc.HC0001}`))).toEqual([ids.mainPatient]);
    expect(idsOf(await list(hubco, `/api/patients/?health_center=${hc.HC0002}`))).toEqual([
      ids.kisenyiPatient,
    ]);
    expect(await list(hubco, `/api/patients/?health_center=${hc.HC0004}`)).toEqual([]);
    expect(await list(hubco, `/api/patients/?pending_sample_pickup=${ids.northPickup}`)).toEqual([]);
    expect(idsOf(await list(manager, `/api/patients/?health_center=${hc.HC0004}`))).toEqual([
      ids.northPatient,
    ]);
    const [row] = await list(hubco, `/api/patients/?health_center=${hc.HC0001}`);
    expect(row).toMatchObject({ names: 'Main Patient', health_center: hc.HC0001 });
    const bad = await get(hubco, '/api/patients/?health_center=abc');
    expect(bad.statusCode).toBe(400);
  });

  it("answers 404 for another hub's patient and changes nothing", async () => {
    await expectOutOfReach(`/api/patients/${ids.northPatient}/`, { names: 'Hacked' });
    const [p] = await fx.database.db
      .select({ names: patients.names })
      .from(patients)
      .where(eq(patients.id, ids.northPatient));
    expect(p).toEqual({ names: 'North Patient' });
    // the own hub's patient can be edited by the coordinator (hub patient screen)
    const own = await sendJson(fx.app, 'PUT', `/api/patients/${ids.mainPatient}/`, hubco, {
      names: 'Main Patient Edited',
      sex: 'Female',
      age: 35,
    });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toMatchObject({ names: 'Main Patient Edited', age: 35 });
  });

  it("hides another hub's delivery items by list, patient filter and id", async () => {
    const items = await list(hubco, '/api/delivery_items/');
    expect(items.map((i) => i.id)).toContain(ids.mainItem);
    expect(items.map((i) => i.id)).not.toContain(ids.northItem);
    expect(await list(hubco, `/api/delivery_items/?patient=${ids.northPatient}`)).toEqual([]);
    expect(await list(hubco, `/api/delivery_items/?delivery=${ids.northDelivery}`)).toEqual([]);
    expect((await get(hubco, `/api/delivery_items/${ids.northItem}/`)).statusCode).toBe(404);
    expect((await list(manager, `/api/delivery_items/?patient=${ids.northPatient}`)).length).toBeGreaterThan(
      0,
    );
  });

  it('refuses pickups without a pickups right, and scopes them to the hub with one', async () => {
    expect((await get(hubco, '/api/pending_umoja_pickups/')).statusCode).toBe(403);
    const db = fx.database.db;
    await fx.setRights(fx.users.hubcoordinator, {
      view_pending_umoja_pickups: true,
      create_update_pending_umoja_pickups: true,
    });
    try {
      const mine = sorted(ids.mainPickup, ids.kisenyiPickup);
      expect(idsOf(await list(hubco, '/api/pending_umoja_pickups/'))).toEqual(mine);
      expect(await list(hubco, `/api/pending_umoja_pickups/?collection_hub=${north}`)).toEqual([]);
      expect(await list(hubco, `/api/pending_umoja_pickups/?pickup_health_center=${hc.HC0004}`)).toEqual([]);
      const search = await get(hubco, '/api/pending_umoja_pickups/search_by_date_range/');
      expect(idsOf((search.json() as { results: Row[] }).results)).toEqual(mine);
      await expectOutOfReach(`/api/pending_umoja_pickups/${ids.northPickup}/`, { notes: 'hacked' });
      const [still] = await db
        .select({ id: pendingPickups.id, notes: pendingPickups.notes })
        .from(pendingPickups)
        .where(eq(pendingPickups.id, ids.northPickup));
      expect(still).toEqual({ id: ids.northPickup, notes: null });
      // a new patient must hang on a pickup of the hub
      const patient = await post(hubco, '/api/patients/', {
        names: 'Intruder',
        date_of_birth: '1990-01-01',
        age: 34,
        nationality: 'Ugandan',
        occupation: 'Trader',
        sex: 'Male',
        pending_sample_pickup: ids.northPickup,
      });
      expect(patient.statusCode).toBe(400);
    } finally {
      await fx.setRights(fx.users.hubcoordinator, {
        view_pending_umoja_pickups: false,
        create_update_pending_umoja_pickups: false,
      });
    }
  });
});

describe('the coordinator account itself', () => {
  it('sees only its own account and cannot read the user list', async () => {
    const rows = await list(hubco, '/api/accounts/');
    expect(rows.map((r) => r.username)).toEqual(['hubcoordinator']);
    const others = await fx.database.db.select({ id: accounts.id }).from(accounts);
    expect(others.length).toBeGreaterThan(1);
    expect((await get(hubco, `/api/accounts/${fx.users.manager}/`)).statusCode).toBe(404);
  });
});
