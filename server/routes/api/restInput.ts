/**
 * What a REST write reads and how its failures answer: image uploads (png or jpeg, as a file part or a data:
 * URL), the parsed input without its absent fields, PostgreSQL constraint errors as DRF-style 400 answers, and
 * the changed values for the audit trail.
 */
import { HttpError, badRequest, type UploadedFile } from '../http';
import type { Resource, Row } from './restResource';

const IMAGE_ERROR = 'Upload a valid image (png or jpeg).';

export function imageType(data: Buffer): 'image/png' | 'image/jpeg' | null {
  if (
    data.length > 8 &&
    data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'image/png';
  if (data.length > 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'image/jpeg';
  return null;
}

/** Maps PostgreSQL constraint errors to DRF-style 400 answers; null for anything else. */
export function mapDbError(err: unknown, label: string): HttpError | null {
  let e: unknown = err;
  for (let i = 0; i < 5 && e; i++) {
    const pg = e as { code?: unknown; detail?: unknown; column?: unknown; cause?: unknown };
    if (typeof pg.code === 'string' && /^\d{2}[0-9A-Z]{3}$/.test(pg.code)) {
      const detail = typeof pg.detail === 'string' ? pg.detail : '';
      const key = /Key \(([^)]+)\)=\((.*?)\)/.exec(detail);
      const field = key ? key[1].replace(/"/g, '').split(',')[0].trim() : null;
      if (pg.code === '23505' && field)
        return badRequest({ [field]: [`${label} with this ${field} already exists.`] });
      if (pg.code === '23503') {
        if (/still referenced/.test(detail))
          return badRequest({ detail: `This ${label} cannot be deleted because other records refer to it.` });
        if (field) return badRequest({ [field]: [`Invalid pk "${key?.[2]}" - object does not exist.`] });
      }
      if (pg.code === '23502' && typeof pg.column === 'string')
        return badRequest({ [pg.column]: ['This field is required.'] });
      if (pg.code.startsWith('22')) return badRequest({ detail: 'Invalid value.' });
      return null;
    }
    e = pg.cause;
  }
  return null;
}

export async function withDbErrors<T>(label: string, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    throw mapDbError(err, label) ?? err;
  }
}

export function readImages(def: Resource, files: Record<string, UploadedFile>, fields: Row): Row {
  const out: Row = {};
  for (const [k, spec] of Object.entries(def.images ?? {})) {
    const file = files[k];
    if (file) {
      const type = imageType(file.data);
      if (!type) throw badRequest({ [k]: [IMAGE_ERROR] });
      out[k] = file.data;
      out[spec.typeColumn] = type;
    } else if (
      fields[k] !== undefined &&
      typeof fields[k] === 'string' &&
      (fields[k] as string).startsWith('data:')
    ) {
      const m = /^data:[^;]+;base64,(.*)$/s.exec(fields[k] as string);
      const data = m ? Buffer.from(m[1], 'base64') : Buffer.alloc(0);
      const type = imageType(data);
      if (!type) throw badRequest({ [k]: [IMAGE_ERROR] });
      out[k] = data;
      out[spec.typeColumn] = type;
    }
  }
  return out;
}

export function clean(input: Row): Row {
  const out: Row = {};
  for (const [k, v] of Object.entries(input)) if (v !== undefined) out[k] = v;
  return out;
}

/** The fields whose value changed, before and after (for the audit trail). */
export function changedValues(before: Row, after: Row): { old_values: Row; new_values: Row } {
  const old_values: Row = {};
  const new_values: Row = {};
  for (const k of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (JSON.stringify(before[k] ?? null) === JSON.stringify(after[k] ?? null)) continue;
    old_values[k] = before[k] ?? null;
    new_values[k] = after[k] ?? null;
  }
  return { old_values, new_values };
}
