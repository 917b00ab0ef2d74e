/**
 * Body limits of multipart requests: a body over the limit answers 413 before its parts are
 * read, whether it announces its length or comes chunked, on the two forms that need no sign-in too, through a real
 * listening server; a route takes only the file parts it declares; the SPA's uploads still work.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { deliveryAgents } from '../../server/db/schema';
import { PNG, agentRegistration, auth, createFixture, multipart, type Fixture } from './fixtures';

let fx: Fixture;
let port: number;
let manager: Record<string, string>;
beforeAll(async () => {
  fx = await createFixture();
  await fx.app.listen({ host: '127.0.0.1', port: 0 });
  port = (fx.app.server.address() as AddressInfo).port;
  manager = auth(await fx.login('manager'));
});
afterAll(async () => {
  await fx.close();
});

const MB = 1024 * 1024;

interface Part {
  name: string;
  /** A file part when set. */
  filename?: string;
  size: number;
}

/**
 * A multipart body of the given parts, made while it is sent (the test holds none of it), with its exact length
 * and how many bytes the server has pulled from it so far.
 */
function streamedBody(parts: Part[]) {
  const boundary = 'limitsBoundary';
  const head = (p: Part) =>
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"` +
        (p.filename ? `; filename="${p.filename}"\r\nContent-Type: application/octet-stream` : '') +
        '\r\n\r\n',
    );
  const tail = Buffer.from(`--${boundary}--\r\n`);
  const length = parts.reduce((n, p) => n + head(p).length + p.size + 2, 0) + tail.length;
  const block = Buffer.alloc(64 * 1024, 'x');
  let pulled = 0;
  function* chunks() {
    for (const p of parts) {
      const h = head(p);
      pulled += h.length;
      yield h;
      for (let left = p.size; left > 0; left -= block.length) {
        const chunk = left >= block.length ? block : block.subarray(0, left);
        pulled += chunk.length;
        yield chunk;
      }
      pulled += 2;
      yield Buffer.from('\r\n');
    }
    pulled += tail.length;
    yield tail;
  }
  return {
    stream: Readable.from(chunks(), { objectMode: false }),
    length,
    contentType: `multipart/form-data; boundary=${boundary}`,
    pulled: () => pulled,
  };
}

/** Buffers and JS objects in use by this process (the server runs in it). */
const used = () => {
  const m = process.memoryUsage();
  return m.heapUsed + m.arrayBuffers;
};

/**
 * Posts a streamed body to the listening server; the answer as soon as it comes (the server may close the
 * connection while the body is still being sent), how much of the body had been sent when it came, and the highest
 * memory use seen meanwhile above the start. Once answered the client stops sending, as a browser stops an upload
 * the server has refused (the server reads and drops what still comes for a moment, so that the answer is not lost
 * to a reset connection).
 */
async function post(
  path: string,
  body: ReturnType<typeof streamedBody>,
  withLength: boolean,
  headers: Record<string, string> = {},
) {
  const before = used();
  let peak = before;
  let pulledAtAnswer = Number.NaN;
  const sample = setInterval(() => {
    peak = Math.max(peak, used());
  }, 5);
  try {
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path,
        headers: {
          ...headers,
          'content-type': body.contentType,
          ...(withLength ? { 'content-length': String(body.length) } : { 'transfer-encoding': 'chunked' }),
        },
      });
      let answered = false;
      req.on('response', (res) => {
        answered = true;
        pulledAtAnswer = body.pulled();
        body.stream.unpipe(req);
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
        res.on('error', reject);
      });
      // writing the rest of the body after the answer fails once the server closes: that is the point
      req.on('error', (err) => {
        if (!answered) reject(err);
      });
      body.stream.on('error', () => undefined);
      body.stream.pipe(req);
    });
    peak = Math.max(peak, used());
    return { ...answer, grown: peak - before, pulled: pulledAtAnswer };
  } finally {
    clearInterval(sample);
    body.stream.destroy();
  }
}

/** Twenty file parts of 9.5 MB (190 MB), as the scanner sent them, after the form's own fields. */
const hugeFiles = (fields: string[]) =>
  streamedBody([
    ...fields.map((name) => ({ name, size: 8 })),
    ...Array.from({ length: 20 }, (_, i) => ({ name: `f${i}`, filename: `f${i}.bin`, size: 9.5 * MB })),
  ]);
/** 120 text fields of about 1 MB (120 MB) after the form's own: no file part, only the whole is too large. */
const hugeFields = (fields: string[]) =>
  streamedBody([
    ...fields.map((name) => ({ name, size: 8 })),
    ...Array.from({ length: 120 }, (_, i) => ({ name: `t${i}`, size: 1_000_000 })),
  ]);

const PUBLIC_FORMS: [string, string[]][] = [
  ['/rest-auth/', ['username', 'password']],
  ['/customqueries/requestaccount_deactivation', ['phonecontact', 'reason_ofdeaction']],
];

describe('multipart bodies over the limit', () => {
  for (const [path, fields] of PUBLIC_FORMS) {
    it(`${path}: 190 MB announced by content-length answers 413 before the parts are read`, async () => {
      const body = hugeFiles(fields);
      expect(body.length).toBeGreaterThan(190 * MB);
      const res = await post(path, body, true);
      expect(res.status).toBe(413);
      expect(JSON.parse(res.body)).toEqual({ detail: 'Request body is too large.' });
      // the server stopped reading: most of the body was never sent, and none of it was kept
      expect(res.pulled).toBeLessThan(body.length / 4);
      expect(res.grown).toBeLessThan(40 * MB);
    }, 60_000);

    it(`${path}: a chunked body (no length) answers 413 once it passes the limit`, async () => {
      const body = hugeFields(fields);
      expect(body.length).toBeGreaterThan(114 * MB);
      const res = await post(path, body, false);
      expect(res.status).toBe(413);
      expect(JSON.parse(res.body)).toEqual({ detail: 'Request body is too large.' });
      expect(res.pulled).toBeLessThan(body.length / 4);
      expect(res.grown).toBeLessThan(40 * MB);
    }, 60_000);
  }

  it('all parts count together: a 9 MB agent photo and 4 MB of text fields, chunked, answer 413', async () => {
    const body = streamedBody([
      { name: 'Photo', filename: 'a.png', size: 9 * MB },
      ...Array.from({ length: 4 }, (_, i) => ({ name: `t${i}`, size: 1_000_000 })),
    ]);
    const res = await post('/customqueries/manual_agentregistration', body, false, manager);
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toEqual({ detail: 'Request body is too large.' });
  }, 60_000);
});

/** Sends a multipart body of fields and files with `inject`. */
function send(
  method: 'POST' | 'PUT',
  url: string,
  fields: Record<string, string>,
  files: Parameters<typeof multipart>[1],
  headers: Record<string, string> = {},
) {
  const body = multipart(fields, files);
  return fx.app.inject({ method, url, payload: body.payload, headers: { ...headers, ...body.headers } });
}

const file = { filename: 'x.png', type: 'image/png', data: PNG };
const NO_FILE = 'No file is expected in this field.';

async function anAgent() {
  const [agent] = await fx.database.db.select({ id: deliveryAgents.id }).from(deliveryAgents).limit(1);
  return agent.id;
}

describe('file parts a route does not take', () => {
  it('the sign-in form refuses any file part with 400 naming the field, and does not sign in', async () => {
    const res = await send(
      'POST',
      '/rest-auth/',
      { username: 'manager', password: 'secret123' },
      { avatar: file },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ avatar: [NO_FILE] });
  });

  it('the deactivation request form refuses any file part', async () => {
    const res = await send(
      'POST',
      '/customqueries/requestaccount_deactivation',
      { phonecontact: '0772000111', reason_ofdeaction: 'moving' },
      { attachment: file },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ attachment: [NO_FILE] });
  });

  it('signed-in writes refuse file parts they do not use: a resource without images, another image field', async () => {
    const centre = await send('POST', '/api/healthcentres/', { name: 'X' }, { photo: file }, manager);
    expect(centre.statusCode).toBe(400);
    expect(centre.json()).toEqual({ photo: [NO_FILE] });

    const agent = await anAgent();
    const other = await send('PUT', `/api/delivery_agents/${agent}/`, {}, { profile_pic: file }, manager);
    expect(other.statusCode).toBe(400);
    expect(other.json()).toEqual({ profile_pic: [NO_FILE] });

    const extra = await send(
      'POST',
      '/customqueries/manual_agentregistration',
      { first_name: 'Grace' },
      { Photo: file, IDScan: file },
      manager,
    );
    expect(extra.statusCode).toBe(400);
    expect(extra.json()).toEqual({ IDScan: [NO_FILE] });
  });
});

describe('the uploads the SPA sends still work', () => {
  it('a multipart import of barcodes', async () => {
    const res = await send(
      'POST',
      '/customqueries/import_data',
      { import_type: 'barcodes', data: JSON.stringify([{ barcode: 'BL-500001', type: 'single_entry' }]) },
      {},
      manager,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Imported 1 barcodes (0 duplicates skipped)',
    });
  });

  it("an agent's photo, at registration and on an edit", async () => {
    const registered = await send(
      'POST',
      '/customqueries/manual_agentregistration',
      agentRegistration(fx.hubs.north, { RegisteredPhoneNumber1: '0772123499' }),
      { Photo: file },
      manager,
    );
    expect(registered.statusCode).toBe(200);
    const id = registered.json<{ id: number }>().id;
    const stored = async () =>
      (await fx.database.db.select().from(deliveryAgents).where(eq(deliveryAgents.id, id)))[0];
    expect(Buffer.from((await stored()).Photo!).equals(PNG)).toBe(true);

    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
    const edited = await send(
      'PUT',
      `/api/delivery_agents/${id}/`,
      {},
      { Photo: { filename: 'y.jpg', type: 'image/jpeg', data: jpeg } },
      manager,
    );
    expect(edited.statusCode).toBe(200);
    expect((await stored()).Photo_type).toBe('image/jpeg');
    expect(Buffer.from((await stored()).Photo!).equals(jpeg)).toBe(true);
  });
});
