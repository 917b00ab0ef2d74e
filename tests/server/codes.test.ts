/**
 * Automatic codes under concurrency: creates that arrive together (on PostgreSQL, on several pool connections at
 * once) each get their own next code, none fails with 'already exists'.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createFixture, type Fixture } from './fixtures';

let fx: Fixture;
beforeAll(async () => {
  fx = await createFixture();
});
afterAll(async () => {
  await fx.close();
});

const N = 12;

describe('automatic codes', () => {
  it('gives 12 health centres created at the same time 12 different HC codes', async () => {
    const headers = auth(await fx.login('manager'));
    const answers = await Promise.all(
      Array.from({ length: N }, (_, i) =>
        fx.app.inject({
          method: 'POST',
          url: '/api/healthcentres/',
          headers,
          payload: {
            name: `Concurrent HC ${i}`,
            contactperson_name: 'Ann',
            district: 'Kampala',
            collection_hub: String(fx.hubs.main),
          },
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(N).fill(201));
    const codes = answers.map((a) => a.json().HC_code as string);
    expect(new Set(codes).size).toBe(N);
    for (const code of codes) expect(code).toMatch(/^HC\d{4}$/);
  });

  it('gives hubs created at the same time different HB codes too', async () => {
    const headers = auth(await fx.login('manager'));
    const hubs = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        fx.app.inject({
          method: 'POST',
          url: '/api/collectionhubs/',
          headers,
          payload: { name: `Concurrent Hub ${i}`, supervisor_name: 'Sam', district: 'Gulu' },
        }),
      ),
    );
    expect(hubs.map((a) => a.statusCode)).toEqual(Array(6).fill(201));
    expect(new Set(hubs.map((a) => a.json().HB_code)).size).toBe(6);
  });
});
