/**
 * Shared HTTP helpers of the reference server: DRF-style errors, one body reader for JSON,
 * urlencoded and multipart requests, and zod error mapping. Every route reads bodies through
 * `readBody` and throws `HttpError`s; the app's error handler turns them into answers.
 *
 * Hostile bodies: a multipart body counts against the route's body limit as a whole (the content-length is
 * checked before anything is read, and the bytes are counted while the parts stream in, for chunked bodies), and a
 * route takes only the file parts it declares (`config: { files }` on the route; default none). A NUL character in
 * a query value, a path parameter or a text field answers 400 naming the field (PostgreSQL refuses NUL in text).
 */
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z, type ZodErrorMap, type ZodTypeAny } from 'zod';

/** The file parts a route reads: field names, or a test of a field name. */
export type FileAllowance = readonly string[] | ((field: string, req: FastifyRequest) => boolean);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The multipart file parts this route reads (default: none; any other file part answers 400). */
    files?: FileAllowance;
  }
}

export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    public readonly body: Record<string, unknown>,
  ) {
    super(typeof body.detail === 'string' ? body.detail : `HTTP ${statusCode}`);
  }
}

export const PERMISSION_DENIED = 'You do not have permission to perform this action.';
export const notFound = () => new HttpError(404, { detail: 'Not found.' });
export const forbidden = () => new HttpError(403, { detail: PERMISSION_DENIED });
export const badRequest = (body: Record<string, unknown>) => new HttpError(400, body);
export const methodNotAllowed = (method: string) =>
  new HttpError(405, { detail: `Method "${method}" not allowed.` });

export interface UploadedFile {
  filename: string;
  mimetype: string;
  data: Buffer;
}

export interface ParsedBody {
  /** Text fields (multipart/urlencoded: strings; JSON: any JSON value). */
  fields: Record<string, unknown>;
  /** Uploaded files by field name (multipart only). */
  files: Record<string, UploadedFile>;
}

const bodies = new WeakMap<FastifyRequest, Promise<ParsedBody>>();

export const MALFORMED_MULTIPART = 'Malformed multipart body.';
/** The app's body limit for every encoding (a route may declare a larger `bodyLimit`). */
export const BODY_LIMIT = 12 * 1024 * 1024;
export const BODY_TOO_LARGE = 'Request body is too large.';

/** How long a connection refused before its body came in keeps reading (and dropping) what the client still sends. */
export const LINGER_MS = 2000;

/**
 * Closes the connection of a request refused before its whole body came in (too large, a file part not taken) only
 * LINGER_MS after the answer was sent, reading and dropping the rest of the body meanwhile. Closed at once, the
 * unread body makes the system reset the connection, and a client still sending (a browser uploading a large file)
 * may lose the answer and see a broken connection instead of the 413 (seen as 'write EPIPE' under load). The
 * answer carries 'Connection: close'; Node's server then ends the connection as soon as the answer is written: this
 * sends the end of the answer at once and delays only the final close.
 */
export function lingerAfterRefusal(req: IncomingMessage): void {
  const socket = req.socket as Socket & { destroySoon?: () => void };
  if (!socket || typeof socket.destroySoon !== 'function') return;
  socket.destroySoon = () => {
    socket.end();
    setTimeout(() => socket.destroy(), LINGER_MS).unref();
  };
}
export const FILE_NOT_EXPECTED = 'No file is expected in this field.';
export const ONE_FILE_ONLY = 'Only one file is expected in this field.';
/** Django REST framework's words for the same refusal. */
export const NUL_NOT_ALLOWED = 'Null characters are not allowed.';

const tooLarge = () => new HttpError(413, { detail: BODY_TOO_LARGE });
const nulIn = (field: string) => badRequest({ [field]: [NUL_NOT_ALLOWED] });

/** The route's body limit: its own `bodyLimit` when it declares one, else the app's. */
const bodyLimitOf = (req: FastifyRequest) => req.routeOptions.bodyLimit ?? BODY_LIMIT;

function fileAllowed(req: FastifyRequest, field: string): boolean {
  const allowance = req.routeOptions.config.files;
  if (!allowance) return false;
  return typeof allowance === 'function' ? allowance(field, req) : allowance.includes(field);
}

const isMultipartType = (req: FastifyRequest) => /^multipart\//i.test(req.headers['content-type'] ?? '');

/**
 * A multipart parse failure as an answer: the plugin's own client errors (too many files, too large: 4xx) keep
 * their status; anything else the parser throws on a broken body (no boundary, a cut-off part) is a 400.
 */
function multipartError(err: unknown): HttpError {
  if (err instanceof HttpError) return err;
  const status = (err as { statusCode?: unknown } | null)?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500)
    return new HttpError(status, { detail: (err as Error).message || MALFORMED_MULTIPART });
  return badRequest({ detail: MALFORMED_MULTIPART });
}

/**
 * Reads a multipart body part by part, counting every byte of the request against the route's body limit (413 as
 * soon as it is passed: the request is no longer read) and refusing file parts the route does not declare and text
 * fields with a NUL character (400 naming the field).
 */
async function parseMultipart(req: FastifyRequest): Promise<ParsedBody> {
  const fields: Record<string, unknown> = {};
  const files: Record<string, UploadedFile> = {};
  const raw = req.raw;
  const limit = bodyLimitOf(req);
  let received = 0;
  let fail: (err: HttpError) => void = () => undefined;
  const failed = new Promise<never>((_resolve, reject) => {
    fail = reject;
  });
  failed.catch(() => undefined);
  const onData = (chunk: Buffer | string) => {
    received += chunk.length;
    if (received > limit) fail(tooLarge());
  };
  const iterator = req.parts()[Symbol.asyncIterator]();
  /** Whatever comes first: the step, or the body passing the limit. */
  const step = <T>(p: Promise<T>): Promise<T> => {
    p.catch(() => undefined); // settled later, or never, once the request is left unread
    return Promise.race([p, failed]);
  };
  try {
    // the first step pipes the request into the parser: count from there on
    const first = step(iterator.next());
    raw.on('data', onData);
    for (let next = await first; !next.done; next = await step(iterator.next())) {
      const part = next.value;
      if (part.type === 'file') {
        const name = part.fieldname;
        if (!fileAllowed(req, name)) throw badRequest({ [name]: [FILE_NOT_EXPECTED] });
        if (files[name]) throw badRequest({ [name]: [ONE_FILE_ONLY] });
        let data: Buffer;
        try {
          data = await step(part.toBuffer());
        } catch (err) {
          part.file.destroy();
          throw err;
        }
        if (data.length === 0 && !part.filename) continue;
        files[name] = { filename: part.filename, mimetype: part.mimetype, data };
      } else {
        if (part.fieldname.includes('\u0000') || hasNul(part.value)) throw nulIn(part.fieldname);
        fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    // stop reading: the parser gets no more of the body (the answer closes the connection)
    raw.unpipe();
    throw multipartError(err);
  } finally {
    raw.removeListener('data', onData);
  }
  return { fields, files };
}

async function parse(req: FastifyRequest): Promise<ParsedBody> {
  if (req.isMultipart()) return parseMultipart(req);
  const fields: Record<string, unknown> = {};
  const files: Record<string, UploadedFile> = {};
  const body = req.body;
  if (body && typeof body === 'object' && !Buffer.isBuffer(body) && !Array.isArray(body)) {
    Object.assign(fields, body as Record<string, unknown>);
  }
  return { fields, files };
}

/** The request body as `{fields, files}`, whatever its encoding; safe to call more than once. */
export function readBody(req: FastifyRequest): Promise<ParsedBody> {
  let p = bodies.get(req);
  if (!p) {
    p = parse(req);
    bodies.set(req, p);
  }
  return p;
}

/** The body a route already read with readBody (the same parse), or undefined when none did. */
export function parsedBody(req: FastifyRequest): Promise<ParsedBody> | undefined {
  return bodies.get(req);
}

/** A text field as a trimmed string ('' when absent). */
export function text(fields: Record<string, unknown>, name: string): string {
  const v = fields[name];
  if (v === undefined || v === null) return '';
  return String(v).trim();
}

// ---------------------------------------------------------------- hostile input, checked for every route

/** True when a string anywhere in the value (keys too) holds a NUL character; walked without recursion. */
function hasNul(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const v = stack.pop();
    if (typeof v === 'string') {
      if (v.includes('\u0000')) return true;
    } else if (v && typeof v === 'object' && !Buffer.isBuffer(v)) {
      for (const [k, child] of Object.entries(v)) {
        if (k.includes('\u0000')) return true;
        stack.push(child);
      }
    }
  }
  return false;
}

/** The first field of an object with a NUL in its name or value ('non_field_errors' for a list or a scalar). */
function nulField(values: unknown): string | null {
  if (values === null || values === undefined) return null;
  if (typeof values !== 'object' || Array.isArray(values) || Buffer.isBuffer(values))
    return hasNul(values) ? 'non_field_errors' : null;
  for (const [k, v] of Object.entries(values)) if (k.includes('\u0000') || hasNul(v)) return k;
  return null;
}

/**
 * App-wide guards: a multipart request whose content-length passes the route's body limit answers 413 before any
 * of it is read (onRequest: before the sign-in check too); a NUL in a path parameter, a query value or a parsed
 * JSON/form body answers 400 naming the field (preValidation; multipart text fields are checked by `readBody`).
 */
export function registerInputGuards(app: FastifyInstance): void {
  app.addHook('onRequest', async (req) => {
    if (!isMultipartType(req)) return;
    const length = Number(req.headers['content-length']);
    if (Number.isFinite(length) && length > bodyLimitOf(req)) throw tooLarge();
  });
  app.addHook('preValidation', async (req) => {
    for (const values of [req.params, req.query]) {
      const field = nulField(values);
      if (field !== null) throw nulIn(field);
    }
    if (!req.isMultipart()) {
      const field = nulField(req.body);
      if (field !== null) throw nulIn(field);
    }
  });
}

// ---------------------------------------------------------------- zod, DRF style

export const drfErrorMap: ZodErrorMap = (issue, ctx) => {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.received === 'undefined') return { message: 'This field is required.' };
      if (issue.received === 'null') return { message: 'This field may not be null.' };
      if (issue.expected === 'number') return { message: 'A valid number is required.' };
      if (issue.expected === 'integer') return { message: 'A valid integer is required.' };
      if (issue.expected === 'boolean') return { message: 'Must be a valid boolean.' };
      if (issue.expected === 'string') return { message: 'Not a valid string.' };
      return { message: ctx.defaultError };
    case 'invalid_enum_value':
      return { message: `"${String(issue.received)}" is not a valid choice.` };
    case 'too_small':
      if (issue.type === 'string')
        return {
          message:
            Number(issue.minimum) <= 1
              ? 'This field may not be blank.'
              : `Ensure this field has at least ${issue.minimum} characters.`,
        };
      if (issue.type === 'number')
        return { message: `Ensure this value is greater than or equal to ${issue.minimum}.` };
      return { message: ctx.defaultError };
    case 'too_big':
      if (issue.type === 'string')
        return { message: `Ensure this field has no more than ${issue.maximum} characters.` };
      if (issue.type === 'number')
        return { message: `Ensure this value is less than or equal to ${issue.maximum}.` };
      return { message: ctx.defaultError };
    case 'invalid_string':
      if (issue.validation === 'email') return { message: 'Enter a valid email address.' };
      return { message: ctx.defaultError };
    default:
      return { message: ctx.defaultError };
  }
};

/** Parses with DRF-style messages; throws a 400 `{field: [messages]}` on failure. */
export function parseInput<S extends ZodTypeAny>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data, { errorMap: drfErrorMap });
  if (result.success) return result.data;
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length ? String(issue.path[0]) : 'non_field_errors';
    (errors[key] ??= []).push(issue.message);
  }
  throw badRequest(errors);
}

// ---------------------------------------------------------------- zod field builders (multipart-friendly)

const BOOL_WORDS: Record<string, boolean> = {
  true: true,
  false: false,
  '1': true,
  '0': false,
  on: true,
  off: false,
};
const isBlank = (v: unknown) => v === '' || v === 'null' || v === 'undefined';

export const f = {
  /** Required non-blank string. */
  str: (max: number) => z.string().trim().min(1).max(max),
  /** Optional string that may be blank. */
  optStr: (max: number) => z.string().trim().max(max),
  /** Optional nullable string ('' stays ''). */
  nullStr: (max: number) =>
    z.preprocess((v) => (v === 'null' ? null : v), z.string().trim().max(max).nullable()),
  bool: () =>
    z.preprocess((v) => (typeof v === 'string' ? (BOOL_WORDS[v.trim().toLowerCase()] ?? v) : v), z.boolean()),
  int: () =>
    z.preprocess((v) => (typeof v === 'string' && /^\s*-?\d+\s*$/.test(v) ? Number(v) : v), z.number().int()),
  /** Nullable integer (foreign keys): '', 'null' become null. */
  fk: () =>
    z.preprocess(
      (v) => (isBlank(v) ? null : typeof v === 'string' && /^\s*-?\d+\s*$/.test(v) ? Number(v) : v),
      z.number().int().nullable(),
    ),
  /** Nullable float. */
  num: () =>
    z.preprocess(
      (v) =>
        isBlank(v) ? null : typeof v === 'string' && v.trim() !== '' && !isNaN(Number(v)) ? Number(v) : v,
      z.number().finite().nullable(),
    ),
  /** Decimal as a string ("12.50"), accepting numbers or numeric strings. */
  decimal: () =>
    z.preprocess(
      (v) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : v),
      z.string().regex(/^-?\d+(\.\d+)?$/, 'A valid number is required.'),
    ),
  email: (max = 254) => z.string().trim().max(max).email().or(z.literal('')),
};
