import { afterEach, describe, expect, it, vi } from 'vitest';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { lazyView } from '../../src/lib/lazyView';
import { SCREENS, type Screen } from '../../src/screens';
import { pageRoutes, preloadScreen, VIEWS } from '../../src/screenViews';
import { canOpen } from '../../src/access';
import { en } from '../../src/i18n/en';

const screen = (key: string) => SCREENS.find((s) => s.key === key)!;
/** a screen's react-admin resource views, and its custom pages by route */
const resourceOf = (key: string) => VIEWS[key]?.resource;
const pagesOf = (s: Screen) => Object.fromEntries(pageRoutes(s));
type Preloadable = { preload(): Promise<unknown> };
const view = (v: unknown) => v as Preloadable;

describe('preloading the view of the address the app opens on', () => {
  afterEach(() => vi.restoreAllMocks());

  it('lazyView.preload starts the same load the lazy component renders from', async () => {
    const View = () => null;
    const load = vi.fn(() => Promise.resolve({ default: View }));
    const lazy = lazyView(load);
    expect(load).not.toHaveBeenCalled();
    await expect(lazy.preload()).resolves.toEqual({ default: View });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("a list address preloads the resource's list, a record address its edit view, a custom route its page", () => {
    // the loads are not awaited: answering nothing is enough
    const never = () => new Promise<never>(() => {});
    const deliveries = vi.spyOn(view(resourceOf('deliveries')!.list), 'preload').mockImplementation(never);
    const samplesList = vi.spyOn(view(resourceOf('samples')!.list), 'preload').mockImplementation(never);
    const samplesEdit = vi.spyOn(view(resourceOf('samples')!.edit), 'preload').mockImplementation(never);
    const supplierDetails = vi
      .spyOn(pagesOf(screen('suppliers'))['/supplierdetails/:supplierID'], 'preload')
      .mockImplementation(never);
    const hubDeliveries = vi
      .spyOn(pagesOf(screen('hub_deliveries'))['/hub_deliveries/'], 'preload')
      .mockImplementation(never);

    preloadScreen('/deliveries/', 'admin');
    expect(deliveries).toHaveBeenCalledTimes(1);

    preloadScreen('/samples/12', 'admin');
    expect(samplesEdit).toHaveBeenCalledTimes(1);
    expect(samplesList).not.toHaveBeenCalled();

    preloadScreen('/supplierdetails/4', 'admin');
    expect(supplierDetails).toHaveBeenCalledTimes(1);

    preloadScreen('/hub_deliveries/', 'hub');
    expect(hubDeliveries).toHaveBeenCalledTimes(1);

    // no such route in the shell, or nothing to load
    preloadScreen('/deliveries/', 'hub');
    preloadScreen('/toString/', 'admin');
    preloadScreen('/', 'admin');
    expect(deliveries).toHaveBeenCalledTimes(1);
    expect(samplesList).not.toHaveBeenCalled();
  });

  it('a failed preload is swallowed (the view reports it when it renders)', async () => {
    vi.spyOn(view(resourceOf('orders')!.list), 'preload').mockRejectedValue(new Error('chunk failed'));
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    preloadScreen('/orders/', 'admin');
    await new Promise((r) => setTimeout(r, 20));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });
});

describe('the screen registry', () => {
  it('serves every route of every screen in each shell it exists in (a page, a resource route or the dashboard)', () => {
    for (const shell of ['admin', 'hub'] as const) {
      for (const s of SCREENS.filter((x) => canOpen(null, x.key, shell))) {
        for (const route of s.routes) {
          const resourceRoute =
            shell === 'admin' &&
            !!resourceOf(s.key) &&
            (route === `/${s.key}/` || new RegExp(`^/${s.key}/:[A-Za-z]+$`).test(route));
          const served = route === '/' || !!pagesOf(s)[route] || resourceRoute;
          expect(served, `${shell} ${route} (${s.key})`).toBe(true);
        }
      }
    }
  });

  it('names each access key once, every key has a rule in src/access and a menu label in en.ts', () => {
    const keys = SCREENS.map((s) => s.key);
    expect(new Set(keys).size).toBe(keys.length);
    const menu = en.menu as Record<string, unknown>;
    for (const s of SCREENS) {
      expect(canOpen(null, s.key, 'admin') || canOpen(null, s.key, 'hub'), s.key).toBe(true);
      if (s.group || s.hubMenu) expect(typeof menu[s.key], s.key).toBe('string');
    }
  });

  it('gives each page route of a screen one of its own routes', () => {
    for (const s of SCREENS)
      for (const route of Object.keys(VIEWS[s.key]?.pages ?? {})) expect(s.routes).toContain(route);
  });

  it('has views only for screens of the registry', () => {
    const keys = new Set(SCREENS.map((s) => s.key));
    expect(Object.keys(VIEWS).filter((k) => !keys.has(k))).toEqual([]);
  });

  it('names a test file after every screen key, or says which test file covers the screen', () => {
    const root = path.resolve(__dirname, '..');
    const suites = [
      { folder: 'components', ending: '.test.tsx' },
      { folder: 'e2e', ending: '.spec.ts' },
    ];
    const files = suites.flatMap(({ folder, ending }) =>
      readdirSync(path.join(root, folder))
        .filter((f) => f.endsWith(ending))
        .map((f) => ({ base: f.slice(0, -ending.length), file: path.join(root, folder, f) })),
    );
    // '<key>' or '<key>_<aspect>': pending_pickups.test.tsx, receiving_discrepancies_paged.test.tsx
    const named = (key: string) => files.some((f) => f.base === key || f.base.startsWith(`${key}_`));
    for (const s of SCREENS) {
      const other = TESTED_WITH[s.key];
      if (!other) {
        expect(named(s.key), `no test file is named after '${s.key}'`).toBe(true);
        continue;
      }
      expect(named(s.key), `'${s.key}' has its own test file: drop it from TESTED_WITH`).toBe(false);
      const [folder, base] = other.file.split('/');
      const suite = suites.find((x) => x.folder === folder)!;
      const file = path.join(root, folder, `${base}${suite.ending}`);
      expect(existsSync(file), `${s.key}: ${file}`).toBe(true);
      // the file names the screen (its key, route or view) where it tests it
      expect(readFileSync(file, 'utf8'), `${s.key}: ${other.file} does not name it`).toMatch(other.names);
    }
  });
});

/**
 * Screens without a test file of their own: the file that tests them (the same view, or tested together) and what
 * that file says where it tests the screen.
 */
const TESTED_WITH: Record<string, { file: string; names: RegExp }> = {
  quickmenu: { file: 'components/dashboard', names: /AdminDashboard/ }, // the admin dashboard at a second address
  product_categories: { file: 'components/product_units', names: /product_categories/ }, // one list serves both
  regions: { file: 'e2e/facilities', names: /\/regions\// }, // added and listed with the hubs and centres they group
  districts: { file: 'e2e/facilities', names: /districts/ },
  hub_deliveries: { file: 'e2e/hub', names: /\/hub_deliveries\// }, // the deliveries list in the hub shell
  hub_online_agents: { file: 'components/hub_dashboard', names: /HubOnlineAgentsPage/ },
  hub_agent_activity_map: { file: 'components/agent_activity_map', names: /HubActivityPage/ },
  hub_dashboard_old: { file: 'components/hub_dashboard', names: /HubDashboardOld/ },
  hub_agent_details: { file: 'components/hub_healthcenters', names: /HubAgentDetails/ },
  hub_healthcenter_details: { file: 'components/hub_healthcenters', names: /hub_healthcenter_details/ },
};
