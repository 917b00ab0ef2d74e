/**
 * GET /api/lims/fhir/: what the LIMS screen shows of the FHIR R4 interface (its base URL as the server is reached,
 * the configured system URI of barcodes), for the LIMS admins only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createFixture, type Fixture } from './fixtures';

const SYSTEM = 'https://lab-link.example.org/barcode';

describe('the FHIR interface as the LIMS screen shows it', () => {
  let fx: Fixture;
  beforeAll(async () => {
    fx = await createFixture({ fhirBarcodeSystem: SYSTEM });
  });
  afterAll(() => fx.close());

  const get = async (username: string | null) =>
    fx.app.inject({
      method: 'GET',
      url: '/api/lims/fhir/',
      headers: { host: 'courier.example.org', ...(username ? auth(await fx.login(username)) : {}) },
    });

  it('gives the base URL as the server is reached, the barcode system and the version; the URL answers FHIR', async () => {
    for (const user of ['admin', 'manager']) {
      const res = await get(user);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        base_url: 'http://courier.example.org/fhir/r4',
        barcode_system: SYSTEM,
        fhir_version: '4.0.1',
      });
    }
    const metadata = await fx.app.inject({ method: 'GET', url: '/fhir/r4/metadata' });
    expect(metadata.statusCode).toBe(200);
    expect(metadata.json()).toMatchObject({ resourceType: 'CapabilityStatement', fhirVersion: '4.0.1' });
  });

  it('is refused without sign-in (401) and to staff who are not LIMS admins (403)', async () => {
    expect((await get(null)).statusCode).toBe(401);
    expect((await get('staff')).statusCode).toBe(403);
  });
});
