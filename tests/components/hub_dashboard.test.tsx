import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { testDataProvider } from 'react-admin';
import { HttpError } from 'ra-core';
import { HubDashboard } from '../../src/pages/dashboard/HubDashboard';
import HubDashboardOld from '../../src/pages/dashboard/HubDashboardOld';
import HubOnlineAgentsPage from '../../src/pages/hub_online_agents/HubOnlineAgentsPage';
import HubDeliveriesPage from '../../src/pages/hub_deliveries/HubDeliveriesPage';
import {
  DEMO,
  fakeAuthProvider,
  liveFeed as feed,
  renderWithAdmin,
  saveSignedIn,
  renderWithNotifications,
} from './helpers';
import { wire } from './wire';
import { clearSession } from '../../src/providers/session';

// the live feed records what the page gives it; the Leaflet map (it needs a real browser) shows its markers' popups
vi.mock('../../src/live', async () => (await import('./helpers')).fakeLive);
vi.mock('../../src/pages/online_agents/LiveAgentsMap', async () => (await import('./helpers')).fakeAgentsMap);

// the classic dashboard's analytics: the real report is tested elsewhere
vi.mock('../../src/pages/analytics_graphs/TrackingReport', () => ({
  default: () => <p>tracking report</p>,
  TrackingReport: () => <p>tracking report</p>,
}));

const TODAY = new Date(2025, 2, 15, 10, 0);
/**
 * The deliveries report body the dashboard of hub 1 sends for its counts on TODAY (the 30 days to it), with the
 * paging protocol's fields: counts, not rows.
 */
const HUB_COUNTS = {
  delivery_status: '',
  dateone: '13/02/2025',
  datetwo: '15/03/2025',
  hub: '1',
  page: 1,
  page_size: 1,
};

const agent = (id: number, name: string, is_online: boolean, active: boolean, lat: number | null = 0.3) => ({
  id,
  FullName: name,
  agent_code: `AG000${id}`,
  RegisteredPhoneNumber1: `070000000${id}`,
  location_address: 'Kampala Road',
  location_latitude: lat,
  location_longitude: lat === null ? null : 32.5,
  is_online,
  active,
  login_at: null,
});
const AGENTS = [
  agent(1, 'Alice Nakato', true, true),
  agent(2, 'Brian Okello', true, false),
  agent(3, 'Carol Atim', false, true),
  agent(4, 'David Mugisha', true, true),
];
const DELIVERIES = [
  { id: 1, delivery_number: 'D1', time_of_dropoff: '10:00' },
  { id: 2, delivery_number: 'D2', time_of_dropoff: null },
  { id: 3, delivery_number: 'D3', time_of_dropoff: '11:15' },
  { id: 4, delivery_number: 'D4', time_of_dropoff: '' },
  { id: 5, delivery_number: 'D5', time_of_dropoff: '12:40' },
  { id: 6, delivery_number: 'D6', time_of_dropoff: '13:00' },
  { id: 7, delivery_number: 'D7', time_of_dropoff: null },
];
const CENTRES = [
  { id: 11, name: 'HC 1', status: 'active' },
  { id: 12, name: 'HC 2', status: 'pending' },
  { id: 13, name: 'HC 3', status: 'issues' },
  { id: 14, name: 'HC 4', status: null },
  { id: 15, name: 'HC 5', status: 'maintenance' },
  { id: 16, name: 'HC 6', status: 'unknown' },
];

const ONGOING = [
  {
    id: 91,
    delivery_number: 'DL-0091',
    item_name: 'Sputum',
    pickup_point: 'Kisugu HC III',
    destination: 'CPHL',
    date: '2025-03-15T08:05:00Z',
  },
];

function provider(
  o: { deliveries?: unknown[] | Error; agents?: unknown[][]; centres?: unknown[]; overdue?: number } = {},
) {
  let agentCalls = 0;
  const customQuery = vi.fn(async (name: string) => {
    // what is late in the hub now (get_overdue): `overdue` drop-offs
    if (name === 'get_overdue' && o.overdue !== undefined)
      return { count: o.overdue, pickup: 0, dropoff: o.overdue, receipt: 0, since: {}, items: [] };
    if (name === 'getumoja_deliveriesreport') {
      if (o.deliveries instanceof Error) throw o.deliveries;
      return { report: JSON.stringify(o.deliveries ?? DELIVERIES) };
    }
    if (name.startsWith('get_hubagents/')) {
      const answers = o.agents ?? [AGENTS];
      const rows = answers[Math.min(agentCalls, answers.length - 1)];
      agentCalls += 1;
      return { report: JSON.stringify(rows) };
    }
    throw new Error(`unexpected ${name}`);
  });
  const getList = vi.fn(async (resource: string) => {
    if (resource === 'pending_deliveries') return { data: ONGOING, total: 12 };
    const data = o.centres ?? CENTRES;
    return { data, total: data.length };
  });
  const dataProvider = {
    ...testDataProvider({ getList: getList as never }),
    ...wire({ customQuery }),
  } as never;
  return { dataProvider, customQuery, getList };
}

const coordinator = () =>
  fakeAuthProvider(DEMO.hubcoordinator, {
    getIdentity: async () => ({
      id: 4,
      fullName: 'Esther Akello',
      hubName: 'Kampala Central Hub',
      hubLogo: null,
    }),
  });

const card = (label: string) => screen.getByRole('group', { name: label });

beforeEach(() => {
  feed.onPoll = undefined;
});

describe('hub dashboard', () => {
  it("shows the hub, the welcome and the cards computed from the hub's data", async () => {
    const { dataProvider, customQuery, getList } = provider();
    renderWithAdmin(<HubDashboard today={TODAY} />, { dataProvider, authProvider: coordinator() });
    expect(await screen.findByRole('heading', { name: 'Kampala Central Hub' })).toBeInTheDocument();
    expect(screen.getByText('Welcome, Esther Akello')).toBeInTheDocument();
    expect(await within(card('Total Deliveries')).findByText('7')).toBeInTheDocument();
    expect(within(card('Completed Deliveries')).getByText('4')).toBeInTheDocument();
    expect(within(card('Pending Deliveries')).getByText('3')).toBeInTheDocument();
    expect(within(card('Hub Performance %')).getByText('57%')).toBeInTheDocument();
    expect(await within(card('Online Agents')).findByText('2')).toBeInTheDocument();
    expect(await within(card('Health Centers')).findByText('6')).toBeInTheDocument();

    expect(customQuery).toHaveBeenCalledWith('getumoja_deliveriesreport', HUB_COUNTS);
    expect(customQuery).toHaveBeenCalledWith('get_hubagents/1', undefined, { method: 'GET' });
    expect(getList).toHaveBeenCalledWith(
      'hub_healthcenters',
      expect.objectContaining({ filter: { collection_hub: 1 } }),
    );
  });

  it('groups the health centres by status, counting missing and unknown ones as Active', async () => {
    const { dataProvider } = provider();
    renderWithAdmin(<HubDashboard today={TODAY} />, { dataProvider, authProvider: coordinator() });
    expect(await screen.findByText('Active: 3')).toBeInTheDocument();
    expect(screen.getByText('Pending: 1')).toBeInTheDocument();
    expect(screen.getByText('Issues: 1')).toBeInTheDocument();
    expect(screen.getByText('Maintenance: 1')).toBeInTheDocument();
  });

  it('links to the hub screens and shows the Recent Activity notice', async () => {
    const { dataProvider } = provider();
    renderWithAdmin(<HubDashboard today={TODAY} />, { dataProvider, authProvider: coordinator() });
    const expected: [string, string][] = [
      ['Hub Deliveries', '/hub_deliveries/'],
      ['Online Agents', '/hub_online_agents/'],
      ['Agent Activity Map', '/hub_agent_activity_map/'],
    ];
    for (const [name, href] of expected)
      expect((await screen.findByRole('link', { name })).getAttribute('href')).toContain(href);
    expect(screen.getByText('Recent Activity')).toBeInTheDocument();
  });

  describe('the Recent Activity notice', () => {
    const notice = async () =>
      (await screen.findByText('Recent Activity')).closest('[role="alert"]') as HTMLElement;
    it('says the hub runs smoothly when nothing is late', async () => {
      const { dataProvider, customQuery } = provider({ overdue: 0 });
      renderWithAdmin(<HubDashboard today={TODAY} />, { dataProvider, authProvider: coordinator() });
      await waitFor(() => expect(customQuery).toHaveBeenCalledWith('get_overdue', {}));
      expect(await notice()).toHaveTextContent('Your hub is running smoothly.');
    });

    it('names the items late in the hub instead of running smoothly', async () => {
      const { dataProvider } = provider({ overdue: 3 });
      renderWithAdmin(<HubDashboard today={TODAY} />, { dataProvider, authProvider: coordinator() });
      await waitFor(async () =>
        expect(await notice()).toHaveTextContent('3 items are late in your hub now: see Overdue above.'),
      );
      expect(await notice()).not.toHaveTextContent('running smoothly');
    });

    it('offline, says the figures are the last ones fetched on this device', async () => {
      const onLine = vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
      try {
        const { dataProvider } = provider();
        renderWithAdmin(<HubDashboard today={TODAY} />, { dataProvider, authProvider: coordinator() });
        expect(await notice()).toHaveTextContent(
          'You are offline: the figures above are the last ones fetched on this device.',
        );
        expect(await notice()).not.toHaveTextContent('up to date');
      } finally {
        onLine.mockRestore();
      }
    });
  });

  it('shows 0% performance when the hub has no deliveries', async () => {
    const { dataProvider } = provider({ deliveries: [] });
    renderWithAdmin(<HubDashboard today={TODAY} />, { dataProvider, authProvider: coordinator() });
    expect(
      await within(await screen.findByRole('group', { name: 'Hub Performance %' })).findByText('0%'),
    ).toBeInTheDocument();
    expect(within(card('Total Deliveries')).getByText('0')).toBeInTheDocument();
  });

  it('reloads everything on Refresh Data', async () => {
    const { dataProvider, customQuery, getList } = provider({ agents: [AGENTS, AGENTS.slice(0, 1)] });
    renderWithNotifications(<HubDashboard today={TODAY} />, { dataProvider, authProvider: coordinator() });
    expect(
      await within(await screen.findByRole('group', { name: 'Online Agents' })).findByText('2'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Refresh Data' }));
    expect(await within(card('Online Agents')).findByText('1')).toBeInTheDocument();
    expect(await screen.findByText('Hub data refreshed')).toBeInTheDocument();
    expect(customQuery.mock.calls.filter(([n]) => n === 'getumoja_deliveriesreport')).toHaveLength(2);
    expect(getList.mock.calls.filter(([r]) => r === 'hub_healthcenters')).toHaveLength(2);
    await waitFor(() =>
      expect(getList.mock.calls.filter(([r]) => r === 'pending_deliveries')).toHaveLength(2),
    );
  });

  it('lists the ongoing deliveries of the hub with their count (pending_deliveries, trip_status=ongoing)', async () => {
    const { dataProvider, getList } = provider();
    renderWithAdmin(<HubDashboard today={TODAY} />, { dataProvider, authProvider: coordinator() });
    const panel = await screen.findByTestId('hub-ongoing');
    expect(await within(panel).findByText('Ongoing deliveries (12)')).toBeInTheDocument();
    expect(within(panel).getByText('DL-0091 · Sputum')).toBeInTheDocument();
    expect(within(panel).getByText(/Kisugu HC III → CPHL/)).toBeInTheDocument();
    expect(getList).toHaveBeenCalledWith(
      'pending_deliveries',
      expect.objectContaining({ filter: { trip_status: 'ongoing' }, sort: { field: 'date', order: 'DESC' } }),
    );
  });

  it('asks a paging server for counts, not rows: the total and the completed count', async () => {
    const { dataProvider: base, customQuery: fallback } = provider();
    const bodies: Record<string, unknown>[] = [];
    const customQuery = vi.fn(async (name: string, body?: Record<string, unknown>, o?: unknown) => {
      if (name !== 'getumoja_deliveriesreport')
        return (fallback as unknown as (...a: unknown[]) => Promise<unknown>)(name, body, o);
      bodies.push(body ?? {});
      const completed = typeof body?.filters === 'string' && body.filters.includes('time_of_dropoff_gte');
      return { count: completed ? 40 : 70, results: [{ id: 1 }], tab_counts: { single: 50, batch: 20 } };
    });
    const dataProvider = { ...(base as object), ...wire({ customQuery }) } as never;
    renderWithAdmin(<HubDashboard today={TODAY} />, { dataProvider, authProvider: coordinator() });
    expect(await screen.findByRole('heading', { name: 'Kampala Central Hub' })).toBeInTheDocument();
    expect(await within(card('Total Deliveries')).findByText('70')).toBeInTheDocument();
    expect(within(card('Completed Deliveries')).getByText('40')).toBeInTheDocument();
    expect(within(card('Pending Deliveries')).getByText('30')).toBeInTheDocument();
    expect(within(card('Hub Performance %')).getByText('57%')).toBeInTheDocument();
    expect(bodies).toEqual([
      HUB_COUNTS,
      { ...HUB_COUNTS, filters: JSON.stringify({ time_of_dropoff_gte: '00:00' }) },
    ]);
  });

  it('says when the hub data cannot be loaded, and retries', async () => {
    const { dataProvider, customQuery } = provider({ deliveries: new HttpError('boom', 500) });
    renderWithAdmin(<HubDashboard today={TODAY} />, { dataProvider, authProvider: coordinator() });
    const alert = await screen.findByText('Failed to load the hub data');
    expect(within(card('Total Deliveries')).getByText('–')).toBeInTheDocument();
    // the other cards still show their numbers
    expect(await within(card('Health Centers')).findByText('6')).toBeInTheDocument();
    fireEvent.click(
      within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Retry' }),
    );
    await waitFor(() =>
      expect(customQuery.mock.calls.filter(([n]) => n === 'getumoja_deliveriesreport')).toHaveLength(2),
    );
  });
});

describe('hub dashboard without a right', () => {
  it('names the missing right instead of failing the delivery cards, and never asks for the report', async () => {
    const { dataProvider, customQuery } = provider();
    const lacking = {
      ...DEMO.hubcoordinator,
      rights: { ...DEMO.hubcoordinator.rights, view_umoja_deliveries: false },
    };
    renderWithAdmin(<HubDashboard today={TODAY} />, {
      dataProvider,
      authProvider: fakeAuthProvider(lacking, {
        getIdentity: async () => ({ id: 4, fullName: 'Esther Akello', hubName: 'Kampala Central Hub' }),
      }),
    });
    expect(await screen.findByText("Your account lacks the right 'View deliveries'")).toBeInTheDocument();
    expect(
      screen.getByText(
        "This needs the right 'View deliveries'. Ask a system administrator to grant it under System Settings → User Accounts → Edit rights.",
      ),
    ).toBeInTheDocument();
    expect(within(card('Total Deliveries')).getByText('–')).toBeInTheDocument();
    // the rest of the dashboard works, and no failure is announced
    expect(await within(card('Health Centers')).findByText('6')).toBeInTheDocument();
    expect(screen.queryByText('Failed to load the hub data')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Refresh Data' }));
    await waitFor(() =>
      expect(customQuery).toHaveBeenCalledWith('get_hubagents/1', undefined, { method: 'GET' }),
    );
    expect(customQuery.mock.calls.filter(([n]) => n === 'getumoja_deliveriesreport')).toHaveLength(0);
  });
});

describe('classic hub dashboard', () => {
  it('shows the Hub Agents and Spokes counts linking to the hub lists, the tabs and the analytics', async () => {
    const { dataProvider } = provider();
    renderWithAdmin(<HubDashboardOld />, { dataProvider, authProvider: coordinator() });
    const agents = await screen.findByRole('link', { name: 'Hub Agents' });
    // the card's link is its label (its name is its visible text, WCAG 2.5.3); the count is in the same card
    expect(await within(agents.closest<HTMLElement>('.MuiCard-root')!).findByText('4')).toBeInTheDocument();
    expect(agents.getAttribute('href')).toContain('/hub_deliveryagents/');
    const spokes = screen.getByRole('link', { name: 'Spokes' });
    expect(await within(spokes.closest<HTMLElement>('.MuiCard-root')!).findByText('6')).toBeInTheDocument();
    expect(spokes.getAttribute('href')).toContain('/hub_healthcenters/');
    for (const name of ['Hub Overview', 'Hub Deliveries', 'Online Agents', 'Agent Activity Tracking'])
      expect(screen.getByRole('tab', { name })).toBeInTheDocument();
    expect(await screen.findByText('tracking report')).toBeInTheDocument();
  });

  it("opens the hub's agent map in the Online Agents tab", async () => {
    const { dataProvider } = provider();
    renderWithAdmin(<HubDashboardOld />, { dataProvider, authProvider: coordinator() });
    fireEvent.click(await screen.findByRole('tab', { name: 'Online Agents' }));
    expect(await screen.findByText('2 active agents')).toBeInTheDocument();
  });
});

describe('hub agent tracking', () => {
  it("puts the hub's online and active agents on the map with a count badge", async () => {
    const { dataProvider, customQuery } = provider();
    renderWithAdmin(<HubOnlineAgentsPage />, { dataProvider, authProvider: coordinator() });
    expect(await screen.findByText('2 active agents')).toBeInTheDocument();
    const map = await screen.findByTestId('fake-map');
    expect(within(map).getByText(/Alice Nakato/)).toBeInTheDocument();
    expect(within(map).getByText(/David Mugisha/)).toBeInTheDocument();
    expect(within(map).queryByText(/Brian Okello/)).not.toBeInTheDocument();
    expect(within(map).queryByText(/Carol Atim/)).not.toBeInTheDocument();
    expect(customQuery).toHaveBeenCalledWith('get_hubagents/1', undefined, { method: 'GET' });
    expect(feed.kind).toBe('agents');
    expect(feed.pollMs).toBe(30_000);
  });

  it('says when no agent of the hub is active', async () => {
    const { dataProvider } = provider({ agents: [[agent(2, 'Brian Okello', true, false)]] });
    renderWithAdmin(<HubOnlineAgentsPage />, { dataProvider, authProvider: coordinator() });
    expect(await screen.findByText('No agents are currently active for this hub')).toBeInTheDocument();
    expect(screen.getByText('0 active agents')).toBeInTheDocument();
    expect(screen.queryByTestId('fake-map')).not.toBeInTheDocument();
  });

  it('moves an agent on a live message and reloads the list; the poll reloads it too', async () => {
    const movedAlice = AGENTS.map((a) =>
      a.id === 1 ? { ...a, location_latitude: 1.5, location_longitude: 33.25, location_address: 'Gulu' } : a,
    );
    const { dataProvider, customQuery } = provider({
      agents: [AGENTS, movedAlice, [...movedAlice, agent(5, 'Eve Nambi', true, true)]],
    });
    renderWithAdmin(<HubOnlineAgentsPage />, { dataProvider, authProvider: coordinator() });
    expect(await screen.findByText('2 active agents')).toBeInTheDocument();
    const calls = () => customQuery.mock.calls.filter(([n]) => String(n).startsWith('get_hubagents/')).length;
    expect(calls()).toBe(1);
    act(() =>
      feed.onMessage({
        type: 'agent_location',
        agent: 1,
        location_latitude: 1.5,
        location_longitude: 33.25,
        location_address: 'Gulu',
      }),
    );
    expect(await screen.findByText(/Alice Nakato.*Gulu/)).toBeInTheDocument();
    await waitFor(() => expect(calls()).toBe(2));
    act(() => feed.onPoll?.());
    expect(await screen.findByText('3 active agents')).toBeInTheDocument();
    expect(calls()).toBe(3);
  });

  it('greys a silent agent on the map and in the table, counts and filters the stale ones, and follows the feed', async () => {
    saveSignedIn({ stale_agent_minutes: 10 }, { id: 4, username: 'hubcoordinator' });
    try {
      const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
      const rows = [
        { ...agent(1, 'Alice Nakato', true, true), location_updated_at: ago(14 * 60_000 + 5000) },
        { ...agent(4, 'David Mugisha', true, true), location_updated_at: ago(2 * 60_000) },
      ];
      const { dataProvider } = provider({ agents: [rows] });
      renderWithAdmin(<HubOnlineAgentsPage />, { dataProvider, authProvider: coordinator() });
      expect(await screen.findByText('2 active agents')).toBeInTheDocument();
      expect(screen.getByTestId('hub-agents-stale-count')).toHaveTextContent('1 stale');
      // the table: Alice grey with 'last seen', David not
      expect(await screen.findByTestId('hub-agent-seen-1')).toHaveTextContent('last seen 14 min ago');
      expect(screen.getByTestId('hub-agent-1')).toHaveAttribute('data-stale', 'true');
      expect(screen.getByTestId('hub-agent-seen-4')).toHaveTextContent(/^$/);
      // the map: her popup says so too
      const map = await screen.findByTestId('fake-map');
      expect(within(map).getByText(/Alice Nakato/)).toHaveTextContent(/\| last seen 14 min ago$/);
      expect(within(map).getByText(/David Mugisha/)).not.toHaveTextContent('last seen');

      // only the stale ones
      fireEvent.click(screen.getByRole('switch', { name: 'Only stale agents' }));
      await waitFor(() => expect(screen.queryByTestId('hub-agent-4')).not.toBeInTheDocument());
      expect(within(screen.getByTestId('fake-map')).queryByText(/David Mugisha/)).not.toBeInTheDocument();
      expect(screen.getByTestId('hub-agent-1')).toBeInTheDocument();

      // Alice moves (the reload answers the old server stamp): heard live, she is fresh and leaves the filter
      act(() =>
        feed.onMessage({
          type: 'agent_location',
          agent: 1,
          location_latitude: 0.4,
          location_longitude: 32.5,
          location_address: 'Wandegeya',
        }),
      );
      await waitFor(() => expect(screen.getByTestId('hub-agents-stale-count')).toHaveTextContent('0 stale'));
      await waitFor(() => expect(screen.queryByTestId('hub-agent-1')).not.toBeInTheDocument());
      fireEvent.click(screen.getByRole('switch', { name: 'Only stale agents' }));
      expect(await screen.findByTestId('hub-agent-seen-1')).toHaveTextContent(/^$/);
    } finally {
      clearSession();
    }
  });

  it('says when the hub agents cannot be loaded', async () => {
    const customQuery = vi.fn(async () => {
      throw new HttpError('nope', 500);
    });
    renderWithAdmin(<HubOnlineAgentsPage />, {
      dataProvider: { ...testDataProvider(), ...wire({ customQuery }) } as never,
      authProvider: coordinator(),
    });
    expect(await screen.findByText('Failed to load the hub agents')).toBeInTheDocument();
  });
});

describe('hub deliveries', () => {
  const row = (id: number, number: string, received: boolean) => ({
    id,
    delivery_number: number,
    agent_account_name: 'Alice Nakato',
    pickup_point: 'Mulago HC',
    destination: 'Kampala Hub',
    item_name: 'Blood',
    item_type: 'single_entry',
    barcode: `C-${id}`,
    barcode_type: 'child',
    delivery_status: 'delivered',
    date: '14/03/2025',
    time_of_pickup: '08:00',
    time_of_dropoff: '09:30',
    turn_around_time: '01:30:00',
    items_total: 1,
    received_by_coordinator: received,
    received_by: received ? 'hubcoordinator' : null,
  });

  function deliveriesProvider() {
    const rows = [row(1, 'DLV-OPEN', false), row(2, 'DLV-DONE', true)];
    const getList = vi.fn(async (resource: string, params: { filter?: Record<string, unknown> }) => {
      if (resource !== 'hub_deliveries') return { data: [], total: 0 };
      const data = params.filter?.tracking === 'batch' ? [] : rows;
      return { data, total: data.length };
    });
    return { dataProvider: testDataProvider({ getList: getList as never }), getList };
  }

  beforeEach(() => window.history.replaceState(null, '', '/'));

  it('lists the hub deliveries with Receive for items not received and Edit and Delete for a coordinator', async () => {
    const { dataProvider, getList } = deliveriesProvider();
    renderWithAdmin(<HubDeliveriesPage />, { dataProvider, authProvider: coordinator() });
    const open = (await screen.findByText('DLV-OPEN', {}, { timeout: 10000 })).closest('tr')!;
    expect(within(open).getByRole('button', { name: 'Receive' })).toBeInTheDocument();
    expect(within(open).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(await within(open).findByRole('button', { name: 'Delete' })).toBeInTheDocument();
    const done = screen.getByText('DLV-DONE').closest('tr')!;
    expect(within(done).queryByRole('button', { name: 'Receive' })).not.toBeInTheDocument();
    expect(within(done).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(getList.mock.calls.some(([resource]) => resource === 'hub_deliveries')).toBe(true);
  });

  it('gives a branch manager without a hub Receive but not Edit or Delete on this screen', async () => {
    const { dataProvider } = deliveriesProvider();
    const fakeAuth = fakeAuthProvider(DEMO.manager);
    renderWithAdmin(<HubDeliveriesPage />, { dataProvider, authProvider: fakeAuth });
    const open = (await screen.findByText('DLV-OPEN', {}, { timeout: 10000 })).closest('tr')!;
    expect(within(open).getByRole('button', { name: 'Receive' })).toBeInTheDocument();
    // react-admin's delete button would ask the auth provider; it is not even rendered
    expect(fakeAuth.canAccess).not.toHaveBeenCalledWith(expect.objectContaining({ action: 'delete' }));
    expect(within(open).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(within(open).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });
});
