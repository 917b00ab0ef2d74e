/**
 * Bulk import (administration.md 2.13, 5 'Import', 7 'Import').
 *
 * POST /customqueries/import_data (JSON or multipart): import_type (hubs | healthcenters | barcodes), data (JSON
 * text of an array of row objects keyed by the template's column names, see src/lib/importRows.ts; an optional
 * `row` key carries the spreadsheet row number reported back, else the position from 1), is_manual_entry
 * (barcodes only, one row).
 *   → 200 {success, message, details: [{row, value, status, message}]}, status 'created' | 'duplicate' | 'error' |
 *     'skipped'. Every row is checked (the shared row rules, then: a hub's district and region must exist by name,
 *     case-insensitive, and the district must lie in that region when it has one; a health centre's hub must exist
 *     by name, case-insensitive). When any row fails, nothing is written: success false, 'Import failed: N row(s)
 *     have errors', the failing rows 'error' with the reason and the others 'skipped'. Else one transaction writes
 *     the new rows; rows already present (hub name; health centre name within its hub; barcode) or repeated in the
 *     file are 'duplicate' and not written again: 'Imported N hubs (M duplicates skipped)'.
 *   Bad JSON, not an array, no rows, more than 5,000 rows, unknown type → 400 {success: false, message}.
 *   Needs a master-data writer (403 {detail}). Bodies are limited to 12 MB by the app.
 *
 * POST /customqueries/extract_pdf_barcodes (multipart: pdf_file, barcode_type)
 *   → 200 {success: true, message, barcodes: [string]} (rule: barcodeTokens in src/lib/importRows.ts), or
 *     200 {success: false, message: 'No barcodes found in the PDF.', barcodes: []}.
 *   No file / not starting with %PDF- / unreadable → 400 {success: false, message: 'The file is not a readable PDF.'};
 *   over 10 MB → 400; bad barcode_type → 400. The PDF is read by pdfjs with eval, fonts and system fonts off, at
 *   most MAX_PDF_PAGES pages. Needs a master-data writer.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { inArray, sql } from 'drizzle-orm';
import { collectionHubs, districts, healthCentres, regions, sampleBarcodes } from '../../db/schema';
import { requireMasterDataWriter } from '../../auth/guards';
import type { Tx } from '../api/router';
import { nextCode } from '../api/resources';
import { badRequest, readBody, text } from '../http';
import {
  BARCODE_IMPORT_TYPES,
  MAX_IMPORT_ROWS,
  MAX_PDF_BYTES,
  barcodeTokens,
  checkRow,
  isImportType,
  problemText,
  rowValue,
  type BarcodeImportRow,
  type CentreImportRow,
  type HubImportRow,
  type ImportRow,
  type ImportType,
} from '../../../contract/importRows';
import { rowsOf } from '../../db/rows';
import type {
  DetailStatus,
  ImportAnswer,
  ImportDetail,
  PdfBarcodesAnswer,
} from '../../../contract/importAnswers';

export const MAX_PDF_PAGES = 200;
const INSERT_CHUNK = 500;

export const IMPORT_MESSAGES = {
  type: 'Unknown import type. Use hubs, healthcenters or barcodes.',
  data: 'data must be JSON text of an array of rows.',
  empty: 'There are no rows to import.',
  tooMany: `Too many rows: at most ${MAX_IMPORT_ROWS} rows per import.`,
  manual: 'A manual entry is one barcode row.',
  failed: (n: number) => `Import failed: ${n} row(s) have errors`,
  done: (n: number, label: string, dups: number) => `Imported ${n} ${label} (${dups} duplicates skipped)`,
  manualDone: (code: string) => `Barcode ${code} created successfully`,
  manualDup: (code: string) => `Barcode ${code} already exists`,
  created: 'Created',
  exists: 'Already exists',
  repeated: 'Repeated in the file',
  skipped: 'Not imported: other rows have errors',
  notPdf: 'The file is not a readable PDF.',
  pdfTooBig: 'The PDF is larger than 10 MB.',
  barcodeType: 'Please select a barcode type (single_entry, batch_entry or package).',
  noBarcodes: 'No barcodes found in the PDF.',
  found: (n: number) => `Found ${n} barcode(s) in the PDF.`,
};

const LABELS: Record<ImportType, string> = {
  hubs: 'hubs',
  healthcenters: 'health centres',
  barcodes: 'barcodes',
};

const fail = (message: string) => badRequest({ success: false, message });
const lower = (s: string) => s.toLowerCase();

function truthy(v: unknown): boolean {
  return v === true || (typeof v === 'string' && ['true', '1', 'yes', 'on'].includes(v.trim().toLowerCase()));
}

/** data as an array of unknown rows, or the 400 answer. */
function parseData(raw: unknown): unknown[] {
  let data = raw;
  if (typeof raw === 'string') {
    try {
      data = JSON.parse(raw);
    } catch {
      throw fail(IMPORT_MESSAGES.data);
    }
  }
  if (!Array.isArray(data)) throw fail(IMPORT_MESSAGES.data);
  if (data.length === 0) throw fail(IMPORT_MESSAGES.empty);
  if (data.length > MAX_IMPORT_ROWS) throw fail(IMPORT_MESSAGES.tooMany);
  return data;
}

function rowNumber(obj: unknown, index: number): number {
  const r = typeof obj === 'object' && obj !== null ? (obj as Record<string, unknown>).row : undefined;
  const n = typeof r === 'string' && /^\d{1,7}$/.test(r) ? Number(r) : r;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 && n < 10_000_000 ? n : index + 1;
}

/** What a checked row becomes: written (with the values to insert), a duplicate, or an error. */
type Plan<V> = { row: number; value: string } & (
  | { status: 'created'; insert: V }
  | { status: 'duplicate'; message: string }
  | { status: 'error'; message: string }
);

/** Codes HB0001…, HC00001… (the digits of the codes there are): the first from nextCode (server/routes/api/resources.ts), the next ones free in order. */
async function codeMaker(
  tx: Tx,
  table: 'collection_hubs' | 'health_centres',
  column: string,
  prefix: string,
) {
  const first = await nextCode(tx, table, column, prefix);
  const rows = await rowsOf<{ c: string }>(
    tx,
    sql`select ${sql.identifier(column)} as c from ${sql.identifier(table)} where ${sql.identifier(column)} like ${prefix + '%'}`,
  );
  const taken = new Set(rows.map((r) => r.c));
  let n = Number(first.slice(prefix.length));
  const width = first.length - prefix.length; // the digits nextCode keeps
  return () => {
    let code = `${prefix}${String(n).padStart(width, '0')}`;
    while (taken.has(code)) code = `${prefix}${String(++n).padStart(width, '0')}`;
    taken.add(code);
    n++;
    return code;
  };
}

/**
 * The duplicate check of one file: a key met before in the file is 'repeated', one in `existing` 'exists';
 * null for a new key (noted for the rows after it).
 */
function duplicateCheck(existing: Set<string>): (key: string) => string | null {
  const inFile = new Set<string>();
  return (key) => {
    if (inFile.has(key)) return IMPORT_MESSAGES.repeated;
    inFile.add(key);
    return existing.has(key) ? IMPORT_MESSAGES.exists : null;
  };
}

async function planHubs(tx: Tx, rows: HubImportRow[]): Promise<Plan<typeof collectionHubs.$inferInsert>[]> {
  const regionRows = await tx.select({ id: regions.id, name: regions.name }).from(regions);
  const districtRows = await tx
    .select({ name: districts.district_name, region: districts.region })
    .from(districts);
  const regionByName = new Map(regionRows.map((r) => [lower(r.name), r]));
  const districtByName = new Map(districtRows.map((d) => [lower(d.name), d]));
  const existing = await tx.select({ name: collectionHubs.name }).from(collectionHubs);
  const seen = new Set(existing.map((h) => lower(h.name)));
  const duplicate = duplicateCheck(seen);
  const code = await codeMaker(tx, 'collection_hubs', 'HB_code', 'HB');
  return rows.map((r) => {
    const base = { row: r.row, value: r.hub };
    const region = regionByName.get(lower(r.region));
    if (!region) return { ...base, status: 'error', message: `Region '${r.region}' does not exist` };
    const district = districtByName.get(lower(r.district));
    if (!district) return { ...base, status: 'error', message: `District '${r.district}' does not exist` };
    if (district.region !== null && district.region !== region.id)
      return {
        ...base,
        status: 'error',
        message: `District '${district.name}' is not in region '${region.name}'`,
      };
    const key = lower(r.hub);
    const dup = duplicate(key);
    if (dup) return { ...base, status: 'duplicate', message: dup };
    return {
      ...base,
      status: 'created',
      insert: { HB_code: code(), name: r.hub, district: district.name, region: region.name },
    };
  });
}

async function planCentres(
  tx: Tx,
  rows: CentreImportRow[],
): Promise<Plan<typeof healthCentres.$inferInsert>[]> {
  const hubRows = await tx
    .select({ id: collectionHubs.id, name: collectionHubs.name, district: collectionHubs.district })
    .from(collectionHubs)
    .orderBy(collectionHubs.id);
  const hubByName = new Map<string, (typeof hubRows)[number]>();
  for (const h of hubRows) if (!hubByName.has(lower(h.name))) hubByName.set(lower(h.name), h);
  const existing = await tx
    .select({ name: healthCentres.name, hub: healthCentres.collection_hub })
    .from(healthCentres);
  const seen = new Set(existing.map((c) => `${c.hub}\u0000${lower(c.name)}`));
  const duplicate = duplicateCheck(seen);
  const code = await codeMaker(tx, 'health_centres', 'HC_code', 'HC');
  return rows.map((r) => {
    const base = { row: r.row, value: r.healthcenter };
    const hub = hubByName.get(lower(r.hub));
    if (!hub) return { ...base, status: 'error', message: `Hub '${r.hub}' does not exist` };
    const key = `${hub.id}\u0000${lower(r.healthcenter)}`;
    const dup = duplicate(key);
    if (dup) return { ...base, status: 'duplicate', message: dup };
    return {
      ...base,
      status: 'created',
      insert: {
        HC_code: code(),
        name: r.healthcenter,
        collection_hub: hub.id,
        district: hub.district,
        contactperson_name: r.contactpersonname || null,
        contactperson_phone: r.contactpersonphone || null,
        location_latitude: r.location_latitude,
        location_longitude: r.location_longitude,
      },
    };
  });
}

async function planBarcodes(
  tx: Tx,
  rows: BarcodeImportRow[],
  createdBy: string,
): Promise<Plan<typeof sampleBarcodes.$inferInsert>[]> {
  const values = [...new Set(rows.map((r) => r.barcode))];
  const seen = new Set<string>();
  for (let i = 0; i < values.length; i += INSERT_CHUNK) {
    const found = await tx
      .select({ bar_code: sampleBarcodes.bar_code })
      .from(sampleBarcodes)
      .where(inArray(sampleBarcodes.bar_code, values.slice(i, i + INSERT_CHUNK)));
    for (const f of found) seen.add(f.bar_code);
  }
  const duplicate = duplicateCheck(seen);
  return rows.map((r) => {
    const base = { row: r.row, value: r.barcode };
    const dup = duplicate(r.barcode);
    if (dup) return { ...base, status: 'duplicate', message: dup };
    return {
      ...base,
      status: 'created',
      insert: { bar_code: r.barcode, bar_code_type: r.type, status: 'active', created_by: createdBy },
    };
  });
}

async function insertAll<V>(tx: Tx, type: ImportType, values: V[]): Promise<void> {
  for (let i = 0; i < values.length; i += INSERT_CHUNK) {
    const chunk = values.slice(i, i + INSERT_CHUNK);
    if (type === 'hubs')
      await tx.insert(collectionHubs).values(chunk as (typeof collectionHubs.$inferInsert)[]);
    else if (type === 'healthcenters')
      await tx.insert(healthCentres).values(chunk as (typeof healthCentres.$inferInsert)[]);
    else await tx.insert(sampleBarcodes).values(chunk as (typeof sampleBarcodes.$inferInsert)[]);
  }
}

async function runImport(
  app: FastifyInstance,
  type: ImportType,
  data: unknown[],
  manual: boolean,
  createdBy: string,
): Promise<ImportAnswer> {
  // one slot per data row: its error, or the index of its checked row (plans follow the checked rows)
  const slots: (ImportDetail | number)[] = [];
  const checked: ImportRow[] = [];
  data.forEach((obj, i) => {
    const row = rowNumber(obj, i);
    const result = checkRow(type, obj, row);
    if (result.ok) slots.push(checked.push(result.row) - 1);
    else
      slots.push({ row, value: rowValue(type, obj), status: 'error', message: problemText(result.problem) });
  });

  return app.db.transaction(async (tx) => {
    const plans: Plan<unknown>[] =
      type === 'hubs'
        ? await planHubs(tx, checked as HubImportRow[])
        : type === 'healthcenters'
          ? await planCentres(tx, checked as CentreImportRow[])
          : await planBarcodes(tx, checked as BarcodeImportRow[], createdBy);
    const errorCount =
      slots.filter((s) => typeof s !== 'number').length + plans.filter((p) => p.status === 'error').length;
    const toDetail = (p: Plan<unknown>): ImportDetail => {
      if (p.status === 'error') return { row: p.row, value: p.value, status: 'error', message: p.message };
      if (errorCount > 0)
        return { row: p.row, value: p.value, status: 'skipped', message: IMPORT_MESSAGES.skipped };
      if (p.status === 'duplicate')
        return { row: p.row, value: p.value, status: 'duplicate', message: p.message };
      return { row: p.row, value: p.value, status: 'created', message: IMPORT_MESSAGES.created };
    };
    const details = slots.map((s) => (typeof s === 'number' ? toDetail(plans[s]) : s));

    if (errorCount > 0) {
      if (manual)
        return { success: false, message: details[0]?.message ?? IMPORT_MESSAGES.failed(1), details };
      return { success: false, message: IMPORT_MESSAGES.failed(errorCount), details };
    }
    const toInsert = plans.flatMap((p) => (p.status === 'created' ? [p.insert] : []));
    await insertAll(tx, type, toInsert);
    const dups = plans.length - toInsert.length;
    if (manual) {
      const code = plans[0]?.value ?? '';
      return toInsert.length === 1
        ? { success: true, message: IMPORT_MESSAGES.manualDone(code), details }
        : { success: false, message: IMPORT_MESSAGES.manualDup(code), details };
    }
    return { success: true, message: IMPORT_MESSAGES.done(toInsert.length, LABELS[type], dups), details };
  });
}

// ---------------------------------------------------------------- PDF

/** The text items of every page (at most MAX_PDF_PAGES); rejects when pdfjs cannot read the file. */
export async function pdfTexts(data: Buffer): Promise<string[]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = pdfjs.getDocument({
    data: new Uint8Array(data),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: true,
    verbosity: 0,
  });
  try {
    const doc = await task.promise;
    const texts: string[] = [];
    const pages = Math.min(doc.numPages, MAX_PDF_PAGES);
    for (let p = 1; p <= pages; p++) {
      const page = await doc.getPage(p);
      const content = await page.getTextContent();
      for (const item of content.items) if ('str' in item) texts.push(item.str);
      page.cleanup();
    }
    return texts;
  } finally {
    await task.destroy();
  }
}

const isPdf = (data: Buffer) => data.subarray(0, 5).toString('latin1') === '%PDF-';

function audit(req: FastifyRequest, info: NonNullable<FastifyRequest['auditInfo']>) {
  req.auditInfo = info;
}

export function registerImportQueries(app: FastifyInstance): void {
  app.post('/customqueries/import_data', async (req) => {
    const auth = requireMasterDataWriter(req);
    const { fields } = await readBody(req);
    const type = text(fields, 'import_type');
    if (!isImportType(type)) throw fail(IMPORT_MESSAGES.type);
    const data = parseData(fields.data);
    const manual = truthy(fields.is_manual_entry);
    if (manual && (type !== 'barcodes' || data.length !== 1)) throw fail(IMPORT_MESSAGES.manual);
    const answer = await runImport(app, type, data, manual, auth.account.username);
    const count = (s: DetailStatus) => answer.details.filter((d) => d.status === s).length;
    audit(req, {
      action: 'CREATE',
      resource_type: type === 'barcodes' ? 'Barcode' : 'Facility',
      resource_name: manual ? (answer.details[0]?.value ?? null) : `${LABELS[type]} import`,
      description: answer.message,
      new_values: {
        import_type: type,
        rows: data.length,
        created: count('created'),
        duplicates: count('duplicate'),
        errors: count('error'),
      },
    });
    return answer;
  });

  app.post('/customqueries/extract_pdf_barcodes', { config: { files: ['pdf_file'] } }, async (req) => {
    requireMasterDataWriter(req);
    audit(req, { skip: true });
    const { fields, files } = await readBody(req);
    const type = text(fields, 'barcode_type').toLowerCase();
    if (!(BARCODE_IMPORT_TYPES as readonly string[]).includes(type)) throw fail(IMPORT_MESSAGES.barcodeType);
    const file = files.pdf_file;
    if (!file || file.data.length === 0 || !isPdf(file.data)) throw fail(IMPORT_MESSAGES.notPdf);
    if (file.data.length > MAX_PDF_BYTES) throw fail(IMPORT_MESSAGES.pdfTooBig);
    let texts: string[];
    try {
      texts = await pdfTexts(file.data);
    } catch {
      throw fail(IMPORT_MESSAGES.notPdf);
    }
    const barcodes = barcodeTokens(texts);
    if (barcodes.length === 0)
      return {
        success: false,
        message: IMPORT_MESSAGES.noBarcodes,
        barcodes: [],
      } satisfies PdfBarcodesAnswer;
    return {
      success: true,
      message: IMPORT_MESSAGES.found(barcodes.length),
      barcodes,
    } satisfies PdfBarcodesAnswer;
  });
}
