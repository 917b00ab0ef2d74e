/**
 * Idempotency keys: a POST that carries `Idempotency-Key` (the SPA sends a random UUID per user action) runs once
 * per signed-in account and key within 24 h. A repeat with the same request (method, path, body) answers the first
 * answer (status, content type and body, with `Idempotent-Replayed: true`) without running the call again; a repeat
 * with another request answers 422. Generic: a preHandler claims the key and an onSend keeps the answer, for every
 * route.
 *
 * The keys live in the database (`idempotency_keys`), so several instances on one PostgreSQL and a restarted one
 * agree. The claim is an insert on the unique (account, key): of two requests at the same moment one inserts and
 * runs, the other waits for its answer (up to `waitMs`, then 409). A 5xx answer releases the key (the call may be
 * tried again); a claim left without an answer for `abandonedMs` (the instance died mid-call) is taken over.
 * Requests without the header, without a signed-in account (sign-in, LIMS, public calls), other than POST or POST
 * calls that only read (reports, filters: `isWrite`) are left as they are.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, lt } from 'drizzle-orm';
import { idempotencyKeys } from './db/schema';
import { HttpError, readBody, type ParsedBody } from './routes/http';
import { isWrite } from './responseCache';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const KEY_REUSED = 'This Idempotency-Key was already used for a different request.';
export const KEY_IN_PROGRESS = 'A request with this Idempotency-Key is still in progress; try again shortly.';
export const KEY_INVALID = 'Idempotency-Key must be 1 to 255 characters.';

export interface IdempotencyOptions {
  /** How long a key is remembered (default 24 h). */
  ttlMs?: number;
  /** How long a repeat waits for the first request's answer before a 409 (default 10 s). */
  waitMs?: number;
  /** A claim older than this without an answer is taken over (default 2 min). */
  abandonedMs?: number;
}

/** JSON with object keys sorted, so that the same values give the same text whatever their order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object' && !(value instanceof Date))
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

function fingerprint(req: FastifyRequest, body: ParsedBody): string {
  const files = Object.fromEntries(
    Object.entries(body.files).map(([name, f]) => [
      name,
      {
        filename: f.filename,
        mimetype: f.mimetype,
        sha256: createHash('sha256').update(f.data).digest('hex'),
      },
    ]),
  );
  return createHash('sha256')
    .update(canonical({ method: req.method, path: req.url.split('?')[0], fields: body.fields, files }))
    .digest('hex');
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function registerIdempotency(app: FastifyInstance, opts: IdempotencyOptions = {}): void {
  const ttlMs = opts.ttlMs ?? 24 * 60 * 60 * 1000;
  const waitMs = opts.waitMs ?? 10_000;
  const abandonedMs = opts.abandonedMs ?? 2 * 60 * 1000;
  const db = app.db;
  /** The claimed key row of a request that runs the call. */
  const claims = new WeakMap<FastifyRequest, number>();
  let lastSweep = 0;

  /** Forgets expired keys, at most once a minute per instance. */
  const sweep = async () => {
    if (Date.now() - lastSweep < 60_000) return;
    lastSweep = Date.now();
    await db.delete(idempotencyKeys).where(lt(idempotencyKeys.created_at, new Date(Date.now() - ttlMs)));
  };

  const claim = (account: number, key: string, print: string) =>
    db
      .insert(idempotencyKeys)
      .values({ account, key, fingerprint: print })
      .onConflictDoNothing({ target: [idempotencyKeys.account, idempotencyKeys.key] })
      .returning({ id: idempotencyKeys.id });

  const stored = async (account: number, key: string) => {
    const [row] = await db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.account, account), eq(idempotencyKeys.key, key)));
    return row;
  };

  app.addHook('preHandler', async (req: FastifyRequest, reply: FastifyReply) => {
    // the POST calls that only read (reports, filters) are answered afresh, not kept
    if (req.method !== 'POST' || !req.auth || !isWrite(req.method, req.url)) return;
    const header = req.headers[IDEMPOTENCY_HEADER];
    if (header === undefined) return;
    const key = Array.isArray(header) ? header[0] : header;
    if (!key || key.length > 255) throw new HttpError(400, { detail: KEY_INVALID });
    const account = req.auth.account.id;
    const print = fingerprint(req, await readBody(req));
    await sweep();
    const deadline = Date.now() + waitMs;
    for (;;) {
      const [claimed] = await claim(account, key, print);
      if (claimed) {
        claims.set(req, claimed.id);
        return;
      }
      const row = await stored(account, key);
      if (!row) {
        if (Date.now() > deadline) throw new HttpError(409, { detail: KEY_IN_PROGRESS });
        continue; // released (a 5xx, an expiry) between the insert and the read: claim again
      }
      const age = Date.now() - row.created_at.getTime();
      const abandoned = row.status === null && age > abandonedMs;
      if (age > ttlMs || abandoned) {
        // by id: a newer claim of the same key (another id) is never removed
        await db.delete(idempotencyKeys).where(eq(idempotencyKeys.id, row.id));
        continue;
      }
      if (row.fingerprint !== print) throw new HttpError(422, { detail: KEY_REUSED });
      if (row.status !== null) {
        // the call ran already: its answer again, not another audit entry
        req.auditInfo = { skip: true };
        reply.code(row.status).header('Idempotent-Replayed', 'true');
        if (row.content_type) reply.type(row.content_type);
        return reply.send(row.body ?? '');
      }
      if (Date.now() > deadline) throw new HttpError(409, { detail: KEY_IN_PROGRESS });
      await sleep(25);
    }
  });

  app.addHook('onSend', async (req, reply, payload) => {
    const id = claims.get(req);
    if (id === undefined) return payload;
    claims.delete(req);
    const body =
      typeof payload === 'string'
        ? Buffer.from(payload)
        : Buffer.isBuffer(payload)
          ? payload
          : payload == null
            ? Buffer.alloc(0)
            : null;
    if (reply.statusCode >= 500 || body === null) {
      // not an answer to repeat (a server failure may pass on a retry; a stream cannot be kept): the key is free again
      await db.delete(idempotencyKeys).where(eq(idempotencyKeys.id, id));
      return payload;
    }
    const type = reply.getHeader('Content-Type');
    await db
      .update(idempotencyKeys)
      .set({ status: reply.statusCode, content_type: type === undefined ? null : String(type), body })
      .where(eq(idempotencyKeys.id, id));
    return payload;
  });
}
