/**
 * Patient Management helpers: the wire shape of a patient and of a delivery item, how a row is shown
 * (age, registration date; the table's, export's and print's columns are in patientColumns) and the 'Recent (30 days)' count.
 */
import type { DataProvider, RaRecord } from 'react-admin';
import { toDate } from '../../../contract/dates';
import type { Patient } from '../../../contract/types';

export type { Patient };

export const RESOURCE = 'patient_management';
export const PER_PAGE = 10;
export const RECENT_DAYS = 30;

/** A row of /api/delivery_items/?patient={id} (operations.md 3 Patient delivery item). */
export interface PatientDeliveryItem extends RaRecord {
  id: number;
  item_name?: string | null;
  barcode?: string | null;
  barcode_type?: string | null;
  quantity?: number | null;
  parent_code?: string | null;
  delivery_status?: 'delivered' | 'pending' | string | null;
  delivery_number?: string | null;
  date?: string | null;
}

/** The lengths of the patient's text columns (server/db/schema.ts): both patient forms say them at the field. */
export const PATIENT_MAX_LENGTH = {
  names: 300,
  occupation: 200,
  nationality: 60,
  patient_opd_ipd_number: 60,
  national_id_number: 60,
  lab_generated_number: 60,
  village_of_residence: 200,
  village_of_workplace: 200,
  physical_address: 300,
  phone_number: 40,
  email_address: 254,
} as const;

/** The largest age the server takes. */
export const PATIENT_MAX_AGE = 150;

/** The fields the edit dialog sends (PUT keeps the others). */
export const EDITABLE_FIELDS = [
  'names',
  'age',
  'sex',
  'date_of_birth',
  'nationality',
  'phone_number',
  'email_address',
  'patient_opd_ipd_number',
  'national_id_number',
  'village_of_residence',
  'village_of_workplace',
  'physical_address',
  'occupation',
  'lab_generated_number',
] as const;

/** The patient's age: the stored age, else the one the server derives from the date of birth. */
export function patientAge(p: Partial<Pick<Patient, 'age' | 'age_in_years'>>): number | null {
  if (p.age !== null && p.age !== undefined && String(p.age) !== '') return Number(p.age);
  if (p.age_in_years !== null && p.age_in_years !== undefined) return Number(p.age_in_years);
  return null;
}

/** An age typed in the edit dialog read as a whole number ('' → null; '42.9' → 42). */
export function parseAge(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = Number.parseInt(String(value), 10);
  return Number.isFinite(n) ? n : null;
}

const blank = (v: unknown) => (v === undefined || v === null || v === '' ? null : v);

/**
 * The body of the edit dialog's PUT (which keeps the fields not sent): Full Name and Sex always, every other
 * editable field only when it changed, the age read as an integer. Sending unchanged empty fields back could
 * trip the server's required rules on older records.
 */
export function editBody(
  values: Record<string, unknown>,
  previous: Partial<Patient> = {},
): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of EDITABLE_FIELDS) {
    if (!(field in values)) continue;
    const value = field === 'age' ? parseAge(values.age) : blank(values[field]);
    const before = field === 'age' ? parseAge(previous.age) : blank(previous[field]);
    if (field === 'names' || field === 'sex' || String(value) !== String(before)) body[field] = value;
  }
  if (typeof body.names === 'string') body.names = body.names.trim();
  return body;
}

/** Registered within the last `days` days of `now`. */
export function isRecent(createdAt: unknown, now: Date, days = RECENT_DAYS): boolean {
  const date = toDate(createdAt as string);
  if (!date) return false;
  return date.getTime() >= now.getTime() - days * 86_400_000 && date.getTime() <= now.getTime() + 60_000;
}

const ALL_PAGE = 1000;

/**
 * 'Recent (30 days)': patients whose created_at lies within the last 30 days, over ALL patients.
 * Reads the newest first 1,000 at a time and stops at the first older patient (when the answer really is
 * newest first), so normally one call; it still counts correctly if the server ignores the ordering.
 */
export async function countRecentPatients(dataProvider: DataProvider, now: Date): Promise<number> {
  let count = 0;
  for (let page = 1; ; page++) {
    const { data, total } = await dataProvider.getList<Patient>(RESOURCE, {
      pagination: { page, perPage: ALL_PAGE },
      sort: { field: 'created_at', order: 'DESC' },
      filter: {},
    });
    let older = false;
    let newestFirst = true;
    let previous = Infinity;
    for (const row of data) {
      if (isRecent(row.created_at, now)) count++;
      else older = true;
      const time = toDate(row.created_at ?? null)?.getTime() ?? -Infinity;
      if (time > previous) newestFirst = false;
      previous = time;
    }
    const seen = (page - 1) * ALL_PAGE + data.length;
    if (data.length < ALL_PAGE || (total !== undefined && seen >= total) || (older && newestFirst))
      return count;
  }
}

/** Counts of the history drawer. */
export function historyCounts(items: readonly PatientDeliveryItem[]) {
  const status = (i: PatientDeliveryItem) => String(i.delivery_status ?? '').toLowerCase();
  const completed = items.filter((i) => status(i) === 'delivered').length;
  const pending = items.filter((i) => status(i) === 'pending').length;
  return { total: items.length, completed, pending };
}
