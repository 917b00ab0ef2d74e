/** Request values every route reads the same way: ids and days (shared by /api, /customqueries and the LIMS routes). */

/** A positive int4 id from a path or form value, or null. */
export function parseId(raw: unknown): number | null {
  const s = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  if (!/^\d{1,10}$/.test(s)) return null;
  const n = Number(s);
  return n >= 1 && n <= 2_147_483_647 ? n : null;
}

/** Local midnight of that day, or null when it is not a real date (31/02). */
function realDay(y: number, m: number, d: number): Date | null {
  const date = new Date(y, m - 1, d);
  return date.getFullYear() === y && date.getMonth() === m - 1 && date.getDate() === d ? date : null;
}

/** 'YYYY-MM-DD' → local midnight of that day, or null. */
export function parseIsoDay(raw: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(raw);
  return m ? realDay(Number(m[1]), Number(m[2]), Number(m[3])) : null;
}

/** 'DD/MM/YYYY' or 'YYYY-MM-DD' → local midnight of that day, or null when it is not a real date. */
export function parseDay(value: string): Date | null {
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value);
  return m ? realDay(Number(m[3]), Number(m[2]), Number(m[1])) : parseIsoDay(value);
}

/** A day sent as DD/MM/YYYY, YYYY-MM-DD or a full ISO timestamp (its first ten characters are the day). */
export function parseDayOrTimestamp(value: string): Date | null {
  return parseDay(value) ?? (/^\d{4}-\d{2}-\d{2}T/.test(value) ? parseDay(value.slice(0, 10)) : null);
}
