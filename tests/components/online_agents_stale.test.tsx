/** Stale agents on Live Agent Tracking. */
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { testDataProvider } from 'react-admin';
import { OnlineAgentsPage } from '../../src/pages/online_agents/OnlineAgentsPage';
import { liveFeed as feed, renderWithAdmin, saveSignedIn } from './helpers';

// the live feed records what the page gives it; the Leaflet map (it needs a real browser) shows its markers' popups
vi.mock('../../src/live', async () => (await import('./helpers')).fakeLive);
vi.mock('../../src/pages/online_agents/LiveAgentsMap', async () => (await import('./helpers')).fakeAgentsMap);

const MIN = 60_000;
const agent = (id: number, name: string, seenAgo: number) => ({
  id,
  FullName: name,
  agent_code: `AG000${id}`,
  RegisteredPhoneNumber1: `070000000${id}`,
  location_address: 'Kampala Road',
  location_latitude: 0.3 + id / 100,
  location_longitude: 32.5,
  is_online: true,
  active: true,
  location_updated_at: new Date(Date.now() - seenAgo).toISOString(),
});

describe('stale agents', () => {
  it('greys an agent silent for longer than the threshold, counts and filters them, and follows the feed', async () => {
    saveSignedIn({ stale_agent_minutes: 10 });
    let rows = [agent(1, 'Alice Nakato', 14 * MIN + 5000), agent(2, 'Brian Okello', 2 * MIN)];
    const getList = vi.fn(async () => ({ data: rows, total: rows.length }));
    renderWithAdmin(<OnlineAgentsPage />, { dataProvider: testDataProvider({ getList: getList as never }) });
    expect(await screen.findByText('2 agents online')).toBeInTheDocument();
    expect(screen.getByTestId('online-agents-stale-count')).toHaveTextContent('1 stale');
    expect(await screen.findByTestId('online-agent-seen-1')).toHaveTextContent('last seen 14 min ago');
    expect(screen.getByTestId('online-agent-1')).toHaveAttribute('data-stale', 'true');
    expect(screen.getByTestId('online-agent-seen-2')).toHaveTextContent(/^$/);
    const map = await screen.findByTestId('fake-map');
    const [alice, brian] = within(map).getAllByRole('listitem');
    expect(alice).toHaveAttribute('data-stale', 'true');
    expect(alice).toHaveTextContent('Alice Nakato | Phone: 0700000001');
    expect(alice).toHaveTextContent(/\| last seen 14 min ago$/);
    expect(brian).toHaveAttribute('data-stale', 'false');
    expect(brian).not.toHaveTextContent('last seen');

    // only the stale ones
    fireEvent.click(screen.getByRole('switch', { name: 'Only stale agents' }));
    expect(within(screen.getByTestId('fake-map')).getAllByRole('listitem')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByTestId('online-agent-2')).not.toBeInTheDocument());
    expect(screen.getByTestId('online-agent-1')).toBeInTheDocument();

    // Alice moves: the feed's stamp makes her fresh at once, and the filter lets her go
    rows = [{ ...rows[0], location_latitude: 0.4, location_updated_at: new Date().toISOString() }, rows[1]];
    act(() =>
      feed.onMessage({
        type: 'agent_location',
        agent: 1,
        location_latitude: 0.4,
        location_longitude: 32.5,
        location_address: 'Wandegeya',
        location_updated_at: new Date().toISOString(),
      }),
    );
    await waitFor(() => expect(screen.getByTestId('online-agents-stale-count')).toHaveTextContent('0 stale'));
    await waitFor(() => expect(screen.queryByTestId('online-agent-1')).not.toBeInTheDocument());
    fireEvent.click(screen.getByRole('switch', { name: 'Only stale agents' }));
    expect(await screen.findByTestId('online-agent-seen-1')).toHaveTextContent(/^$/);
    expect(within(screen.getByTestId('fake-map')).getAllByRole('listitem')[0]).toHaveAttribute(
      'data-stale',
      'false',
    );
  });
});
