import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { collectionHubs, districts, healthCentres, regions, sampleBarcodes } from '../../server/db/schema';
import { auth, createFixture, multipart, type Fixture } from './fixtures';

let fx: Fixture;
let manager: string;

beforeAll(async () => {
  fx = await createFixture();
  manager = await fx.login('manager');
  const [central, northern] = await fx.database.db
    .insert(regions)
    .values([{ name: 'Central' }, { name: 'Northern' }, { name: 'Western' }])
    .returning({ id: regions.id });
  await fx.database.db.insert(districts).values([
    { district_name: 'Kampala', region: central.id },
    { district_name: 'Wakiso', region: central.id },
    { district_name: 'Gulu', region: northern.id },
    { district_name: 'Lira', region: null },
  ]);
});
afterAll(async () => {
  await fx.close();
});

interface Detail {
  row: number;
  value: string;
  status: string;
  message: string;
}
interface Answer {
  success: boolean;
  message: string;
  details: Detail[];
}

async function importData(body: Record<string, unknown>, token = manager) {
  return fx.app.inject({
    method: 'POST',
    url: '/customqueries/import_data',
    headers: auth(token),
    payload: body,
  });
}
const post = (type: string, rows: unknown[], extra: Record<string, unknown> = {}) =>
  importData({ import_type: type, data: JSON.stringify(rows), ...extra });

async function count(table: 'collection_hubs' | 'health_centres' | 'sample_barcodes'): Promise<number> {
  const res = await fx.database.db.execute(sql`select count(*)::int as n from ${sql.identifier(table)}`);
  const rows = (Array.isArray(res) ? res : (res as { rows: { n: number }[] }).rows) as { n: number }[];
  return Number(rows[0].n);
}

describe('import_data: hubs', () => {
  it('creates the new hubs with codes, skips the ones present or repeated', async () => {
    const before = await count('collection_hubs');
    const res = await post('hubs', [
      { row: 2, no: '1', hub: 'Wakiso Hub', district: 'wakiso', region: 'CENTRAL' },
      { row: 3, no: '2', hub: 'kampala main hub', district: 'Kampala', region: 'Central' },
      { row: 4, no: 3, hub: 'Lira Hub', district: 'Lira', region: 'Northern' },
      { row: 5, no: 4, hub: 'WAKISO HUB', district: 'Wakiso', region: 'Central' },
    ]);
    expect(res.statusCode).toBe(200);
    const body = res.json<Answer>();
    expect(body).toMatchObject({ success: true, message: 'Imported 2 hubs (2 duplicates skipped)' });
    expect(body.details.map((d) => [d.row, d.value, d.status])).toEqual([
      [2, 'Wakiso Hub', 'created'],
      [3, 'kampala main hub', 'duplicate'],
      [4, 'Lira Hub', 'created'],
      [5, 'WAKISO HUB', 'duplicate'],
    ]);
    expect(await count('collection_hubs')).toBe(before + 2);
    const [wakiso] = await fx.database.db
      .select()
      .from(collectionHubs)
      .where(eq(collectionHubs.name, 'Wakiso Hub'));
    expect(wakiso).toMatchObject({ district: 'Wakiso', region: 'Central' });
    expect(wakiso.HB_code).toMatch(/^HB\d{4}$/);
    const codes = await fx.database.db.select({ c: collectionHubs.HB_code }).from(collectionHubs);
    expect(new Set(codes.map((c) => c.c)).size).toBe(codes.length);

    // the same file again doubles nothing
    const again = await post('hubs', [{ no: '1', hub: 'Wakiso Hub', district: 'Wakiso', region: 'Central' }]);
    expect(again.json<Answer>()).toMatchObject({
      success: true,
      message: 'Imported 0 hubs (1 duplicates skipped)',
    });
    expect(await count('collection_hubs')).toBe(before + 2);
  });

  it('writes nothing when one row fails, and lists every row', async () => {
    const before = await count('collection_hubs');
    const res = await post('hubs', [
      { no: '1', hub: 'Good Hub', district: 'Kampala', region: 'Central' },
      { no: '2', hub: 'Nowhere Hub', district: 'Atlantis', region: 'Central' },
      { no: '3', hub: 'Wrong Region Hub', district: 'Gulu', region: 'Central' },
      { no: '4', hub: '', district: 'Gulu', region: 'Northern' },
      { no: '5', hub: 'No Region Hub', district: 'Gulu', region: 'Mars' },
    ]);
    expect(res.statusCode).toBe(200);
    const body = res.json<Answer>();
    expect(body.success).toBe(false);
    expect(body.message).toBe('Import failed: 4 row(s) have errors');
    expect(body.details).toEqual([
      { row: 1, value: 'Good Hub', status: 'skipped', message: 'Not imported: other rows have errors' },
      { row: 2, value: 'Nowhere Hub', status: 'error', message: "District 'Atlantis' does not exist" },
      {
        row: 3,
        value: 'Wrong Region Hub',
        status: 'error',
        message: "District 'Gulu' is not in region 'Central'",
      },
      { row: 4, value: '', status: 'error', message: 'Hub is required' },
      { row: 5, value: 'No Region Hub', status: 'error', message: "Region 'Mars' does not exist" },
    ]);
    expect(await count('collection_hubs')).toBe(before);
  });
});

describe('import_data: health centres', () => {
  it('creates centres under the hub named (any case), skips duplicates within that hub', async () => {
    const before = await count('health_centres');
    const res = await post('healthcenters', [
      {
        healthcenter: 'Kawempe HC IV',
        hub: 'KAMPALA MAIN HUB',
        contactpersonname: 'Jane Doe',
        contactpersonphone: '0772000000',
        location_latitude: '0.37',
        location_longitude: 32.56,
      },
      // present in Kampala Main Hub already
      { healthcenter: 'mulago health centre', hub: 'Kampala Main Hub' },
      // same name, other hub: a different centre
      { healthcenter: 'Mulago Health Centre', hub: 'Gulu North Hub', location_latitude: '' },
    ]);
    const body = res.json<Answer>();
    expect(body).toMatchObject({
      success: true,
      message: 'Imported 2 health centres (1 duplicates skipped)',
    });
    expect(body.details.map((d) => d.status)).toEqual(['created', 'duplicate', 'created']);
    expect(await count('health_centres')).toBe(before + 2);
    const [kawempe] = await fx.database.db
      .select()
      .from(healthCentres)
      .where(eq(healthCentres.name, 'Kawempe HC IV'));
    expect(kawempe).toMatchObject({
      collection_hub: fx.hubs.main,
      district: 'Kampala',
      contactperson_name: 'Jane Doe',
      contactperson_phone: '0772000000',
      location_latitude: 0.37,
      location_longitude: 32.56,
    });
    expect(kawempe.HC_code).toMatch(/^HC\d{4}$/);
  });

  it('refuses the whole file for an unknown hub or a bad coordinate', async () => {
    const before = await count('health_centres');
    const res = await post('healthcenters', [
      { healthcenter: 'Fine Clinic', hub: 'Gulu North Hub' },
      { healthcenter: 'Lost Clinic', hub: 'No Such Hub' },
      { healthcenter: 'Odd Clinic', hub: 'Gulu North Hub', location_latitude: 'north' },
      { healthcenter: 'Far Clinic', hub: 'Gulu North Hub', location_longitude: '200' },
    ]);
    const body = res.json<Answer>();
    expect(body.success).toBe(false);
    expect(body.message).toBe('Import failed: 3 row(s) have errors');
    expect(body.details.map((d) => d.message)).toEqual([
      'Not imported: other rows have errors',
      "Hub 'No Such Hub' does not exist",
      'Latitude is not a number',
      'Longitude is out of range',
    ]);
    expect(await count('health_centres')).toBe(before);
  });
});

describe('import_data: barcodes', () => {
  it('creates new codes, reports present and repeated ones, never doubles them', async () => {
    await fx.database.db.insert(sampleBarcodes).values({ bar_code: 'EXIST-0001', bar_code_type: 'package' });
    const before = await count('sample_barcodes');
    const rows = [
      { barcode: 'IMP-100001', type: 'single_entry' },
      { barcode: 'IMP-100002', type: 'BATCH_ENTRY' },
      { barcode: 'EXIST-0001', type: 'package' },
      { barcode: 'IMP-100001', type: 'single_entry' },
    ];
    const body = (await post('barcodes', rows)).json<Answer>();
    expect(body).toMatchObject({ success: true, message: 'Imported 2 barcodes (2 duplicates skipped)' });
    expect(body.details.map((d) => d.status)).toEqual(['created', 'created', 'duplicate', 'duplicate']);
    const [batch] = await fx.database.db
      .select()
      .from(sampleBarcodes)
      .where(eq(sampleBarcodes.bar_code, 'IMP-100002'));
    expect(batch).toMatchObject({ bar_code_type: 'batch_entry', status: 'active', created_by: 'manager' });
    expect(await count('sample_barcodes')).toBe(before + 2);

    const again = (await post('barcodes', rows)).json<Answer>();
    expect(again.message).toBe('Imported 0 barcodes (4 duplicates skipped)');
    expect(await count('sample_barcodes')).toBe(before + 2);
  });

  it('writes nothing when a row has a bad type or value', async () => {
    const before = await count('sample_barcodes');
    const body = (
      await post('barcodes', [
        { barcode: 'NEW-200001', type: 'single_entry' },
        { barcode: 'NEW-200002', type: 'crate' },
        { barcode: 'has space', type: 'package' },
        { barcode: 'NEW-200003' },
        'not an object',
      ])
    ).json<Answer>();
    expect(body.success).toBe(false);
    expect(body.message).toBe('Import failed: 4 row(s) have errors');
    expect(body.details.map((d) => [d.row, d.status, d.message])).toEqual([
      [1, 'skipped', 'Not imported: other rows have errors'],
      [2, 'error', 'Type must be single_entry, batch_entry or package'],
      [3, 'error', 'Barcode must be 1-80 characters without spaces'],
      [4, 'error', 'Type is required'],
      [5, 'error', 'The row is not an object of template columns'],
    ]);
    expect(await count('sample_barcodes')).toBe(before);
  });

  it('manual entry creates one barcode, then says it exists', async () => {
    const first = await post('barcodes', [{ barcode: '  MAN-300001 ', type: 'package' }], {
      is_manual_entry: true,
    });
    expect(first.json<Answer>()).toMatchObject({
      success: true,
      message: 'Barcode MAN-300001 created successfully',
      details: [{ row: 1, value: 'MAN-300001', status: 'created' }],
    });
    const second = await post('barcodes', [{ barcode: 'MAN-300001', type: 'package' }], {
      is_manual_entry: 'true',
    });
    expect(second.json<Answer>()).toMatchObject({
      success: false,
      message: 'Barcode MAN-300001 already exists',
    });
    const rows = await fx.database.db
      .select()
      .from(sampleBarcodes)
      .where(eq(sampleBarcodes.bar_code, 'MAN-300001'));
    expect(rows).toHaveLength(1);
    const hubs = await post('hubs', [{ hub: 'X', district: 'Gulu', region: 'Northern' }], {
      is_manual_entry: true,
    });
    expect(hubs.statusCode).toBe(400);
  });

  it('accepts multipart bodies as the SPA may send them', async () => {
    const mp = multipart({
      import_type: 'barcodes',
      data: JSON.stringify([{ barcode: 'MP-400001', type: 'single_entry' }]),
    });
    const res = await fx.app.inject({
      method: 'POST',
      url: '/customqueries/import_data',
      headers: { ...auth(manager), ...mp.headers },
      payload: mp.payload,
    });
    expect(res.json<Answer>()).toMatchObject({
      success: true,
      message: 'Imported 1 barcodes (0 duplicates skipped)',
    });
  });
});

describe('import_data: hostile and refused input', () => {
  it('answers 400 with a message for bad JSON, wrong shapes, no rows, too many rows, unknown types', async () => {
    const before = await count('sample_barcodes');
    const cases: [Record<string, unknown>, string][] = [
      [{ import_type: 'barcodes', data: '[{"barcode": "A1' }, 'data must be JSON text of an array of rows.'],
      [
        { import_type: 'barcodes', data: '{"barcode": "A12345"}' },
        'data must be JSON text of an array of rows.',
      ],
      [{ import_type: 'barcodes' }, 'data must be JSON text of an array of rows.'],
      [{ import_type: 'barcodes', data: '[]' }, 'There are no rows to import.'],
      [
        {
          import_type: 'barcodes',
          data: JSON.stringify(
            Array.from({ length: 6000 }, (_, i) => ({ barcode: `BULK-${i}`, type: 'single_entry' })),
          ),
        },
        'Too many rows: at most 5000 rows per import.',
      ],
      [{ import_type: 'agents', data: '[]' }, 'Unknown import type. Use hubs, healthcenters or barcodes.'],
      [{ data: '[]' }, 'Unknown import type. Use hubs, healthcenters or barcodes.'],
    ];
    for (const [body, message] of cases) {
      const res = await importData(body);
      expect(res.statusCode, message).toBe(400);
      expect(res.json()).toEqual({ success: false, message });
    }
    expect(await count('sample_barcodes')).toBe(before);
  });

  it('refuses users who may not write master data', async () => {
    for (const user of ['staff', 'hubcoordinator']) {
      const token = await fx.login(user);
      const res = await importData(
        { import_type: 'barcodes', data: JSON.stringify([{ barcode: 'NOPE-500001', type: 'package' }]) },
        token,
      );
      expect(res.statusCode).toBe(403);
      expect(res.json()).toHaveProperty('detail');
    }
    const anon = await fx.app.inject({
      method: 'POST',
      url: '/customqueries/import_data',
      payload: { import_type: 'barcodes', data: '[]' },
    });
    expect(anon.statusCode).toBe(401);
  });
});

// ---------------------------------------------------------------- PDF

/** A minimal one-page PDF showing the given lines in Helvetica (pdfjs reads its text). */
function makePdf(lines: string[]): Buffer {
  const content = `BT /F1 12 Tf 72 720 Td ${lines.map((l) => `(${l}) Tj 0 -20 Td`).join(' ')} ET`;
  const objs = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objs.forEach((o, i) => {
    offsets.push(pdf.length);
    pdf += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf +=
    `xref\n0 ${objs.length + 1}\n0000000000 65535 f \n` +
    offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objs.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF`;
  return Buffer.from(pdf, 'latin1');
}

async function extract(data: Buffer | null, barcodeType = 'single_entry', token = manager) {
  const mp = multipart(
    { barcode_type: barcodeType },
    data ? { pdf_file: { filename: 'codes.pdf', type: 'application/pdf', data } } : {},
  );
  return fx.app.inject({
    method: 'POST',
    url: '/customqueries/extract_pdf_barcodes',
    headers: { ...auth(token), ...mp.headers },
    payload: mp.payload,
  });
}

describe('extract_pdf_barcodes', () => {
  it('finds the barcodes of a PDF, once each and in order', async () => {
    const pdf = makePdf([
      'Barcode list page 1',
      'Barcode 12345678',
      'SMP-2024-0001 87654321',
      '12345678',
      'ABCDEFGH',
    ]);
    const res = await extract(pdf);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'Found 3 barcode(s) in the PDF.',
      barcodes: ['12345678', 'SMP-2024-0001', '87654321'],
    });
  });

  it('answers success false when the PDF holds no barcodes', async () => {
    const res = await extract(makePdf(['Hello world', 'Page 1']));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: false, message: 'No barcodes found in the PDF.', barcodes: [] });
  });

  it('refuses a non-PDF, a truncated or broken PDF, no file and a bad barcode type', async () => {
    const notPdf = { success: false, message: 'The file is not a readable PDF.' };
    const xlsxAsPdf = Buffer.from('PK\u0003\u0004 this is a zip, not a pdf', 'latin1');
    expect((await extract(xlsxAsPdf)).json()).toEqual(notPdf);
    const truncated = makePdf(['Barcode 12345678']).subarray(0, 60);
    const res = await extract(truncated);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(notPdf);
    const garbage = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2000, 0x41)]);
    expect((await extract(garbage)).json()).toEqual(notPdf);
    expect((await extract(null)).statusCode).toBe(400);
    const badType = await extract(makePdf(['12345678']), 'crate');
    expect(badType.statusCode).toBe(400);
    expect(badType.json().success).toBe(false);
  });

  it('refuses staff', async () => {
    const res = await extract(makePdf(['12345678']), 'single_entry', await fx.login('staff'));
    expect(res.statusCode).toBe(403);
  });
});
