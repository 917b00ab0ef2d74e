/** An agent's national ID number and home area reach only those who manage agents. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveryAgents } from '../../server/db/schema';
import { auth, createFixture, type Fixture } from './fixtures';

let fx: Fixture;
beforeAll(async () => {
  fx = await createFixture();
  await fx.database.db
    .update(deliveryAgents)
    .set({ IDNumber: 'CM90012345ABCD', AreaOfResidence: 'Ntinda, Kampala' });
});
afterAll(async () => {
  await fx.close();
});

const get = async (user: string, url: string) =>
  fx.app.inject({ method: 'GET', url, headers: auth(await fx.login(user)) });

describe("agents' personal data", () => {
  it('reaches branch managers and superusers in lists and records', async () => {
    for (const user of ['manager', 'admin']) {
      const list = (await get(user, '/api/delivery_agents/')).json() as Record<string, unknown>[];
      expect(list.length).toBe(5);
      for (const agent of list)
        expect(agent).toMatchObject({ IDNumber: 'CM90012345ABCD', AreaOfResidence: 'Ntinda, Kampala' });
      const one = (await get(user, `/api/delivery_agents/${list[0].id}/`)).json();
      expect(one.IDNumber).toBe('CM90012345ABCD');
    }
  });

  it("reaches a hub coordinator for their own hub's agents", async () => {
    const list = (await get('hubcoordinator', '/api/delivery_agents/')).json() as Record<string, unknown>[];
    expect(list.length).toBe(3);
    for (const agent of list) expect(agent.IDNumber).toBe('CM90012345ABCD');
  });

  it('is left out for staff, who still get names, codes, phones and positions', async () => {
    const res = await get('staff', '/api/delivery_agents/');
    expect(res.statusCode).toBe(200);
    const list = res.json() as Record<string, unknown>[];
    expect(list.length).toBe(5);
    for (const agent of list) {
      expect(agent).not.toHaveProperty('IDNumber');
      expect(agent).not.toHaveProperty('AreaOfResidence');
      expect(agent).toHaveProperty('FullName');
      expect(agent).toHaveProperty('agent_code');
      expect(agent).toHaveProperty('RegisteredPhoneNumber1');
    }
    const paged = (await get('staff', '/api/delivery_agents/?page=1&page_size=2')).json();
    for (const agent of paged.results) expect(agent).not.toHaveProperty('IDNumber');
    const one = (await get('staff', `/api/delivery_agents/${list[0].id}/`)).json();
    expect(one).not.toHaveProperty('IDNumber');
    expect(one.FullName).toBeTruthy();
  });

  it('is searchable only by those who may read it', async () => {
    const byId = '/api/delivery_agents/?search=CM90012345';
    expect(((await get('manager', byId)).json() as unknown[]).length).toBe(5);
    expect(((await get('hubcoordinator', byId)).json() as unknown[]).length).toBe(3);
    const staff = await get('staff', byId);
    expect(staff.statusCode).toBe(200);
    expect(staff.json()).toEqual([]);
    // the other search fields still work for staff
    const agents = (await get('staff', '/api/delivery_agents/')).json() as { agent_code: string }[];
    const code = agents[0].agent_code;
    const found = (await get('staff', `/api/delivery_agents/?search=${code}`)).json() as {
      agent_code: string;
    }[];
    expect(found.map((a) => a.agent_code)).toContain(code);
  });
});
