/**
 * Hostile input never breaks the server: every route of the app (read from Fastify's own route tree, every
 * resource name of the generic router) gets malformed multipart, broken or odd JSON, junk form bodies and junk
 * query strings, signed in with every right and signed out, and must answer below 500. A NUL character in a query
 * value or a body field (PostgreSQL refuses it in text) answers 400 naming the field, on every route.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resources } from '../../server/routes/api/resources';
import { auth, createFixture, multipart, type Fixture } from './fixtures';

let fx: Fixture;
beforeAll(async () => {
  fx = await createFixture();
});
afterAll(async () => {
  await fx.close();
});

interface Route {
  path: string;
  methods: string[];
}

/** The routes of Fastify's printRoutes tree: each line's path is its parent's plus its own segment. */
function routesOf(tree: string): Route[] {
  const routes: Route[] = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const m = /^([│ ]*)[├└]── (\S*)(?: \(([^)]*)\))?/.exec(line);
    if (!m) continue;
    const depth = m[1].length / 4;
    stack.length = depth;
    const path = (stack[depth - 1] ?? '') + m[2];
    stack[depth] = path;
    if (m[3]) routes.push({ path, methods: m[3].split(', ').filter((x) => x !== 'HEAD') });
  }
  return routes;
}

/** Concrete URLs of a route pattern: every resource name for :name, ids that exist, do not exist and are junk. */
function urlsOf(path: string, method: string): string[] {
  const names = path.includes(':name') ? resources.flatMap((r) => r.names) : [''];
  // writes aim at ids that do not exist, so the fixture the other calls rely on stays whole
  const ids = method === 'GET' ? ['1', 'abc', '-1', '99999999999'] : ['999999', 'abc', '%00'];
  const out: string[] = [];
  for (const name of names)
    for (const id of path.includes(':') ? ids : ['']) {
      const url = path
        .replace(':name', name)
        .replace(/:(id|hub)/g, id)
        .replace(':kind', 'delivery_agent');
      out.push(url.endsWith('/') || url.includes('?') ? url : `${url}/`);
    }
  return [...new Set(out)];
}

const JUNK_QUERY =
  '?page=abc&page_size=-5&ordering=%00nope,-&search=%27%3B--&id=1e309&read=maybe&dateone=99/99/9999' +
  '&datetwo=&start_date=2024-13-45&collection_hub=x&hub=1;drop&limit=-1&since=yesterday&barcode[]=1';
/** The same junk without its NUL (which is refused before any route sees the rest). */
const JUNK_QUERY_NO_NUL = JUNK_QUERY.replace('%00', '');

const boundary = 'fuzzBoundary';
const BODIES: { name: string; type: string; payload: string | Buffer }[] = [
  { name: 'multipart without a boundary', type: 'multipart/form-data', payload: 'junk' },
  {
    name: 'multipart cut off',
    type: `multipart/form-data; boundary=${boundary}`,
    payload: `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nhalf`,
  },
  {
    name: 'multipart with odd fields',
    type: `multipart/form-data; boundary=${boundary}`,
    payload:
      `--${boundary}\r\nContent-Disposition: form-data; name="id"\r\n\r\n-1\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="page"\r\n\r\n1e309\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="dateone"\r\n\r\n31/02/2024\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="data"\r\n\r\n{"a":[\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="x.png"\r\nContent-Type: image/png\r\n\r\nnot a png\r\n` +
      `--${boundary}--\r\n`,
  },
  { name: 'broken JSON', type: 'application/json', payload: '{"a":' },
  { name: 'JSON array', type: 'application/json', payload: '[1,{"x":null}]' },
  { name: 'JSON scalar', type: 'application/json', payload: '42' },
  {
    name: 'JSON of wrong types',
    type: 'application/json',
    payload: JSON.stringify({
      id: { $gt: 1 },
      name: ['a'],
      page: 'x',
      page_size: -1,
      dateone: 5,
      data: { rows: 1 },
      username: null,
      password: 12,
      delivery_items: 'x',
      extra_charge: 'NaN',
      numer_of_codes: 1e9,
      ordering: '-nope',
    }),
  },
  { name: 'junk form body', type: 'application/x-www-form-urlencoded', payload: '%%%&a=%ZZ&&=' },
  { name: 'unknown content type', type: 'application/octet-stream', payload: Buffer.from([0, 255, 1]) },
];

describe('hostile input', () => {
  it('answers every route below 500, signed in and signed out', async () => {
    const routes = routesOf(fx.app.printRoutes({ commonPrefix: false }));
    // the tree has the router's generic routes and the custom queries: a sanity check that parsing worked
    expect(routes.some((r) => r.path === '/api/:name/:id')).toBe(true);
    expect(routes.some((r) => r.path === '/customqueries/get_hubs_visited_statistics')).toBe(true);
    expect(routes.length).toBeGreaterThan(50);

    const token = await fx.login('manager');
    const failures: string[] = [];
    let sent = 0;
    for (const route of routes) {
      if (route.path.startsWith('/ws/')) continue; // WebSocket upgrades: covered by the live tests
      for (const method of route.methods) {
        for (const url of urlsOf(route.path, method)) {
          // signing out would end the token every other request uses: sign-out is sent signed out only
          const signedIn = route.path !== '/rest-auth/logout';
          const headerSets = signedIn ? [auth(token), {}] : [{}];
          for (const headers of headerSets) {
            const attempts =
              method === 'GET' || method === 'DELETE'
                ? [{ url: url + JUNK_QUERY }, { url: url + JUNK_QUERY_NO_NUL }]
                : BODIES.map((b) => ({ url, body: b }));
            for (const a of attempts) {
              const body = 'body' in a ? a.body : undefined;
              const res = await fx.app.inject({
                method: method as 'GET',
                url: a.url,
                headers: body ? { ...headers, 'content-type': body.type } : headers,
                payload: body?.payload,
              });
              sent += 1;
              if (res.statusCode >= 500)
                failures.push(
                  `${method} ${a.url} ${body?.name ?? ''} → ${res.statusCode} ${res.body.slice(0, 120)}`,
                );
            }
          }
        }
      }
    }
    expect(sent).toBeGreaterThan(1000);
    expect(failures).toEqual([]);
  }, 300_000);

  it('answers 400 naming the field for a NUL in any query value or body field, on every route', async () => {
    const routes = routesOf(fx.app.printRoutes({ commonPrefix: false }));
    const token = await fx.login('manager');
    const NUL = ['Null characters are not allowed.'];
    const failures: string[] = [];
    let sent = 0;
    const expectNul = async (
      label: string,
      request: { method: 'GET'; url: string; headers: Record<string, string>; payload?: string },
      field: string,
    ) => {
      const res = await fx.app.inject(request);
      sent += 1;
      const body = res.body.slice(0, 160);
      // the FHIR interface answers its refusals as an OperationOutcome naming the field
      const expected = /^\/fhir\/r4(\/|$)/.test(request.url)
        ? {
            resourceType: 'OperationOutcome',
            issue: [{ severity: 'error', code: 'invalid', diagnostics: `${field}: ${NUL[0]}` }],
          }
        : { [field]: NUL };
      if (res.statusCode !== 400 || JSON.stringify(res.json()) !== JSON.stringify(expected))
        failures.push(`${label} → ${res.statusCode} ${body}`);
    };
    for (const route of routes) {
      if (route.path.startsWith('/ws/')) continue;
      // signed in (signed out, a protected route answers 401 before it reads anything); sign-out is left out as
      // above, since it would end the token
      if (route.path === '/rest-auth/logout') continue;
      const headers = auth(token);
      for (const method of route.methods) {
        for (const url of urlsOf(route.path, method).filter((u) => !u.includes('%00'))) {
          const m = method as 'GET';
          // a NUL in the query, on every method
          await expectNul(
            `${method} ${url}?search=a%00`,
            { method: m, url: `${url}?search=a%00`, headers },
            'search',
          );
          await expectNul(
            `${method} ${url}?page=1&name=b%00c&name=d`,
            { method: m, url: `${url}?page=1&name=b%00c&name=d`, headers },
            'name',
          );
          if (method === 'GET' || method === 'DELETE') continue;
          // and in a body field, JSON (nested too) and form
          await expectNul(
            `${method} ${url} JSON`,
            {
              method: m,
              url,
              headers: { ...headers, 'content-type': 'application/json' },
              payload: JSON.stringify({ page: 1, username: 'a\u0000b' }),
            },
            'username',
          );
          await expectNul(
            `${method} ${url} nested JSON`,
            {
              method: m,
              url,
              headers: { ...headers, 'content-type': 'application/json' },
              payload: JSON.stringify({ data: [{ barcode: 'x\u0000' }] }),
            },
            'data',
          );
          await expectNul(
            `${method} ${url} form`,
            {
              method: m,
              url,
              headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
              payload: 'username=a%00b&password=x',
            },
            'username',
          );
        }
      }
    }
    expect(sent).toBeGreaterThan(500);
    expect(failures).toEqual([]);
  }, 300_000);

  it('answers 400 for a NUL in a path parameter or a multipart text field the route reads', async () => {
    const token = await fx.login('manager');
    const journey = await fx.app.inject({
      method: 'GET',
      url: '/customqueries/sample_journey/a%00/',
      headers: auth(token),
    });
    expect(journey.statusCode).toBe(400);
    const record = await fx.app.inject({
      method: 'GET',
      url: '/api/healthcentres/1%00/',
      headers: auth(token),
    });
    expect(record.statusCode).toBe(400);
    expect(record.json()).toEqual({ id: ['Null characters are not allowed.'] });

    const cases: [string, Record<string, string>, string, Record<string, string>][] = [
      ['/rest-auth/', { username: 'a\u0000b', password: 'x' }, 'username', {}],
      ['/customqueries/requestaccount_deactivation', { phonecontact: '0772\u0000' }, 'phonecontact', {}],
      [
        '/customqueries/import_data',
        { import_type: 'barcodes', data: '[{"barcode":"a\u0000"}]' },
        'data',
        auth(token),
      ],
      ['/api/healthcentres/', { name: 'Clinic\u0000' }, 'name', auth(token)],
    ];
    for (const [url, fields, field, headers] of cases) {
      const mp = multipart(fields);
      const res = await fx.app.inject({
        method: 'POST',
        url,
        headers: { ...headers, ...mp.headers },
        payload: mp.payload,
      });
      expect(`${url} ${res.statusCode} ${res.body}`).toBe(
        `${url} 400 ${JSON.stringify({ [field]: ['Null characters are not allowed.'] })}`,
      );
    }
  });
});
