/**
 * A failed load is never shown as 'no data'. Every list screen of the registry (src/screens.tsx)
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
import { pageRoutes, VIEWS } from '../../src/screenViews';
import type { Permissions } from '../../src/access';
import { TokensTab } from '../../src/pages/lims_integration/TokensTab';
import { ConfirmationsTab } from '../../src/pages/lims_integration/ConfirmationsTab';
import { LogsTab } from '../../src/pages/lims_integration/LogsTab';
import { en } from '../../src/i18n/en';
import { OrderList } from '../../src/resources/orders/OrderList';
import { FacilityVisitList } from '../../src/resources/facility_visits/FacilityVisitList';
import { PatientStats } from '../../src/resources/patient_management/PatientStats';
import { AuditStats } from '../../src/pages/audit_logs/AuditStats';
import { DiscrepanciesPage } from '../../src/pages/receiving_discrepancies/DiscrepanciesPage';
import { wire } from './wire';
import { AdminDashboard } from '../../src/pages/dashboard/AdminDashboard';
import { OngoingDeliveries } from '../../src/pages/dashboard/OngoingDeliveries';
import { LimsDashboard } from '../../src/pages/lims_integration/LimsDashboard';
import { DEMO, discrepanciesProvider, discrepancy, fakeAuthProvider, i18nProvider } from './helpers';

const REASON = 'Database unavailable';
/** Every empty-state text of the app's lists (en.loading.empty, the patients' own) and react-admin's. */
const flat = (v: unknown): string[] =>
  typeof v === 'string' ? [v] : v && typeof v === 'object' ? Object.values(v).flatMap(flat) : [];
const EMPTY_TEXTS = [
  ...flat(en.loading.empty),
  en.resources.patient_management.empty,
  en.resources.patient_management.noMatch,
];
/** react-admin's own empty page ('No X yet.') and empty table ('No X found'), whatever X */
const RA_EMPTY = /No [^.]* yet\.|No results found|No [A-Za-z ]+ found$/;
function expectNoEmptyState(container: HTMLElement) {
  const text = container.textContent ?? '';
  for (const empty of EMPTY_TEXTS) expect(text).not.toContain(empty.split('%{')[0].trim());
  for (const el of container.querySelectorAll('.RaEmpty-message, .RaDataTable-empty, [role="status"]'))
    expect(el.textContent ?? '').not.toMatch(RA_EMPTY);
}

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
  return {
    dataProvider,
    getList,
    recover: () => {
      failing = false;
    },
  };
}

function renderScreen(ui: ReactNode, dataProvider: DataProvider, permissions: Permissions) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <AdminContext
      dataProvider={dataProvider}
      authProvider={fakeAuthProvider(permissions)}
      i18nProvider={i18nProvider}
      store={memoryStore()}
      queryClient={queryClient}
    >
      <Suspense fallback={null}>{ui}</Suspense>
    </AdminContext>,
  );
}

/**
 * Screens without a list of their own: dashboards (their cards: dashboard tests), maps, graphs, forms and record
 * pages; the receiving discrepancies' custom table is checked on its own below.
 */
const NO_LIST = new Set<string>([
  'dashboard',
  'quickmenu',
  'receiving_discrepancies',
  'sample_journey',
  'online_agents',
  'agent_activity_map',
  'analytics_graphs',
  'companyprofile',
  'data_import_export',
  'accounts',
  'hub_online_agents',
  'hub_agent_activity_map',
  'hub_analytics_graphs',
  'hub_dashboard',
  'hub_dashboard_old',
  'hub_agent_details',
  'hub_healthcenter_details',
]);

/** The registry's pages that hold a list: route → the list's resource. */
const LIST_PAGES: Record<string, string> = {
  '/audit_logs/': 'audit_logs',
  '/hub_deliveries/': 'hub_deliveries',
  '/hub_deliveryagents/': 'hub_deliveryagents',
  '/hub_healthcenters/': 'hub_healthcenters',
};

/** A page whose lists sit in tabs: each tab's list, rendered on its own. */
const TAB_LISTS: Record<string, Record<string, ComponentType>> = {
  '/lims_integration/': { lims_tokens: TokensTab, lims_confirmations: ConfirmationsTab, lims_logs: LogsTab },
};

interface ListViewCase {
  name: string;
  resource: string;
  View: ComponentType;
}

function listViews(): ListViewCase[] {
  return SCREENS.flatMap((s: Screen) => [
    ...(VIEWS[s.key]?.resource?.list
      ? [{ name: s.key, resource: s.key, View: VIEWS[s.key].resource!.list as ComponentType }]
      : []),
    ...pageRoutes(s).flatMap(([route, View]): ListViewCase[] =>
      LIST_PAGES[route]
        ? [{ name: route, resource: LIST_PAGES[route], View: View as ComponentType }]
        : Object.entries(TAB_LISTS[route] ?? {}).map(([resource, Tab]) => ({
            name: `${route} ${resource}`,
            resource,
            View: Tab,
          })),
    ),
  ]);
}

describe('a failed load is never shown as no data', () => {
  beforeEach(() => window.history.replaceState(null, '', '/'));
  afterEach(() => vi.restoreAllMocks());

  it('every screen of the registry is either checked below or has no list', () => {
    const checked = new Set(listViews().map((v) => v.name));
    const unclassified = SCREENS.filter(
      (s) =>
        !NO_LIST.has(s.key) &&
        !(VIEWS[s.key]?.resource?.list && checked.has(s.key)) &&
        !pageRoutes(s)
          .map(([route]) => route)
          .some((route) => checked.has(route) || TAB_LISTS[route]),
    ).map((s) => s.key);
    expect(unclassified).toEqual([]);
  });

  it.each(listViews().map((v) => [v.name, v] as const))(
    '%s: the reason and Retry show, no empty state; Retry shows the rows',
    async (name, { resource, View }) => {
      const { dataProvider, getList, recover } = failingProvider();
      const { container } = renderScreen(
        <ResourceContextProvider value={resource}>
          <View />
        </ResourceContextProvider>,
        dataProvider,
        // the hub lists show only to a hub coordinator
        name.startsWith('/hub_') ? DEMO.hubcoordinator : DEMO.admin,
      );
      // the list has failed: its skeleton gave way to the error (a screen's stats may fail beside it)
      await waitFor(
        () => {
          expect(screen.queryByTestId('table-skeleton')).toBeNull();
          // the list's own error, where its rows would be
          expect(within(screen.getByTestId('list-load-error')).getByText(REASON)).toBeInTheDocument();
        },
        { timeout: 5000 },
      );
      const alerts = () => screen.getAllByText(REASON).map((r) => r.closest('[role="alert"]') as HTMLElement);
      for (const box of alerts())
        expect(within(box).getByText('Could not load the data.')).toBeInTheDocument();
      expectNoEmptyState(container);
      const calls = getList.mock.calls.length;
      recover();
      for (const box of alerts()) fireEvent.click(within(box).getByRole('button', { name: 'Retry' }));
      await waitFor(() => expect(screen.queryByText(REASON)).toBeNull(), { timeout: 5000 });
      expect(getList.mock.calls.length).toBeGreaterThan(calls);
      await waitFor(() => expect(container.querySelector('.RaDataTable-row')).not.toBeNull());
      expectNoEmptyState(container);
    },
  );
});

describe('totals read a placeholder, not 0, while loading and after a failure', () => {
  beforeEach(() => window.history.replaceState(null, '', '/'));
  const totals = () => screen.getByRole('group', { name: 'Totals' });

  it('orders: the totals read – while the report is pending, and after it failed; Retry shows them', async () => {
    const { dataProvider, getList, recover } = failingProvider();
    let answer: () => void = () => undefined;
    getList.mockImplementationOnce(
      () => new Promise((_resolve, reject) => (answer = () => reject(new HttpError(REASON, 500)))),
    );
    renderScreen(<OrderList />, dataProvider, DEMO.admin);
    await waitFor(() => expect(getList).toHaveBeenCalled());
    for (const key of ['count', 'items', 'extra', 'overall'])
      expect(screen.getByTestId(`order-total-${key}`)).toHaveTextContent(/: –$/);
    expect(totals()).not.toHaveTextContent('0.00');
    answer();
    expect(await screen.findByText(REASON)).toBeInTheDocument();
    for (const key of ['count', 'items', 'extra', 'overall'])
      expect(screen.getByTestId(`order-total-${key}`)).toHaveTextContent(/: –$/);
    recover();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(totals()).toHaveTextContent('Orders: 1'));
    expect(screen.queryByText(REASON)).toBeNull();
  });
});

describe('counters and stat cards read a placeholder and show the reason with Retry', () => {
  beforeEach(() => window.history.replaceState(null, '', '/'));
  const KEYS = ['total', 'uniqueAgents', 'healthCenterVisits', 'hubVisits', 'today', 'thisWeek'];
  /** a card's text: its label, then its figure */
  const counter = (key: string) => screen.getByTestId(`visit-counter-${key}`);

  it('facility visits: the counters read – while pending and after a failure, then the figures on Retry', async () => {
    const { dataProvider, getList, recover } = failingProvider();
    let answer: () => void = () => undefined;
    getList.mockImplementationOnce(
      () => new Promise((_resolve, reject) => (answer = () => reject(new HttpError(REASON, 500)))),
    );
    renderScreen(<FacilityVisitList />, dataProvider, DEMO.admin);
    await waitFor(() => expect(getList).toHaveBeenCalled());
    for (const key of KEYS) expect(counter(key)).toHaveTextContent(/[a-z)]–$/);
    answer();
    expect(await screen.findByText(REASON)).toBeInTheDocument();
    for (const key of KEYS) expect(counter(key)).toHaveTextContent(/[a-z)]–$/);
    recover();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(counter('total')).toHaveTextContent(/Visits1$/));
  });

  it('patients: a failed count shows the reason and Retry, the cards read –; Retry shows the counts', async () => {
    const { dataProvider, recover } = failingProvider();
    renderScreen(<PatientStats now={new Date('2026-11-27T12:00:00Z')} />, dataProvider, DEMO.admin);
    const alert = (await screen.findByText(REASON)).closest('[role="alert"]') as HTMLElement;
    for (const key of ['total', 'male', 'female', 'recent', 'pediatric'])
      expect(screen.getByTestId(`patient-stat-${key}`)).toHaveTextContent(/[a-z)]–$/);
    recover();
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByTestId('patient-stat-total')).toHaveTextContent(/Patients1$/));
    expect(screen.queryByText(REASON)).toBeNull();
  });

  it('audit logs: failed statistics show the reason and Retry, the cards read –; Retry shows the figures', async () => {
    let failing = true;
    const auditStatistics = vi.fn(async () => {
      if (failing) throw new HttpError(REASON, 500);
      return {
        success: true,
        statistics: { total_actions: 12, successful_actions: 10, failed_actions: 2, unique_users: 3 },
      };
    });
    const dataProvider = { ...testDataProvider(), auditStatistics } as unknown as DataProvider;
    renderScreen(<AuditStats days={7} />, dataProvider, DEMO.admin);
    const alert = (await screen.findByText(REASON)).closest('[role="alert"]') as HTMLElement;
    expect(within(screen.getByTestId('stat-total_actions')).getByText('–')).toBeInTheDocument();
    failing = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(screen.getByTestId('stat-total_actions')).findByText('12')).toBeInTheDocument();
    expect(auditStatistics).toHaveBeenCalledTimes(2);
    expect(screen.queryByText(REASON)).toBeNull();
  });
});

describe("the receiving discrepancies' table (a custom table)", () => {
  it('a failed report shows the reason and Retry, not "No discrepancies"; Retry shows the rows', async () => {
    let failing = true;
    const customQuery = vi.fn(async () => {
      if (failing) throw new HttpError(REASON, 500);
      return [discrepancy({ expected: ['C-1'], missing: ['C-1'], unexpected: [] })];
    });
    renderScreen(
      <DiscrepanciesPage today={new Date(2024, 4, 22)} />,
      discrepanciesProvider(customQuery),
      DEMO.admin,
    );
    const alert = (await screen.findByText(REASON)).closest('[role="alert"]') as HTMLElement;
    expect(within(alert).getByText('Could not load the data.')).toBeInTheDocument();
    expect(screen.queryByText(en.custody.discrepancies.empty)).toBeNull();
    failing = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('discrepancy-row')).toHaveTextContent('DLV1');
    expect(screen.queryByText(REASON)).toBeNull();
  });
});

describe("dashboards' cards: the server's reason and Retry on a failed load", () => {
  beforeEach(() => window.history.replaceState(null, '', '/'));

  it('admin dashboard: a failed count reads – with the reason and Retry; Retry shows the count', async () => {
    let failing = true;
    const getCount = vi.fn(async () => {
      if (failing) throw new HttpError(REASON, 500);
      return 42;
    });
    renderScreen(
      <AdminDashboard />,
      { ...testDataProvider(), getCount } as unknown as DataProvider,
      DEMO.manager,
    );
    const count = await screen.findByTestId('count-agents');
    await waitFor(() => expect(screen.getByTestId('count-agents')).toHaveTextContent(/^–$/));
    const card = count.closest('.MuiCard-root') as HTMLElement;
    expect(within(card).getByText(REASON)).toBeInTheDocument();
    failing = false;
    fireEvent.click(within(card).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByTestId('count-agents')).toHaveTextContent(/^42$/));
    expect(within(card).queryByText(REASON)).toBeNull();
  });

  it("hub dashboard's ongoing deliveries: a failed list shows the reason and Retry, not 'No deliveries'", async () => {
    const { dataProvider, recover } = failingProvider();
    renderScreen(<OngoingDeliveries />, dataProvider, DEMO.hubcoordinator);
    const card = screen.getByTestId('hub-ongoing');
    expect(await within(card).findByText(REASON)).toBeInTheDocument();
    expect(card).toHaveTextContent('Ongoing deliveries (–)');
    expect(card).not.toHaveTextContent(en.pages.hubDashboard.ongoing.empty);
    recover();
    fireEvent.click(within(card).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(card).toHaveTextContent('Ongoing deliveries (1)'));
    expect(within(card).queryByText(REASON)).toBeNull();
  });

  it('LIMS dashboard: failed statistics show the reason with Retry; Retry shows the counters', async () => {
    let failing = true;
    const limsRequest = vi.fn(async (path: string) => {
      if (path !== 'logs/statistics/') return { results: [], count: 0 };
      if (failing) throw new HttpError(REASON, 500);
      return { total_logs: 57, successful_logs: 50, failed_logs: 6, pending_logs: 1, recent_activity: [] };
    });
    const dataProvider = { ...testDataProvider(), ...wire({ limsRequest }) } as unknown as DataProvider;
    renderScreen(<LimsDashboard />, dataProvider, DEMO.admin);
    const alert = (await screen.findByText(REASON)).closest('[role="alert"]') as HTMLElement;
    expect(within(alert).getByText('Failed to load LIMS statistics')).toBeInTheDocument();
    failing = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByTestId('lims-stat-total_logs')).toHaveTextContent('57'));
    expect(screen.queryByText(REASON)).toBeNull();
  });
});
