/**
 * Shared HTTP helpers of the reference server: DRF-style errors, one body reader for JSON,
 * urlencoded and multipart requests, and zod error mapping. Every route reads bodies through
 * `readBody` and throws `HttpError`s; the app's error handler turns them into answers.
 */
import type { FastifyRequest } from 'fastify';
import { z, type ZodErrorMap, type ZodTypeAny } from 'zod';

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

async function parse(req: FastifyRequest): Promise<ParsedBody> {
  const fields: Record<string, unknown> = {};
  const files: Record<string, UploadedFile> = {};
  if (req.isMultipart()) {
    try {
      for await (const part of req.parts()) {
        if (part.type === 'file') {
          const data = await part.toBuffer();
          if (data.length === 0 && !part.filename) continue;
          files[part.fieldname] = { filename: part.filename, mimetype: part.mimetype, data };
        } else {
          fields[part.fieldname] = part.value;
        }
      }
    } catch (err) {
      throw multipartError(err);
    }
    return { fields, files };
  }
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
