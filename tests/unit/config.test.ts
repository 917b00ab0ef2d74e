import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, json } from './support';

async function freshConfig() {
  vi.resetModules();
  return import('../../src/config');
}

describe('config', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('defaults to the same origin before loading', async () => {
    const { getConfig } = await freshConfig();
    expect(getConfig()).toMatchObject({
      apiBaseUrl: '',
      agentFeedUrl: 'ws://localhost/ws/agents',
      notificationFeedUrl: 'ws://localhost/ws/notifications',
      tileUrl: 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png',
    });
  });

  it('reads config.json beside index.html; empty keys keep defaults; feeds follow an absolute API URL', async () => {
    const calls = fakeFetch(() =>
      json({
        apiBaseUrl: 'https://api.courier.test/',
        agentFeedUrl: '',
        copyrightHolder: 'Acme Labs',
        tileUrl: 7,
      }),
    );
    const { loadConfig, getConfig } = await freshConfig();
    const config = await loadConfig();
    // from the app's base, not relative to the current page (a deep link must not ask for /samples/config.json)
    expect(calls[0].url).toBe('/config.json');
    expect(config).toEqual(getConfig());
    expect(config).toMatchObject({
      apiBaseUrl: 'https://api.courier.test',
      agentFeedUrl: 'wss://api.courier.test/ws/agents',
      notificationFeedUrl: 'wss://api.courier.test/ws/notifications',
      copyrightHolder: 'Acme Labs',
      tileUrl: 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png',
    });
  });

  it('keeps the defaults when config.json is missing', async () => {
    fakeFetch(() => json({ detail: 'Not found' }, 404));
    const { loadConfig } = await freshConfig();
    expect((await loadConfig()).apiBaseUrl).toBe('');
  });

  it('setConfig overrides part of the configuration', async () => {
    const { setConfig, getConfig } = await freshConfig();
    setConfig({ agentFeedUrl: 'ws://elsewhere/ws/a' });
    expect(getConfig().agentFeedUrl).toBe('ws://elsewhere/ws/a');
    expect(getConfig().notificationFeedUrl).toBe('ws://localhost/ws/notifications');
  });
});

describe('map tiles', () => {
  it('are switched off with "none" or "off", on for any URL', async () => {
    const { tilesEnabled } = await import('../../src/config');
    expect(tilesEnabled('none')).toBe(false);
    expect(tilesEnabled(' OFF ')).toBe(false);
    expect(tilesEnabled('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe(true);
    expect(tilesEnabled('http://tiles.local/{z}/{x}/{y}.png')).toBe(true);
  });
});
