import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config';

describe('loadConfig', () => {
  it('has the documented defaults, with the simulator on for the demo seed', () => {
    expect(loadConfig({})).toMatchObject({
      port: 8000,
      host: '127.0.0.1',
      dataDir: './data',
      databaseUrl: undefined,
      seed: 'demo',
      simulate: true,
      tokenTtlSeconds: 518400,
      demoPassword: 'demo1234',
    });
    expect(loadConfig({ SEED: 'bench' }).simulate).toBe(false);
    expect(loadConfig({ SEED: 'demo', SIMULATE: '0' }).simulate).toBe(false);
    expect(loadConfig({ SEED: 'none', SIMULATE: '1', PORT: '9000' })).toMatchObject({
      simulate: true,
      port: 9000,
    });
  });

  it('names every bad variable', () => {
    const bad = () =>
      loadConfig({
        PORT: 'eighty',
        SEED: 'lots',
        TOKEN_TTL: '-5',
        DATABASE_URL: 'mysql://x',
        SIMULATE: 'maybe',
      });
    expect(bad).toThrow(ConfigError);
    try {
      bad();
    } catch (err) {
      const msg = (err as Error).message;
      for (const name of ['PORT', 'SEED', 'TOKEN_TTL', 'DATABASE_URL', 'SIMULATE'])
        expect(msg).toContain(name);
      expect(msg).toContain('must be demo, bench or none');
    }
  });
  it('reads TRUST_PROXY as off, true or a list of proxy addresses, and refuses anything else', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'the proxy' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: '2' })).toThrow(/TRUST_PROXY/);
  });
});
