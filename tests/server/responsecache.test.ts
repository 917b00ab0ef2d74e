import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import compress from '@fastify/compress';
import { CACHED_LISTS, isWrite, registerResponseCache } from '../../server/responseCache';
import { createChanges } from '../../server/routes/live';
import { openDatabase, pgliteSharedBuffers, poolSize } from '../../server/db/client';
import type { AuthInfo } from '../../server/auth';

/** A list of `n` health centres, big enough to be cached (~150 kB). */
let version = 1;
let served = 0;
const centres = () =>
  Array.from({ length: 3000 }, (_, i) => ({ id: i + 1, name: `Health centre ${i + 1} v${version}`, hub: 1 }));

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  // the token guard: any 'Token x' header signs in
  app.addHook('onRequest', async (req) => {
    const h = req.headers.authorization;
    if (h?.startsWith('Token ')) req.auth = { user: { id: 1 } } as unknown as AuthInfo;
  });
  registerResponseCache(app, { paths: CACHED_LISTS, ttlMs: 60_000 });
  await app.register(compress, { global: true, threshold: 1024 });
  app.get('/api/healthcentres/', async () => {
    served++;
    return centres();
  });
  app.get('/api/delivery_agents/', async () => {
    served++;
    return centres();
  });
  app.post('/customqueries/get_hubs', async () => [{ id: 1 }]);
  app.post('/customqueries/import_data', async () => {
    version++;
    return { ok: true };
  });
  app.patch('/api/healthcentres/:id', async () => {
    version++;
    return { ok: true };
  });
  await app.ready();
});
afterAll(() => app.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { authorization: 'Token a', ...headers } });

describe('the response cache of big catalogue lists', () => {
  it('answers the second ask from memory, compressed, with the same rows and an ETag', async () => {
    served = 0;
    const first = await get('/api/healthcentres/');
    expect(first.statusCode).toBe(200);
    expect(first.headers.etag).toBeTruthy();
    await new Promise((r) => setTimeout(r, 100)); // compressed off the event loop
    const plain = await get('/api/healthcentres/');
    const zipped = await get('/api/healthcentres/', { 'accept-encoding': 'gzip' });
    const br = await get('/api/healthcentres/', { 'accept-encoding': 'br, gzip' });
    expect(served).toBe(1);
    expect(plain.headers['x-response-cache']).toBe('hit');
    expect(plain.json()).toEqual(first.json());
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString())).toEqual(first.json());
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(first.json());
    expect(plain.headers['content-type']).toMatch(/application\/json/);
    expect(plain.headers.etag).toBe(first.headers.etag);
  });

  it('answers 304 to If-None-Match with the current ETag', async () => {
    const first = await get('/api/healthcentres/');
    await new Promise((r) => setTimeout(r, 100));
    const again = await get('/api/healthcentres/', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('forgets every entry after a write: the next ask shows the change', async () => {
    await get('/api/healthcentres/');
    await new Promise((r) => setTimeout(r, 100));
    const patch = await app.inject({
      method: 'PATCH',
      url: '/api/healthcentres/1',
      headers: { authorization: 'Token a' },
      payload: { name: 'x' },
    });
    expect(patch.statusCode).toBe(200);
    const after = await get('/api/healthcentres/');
    expect(after.headers['x-response-cache']).toBeUndefined();
    expect((after.json() as { name: string }[])[0].name).toBe(`Health centre 1 v${version}`);
  });

  it('keeps its entries over a POST that only reads, drops them on a POST that writes', async () => {
    await get('/api/healthcentres/');
    await new Promise((r) => setTimeout(r, 100));
    const post = (url: string) =>
      app.inject({ method: 'POST', url, headers: { authorization: 'Token a' }, payload: {} });
    expect((await post('/customqueries/get_hubs')).statusCode).toBe(200);
    expect((await get('/api/healthcentres/')).headers['x-response-cache']).toBe('hit');
    expect((await post('/customqueries/import_data')).statusCode).toBe(200);
    const after = await get('/api/healthcentres/');
    expect(after.headers['x-response-cache']).toBeUndefined();
    expect((after.json() as { name: string }[])[0].name).toBe(`Health centre 1 v${version}`);
  });

  it('keeps one user’s answer for that user and caches only the listed catalogues', async () => {
    await get('/api/healthcentres/');
    await new Promise((r) => setTimeout(r, 100));
    served = 0;
    const other = await get('/api/healthcentres/', { authorization: 'Token b' });
    expect(other.headers['x-response-cache']).toBeUndefined();
    expect(served).toBe(1);
    await get('/api/delivery_agents/');
    await new Promise((r) => setTimeout(r, 100));
    const agents = await get('/api/delivery_agents/');
    expect(agents.headers['x-response-cache']).toBeUndefined();
    expect(served).toBe(3);
  });
});

describe('PG_POOL_MAX', () => {
  it('defaults to 10 and takes a whole number from 1 to 1000', () => {
    expect(poolSize(undefined)).toBe(10);
    expect(poolSize('')).toBe(10);
    expect(poolSize('40')).toBe(40);
    expect(() => poolSize('0')).toThrow('PG_POOL_MAX must be a whole number from 1 to 1000, not "0"');
    expect(() => poolSize('ten')).toThrow('PG_POOL_MAX must be a whole number');
  });
});

describe('PGLITE_SHARED_BUFFERS', () => {
  it('defaults to 32MB, takes a size from 1MB to 4GB and refuses anything else', () => {
    expect(pgliteSharedBuffers(undefined)).toBe('32MB');
    expect(pgliteSharedBuffers('128mb')).toBe('128MB');
    expect(pgliteSharedBuffers('2048kB')).toBe('2048kB');
    for (const bad of ['0MB', '512kB', '5GB', 'lots', '32'])
      expect(() => pgliteSharedBuffers(bad)).toThrow(
        `PGLITE_SHARED_BUFFERS must be a size from 1MB to 4GB such as 32MB, not "${bad}"`,
      );
  });

  it('is what the embedded database runs with', async () => {
    const database = await openDatabase({ dataDir: 'memory://' });
    try {
      const rows = await database.db.execute(sql`show shared_buffers`);
      const list = (Array.isArray(rows) ? rows : (rows as { rows: unknown[] }).rows) as {
        shared_buffers: string;
      }[];
      expect(list[0].shared_buffers).toBe('32MB');
    } finally {
      await database.close();
    }
  });
});

describe('the response cache of two server instances', () => {
  it('forgets its entries after a write through the other instance', async () => {
    // the two instances' "data changed" signal over one shared bus (PostgreSQL's NOTIFY: tests/server/instances.test.ts)
    const listeners = new Map<string, Set<(payload: string) => void>>();
    const bus = {
      listen(channel: string, fn: (payload: string) => void) {
        if (!listeners.has(channel)) listeners.set(channel, new Set());
        listeners.get(channel)!.add(fn);
        return () => listeners.get(channel)?.delete(fn);
      },
      notify: (channel: string, payload: string) => listeners.get(channel)?.forEach((fn) => fn(payload)),
    };
    let rows = 1;
    const instance = async () => {
      const one = Fastify();
      one.addHook('onRequest', async (req) => {
        req.auth = { user: { id: 1 } } as unknown as AuthInfo;
      });
      const changes = createChanges(bus);
      one.addHook('onSend', async (req, _reply, payload) => {
        if (isWrite(req.method, req.url)) changes.publish();
        return payload;
      });
      registerResponseCache(one, { paths: CACHED_LISTS, changes });
      one.get('/api/samples/', async () =>
        Array.from({ length: 3000 }, (_, i) => ({ id: i + 1, name: `Sample ${i + 1} v${rows}` })),
      );
      one.post('/api/samples/', async () => {
        rows++;
        return { ok: true };
      });
      await one.ready();
      return one;
    };
    const [a, b] = [await instance(), await instance()];
    try {
      const list = () =>
        b.inject({ method: 'GET', url: '/api/samples/', headers: { authorization: 'Token a' } });
      await list();
      expect((await list()).headers['x-response-cache']).toBe('hit');
      const write = await a.inject({
        method: 'POST',
        url: '/api/samples/',
        headers: { authorization: 'Token a' },
      });
      expect(write.statusCode).toBe(200);
      const after = await list();
      expect(after.headers['x-response-cache']).toBeUndefined();
      expect((after.json() as { name: string }[])[0].name).toBe('Sample 1 v2');
    } finally {
      await a.close();
      await b.close();
    }
  });
});
