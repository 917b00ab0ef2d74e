import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixture, type Fixture } from './fixtures';

let fx: Fixture;

beforeAll(async () => {
  fx = await createFixture({ corsOrigins: ['https://spa.courier.example'] });
});
afterAll(async () => {
  await fx.close();
});

describe('an SPA build served from another origin', () => {
  it('answers the preflight for an allowed origin', async () => {
    const res = await fx.app.inject({
      method: 'OPTIONS',
      url: '/api/samples/',
      headers: {
        origin: 'https://spa.courier.example',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('https://spa.courier.example');
    expect(String(res.headers['access-control-allow-headers'])).toMatch(/Authorization/);
  });

  it('lets the allowed origin read answers, and no other origin', async () => {
    const allowed = await fx.app.inject({
      method: 'POST',
      url: '/rest-auth/',
      headers: { origin: 'https://spa.courier.example' },
      payload: { username: 'manager', password: 'wrong-password' },
    });
    expect(allowed.statusCode).toBe(400);
    expect(allowed.headers['access-control-allow-origin']).toBe('https://spa.courier.example');

    const other = await fx.app.inject({
      method: 'OPTIONS',
      url: '/api/samples/',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});
