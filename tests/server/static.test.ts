import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createFixture, type Fixture } from './fixtures';

let fx: Fixture;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'spa-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Courier</title><div id="root"></div>');
  writeFileSync(
    path.join(dir, 'assets', 'index-abc123.js'),
    `console.log(${JSON.stringify('x'.repeat(4000))});`,
  );
  writeFileSync(path.join(dir, 'config.json'), '{}');
  fx = await createFixture({ staticDir: dir });
});
afterAll(async () => {
  await fx.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('serving the SPA', () => {
  it('serves hashed assets with a long cache lifetime, compressed on request', async () => {
    const res = await fx.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('answers index.html (no-cache) for any non-API path, with security headers', async () => {
    for (const url of ['/', '/healthcenters/12', '/hub_dashboard/']) {
      const res = await fx.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.headers['cache-control']).toBe('no-cache');
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("img-src 'self' data: blob: https: http:");
      expect(csp).toContain("connect-src 'self' ws: wss:");
      expect(csp).toContain("style-src 'self' 'unsafe-inline'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
    const config = await fx.app.inject({ method: 'GET', url: '/config.json' });
    expect(config.json()).toEqual({});
  });

  it('keeps API 404s as JSON and missing assets as 404', async () => {
    const api = await fx.app.inject({ method: 'GET', url: '/rest-auth/unknown' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ detail: 'Not found.' });
    const asset = await fx.app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(asset.statusCode).toBe(404);
  });
});

describe('a build pointed at another API by config.json', () => {
  it('allows that API in the content security policy', async () => {
    const other = mkdtempSync(path.join(tmpdir(), 'spa-other-'));
    writeFileSync(path.join(other, 'index.html'), '<!doctype html><title>Courier</title>');
    writeFileSync(
      path.join(other, 'config.json'),
      JSON.stringify({
        apiBaseUrl: 'https://api.courier.example/',
        notificationFeedUrl: 'wss://live.courier.example/ws/n',
      }),
    );
    const fx2 = await createFixture({ staticDir: other });
    try {
      const res = await fx2.app.inject({ method: 'GET', url: '/samples/' });
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toMatch(/connect-src [^;]*https:\/\/api\.courier\.example/);
      expect(csp).toMatch(/connect-src [^;]*wss:\/\/live\.courier\.example/);
    } finally {
      await fx2.close();
      rmSync(other, { recursive: true, force: true });
    }
  });
});
