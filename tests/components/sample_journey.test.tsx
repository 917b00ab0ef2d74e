import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { testDataProvider } from 'react-admin';
import { wire } from './wire';
import { fakePrintWindow, renderWithAdmin } from './helpers';
import { SampleJourneyPage } from '../../src/pages/sample_journey/SampleJourneyPage';
import type { Journey } from '../../src/pages/sample_journey/journey';
import type { RoutePoint } from '../../src/pages/agent_activity_map/route';
import { formatDateTime } from '../../contract/dates';

// Leaflet does not run in jsdom (and tests must not need tiles): the lazily loaded map shows its route.
vi.mock('../../src/pages/agent_activity_map/ActivityMap', () => ({
  default: ({ points }: { points: RoutePoint[] }) => (
    <div data-testid="map-mock">
      {points.map((p) => `${p.number}:${p.activity_name}@${p.lat},${p.lng}`).join('|')}
    </div>
  ),
}));

const JOURNEY: Journey = {
  barcode: 'CH-J1A',
  barcode_type: 'child',
  item_name: 'Blood',
  repackaged: true,
  reason_for_repackage: 'Leaking tube',
  parents: ['BATCH-J1'],
  children: [],
  deliveries: ['DN-J1'],
  discrepancy: true,
  events: [
    {
      type: 'picked_up',
      at: '2026-03-02T08:10:00.000Z',
      who: 'Alice Nakato',
      place: 'Mulago Health Centre',
      lat: 0.3381,
      lng: 32.5765,
      position: 'agent',
      delivery_number: 'DN-J1',
      note: null,
      codes: null,
    },
    {
      type: 'delivered',
      at: '2026-03-02T09:40:00.000Z',
      who: 'Alice Nakato',
      place: 'Kampala Main Hub',
      lat: null,
      lng: null,
      position: null,
      delivery_number: 'DN-J1',
      note: null,
      codes: null,
    },
    {
      type: 'received',
      at: '2026-03-02T10:00:00.000Z',
      who: 'hubcoordinator',
      place: 'Kampala Main Hub',
      lat: 0.3136,
      lng: 32.5811,
      position: 'place',
      delivery_number: 'DN-J1',
      note: 'Cool box sealed',
      codes: ['CH-J1B'],
    },
    {
      type: 'lims_rejected',
      at: '2026-03-02T12:00:00.000Z',
      who: 'admin',
      place: null,
      lat: null,
      lng: null,
      position: null,
      delivery_number: 'DN-J1',
      note: 'Haemolysed',
      codes: null,
    },
  ],
};

afterEach(() => vi.restoreAllMocks());

describe('Sample journey page', () => {
  it('shows the timeline oldest first, the route between positioned events and the links', async () => {
    const customQuery = vi.fn(async () => JOURNEY);
    renderWithAdmin(<SampleJourneyPage barcode="CH-J1A" />, {
      dataProvider: { ...testDataProvider(), ...wire({ customQuery }) } as never,
    });
    const timeline = await screen.findByTestId('journey-timeline');
    expect(customQuery).toHaveBeenCalledWith('sample_journey/CH-J1A', undefined, { method: 'GET' });
    expect(screen.getByRole('heading', { name: 'Sample journey: CH-J1A' })).toBeInTheDocument();
    const items = within(timeline).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      expect.stringContaining(`Picked up — ${formatDateTime(JOURNEY.events[0].at)}`),
      expect.stringContaining(`Delivered — ${formatDateTime(JOURNEY.events[1].at)}`),
      expect.stringContaining(`Received by the coordinator — ${formatDateTime(JOURNEY.events[2].at)}`),
      expect.stringContaining('Rejected by the LIMS'),
    ]);
    expect(items[0]).toHaveTextContent(
      "Alice Nakato · Mulago Health Centre · DN-J1 · Agent's position 0.33810, 32.57650",
    );
    expect(items[2]).toHaveTextContent('Cool box sealed · Codes: CH-J1B');
    expect(items[3]).toHaveTextContent('admin · DN-J1 · Haemolysed');
    // only the positioned events are on the map, numbered like the timeline
    expect(await screen.findByTestId('map-mock')).toHaveTextContent(
      '1:Picked up@0.3381,32.5765|3:Received by the coordinator@0.3136,32.5811',
    );
    // the batch it travelled in is a link to its own journey
    const parent = within(screen.getByTestId('journey-parents')).getByRole('link', { name: 'BATCH-J1' });
    expect(parent.getAttribute('href')).toMatch(/^#?\/sample_journey\/BATCH-J1$/);
    expect(screen.getByText('Repackaged: Leaking tube')).toBeInTheDocument();
    expect(screen.getByTestId('journey-discrepancy')).toHaveTextContent('Receiving discrepancy');
    expect(screen.getByRole('button', { name: /excel/i })).toBeInTheDocument();

    // the print view: the stamp's table numbers the events once (no second number column)
    const written = fakePrintWindow();
    fireEvent.click(screen.getByRole('button', { name: /print/i }));
    await waitFor(() => expect(written).toHaveLength(1));
    const headers = [...written[0].matchAll(/<th>([^<]*)<\/th>/g)].map((m) => m[1]);
    expect(headers).toEqual(['#', 'Event', 'Time', 'Who', 'Place', 'Position', 'Delivery / pickup', 'Note']);
    expect(written[0]).toContain('Haemolysed');
    vi.mocked(window.open).mockRestore();
  });

  it('says so when the server knows no journey for the code', async () => {
    const customQuery = vi.fn(async () => {
      throw new Error('No journey found for this barcode.');
    });
    renderWithAdmin(<SampleJourneyPage barcode="NOPE" />, {
      dataProvider: { ...testDataProvider(), ...wire({ customQuery }) } as never,
    });
    expect(await screen.findByText('No journey found for this barcode.')).toBeInTheDocument();
    expect(screen.queryByTestId('journey-timeline')).toBeNull();
    // what to do: check the code, or search the deliveries
    const state = screen.getByTestId('journey-not-found');
    expect(state).toHaveTextContent('Check the code for a typing or scanning error.');
    const search = within(state).getByRole('link', { name: 'Search deliveries' });
    expect(search.getAttribute('href')).toMatch(/^#?\/deliveries\/$/);
  });

  it('tells a failure of the server apart from an unknown code', async () => {
    const customQuery = vi.fn(async () => {
      throw Object.assign(new Error('Service unavailable'), { status: 503 });
    });
    renderWithAdmin(<SampleJourneyPage barcode="CH-J1A" />, {
      dataProvider: { ...testDataProvider(), ...wire({ customQuery }) } as never,
    });
    const failed = await screen.findByTestId('journey-failed');
    expect(failed).toHaveTextContent('Failed to load the sample journey');
    expect(failed).toHaveTextContent('Service unavailable');
    expect(screen.queryByTestId('journey-not-found')).toBeNull();
  });
});
