/**
 * Checks one request against the contract table (contract/calls.ts). Used by the unit test over the data
 * provider and by the browser journeys' request recorder.
 */
import { CALLS, type ContractCall, type Encoding } from './calls';

/** A request as seen on the wire: method, URL path, encoding and the names of the fields it carries. */
export interface WireRequest {
  method: string;
  /** the URL path without query string (e.g. /api/accounts/2/) */
  path: string;
  encoding: Encoding;
  fields: string[];
}

export interface MatchResult {
  ok: boolean;
  /** the documented (or standalone extension) row the request matched */
  row?: ContractCall;
  /** extension rows whose fields the request used */
  extensions: ContractCall[];
  /** why no row matched (empty when ok) */
  problems: string[];
}

function pathPattern(path: string): RegExp {
  const escaped = path
    .split(/(\{[^}]+\})/)
    .map((part) => (/^\{[^}]+\}$/.test(part) ? '[^/]+' : part.replace(/[.*+?^$()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${escaped}$`);
}

const patterns = new Map<string, RegExp>();
function pathMatches(row: ContractCall, path: string): boolean {
  let re = patterns.get(row.path);
  if (!re) {
    re = pathPattern(row.path);
    patterns.set(row.path, re);
  }
  return re.test(path);
}

/** Whether a request to `row` may carry the field `name` (the row's fields or an extension's). */
export function fieldAllowed(
  row: ContractCall,
  name: string,
  table: readonly ContractCall[] = CALLS,
): boolean {
  return allowedIn(row.fields, name) || extensionsOf(row, table).some((e) => allowedIn(e.fields, name));
}

function allowedIn(allowed: readonly string[], name: string): boolean {
  return allowed.some((a) =>
    a === '*'
      ? true
      : a.startsWith('*')
        ? name.endsWith(a.slice(1))
        : a.endsWith('*')
          ? name.startsWith(a.slice(0, -1))
          : a === name,
  );
}

/** Extension rows that add fields to a documented row. */
export function extensionsOf(row: ContractCall, table: readonly ContractCall[] = CALLS): ContractCall[] {
  return table.filter((c) => c.extends?.includes(row.id));
}

function encodingMatches(row: ContractCall, req: WireRequest): boolean {
  if (req.fields.length === 0) return true; // no fields: how an empty body is labelled does not matter
  if (row.encoding === req.encoding) return true;
  return false;
}

/** Strict encoding check (a body's encoding counts even when it carries no field). */
function sameEncoding(row: ContractCall, req: WireRequest): boolean {
  if (row.encoding === req.encoding) return true;
  const bodiless = (e: string) => e === 'none' || e === 'query';
  return bodiless(row.encoding) && bodiless(req.encoding);
}

/** Matches a request against the table; a failed match lists what did not fit, row by row. */
export function matchRequest(
  req: WireRequest,
  table: readonly ContractCall[] = CALLS,
  o: { fields?: boolean } = {},
): MatchResult {
  const checkFields = o.fields !== false;
  const method = req.method.toUpperCase();
  const rows = table.filter((c) => !c.extends && c.path);
  const samePath = rows.filter((c) => pathMatches(c, req.path));
  if (samePath.length === 0) {
    const slashTwin = req.path.endsWith('/') ? req.path.slice(0, -1) : `${req.path}/`;
    const twin = rows.filter((c) => pathMatches(c, slashTwin) && c.method === method);
    const hint = twin.length
      ? ` (the contract writes ${twin.map((c) => `${c.method} ${c.path}`).join(', ')})`
      : '';
    return { ok: false, extensions: [], problems: [`no contract row for the path ${req.path}${hint}`] };
  }
  const sameMethod = samePath.filter((c) => c.method === method);
  if (sameMethod.length === 0)
    return {
      ok: false,
      extensions: [],
      problems: [
        `${method} is not a contract method for ${req.path} (rows: ${samePath.map((c) => `${c.method} ${c.path}`).join(', ')})`,
      ],
    };
  const problems: string[] = [];
  for (const row of sameMethod) {
    const exts = extensionsOf(row, table);
    const why: string[] = [];
    const encodingOk = checkFields ? encodingMatches(row, req) : sameEncoding(row, req);
    if (!encodingOk) why.push(`encoding ${req.encoding}, the contract says ${row.encoding}`);
    const unknown = req.fields.filter(
      (f) => !allowedIn(row.fields, f) && !exts.some((e) => allowedIn(e.fields, f)),
    );
    if (checkFields && unknown.length) why.push(`fields not in the contract: ${unknown.join(', ')}`);
    const missing = (row.required ?? []).filter((f) => !req.fields.includes(f));
    if (checkFields && missing.length) why.push(`missing fields: ${missing.join(', ')}`);
    if (why.length === 0) {
      const used = exts.filter((e) =>
        req.fields.some((f) => !allowedIn(row.fields, f) && allowedIn(e.fields, f)),
      );
      return { ok: true, row, extensions: used, problems: [] };
    }
    problems.push(`${row.id} (${row.method} ${row.path}): ${why.join('; ')}`);
  }
  return { ok: false, extensions: [], problems };
}

/** The encoding of a request from its method, content type and query. */
export function encodingOf(
  method: string,
  contentType: string | null | undefined,
  hasQuery: boolean,
): Encoding {
  const type = (contentType ?? '').toLowerCase();
  if (type.includes('multipart/form-data')) return 'multipart';
  if (type.includes('application/json')) return 'json';
  if (type.includes('application/x-www-form-urlencoded')) return 'multipart';
  if (method.toUpperCase() === 'GET' || method.toUpperCase() === 'DELETE') return hasQuery ? 'query' : 'none';
  return 'none';
}

/** Field names of a multipart body (its text; file parts included). */
export function multipartFieldNames(body: string): string[] {
  const names: string[] = [];
  const re = /content-disposition:\s*form-data;\s*name="([^"]*)"/gi;
  let m: RegExpExecArray | null;
  while ((m = re.exec(body))) if (!names.includes(m[1])) names.push(m[1]);
  return names;
}

/** Field names of a JSON body (top-level keys). */
export function jsonFieldNames(body: string): string[] {
  try {
    const value = JSON.parse(body) as unknown;
    return value && typeof value === 'object' && !Array.isArray(value) ? Object.keys(value) : [];
  } catch {
    return [];
  }
}

/** A fetched URL + init → the wire request the contract is checked against. */
export function wireRequest(
  url: string,
  method: string,
  contentType: string | null | undefined,
  body: { form?: FormData | null; text?: string | null },
): WireRequest {
  const u = new URL(url, 'http://contract.invalid');
  const queryFields = [...new Set(u.searchParams.keys())];
  const encoding = encodingOf(
    method,
    body.form ? 'multipart/form-data' : contentType,
    queryFields.length > 0,
  );
  let fields: string[] = [];
  if (encoding === 'query') fields = queryFields;
  else if (encoding === 'multipart')
    fields = body.form ? [...new Set(body.form.keys())] : multipartFieldNames(body.text ?? '');
  else if (encoding === 'json') fields = jsonFieldNames(body.text ?? '');
  return { method: method.toUpperCase(), path: u.pathname, encoding, fields };
}
