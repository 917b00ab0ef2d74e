/**
 * A cache of big GET answers of the plain catalogue lists (the 1 MB list of 3,500 health centres and the
 * like): the serialised body and its gzip / brotli forms, per sign-in token and URL, with an ETag.
 * Any write through the API (POST, PUT, PATCH, DELETE; not the POST calls that only read, such as the reports
 * and the cascading filters), through this server instance or another one on the same database (`app.changes`),
 * invalidates every entry; entries also
 * expire after `ttlMs`. A hit answers from memory after the token guard, without a query, a serialisation
 * or a compression; `If-None-Match` with the entry's ETag answers 304.
 * Only tables that nothing but the API writes are cached (not agents, notifications or deliveries, which the
 * simulator and the live feeds change).
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Changes } from './routes/live';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

export interface ResponseCacheOptions {
  /** paths (without the query) whose GET answers may be cached */
  paths: RegExp;
  /** answers smaller than this are not cached (default 64 kB) */
  minBytes?: number;
  maxEntries?: number;
  maxBytes?: number;
  ttlMs?: number;
  /** The "data changed" signal to clear on (default `app.changes`; without one, this app's own writes only). */
  changes?: Pick<Changes, 'subscribe'>;
}

interface Entry {
  generation: number;
  at: number;
  type: string;
  etag: string;
  body: Buffer;
  gzip?: Buffer;
  br?: Buffer;
  bytes: number;
}

export const CACHED_LISTS =
  /^\/api\/(healthcentres|collectionhubs|regions|districts|products|product_units|product_categories|suppliers|samples|supplies)\/?$/;

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);
/** POST calls that only read (reports, cascading filters, sign-in, the client's audit note): no invalidation. */
const READ_ONLY_POSTS =
  /^\/(customqueries\/(get[a-z_]*|export_audit_logs|extract_pdf_barcodes|log_client_action)|rest-auth)\/?$/;

/** A call that may change data: what `app.changes` is published for. */
export const isWrite = (method: string, url: string) =>
  !SAFE.has(method) && !(method === 'POST' && READ_ONLY_POSTS.test(url.split('?')[0]));

export function registerResponseCache(app: FastifyInstance, opts: ResponseCacheOptions): void {
  const minBytes = opts.minBytes ?? 64 * 1024;
  const maxEntries = opts.maxEntries ?? 32;
  const maxBytes = opts.maxBytes ?? 64 * 1024 * 1024;
  const ttlMs = opts.ttlMs ?? 60_000;
  const entries = new Map<string, Entry>();
  let generation = 0;
  let total = 0;
  const started = new WeakMap<FastifyRequest, number>();

  const keyOf = (req: FastifyRequest): string | null => {
    if (req.method !== 'GET' || !req.auth) return null;
    const p = req.url.split('?')[0];
    if (!opts.paths.test(p)) return null;
    const token = req.headers.authorization;
    return token ? `${token}\n${req.url}` : null;
  };
  const drop = (key: string) => {
    const e = entries.get(key);
    if (!e) return;
    total -= e.bytes;
    entries.delete(key);
  };
  const clear = () => {
    entries.clear();
    total = 0;
  };

  app.addHook('preHandler', async (req, reply: FastifyReply) => {
    const key = keyOf(req);
    if (!key) return;
    started.set(req, generation);
    const e = entries.get(key);
    if (!e) return;
    if (e.generation !== generation || Date.now() - e.at > ttlMs) {
      drop(key);
      return;
    }
    entries.delete(key); // most recently used last
    entries.set(key, e);
    reply.header('ETag', e.etag).header('Vary', 'Accept-Encoding').header('X-Response-Cache', 'hit');
    if (req.headers['if-none-match'] === e.etag) return reply.code(304).send();
    const accepted = String(req.headers['accept-encoding'] ?? '');
    reply.type(e.type);
    if (e.br && /\bbr\b/.test(accepted)) return reply.header('Content-Encoding', 'br').send(e.br);
    if (e.gzip && /\bgzip\b/.test(accepted)) return reply.header('Content-Encoding', 'gzip').send(e.gzip);
    return reply.send(e.body);
  });

  // a write (here, at once, or on another instance) may change what any list shows: nothing cached before it is
  // served again
  const changed = () => {
    generation++;
    if (entries.size) clear();
  };
  const changes = opts.changes ?? (app.hasDecorator('changes') ? app.changes : undefined);
  changes?.subscribe(changed);

  app.addHook('onSend', async (req, reply, payload) => {
    if (isWrite(req.method, req.url)) {
      if (!changes) changed();
      return payload;
    }
    const key = keyOf(req);
    const gen = started.get(req);
    if (!key || gen === undefined || reply.statusCode !== 200 || reply.getHeader('X-Response-Cache'))
      return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const body = Buffer.isBuffer(payload) ? payload : Buffer.from(payload);
    if (body.length < minBytes || body.length > maxBytes / 4) return payload;
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    reply.header('ETag', etag).header('Vary', 'Accept-Encoding');
    const type = String(reply.getHeader('Content-Type') ?? 'application/json; charset=utf-8');
    if (gen !== generation) return payload;
    drop(key);
    const entry: Entry = { generation: gen, at: Date.now(), type, etag, body, bytes: body.length };
    entries.set(key, entry);
    total += entry.bytes;
    while (entries.size > maxEntries || total > maxBytes) drop(entries.keys().next().value as string);
    // compressed once, off the event loop, for the next askers (until then they get the body compressed as usual)
    void Promise.all([
      gzip(body, { level: 6 }),
      brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }),
    ]).then(([gz, br]) => {
      if (entries.get(key) !== entry) return;
      entry.gzip = gz;
      entry.br = br;
      entry.bytes += gz.length + br.length;
      total += gz.length + br.length;
    });
    return payload;
  });
}
