import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { deliveryAgents } from '../../server/db/schema';
import { verifyPassword } from '../../server/auth/passwords';
import {
  fixtureWithRoles,
  PNG,
  agentRegistration,
  multipart,
  type Fixture,
  type Headers,
  sendForm,
  refusedForm,
  sendJson,
} from './fixtures';

let fx: Fixture;
let admin: Headers, manager: Headers, staff: Headers, hubco: Headers;

beforeAll(async () => {
  ({ fx, admin, manager, staff, hubco } = await fixtureWithRoles());
});
afterAll(async () => fx.close());

const REGISTER = '/customqueries/manual_agentregistration';
const PASSWORD_URL = '/customqueries/updateagentpassword';

const agentFields = (overrides: Record<string, string> = {}) =>
  agentRegistration(fx.hubs.north, { created_by: 'someone-else', ...overrides });

function register(
  headers: Record<string, string>,
  fields: Record<string, string>,
  files: Parameters<typeof multipart>[1] = {},
) {
  return sendForm(fx.app, 'POST', REGISTER, headers, fields, files);
}

/** The field errors of a manager's registration that is refused with 400. */
const refusedRegistration = (fields: Record<string, string>, files: Parameters<typeof multipart>[1] = {}) =>
  refusedForm(fx.app, REGISTER, manager, fields, files);

async function storedAgent(id: number) {
  const [row] = await fx.database.db.select().from(deliveryAgents).where(eq(deliveryAgents.id, id));
  return row;
}

describe('POST /customqueries/manual_agentregistration', () => {
  it('registers an agent: username = phone, password = its last four digits, generated code, photo stored', async () => {
    const res = await register(manager, agentFields(), {
      Photo: { filename: 'me.png', type: 'image/png', data: PNG },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({ message: 'Agent registered successfully', id: expect.any(Number) });

    const row = await storedAgent(body.id);
    expect(row).toMatchObject({
      username: '0772123456',
      RegisteredPhoneNumber1: '0772123456',
      agent_type: 'entrant',
      first_name: 'Grace',
      second_name: 'Akello',
      Nationality: 'Ugandan',
      IDNumber: 'CM90012345ABCD',
      AreaOfResidence: 'Ntinda',
      District: 'Kampala',
      gender: 'Female',
      collection_hub: fx.hubs.north,
      date_of_registration: '2024-03-05',
      created_by: 'manager',
      active: true,
      is_online: false,
      Photo_type: 'image/png',
    });
    expect(row.agent_code).toMatch(/^AG\d{4}$/);
    expect(Buffer.from(row.Photo!).equals(PNG)).toBe(true);
    expect(await verifyPassword('3456', row.password)).toBe(true);
    expect(await verifyPassword('0772123456', row.password)).toBe(false);

    // the API shows it with the photo URL, the hub name and the full name
    const api = await sendJson(fx.app, 'GET', `/api/delivery_agents/${body.id}/`, manager);
    expect(api.json()).toMatchObject({
      FullName: 'Grace Akello',
      hub_name: 'Gulu North Hub',
      agent_code: row.agent_code,
      Photo: `/customqueries/getfile/${body.id}/delivery_agent`,
    });
    expect(api.json()).not.toHaveProperty('password');
    const photo = await sendJson(fx.app, 'GET', `/customqueries/getfile/${body.id}/delivery_agent`, manager);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
  });

  it('defaults the type to rider and the date to today; the photo is optional', async () => {
    const fields = agentFields({ RegisteredPhoneNumber1: '0772000001' });
    delete fields.agent_type;
    delete fields.date_of_registration;
    const res = await register(admin, fields);
    expect(res.statusCode).toBe(200);
    const row = await storedAgent(res.json().id);
    expect(row.agent_type).toBe('rider');
    expect(row.date_of_registration).toBe(new Date().toISOString().slice(0, 10));
    expect(row.Photo).toBeNull();
    expect(row.created_by).toBe('admin');
  });

  it('gives each new agent its own code', async () => {
    const a = await register(manager, agentFields({ RegisteredPhoneNumber1: '0772000010' }));
    const b = await register(manager, agentFields({ RegisteredPhoneNumber1: '0772000011' }));
    const codes = [(await storedAgent(a.json().id)).agent_code, (await storedAgent(b.json().id)).agent_code];
    expect(codes[0]).not.toBe(codes[1]);
    expect(codes.every((c) => c !== 'AG0001')).toBe(true);
  });

  it('answers 400 with the spec messages when required fields are missing', async () => {
    const body = await refusedRegistration({ agent_type: 'rider' });
    expect(body.message).toBe('Please input first name');
    for (const field of [
      'first_name',
      'second_name',
      'Nationality',
      'IDNumber',
      'AreaOfResidence',
      'District',
      'gender',
      'collection_hub',
    ])
      expect(body[field]).toEqual(['This field is required.']);
    expect(body.RegisteredPhoneNumber1).toEqual(['Phone Number missing']);

    const onlyPhone = await refusedRegistration(agentFields({ RegisteredPhoneNumber1: '' }));
    expect(onlyPhone).toEqual({
      message: 'Phone Number missing',
      RegisteredPhoneNumber1: ['Phone Number missing'],
    });
    const noHub = await register(manager, agentFields({ collection_hub: '' }));
    expect(noHub.json().message).toBe('Please select hub');
    const noDistrict = await register(manager, agentFields({ District: '  ' }));
    expect(noDistrict.json().message).toBe('Please enter district of residence');
  });

  it('limits the phone number to 10 digits', async () => {
    const long = await refusedRegistration(agentFields({ RegisteredPhoneNumber1: '07721234567' }));
    expect(long).toEqual({
      message: 'The phone number must have at most 10 characters',
      RegisteredPhoneNumber1: ['The phone number must have at most 10 characters'],
    });
    const letters = await refusedRegistration(agentFields({ RegisteredPhoneNumber1: '07721x3456' }));
    expect(letters.message).toBe('The phone number may contain digits only');
  });

  it('refuses bad choices, an unknown hub, a bad date and a photo that is not png or jpeg', async () => {
    const type = await refusedRegistration(
      agentFields({ agent_type: 'pilot', RegisteredPhoneNumber1: '0711' }),
    );
    expect(type).toMatchObject({ agent_type: ['"pilot" is not a valid choice.'] });
    const gender = await register(manager, agentFields({ gender: 'Other', RegisteredPhoneNumber1: '0712' }));
    expect(gender.json()).toMatchObject({ gender: ['"Other" is not a valid choice.'] });
    const hub = await refusedRegistration(
      agentFields({ collection_hub: '9999', RegisteredPhoneNumber1: '0713' }),
    );
    expect(hub).toEqual({
      message: 'The selected hub does not exist',
      collection_hub: ['Invalid pk "9999" - object does not exist.'],
    });
    const date = await refusedRegistration(
      agentFields({ date_of_registration: '2024-02-31', RegisteredPhoneNumber1: '0714' }),
    );
    expect(date).toHaveProperty('date_of_registration');
    const photo = await refusedRegistration(agentFields({ RegisteredPhoneNumber1: '0715' }), {
      Photo: { filename: 'x.png', type: 'image/png', data: Buffer.from('not an image at all') },
    });
    expect(photo).toEqual({
      message: 'The photo must be a PNG or JPEG image',
      Photo: ['Upload a valid image (png or jpeg).'],
    });
    // nothing of these was stored
    const list = await sendJson(fx.app, 'GET', '/api/delivery_agents/?search=071', manager);
    expect(list.json()).toEqual([]);
  });

  it('refuses a phone number that is already registered', async () => {
    const res = await refusedRegistration(agentFields({ RegisteredPhoneNumber1: '0700000001' }));
    expect(res).toEqual({
      message: 'An agent with this phone number is already registered',
      RegisteredPhoneNumber1: ['An agent with this phone number is already registered'],
    });
  });

  it('answers 403 to staff and to a hub coordinator, 401 without a token', async () => {
    for (const headers of [staff, hubco]) {
      const res = await register(headers, agentFields({ RegisteredPhoneNumber1: '0799999999' }));
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ detail: 'You do not have permission to perform this action.' });
    }
    const anonymous = await register({}, agentFields({ RegisteredPhoneNumber1: '0799999999' }));
    expect(anonymous.statusCode).toBe(401);
    const rows = await fx.database.db
      .select()
      .from(deliveryAgents)
      .where(eq(deliveryAgents.username, '0799999999'));
    expect(rows).toHaveLength(0);
  });
});

describe('POST /customqueries/updateagentpassword', () => {
  const post = (headers: Record<string, string>, fields: Record<string, string>) => {
    return sendForm(fx.app, 'POST', PASSWORD_URL, headers, fields);
  };
  const agentId = async (username: string) =>
    (await fx.database.db.select().from(deliveryAgents).where(eq(deliveryAgents.username, username)))[0];

  it('stores the new password hash', async () => {
    const agent = await agentId('0700000002');
    const res = await post(manager, { password: 'n3wpass', agent_id: String(agent.id) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Password updated successfully' });
    const after = await agentId('0700000002');
    expect(await verifyPassword('n3wpass', after.password)).toBe(true);
    expect(await verifyPassword('secret123', after.password)).toBe(false);
  });

  it('accepts a JSON body too', async () => {
    const agent = await agentId('0700000005');
    const res = await sendJson(fx.app, 'POST', PASSWORD_URL, manager, {
      password: 'json-pass',
      agent_id: agent.id,
    });
    expect(res.statusCode).toBe(200);
    expect(await verifyPassword('json-pass', (await agentId('0700000005')).password)).toBe(true);
  });

  it('validates the password and the agent', async () => {
    const agent = await agentId('0700000003');
    const short = await post(manager, { password: '12345', agent_id: String(agent.id) });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({
      message: 'Password must be at least 6 characters long',
      password: ['Ensure this field has at least 6 characters.'],
    });
    const empty = await post(manager, { password: '', agent_id: String(agent.id) });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Please enter a new password');
    const noAgent = await post(manager, { password: 'longenough' });
    expect(noAgent.statusCode).toBe(400);
    expect(noAgent.json().message).toBe('No agent selected for password update');
    const unknown = await post(manager, { password: 'longenough', agent_id: '99999' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      message: 'The selected agent does not exist',
      agent_id: ['Invalid pk "99999" - object does not exist.'],
    });
    // the stored password did not change
    expect(await verifyPassword('secret123', (await agentId('0700000003')).password)).toBe(true);
  });

  it('answers 403 to staff and to a hub coordinator', async () => {
    const agent = await agentId('0700000001');
    for (const headers of [staff, hubco]) {
      const res = await post(headers, { password: 'hacked-pass', agent_id: String(agent.id) });
      expect(res.statusCode).toBe(403);
    }
    expect(await verifyPassword('secret123', (await agentId('0700000001')).password)).toBe(true);
  });
});

describe('/api/delivery_agents as the agents screen uses it', () => {
  const put = (id: number, headers: Record<string, string>, fields: Record<string, string>) => {
    return sendForm(fx.app, 'PUT', `/api/delivery_agents/${id}/`, headers, fields);
  };
  let id: number;
  beforeAll(async () => {
    const res = await register(
      manager,
      agentFields({
        RegisteredPhoneNumber1: '0755000001',
        first_name: 'Toggle',
        collection_hub: String(fx.hubs.main),
      }),
    );
    id = res.json().id;
  });

  it('lists riders and entrants separately, paged, with a case-insensitive search', async () => {
    const riders = await sendJson(
      fx.app,
      'GET',
      '/api/delivery_agents/?agent_type=rider&page=1&page_size=2',
      manager,
    );
    expect(riders.statusCode).toBe(200);
    const body = riders.json();
    expect(body.results).toHaveLength(2);
    expect(body.results.every((a: { agent_type: string }) => a.agent_type === 'rider')).toBe(true);
    const entrants = await sendJson(
      fx.app,
      'GET',
      '/api/delivery_agents/?agent_type=entrant&page=1&page_size=50',
      manager,
    );
    const e = entrants.json();
    expect(e.count).toBe(e.results.length);
    expect(e.results.every((a: { agent_type: string }) => a.agent_type === 'entrant')).toBe(true);
    expect(body.count + e.count).toBe(
      (await sendJson(fx.app, 'GET', '/api/delivery_agents/', manager)).json().length,
    );
    const search = await sendJson(
      fx.app,
      'GET',
      '/api/delivery_agents/?search=TOGGLE&page=1&page_size=10',
      manager,
    );
    expect(search.json().results.map((a: { id: number }) => a.id)).toEqual([id]);
    const byHub = await sendJson(
      fx.app,
      'GET',
      '/api/delivery_agents/?search=gulu%20north&agent_type=entrant',
      manager,
    );
    expect(byHub.json().length).toBeGreaterThan(0);
    expect(byHub.json().every((a: { hub_name: string }) => a.hub_name === 'Gulu North Hub')).toBe(true);
  });

  it('PUT with is_online and active toggles the agent and keeps the other fields', async () => {
    const res = await put(id, manager, { is_online: 'false', active: 'false' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id,
      active: false,
      is_online: false,
      first_name: 'Toggle',
      District: 'Kampala',
    });
    const back = await put(id, manager, { is_online: 'false', active: 'true' });
    expect(back.json()).toMatchObject({ active: true });
    const refused = await put(id, staff, { is_online: 'false', active: 'false' });
    expect(refused.statusCode).toBe(403);
    // the hub coordinator sees this agent of its hub but may not change it
    const hubRefused = await put(id, hubco, { is_online: 'false', active: 'false' });
    expect(hubRefused.statusCode).toBe(403);
    expect((await storedAgent(id)).active).toBe(true);
  });

  it('PUT with the full edit fields (and no photo) updates them and keeps the stored photo', async () => {
    const withPhoto = await register(
      manager,
      agentFields({ RegisteredPhoneNumber1: '0755000002', first_name: 'Edith' }),
      { Photo: { filename: 'p.png', type: 'image/png', data: PNG } },
    );
    const editId = withPhoto.json().id as number;
    const current = (await sendJson(fx.app, 'GET', `/api/delivery_agents/${editId}/`, manager)).json();
    const res = await put(editId, manager, {
      first_name: 'Edith',
      second_name: 'Namubiru',
      agent_type: 'rider',
      gender: 'Female',
      Nationality: 'Kenyan',
      IDNumber: 'ID-2',
      AreaOfResidence: 'Kololo',
      District: 'Wakiso',
      RegisteredPhoneNumber1: '0755000002',
      collection_hub: String(fx.hubs.main),
      active: 'true',
      username: current.username,
      agent_code: current.agent_code,
      Photo: current.Photo,
      FullName: current.FullName,
      hub_name: current.hub_name ?? '',
      login_at: '',
      date_of_registration: '2024-03-05',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      FullName: 'Edith Namubiru',
      agent_type: 'rider',
      Nationality: 'Kenyan',
      District: 'Wakiso',
      hub_name: 'Kampala Main Hub',
      Photo: `/customqueries/getfile/${editId}/delivery_agent`,
    });
    const bad = await put(editId, manager, { gender: 'Other' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('gender');
  });

  it('deletes an agent (writers only)', async () => {
    const res = await register(manager, agentFields({ RegisteredPhoneNumber1: '0755000003' }));
    const delId = res.json().id as number;
    const refused = await sendJson(fx.app, 'DELETE', `/api/delivery_agents/${delId}/`, staff);
    expect(refused.statusCode).toBe(403);
    const del = await sendJson(fx.app, 'DELETE', `/api/delivery_agents/${delId}/`, manager);
    expect(del.statusCode).toBe(204);
    const gone = await sendJson(fx.app, 'GET', `/api/delivery_agents/${delId}/`, manager);
    expect(gone.statusCode).toBe(404);
  });
});

describe('/api/delivery_agent_rights', () => {
  it('creates the rights of an agent, reads them by agent, then updates them', async () => {
    const reg = await register(
      manager,
      agentFields({ RegisteredPhoneNumber1: '0766000001', collection_hub: String(fx.hubs.main) }),
    );
    const agent = reg.json().id as number;
    const none = await sendJson(
      fx.app,
      'GET',
      `/api/delivery_agent_rights/?delivery_agent=${agent}`,
      manager,
    );
    expect(none.json()).toEqual([]);

    const created = multipart({
      delivery_agent: String(agent),
      can_do_supply_pickup: 'true',
      can_do_sample_pickup: 'true',
      can_do_other_items_pickup: 'false',
      can_do_sample_results_pickup: 'false',
      can_do_package_pickup: 'true',
    });
    const post = await fx.app.inject({
      method: 'POST',
      url: '/api/delivery_agent_rights/',
      payload: created.payload,
      headers: { ...manager, ...created.headers },
    });
    expect(post.statusCode).toBe(201);
    const rightsId = post.json().id as number;
    expect(post.json()).toEqual({
      id: rightsId,
      delivery_agent: agent,
      can_do_supply_pickup: true,
      can_do_sample_pickup: true,
      can_do_other_items_pickup: false,
      can_do_sample_results_pickup: false,
      can_do_package_pickup: true,
    });
    const again = await fx.app.inject({
      method: 'POST',
      url: '/api/delivery_agent_rights/',
      payload: created.payload,
      headers: { ...manager, ...created.headers },
    });
    expect(again.statusCode).toBe(400);

    const updated = multipart({
      delivery_agent: String(agent),
      can_do_supply_pickup: 'false',
      can_do_other_items_pickup: 'true',
    });
    const put = await fx.app.inject({
      method: 'PUT',
      url: `/api/delivery_agent_rights/${rightsId}/`,
      payload: updated.payload,
      headers: { ...manager, ...updated.headers },
    });
    expect(put.statusCode).toBe(200);
    const read = await sendJson(
      fx.app,
      'GET',
      `/api/delivery_agent_rights/?delivery_agent=${agent}`,
      manager,
    );
    expect(read.json()).toEqual([
      {
        id: rightsId,
        delivery_agent: agent,
        can_do_supply_pickup: false,
        can_do_sample_pickup: true,
        can_do_other_items_pickup: true,
        can_do_sample_results_pickup: false,
        can_do_package_pickup: true,
      },
    ]);

    for (const headers of [staff, hubco]) {
      const refused = await fx.app.inject({
        method: 'PUT',
        url: `/api/delivery_agent_rights/${rightsId}/`,
        payload: updated.payload,
        headers: { ...headers, ...updated.headers },
      });
      expect(refused.statusCode).toBe(403);
    }
    const staffPost = await fx.app.inject({
      method: 'POST',
      url: '/api/delivery_agent_rights/',
      payload: created.payload,
      headers: { ...staff, ...created.headers },
    });
    expect(staffPost.statusCode).toBe(403);
  });
});
