import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GetListParams } from 'ra-core';
import { setConfig } from '../../src/config';
import {
  clearReportCache,
  dataProvider,
  prefetchList,
  PREFETCH_TTL_MS,
} from '../../src/providers/dataProvider';
import { clearSession, saveSession } from '../../src/providers/session';
import { firstPageParams, NO_SORT, PER_PAGE } from '../../src/resources/deliveries/firstPage';
import { IDLE_TIMEOUT_MS, WARM_UP_MARK } from '../../src/lib/idle';
import { AppShellView, ShellDashboardView, ShellLayoutView, warmUp } from '../../src/startup';
import { fakeFetch, json, session, stubLocalStorage } from './support';

const rows = [
  { id: 10, delivery_number: 'D-10', barcode_type: 'child', orig_date: '2024-06-10T08:00:00.000Z' },
  { id: 11, delivery_number: 'D-11', barcode_type: 'parent', orig_date: '2024-06-11T08:00:00.000Z' },
  { id: 12, delivery_number: 'D-12', barcode_type: 'child', orig_date: '2024-06-12T08:00:00.000Z' },
];
const filter = { dateone: '2024-06-03', datetwo: '2024-06-12', tracking: 'single' };
const params = (p: Partial<GetListParams> = {}): GetListParams => ({
  filter,
  pagination: { page: 1, perPage: PER_PAGE },
  sort: NO_SORT,
  ...p,
});
/** The reference server's paged answer (README "Paging report calls"). */
const paged = () => json({ count: 2, results: [rows[2], rows[0]], tab_counts: { single: 2, batch: 1 } });
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  stubLocalStorage();
  clearSession();
  clearReportCache();
  setConfig({ apiBaseUrl: '' });
  saveSession(session({ token: 'tok' }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('a list call started at the app start (prefetchList)', () => {
  it("is taken by the list's identical call (keys in any order): one request, the same answer", async () => {
    const calls = fakeFetch(() => paged());
    prefetchList('deliveries', params());
    expect(calls).toHaveLength(1);
    const answer = await dataProvider.getList(
      'deliveries',
      params({ filter: { tracking: 'single', datetwo: '2024-06-12', dateone: '2024-06-03' } }),
    );
    expect(calls).toHaveLength(1);
    expect(answer.total).toBe(2);
    expect(answer.data.map((r) => r.id)).toEqual([12, 10]);
    expect(answer.meta).toMatchObject({ serverPaged: true, tab_counts: { single: 2, batch: 1 } });
    // taken once: the same call again asks the server again
    await dataProvider.getList('deliveries', params());
    expect(calls).toHaveLength(2);
  });

  it('a different call (another page, another filter) or a refresh asks on its own', async () => {
    const calls = fakeFetch(() => paged());
    prefetchList('deliveries', params());
    await dataProvider.getList('deliveries', params({ pagination: { page: 2, perPage: PER_PAGE } }));
    expect(calls).toHaveLength(2);
    expect(calls[1].form!.get('page')).toBe('2');
    await dataProvider.getList('deliveries', params({ meta: { refresh: true } }));
    expect(calls).toHaveLength(3);
    // the started call is still there for the identical call
    await dataProvider.getList('deliveries', params());
    expect(calls).toHaveLength(3);
  });

  it('on the full-report path the list gets the same page as without it', async () => {
    fakeFetch(() => json({ report: JSON.stringify(rows) }));
    const without = await dataProvider.getList('deliveries', params());
    clearReportCache();
    const calls = fakeFetch(() => json({ report: JSON.stringify(rows) }));
    prefetchList('deliveries', params());
    const withIt = await dataProvider.getList('deliveries', params());
    expect(calls).toHaveLength(1);
    expect(withIt).toEqual(without);
    expect(withIt.data.map((r) => r.id)).toEqual([12, 10]);
  });

  it('a failed start is asked again by the list; a start older than PREFETCH_TTL_MS is not used', async () => {
    let fail = true;
    const calls = fakeFetch(() => (fail ? json({ detail: 'down' }, 500) : paged()));
    prefetchList('deliveries', params());
    await flush();
    fail = false;
    const answer = await dataProvider.getList('deliveries', params());
    expect(calls).toHaveLength(2);
    expect(answer.total).toBe(2);

    vi.useFakeTimers({ toFake: ['Date'] });
    prefetchList('deliveries', params());
    expect(calls).toHaveLength(3);
    vi.setSystemTime(Date.now() + PREFETCH_TTL_MS + 1);
    await dataProvider.getList('deliveries', params());
    expect(calls).toHaveLength(4);
  });

  it('signing out drops a started call', async () => {
    const calls = fakeFetch(() => paged());
    prefetchList('deliveries', params());
    clearSession();
    saveSession(session({ token: 'other' }));
    await dataProvider.getList('deliveries', params());
    expect(calls).toHaveLength(2);
    expect(calls[1].headers.Authorization).toBe('Token other');
  });
});

describe("the deliveries list's first call, told in advance (firstPageParams)", () => {
  const storage = (entries: Record<string, unknown>) => ({
    getItem: (k: string) => (k in entries ? JSON.stringify(entries[k]) : null),
  });

  it("reads react-admin's query of the address: filter, page, perPage, sort and order", () => {
    const search = `?filter=${encodeURIComponent(JSON.stringify(filter))}`;
    expect(firstPageParams(search, null)).toEqual({
      filter,
      pagination: { page: 1, perPage: PER_PAGE },
      sort: NO_SORT,
    });
    const full = `${search}&page=3&perPage=50&sort=date_ts&order=DESC`;
    expect(firstPageParams(full, null)).toEqual({
      filter,
      pagination: { page: 3, perPage: 50 },
      sort: { field: 'date_ts', order: 'DESC' },
    });
  });

  it('without a query: the stored list params when custom, else the default last week and single tab', () => {
    const today = new Date(2024, 5, 12, 10);
    const defaults = {
      filter: { dateone: '2024-06-03', datetwo: '2024-06-12', tracking: 'single' },
      pagination: { page: 1, perPage: PER_PAGE },
      sort: NO_SORT,
    };
    expect(firstPageParams('', null, today)).toEqual(defaults);
    expect(firstPageParams('', storage({}), today)).toEqual(defaults);
    const stored = {
      'RaStore.deliveries.listParams': {
        filter: { dateone: '2024-05-01', datetwo: '2024-05-31', tracking: 'batch' },
        page: 2,
        perPage: 20,
        sort: '',
        order: 'ASC',
      },
    };
    expect(firstPageParams('', storage(stored), today)).toEqual({
      filter: { dateone: '2024-05-01', datetwo: '2024-05-31', tracking: 'batch' },
      pagination: { page: 2, perPage: 20 },
      sort: NO_SORT,
    });
    // another store version is cleared by react-admin: the defaults
    expect(firstPageParams('', storage({ ...stored, 'RaStore.version': '2' }), today)).toEqual(defaults);
  });

  it('an address it cannot read gives nothing', () => {
    expect(firstPageParams('?filter=%7Bnot-json', null)).toBeNull();
  });
});

describe('the start of a signed-in reload (warmUp)', () => {
  const at = (pathname: string, search = '') => ({ pathname, search });

  it("on /deliveries/ starts the list's first report call (page 1 of the tab, the dates of the address)", async () => {
    const calls = fakeFetch(() => paged());
    warmUp(at('/deliveries/', `?filter=${encodeURIComponent(JSON.stringify(filter))}`));
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    const form = calls[0].form!;
    expect(calls[0].path).toBe('/customqueries/getumoja_deliveriesreport');
    expect(form.get('dateone')).toBe('03/06/2024');
    expect(form.get('datetwo')).toBe('12/06/2024');
    expect(form.get('page')).toBe('1');
    expect(form.get('page_size')).toBe(String(PER_PAGE));
    expect(form.get('tab')).toBe('single');
    // the list's own call takes it
    await dataProvider.getList('deliveries', params());
    expect(calls).toHaveLength(1);
  });

  it('starts nothing for a signed-out visitor, a user without the deliveries right or another address', async () => {
    const calls = fakeFetch(() => paged());
    const search = `?filter=${encodeURIComponent(JSON.stringify(filter))}`;
    clearSession();
    warmUp(at('/deliveries/', search));
    saveSession(session({ token: 'tok' }));
    warmUp(at('/samples/', search));
    saveSession(session({ token: 'tok', rights: { ...session().rights, view_umoja_deliveries: false } }));
    warmUp(at('/deliveries/', search));
    // then one that does start: only its call is made
    saveSession(session({ token: 'tok' }));
    warmUp(at('/deliveries/', search));
    await vi.waitFor(() => expect(calls.length).toBeGreaterThan(0));
    await flush();
    expect(calls).toHaveLength(1);
  });
});

describe('the login page: the signed-in shell once the page is idle (warmUp)', () => {
  /** A window whose load event and idle moments the test gives by hand. */
  function fakeWindow(o: { loaded?: boolean; idle?: boolean; saveData?: boolean } = {}) {
    const listeners: (() => void)[] = [];
    const idle: { run: () => void; timeout?: number }[] = [];
    const timers: (() => void)[] = [];
    const win = {
      document: { readyState: o.loaded ? 'complete' : 'loading' } as Pick<Document, 'readyState'>,
      addEventListener: (type: string, run: () => void) => {
        if (type === 'load') listeners.push(run);
      },
      setTimeout: (run: () => void) => timers.push(run),
      requestIdleCallback:
        o.idle === false
          ? undefined
          : (run: () => void, options?: { timeout: number }) => idle.push({ run, timeout: options?.timeout }),
      navigator: { connection: { saveData: !!o.saveData } },
      performance: { mark: vi.fn() },
    };
    const load = () => {
      win.document = { readyState: 'complete' };
      listeners.splice(0).forEach((run) => run());
    };
    return { win: win as unknown as Window, idle, timers, load, marks: win.performance.mark };
  }
  const loaded = { default: () => null };
  const spies = () => ({
    layout: vi.spyOn(ShellLayoutView, 'preload').mockResolvedValue(loaded as never),
    shell: vi.spyOn(AppShellView, 'preload').mockResolvedValue(loaded as never),
    dashboard: vi.spyOn(ShellDashboardView, 'preload').mockResolvedValue(loaded as never),
  });
  const counts = (s: ReturnType<typeof spies>) =>
    [s.layout, s.shell, s.dashboard].map((x) => x.mock.calls.length);
  beforeEach(() => clearSession());
  afterEach(() => vi.restoreAllMocks());

  it('asks for nothing while the page loads, then for the layout, the shell and the dashboard, one per idle moment', async () => {
    const s = spies();
    const calls = fakeFetch(() => paged());
    const w = fakeWindow();
    warmUp({ pathname: '/login', search: '' }, w.win);
    expect(w.idle).toHaveLength(0);
    expect(counts(s)).toEqual([0, 0, 0]);
    w.load();
    expect(w.idle).toHaveLength(1);
    expect(w.idle[0].timeout).toBe(IDLE_TIMEOUT_MS);
    expect(counts(s)).toEqual([0, 0, 0]);
    expect(w.marks).not.toHaveBeenCalled();
    w.idle[0].run();
    expect(counts(s)).toEqual([1, 0, 0]);
    // the mark the bundle bench splits the page's own loads from the warm-up's by, set once
    expect(w.marks).toHaveBeenCalledWith(WARM_UP_MARK);
    await vi.waitFor(() => expect(w.idle).toHaveLength(2));
    expect(counts(s)).toEqual([1, 0, 0]);
    w.idle[1].run();
    expect(counts(s)).toEqual([1, 1, 0]);
    await vi.waitFor(() => expect(w.idle).toHaveLength(3));
    w.idle[2].run();
    expect(counts(s)).toEqual([1, 1, 1]);
    expect(w.marks).toHaveBeenCalledTimes(1);
    await flush();
    expect(w.idle).toHaveLength(3);
    // no data call for a visitor
    expect(calls).toHaveLength(0);
  });

  it('without requestIdleCallback, a timer after the load; on an already loaded page at once', async () => {
    const s = spies();
    const w = fakeWindow({ idle: false, loaded: true });
    warmUp({ pathname: '/', search: '' }, w.win);
    expect(w.timers).toHaveLength(1);
    expect(counts(s)).toEqual([0, 0, 0]);
    w.timers[0]();
    expect(counts(s)).toEqual([1, 0, 0]);
    await vi.waitFor(() => expect(w.timers).toHaveLength(2));
  });

  it('asks for nothing on the privacy and deactivation pages, nor when the browser saves data', async () => {
    const s = spies();
    for (const pathname of ['/privacypolicy/', '/privacypolicy_umotrack', '/request_accountdeaction/']) {
      const w = fakeWindow({ loaded: true });
      warmUp({ pathname, search: '' }, w.win);
      expect([w.idle.length, w.timers.length], pathname).toEqual([0, 0]);
    }
    const w = fakeWindow({ loaded: true, saveData: true });
    warmUp({ pathname: '/login', search: '' }, w.win);
    expect([w.idle.length, w.timers.length]).toEqual([0, 0]);
    expect(counts(s)).toEqual([0, 0, 0]);
  });
});
