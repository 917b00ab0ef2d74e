import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthCentres, samples } from '../../server/db/schema';
import { fixtureWithRoles, PNG, type Fixture, type Headers, rowCount, sendForm, sendJson } from './fixtures';

let fx: Fixture;
let admin: Headers, manager: Headers, staff: Headers, hubco: Headers;

beforeAll(async () => {
  ({ fx, admin, manager, staff, hubco } = await fixtureWithRoles());
});
afterAll(async () => fx.close());

const get = (url: string, headers: Record<string, string>) => sendJson(fx.app, 'GET', url, headers);

describe('lists', () => {
  it('answers a plain array without page or page_size', async () => {
    const res = await get('/api/healthcentres/', manager);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Array.isArray(body)).toBe(true);
    expect(body).toHaveLength(5);
    expect(body[0]).toMatchObject({
      id: expect.any(Number),
      name: 'Mulago Health Centre',
      hub_name: 'Kampala Main Hub',
    });
  });

  it('answers {count, next, previous, results} with page or page_size', async () => {
    const p1 = (await get('/api/healthcentres/?page_size=2', manager)).json();
    expect(p1.count).toBe(5);
    expect(p1.results).toHaveLength(2);
    expect(p1.previous).toBeNull();
    expect(p1.next).toBe('/api/healthcentres/?page_size=2&page=2');
    const p2 = (await get(p1.next, manager)).json();
    expect(p2.results.map((r: { name: string }) => r.name)).toEqual([
      'Nsambya Clinic',
      'Lacor Health Centre',
    ]);
    expect(p2.previous).toBe('/api/healthcentres/?page_size=2&page=1');
    const p3 = (await get('/api/healthcentres/?page=3&page_size=2', manager)).json();
    expect(p3.results).toHaveLength(1);
    expect(p3.next).toBeNull();
    const defaultSize = (await get('/api/healthcentres/?page=1', manager)).json();
    expect(defaultSize).toMatchObject({ count: 5, next: null, previous: null });
    // a page past the end is an empty page with the true count, not a 404
    const past = await get('/api/healthcentres/?page=4&page_size=2', manager);
    expect(past.statusCode).toBe(200);
    expect(past.json()).toMatchObject({ count: 5, next: null, results: [] });
  });

  it('filters exactly on the allowed fields and ignores unknown parameters', async () => {
    const online = (await get('/api/delivery_agents/?is_online=true&active=true&whatever=1', manager)).json();
    expect(online.map((a: { agent_code: string }) => a.agent_code)).toEqual(['AG0001', 'AG0002', 'AG0004']);
    const north = (await get(`/api/healthcentres/?collection_hub=${fx.hubs.north}`, manager)).json();
    expect(north.map((h: { name: string }) => h.name)).toEqual([
      'Lacor Health Centre',
      'Awach Health Centre IV',
    ]);
    const bad = await get('/api/delivery_agents/?is_online=maybe', manager);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('is_online');
    const badInt = await get('/api/healthcentres/?collection_hub=abc', manager);
    expect(badInt.statusCode).toBe(400);
    expect(badInt.json()).toEqual({ collection_hub: ['Enter a whole number.'] });
  });

  it('searches case-insensitively over the text fields', async () => {
    const res = (await get('/api/healthcentres/?search=health%20CENTRE', manager)).json();
    expect(res.map((h: { HC_code: string }) => h.HC_code)).toEqual(['HC0001', 'HC0002', 'HC0004', 'HC0005']);
    const agents = (await get('/api/delivery_agents/?search=okel', manager)).json();
    expect(agents).toHaveLength(1);
    expect(agents[0]).toMatchObject({ FullName: 'Brian Okello', hub_name: 'Kampala Main Hub' });
  });

  it('combines the search with the is_online and active filters (the Assign picker of the orders)', async () => {
    // '0700' is in every agent's username and phone: the filters decide who is offered
    const onlineActive = (
      await get('/api/delivery_agents/?search=0700&is_online=true&active=true&page=1&page_size=25', manager)
    ).json();
    expect(onlineActive.count).toBe(3);
    expect(onlineActive.results.map((a: { agent_code: string }) => a.agent_code).sort()).toEqual([
      'AG0001',
      'AG0002',
      'AG0004',
    ]);
    const offline = (await get('/api/delivery_agents/?search=0700&is_online=false', manager)).json();
    expect(offline.map((a: { agent_code: string }) => a.agent_code).sort()).toEqual(['AG0003', 'AG0005']);
    const inactive = (await get('/api/delivery_agents/?search=0700&active=false', manager)).json();
    expect(inactive.map((a: { agent_code: string }) => a.agent_code)).toEqual(['AG0003']);
    // a name that matches only an offline agent (Esther Auma) or an inactive one (Carol Atim) finds no one
    for (const name of ['auma', 'atim']) {
      const none = await get(`/api/delivery_agents/?search=${name}&is_online=true&active=true`, manager);
      expect(none.statusCode).toBe(200);
      expect(none.json()).toEqual([]);
    }
    // the searched name of an online, active agent
    const denis = (
      await get('/api/delivery_agents/?search=denis%20opio&is_online=true&active=true', manager)
    ).json();
    expect(denis.map((a: { agent_code: string }) => a.agent_code)).toEqual(['AG0004']);
  });

  it('searches one column with <field>_contains, case-insensitively, together with the other filters', async () => {
    const byName = (await get('/api/delivery_agents/?FullName_contains=OKEL', manager)).json();
    expect(byName.map((a: { FullName: string }) => a.FullName)).toEqual(['Brian Okello']);
    // 'okel' is in a name, not in any hub name
    expect((await get('/api/delivery_agents/?hub_name_contains=okel', manager)).json()).toEqual([]);
    const byHub = (await get('/api/delivery_agents/?hub_name_contains=kampala%20main', manager)).json();
    expect(byHub.length).toBeGreaterThan(0);
    for (const a of byHub) expect(a.hub_name).toBe('Kampala Main Hub');
    const both = (
      await get('/api/delivery_agents/?hub_name_contains=kampala&FullName_contains=brian', manager)
    ).json();
    expect(both.map((a: { FullName: string }) => a.FullName)).toEqual(['Brian Okello']);
    const paged = (await get('/api/healthcentres/?name_contains=CENTRE&page=1&page_size=2', manager)).json();
    expect(paged.count).toBe(4);
    expect(paged.results).toHaveLength(2);
    // % and _ are plain characters, not wildcards
    expect((await get('/api/healthcentres/?name_contains=%25', manager)).json()).toEqual([]);
  });

  it('orders by the allowed fields, descending with -, comma-separated', async () => {
    const byName = (await get('/api/samples/?ordering=name', manager)).json();
    expect(byName.map((s: { name: string }) => s.name)).toEqual(['Blood', 'CSF', 'Sputum', 'Urine']);
    const desc = (await get('/api/samples/?ordering=-name', manager)).json();
    expect(desc.map((s: { name: string }) => s.name)).toEqual(['Urine', 'Sputum', 'CSF', 'Blood']);
    const multi = (await get('/api/healthcentres/?ordering=-collection_hub,name', manager)).json();
    expect(multi.map((h: { HC_code: string }) => h.HC_code)).toEqual([
      'HC0005',
      'HC0004',
      'HC0002',
      'HC0001',
      'HC0003',
    ]);
  });

  it('never sends passwords or picture bytes', async () => {
    const agents = (await get('/api/delivery_agents/', manager)).json();
    expect(agents[0]).not.toHaveProperty('password');
    expect(agents[0].Photo).toBeNull();
    const accounts = (await get('/api/accounts/', admin)).json();
    expect(accounts.length).toBeGreaterThanOrEqual(5);
    for (const a of accounts) expect(a).not.toHaveProperty('password');
  });
});

describe('retrieve, create, update, delete', () => {
  it('answers 404 for an unknown id or resource', async () => {
    for (const url of ['/api/samples/9999/', '/api/samples/abc', '/api/nothing/']) {
      const res = await get(url, manager);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: 'Not found.' });
    }
  });

  it('creates a sample with multipart and the default priority', async () => {
    const res = await sendForm(fx.app, 'POST', '/api/samples/', manager, {
      name: 'Stool',
      description: 'Stool sample',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ name: 'Stool', description: 'Stool sample', priority: 'normal' });
    const one = (await get(`/api/samples/${res.json().id}`, staff)).json();
    expect(one.name).toBe('Stool');
  });

  it('answers 400 with field errors and writes nothing', async () => {
    const before = await rowCount(fx, samples);
    const res = await sendJson(fx.app, 'POST', '/api/samples/', manager, { name: '', priority: 'extreme' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      name: ['This field may not be blank.'],
      description: ['This field is required.'],
      priority: ['"extreme" is not a valid choice.'],
    });
    expect(await rowCount(fx, samples)).toBe(before);
  });

  it('answers 400 naming the field for a unique or foreign-key violation, writing nothing', async () => {
    const dup = await sendJson(fx.app, 'POST', '/api/healthcentres/', manager, {
      name: 'Copy',
      HC_code: 'HC0001',
      contactperson_name: 'Ann',
      district: 'Kampala',
      collection_hub: fx.hubs.main,
    });
    expect(dup.statusCode).toBe(400);
    expect(dup.json()).toEqual({ HC_code: ['health centre with this HC_code already exists.'] });
    const fk = await sendJson(fx.app, 'POST', '/api/healthcentres/', manager, {
      name: 'Orphan',
      contactperson_name: 'Ann',
      district: 'Kampala',
      collection_hub: 9999,
    });
    expect(fk.statusCode).toBe(400);
    expect(Object.keys(fk.json())).toEqual(['collection_hub']);
    expect(await rowCount(fx, healthCentres)).toBe(5);
  });

  it('creates a health centre with a generated code, updates it with PUT and PATCH, and deletes it', async () => {
    const created = await sendJson(fx.app, 'POST', '/api/healthcentres', manager, {
      name: 'Kawempe HC',
      contactperson_name: 'Ann',
      district: 'Kampala',
      collection_hub: String(fx.hubs.north),
      sub_hub: 'true',
      location_latitude: '0.38',
    });
    expect(created.statusCode).toBe(201);
    const hc = created.json();
    expect(hc).toMatchObject({
      name: 'Kawempe HC',
      collection_hub: fx.hubs.north,
      sub_hub: true,
      location_latitude: 0.38,
    });
    expect(hc.HC_code).toMatch(/^HC\d{4}$/);
    const put = await sendJson(fx.app, 'PUT', `/api/healthcentres/${hc.id}/`, manager, {
      name: 'Kawempe HC III',
      collection_hub: fx.hubs.main,
    });
    expect(put.json()).toMatchObject({ name: 'Kawempe HC III', hub_name: 'Kampala Main Hub', sub_hub: true });
    const patch = await sendJson(fx.app, 'PATCH', `/api/healthcentres/${hc.id}`, manager, { sub_hub: false });
    expect(patch.json()).toMatchObject({ name: 'Kawempe HC III', sub_hub: false });
    const del = await sendJson(fx.app, 'DELETE', `/api/healthcentres/${hc.id}/`, manager);
    expect(del.statusCode).toBe(204);
    expect((await get(`/api/healthcentres/${hc.id}/`, manager)).statusCode).toBe(404);
  });
});

describe('permissions and hub scoping', () => {
  it('refuses staff writing a sample with 403', async () => {
    const res = await sendJson(fx.app, 'POST', '/api/samples/', staff, { name: 'X', description: 'Y' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: 'You do not have permission to perform this action.' });
    const put = await sendJson(fx.app, 'PUT', '/api/samples/1/', staff, { name: 'Z' });
    expect(put.statusCode).toBe(403);
  });

  it('refuses a hub coordinator writing a health centre with 403', async () => {
    const post = await sendJson(fx.app, 'POST', '/api/healthcentres/', hubco, {
      name: 'New',
      collection_hub: fx.hubs.main,
    });
    expect(post.statusCode).toBe(403);
    const mine = (await get('/api/healthcentres/', hubco)).json();
    const put = await sendJson(fx.app, 'PUT', `/api/healthcentres/${mine[0].id}/`, hubco, {
      name: 'Renamed',
    });
    expect(put.statusCode).toBe(403);
  });

  it('shows a hub coordinator only the agents, health centres and hub of their hub (list and retrieve)', async () => {
    const agents = (await get('/api/delivery_agents/', hubco)).json();
    expect(agents.map((a: { agent_code: string }) => a.agent_code)).toEqual(['AG0001', 'AG0002', 'AG0003']);
    const filtered = (await get(`/api/delivery_agents/?collection_hub=${fx.hubs.north}`, hubco)).json();
    expect(filtered).toEqual([]);
    const allAgents = (await get('/api/delivery_agents/', manager)).json();
    const northAgent = allAgents.find((a: { agent_code: string }) => a.agent_code === 'AG0004');
    expect((await get(`/api/delivery_agents/${northAgent.id}/`, hubco)).statusCode).toBe(404);
    expect((await get(`/api/delivery_agents/${northAgent.id}/`, manager)).statusCode).toBe(200);

    const centres = (await get('/api/healthcentres/?page_size=10', hubco)).json();
    expect(centres.count).toBe(3);
    const north = (await get(`/api/healthcentres/?collection_hub=${fx.hubs.north}`, manager)).json();
    expect((await get(`/api/healthcentres/${north[0].id}`, hubco)).statusCode).toBe(404);

    const hubs = (await get('/api/collectionhubs/', hubco)).json();
    expect(hubs.map((h: { name: string }) => h.name)).toEqual(['Kampala Main Hub']);
    expect((await get(`/api/collectionhub/${fx.hubs.north}/`, hubco)).statusCode).toBe(404);
    expect((await get(`/api/collectionhub/${fx.hubs.north}/`, staff)).statusCode).toBe(200);
  });
});

describe('accounts and rights', () => {
  it('lets a user read and update their own account but not their flags or other accounts', async () => {
    const own = await get(`/api/accounts/${fx.users.staff}/`, staff);
    expect(own.json()).toMatchObject({
      username: 'staff',
      branch_manager: false,
      coodinated_hub_name: null,
      profile_pic: null,
    });
    expect((await get(`/api/accounts/${fx.users.admin}/`, staff)).statusCode).toBe(404);
    const list = (await get('/api/accounts/', staff)).json();
    expect(list.map((a: { username: string }) => a.username)).toEqual(['staff']);

    const put = await sendForm(
      fx.app,
      'PUT',
      `/api/accounts/${fx.users.staff}/`,
      staff,
      { username: 'staff', email: 'staff@new.example.org', is_active: 'true', branch_manager: 'false' },
      { profile_pic: { filename: 'me.png', type: 'image/png', data: PNG } },
    );
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({
      email: 'staff@new.example.org',
      profile_pic: `/customqueries/getfile/${fx.users.staff}/user_account`,
    });
    const pic = await get(`/customqueries/getfile/${fx.users.staff}/user_account`, staff);
    expect(pic.statusCode).toBe(200);
    expect(pic.headers['content-type']).toBe('image/png');
    expect(pic.rawPayload.equals(PNG)).toBe(true);
    // <img src> cannot send headers: the token may come as ?token=, and nothing is served without one.
    const token = staff.authorization.replace('Token ', '');
    const viaQuery = await get(`/customqueries/getfile/${fx.users.staff}/user_account?token=${token}`, {});
    expect(viaQuery.statusCode).toBe(200);
    expect((await get(`/customqueries/getfile/${fx.users.staff}/user_account`, {})).statusCode).toBe(401);
    const noPic = await get(`/customqueries/getfile/${fx.users.admin}/user_account`, staff);
    expect(noPic.statusCode).toBe(404);

    const promote = await sendJson(fx.app, 'PATCH', `/api/accounts/${fx.users.staff}/`, staff, {
      branch_manager: true,
    });
    expect(promote.statusCode).toBe(403);
    const other = await sendJson(fx.app, 'PUT', `/api/accounts/${fx.users.manager}/`, staff, {
      email: 'x@example.org',
    });
    expect(other.statusCode).toBe(404);
  });

  it('rejects a picture that is not png or jpeg', async () => {
    const res = await sendForm(
      fx.app,
      'PATCH',
      `/api/accounts/${fx.users.staff}/`,
      staff,
      {},
      { profile_pic: { filename: 'x.png', type: 'image/png', data: Buffer.from('GIF89a....') } },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ profile_pic: ['Upload a valid image (png or jpeg).'] });
  });

  it('lets a master-data writer change flags, but only a superuser set is_superuser', async () => {
    const mgr = await sendJson(fx.app, 'PATCH', `/api/accounts/${fx.users.staff}/`, manager, {
      is_superuser: true,
    });
    expect(mgr.statusCode).toBe(403);
    const hub = await sendJson(fx.app, 'PATCH', `/api/accounts/${fx.users.staff}/`, manager, {
      coodinated_hub: fx.hubs.north,
    });
    expect(hub.json()).toMatchObject({
      coodinated_hub: fx.hubs.north,
      coodinated_hub_name: 'Gulu North Hub',
    });
    const back = await sendJson(fx.app, 'PATCH', `/api/accounts/${fx.users.staff}/`, admin, {
      coodinated_hub: null,
    });
    expect(back.json().coodinated_hub).toBeNull();
  });

  it('serves rights under both names, filtered by user, own record only for non-writers', async () => {
    const mine = (await get(`/api/accountrights/?user=${fx.users.staff}`, staff)).json();
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      user: fx.users.staff,
      username: 'staff',
      view_umoja_deliveries: true,
      view_pending_umoja_pickups: true,
      view_statistics: false,
    });
    expect((await get(`/api/account_rights/?user=${fx.users.admin}`, staff)).json()).toEqual([]);
    expect((await get('/api/account_rights/', manager)).json()).toHaveLength(4);
    const put = await sendJson(fx.app, 'PUT', `/api/accountrights/${mine[0].id}/`, staff, {
      view_statistics: true,
    });
    expect(put.statusCode).toBe(403);
    const ok = await sendJson(fx.app, 'PUT', `/api/accountrights/${mine[0].id}/`, manager, {
      view_statistics: 'true',
      create_barcodes: 'false',
    });
    expect(ok.json()).toMatchObject({
      view_statistics: true,
      create_barcodes: false,
      view_umoja_deliveries: true,
    });
  });
});

describe('notifications and company profile', () => {
  it('lists unread notifications newest first and lets anyone mark them read', async () => {
    for (const title of ['First', 'Second']) {
      const res = await sendJson(fx.app, 'POST', '/api/admin_notifications/', admin, {
        title,
        message: `${title} message`,
      });
      expect(res.statusCode).toBe(201);
    }
    const unread = (await get('/api/adminnotification?read=false', staff)).json();
    expect(unread.map((n: { title: string }) => n.title)).toEqual(['Second', 'First']);
    const put = await fx.app.inject({
      method: 'PUT',
      url: `/api/adminnotification/${unread[0].id}/`,
      headers: staff,
      ...{ payload: { read: 'true' } },
    });
    expect(put.json()).toMatchObject({ title: 'Second', read: true });
    const left = (await get('/api/adminnotification/?read=false', staff)).json();
    expect(left.map((n: { title: string }) => n.title)).toEqual(['First']);
    const staffCreate = await sendJson(fx.app, 'POST', '/api/admin_notifications/', staff, { title: 'x' });
    expect(staffCreate.statusCode).toBe(403);
  });

  it('reads the company profile for anyone and lets only writers update it', async () => {
    const res = await get('/api/app_profile/1', staff);
    expect(res.json()).toMatchObject({
      id: 1,
      system_name: 'Umoja Courier',
      company_logo: null,
      smsCost: '0.00',
    });
    const denied = await sendJson(fx.app, 'PUT', '/api/app_profile/1/', staff, { system_name: 'X' });
    expect(denied.statusCode).toBe(403);
    const ok = await sendForm(
      fx.app,
      'PUT',
      '/api/app_profile/1/',
      manager,
      { system_name: 'Umoja Logistics', manual_date_enabled: 'true', no_ofdigits_forpackage_barcode: '10' },
      { company_logo: { filename: 'logo.png', type: 'image/png', data: PNG } },
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      system_name: 'Umoja Logistics',
      manual_date_enabled: true,
      no_ofdigits_forpackage_barcode: 10,
      company_logo: '/customqueries/getfile/1/company_logo',
      message: expect.any(String),
    });
    const logo = await fx.app.inject({ method: 'GET', url: '/customqueries/getfile/1/company_logo' });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
  });
});

describe('reference lists', () => {
  it('serves the catalogue and geography resources', async () => {
    const region = await sendJson(fx.app, 'POST', '/api/regions/', manager, { name: 'Central' });
    expect(region.statusCode).toBe(201);
    const dupe = await sendJson(fx.app, 'POST', '/api/regions/', manager, { name: 'Central' });
    expect(dupe.json()).toEqual({ name: ['region with this name already exists.'] });
    const district = await sendJson(fx.app, 'POST', '/api/districts/', manager, {
      district_name: 'Wakiso',
      region: region.json().id,
    });
    expect(district.json()).toMatchObject({
      district_name: 'Wakiso',
      region: region.json().id,
      region_name: 'Central',
    });
    expect((await get('/api/ugdistricts/', staff)).json()).toHaveLength(1);
    const unit = await sendJson(fx.app, 'POST', '/api/productunits/', manager, {
      unitname: 'Box',
      description: 'A box',
    });
    const product = await sendJson(fx.app, 'POST', '/api/products/', manager, {
      product_name: 'Swabs',
      unit: unit.json().id,
      unit_selling_price: 2500,
    });
    expect(product.json()).toMatchObject({
      product_name: 'Swabs',
      unitname: 'Box',
      unit_selling_price: '2500.00',
    });
    expect((await get('/api/productcategories/', staff)).json()).toEqual([]);
    expect((await get('/api/app_clients/', staff)).json()).toEqual([]);
    expect((await get('/api/supplies/?search=glove', staff)).json()).toHaveLength(1);
  });
});
