import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { appProfile, sampleBarcodes } from '../../server/db/schema';
import { auth, createFixture, type Fixture, sendForm } from './fixtures';

let fx: Fixture;
let admin: Record<string, string>;
let manager: Record<string, string>;
let staff: Record<string, string>;
let viewer: Record<string, string>; // the hub coordinator, given view_barcodes only

const API = '/api/sample_barcodes/';
const GENERATE = '/customqueries/generate_barcodes';

interface Barcode {
  id: number;
  bar_code: string;
  bar_code_type: string;
  status: string;
  date: string;
  repackaged: boolean;
  reason_for_repackage: string | null;
  created_by: string | null;
}

const SEED = [
  { bar_code: 'S-1001', bar_code_type: 'single_entry', status: 'active', date: '2024-05-01T08:00:00Z' },
  { bar_code: 'S-1002', bar_code_type: 'single_entry', status: 'used', date: '2024-05-03T08:00:00Z' },
  { bar_code: 'S-2001', bar_code_type: 'single_entry', status: 'active', date: '2024-05-05T08:00:00Z' },
  { bar_code: 'B-1001', bar_code_type: 'batch_entry', status: 'active', date: '2024-05-02T08:00:00Z' },
  { bar_code: 'B-1002', bar_code_type: 'batch_entry', status: 'used', date: '2024-05-04T08:00:00Z' },
  { bar_code: 'P-1001', bar_code_type: 'package', status: 'active', date: '2024-05-06T08:00:00Z' },
] as const;

beforeAll(async () => {
  fx = await createFixture();
  const db = fx.database.db;
  await db.insert(sampleBarcodes).values(
    SEED.map((s, i) => ({
      ...s,
      date: new Date(s.date),
      created_by: 'admin',
      repackaged: i === 1,
      reason_for_repackage: i === 1 ? 'Torn bag' : null,
    })),
  );
  await fx.setRights(fx.users.hubcoordinator, { view_barcodes: true });
  await db
    .update(appProfile)
    .set({
      no_ofdigits_forsinglepickup_barcode: 10,
      no_ofdigits_forbatchpickup_barcode: 7,
      no_ofdigits_forpackage_barcode: 2,
    })
    .where(eq(appProfile.id, 1));
  admin = auth(await fx.login('admin'));
  manager = auth(await fx.login('manager'));
  staff = auth(await fx.login('staff'));
  viewer = auth(await fx.login('hubcoordinator'));
});
afterAll(async () => fx.close());

const get = (url: string, headers: Record<string, string>) => fx.app.inject({ method: 'GET', url, headers });
const codesOf = (body: { results: Barcode[] }) => body.results.map((r) => r.bar_code);
const seeded = (b: Barcode) => /^[SBP]-/.test(b.bar_code);

function generate(headers: Record<string, string>, fields: Record<string, string>) {
  return sendForm(fx.app, 'POST', GENERATE, headers, fields);
}

describe('GET /api/sample_barcodes/', () => {
  // the generate tests add rows: keep the list tests to the seeded codes with search '-'
  it('answers {count, next, previous, results} pages, newest first by default', async () => {
    const res = await get(`${API}?page=1&page_size=4&search=-`, manager);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.count).toBe(6);
    expect(body.previous).toBeNull();
    expect(body.next).toContain('page=2');
    expect(codesOf(body)).toEqual(['P-1001', 'S-2001', 'B-1002', 'S-1002']);
    const used = body.results.find((r: Barcode) => r.bar_code === 'S-1002');
    expect(used).toEqual({
      id: expect.any(Number),
      bar_code: 'S-1002',
      bar_code_type: 'single_entry',
      status: 'used',
      date: '2024-05-03T08:00:00.000Z',
      repackaged: true,
      reason_for_repackage: 'Torn bag',
      created_by: 'admin',
    });

    const second = (await get(`${API}?page=2&page_size=4&search=-`, manager)).json();
    expect(codesOf(second)).toEqual(['B-1001', 'S-1001']);
    expect(second.next).toBeNull();
    expect(second.previous).toContain('page=1');
    // past the end is an empty page with the true count (was a 404)
    const past = await get(`${API}?page=3&page_size=4&search=-`, manager);
    expect(past.statusCode).toBe(200);
    expect(past.json()).toMatchObject({ count: second.count, next: null, results: [] });
  });

  it('filters by status and type, searches the code and sorts by the asked field', async () => {
    const active = (await get(`${API}?page=1&page_size=20&status=active&search=-`, manager)).json();
    expect(active.count).toBe(4);
    expect(active.results.every((r: Barcode) => r.status === 'active')).toBe(true);

    const singles = (
      await get(`${API}?page=1&page_size=20&status=active&bar_code_type=single_entry&search=-`, manager)
    ).json();
    expect(codesOf(singles)).toEqual(['S-2001', 'S-1001']);

    const batches = (await get(`${API}?page=1&page_size=20&bar_code_type=batch_entry`, manager)).json();
    expect(batches.results.filter(seeded).map((r: Barcode) => r.bar_code)).toEqual(['B-1002', 'B-1001']);

    const search = (await get(`${API}?page=1&page_size=20&search=s-10`, manager)).json();
    expect(codesOf(search)).toEqual(['S-1002', 'S-1001']);

    const byCode = (await get(`${API}?page=1&page_size=20&search=-&ordering=bar_code`, manager)).json();
    expect(codesOf(byCode)).toEqual(['B-1001', 'B-1002', 'P-1001', 'S-1001', 'S-1002', 'S-2001']);
    const byCodeDesc = (await get(`${API}?page=1&page_size=20&search=-&ordering=-bar_code`, manager)).json();
    expect(codesOf(byCodeDesc)).toEqual(['S-2001', 'S-1002', 'S-1001', 'P-1001', 'B-1002', 'B-1001']);
    const oldest = (await get(`${API}?page=1&page_size=1&search=-&ordering=date`, manager)).json();
    expect(codesOf(oldest)).toEqual(['S-1001']);
  });

  it('answers a plain list without paging and refuses unknown choices', async () => {
    const res = await get(`${API}?search=P-`, manager);
    expect(res.statusCode).toBe(200);
    expect((res.json() as Barcode[]).map((r) => r.bar_code)).toEqual(['P-1001']);
    const bad = await get(`${API}?status=lost`, manager);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      status: ['Select a valid choice. lost is not one of the available choices.'],
    });
  });

  it('needs view_barcodes or create_barcodes: staff gets 403, a viewer and a superuser read', async () => {
    for (const url of [API, `${API}?page=1&page_size=20`]) {
      const res = await get(url, staff);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ detail: 'You do not have permission to perform this action.' });
    }
    const [first] = await fx.database.db
      .select({ id: sampleBarcodes.id })
      .from(sampleBarcodes)
      .where(eq(sampleBarcodes.bar_code, 'S-1001'));
    expect((await get(`${API}${first.id}/`, staff)).statusCode).toBe(403);
    const one = await get(`${API}${first.id}/`, viewer);
    expect(one.statusCode).toBe(200);
    expect(one.json().bar_code).toBe('S-1001');
    expect((await get(`${API}?page=1&page_size=1&search=-`, viewer)).json().count).toBe(6);
    expect((await get(`${API}?page=1&page_size=1&search=-`, admin)).json().count).toBe(6);
    expect((await fx.app.inject({ method: 'GET', url: API })).statusCode).toBe(401);
  });

  it('takes no writes: codes come from generate_barcodes', async () => {
    const res = await sendForm(fx.app, 'POST', API, manager, { bar_code: '1234', bar_code_type: 'package' });
    expect(res.statusCode).toBe(405);
  });
});

describe('POST /customqueries/generate_barcodes', () => {
  const db = () => fx.database.db;
  const packages = async () =>
    (
      await db()
        .select({ bar_code: sampleBarcodes.bar_code })
        .from(sampleBarcodes)
        .where(eq(sampleBarcodes.bar_code_type, 'package'))
    ).map((r) => r.bar_code);

  beforeEach(async () => {
    // the 2-digit package space starts empty for each test
    await db().delete(sampleBarcodes).where(eq(sampleBarcodes.bar_code_type, 'package'));
  });

  it('makes N unique active codes of the profile digit count for the type', async () => {
    const res = await generate(manager, { numer_of_codes: '5', bar_code_type: 'single_entry' });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { message: string; codes: string[] };
    expect(body.message).toBe('5 barcodes generated successfully');
    expect(body.codes).toHaveLength(5);
    expect(new Set(body.codes).size).toBe(5);
    for (const code of body.codes) expect(code).toMatch(/^[1-9]\d{9}$/);
    const rows = await db().select().from(sampleBarcodes).where(inArray(sampleBarcodes.bar_code, body.codes));
    expect(rows).toHaveLength(5);
    for (const row of rows) {
      expect(row.bar_code_type).toBe('single_entry');
      expect(row.status).toBe('active');
      expect(row.created_by).toBe('manager');
      expect(row.repackaged).toBe(false);
    }
    // they are listed first among the active single entries
    const list = (
      await get(`${API}?page=1&page_size=5&status=active&bar_code_type=single_entry`, manager)
    ).json();
    expect(new Set(codesOf(list))).toEqual(new Set(body.codes));

    const batch = (await generate(admin, { numer_of_codes: '3', bar_code_type: 'batch_entry' })).json();
    expect(batch.message).toBe('3 barcodes generated successfully');
    for (const code of batch.codes as string[]) expect(code).toMatch(/^[1-9]\d{6}$/);
  });

  it('accepts JSON bodies and a count given as a number', async () => {
    const res = await fx.app.inject({
      method: 'POST',
      url: GENERATE,
      headers: manager,
      payload: { numer_of_codes: 2, bar_code_type: 'package' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('2 barcodes generated successfully');
    expect((res.json().codes as string[]).every((c) => /^[1-9]\d$/.test(c))).toBe(true);
  });

  it('never repeats a code: 90 two-digit codes fill the space, the next one is refused', async () => {
    await db()
      .insert(sampleBarcodes)
      .values([
        { bar_code: '10', bar_code_type: 'package' },
        { bar_code: '55', bar_code_type: 'package', status: 'used' },
      ]);
    const res = await generate(manager, { numer_of_codes: '88', bar_code_type: 'package' });
    expect(res.statusCode).toBe(200);
    const codes = res.json().codes as string[];
    expect(codes).toHaveLength(88);
    expect(codes).not.toContain('10');
    expect(codes).not.toContain('55');
    const all = await packages();
    expect(new Set(all).size).toBe(90);
    expect(all.sort()).toEqual(Array.from({ length: 90 }, (_, i) => String(i + 10)));

    const full = await generate(manager, { numer_of_codes: '1', bar_code_type: 'package' });
    expect(full.statusCode).toBe(400);
    expect(full.json()).toEqual({
      message: 'Not enough unused 2-digit codes are left. Raise the number of digits in the company profile.',
    });
  });

  it('writes nothing when it cannot make every code asked for', async () => {
    await db()
      .insert(sampleBarcodes)
      .values(
        Array.from({ length: 88 }, (_, i) => ({
          bar_code: String(i + 10),
          bar_code_type: 'package' as const,
        })),
      );
    const res = await generate(manager, { numer_of_codes: '3', bar_code_type: 'package' });
    expect(res.statusCode).toBe(400);
    expect(await packages()).toHaveLength(88);
    const two = await generate(manager, { numer_of_codes: '2', bar_code_type: 'package' });
    expect(two.json().codes.sort()).toEqual(['98', '99']);
  });

  it('answers the form messages for a missing type, a missing count and a count out of 1..100', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ numer_of_codes: '5' }, 'Please select barcode type'],
      [{ numer_of_codes: '5', bar_code_type: 'parcel' }, 'Please select barcode type'],
      [{ bar_code_type: 'single_entry' }, 'Please input number of codes'],
      [{ numer_of_codes: '', bar_code_type: 'single_entry' }, 'Please input number of codes'],
      [{ numer_of_codes: '0', bar_code_type: 'single_entry' }, 'Number of codes must be between 1 and 100'],
      [{ numer_of_codes: '101', bar_code_type: 'single_entry' }, 'Number of codes must be between 1 and 100'],
      [{ numer_of_codes: '-3', bar_code_type: 'single_entry' }, 'Number of codes must be between 1 and 100'],
      [{ numer_of_codes: '2.5', bar_code_type: 'single_entry' }, 'Number of codes must be between 1 and 100'],
      [{ numer_of_codes: 'ten', bar_code_type: 'single_entry' }, 'Number of codes must be between 1 and 100'],
    ];
    const before = (await get(`${API}?page=1&page_size=1`, manager)).json().count as number;
    for (const [fields, message] of cases) {
      const res = await generate(manager, fields);
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.json()).toEqual({ message });
    }
    expect((await get(`${API}?page=1&page_size=1`, manager)).json().count).toBe(before);

    const hundred = await generate(manager, { numer_of_codes: '100', bar_code_type: 'batch_entry' });
    expect(hundred.statusCode).toBe(200);
    expect(hundred.json().message).toBe('100 barcodes generated successfully');
    expect(new Set(hundred.json().codes as string[]).size).toBe(100);
  });

  it('needs create_barcodes: staff and a view-only user get 403 and nothing is written', async () => {
    const before = (await get(`${API}?page=1&page_size=1`, manager)).json().count as number;
    for (const who of [staff, viewer]) {
      const res = await generate(who, { numer_of_codes: '5', bar_code_type: 'single_entry' });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ detail: 'You do not have permission to perform this action.' });
    }
    expect((await get(`${API}?page=1&page_size=1`, manager)).json().count).toBe(before);
  });
});
