/**
 * Bad input: a health centre's name once in its hub and district, a sample's name once, both without
 * regard to case and spaces and also when two creates arrive together; a new health centre code keeps the digits
 * of the codes already there.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthCentres } from '../../server/db/schema';
import { auth, createFixture, type Fixture } from './fixtures';

let fx: Fixture;
let headers: Record<string, string>;
beforeAll(async () => {
  fx = await createFixture();
  headers = auth(await fx.login('manager'));
});
afterAll(async () => {
  await fx.close();
});

const DUPLICATE_CENTRE = {
  name: ['A health centre with this name already exists in this hub and district.'],
};
const DUPLICATE_SAMPLE = { name: ['A sample with this name already exists.'] };

const post = (url: string, payload: Record<string, unknown>) =>
  fx.app.inject({ method: 'POST', url, headers, payload });
const put = (url: string, payload: Record<string, unknown>) =>
  fx.app.inject({ method: 'PUT', url, headers, payload });
const centre = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  contactperson_name: 'Ann',
  district: 'Kampala',
  collection_hub: String(fx.hubs.main),
  ...extra,
});

describe('health centre names', () => {
  it('refuses a name already used in the same hub and district, whatever its case and spaces', async () => {
    for (const name of ['Mulago Health Centre', '  mulago   HEALTH centre ']) {
      const res = await post('/api/healthcentres/', centre(name));
      expect(res.statusCode, name).toBe(400);
      expect(res.json()).toEqual(DUPLICATE_CENTRE);
    }
    const otherDistrict = await post(
      '/api/healthcentres/',
      centre('Mulago Health Centre', { district: 'Wakiso' }),
    );
    expect(otherDistrict.statusCode).toBe(201);
    const otherHub = await post(
      '/api/healthcentres/',
      centre('Mulago Health Centre', { collection_hub: String(fx.hubs.north) }),
    );
    expect(otherHub.statusCode).toBe(201);
  });

  it('refuses renaming a centre to the name of another in its hub and district, not saving it unchanged', async () => {
    const created = await post('/api/healthcentres/', centre('Rename Me HC'));
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;
    const clash = await put(`/api/healthcentres/${id}/`, centre('KISENYI health centre iv'));
    expect(clash.statusCode).toBe(400);
    expect(clash.json()).toEqual(DUPLICATE_CENTRE);
    const same = await put(
      `/api/healthcentres/${id}/`,
      centre('Rename Me HC', { contactperson_name: 'Bob' }),
    );
    expect(same.statusCode).toBe(200);
    expect(same.json().contactperson_name).toBe('Bob');
  });

  it('lets only one of two creates of one new name that arrive together through', async () => {
    const answers = await Promise.all([
      post('/api/healthcentres/', centre('Twin Clinic')),
      post('/api/healthcentres/', centre('twin  clinic')),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 400]);
    expect(answers.find((a) => a.statusCode === 400)?.json()).toEqual(DUPLICATE_CENTRE);
  });

  it('gives a new centre a code with the digits of the codes already there', async () => {
    // a database whose codes have five digits, as the demo's (HC00110)
    await fx.database.db
      .update(healthCentres)
      .set({ HC_code: 'HC00110' })
      .where(eq(healthCentres.name, 'Lacor Health Centre'));
    const res = await post('/api/healthcentres/', centre('Five Digit Clinic'));
    expect(res.statusCode).toBe(201);
    expect(res.json().HC_code).toMatch(/^HC\d{5}$/);
  });
});

describe('sample names', () => {
  it('refuses a sample name already used, whatever its case and spaces, on create and on rename', async () => {
    for (const name of ['Blood', ' bLOOD ']) {
      const res = await post('/api/samples/', { name, description: 'x', priority: 'normal' });
      expect(res.statusCode, name).toBe(400);
      expect(res.json()).toEqual(DUPLICATE_SAMPLE);
    }
    const fresh = await post('/api/samples/', { name: 'Swab  test', description: 'x', priority: 'normal' });
    expect(fresh.statusCode).toBe(201);
    const id = fresh.json().id as number;
    const clash = await put(`/api/samples/${id}/`, { name: 'urine', description: 'x', priority: 'normal' });
    expect(clash.statusCode).toBe(400);
    expect(clash.json()).toEqual(DUPLICATE_SAMPLE);
    const same = await put(`/api/samples/${id}/`, { name: 'Swab  test', description: 'y', priority: 'low' });
    expect(same.statusCode).toBe(200);
  });

  it('lets only one of two creates of one new sample name that arrive together through', async () => {
    const answers = await Promise.all([
      post('/api/samples/', { name: 'Pus swab', description: 'x', priority: 'normal' }),
      post('/api/samples/', { name: 'PUS SWAB', description: 'x', priority: 'normal' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 400]);
  });
});
