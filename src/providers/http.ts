/**
 * fetch wrapper: base URL from config, `Authorization: Token <token>` from the session, multipart or
 * JSON bodies, and every failure turned into a react-admin HttpError with a message a user can read.
 */
import { HttpError } from 'ra-core';
import { getConfig } from '../config';
import { en } from '../i18n/en';
import { getSession, touchSession } from './session';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type Body = Record<string, unknown> | FormData;

export interface RequestOptions {
  method?: HttpMethod;
  /** query string parameters; undefined, null and '' are left out, booleans become 'true'/'false' */
  query?: Record<string, unknown>;
  body?: Body;
  /** send body as JSON instead of multipart */
  json?: boolean;
  /** send the token (default true) */
  auth?: boolean;
  /** use this token instead of the session's (sign-in) */
  token?: string;
  /** message when the server gives none (default 'Failed to load data') */
  fallback?: string;
  /** text put before the server's message (e.g. 'Failed to create pickup: ') */
  prefix?: string;
  signal?: AbortSignal;
  /** reads a successful answer's body instead of the plain reader (e.g. a report parsed as it arrives) */
  read?: (response: Response) => Promise<unknown>;
  /**
   * The `Idempotency-Key` of a POST: the user action's key (the same on a retry of that action), else a fresh one
   * per call; false sends none. The server answers a repeat of a key with the first answer instead of writing again.
   */
  idempotencyKey?: string | false;
}

/** A random UUID (v4) for an Idempotency-Key; also outside a secure context, where crypto.randomUUID is missing. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Absolute URL of an API path (base URL from config; same origin when empty). */
export function apiUrl(path: string): string {
  if (/^[a-z]+:\/\//i.test(path)) return path;
  const base = getConfig().apiBaseUrl.replace(/\/+$/, '');
  return `${base}${path.startsWith('/') ? '' : '/'}${path}`;
}

/**
 * URL of a stored file (profile picture, agent photo, hub logo) for an <img>: an image request cannot
 * carry the Authorization header, so the token travels as a query parameter, as on the live feeds.
 */
export function fileUrl(path: string | null | undefined): string | undefined {
  if (!path) return undefined;
  const token = getSession()?.token;
  const url = apiUrl(path);
  return token ? `${url}${url.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}` : url;
}

function scalar(value: unknown): string {
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return value.toISOString();
  return String(value);
}

export function buildUrl(path: string, query?: Record<string, unknown>): string {
  const url = apiUrl(path);
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) value.forEach((v) => params.append(key, scalar(v)));
    else if (typeof value === 'object' && !(value instanceof Date)) params.append(key, JSON.stringify(value));
    else params.append(key, scalar(value));
  }
  const qs = params.toString();
  return qs ? `${url}${url.includes('?') ? '&' : '?'}${qs}` : url;
}

function isBlob(value: unknown): value is Blob {
  return typeof Blob !== 'undefined' && value instanceof Blob;
}

/**
 * Multipart body: booleans 'true'/'false', null → '', File/Blob as a file, a react-admin file input
 * value ({rawFile}) as its file, an unchanged one ({src} only) left out, arrays and objects as JSON text.
 */
export function toFormData(data: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(data)) {
    if (value === undefined) continue;
    if (value === null) form.append(key, '');
    else if (isBlob(value)) {
      const name = (value as File).name;
      if (typeof name === 'string') form.append(key, value, name);
      else form.append(key, value);
    } else if (typeof value === 'object' && !(value instanceof Date) && !Array.isArray(value)) {
      const v = value as Record<string, unknown>;
      if (isBlob(v.rawFile)) form.append(key, v.rawFile, (v.rawFile as File).name ?? key);
      else if ('src' in v && !('rawFile' in v)) continue;
      else form.append(key, JSON.stringify(value));
    } else if (Array.isArray(value)) form.append(key, JSON.stringify(value));
    else form.append(key, scalar(value));
  }
  return form;
}

function text(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map(text).filter(Boolean).join(' ');
  if (typeof value === 'object')
    return Object.entries(value as Record<string, unknown>)
      .map(([k, v]) => (text(v) ? `${k}: ${text(v)}` : ''))
      .filter(Boolean)
      .join(', ');
  return '';
}

/**
 * The message of an error body, in order: the body itself when it is a string (not an HTML page),
 * `error`, `detail`, `message`, `non_field_errors` (joined), `field: messages` pairs joined with '; ',
 * else the fallback.
 */
export function errorMessage(body: unknown, fallback: string = en.auth.errors.load): string {
  if (typeof body === 'string') {
    const t = body.trim();
    return t && !t.startsWith('<') ? t : fallback;
  }
  if (Array.isArray(body)) return text(body) || fallback;
  if (body && typeof body === 'object') {
    const b = body as Record<string, unknown>;
    for (const key of ['error', 'detail', 'message']) {
      const t = text(b[key]);
      if (t) return t;
    }
    if (Array.isArray(b.non_field_errors)) {
      const t = b.non_field_errors.map(text).filter(Boolean).join('; ');
      if (t) return t;
    }
    const pairs = Object.entries(b)
      .filter(([key]) => key !== 'non_field_errors' && key !== 'success')
      .map(([key, value]) => (text(value) ? `${key}: ${text(value)}` : ''))
      .filter(Boolean);
    if (pairs.length) return pairs.join('; ');
  }
  return fallback;
}

/**
 * The text of a failed call for a screen: the error's own message (the server's words, as the provider put them
 * in the HttpError), else the screen's own fallback. The provider's generic fallbacks ('could not save/load/
 * delete') are not the server's words, so the screen's fallback is shown instead.
 */
export function serverMessage(error: unknown, fallback: string): string {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  const generic = [en.auth.errors.save, en.auth.errors.load, en.auth.errors.delete];
  return message && !generic.includes(message) ? message : fallback;
}

/** HttpError for a failed answer; a 403 reads 'Access refused: ' + the server's detail. */
export function httpError(status: number, body: unknown, fallback?: string, prefix = ''): HttpError {
  if (status === 403) {
    const detail = errorMessage(body, en.auth.permission_denied);
    return new HttpError(`${en.auth.access_refused_prefix}${detail}`, status, body);
  }
  return new HttpError(`${prefix}${errorMessage(body, fallback)}`.trim(), status, body);
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  return parseWhole(await response.text(), response.headers.get('content-type') ?? '');
}

/** An answer's whole text: JSON when it is JSON, else the text itself (null when empty). */
export function parseWhole(raw: string, contentType: string): unknown {
  if (!raw) return null;
  if (contentType.includes('json') || /^\s*[[{"]/.test(raw)) {
    try {
      return JSON.parse(raw);
    } catch {
      return raw;
    }
  }
  return raw;
}

/** Performs a call; resolves the parsed body (JSON, text, or null when empty). */
export async function request<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? (options.body ? 'POST' : 'GET');
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = options.token ?? (options.auth === false ? undefined : getSession()?.token);
  if (token && options.auth !== false) headers.Authorization = `Token ${token}`;
  if (method === 'POST' && options.idempotencyKey !== false)
    headers['Idempotency-Key'] = options.idempotencyKey || newIdempotencyKey();

  let body: BodyInit | undefined;
  if (options.body !== undefined && method !== 'GET') {
    if (options.body instanceof FormData) body = options.body;
    else if (options.json) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.body);
    } else body = toFormData(options.body);
  }

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), { method, headers, body, signal: options.signal });
  } catch (error) {
    if (error instanceof Error && error.name === 'AbortError') throw error;
    throw new HttpError(en.auth.network_error, 0, null);
  }
  let parsed: unknown;
  try {
    parsed = options.read && response.ok ? await options.read(response) : await readBody(response);
  } catch {
    parsed = null;
  }
  if (!response.ok) throw httpError(response.status, parsed, options.fallback, options.prefix);
  if (token && options.auth !== false) touchSession();
  return parsed as T;
}

export { HttpError };

/** The server's message of an answer ({message} or a plain string), else the fallback text. */
export function answerMessage(answer: unknown, fallback: string): string {
  if (typeof answer === 'string' && answer) return answer;
  if (answer && typeof answer === 'object') {
    const m = (answer as Record<string, unknown>).message;
    if (typeof m === 'string' && m) return m;
  }
  return fallback;
}
