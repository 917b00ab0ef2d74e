import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentActivities } from '../../server/db/schema';
import { fixtureWithRoles, type Fixture, type Headers, agentIds, sendForm } from './fixtures';

let fx: Fixture;
let admin: Headers, manager: Headers, staff: Headers, hubco: Headers;
let alice: number; // main hub
let brian: number; // main hub, no activities
let denis: number; // north hub

const URL = '/customqueries/getagent_dayactivities';

/** Local time on 2024-05-14 (the server's calendar day). */
const at = (day: number, h: number, m = 0) => new Date(2024, 4, day, h, m);

beforeAll(async () => {
  ({ fx, admin, manager, staff, hubco } = await fixtureWithRoles());
  const id = await agentIds(fx);
  alice = id('AG0001');
  brian = id('AG0002');
  denis = id('AG0004');
  // Inserted out of time order, around both local midnights of 14 May.
  await fx.database.db.insert(agentActivities).values([
    { agent: alice, lat: 0.35, lng: 32.59, activity_name: 'Arrived at Mulago', timestamp: at(14, 10, 30) },
    { agent: alice, lat: 0.34, lng: 32.58, activity_name: 'Logged in', timestamp: at(14, 0, 0) },
    { agent: alice, lat: 0.36, lng: 32.6, activity_name: 'Delivered samples', timestamp: at(14, 23, 59) },
    { agent: alice, lat: 0.3, lng: 32.5, activity_name: 'Yesterday late', timestamp: at(13, 23, 59) },
    { agent: alice, lat: 0.3, lng: 32.5, activity_name: 'Tomorrow early', timestamp: at(15, 0, 0) },
    { agent: denis, lat: 2.77, lng: 32.28, activity_name: 'Gulu round', timestamp: at(14, 9, 0) },
  ]);
});
afterAll(async () => fx.close());

function ask(headers: Record<string, string>, fields: Record<string, string>) {
  return sendForm(fx.app, 'POST', URL, headers, fields);
}

type Point = { id: number; lat: number; lng: number; activity_name: string; timestamp: string };
const report = (body: { report: string }) => JSON.parse(body.report) as Point[];

describe('POST /customqueries/getagent_dayactivities', () => {
  it('answers the agent’s points of that local day in time order, as JSON text', async () => {
    const res = await ask(manager, { date: '14/05/2024', selected_acccount: String(alice) });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(typeof body.report).toBe('string');
    const points = report(body);
    expect(points.map((p) => p.activity_name)).toEqual([
      'Logged in',
      'Arrived at Mulago',
      'Delivered samples',
    ]);
    expect(points[0]).toMatchObject({ lat: 0.34, lng: 32.58 });
    expect(typeof points[0].id).toBe('number');
    expect(new Date(points[1].timestamp).getTime()).toBe(at(14, 10, 30).getTime());
  });

  it('accepts YYYY-MM-DD and JSON bodies too', async () => {
    const res = await fx.app.inject({
      method: 'POST',
      url: URL,
      headers: manager,
      payload: { date: '2024-05-13', selected_acccount: alice },
    });
    expect(res.statusCode).toBe(200);
    expect(report(res.json()).map((p) => p.activity_name)).toEqual(['Yesterday late']);
  });

  it('answers an empty report for a day without points', async () => {
    const res = await ask(admin, { date: '14/05/2024', selected_acccount: String(brian) });
    expect(res.statusCode).toBe(200);
    expect(report(res.json())).toEqual([]);
  });

  it('refuses a bad date or a missing agent with 400 {message}', async () => {
    const noDate = await ask(manager, { selected_acccount: String(alice) });
    expect(noDate.statusCode).toBe(400);
    expect(noDate.json().message).toBe('Please select a date');

    for (const date of ['31/02/2024', '2024-13-01', 'yesterday']) {
      const res = await ask(manager, { date, selected_acccount: String(alice) });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('The date must be a date (DD/MM/YYYY)');
    }

    const noAgent = await ask(manager, { date: '14/05/2024' });
    expect(noAgent.statusCode).toBe(400);
    expect(noAgent.json().message).toBe('Please select an agent');

    const unknown = await ask(manager, { date: '14/05/2024', selected_acccount: '999999' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('The selected agent does not exist');
  });

  it('refuses staff without view_agent_activities (403)', async () => {
    const res = await ask(staff, { date: '14/05/2024', selected_acccount: String(alice) });
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBeTruthy();
  });

  it('lets a hub coordinator read their hub’s agents only', async () => {
    const own = await ask(hubco, { date: '14/05/2024', selected_acccount: String(alice) });
    expect(own.statusCode).toBe(200);
    expect(report(own.json())).toHaveLength(3);

    const other = await ask(hubco, { date: '14/05/2024', selected_acccount: String(denis) });
    expect(other.statusCode).toBe(403);

    const byManager = await ask(manager, { date: '14/05/2024', selected_acccount: String(denis) });
    expect(report(byManager.json()).map((p) => p.activity_name)).toEqual(['Gulu round']);
  });

  it('needs a signed-in caller', async () => {
    const res = await ask({}, { date: '14/05/2024', selected_acccount: String(alice) });
    expect(res.statusCode).toBe(401);
  });
});
