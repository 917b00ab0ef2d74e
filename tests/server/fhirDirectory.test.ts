/**
 * The FHIR interface's places for a hub-limited token (server/routes/fhir/directory.ts): the Locations and the
 * Organizations it reads and searches are those its user's REST API shows (/api/collectionhubs: its own hub,
 * /api/healthcentres: its hub's health centres); a token without a hub sees every place.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Bundle, Location } from 'fhir/r4';
import { auth, createFixture, hubPlaces, type Fixture } from './fixtures';
import { fhirBase, fhirClient, limsToken, nextPage, viaClient } from './fhirHelpers';

describe('FHIR R4 places within the hub scope of the token', () => {
  let fx: Fixture;
  let base: string;
  let places: Awaited<ReturnType<typeof hubPlaces>>;
  const tokens = { manager: '', hub: '' };

  beforeAll(async () => {
    fx = await createFixture();
    places = await hubPlaces(fx);
    tokens.manager = await limsToken(fx, fx.users.manager);
    tokens.hub = await limsToken(fx, fx.users.hubcoordinator);
    base = await fhirBase(fx);
  });
  afterAll(async () => fx.close());

  /** The ids of the REST list `url` as user `username` sees it (every page). */
  async function restIds(username: string, url: string): Promise<number[]> {
    const res = await fx.app.inject({ method: 'GET', url, headers: auth(await fx.login(username)) });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { id: number }[] | { results: { id: number }[] };
    return (Array.isArray(body) ? body : body.results).map((r) => r.id).sort((a, b) => a - b);
  }

  /** Every Location id a search with `token` answers (following next links), and the search's total. */
  async function locationIds(token: string): Promise<{ ids: string[]; total: number | undefined }> {
    const client = fhirClient(base, token);
    let page = await viaClient<Bundle>(
      client.search({ resourceType: 'Location', searchParams: { _count: 20 } }),
    );
    expect(page.status).toBe(200);
    const total = page.body.total;
    const ids: string[] = [];
    for (;;) {
      ids.push(...(page.body.entry ?? []).map((e) => (e.resource as Location).id!));
      const next = nextPage(client, page.body);
      if (!next) break;
      page = await next;
    }
    return { ids, total };
  }

  const expected = (hubs: number[], centres: number[]) =>
    [...hubs.map((h) => `hub-${h}`), ...centres.map((c) => `hc-${c}`)].sort();

  it("a hub-limited token searches its hub and its hub's health centres, as its user's REST API lists them", async () => {
    const hubs = await restIds('hubcoordinator', '/api/collectionhubs');
    const centres = await restIds('hubcoordinator', '/api/healthcentres');
    expect(hubs).toEqual([fx.hubs.main]);
    expect(centres).toContain(places.mulago);
    expect(centres).not.toContain(places.lacor);
    const { ids, total } = await locationIds(tokens.hub);
    expect(total).toBe(hubs.length + centres.length);
    expect([...ids].sort()).toEqual(expected(hubs, centres));
  });

  it('a token without a hub searches every place', async () => {
    const hubs = await restIds('manager', '/api/collectionhubs');
    const centres = await restIds('manager', '/api/healthcentres');
    expect(hubs).toContain(fx.hubs.north);
    const { ids, total } = await locationIds(tokens.manager);
    expect(total).toBe(hubs.length + centres.length);
    expect([...ids].sort()).toEqual(expected(hubs, centres));
  });

  it("reads its own hub's places and answers 404 for another hub's, as Location and as Organization", async () => {
    const hub = fhirClient(base, tokens.hub);
    const manager = fhirClient(base, tokens.manager);
    const read = async (client: typeof hub, resourceType: string, id: string) =>
      (await viaClient(client.read({ resourceType: resourceType as 'Location', id }))).status;
    const cases: [string, string, number][] = [
      ['Location', `hub-${fx.hubs.main}`, 200],
      ['Location', `hc-${places.mulago}`, 200],
      ['Location', `hub-${fx.hubs.north}`, 404],
      ['Location', `hc-${places.lacor}`, 404],
      ['Organization', `hub-${fx.hubs.main}`, 200],
      ['Organization', `hub-${fx.hubs.north}`, 404],
      ['Organization', 'courier', 200],
    ];
    for (const [type, id, status] of cases) {
      expect(await read(hub, type, id), `${type}/${id} with the hub token`).toBe(status);
      expect(await read(manager, type, id), `${type}/${id} with the manager's token`).toBe(200);
    }
  });
});
