import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError, testDataProvider, type DataProvider } from 'react-admin';
import { FacilityVisitList } from '../../src/resources/facility_visits/FacilityVisitList';
import type { FacilityVisit } from '../../contract/facilityVisits';
import { renderWithNotifications } from './helpers';

const HUBS = [
  { id: 1, name: 'Kampala Main Hub' },
  { id: 2, name: 'Gulu North Hub' },
];
const CENTRES = [
  { id: 11, name: 'Mulago Health Centre' },
  { id: 12, name: 'Lacor Health Centre' },
];

function visit(
  id: number,
  agent: [number, string, string],
  facility_type: string,
  facility: { hc?: number; hub?: number },
  visit_date: string,
  visit_notes: string | null = null,
): FacilityVisit {
  const hc = CENTRES.find((c) => c.id === facility.hc);
  const hub = HUBS.find((h) => h.id === facility.hub);
  return {
    id,
    agent: agent[0],
    agent_name: agent[1],
    agent_code: agent[2],
    facility_type,
    health_center: hc?.id ?? null,
    health_center_name: hc?.name ?? null,
    collection_hub: hub?.id ?? null,
    collection_hub_name: hub?.name ?? null,
    addres: `${hc?.name ?? hub?.name}, Uganda`,
    location_latitude: 0.3,
    location_longitude: 32.5,
    visit_date,
    visit_time: '09:30:00',
    visit_notes,
  };
}

const ALICE: [number, string, string] = [1, 'Alice Nakato', 'AG0001'];
const DENIS: [number, string, string] = [4, 'Denis Opio', 'AG0004'];
const ESTHER: [number, string, string] = [5, 'Esther Auma', 'AG0005'];
const AGENTS = [ALICE, DENIS, ESTHER].map(([id, FullName, agent_code]) => ({ id, FullName, agent_code }));

// Today is Sunday 19 May 2024: this week runs Monday 13 to Sunday 19.
const TODAY = new Date(2024, 4, 19, 15, 0);
const VISITS: FacilityVisit[] = [
  visit(1, ALICE, 'Healthcenter', { hc: 11 }, '2024-05-19', 'Collected samples'),
  visit(2, ALICE, 'Hub', { hub: 1 }, '2024-05-19'),
  visit(3, DENIS, 'collection_hub', { hub: 2 }, '2024-05-13', 'Dropped off supplies'),
  visit(4, DENIS, 'Health center', { hc: 12 }, '2024-05-12'),
  visit(5, ESTHER, 'Collection Hub', { hub: 2 }, '2024-05-02', 'Routine visit'),
  visit(6, ESTHER, 'health_center', { hc: 11 }, '2024-05-15'),
];

function provider(overrides: Partial<DataProvider> = {}) {
  return testDataProvider({
    getList: (async (resource: string) => {
      if (resource === 'collectionhubs') return { data: HUBS, total: HUBS.length };
      if (resource === 'healthcenters') return { data: CENTRES, total: CENTRES.length };
      // the agent filter searches the agents on the server
      if (resource === 'deliveryagents') return { data: AGENTS, total: AGENTS.length };
      return { data: VISITS, total: VISITS.length };
    }) as DataProvider['getList'],
    ...overrides,
  });
}

function renderList(dataProvider: DataProvider = provider()) {
  return renderWithNotifications(<FacilityVisitList today={TODAY} />, { dataProvider });
}

/** The number shown on a counter card. */
const counter = (name: string) => {
  const card = screen.getByRole('group', { name });
  return within(card).getAllByRole('paragraph')[1];
};

async function choose(label: RegExp, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

/** The facility column of the table body, row by row. */
function facilitiesShown(): string[] {
  const rows = within(screen.getAllByRole('rowgroup')[1]).getAllByRole('row');
  return rows.map((row) => within(row).getAllByRole('cell')[2].textContent ?? '');
}

const TYPE = /^Facility Type/;
const FACILITY = /^Facility(?! Type)/;

describe('/facility_visits/', () => {
  it('shows the six counters over all visits (week from Monday, today)', async () => {
    renderList();
    await screen.findByText('Lacor Health Centre');
    expect(counter('Total Visits')).toHaveTextContent(/^6$/);
    expect(counter('Unique Agents')).toHaveTextContent(/^3$/);
    expect(counter('Health Centre Visits')).toHaveTextContent(/^3$/);
    expect(counter('Collection Hub Visits')).toHaveTextContent(/^3$/);
    expect(counter('Today')).toHaveTextContent(/^2$/);
    expect(counter('This Week')).toHaveTextContent(/^4$/);
  });

  it('shows agent name and code, the folded type, the facility, DD/MM/YYYY dates', async () => {
    renderList();
    const row = (await screen.findByText('Lacor Health Centre')).closest('tr')!;
    expect(within(row).getByText('Denis Opio')).toBeInTheDocument();
    expect(within(row).getByText('AG0004')).toBeInTheDocument();
    expect(within(row).getByText('Health Centre')).toBeInTheDocument();
    expect(within(row).getByText('12/05/2024')).toBeInTheDocument();
    expect(within(row).getByText('09:30:00')).toBeInTheDocument();
  });

  it('keeps the facility filter disabled until a type is chosen, and clears it when the type changes', async () => {
    renderList();
    await screen.findByText('Lacor Health Centre');
    expect(screen.getByRole('combobox', { name: FACILITY })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText('Choose a facility type first')).toBeInTheDocument();

    // every hub spelling counts as a hub
    await choose(TYPE, 'Collection Hub');
    await waitFor(() => expect(facilitiesShown()).toHaveLength(3));
    expect(new Set(facilitiesShown())).toEqual(new Set(['Kampala Main Hub', 'Gulu North Hub']));
    expect(screen.getByRole('combobox', { name: FACILITY })).not.toHaveAttribute('aria-disabled');

    await choose(FACILITY, 'Gulu North Hub');
    await waitFor(() => expect(facilitiesShown()).toEqual(['Gulu North Hub', 'Gulu North Hub']));
    // the facility filter is a searchable picker: its input holds the chosen name
    expect(screen.getByRole('combobox', { name: FACILITY })).toHaveValue('Gulu North Hub');

    // a new type clears the facility and offers health centres
    await choose(TYPE, 'Health Centre');
    expect(screen.getByRole('combobox', { name: FACILITY })).not.toHaveValue('Gulu North Hub');
    await waitFor(() => expect(facilitiesShown()).toHaveLength(3));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: FACILITY }));
    expect(await screen.findByRole('option', { name: 'Lacor Health Centre' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Gulu North Hub' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('option', { name: 'Lacor Health Centre' }));
    await waitFor(() => expect(facilitiesShown()).toEqual(['Lacor Health Centre']));

    // counters stay over all visits
    expect(counter('Total Visits')).toHaveTextContent(/^6$/);

    fireEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    await waitFor(() => expect(facilitiesShown()).toHaveLength(6));
    expect(screen.getByRole('combobox', { name: FACILITY })).toHaveAttribute('aria-disabled', 'true');
  });

  it('searches agent, facility and notes, and filters by agent', async () => {
    renderList();
    await screen.findByText('Lacor Health Centre');
    const search = screen.getByRole('searchbox', { name: 'Search agent, facility or notes' });
    fireEvent.change(search, { target: { value: 'supplies' } });
    await waitFor(() => expect(facilitiesShown()).toEqual(['Gulu North Hub']));
    fireEvent.change(search, { target: { value: 'mulago' } });
    await waitFor(() => expect(facilitiesShown()).toEqual(['Mulago Health Centre', 'Mulago Health Centre']));
    fireEvent.change(search, { target: { value: '' } });
    await choose(/^Agent/, 'Esther Auma (AG0005)');
    // the filters apply a moment after the last change (the search's 'mulago' rows are still shown meanwhile)
    await waitFor(() =>
      expect(new Set(facilitiesShown())).toEqual(new Set(['Gulu North Hub', 'Mulago Health Centre'])),
    );
    expect(facilitiesShown()).toHaveLength(2);
  });

  it('shows 10 visits per page', async () => {
    const many = Array.from({ length: 13 }, (_, i) => ({ ...VISITS[i % 6], id: i + 1 }));
    renderList(
      provider({ getList: (async () => ({ data: many, total: many.length })) as DataProvider['getList'] }),
    );
    await waitFor(() => expect(facilitiesShown()).toHaveLength(10));
    expect(screen.getByText('1-10 of 13')).toBeInTheDocument();
  });

  it("deletes a visit after confirming: 'Visit deleted successfully'", async () => {
    let rows = [...VISITS];
    const remove = vi.fn(async (_r: string, { id }: { id: number }) => {
      rows = rows.filter((r) => r.id !== id);
      return { data: { id } };
    });
    const getList = (async (resource: string) => {
      if (resource !== 'facility_visits') return { data: [], total: 0 };
      return { data: rows, total: rows.length };
    }) as DataProvider['getList'];
    renderList(provider({ delete: remove as never, getList }));
    const row = (await screen.findByText('Lacor Health Centre')).closest('tr')!;
    fireEvent.click(await within(row).findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Delete this visit?');
    expect(dialog).toHaveTextContent('Denis Opio');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Visit deleted successfully')).toBeInTheDocument();
    expect(remove).toHaveBeenCalledTimes(1);
    expect(remove.mock.calls[0][0]).toBe('facility_visits');
    expect(remove.mock.calls[0][1].id).toBe(4);
    await waitFor(() => expect(facilitiesShown()).toHaveLength(5));
    expect(screen.queryByText('Lacor Health Centre')).not.toBeInTheDocument();
    expect(counter('Total Visits')).toHaveTextContent(/^5$/);
  });

  it("says 'Failed to delete visit' when the server refuses", async () => {
    const remove = vi.fn(async () => {
      throw new HttpError('You do not have permission to perform this action.', 403, {});
    });
    renderList(provider({ delete: remove as never }));
    const row = (await screen.findByText('Lacor Health Centre')).closest('tr')!;
    fireEvent.click(await within(row).findByRole('button', { name: 'Delete' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Failed to delete visit')).toBeInTheDocument();
    expect(screen.queryByText('Visit deleted successfully')).not.toBeInTheDocument();
  });
});
