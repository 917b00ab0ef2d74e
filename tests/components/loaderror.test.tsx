/**
 * Issue 31 point 7: a failed load is never shown as 'no data'. Every list screen of the registry (src/screens.tsx)
 * is rendered over a data provider whose list call fails with the server's reason: the reason and Retry show, no
 * empty-state text does, and Retry asks again and shows the rows. A screen the registry gains must be listed
 * here (as a list page to render, or as a screen without a list), so that a new list cannot skip the check.
 */
import { Suspense, type ComponentType, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import {
  AdminContext,
  HttpError,
  memoryStore,
  ResourceContextProvider,
  testDataProvider,
  type DataProvider,
} from 'react-admin';
import { SCREENS, type Screen } from '../../src/screens';
import { DEMO, fakeAuthProvider, i18nProvider } from './helpers';

const REASON = 'Database unavailable';
/** Every empty-state wording of the app ('No … yet', 'No … match', '… in this date range', 'No … found'). */
const EMPTY_TEXT = /No [^.]* (yet|match)|in this date range|No [^.]* found/;

/** One row that any list can show: the common fields of the app's records. */
const ROW = {
  id: 1,
  name: 'Row one',
  username: 'rowone',
  first_name: 'Row',
  last_name: 'One',
  description: 'Row one',
  barcode: 'B0001',
  ordernumber: 'ORD-1',
  clientname: 'Row client',
  date: '2026-11-20',
  orig_date: '2026-11-20T08:00:00Z',
  created_at: '2026-11-20T08:00:00Z',
  timestamp: '2026-11-20T08:00:00Z',
};

/** A data provider whose list calls fail (500, REASON) until `recover()`; every other call answers empty. */
function failingProvider() {
  let failing = true;
  const getList = vi.fn(async () => {
    if (failing) throw new HttpError(REASON, 500, { detail: REASON });
    return { data: [ROW], total: 1 };
  });
  const base = testDataProvider({
    getList: getList as never,
    getMany: (async () => ({ data: [] })) as never,
    getOne: (async () => ({ data: ROW })) as never,
    getManyReference: (async () => ({ data: [], total: 0 })) as never,
  });
  const dataProvider = new Proxy(base, {
    get: (target, key: string) =>
      key in target ? target[key as keyof typeof target] : async () => ({ data: [], total: 0 }),
  }) as DataProvider;
  return { dataProvider, getList, recover: () => {
      failing = false;
    },
  };
}

function renderScreen(ui: ReactNode, dataProvider: DataProvider) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <AdminContext
      dataProvider={dataProvider}
      authProvider={fakeAuthProvider(DEMO.admin)}
      i18nProvider={i18nProvider}
      store={memoryStore()}
      queryClient={queryClient}
    >
      <Suspense fallback={null}>{ui}</Suspense>
    </AdminContext>,
  );
}

/** Screens without a list of their own (dashboards, maps, forms, record pages, graphs). */
const NO_LIST = new Set<string>([]);

/** The list views of the registry: each resource's list, and each listed page with a list. */
const LIST_PAGES: Record<string, string> = {};

function listViews(): Array<{ name: string; resource: string; View: ComponentType }> {
  return SCREENS.flatMap((s: Screen) => [
    ...(s.resource?.list ? [{ name: s.key, resource: s.key, View: s.resource.list as ComponentType }] : []),
    ...Object.entries(s.pages ?? {})
      .filter(([route]) => LIST_PAGES[route])
      .map(([route, View]) => ({ name: route, resource: LIST_PAGES[route], View: View as ComponentType })),
  ]);
}

describe('a failed load is never shown as no data (issue 31 point 7)', () => {
  beforeEach(() => window.history.replaceState(null, '', '/'));
  afterEach(() => vi.restoreAllMocks());

  it('every screen of the registry is either checked below or has no list', () => {
    const checked = new Set(listViews().map((v) => v.name));
    const unclassified = SCREENS.filter(
      (s) =>
        !NO_LIST.has(s.key) &&
        !(s.resource?.list && checked.has(s.key)) &&
        !Object.keys(s.pages ?? {}).some((route) => checked.has(route)),
    ).map((s) => s.key);
    expect(unclassified).toEqual([]);
  });

  it.each(listViews().map((v) => [v.name, v] as const))(
    '%s: the reason and Retry show, no empty state; Retry shows the rows',
    async (_name, { resource, View }) => {
      const { dataProvider, getList, recover } = failingProvider();
      const { container } = renderScreen(
        <ResourceContextProvider value={resource}>
          <View />
        </ResourceContextProvider>,
        dataProvider,
      );
      const alert = await screen.findByText(REASON, {}, { timeout: 5000 });
      const box = alert.closest('[role="alert"]') as HTMLElement;
      expect(within(box).getByText('Could not load the data.')).toBeInTheDocument();
      expect(container.textContent).not.toMatch(EMPTY_TEXT);
      const calls = getList.mock.calls.length;
      recover();
      fireEvent.click(within(box).getByRole('button', { name: 'Retry' }));
      await waitFor(() => expect(screen.queryByText(REASON)).toBeNull(), { timeout: 5000 });
      expect(getList.mock.calls.length).toBeGreaterThan(calls);
      await waitFor(() => expect(container.querySelector('.RaDataTable-row')).not.toBeNull());
      expect(container.textContent).not.toMatch(EMPTY_TEXT);
    },
  );
});
