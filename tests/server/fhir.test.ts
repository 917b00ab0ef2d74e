/**
 * The HL7 FHIR R4 interface's read side (/fhir/r4, server/routes/fhir): driven by a real FHIR client
 * (fhir-kit-client) and by plain GETs, every answer validated against the official R4 JSON schema (fhirHelpers.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type {
  Bundle,
  CapabilityStatement,
  Location,
  OperationOutcome,
  Patient,
  Specimen,
  Task,
} from 'fhir/r4';
import {
  limsSampleConfirmations,
  patients,
  pendingPickups,
  samples,
  umojaDeliveries,
} from '../../server/db/schema';
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
  mainHubTrip,
  nextPage,
  schemaErrors,
  viaClient,
} from './fhirHelpers';

const SYSTEM = 'urn:test:barcode';

describe('FHIR R4 interface (read side)', () => {
  let fx: Fixture;
  let base: string;
  /** LIMS tokens: the manager's (every right, no hub), the hub coordinator's (main hub), staff without patients. */
  const tokens = { manager: '', hub: '', nopatients: '' };
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    fx = await createFixture({ fhirBarcodeSystem: SYSTEM });
    const db = fx.database.db;
    const places = await hubPlaces(fx);
    const [blood] = await db.select({ id: samples.id }).from(samples).where(eq(samples.name, 'Blood'));
    const [pickup] = await db
      .insert(pendingPickups)
      .values({
        pickup_number: 'PK-1',
        date: '2026-03-01',
        sample: blood.id,
        pickup_location_type: 'health_center',
        destination_location_type: 'collection_hub',
        pickup_health_center: places.mulago,
        destination_collection_hub: fx.hubs.main,
        assigned_delivery_agent: places.alice,
      })
      .returning({ id: pendingPickups.id });
    const [patient] = await db
      .insert(patients)
      .values({
        names: 'Nakato Jane',
        sex: 'Female',
        date_of_birth: '1990-05-04',
        pending_sample_pickup: pickup.id,
      })
      .returning({ id: patients.id });
    ids.patient = patient.id;
    const row = mainHubTrip(fx, places);
    const [batch] = await db
      .insert(umojaDeliveries)
      .values({ ...row, barcode: 'BATCH-1', barcode_type: 'parent', item_type: 'batch_entry' })
      .returning({ id: umojaDeliveries.id });
    ids.batch = batch.id;
    // seven samples of the main hub, one a step further than the other
    for (let i = 1; i <= 7; i++) {
      const [r] = await db
        .insert(umojaDeliveries)
        .values({
          ...row,
          date: at(i),
          barcode: `S-00${i}`,
          barcode_type: 'child',
          parent_code: 'BATCH-1',
          item_name: 'Blood',
          patient: i === 1 ? patient.id : null,
          time_of_pickup: i >= 2 ? at(8) : null,
          ...(i >= 3
            ? {
                delivery_status: 'delivered' as const,
                time_of_dropoff: at(9),
                received_by_coordinator: true,
                time_of_receiving: at(10),
                receivers_note: 'Cool box intact',
              }
            : {}),
        })
        .returning({ id: umojaDeliveries.id });
      ids[`S-00${i}`] = r.id;
    }
    await db.insert(limsSampleConfirmations).values({
      barcode: 'S-007',
      status: 'REJECTED',
      error_message: 'Haemolysed',
      created_at: at(11),
    });
    // a sample of the north hub, in transit
    const [north] = await db
      .insert(umojaDeliveries)
      .values({
        ...row,
        delivery_number: 'DN-2',
        agent_account: places.denis,
        collection_hub: fx.hubs.north,
        pickup_point: 'Lacor Health Centre',
        destination: 'Gulu North Hub',
        barcode: 'N-001',
        barcode_type: 'child',
        item_name: 'Sputum',
        time_of_pickup: at(7),
      })
      .returning({ id: umojaDeliveries.id });
    ids.north = north.id;

    tokens.manager = await limsToken(fx, fx.users.manager);
    tokens.hub = await limsToken(fx, fx.users.hubcoordinator);
    await fx.setRights(fx.users.staff, { view_umoja_deliveries: false, view_pending_umoja_pickups: false });
    tokens.nopatients = await limsToken(fx, fx.users.staff);

    base = await fhirBase(fx);
  });
  afterAll(async () => fx.close());

  it('the schema check refuses an invalid resource', () => {
    expect(schemaErrors({ resourceType: 'Specimen', status: 'lost' })).not.toEqual([]);
    expect(
      schemaErrors({
        resourceType: 'Bundle',
        type: 'searchset',
        entry: [{ resource: { resourceType: 'Task', status: 'lost', intent: 'order' } }],
      }),
    ).not.toEqual([]);
    expect(schemaErrors({ resourceType: 'Specimen', status: 'available' })).toEqual([]);
  });

  it('answers its CapabilityStatement without a token, naming what it implements', async () => {
    const res = await fhirGet<CapabilityStatement>(`${base}/metadata`);
    expect(res.status).toBe(200);
    expect(res.contentType).toMatch(/^application\/fhir\+json/);
    expect(res.body).toMatchObject({
      resourceType: 'CapabilityStatement',
      fhirVersion: '4.0.1',
      format: ['json'],
    });
    const resources = res.body.rest![0].resource!;
    expect(resources.map((r) => r.type)).toEqual([
      'Specimen',
      'Task',
      'Location',
      'Organization',
      'Practitioner',
      'Patient',
    ]);
    const task = resources.find((r) => r.type === 'Task')!;
    expect(task.interaction!.map((i) => i.code)).toEqual(['read', 'search-type', 'update', 'patch']);
    expect(task.searchParam!.map((p) => p.name)).toEqual([
      'status',
      '_lastUpdated',
      'focus',
      'owner',
      'location',
    ]);
    expect(task.searchInclude).toEqual(['Task:focus']);
    const specimen = resources.find((r) => r.type === 'Specimen')!;
    expect(specimen.searchParam!.map((p) => p.name)).toEqual(['identifier', '_lastUpdated']);
    expect(resources.find((r) => r.type === 'Patient')!.interaction!.map((i) => i.code)).toEqual(['read']);
    // the client reads it too
    const viaKit = await viaClient<CapabilityStatement>(
      fhirClient(base, tokens.manager).capabilityStatement(),
    );
    expect(viaKit.body.fhirVersion).toBe('4.0.1');
  });

  it('a FHIR client finds a Specimen by barcode, follows next links to the end and reads its Task with its focus', async () => {
    const client = fhirClient(base, tokens.manager);
    const found = await viaClient<Bundle>(
      client.search({ resourceType: 'Specimen', searchParams: { identifier: `${SYSTEM}|S-001` } }),
    );
    expect(found.body).toMatchObject({ resourceType: 'Bundle', type: 'searchset', total: 1 });
    const specimen = found.body.entry![0].resource as Specimen;
    expect(found.body.entry![0].search).toEqual({ mode: 'match' });
    expect(found.body.entry![0].fullUrl).toBe(`${base}/Specimen/${ids['S-001']}`);
    expect(specimen).toMatchObject({
      id: String(ids['S-001']),
      identifier: [{ system: SYSTEM, value: 'S-001' }],
      status: 'available',
      type: { text: 'Blood' },
      subject: { reference: `Patient/${ids.patient}` },
      parent: [{ reference: `Specimen/${ids.batch}` }],
    });
    expect(specimen.meta?.versionId).toMatch(/^[0-9a-f]{16}$/);
    expect(specimen.meta?.lastUpdated).toBe('2026-03-01T01:00:00.000Z');
    // a bare barcode finds it too; another system finds nothing
    const bare = await viaClient<Bundle>(
      client.search({ resourceType: 'Specimen', searchParams: { identifier: 'S-001' } }),
    );
    expect(bare.body.total).toBe(1);
    const two = await viaClient<Bundle>(
      client.search({ resourceType: 'Specimen', searchParams: { identifier: `S-002,${SYSTEM}|S-003` } }),
    );
    expect(two.body.total).toBe(2);
    const other = await viaClient<Bundle>(
      client.search({ resourceType: 'Specimen', searchParams: { identifier: 'urn:other|S-001' } }),
    );
    expect(other.body.total).toBe(0);
    // its parent is itself a Specimen
    const parent = await viaClient<Specimen>(
      client.read({ resourceType: 'Specimen', id: String(ids.batch) }),
    );
    expect(parent.body.identifier).toEqual([{ system: SYSTEM, value: 'BATCH-1' }]);

    // every sample, three a page: next links to the end, as many as the total, none twice
    let page = (
      await viaClient<Bundle>(client.search({ resourceType: 'Specimen', searchParams: { _count: 3 } }))
    ).body;
    const total = page.total!;
    expect(total).toBe(8);
    const seen: string[] = [];
    let pages = 0;
    for (;;) {
      pages++;
      seen.push(...(page.entry ?? []).map((e) => (e.resource as Specimen).identifier![0].value!));
      if (!page.link?.some((l) => l.relation === 'next')) break;
      page = (await nextPage(client, page))!.body;
    }
    expect(pages).toBe(3);
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
    expect(seen).not.toContain('BATCH-1');

    // its Task, with the Specimen included
    const tasks = await viaClient<Bundle>(
      client.search({
        resourceType: 'Task',
        searchParams: { focus: `Specimen/${specimen.id}`, _include: 'Task:focus' },
      }),
    );
    expect(tasks.body.total).toBe(1);
    expect(tasks.body.entry!.map((e) => [e.resource!.resourceType, e.search!.mode])).toEqual([
      ['Task', 'match'],
      ['Specimen', 'include'],
    ]);
    const task = tasks.body.entry![0].resource as Task;
    expect(task).toMatchObject({
      status: 'accepted',
      intent: 'order',
      businessStatus: { text: 'waiting for pickup at Mulago Health Centre' },
      focus: { reference: `Specimen/${specimen.id}` },
      for: { reference: `Patient/${ids.patient}` },
    });
    expect(task.owner?.reference).toMatch(/^Practitioner\/\d+$/);
    expect(task.location?.reference).toMatch(/^Location\/hc-\d+$/);
    const agent = await viaClient(
      client.read({ resourceType: 'Practitioner', id: task.owner!.reference!.split('/')[1] }),
    );
    expect(agent.body).toEqual({
      resourceType: 'Practitioner',
      id: task.owner!.reference!.split('/')[1],
      identifier: [{ system: 'urn:courier:agent', value: 'AG0001' }],
      name: [{ text: 'Alice Nakato', family: 'Nakato', given: ['Alice'] }],
    });
    expect(JSON.stringify(agent.body)).not.toContain('0700000001');
    const place = await viaClient(
      client.read({ resourceType: 'Location', id: task.location!.reference!.split('/')[1] }),
    );
    expect(place.body).toMatchObject({ name: 'Mulago Health Centre' });
  });

  it("follows the custody facts in the Tasks' status and the Specimens'", async () => {
    const get = async <T>(type: string, key: string) =>
      (await fhirGet<T>(`${base}/${type}/${ids[key]}`, tokens.manager)).body;
    const read = (type: 'Task', key: string) => get<Task>(type, key);
    const readSpecimen = (key: string) => get<Specimen>('Specimen', key);
    expect((await read('Task', 'S-002')).status).toBe('in-progress');
    expect((await read('Task', 'S-002')).businessStatus).toEqual({ text: 'in transit to Kampala Main Hub' });
    const done = await read('Task', 'S-003');
    expect(done).toMatchObject({
      status: 'completed',
      businessStatus: { text: 'received at Kampala Main Hub' },
      owner: { reference: `Organization/hub-${fx.hubs.main}` },
      location: { reference: `Location/hub-${fx.hubs.main}` },
      executionPeriod: { start: '2026-03-01T08:00:00.000Z', end: '2026-03-01T10:00:00.000Z' },
    });
    const received = await readSpecimen('S-003');
    expect(received).toMatchObject({
      status: 'unavailable',
      receivedTime: '2026-03-01T10:00:00.000Z',
      collection: { collectedDateTime: '2026-03-01T08:00:00.000Z' },
      note: [{ text: 'Receipt: Cool box intact' }],
    });
    expect(await read('Task', 'S-007')).toMatchObject({
      status: 'rejected',
      statusReason: { text: 'Haemolysed' },
    });
    expect((await readSpecimen('S-007')).status).toBe('unsatisfactory');

    const search = async (q: string) => (await fhirGet<Bundle>(`${base}/Task?${q}`, tokens.manager)).body;
    expect((await search('status=completed')).total).toBe(4);
    expect((await search('status=in-progress,rejected')).total).toBe(3);
    expect((await search(`owner=Practitioner/${(await hubPlaces(fx)).denis}`)).total).toBe(1);
    expect((await search(`location=Location/hub-${fx.hubs.main}`)).total).toBe(5);
    // _lastUpdated: after the receipts (10:00) only the rejection (11:00) is newer
    const newer = await search('_lastUpdated=gt2026-03-01T10:00:00Z');
    expect(newer.entry!.map((e) => (e.resource as Task).focus!.reference)).toEqual([
      `Specimen/${ids['S-007']}`,
    ]);
    expect(
      (await search('_lastUpdated=ge2026-03-01T10:00:00Z&_lastUpdated=lt2026-03-01T11:00:00Z')).total,
    ).toBe(4);
    // a date is its whole day: nothing was updated after 1 March, everything on it
    expect((await search('_lastUpdated=gt2026-03-01')).total).toBe(0);
    expect((await search('_lastUpdated=ge2026-03-01&_lastUpdated=le2026-03-01')).total).toBe(8);
    expect((await search('_lastUpdated=lt2026-03')).total).toBe(0);
    expect((await search('_lastUpdated=le2026')).total).toBe(8);
    const hubs = await fhirGet<Bundle>(`${base}/Location?type=hub`, tokens.manager);
    expect(hubs.body.entry!.map((e) => (e.resource as Location).name)).toEqual([
      'Kampala Main Hub',
      'Gulu North Hub',
    ]);
    const holder = await fhirGet(`${base}/${done.owner!.reference}`, tokens.manager);
    expect(holder.body).toMatchObject({
      resourceType: 'Organization',
      name: 'Kampala Main Hub',
      partOf: { reference: 'Organization/courier' },
    });
    const org = await fhirGet(`${base}/Organization/courier`, tokens.manager);
    expect(org.body).toMatchObject({ resourceType: 'Organization', name: 'Umoja Courier' });
  });

  it('refuses with an OperationOutcome: 401 without or with a bad token, 400 bad parameters, 404 unknown', async () => {
    const outcome = (res: { body: unknown }) => (res.body as OperationOutcome).issue[0];
    const none = await fhirGet(`${base}/Specimen`);
    expect(none.status).toBe(401);
    expect(outcome(none)).toMatchObject({ severity: 'error', code: 'login' });
    const bad = await viaClient(
      fhirClient(base, 'not-a-token').search({ resourceType: 'Task', searchParams: {} }),
    );
    expect(bad.status).toBe(401);
    const unknown = await fhirGet(`${base}/Specimen?colour=red`, tokens.manager);
    expect(unknown.status).toBe(400);
    expect(outcome(unknown).diagnostics).toBe("Unknown search parameter 'colour' for Specimen.");
    const tooMany = await fhirGet(`${base}/Task?_count=501`, tokens.manager);
    expect(tooMany.status).toBe(400);
    expect(outcome(tooMany).diagnostics).toContain('_count');
    expect((await fhirGet(`${base}/Task?status=lost`, tokens.manager)).status).toBe(400);
    expect((await fhirGet(`${base}/Task?_format=json`, tokens.manager)).status).toBe(200);
    expect((await fhirGet(`${base}/Task?_format=xml`, tokens.manager)).status).toBe(400);
    expect((await fhirGet(`${base}/Task?_lastUpdated=yesterday`, tokens.manager)).status).toBe(400);
    const missing = await viaClient(
      fhirClient(base, tokens.manager).read({ resourceType: 'Specimen', id: '999999' }),
    );
    expect(missing.status).toBe(404);
    expect(outcome(missing).code).toBe('not-found');
    expect((await fhirGet(`${base}/Observation/1`, tokens.manager)).status).toBe(404);
    expect((await fhirGet(`${base}/Location/nowhere`, tokens.manager)).status).toBe(404);
    // no create: another method on a resource is refused, as an OperationOutcome too (Task updates: fhirTask.test.ts)
    const post = await fetch(`${base}/Task`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens.manager}`, 'content-type': 'application/fhir+json' },
      body: JSON.stringify({ resourceType: 'Task', status: 'requested', intent: 'order' }),
    });
    expect(post.status).toBe(405);
    expect(checked((await post.json()) as OperationOutcome).issue[0].code).toBe('not-supported');
    // refused by the server's input guards before the interface runs (a NUL character): an OperationOutcome too
    const nul = await fhirGet(`${base}/Specimen?identifier=S-001%00`, tokens.manager);
    expect(nul.status).toBe(400);
    expect(nul.contentType).toMatch(/^application\/fhir\+json/);
    expect(outcome(nul)).toMatchObject({
      code: 'invalid',
      diagnostics: 'identifier: Null characters are not allowed.',
    });
  });

  it("a hub-limited token sees only its hub: the other hub's Specimen and Task are absent or 404", async () => {
    const client = fhirClient(base, tokens.hub);
    const all = await viaClient<Bundle>(
      client.search({ resourceType: 'Specimen', searchParams: { _count: 500 } }),
    );
    expect(all.body.total).toBe(7);
    expect(JSON.stringify(all.body)).not.toContain('N-001');
    const byCode = await viaClient<Bundle>(
      client.search({ resourceType: 'Specimen', searchParams: { identifier: 'N-001' } }),
    );
    expect(byCode.body.total).toBe(0);
    expect((await viaClient(client.read({ resourceType: 'Specimen', id: String(ids.north) }))).status).toBe(
      404,
    );
    expect((await viaClient(client.read({ resourceType: 'Task', id: String(ids.north) }))).status).toBe(404);
    const tasks = await viaClient<Bundle>(
      client.search({ resourceType: 'Task', searchParams: { status: 'in-progress' } }),
    );
    expect(tasks.body.total).toBe(1);
    // the manager (no hub) sees it
    const manager = fhirClient(base, tokens.manager);
    expect((await viaClient(manager.read({ resourceType: 'Task', id: String(ids.north) }))).status).toBe(200);
  });

  it('patient rights: no subject or for, and Patient refused, for a token whose user may not read patients', async () => {
    const allowed = await fhirGet<Patient>(`${base}/Patient/${ids.patient}`, tokens.manager);
    expect(allowed.status).toBe(200);
    expect(allowed.body).toMatchObject({ gender: 'female', birthDate: '1990' });
    expect(JSON.stringify(allowed.body)).not.toContain('Nakato');

    const specimen = await fhirGet<Specimen>(`${base}/Specimen/${ids['S-001']}`, tokens.nopatients);
    expect(specimen.status).toBe(200);
    expect(specimen.body.subject).toBeUndefined();
    const task = await fhirGet<Task>(`${base}/Task/${ids['S-001']}`, tokens.nopatients);
    expect(task.body.for).toBeUndefined();
    expect(task.body.focus).toEqual({ reference: `Specimen/${ids['S-001']}` });
    const refused = await fhirGet<OperationOutcome>(`${base}/Patient/${ids.patient}`, tokens.nopatients);
    expect(refused.status).toBe(403);
    expect(refused.body.issue[0].code).toBe('forbidden');
  });

  it('writes each call to the LIMS integration logs as type FHIR', async () => {
    await fhirGet(`${base}/Specimen?identifier=S-003`, tokens.manager);
    await fhirGet(`${base}/Specimen?colour=red`, tokens.manager);
    const rows = await latestLogs(fx, 2);
    expect(logFacts(rows)).toEqual([
      ['FHIR', 'FAILED', 400, fx.users.manager, 'GET'],
      ['FHIR', 'SUCCESS', 200, fx.users.manager, 'GET'],
    ]);
    expect(rows[1].endpoint_url).toBe('/fhir/r4/Specimen?identifier=S-003');
    expect(rows[0].error_message).toBe("Unknown search parameter 'colour' for Specimen.");
    // the admin side lists them under the FHIR type
    const listed = await sendJson(
      fx.app,
      'GET',
      '/api/lims/logs/?integration_type=FHIR',
      auth(await fx.login('manager')),
    );
    expect(listed.statusCode).toBe(200);
    const listedRows = listed.json() as { integration_type: string; endpoint_url: string }[];
    expect(listedRows.map((r) => r.integration_type)).toEqual(listedRows.map(() => 'FHIR'));
    expect(listedRows.map((r) => r.endpoint_url)).toContain('/fhir/r4/Specimen?identifier=S-003');
  });
});
