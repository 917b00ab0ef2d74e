/**
 * The installed app's pure parts (src/pwa/): which addresses the service worker answers with index.html, and what a
 * start does when a new build is waiting.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SCREENS } from '../../src/screens';
import { SERVER_FILES, SERVER_PREFIXES, fallsBackToIndex } from '../../src/pwa/serverPaths';
import {
  CHUNK_RELOAD_GAP_MS,
  FIRST_INSTALL_LATEST_MS,
  QUIET_MS,
  firstInstallDue,
  mayReloadForChunk,
  startStep,
} from '../../src/pwa/register';

/** A route of the registry as an address ('/samples/:sampleID' → '/samples/12'). */
const address = (route: string) => route.replace(/:[^/]+/g, '12');

describe('the service worker answers the SPA addresses, never the server', () => {
  it('every route of the registry, with and without its trailing slash, opens the app offline', () => {
    for (const screen of SCREENS)
      for (const route of screen.routes) {
        expect(fallsBackToIndex(address(route)), route).toBe(true);
        expect(fallsBackToIndex(address(route).replace(/\/$/, '') || '/'), route).toBe(true);
      }
    for (const page of ['/login', '/privacypolicy/', '/request_accountdeaction/'])
      expect(fallsBackToIndex(page)).toBe(true);
  });

  it("the server's paths and files go to the network", () => {
    for (const prefix of SERVER_PREFIXES) {
      expect(fallsBackToIndex(prefix), prefix).toBe(false);
      expect(fallsBackToIndex(`${prefix}/some/thing`), prefix).toBe(false);
    }
    for (const file of SERVER_FILES) expect(fallsBackToIndex(file), file).toBe(false);
    expect(fallsBackToIndex('/assets/index-abc.js')).toBe(false);
    expect(fallsBackToIndex('/api/deliveries/')).toBe(false);
    expect(fallsBackToIndex('/ws/agents')).toBe(false);
  });

  it('a screen whose name merely starts like a server path is still the app', () => {
    expect(fallsBackToIndex('/apiary/')).toBe(true);
    expect(fallsBackToIndex('/wsx')).toBe(true);
  });

  it('every API prefix of the server (server/app.ts) goes to the network', () => {
    const source = readFileSync(path.join(__dirname, '../../server/app.ts'), 'utf8');
    const list = /const API_PREFIXES = \[([^\]]*)\]/.exec(source)?.[1] ?? '';
    const prefixes = [...list.matchAll(/'([^']+)'/g)].map((m) => m[1]);
    expect(prefixes.length).toBeGreaterThan(4);
    for (const prefix of prefixes) expect(fallsBackToIndex(`${prefix}/x`), prefix).toBe(false);
  });
});

describe('a start with a new build waiting', () => {
  it('activates it before rendering when an older build runs the page', () => {
    expect(startStep({ waiting: true, controlled: true, reloadedForUpdate: false })).toBe('activate-waiting');
  });
  it('renders at once otherwise: no new build, the first visit, or right after the reload for it', () => {
    expect(startStep({ waiting: false, controlled: true, reloadedForUpdate: false })).toBe('render');
    expect(startStep({ waiting: true, controlled: false, reloadedForUpdate: false })).toBe('render');
    expect(startStep({ waiting: true, controlled: true, reloadedForUpdate: true })).toBe('render');
  });
});

describe("the first install waits until the page is quiet (it downloads the whole build from the page's server)", () => {
  const loadedAt = 1_000;
  it('waits while a request finished less than QUIET_MS ago or the app has calls in flight', () => {
    expect(firstInstallDue({ now: loadedAt + 100, loadedAt, lastActivity: loadedAt, busy: false })).toBe(
      false,
    );
    const lastActivity = loadedAt + 8_000;
    expect(firstInstallDue({ now: lastActivity + QUIET_MS - 1, loadedAt, lastActivity, busy: false })).toBe(
      false,
    );
    expect(firstInstallDue({ now: lastActivity + QUIET_MS * 3, loadedAt, lastActivity, busy: true })).toBe(
      false,
    );
  });
  it('starts once nothing was fetched for QUIET_MS and nothing is in flight', () => {
    const lastActivity = loadedAt + 8_000;
    expect(firstInstallDue({ now: lastActivity + QUIET_MS, loadedAt, lastActivity, busy: false })).toBe(true);
  });
  it('starts at the latest FIRST_INSTALL_LATEST_MS after the load, even on a page that never rests', () => {
    const now = loadedAt + FIRST_INSTALL_LATEST_MS;
    expect(firstInstallDue({ now, loadedAt, lastActivity: now, busy: true })).toBe(true);
    expect(firstInstallDue({ now: now - 1, loadedAt, lastActivity: now - 1, busy: true })).toBe(false);
  });
});

describe('a page whose lazy chunk is gone (an older build, updated from another tab) reloads into the current build', () => {
  it('reloads the first time, and again only after CHUNK_RELOAD_GAP_MS (a chunk missing from the new build too)', () => {
    expect(mayReloadForChunk(null, 5_000)).toBe(true);
    expect(mayReloadForChunk(5_000, 5_000 + CHUNK_RELOAD_GAP_MS - 1)).toBe(false);
    expect(mayReloadForChunk(5_000, 5_000 + CHUNK_RELOAD_GAP_MS)).toBe(true);
  });
  it('a clock set back does not block it forever', () => {
    expect(mayReloadForChunk(50_000, 10_000)).toBe(true);
  });
});
