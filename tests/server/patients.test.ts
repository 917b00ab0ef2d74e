import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accounts,
  deliveryItems,
  patients,
  pendingPickups,
  sampleBarcodes,
  samples,
  umojaDeliveries,
} from '../../server/db/schema';
import { hashPassword } from '../../server/auth/passwords';
import { daysBack, toIsoDate } from '../../contract/dates';
import type { Patient as ContractPatient } from '../../contract/types';
import { PASSWORD, auth, createFixture, type Fixture, healthCentreIds, sendForm, sendJson } from './fixtures';

let fx: Fixture;
let manager: Record<string, string>;
let staff: Record<string, string>;
let hubco: Record<string, string>;
let nobody: Record<string, string>;
let mainPickup: number; // Mulago → main hub
let northPickup: number; // Lacor → north hub
let historyPatient: number;
let emptyPatient: number;
const deliveries: Record<string, number> = {};
let storedItem: number;

const API = '/api/patients/';
const ITEMS = '/api/delivery_items/';
const DENIED = { detail: 'You do not have permission to perform this action.' };

/** A patient as the API answers it: the contract's row and its barcode's id. */
type Patient = ContractPatient & { bar_code: number | null };

interface Item {
  id: number;
  delivery: number | null;
  patient: number | null;
  item_name: string;
  barcode: string | null;
  barcode_type: string | null;
  quantity: number;
  parent_code: string | null;
  delivery_status: string;
  delivery_number: string | null;
  date: string | null;
}

beforeAll(async () => {
  fx = await createFixture();
  manager = auth(await fx.login('manager'));
  staff = auth(await fx.login('staff'));
  hubco = auth(await fx.login('hubcoordinator'));
  const db = fx.database.db;
  await db.insert(accounts).values({
    username: 'nobody',
    email: 'nobody@example.org',
    password: await hashPassword(PASSWORD),
  });
  nobody = auth(await fx.login('nobody'));

  const [blood] = await db.select({ id: samples.id }).from(samples).limit(1);
  const hc = await healthCentreIds(fx);
  const pickup = async (number: string, centre: number, hub: number) => {
    const [row] = await db
      .insert(pendingPickups)
      .values({
        pickup_number: number,
        date: toIsoDate(new Date()),
        sample: blood.id,
        pickup_location_type: 'health_center',
        pickup_health_center: centre,
        destination_location_type: 'collection_hub',
        destination_collection_hub: hub,
        collection_hub: hub,
      })
      .returning({ id: pendingPickups.id });
    return row.id;
  };
  mainPickup = await pickup('PUP000001', hc('Mulago Health Centre'), fx.hubs.main);
  northPickup = await pickup('PUP000002', hc('Lacor Health Centre'), fx.hubs.north);

  // the history patient: a sample barcode, a stored delivery item and deliveries carrying the barcode
  const [code] = await db
    .insert(sampleBarcodes)
    .values({ bar_code: 'PB-100200', bar_code_type: 'batch_entry', status: 'used' })
    .returning({ id: sampleBarcodes.id });
  const [withHistory, without] = await db
    .insert(patients)
    .values([
      {
        names: 'Grace Namukasa',
        date_of_birth: '1990-04-02',
        age: null,
        nationality: 'Ugandan',
        occupation: 'Teacher',
        sex: 'Female',
        patient_opd_ipd_number: 'OPD/1111',
        pending_sample_pickup: mainPickup,
        bar_code: code.id,
        created_at: daysBack(2),
      },
      {
        names: 'Peter Okot',
        date_of_birth: '1980-01-01',
        age: 44,
        nationality: 'Kenyan',
        occupation: 'Farmer',
        sex: 'Male',
        patient_opd_ipd_number: 'IPD/2222',
        pending_sample_pickup: northPickup,
        created_at: daysBack(1),
      },
    ])
    .returning({ id: patients.id });
  historyPatient = withHistory.id;
  emptyPatient = without.id;

  const delivery = async (
    key: string,
    values: Partial<typeof umojaDeliveries.$inferInsert>,
    back: number,
  ) => {
    const [row] = await db
      .insert(umojaDeliveries)
      .values({
        delivery_number: `DN-${key}`,
        pickup_point: 'Mulago Health Centre',
        destination: 'Kampala Main Hub',
        delivery_type: 'sample',
        collection_hub: fx.hubs.main,
        date: daysBack(back),
        ...values,
      })
      .returning({ id: umojaDeliveries.id });
    deliveries[key] = row.id;
  };
  // stored: a child sample delivered 5 days ago, linked to the patient by a delivery_items row
  await delivery(
    'stored',
    {
      item_name: 'Blood',
      barcode: 'CH-0001',
      barcode_type: 'child',
      delivery_status: 'delivered',
      items_total: 1,
    },
    5,
  );
  // the batch under the patient's barcode (parent row) and one of its children, both not stored as items
  await delivery(
    'parent',
    { item_name: 'Batch of samples', barcode: 'PB-100200', barcode_type: 'parent', items_total: 3 },
    1,
  );
  await delivery(
    'child',
    {
      item_name: 'Sputum',
      barcode: 'CH-0002',
      barcode_type: 'child',
      parent_code: 'PB-100200',
      delivery_status: 'delivered',
      items_total: 0,
    },
    3,
  );
  // a later trip of the already stored barcode: de-duplicated by barcode
  await delivery('again', { item_name: 'Blood', barcode: 'CH-0001', barcode_type: 'child' }, 0);
  // someone else's delivery
  await delivery('other', { item_name: 'Urine', barcode: 'CH-9999', barcode_type: 'child' }, 0);
  const [item] = await db
    .insert(deliveryItems)
    .values({
      delivery: deliveries.stored,
      patient: historyPatient,
      item_name: 'Blood',
      barcode: 'CH-0001',
      barcode_type: 'child',
      quantity: 1,
      delivery_status: 'delivered',
    })
    .returning({ id: deliveryItems.id });
  storedItem = item.id;
});
afterAll(async () => fx.close());

const get = (url: string, headers: Record<string, string>) => sendJson(fx.app, 'GET', url, headers);
const post = (headers: Record<string, string>, payload: Record<string, unknown>) =>
  fx.app.inject({ method: 'POST', url: API, headers, payload });
const put = (id: number, headers: Record<string, string>, payload: Record<string, unknown>) =>
  fx.app.inject({ method: 'PUT', url: `${API}${id}/`, headers, payload });

/** The patient form's body as the SPA sends it (JSON; empty strings already null). */
const validPatient = (extra: Record<string, unknown> = {}) => ({
  names: 'Sarah Achieng',
  date_of_birth: '2015-06-15',
  age: 9,
  nationality: 'Ugandan',
  sex: 'Female',
  occupation: 'Pupil',
  patient_opd_ipd_number: 'OPD/54321',
  national_id_number: null,
  village_of_residence: 'Wandegeya',
  village_of_workplace: null,
  physical_address: 'Plot 4, Wandegeya',
  phone_number: '0772000111',
  email_address: null,
  lab_generated_number: 'CHI1234567',
  pending_sample_pickup: mainPickup,
  ...extra,
});

describe('POST /api/patients/', () => {
  it('answers every required message of the patient form', async () => {
    const res = await post(staff, {});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      names: ['Please enter patient names'],
      date_of_birth: ['Please select date of birth'],
      age: ['Please enter age'],
      nationality: ['Please select nationality'],
      occupation: ['Please enter occupation'],
    });
    const blanks = await post(staff, {
      names: '  ',
      date_of_birth: null,
      age: '',
      nationality: '',
      sex: '',
      occupation: null,
    });
    expect(blanks.json()).toEqual({
      names: ['Please enter patient names'],
      date_of_birth: ['Please select date of birth'],
      age: ['Please enter age'],
      nationality: ['Please select nationality'],
      sex: ['Please select sex'],
      occupation: ['Please enter occupation'],
    });
  });

  it('refuses bad values with DRF messages', async () => {
    const res = await post(
      staff,
      validPatient({
        age: -1,
        nationality: 'Martian',
        sex: 'Other',
        date_of_birth: '2020-02-30',
        email_address: 'not-an-email',
        pending_sample_pickup: 9999,
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      age: ['Ensure this value is greater than or equal to 0.'],
      nationality: ['"Martian" is not a valid choice.'],
      sex: ['"Other" is not a valid choice.'],
      date_of_birth: ['Date has wrong format. Use one of these formats instead: YYYY-MM-DD.'],
      email_address: ['Enter a valid email address.'],
    });
    const decimal = await post(staff, validPatient({ age: '4.5' }));
    expect(decimal.json()).toEqual({ age: ['A valid integer is required.'] });
    const tomorrow = new Date();
    tomorrow.setDate(tomorrow.getDate() + 1);
    const future = await post(staff, validPatient({ date_of_birth: toIsoDate(tomorrow) }));
    expect(future.json()).toEqual({ date_of_birth: ['Date of birth cannot be in the future.'] });
    const unknownPickup = await post(staff, validPatient({ pending_sample_pickup: 9999 }));
    expect(unknownPickup.json()).toEqual({
      pending_sample_pickup: ['Invalid pk "9999" - object does not exist.'],
    });
  });

  it('creates a patient (JSON), defaulting sex to Male and storing empty strings as null', async () => {
    const res = await post(
      manager,
      validPatient({ sex: undefined, national_id_number: '', email_address: '', village_of_workplace: '  ' }),
    );
    expect(res.statusCode).toBe(201);
    const p = res.json() as Patient;
    expect(p).toMatchObject({
      names: 'Sarah Achieng',
      date_of_birth: '2015-06-15',
      age: 9,
      age_in_years: 9,
      nationality: 'Ugandan',
      sex: 'Male',
      occupation: 'Pupil',
      national_id_number: null,
      email_address: null,
      village_of_workplace: null,
      lab_generated_number: 'CHI1234567',
      pending_sample_pickup: mainPickup,
      pending_sample_pickup_number: 'PUP000001',
      bar_code: null,
      barcode_display: null,
    });
    expect(p.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('creates a patient from a multipart body too', async () => {
    const res = await sendForm(fx.app, 'POST', API, staff, {
      names: 'John Mugisha',
      date_of_birth: '1975-12-01',
      age: '49',
      nationality: 'Rwandan',
      sex: 'Male',
      occupation: 'Driver',
      phone_number: '',
      pending_sample_pickup: String(northPickup),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      names: 'John Mugisha',
      age: 49,
      nationality: 'Rwandan',
      phone_number: null,
      pending_sample_pickup_number: 'PUP000002',
    });
  });
});

describe('reading, updating and deleting patients', () => {
  it('lists newest first, filters by pickup, sex and nationality, searches and pages', async () => {
    const all = (await get(API, staff)).json() as Patient[];
    expect(all.map((p) => p.names).slice(-2)).toEqual(['Peter Okot', 'Grace Namukasa']);
    const grace = all.find((p) => p.id === historyPatient)!;
    expect(grace).toMatchObject({
      barcode_display: { bar_code: 'PB-100200' },
      pending_sample_pickup_number: 'PUP000001',
      age: null,
    });
    // age computed from the date of birth when no age is stored
    const born = new Date(1990, 3, 2);
    const now = new Date();
    const years =
      now.getFullYear() -
      born.getFullYear() -
      (now.getMonth() < born.getMonth() || (now.getMonth() === born.getMonth() && now.getDate() < 2) ? 1 : 0);
    expect(grace.age_in_years).toBe(years);

    const ofPickup = (await get(`${API}?pending_sample_pickup=${northPickup}`, staff)).json() as Patient[];
    expect(ofPickup.map((p) => p.names).sort()).toEqual(['John Mugisha', 'Peter Okot']);
    const women = (await get(`${API}?sex=Female`, staff)).json() as Patient[];
    expect(women.map((p) => p.names)).toEqual(['Grace Namukasa']);
    const kenyans = (await get(`${API}?nationality=Kenyan`, staff)).json() as Patient[];
    expect(kenyans.map((p) => p.names)).toEqual(['Peter Okot']);
    const byName = (await get(`${API}?search=namukasa`, staff)).json() as Patient[];
    expect(byName.map((p) => p.id)).toEqual([historyPatient]);
    const byOpd = (await get(`${API}?search=IPD/2222`, staff)).json() as Patient[];
    expect(byOpd.map((p) => p.id)).toEqual([emptyPatient]);
    const byPhone = (await get(`${API}?search=0772000111`, staff)).json() as Patient[];
    expect(byPhone.map((p) => p.names)).toEqual(['Sarah Achieng']);
    // range filters over the age (stored, else from the date of birth): the pediatric count is age_in_years_lte=17
    const ages = Object.fromEntries(all.map((p) => [p.names, p.age_in_years]));
    const within = (lo: number, hi: number) =>
      Object.keys(ages)
        .filter((n) => ages[n] !== null && ages[n]! >= lo && ages[n]! <= hi)
        .sort();
    const names = async (q: string) =>
      ((await get(`${API}?${q}`, staff)).json() as Patient[]).map((p) => p.names).sort();
    expect(await names('age_in_years_gte=30')).toEqual(within(30, 999));
    expect(await names('age_in_years_gte=30&age_in_years_lte=40')).toEqual(within(30, 40));
    expect(await names(`age_in_years_lte=${grace.age_in_years}`)).toContain('Grace Namukasa');
    expect(await names(`age_in_years_lte=${grace.age_in_years! - 1}`)).not.toContain('Grace Namukasa');
    const badRange = await get(`${API}?age_in_years_lte=young`, staff);
    expect(badRange.statusCode).toBe(400);
    expect(badRange.json()).toEqual({ age_in_years_lte: ['Enter a whole number.'] });
    const paged = (await get(`${API}?page=1&page_size=2`, staff)).json();
    expect(paged.count).toBe(4);
    expect(paged.results).toHaveLength(2);
    expect(paged.next).toContain('page=2');
  });

  it('updates a patient, keeping fields not sent, with the same messages', async () => {
    const res = await put(emptyPatient, staff, {
      age: '45',
      phone_number: '',
      email_address: 'peter@example.org',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      names: 'Peter Okot',
      age: 45,
      age_in_years: 45,
      phone_number: null,
      email_address: 'peter@example.org',
      occupation: 'Farmer',
      pending_sample_pickup: northPickup,
    });
    const blank = await put(emptyPatient, staff, { names: '', sex: null });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ names: ['Please enter patient names'], sex: ['Please select sex'] });
  });

  it('deletes a patient', async () => {
    const created = (await post(manager, validPatient({ names: 'To Be Deleted' }))).json() as Patient;
    const del = await sendJson(fx.app, 'DELETE', `${API}${created.id}/`, staff);
    expect(del.statusCode).toBe(204);
    expect((await get(`${API}${created.id}/`, staff)).statusCode).toBe(404);
  });

  it('refuses a caller without view_umoja_deliveries and view_pending_umoja_pickups', async () => {
    for (const res of [
      await get(API, nobody),
      await get(`${API}${historyPatient}/`, nobody),
      await post(nobody, validPatient()),
      await put(historyPatient, nobody, { age: 3 }),
      await sendJson(fx.app, 'DELETE', `${API}${historyPatient}/`, nobody),
      await get(`${ITEMS}?patient=${historyPatient}`, nobody),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(DENIED);
    }
  });

  it("limits a hub coordinator to the patients of their hub's pickups", async () => {
    const list = (await get(API, hubco)).json() as Patient[];
    expect(list.map((p) => p.names).sort()).toEqual(['Grace Namukasa', 'Sarah Achieng']);
    expect((await get(`${API}${emptyPatient}/`, hubco)).statusCode).toBe(404);
    const north = await post(hubco, validPatient({ pending_sample_pickup: northPickup }));
    expect(north.json()).toEqual({
      pending_sample_pickup: [`Invalid pk "${northPickup}" - object does not exist.`],
    });
    expect((await get(`${ITEMS}?patient=${emptyPatient}`, hubco)).json()).toEqual([]);
  });
});

describe('GET /api/delivery_items/ (delivery history)', () => {
  it("answers the patient's stored items and the deliveries of their barcode, de-duplicated", async () => {
    const res = await get(`${ITEMS}?patient=${historyPatient}`, staff);
    expect(res.statusCode).toBe(200);
    const items = res.json() as Item[];
    // newest first: the batch (1 day), its child (3 days), the stored item (5 days); the later trip of
    // CH-0001 is the stored item's barcode and the other patient's delivery is not theirs
    expect(items.map((i) => i.barcode)).toEqual(['PB-100200', 'CH-0002', 'CH-0001']);
    expect(items[2]).toEqual({
      id: storedItem,
      delivery: deliveries.stored,
      patient: historyPatient,
      sample: null,
      item_name: 'Blood',
      barcode: 'CH-0001',
      barcode_type: 'child',
      quantity: 1,
      parent_code: null,
      delivery_status: 'delivered',
      delivery_number: 'DN-stored',
      date: daysBack(5).toISOString(),
    });
    expect(items[0]).toMatchObject({
      id: -deliveries.parent,
      delivery: deliveries.parent,
      item_name: 'Batch of samples',
      barcode_type: 'parent',
      quantity: 3,
      parent_code: null,
      delivery_status: 'pending',
      delivery_number: 'DN-parent',
      date: daysBack(1).toISOString(),
    });
    expect(items[1]).toMatchObject({
      id: -deliveries.child,
      item_name: 'Sputum',
      barcode_type: 'child',
      quantity: 1,
      parent_code: 'PB-100200',
      delivery_status: 'delivered',
      delivery_number: 'DN-child',
    });
  });

  it('answers an empty history for a patient without items, and for an unknown patient', async () => {
    const res = await get(`${ITEMS}?patient=${emptyPatient}`, staff);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
    expect((await get(`${ITEMS}?patient=999999`, staff)).json()).toEqual([]);
    expect((await get(`${ITEMS}?patient=abc`, staff)).statusCode).toBe(400);
  });

  it('lists the stored items without a patient, paged when asked', async () => {
    const all = (await get(ITEMS, staff)).json() as Item[];
    expect(all.map((i) => i.id)).toEqual([storedItem]);
    const paged = (await get(`${ITEMS}?page=1&page_size=10&patient=${historyPatient}`, staff)).json();
    expect(paged).toMatchObject({ count: 3, next: null, previous: null });
    expect(paged.results).toHaveLength(3);
    const one = await get(`${ITEMS}${storedItem}/`, staff);
    expect(one.json()).toMatchObject({ id: storedItem, delivery_number: 'DN-stored' });
    const write = await sendJson(fx.app, 'POST', ITEMS, staff, {});
    expect(write.statusCode).toBe(405);
  });
});
