/**
 * /api/patients and /api/delivery_items (operations.md 3 Patient, Patient delivery item; 5; 7).
 * Also the zod field helpers that pickups.ts shares (required/optional fields with the forms' own messages).
 *
 * Patients (JSON or multipart): rows are every patients column (created_at ISO, date_of_birth 'YYYY-MM-DD') plus
 * pending_sample_pickup_number, barcode_display ({bar_code} of the patient's sample barcode, or null) and
 * age_in_years (age, or the whole years since date_of_birth when age is empty) and health_center (the
 * pickup_health_center of the patient's pending pickup, or null). Filters pending_sample_pickup, sex,
 * nationality, bar_code, health_center; search over names, phone_number, national_id_number, patient_opd_ipd_number; newest first
 * ('-created_at'); a plain array, paged when page/page_size are given.
 * Writes follow section 5: names ('Please enter patient names'), date_of_birth ('Please select date of birth',
 * YYYY-MM-DD, not in the future), age ('Please enter age', a whole number ≥ 0), nationality ('Please select
 * nationality', one of NATIONALITIES), sex ('Please select sex', Male | Female, Male when not sent on create),
 * occupation ('Please enter occupation'); every other text field: empty strings (and 'null') are stored as null.
 * pending_sample_pickup and bar_code must exist (DRF 'Invalid pk "N" - object does not exist.').
 *
 * Delivery items: GET /api/delivery_items/ → plain array (paged when page/page_size are given) of {id, delivery,
 * patient, sample, item_name, barcode, barcode_type, quantity, parent_code, delivery_status ('delivered' |
 * 'pending'), delivery_number, date (ISO)} with delivery_number and date from the linked umoja delivery, newest
 * first. Read only. Without ?patient: the stored delivery_items the caller may see.
 * With ?patient={id} (the patient's history: "a patient's items are the deliveries whose barcodes
 * belong to that patient's pickup"): the stored delivery_items of that patient UNION the umoja_deliveries rows
 * whose barcode or parent_code equals the patient's barcode (patients.bar_code → sample_barcodes.bar_code) or
 * that name the patient (umoja_deliveries.patient), de-duplicated by barcode (a stored item wins; among
 * deliveries the newest). A row that comes from a delivery without a stored item has id = -{delivery id}
 * (negative, so it never clashes with a stored item), delivery = the delivery id, quantity = its items_total
 * (at least 1) and delivery_status 'delivered' when the delivery is delivered, else 'pending'. An unknown or
 * invisible patient answers an empty list. This list is served by its own route (registered from pickups.ts's
 * registerPickupSearch, before the generic router); GET /api/delivery_items/{id}/ is the generic retrieve.
 *
 * Rights: view_umoja_deliveries or view_pending_umoja_pickups (superusers pass) for reads and writes, else 403
 * {detail}. A hub coordinator sees and writes only the patients of pickups touching their hub (see pickups.ts)
 * and must name such a pickup; their delivery items are those of their hub's deliveries or of those patients.
 */
import type { FastifyInstance } from 'fastify';
import { and, eq, getTableColumns, or, sql, type SQL } from 'drizzle-orm';
import { z, type ZodTypeAny } from 'zod';
import {
  deliveryItems,
  patients,
  pendingPickups,
  sampleBarcodes,
  umojaDeliveries,
  itemDeliveryStatus,
} from '../../db/schema';
import type { Db } from '../../db/client';
import { getAuth, hubScope } from '../../auth/guards';
import type { AuthInfo } from '../../auth/tokens';
import { fromIsoDate, parseDisplayDate, toIsoDate } from '../../../contract/dates';
import { NATIONALITIES, SEXES } from '../../../contract/patients';
import { badRequest, drfErrorMap, forbidden } from '../http';
import { pageLinks, restPaging, type Ctx, type Resource, type Row, type Tx } from './router';

// ---------------------------------------------------------------- field helpers (shared with pickups.ts)

const isBlank = (v: unknown) =>
  v === undefined || v === null || (typeof v === 'string' && ['', 'null', 'undefined'].includes(v.trim()));

function parseWith<T extends ZodTypeAny>(inner: T, v: unknown, ctx: z.RefinementCtx): z.output<T> {
  const r = inner.safeParse(typeof v === 'string' ? v.trim() : v, { errorMap: drfErrorMap });
  if (r.success) return r.data as z.output<T>;
  for (const issue of r.error.issues) ctx.addIssue({ code: z.ZodIssueCode.custom, message: issue.message });
  return z.NEVER;
}

/**
 * A required field: missing, null or blank → the form's own message; other problems in DRF words.
 * `whenMissing` (optional) is used instead when the field is not sent at all.
 */
export function required<T extends ZodTypeAny>(message: string, inner: T, whenMissing?: z.output<T>) {
  return z.unknown().transform((v, ctx): z.output<T> => {
    if (v === undefined && whenMissing !== undefined) return whenMissing;
    if (isBlank(v)) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message });
      return z.NEVER;
    }
    return parseWith(inner, v, ctx);
  });
}

/** An optional field: missing, null or blank → null. */
export function optional<T extends ZodTypeAny>(inner: T) {
  return z
    .unknown()
    .transform((v, ctx): z.output<T> | null => (isBlank(v) ? null : parseWith(inner, v, ctx)));
}

/** A field with a default when missing or blank. */
export function withDefault<T extends ZodTypeAny>(fallback: z.output<T>, inner: T) {
  return z.unknown().transform((v, ctx): z.output<T> => (isBlank(v) ? fallback : parseWith(inner, v, ctx)));
}

/** A primary key: a number, a numeric string or an object {id} (as the SPA may send a reference). */
export const pk = () =>
  z.preprocess(
    (v) =>
      v !== null && typeof v === 'object' && 'id' in v
        ? (v as { id: unknown }).id
        : typeof v === 'string' && /^\d+$/.test(v)
          ? Number(v)
          : v,
    z.number().int().positive(),
  );

/** The largest value of an integer column (PostgreSQL's int4): beyond it a field says so instead of 'Invalid value.'. */
export const MAX_INT = 2147483647;

/** A whole number (numbers or numeric strings; '2.5' is refused as not an integer). */
export const wholeNumber = () =>
  z.preprocess((v) => (typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v) ? Number(v) : v), z.number().int());

const DATE_FORMAT = 'Date has wrong format. Use one of these formats instead: YYYY-MM-DD.';
/** A calendar date as 'YYYY-MM-DD' (also accepts an ISO timestamp's date part or DD/MM/YYYY). */
export const calendarDate = () =>
  z.string().transform((s, ctx) => {
    const d = /^\d{4}-\d{2}-\d{2}/.test(s) ? fromIsoDate(s) : parseDisplayDate(s);
    if (!d) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: DATE_FORMAT });
      return z.NEVER;
    }
    return toIsoDate(d);
  });

export const invalidPk = (id: unknown) => `Invalid pk "${String(id)}" - object does not exist.`;

/** Pickups touching a hub (over the unaliased pending_umoja_pickups table, so usable in subqueries). */
export function pickupsOfHub(hub: number): SQL {
  const p = pendingPickups;
  const centres = sql`(select h.id from health_centres h where h.collection_hub = ${hub})`;
  return sql`(${p.collection_hub} = ${hub} or ${p.pickup_collection_hub} = ${hub} or ${p.destination_collection_hub} = ${hub} or ${p.pickup_health_center} in ${centres} or ${p.destination_health_center} in ${centres})`;
}

// ---------------------------------------------------------------- rights and scope

export const mayUsePatients = (auth: AuthInfo) =>
  auth.isSuperuser || auth.rights.view_umoja_deliveries || auth.rights.view_pending_umoja_pickups;

const hubPickupIds = (hub: number) => sql`(select id from pending_umoja_pickups where ${pickupsOfHub(hub)})`;

/** The patients the caller may see; throws 403 without the rights. */
export function patientScope(auth: AuthInfo): SQL | undefined {
  if (!mayUsePatients(auth)) throw forbidden();
  const hub = hubScope(auth);
  return hub === null ? undefined : sql`${patients.pending_sample_pickup} in ${hubPickupIds(hub)}`;
}

/** The stored delivery items the caller may see; throws 403 without the rights. */
export function deliveryItemScope(auth: AuthInfo): SQL | undefined {
  if (!mayUsePatients(auth)) throw forbidden();
  const hub = hubScope(auth);
  if (hub === null) return undefined;
  return sql`(${deliveryItems.delivery} in (select d.id from umoja_deliveries d where d.collection_hub = ${hub})
    or ${deliveryItems.patient} in (select pt.id from patients pt where pt.pending_sample_pickup in ${hubPickupIds(hub)}))`;
}

const allow = (ctx: Ctx) => {
  if (!mayUsePatients(ctx.auth)) throw forbidden();
};

// ---------------------------------------------------------------- patients

/** patients.bar_code, qualified (an unqualified "bar_code" inside a sample_barcodes subquery is b.bar_code). */
const PATIENT_BAR_CODE = sql`${sql.identifier('patients')}.${sql.identifier('bar_code')}`;

const text = (max: number) => optional(z.string().max(max));

function patientSchema(creating: boolean) {
  const today = () => toIsoDate(new Date());
  return z.object({
    names: required('Please enter patient names', z.string().max(300)),
    date_of_birth: required(
      'Please select date of birth',
      calendarDate().refine(
        (d) => typeof d !== 'string' || d <= today(),
        'Date of birth cannot be in the future.',
      ),
    ),
    age: required('Please enter age', wholeNumber().pipe(z.number().int().min(0).max(150))),
    nationality: required('Please select nationality', z.enum(NATIONALITIES)),
    sex: required('Please select sex', z.enum(SEXES), creating ? 'Male' : undefined),
    occupation: required('Please enter occupation', z.string().max(200)),
    patient_opd_ipd_number: text(60),
    national_id_number: text(60),
    village_of_residence: text(200),
    village_of_workplace: text(200),
    physical_address: text(300),
    phone_number: text(40),
    email_address: optional(z.string().max(254).email()),
    lab_generated_number: text(60),
    pending_sample_pickup: optional(pk()),
    bar_code: optional(pk()),
  });
}

async function preparePatient(input: Row, existing: Row | null, ctx: Ctx, tx: Tx): Promise<Row> {
  const errors: Record<string, string[]> = {};
  const hub = hubScope(ctx.auth);
  const pickup = input.pending_sample_pickup;
  if (typeof pickup === 'number') {
    const found = await tx
      .select({ id: pendingPickups.id })
      .from(pendingPickups)
      .where(and(eq(pendingPickups.id, pickup), hub === null ? undefined : pickupsOfHub(hub)));
    if (!found.length) errors.pending_sample_pickup = [invalidPk(pickup)];
  } else if (hub !== null && (existing === null || pickup === null)) {
    // a hub coordinator's patients hang on a pickup of their hub
    errors.pending_sample_pickup = ['This field is required.'];
  }
  if (typeof input.bar_code === 'number') {
    const found = await tx
      .select({ id: sampleBarcodes.id })
      .from(sampleBarcodes)
      .where(eq(sampleBarcodes.id, input.bar_code));
    if (!found.length) errors.bar_code = [invalidPk(input.bar_code)];
  }
  if (Object.keys(errors).length) throw badRequest(errors);
  return input;
}

export const patientsResource: Resource = {
  names: ['patients'],
  label: 'patient',
  table: patients,
  large: true,
  extras: () => ({
    pending_sample_pickup_number: sql<
      string | null
    >`(select x.pickup_number from pending_umoja_pickups x where x.id = ${patients.pending_sample_pickup})`,
    barcode_code: sql<
      string | null
    >`(select b.bar_code from sample_barcodes b where b.id = ${PATIENT_BAR_CODE})`,
    age_in_years: sql<
      number | null
    >`coalesce(${patients.age}, extract(year from age(current_date, ${patients.date_of_birth}))::int)`,
    // the health centre the patient's pending pickup came from (hub patient screen filter)
    health_center: sql<
      number | null
    >`(select x.pickup_health_center from pending_umoja_pickups x where x.id = ${patients.pending_sample_pickup})`,
  }),
  serialize: (row) => {
    const { barcode_code, ...rest } = row;
    return {
      ...rest,
      barcode_display: typeof barcode_code === 'string' ? { bar_code: barcode_code } : null,
    };
  },
  filters: {
    pending_sample_pickup: 'int',
    sex: SEXES,
    nationality: 'string',
    bar_code: 'int',
    health_center: 'int',
  },
  // the pediatric count: age_in_years_lte=17 (operations.md 9: pediatric means under 18)
  ranges: ['age_in_years'],
  search: ['names', 'phone_number', 'national_id_number', 'patient_opd_ipd_number'],
  ordering: ['created_at', 'names', 'age', 'age_in_years', 'sex', 'nationality', 'date_of_birth'],
  defaultOrdering: '-created_at,-id',
  scope: (ctx) => patientScope(ctx.auth),
  create: {
    schema: patientSchema(true),
    allow,
    prepare: (input, ctx, tx) => preparePatient(input, null, ctx, tx),
  },
  update: {
    schema: patientSchema(false),
    allow,
    prepare: (input, existing, ctx, tx) => preparePatient(input, existing, ctx, tx),
  },
  destroy: { allow },
};

// ---------------------------------------------------------------- delivery items

const DELIVERY_NUMBER = sql<
  string | null
>`(select d.delivery_number from umoja_deliveries d where d.id = ${deliveryItems.delivery})`;
const DELIVERY_DATE = sql<Date | null>`(select d.date from umoja_deliveries d where d.id = ${deliveryItems.delivery})`;

const itemExtras = () => ({
  delivery_number: DELIVERY_NUMBER,
  date: DELIVERY_DATE.mapWith(umojaDeliveries.date),
});

function isoOf(v: unknown): string | null {
  if (v === null || v === undefined) return null;
  const d = v instanceof Date ? v : new Date(String(v));
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

function serializeItem(row: Row): Row {
  return { ...row, date: isoOf(row.date) };
}

export const deliveryItemsResource: Resource = {
  names: ['delivery_items'],
  label: 'delivery item',
  table: deliveryItems,
  large: true,
  extras: itemExtras,
  serialize: (row) => serializeItem(row),
  filters: {
    patient: 'int',
    delivery: 'int',
    delivery_status: itemDeliveryStatus.enumValues,
    barcode: 'string',
  },
  search: ['item_name', 'barcode', 'parent_code', 'delivery_number'],
  ordering: ['date', 'item_name', 'barcode', 'delivery_status'],
  defaultOrdering: '-date,-id',
  scope: (ctx) => deliveryItemScope(ctx.auth),
};

/** Newest first (rows without a date last), then by id, highest first. */
function byDateDesc(a: Row, b: Row): number {
  const da = typeof a.date === 'string' ? a.date : '';
  const dbb = typeof b.date === 'string' ? b.date : '';
  if (da !== dbb) return da < dbb ? 1 : -1;
  return Number(b.id) - Number(a.id);
}

/** A patient's history: their stored items UNION the deliveries of their barcode (see the file comment). */
export async function patientHistory(db: Db, auth: AuthInfo, patientId: number): Promise<Row[]> {
  const [patient] = await db
    .select({
      id: patients.id,
      code: sql<string | null>`(select b.bar_code from sample_barcodes b where b.id = ${PATIENT_BAR_CODE})`,
    })
    .from(patients)
    .where(and(eq(patients.id, patientId), patientScope(auth)));
  if (!patient) return [];
  const stored = (
    await db
      .select({ ...getTableColumns(deliveryItems), ...itemExtras() })
      .from(deliveryItems)
      .where(eq(deliveryItems.patient, patientId))
  ).map((r) => serializeItem(r as Row));

  const links: SQL[] = [eq(umojaDeliveries.patient, patientId)];
  if (patient.code) {
    links.push(eq(umojaDeliveries.barcode, patient.code), eq(umojaDeliveries.parent_code, patient.code));
  }
  const deliveries = await db
    .select({
      id: umojaDeliveries.id,
      delivery_number: umojaDeliveries.delivery_number,
      item_name: umojaDeliveries.item_name,
      barcode: umojaDeliveries.barcode,
      barcode_type: umojaDeliveries.barcode_type,
      parent_code: umojaDeliveries.parent_code,
      items_total: umojaDeliveries.items_total,
      delivery_status: umojaDeliveries.delivery_status,
      date: umojaDeliveries.date,
    })
    .from(umojaDeliveries)
    .where(or(...links));
  deliveries.sort((a, b) => b.date.getTime() - a.date.getTime() || b.id - a.id);

  const seenCodes = new Set(stored.map((r) => r.barcode).filter((c): c is string => typeof c === 'string'));
  const seenDeliveries = new Set(stored.map((r) => r.delivery));
  const rows: Row[] = [...stored];
  for (const d of deliveries) {
    if (seenDeliveries.has(d.id) || (d.barcode !== null && seenCodes.has(d.barcode))) continue;
    if (d.barcode !== null) seenCodes.add(d.barcode);
    rows.push({
      id: -d.id,
      delivery: d.id,
      patient: patientId,
      sample: null,
      item_name: d.item_name ?? 'Sample',
      barcode: d.barcode,
      barcode_type: d.barcode_type,
      quantity: d.items_total > 0 ? d.items_total : 1,
      parent_code: d.parent_code,
      delivery_status: d.delivery_status === 'delivered' ? 'delivered' : 'pending',
      delivery_number: d.delivery_number,
      date: d.date.toISOString(),
    });
  }
  return rows.sort(byDateDesc);
}

function queryText(q: Record<string, unknown>, key: string): string {
  const v = q[key];
  const last = Array.isArray(v) ? v[v.length - 1] : v;
  return last === undefined || last === null ? '' : String(last).trim();
}

/** GET /api/delivery_items/ (see the file comment); registered before the generic router's list. */
export function registerDeliveryItemsList(app: FastifyInstance): void {
  const db = app.db;
  app.get<{ Querystring: Record<string, unknown> }>('/api/delivery_items', async (req) => {
    const auth = getAuth(req);
    const scope = deliveryItemScope(auth);
    const q = req.query ?? {};
    const intFilter = (name: string): number | null => {
      const raw = queryText(q, name);
      if (raw === '') return null;
      if (!/^\d{1,9}$/.test(raw)) throw badRequest({ [name]: ['Enter a whole number.'] });
      return Number(raw);
    };
    const patient = intFilter('patient');
    const delivery = intFilter('delivery');
    const status = queryText(q, 'delivery_status');
    if (status !== '' && !(itemDeliveryStatus.enumValues as readonly string[]).includes(status))
      throw badRequest({
        delivery_status: [`Select a valid choice. ${status} is not one of the available choices.`],
      });

    let rows: Row[];
    if (patient !== null) {
      rows = await patientHistory(db, auth, patient);
    } else {
      rows = (
        await db
          .select({ ...getTableColumns(deliveryItems), ...itemExtras() })
          .from(deliveryItems)
          .where(scope)
      )
        .map((r) => serializeItem(r as Row))
        .sort(byDateDesc);
    }
    if (delivery !== null) rows = rows.filter((r) => r.delivery === delivery);
    if (status !== '') rows = rows.filter((r) => r.delivery_status === status);

    const pageRaw = queryText(q, 'page');
    const sizeRaw = queryText(q, 'page_size');
    if (pageRaw === '' && sizeRaw === '') return rows;
    // a page past the end is empty (true count); page_size clamped to REST_MAX_PAGE_SIZE
    const { page, size, pages } = restPaging(pageRaw, sizeRaw || undefined, rows.length);
    return {
      count: rows.length,
      ...pageLinks(req, page, pages),
      results: rows.slice((page - 1) * size, page * size),
    };
  });
}
