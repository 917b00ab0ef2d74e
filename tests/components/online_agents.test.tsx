import { describe, expect, it, vi, beforeEach } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { testDataProvider } from 'react-admin';
import { HttpError } from 'ra-core';
import { OnlineAgentsPage } from '../../src/pages/online_agents/OnlineAgentsPage';
import { fetchOnlineAgents } from '../../src/pages/online_agents/agentMarkers';
import { liveFeed as feed, renderWithAdmin } from './helpers';

// the live feed records what the page gives it; the Leaflet map (it needs a real browser) shows its markers' popups
vi.mock('../../src/live', async () => (await import('./helpers')).fakeLive);
vi.mock('../../src/pages/online_agents/LiveAgentsMap', async () => (await import('./helpers')).fakeAgentsMap);

const alice = {
  id: 1,
  FullName: 'Alice Nakato',
  agent_code: 'AG0001',
  RegisteredPhoneNumber1: '0700000001',
  location_address: 'Kampala Road',
  location_latitude: 0.3476,
  location_longitude: 32.5825,
  is_online: true,
  active: true,
};
const brian = {
  id: 2,
  FullName: 'Brian Okello',
  agent_code: 'AG0002',
  RegisteredPhoneNumber1: '0700000002',
  location_address: null,
  location_latitude: null,
  location_longitude: null,
  is_online: true,
  active: true,
};

function provider(...answers: Record<string, unknown>[][]) {
  let call = 0;
  const getList = vi.fn(async () => {
    const data = answers[Math.min(call, answers.length - 1)];
    call += 1;
    return { data, total: data.length };
  });
  return { dataProvider: testDataProvider({ getList: getList as never }), getList };
}

beforeEach(() => {
  feed.status = 'open';
});

describe('Live Agent Tracking', () => {
  it('asks for online active agents and shows the count, the markers and the list', async () => {
    const { dataProvider, getList } = provider([alice, brian]);
    renderWithAdmin(<OnlineAgentsPage />, { dataProvider });
    expect(await screen.findByText('2 agents online')).toBeInTheDocument();
    expect(getList).toHaveBeenCalledWith(
      'deliveryagents',
      expect.objectContaining({ filter: { is_online: true, active: true } }),
    );
    const map = await screen.findByTestId('fake-map');
    expect(within(map).getAllByRole('listitem')).toHaveLength(1);
    expect(map).toHaveTextContent(
      'Alice Nakato | Phone: 0700000001 | Address: Kampala Road | Coordinates: 0.347600, 32.582500 | Online and active',
    );
    expect(screen.getByText('1 without a location is not on the map')).toBeInTheDocument();
    expect(screen.getByTestId('online-agent-coordinates-1')).toHaveTextContent('0.347600, 32.582500');
    expect(screen.getByTestId('online-agent-2')).toHaveTextContent('Brian Okello');
    expect(screen.getByTestId('online-agent-coordinates-2')).toHaveTextContent('No location reported');
    expect(screen.getByText('Live updates')).toBeInTheDocument();
  });

  it('shows the empty state when nobody is online', async () => {
    const { dataProvider } = provider([]);
    renderWithAdmin(<OnlineAgentsPage />, { dataProvider });
    expect(await screen.findByText('No agents are currently online')).toBeInTheDocument();
    expect(screen.queryByTestId('fake-map')).not.toBeInTheDocument();
    expect(screen.queryByText(/agents? online$/)).not.toBeInTheDocument();
  });

  it('moves an agent on a feed message and reloads the agents', async () => {
    const moved = {
      ...alice,
      location_latitude: 0.36,
      location_longitude: 32.6,
      location_address: 'Wandegeya',
    };
    const { dataProvider, getList } = provider([alice], [moved, brian]);
    renderWithAdmin(<OnlineAgentsPage />, { dataProvider });
    expect(await screen.findByText('1 agent online')).toBeInTheDocument();
    expect(feed.kind).toBe('agents');
    act(() =>
      feed.onMessage({
        type: 'agent_location',
        agent: 1,
        location_latitude: 0.36,
        location_longitude: 32.6,
        location_address: 'Wandegeya',
      }),
    );
    expect(screen.getByTestId('online-agent-coordinates-1')).toHaveTextContent('0.360000, 32.600000');
    expect(await screen.findByText('2 agents online')).toBeInTheDocument();
    expect(getList).toHaveBeenCalledTimes(2);
    expect(screen.getByTestId('fake-map')).toHaveTextContent('Address: Wandegeya');
  });

  it('polls every 30 seconds, also when the live connection has failed', async () => {
    feed.status = 'polling';
    const { dataProvider, getList } = provider([alice], []);
    renderWithAdmin(<OnlineAgentsPage />, { dataProvider });
    expect(await screen.findByText('1 agent online')).toBeInTheDocument();
    expect(screen.getByText('Live updates unavailable: refreshing every 30 seconds')).toBeInTheDocument();
    expect(feed.pollMs).toBe(30_000);
    act(() => feed.onPoll?.());
    expect(await screen.findByText('No agents are currently online')).toBeInTheDocument();
    expect(getList).toHaveBeenCalledTimes(2);
  });

  it("shows the server's message when the agents cannot be loaded", async () => {
    const dataProvider = testDataProvider({
      getList: (async () => {
        throw new HttpError('Failed to load data', 500, {});
      }) as never,
    });
    renderWithAdmin(<OnlineAgentsPage />, { dataProvider });
    expect(await screen.findByText('Failed to load data')).toBeInTheDocument();
    // a failed load is not taken for an empty network
    expect(screen.queryByText('No agents are currently online')).not.toBeInTheDocument();
  });

  it('pages the table 25 at a time while the map keeps every online agent', async () => {
    const many = Array.from({ length: 60 }, (_, i) => ({
      ...alice,
      id: i + 1,
      FullName: `Agent ${String(i + 1).padStart(2, '0')}`,
      agent_code: `AG${String(i + 1).padStart(4, '0')}`,
      location_latitude: 0.3 + i / 1000,
    }));
    const { dataProvider } = provider(many);
    renderWithAdmin(<OnlineAgentsPage />, { dataProvider });
    expect(await screen.findByText('60 agents online')).toBeInTheDocument();
    expect(within(await screen.findByTestId('fake-map')).getAllByRole('listitem')).toHaveLength(60);
    const rows = () => screen.getAllByTestId(/^online-agent-\d+$/);
    // the table renders its first page once the agents are in (a render after the map's)
    expect(await screen.findAllByTestId(/^online-agent-\d+$/)).toHaveLength(25);
    expect(rows()[0]).toHaveTextContent('Agent 01');
    expect(rows()[24]).toHaveTextContent('Agent 25');
    fireEvent.click(screen.getByRole('button', { name: /page 2/i }));
    expect(await screen.findByText('Agent 26')).toBeInTheDocument();
    expect(rows()).toHaveLength(25);
    expect(rows()[24]).toHaveTextContent('Agent 50');
    fireEvent.click(screen.getByRole('button', { name: /page 3/i }));
    expect(await screen.findByText('Agent 60')).toBeInTheDocument();
    expect(rows()).toHaveLength(10);
    expect(screen.queryByText('Agent 01')).not.toBeInTheDocument();
    // the map still has everyone
    expect(within(screen.getByTestId('fake-map')).getAllByRole('listitem')).toHaveLength(60);
  });

  it('loads every page of the online agents for the map', async () => {
    const all = Array.from({ length: 2300 }, (_, i) => ({ ...alice, id: i + 1 }));
    const getList = vi.fn(async (_: string, params: { pagination: { page: number; perPage: number } }) => {
      const { page, perPage } = params.pagination;
      return { data: all.slice((page - 1) * perPage, page * perPage), total: all.length };
    });
    const agents = await fetchOnlineAgents(testDataProvider({ getList: getList as never }));
    expect(agents).toHaveLength(2300);
    expect(new Set(agents.map((a) => a.id)).size).toBe(2300);
    expect(getList).toHaveBeenCalledTimes(3);
  });
});
