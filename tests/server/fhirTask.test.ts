/**
 * The HL7 FHIR R4 interface's write side (server/routes/fhir/update.ts): a laboratory completes or rejects a Task
 * with PATCH (JSON Patch) or PUT, If-Match on its version; driven by fhir-kit-client and by plain requests, every
 * answer validated against the official R4 JSON schema (fhirHelpers.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import type { CapabilityStatement, OperationOutcome, Specimen, Task } from 'fhir/r4';
import { limsSampleConfirmations } from '../../server/db/schema';
import { auth, createFixture, hubPlaces, sendJson, type Fixture } from './fixtures';
import {
  at,
  checked,
  fhirBase,
  fhirClient,
  fhirGet,
  latestLogs,
  limsToken,
  logFacts,
  insertSampleRows,
  mainHubTrip,
  viaClient,
} from './fhirHelpers';

interface JourneyEvent {
  type: string;
  who: string | null;
  note: string | null;
}

describe('FHIR R4 interface: a laboratory updates a Task', () => {
  let fx: Fixture;
  let base: string;
  const tokens = { manager: '', hub: '' };
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    fx = await createFixture();
    const places = await hubPlaces(fx);
    const row = {
      ...mainHubTrip(fx, places),
      barcode_type: 'child' as const,
      item_name: 'Blood',
      time_of_pickup: at(7),
    };
    const delivered = { delivery_status: 'delivered' as const, time_of_dropoff: at(9) };
    const samples = {
      'D-001': { ...row, ...delivered },
      'D-002': { ...row, ...delivered },
      'T-001': row,
      'N-001': {
        ...row,
        ...delivered,
        delivery_number: 'DN-2',
        agent_account: places.denis,
        collection_hub: fx.hubs.north,
        pickup_point: 'Lacor Health Centre',
        destination: 'Gulu North Hub',
      },
    };
    Object.assign(ids, await insertSampleRows(fx, samples));
    tokens.manager = await limsToken(fx, fx.users.manager);
    tokens.hub = await limsToken(fx, fx.users.hubcoordinator);
    base = await fhirBase(fx);
  });
  afterAll(async () => fx.close());

  /** A plain request on Task `barcode` (a PATCH's body is a JSON Patch), its answer validated. */
  async function send<T = Task | OperationOutcome>(
    method: 'PATCH' | 'PUT',
    barcode: string,
    body: unknown,
    headers: Record<string, string> = {},
    token: string | null = tokens.manager,
  ) {
    const res = await fetch(`${base}/Task/${ids[barcode]}`, {
      method,
      headers: {
        'content-type': method === 'PATCH' ? 'application/json-patch+json' : 'application/fhir+json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    return { status: res.status, body: checked((await res.json()) as T), headers: res.headers };
  }

  const readTask = async (barcode: string) => {
    const res = await fhirGet<Task>(`${base}/Task/${ids[barcode]}`, tokens.manager);
    expect(res.status).toBe(200);
    return res.body;
  };
  const ifMatch = (task: Task) => ({ 'If-Match': `W/"${task.meta!.versionId}"` });
  const journey = async (barcode: string) => {
    const res = await sendJson(
      fx.app,
      'GET',
      `/customqueries/sample_journey/${barcode}`,
      auth(await fx.login('manager')),
    );
    expect(res.statusCode).toBe(200);
    return (res.json() as { events: JourneyEvent[] }).events;
  };
  const issue = (body: unknown) => (body as OperationOutcome).issue[0];

  it('names update and patch for Task in its CapabilityStatement, and reads send ETag and Last-Modified', async () => {
    const res = await fhirGet<CapabilityStatement>(`${base}/metadata`);
    const resources = res.body.rest![0].resource!;
    const task = resources.find((r) => r.type === 'Task')!;
    expect(task.interaction!.map((i) => i.code)).toEqual(['read', 'search-type', 'update', 'patch']);
    expect(task.versioning).toBe('versioned-update');
    expect(resources.find((r) => r.type === 'Specimen')!.interaction!.map((i) => i.code)).toEqual([
      'read',
      'search-type',
    ]);

    const read = await fetch(`${base}/Task/${ids['D-002']}`, {
      headers: { authorization: `Bearer ${tokens.manager}` },
    });
    const body = checked((await read.json()) as Task);
    expect(read.headers.get('etag')).toBe(`W/"${body.meta!.versionId}"`);
    expect(read.headers.get('last-modified')).toBe(new Date(body.meta!.lastUpdated!).toUTCString());
  });

  it('a FHIR client completes a delivered Task, then rejects it: 412 with the old version, 200 with the current one', async () => {
    const client = fhirClient(base, tokens.manager);
    const before = await readTask('D-001');
    expect(before.status).toBe('completed');
    expect(before.businessStatus).toEqual({ text: 'delivered to Kampala Main Hub' });

    const done = await viaClient<Task>(
      client.patch({
        resourceType: 'Task',
        id: String(ids['D-001']),
        jsonPatch: [
          { op: 'replace', path: '/status', value: 'completed' },
          { op: 'replace', path: '/businessStatus', value: { text: 'received at laboratory' } },
        ],
        options: { headers: ifMatch(before) },
      }),
    );
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({
      status: 'completed',
      businessStatus: { text: 'received at laboratory' },
    });
    expect(done.body.meta!.versionId).not.toBe(before.meta!.versionId);
    // it reads so, with the new version
    const completed = await readTask('D-001');
    expect(completed).toEqual(done.body);

    // the same confirmation the LIMS confirmations record: CONFIRMED by the token's user
    const [confirmation] = await fx.database.db
      .select()
      .from(limsSampleConfirmations)
      .where(eq(limsSampleConfirmations.barcode, 'D-001'));
    expect(confirmation).toMatchObject({
      status: 'CONFIRMED',
      lims_user: fx.users.manager,
      delivery_number: 'DN-1',
      notes: 'received at laboratory',
    });
    expect(confirmation.confirmed_at).not.toBeNull();
    // listed on the LIMS screen's confirmations tab
    const listed = await sendJson(
      fx.app,
      'GET',
      '/api/lims/confirmations/?status=CONFIRMED',
      auth(await fx.login('manager')),
    );
    expect((listed.json() as { barcode: string }[]).map((c) => c.barcode)).toEqual(['D-001']);
    // and in the sample's journey
    expect((await journey('D-001')).find((e) => e.type === 'lims_confirmed')).toMatchObject({
      who: 'manager',
    });

    // rejected with the version read before the completion: refused, nothing recorded
    const rejected = {
      ...before,
      status: 'rejected' as const,
      statusReason: { text: 'Haemolysed' },
    };
    const stale = await viaClient<OperationOutcome>(
      client.update({
        resourceType: 'Task',
        id: String(ids['D-001']),
        body: rejected,
        options: { headers: ifMatch(before) },
      }),
    );
    expect(stale.status).toBe(412);
    expect(stale.body.issue[0].code).toBe('conflict');
    expect((await readTask('D-001')).status).toBe('completed');

    // with the current version: rejected with its reason
    const now = await viaClient<Task>(
      client.update({
        resourceType: 'Task',
        id: String(ids['D-001']),
        body: { ...completed, status: 'rejected', statusReason: { text: 'Haemolysed' } },
        options: { headers: ifMatch(completed) },
      }),
    );
    expect(now.status).toBe(200);
    expect(now.body).toMatchObject({
      status: 'rejected',
      statusReason: { text: 'Haemolysed' },
      businessStatus: { text: 'rejected by the laboratory: Haemolysed' },
    });
    expect(now.body.meta!.versionId).not.toBe(completed.meta!.versionId);
    const rows = await fx.database.db
      .select()
      .from(limsSampleConfirmations)
      .where(eq(limsSampleConfirmations.barcode, 'D-001'))
      .orderBy(desc(limsSampleConfirmations.id));
    expect(rows.map((r) => [r.status, r.error_message, r.lims_user])).toEqual([
      ['REJECTED', 'Haemolysed', fx.users.manager],
      ['CONFIRMED', null, fx.users.manager],
    ]);
    const specimen = await fhirGet<Specimen>(`${base}/Specimen/${ids['D-001']}`, tokens.manager);
    expect(specimen.body.status).toBe('unsatisfactory');
    expect((await journey('D-001')).find((e) => e.type === 'lims_rejected')).toMatchObject({
      who: 'manager',
      note: 'Haemolysed',
    });
  });

  it('answers the updated Task with its ETag and Last-Modified', async () => {
    const task = await readTask('D-002');
    const res = await send<Task>(
      'PATCH',
      'D-002',
      [{ op: 'add', path: '/businessStatus/text', value: 'received at laboratory' }],
      ifMatch(task),
    );
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('completed');
    expect(res.headers.get('etag')).toBe(`W/"${res.body.meta!.versionId}"`);
    expect(res.headers.get('last-modified')).toBe(new Date(res.body.meta!.lastUpdated!).toUTCString());
  });

  it('refuses what a laboratory may not do: 409 not delivered, 422 another path, op, element or transition', async () => {
    const toCompleted = [{ op: 'replace', path: '/status', value: 'completed' }];
    const transit = await send('PATCH', 'T-001', toCompleted);
    expect(transit.status).toBe(409);
    expect(issue(transit.body).diagnostics).toContain('not delivered');
    expect((await readTask('T-001')).status).toBe('in-progress');

    const owner = await send('PATCH', 'D-002', [{ op: 'replace', path: '/owner', value: { display: 'x' } }]);
    expect(owner.status).toBe(422);
    expect(issue(owner.body).diagnostics).toContain("'replace' on '/owner' is not allowed");
    const move = await send('PATCH', 'D-002', [
      { op: 'move', from: '/businessStatus', path: '/statusReason' },
    ]);
    expect(move.status).toBe(422);
    expect(issue(move.body).diagnostics).toContain("'move' on '/statusReason'");
    const cancel = await send('PATCH', 'D-002', [{ op: 'replace', path: '/status', value: 'cancelled' }]);
    expect(cancel.status).toBe(422);
    expect(issue(cancel.body).diagnostics).toContain('from completed to cancelled');
    // a rejected Task is not completed again
    const back = await send('PATCH', 'D-001', toCompleted);
    expect(back.status).toBe(422);
    expect(issue(back.body).diagnostics).toContain('from rejected to completed');

    // a PUT changing another element, or without If-Match
    const task = await readTask('D-002');
    const intent = await send('PUT', 'D-002', { ...task, intent: 'plan', status: 'rejected' }, ifMatch(task));
    expect(intent.status).toBe(422);
    expect(issue(intent.body).diagnostics).toContain('intent differ');
    const unversioned = await send('PUT', 'D-002', { ...task, status: 'rejected' });
    expect(unversioned.status).toBe(428);
    expect((await readTask('D-002')).status).toBe('completed');
  });

  it('refuses a malformed body (400), a missing or bad token (401) and a Task outside the hub (404)', async () => {
    for (const body of [
      'not json',
      { op: 'replace', path: '/status', value: 'completed' },
      [{ op: 'replace', path: 'status', value: 'completed' }],
      [{ op: 'replace', path: '/status' }],
      [{ op: 'frobnicate', path: '/status' }],
    ]) {
      const res = await send('PATCH', 'D-002', body);
      expect([res.status, issue(res.body).code], JSON.stringify(body)).toEqual([400, 'invalid']);
    }
    const task = await readTask('D-002');
    const otherId = await send('PUT', 'D-002', { ...task, id: String(ids['D-001']) }, ifMatch(task));
    expect(otherId.status).toBe(400);

    const toRejected = [{ op: 'replace', path: '/status', value: 'rejected' }];
    const anonymous = await send('PATCH', 'D-002', toRejected, {}, null);
    expect(anonymous.status).toBe(401);
    expect(issue(anonymous.body).code).toBe('login');
    expect((await send('PATCH', 'D-002', toRejected, {}, 'not-a-token')).status).toBe(401);

    const hubClient = fhirClient(base, tokens.hub);
    const elsewhere = await viaClient<OperationOutcome>(
      hubClient.patch({ resourceType: 'Task', id: String(ids['N-001']), jsonPatch: toRejected as never }),
    );
    expect(elsewhere.status).toBe(404);
    const stillThere = await fhirGet<Task>(`${base}/Task/${ids['N-001']}`, tokens.manager);
    expect(stillThere.body.status).toBe('completed');
    expect(
      await fx.database.db
        .select()
        .from(limsSampleConfirmations)
        .where(eq(limsSampleConfirmations.barcode, 'N-001')),
    ).toEqual([]);
  });

  it('writes each update to the LIMS integration logs as type FHIR', async () => {
    const task = await readTask('D-002');
    await send('PATCH', 'D-002', [{ op: 'replace', path: '/status', value: 'rejected' }], ifMatch(task));
    await send('PATCH', 'D-002', [{ op: 'replace', path: '/intent', value: 'plan' }]);
    const rows = await latestLogs(fx, 2);
    expect(logFacts(rows)).toEqual([
      ['FHIR', 'FAILED', 422, fx.users.manager, 'PATCH'],
      ['FHIR', 'SUCCESS', 200, fx.users.manager, 'PATCH'],
    ]);
    expect(rows[1].endpoint_url).toBe(`/fhir/r4/Task/${ids['D-002']}`);
    expect(rows[1].description).toBe(`FHIR Task/${ids['D-002']} patch`);
    expect(rows[0].error_message).toContain("'replace' on '/intent' is not allowed");
    expect(JSON.stringify(rows[1].request_data)).toContain('rejected');
  });
});
