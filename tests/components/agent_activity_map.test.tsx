import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { testDataProvider, type DataProvider } from 'react-admin';
import { DEMO, fakeAuthProvider, renderWithAdmin } from './helpers';
import { ActivityTrackerPage } from '../../src/pages/agent_activity_map/ActivityTrackerPage';
import HubActivityPage from '../../src/pages/hub_agent_activity_map/HubActivityPage';
import type { RoutePoint } from '../../src/pages/agent_activity_map/route';
import { formatDate } from '../../contract/dates';
import { wire } from './wire';

// Leaflet does not run in jsdom: the lazily loaded map shows the numbers it was given.
vi.mock('../../src/pages/agent_activity_map/ActivityMap', () => ({
  default: ({ points }: { points: RoutePoint[] }) => (
    <div data-testid="map-mock">{points.map((p) => `${p.number}:${p.activity_name}`).join('|')}</div>
  ),
}));

const AGENTS = [
  { id: 7, first_name: 'Alice', second_name: 'Nakato', FullName: 'Alice Nakato', agent_code: 'AG0007' },
  { id: 9, first_name: 'Brian', second_name: 'Okello', FullName: 'Brian Okello', agent_code: 'AG0009' },
];

const at = (h: number, m = 0) => new Date(2024, 4, 14, h, m).toISOString();

function provider(customQuery: ReturnType<typeof vi.fn>) {
  const getList = vi.fn(async (_resource: string, params: { filter?: { q?: string } }) => {
    const q = (params.filter?.q ?? '').toLowerCase();
    const data = AGENTS.filter((a) => a.FullName.toLowerCase().includes(q));
    return { data, total: data.length };
  });
  const getMany = vi.fn(async (_resource: string, params: { ids: unknown[] }) => ({
    data: AGENTS.filter((a) => params.ids.map(String).includes(String(a.id))),
  }));
  return {
    dataProvider: {
      ...testDataProvider({ getList, getMany } as unknown as Partial<DataProvider>),
      ...wire({ customQuery }),
    },
    getList,
  };
}

async function chooseAgent(name: string) {
  const box = await screen.findByRole('combobox', { name: /agent/i });
  fireEvent.mouseDown(box);
  fireEvent.click(await screen.findByRole('option', { name: name }));
}

const searchButton = () => screen.getByRole('button', { name: 'Search Activities' });

afterEach(() => {
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

describe('Agent Activity Tracker', () => {
  it('shows the prompt before a search and asks for an agent', async () => {
    const customQuery = vi.fn();
    const { dataProvider } = provider(customQuery);
    renderWithAdmin(<ActivityTrackerPage />, { dataProvider });
    expect(
      await screen.findByText('Select an agent and date to view their activity tracking'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Agent Activity Tracker' })).toBeInTheDocument();
    // today is the default date
    expect(screen.getByDisplayValue(formatDate(new Date()))).toBeInTheDocument();

    fireEvent.click(searchButton());
    expect(await screen.findByText('Please select an agent')).toBeInTheDocument();
    expect(customQuery).not.toHaveBeenCalled();
  });

  it('asks for a date when the date is cleared', async () => {
    const customQuery = vi.fn();
    const { dataProvider } = provider(customQuery);
    renderWithAdmin(<ActivityTrackerPage />, { dataProvider });
    await chooseAgent('Alice Nakato (AG0007)');
    const date = screen.getByDisplayValue(formatDate(new Date()));
    fireEvent.change(date, { target: { value: '' } });
    fireEvent.click(searchButton());
    expect(await screen.findByText('Please select a date')).toBeInTheDocument();
    expect(customQuery).not.toHaveBeenCalled();
  });

  it("the hub shell's tracker says 'Agent account missing' and 'Date missing' (administration.md 5)", async () => {
    const customQuery = vi.fn();
    const { dataProvider } = provider(customQuery);
    const hub = { dataProvider, authProvider: fakeAuthProvider(DEMO.hubcoordinator) };
    const first = renderWithAdmin(<HubActivityPage />, hub);
    expect(await screen.findByRole('heading', { name: 'Hub Agent Activity Tracking' })).toBeInTheDocument();
    fireEvent.click(searchButton());
    expect(await screen.findByText('Agent account missing')).toBeInTheDocument();
    expect(screen.queryByText('Please select an agent')).not.toBeInTheDocument();
    first.unmount();

    renderWithAdmin(<HubActivityPage />, hub);
    await chooseAgent('Alice Nakato (AG0007)');
    fireEvent.change(screen.getByDisplayValue(formatDate(new Date())), { target: { value: '' } });
    fireEvent.click(searchButton());
    expect(await screen.findByText('Date missing')).toBeInTheDocument();
    expect(screen.queryByText('Please select a date')).not.toBeInTheDocument();
    expect(customQuery).not.toHaveBeenCalled();
  });

  it('searches the agent server-side and draws the day’s points in time order, numbered', async () => {
    const customQuery = vi.fn(async () => ({
      report: JSON.stringify([
        { id: 3, lat: 0.36, lng: 32.6, activity_name: 'Delivered samples', timestamp: at(16, 5) },
        { id: 1, lat: 0.34, lng: 32.58, activity_name: 'Logged in', timestamp: at(7, 15) },
        { id: 4, lat: 'n/a', lng: 32.6, activity_name: 'Broken GPS', timestamp: at(12) },
        { id: 2, lat: 0.35, lng: 32.59, activity_name: 'Picked up samples', timestamp: at(11, 30) },
      ]),
    }));
    const { dataProvider, getList } = provider(customQuery);
    renderWithAdmin(<ActivityTrackerPage />, { dataProvider });

    const box = await screen.findByRole('combobox', { name: /agent/i });
    fireEvent.change(box, { target: { value: 'bri' } });
    await waitFor(() =>
      expect(getList).toHaveBeenCalledWith(
        'deliveryagents',
        expect.objectContaining({ filter: expect.objectContaining({ q: 'bri' }) }),
      ),
    );
    fireEvent.click(await screen.findByRole('option', { name: 'Brian Okello (AG0009)' }));
    fireEvent.click(searchButton());

    await waitFor(() =>
      expect(customQuery).toHaveBeenCalledWith('getagent_dayactivities', {
        date: formatDate(new Date()),
        selected_acccount: 9,
      }),
    );
    expect(await screen.findByTestId('map-mock')).toHaveTextContent(
      '1:Logged in|2:Picked up samples|3:Delivered samples',
    );
    const rows = screen.getAllByTestId('activity-point');
    expect(rows.map((r) => within(r).getByTestId('activity-point-number').textContent)).toEqual([
      '1',
      '2',
      '3',
    ]);
    expect(within(rows[0]).getByText('Logged in')).toBeInTheDocument();
    expect(within(rows[0]).getByText('07:15:00')).toBeInTheDocument();
    expect(screen.getByTestId('activity-summary-count')).toHaveTextContent(
      `3 points recorded on ${formatDate(new Date())}`,
    );
    expect(screen.getByText('First activity: 07:15:00')).toBeInTheDocument();
    expect(screen.getByText('Last activity: 16:05:00')).toBeInTheDocument();
    expect(screen.getByText('1 point without valid coordinates is not shown')).toBeInTheDocument();
    expect(screen.queryByText('Broken GPS')).not.toBeInTheDocument();
  });

  it('says so when the agent has no activities on the chosen date', async () => {
    const customQuery = vi.fn(async () => ({ report: '[]' }));
    const { dataProvider } = provider(customQuery);
    renderWithAdmin(<ActivityTrackerPage />, { dataProvider });
    await chooseAgent('Alice Nakato (AG0007)');
    fireEvent.change(screen.getByTestId('date-input-date'), { target: { value: '14/05/2024' } });
    fireEvent.click(searchButton());
    expect(await screen.findByText('No activities found for the selected date')).toBeInTheDocument();
    expect(customQuery).toHaveBeenCalledWith('getagent_dayactivities', {
      date: '14/05/2024',
      selected_acccount: 7,
    });
    expect(screen.queryByTestId('map-mock')).not.toBeInTheDocument();
    expect(
      screen.queryByText('Select an agent and date to view their activity tracking'),
    ).not.toBeInTheDocument();
  });

  it('shows the failure message when the call fails', async () => {
    const customQuery = vi.fn(async () => {
      throw new Error('You do not have permission to perform this action.');
    });
    const { dataProvider } = provider(customQuery);
    renderWithAdmin(<ActivityTrackerPage />, { dataProvider });
    await chooseAgent('Alice Nakato (AG0007)');
    fireEvent.click(searchButton());
    expect(await screen.findByText('Failed to load agent activities')).toBeInTheDocument();
    expect(screen.queryByTestId('map-mock')).not.toBeInTheDocument();
  });
});

describe('Activity map (Leaflet in jsdom)', () => {
  it('draws numbered points, a dashed route and one arrow per segment', async () => {
    const { default: ActivityMap } = await vi.importActual<
      typeof import('../../src/pages/agent_activity_map/ActivityMap')
    >('../../src/pages/agent_activity_map/ActivityMap');
    const { buildRoute } = await import('../../src/pages/agent_activity_map/route');
    const route = buildRoute([
      { id: 2, lat: 0.35, lng: 32.59, activity_name: 'Picked up samples', timestamp: at(11, 30) },
      { id: 1, lat: 0.34, lng: 32.58, activity_name: 'Logged in', timestamp: at(7, 15) },
      { id: 3, lat: 0.36, lng: 32.6, activity_name: 'Delivered samples', timestamp: at(16, 5) },
    ]);
    const { container } = renderWithAdmin(<ActivityMap points={route} />);
    await waitFor(() => expect(container.querySelectorAll('.activity-point-icon')).toHaveLength(3));
    const numbers = [...container.querySelectorAll('.activity-point-icon')].map((el) => el.textContent);
    expect(numbers).toEqual(['1', '2', '3']);
    expect(container.querySelectorAll('.activity-arrow-icon')).toHaveLength(2);
    const line = container.querySelector('path.leaflet-interactive');
    expect(line).not.toBeNull();
    expect(line!.getAttribute('stroke-dasharray')).toBe('8 8');
    expect(screen.getByTitle('Point 1: Logged in')).toBeInTheDocument();
  });
});
