import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError, testDataProvider, type DataProvider } from 'react-admin';

// the Excel library writes a file through the browser: keep everything but the download
const xlsx = vi.hoisted(() => ({ files: [] as string[] }));
vi.mock('@e965/xlsx', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@e965/xlsx')>();
  return {
    ...actual,
    writeFile: (_book: unknown, name: string) => {
      xlsx.files.push(name);
    },
  };
});

import { PickupList } from '../../src/resources/pending_pickups/PickupList';
import { PickupFormDialog } from '../../src/resources/pending_pickups/PickupForm';
import { PatientFormDialog } from '../../src/resources/pending_pickups/PatientForm';
import type { PendingPickup } from '../../src/resources/pending_pickups/pickups';
import { DEMO, fakeAuthProvider, fakePrintWindow, renderWithAdmin, renderWithNotifications } from './helpers';

// the machine is shared: give slow renders time
configure({ asyncUtilTimeout: 5000 });

const TODAY = new Date(2025, 5, 15);

function pickup(over: Partial<PendingPickup> = {}): PendingPickup {
  return {
    id: 1,
    pickup_number: 'PK-0001',
    date: '2025-06-14',
    sample: { id: 1, name: 'Blood', priority: 'urgent' },
    sample_name: 'Blood',
    quantity: 2,
    pickup_status: 'pending',
    notes: null,
    source: 'dashboard',
    created_by: 'manager',
    pickup_location_type: 'health_center',
    destination_location_type: 'collection_hub',
    pickup_health_center: 11,
    pickup_collection_hub: null,
    destination_health_center: null,
    destination_collection_hub: 21,
    pickup_notes: null,
    destination_notes: null,
    assigned_delivery_agent: null,
    assigned_rider: null,
    scheduled_pickup_date: null,
    failure_reason: null,
    health_center: null,
    collection_hub: null,
    pickup_from: null,
    pickup_location_display: 'Kawempe HC IV',
    destination_location_display: 'Central Hub',
    assigned_delivery_agent_name: null,
    assigned_rider_name: null,
    time_stamp: '2025-06-14T08:00:00Z',
    assigned_at: null,
    picked_up_at: null,
    delivered_at: null,
    ...over,
  };
}

const REFERENCE: Record<string, Record<string, unknown>[]> = {
  samples: [
    { id: 1, name: 'Blood', priority: 'urgent' },
    { id: 2, name: 'Sputum', priority: 'low' },
  ],
  healthcenters: [
    { id: 11, name: 'Kawempe HC IV' },
    { id: 12, name: 'Kiswa HC III' },
  ],
  collectionhubs: [
    { id: 21, name: 'Central Hub' },
    { id: 22, name: 'Mulago Hub' },
  ],
  deliveryagents: [{ id: 31, FullName: 'John Rider' }],
};

interface FakeOptions {
  pickups?: PendingPickup[];
  patients?: Record<string, unknown>[];
  create?: DataProvider['create'];
  update?: DataProvider['update'];
}

function fakeProvider({ pickups = [pickup()], patients = [], create, update }: FakeOptions = {}) {
  const getList = vi.fn(
    async (
      resource: string,
      params: { filter?: Record<string, unknown>; pagination?: { perPage: number } },
    ) => {
      if (resource === 'pending_pickups')
        return {
          data: pickups,
          total: pickups.length,
          meta: {
            date_range: {
              default_range: false,
              start_date: params.filter?.start_date,
              end_date: params.filter?.end_date,
            },
          },
        };
      if (resource === 'patients') return { data: patients, total: patients.length };
      const rows = REFERENCE[resource] ?? [];
      return { data: rows, total: rows.length };
    },
  );
  const dataProvider = testDataProvider({
    getList: getList as never,
    create:
      create ??
      (vi.fn(async (_r: string, { data }: { data: Record<string, unknown> }) => ({
        data: { ...data, id: 77, pickup_number: 'PK-0077' },
      })) as never),
    update:
      update ??
      (vi.fn(async (_r: string, { id, data }: { id: number; data: Record<string, unknown> }) => ({
        data: { ...data, id },
      })) as never),
    delete: vi.fn(async (_r: string, { id }: { id: number }) => ({ data: { id } })) as never,
  });
  return { dataProvider, getList };
}

/** The Create New Pickup form, open over a fake provider whose create is spied on. */
async function openNewPickup() {
  const { dataProvider } = fakeProvider();
  const create = vi.spyOn(dataProvider, 'create');
  renderWithAdmin(<PickupFormDialog open onClose={vi.fn()} defaultDate="2025-06-15" />, { dataProvider });
  await screen.findByRole('dialog', { name: 'Create New Pickup' });
  return create;
}

/** The new-patient form of pickup PK-0077, open over a fake provider whose create is spied on. */
async function openNewPatient() {
  const { dataProvider } = fakeProvider();
  const create = vi.spyOn(dataProvider, 'create');
  renderWithAdmin(
    <PatientFormDialog open pickup={{ id: 77, pickup_number: 'PK-0077' }} onClose={vi.fn()} />,
    {
      dataProvider,
    },
  );
  await screen.findByRole('dialog', { name: 'Patient details for pickup PK-0077' });
  return create;
}

async function choose(label: RegExp, option: string) {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

async function autocomplete(label: RegExp, typed: string, option: string) {
  const input = await screen.findByRole('combobox', { name: label });
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: typed } });
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

/** The pickups list of TODAY with the notices it shows, as the demo manager. */
const renderListWithNotices = (dataProvider: DataProvider) =>
  renderWithNotifications(<PickupList today={TODAY} />, { dataProvider });

/** A pickup that failed: the form shows why. */
const FAILED = pickup({ pickup_status: 'failed', failure_reason: 'No sample' });

/** Patient Nakato Sarah, a Ugandan teacher born 03/02/1991: the fields her form shows. */
const NAKATO_FIELDS = {
  names: 'Nakato Sarah',
  date_of_birth: '1991-02-03',
  age: 34,
  nationality: 'Ugandan',
  sex: 'Female',
  occupation: 'Teacher',
};
/** Nakato Sarah already saved (id 5). */
const NAKATO = { id: 5, ...NAKATO_FIELDS };

describe('pending pickups list', { timeout: 90_000 }, () => {
  it('shows the status labels, the priority legend and the echoed range; a manager gets the solid create button, Edit and Delete', async () => {
    const { dataProvider, getList } = fakeProvider({
      pickups: [
        pickup(),
        pickup({
          id: 2,
          pickup_number: 'PK-0002',
          pickup_status: 'in_transit_to_destination',
          sample: { id: 2, name: 'Sputum', priority: 'low' },
        }),
        pickup({ id: 3, pickup_number: 'PK-0003', pickup_status: 'at_pickup_location' }),
      ],
    });
    renderWithAdmin(<PickupList today={TODAY} />, {
      dataProvider,
      authProvider: fakeAuthProvider(DEMO.manager),
    });
    const row = (await screen.findByText('PK-0001')).closest('tr')!;
    expect(within(row).getByText('Pending Assignment')).toBeInTheDocument();
    expect(within(row).getByText('URGENT')).toBeInTheDocument();
    expect(within(row).getByText('Kawempe HC IV')).toBeInTheDocument();
    expect(screen.getByText('En Route to Destination')).toBeInTheDocument();
    expect(screen.getByText('At Pickup Location')).toBeInTheDocument();
    const legend = screen.getByLabelText('legend');
    for (const p of ['LOW', 'NORMAL', 'HIGH', 'URGENT', 'EMERGENCY'])
      expect(within(legend).getByText(p)).toBeInTheDocument();
    // the last 7 days are asked by default and the server's range is shown
    expect(getList.mock.calls.find((c) => c[0] === 'pending_pickups')?.[1].filter).toMatchObject({
      start_date: '2025-06-08',
      end_date: '2025-06-15',
    });
    expect(await screen.findByText('Showing pickups from 08/06/2025 to 15/06/2025')).toBeInTheDocument();

    const create = screen.getByRole('button', { name: 'Create New Pickup' });
    expect(create).toHaveClass('MuiButton-contained');
    expect(within(row).getByRole('button', { name: 'View' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(await within(row).findByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });

  it('the search box follows Back: the search applied before comes back into the box', async () => {
    window.history.replaceState(null, '', '/');
    const { dataProvider } = fakeProvider();
    renderWithAdmin(<PickupList today={TODAY} />, {
      dataProvider,
      authProvider: fakeAuthProvider(DEMO.manager),
    });
    await screen.findByText('PK-0001');
    const box = screen.getByRole('searchbox', { name: 'Search' });
    const address = () => decodeURIComponent(window.location.href);
    fireEvent.change(box, { target: { value: 'gulu' } });
    await waitFor(() => expect(address()).toContain('"q":"gulu"'));
    fireEvent.change(box, { target: { value: 'lira' } });
    await waitFor(() => expect(address()).toContain('"q":"lira"'));
    window.history.back();
    await waitFor(() => expect(address()).toContain('"q":"gulu"'));
    await waitFor(() => expect(box).toHaveValue('gulu'));
  });

  it('the 30-day preset asks the server for the last 30 days', async () => {
    const { dataProvider, getList } = fakeProvider();
    renderWithAdmin(<PickupList today={TODAY} />, { dataProvider });
    await screen.findByText('PK-0001');
    // the presets are folded behind 'More filters'
    fireEvent.click(screen.getByRole('button', { name: 'More filters' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Last 30 days' }));
    await waitFor(() =>
      expect(
        getList.mock.calls.some(
          (c) =>
            c[0] === 'pending_pickups' &&
            c[1].filter?.start_date === '2025-05-16' &&
            c[1].filter?.end_date === '2025-06-15',
        ),
      ).toBe(true),
    );
    expect(await screen.findByText('Showing pickups from 16/05/2025 to 15/06/2025')).toBeInTheDocument();
  });

  it("needs both dates: 'Please select a valid date range'", async () => {
    const { dataProvider, getList } = fakeProvider();
    renderListWithNotices(dataProvider);
    await screen.findByText('PK-0001');
    expect(screen.queryByText('Please select a valid date range')).toBeNull();
    const calls = getList.mock.calls.filter((c) => c[0] === 'pending_pickups').length;
    const from = screen.getByRole('group', { name: 'From' }).parentElement!.querySelector('input')!;
    fireEvent.change(from, { target: { value: '' } });
    expect(await screen.findByText('Please select a valid date range')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findAllByText('Please select a valid date range')).toHaveLength(2);
    // the list keeps the last valid range
    expect(getList.mock.calls.filter((c) => c[0] === 'pending_pickups').length).toBe(calls);
    expect(screen.getByText('Showing pickups from 08/06/2025 to 15/06/2025')).toBeInTheDocument();
  });

  it('staff sees View only and a dashed Create button that still opens the create modal', async () => {
    const { dataProvider } = fakeProvider();
    renderWithAdmin(<PickupList today={TODAY} />, {
      dataProvider,
      authProvider: fakeAuthProvider(DEMO.staff),
    });
    const row = (await screen.findByText('PK-0001')).closest('tr')!;
    expect(within(row).getByRole('button', { name: 'View' })).toBeInTheDocument();
    const create = await screen.findByRole('button', { name: 'Create' });
    expect(create).toHaveAttribute('data-variant', 'dashed');
    expect(create).not.toHaveClass('MuiButton-contained');
    expect(screen.queryByRole('button', { name: 'Create New Pickup' })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();

    fireEvent.click(create);
    expect(await screen.findByRole('dialog', { name: 'Create New Pickup' })).toBeInTheDocument();
  });

  it('View shows every field and the patients of the pickup', async () => {
    const { dataProvider, getList } = fakeProvider({
      pickups: [
        pickup({
          pickup_status: 'failed',
          failure_reason: 'Sample spilled',
          assigned_delivery_agent_name: 'John Rider',
          assigned_rider_name: 'John Rider',
          pickup_notes: 'Ask for the lab in-charge',
        }),
      ],
      patients: [
        {
          id: 5,
          names: 'Nakato Sarah',
          sex: 'Female',
          age: 34,
          date_of_birth: '1991-02-03',
          nationality: 'Ugandan',
          phone_number: '0700000001',
          patient_opd_ipd_number: 'OPD-77',
          lab_generated_number: 'CHI123',
        },
      ],
    });
    renderWithAdmin(<PickupList today={TODAY} />, {
      dataProvider,
      authProvider: fakeAuthProvider(DEMO.staff),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'View' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pickup PK-0001' });
    for (const text of [
      'Sample spilled',
      'Ask for the lab in-charge',
      'Kawempe HC IV',
      'Central Hub',
      'Failed',
      'URGENT',
      '14/06/2025',
      'Dashboard',
      'manager',
    ])
      expect(within(dialog).getAllByText(text).length).toBeGreaterThan(0);
    expect(within(dialog).getAllByText('John Rider')).toHaveLength(2);
    expect(await within(dialog).findByText('Nakato Sarah')).toBeInTheDocument();
    expect(within(dialog).getByText('OPD-77')).toBeInTheDocument();
    expect(within(dialog).getByText('03/02/1991')).toBeInTheDocument();
    expect(getList.mock.calls.find((c) => c[0] === 'patients')?.[1].filter).toEqual({
      pending_sample_pickup: 1,
    });
  });

  it('exports every row to Pending_Sample_Pickups_{timestamp}.xlsx', async () => {
    xlsx.files = [];
    const { dataProvider } = fakeProvider();
    renderListWithNotices(dataProvider);
    await screen.findByText('PK-0001');
    fireEvent.click(screen.getByRole('button', { name: 'Excel' }));
    await waitFor(() => expect(xlsx.files).toHaveLength(1));
    expect(xlsx.files[0]).toMatch(/^Pending_Sample_Pickups_\d{8}_\d{6}\.xlsx$/);
    expect(await screen.findByText(`Excel file exported successfully: ${xlsx.files[0]}`)).toBeInTheDocument();
  });

  it('prints every pickup of the range in a stamped print view', async () => {
    const written = fakePrintWindow();
    const { dataProvider } = fakeProvider();
    renderListWithNotices(dataProvider);
    await screen.findByText('PK-0001');
    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    await waitFor(() => expect(written).toHaveLength(1));
    expect(written[0]).toContain('PK-0001');
    vi.mocked(window.open).mockRestore();
  });

  it("warns 'No data available to export' when the range has no pickups", async () => {
    xlsx.files = [];
    const { dataProvider } = fakeProvider({ pickups: [] });
    renderListWithNotices(dataProvider);
    expect(
      await screen.findByText(
        'No pickups in this date range. Choose another range. To add a pickup, press Create.',
      ),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Excel' }));
    expect(await screen.findByText('No data available to export')).toBeInTheDocument();
    expect(xlsx.files).toHaveLength(0);
  });

  it('after a create the patient form opens for the new pickup about a second later', async () => {
    const { dataProvider } = fakeProvider();
    renderListWithNotices(dataProvider);
    fireEvent.click(await screen.findByRole('button', { name: 'Create New Pickup' }));
    await screen.findByRole('dialog', { name: 'Create New Pickup' });
    await choose(/Sample Type/, 'Blood');
    await autocomplete(/Pickup Health Center/, 'Kaw', 'Kawempe HC IV');
    await autocomplete(/Destination Collection Hub/, 'Cen', 'Central Hub');
    save();
    expect(await screen.findByText('Pending pickup created successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create New Pickup' })).toBeNull());
    expect(
      await screen.findByRole('dialog', { name: 'Patient details for pickup PK-0077' }, { timeout: 3000 }),
    ).toBeInTheDocument();
  });
});

describe('pickup form', { timeout: 90_000 }, () => {
  // the same steps per case: a quantity, the location types chosen, Save; what the form says and what it does not
  for (const { title, quantity, locationTypes, said, notSaid } of [
    {
      title: 'create: sample, quantity and the facilities of the default location types are required',
      quantity: '',
      locationTypes: [] as [RegExp, string][],
      said: [
        'Please select sample type',
        'Please enter quantity',
        'Please select pickup health center',
        'Please select destination collection hub',
      ],
      notSaid: ['Please select pickup date'],
    },
    {
      title: 'create: the facility asked follows the location type; quantity is at least 1',
      quantity: '0',
      locationTypes: [
        [/Pickup Location Type/, 'Collection Hub'],
        [/Destination Location Type/, 'Health Center'],
      ] as [RegExp, string][],
      said: [
        'Please select pickup collection hub',
        'Please select destination health center',
        'Quantity must be at least 1',
      ],
      notSaid: ['Please select pickup health center', 'Please select destination collection hub'],
    },
  ])
    it(title, async () => {
      const create = await openNewPickup();
      fireEvent.change(screen.getByRole('spinbutton', { name: /Quantity/ }), { target: { value: quantity } });
      for (const [label, option] of locationTypes) await choose(label, option);
      save();
      expect(await screen.findByText(said[0])).toBeInTheDocument();
      for (const text of said.slice(1)) expect(screen.getByText(text)).toBeInTheDocument();
      for (const text of notSaid) expect(screen.queryByText(text)).toBeNull();
      expect(create).not.toHaveBeenCalled();
    });

  it('create: a quantity that is not a whole number, or beyond what the server stores, is said under the field', async () => {
    const create = await openNewPickup();
    const quantity = screen.getByRole('spinbutton', { name: /Quantity/ });
    fireEvent.change(quantity, { target: { value: '2.5' } });
    save();
    expect(await screen.findByText('Enter a whole number')).toBeInTheDocument();
    fireEvent.change(quantity, { target: { value: '99999999999' } });
    expect(await screen.findByText('Must be at most 2147483647')).toBeInTheDocument();
    expect(screen.queryByText('Enter a whole number')).toBeNull();
    expect(create).not.toHaveBeenCalled();
  });

  it('edit: date and both location types are required', async () => {
    const { dataProvider } = fakeProvider();
    const update = vi.spyOn(dataProvider, 'update');
    const empty = pickup({
      date: '',
      pickup_location_type: null as never,
      destination_location_type: null as never,
    });
    renderWithAdmin(<PickupFormDialog open record={empty} onClose={vi.fn()} />, { dataProvider });
    await screen.findByRole('dialog', { name: 'Edit Pickup PK-0001' });
    save();
    expect(await screen.findByText('Please select pickup date')).toBeInTheDocument();
    expect(screen.getByText('Please select pickup location type')).toBeInTheDocument();
    expect(screen.getByText('Please select destination location type')).toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();
  });

  it('create offers pending (default), assigned and cancelled; edit offers all nine statuses', async () => {
    const { dataProvider } = fakeProvider();
    const { unmount } = renderWithAdmin(<PickupFormDialog open onClose={vi.fn()} />, { dataProvider });
    const status = await screen.findByRole('combobox', { name: /Status/ });
    expect(status).toHaveTextContent('Pending Assignment');
    fireEvent.mouseDown(status);
    const createOptions = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(createOptions).toEqual(['Pending Assignment', 'Assigned to Agent', 'Cancelled']);
    unmount();

    renderWithAdmin(<PickupFormDialog open record={pickup()} onClose={vi.fn()} />, { dataProvider });
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: /Status/ }));
    const editOptions = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(editOptions).toEqual([
      'Pending Assignment',
      'Assigned to Agent',
      'En Route to Pickup',
      'At Pickup Location',
      'Picked Up',
      'En Route to Destination',
      'Delivered',
      'Cancelled',
      'Failed',
    ]);
  });

  it('shows the failure reason only for a pickup that is already failed', async () => {
    const { dataProvider } = fakeProvider();
    const first = renderWithAdmin(<PickupFormDialog open onClose={vi.fn()} />, { dataProvider });
    await screen.findByRole('combobox', { name: /Status/ });
    expect(screen.queryByRole('textbox', { name: 'Failure Reason' })).toBeNull();
    first.unmount();

    const second = renderWithAdmin(<PickupFormDialog open record={pickup()} onClose={vi.fn()} />, {
      dataProvider,
    });
    await screen.findByRole('combobox', { name: /Status/ });
    expect(screen.queryByRole('textbox', { name: 'Failure Reason' })).toBeNull();
    // choosing failed in the form does not show it: only a pickup already failed
    await choose(/Status/, 'Failed');
    expect(screen.queryByRole('textbox', { name: 'Failure Reason' })).toBeNull();
    second.unmount();

    renderWithAdmin(<PickupFormDialog open record={FAILED} onClose={vi.fn()} />, { dataProvider });
    expect(await screen.findByRole('textbox', { name: 'Failure Reason' })).toHaveValue('No sample');
  });

  it('create sends the chosen facilities, the agent also as rider, and shows the priority of the sample', async () => {
    const create = vi.fn(async (_r: string, { data }: { data: Record<string, unknown> }) => ({
      data: { ...data, id: 77, pickup_number: 'PK-0077' },
    }));
    const { dataProvider } = fakeProvider({ create: create as never });
    const onCreated = vi.fn();
    renderWithNotifications(
      <PickupFormDialog open onClose={vi.fn()} onCreated={onCreated} defaultDate="2025-06-15" />,
      { dataProvider },
    );
    await choose(/Sample Type/, 'Blood');
    expect(screen.getByRole('textbox', { name: 'Priority' })).toHaveValue('URGENT');
    await autocomplete(/Pickup Health Center/, 'Kis', 'Kiswa HC III');
    await autocomplete(/Destination Collection Hub/, 'Mul', 'Mulago Hub');
    await autocomplete(/Assigned Agent/, 'John', 'John Rider');
    save();
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(create.mock.calls[0][0]).toBe('pending_pickups');
    expect(create.mock.calls[0][1].data).toMatchObject({
      date: '2025-06-15',
      sample: 1,
      quantity: 1,
      pickup_status: 'pending',
      pickup_location_type: 'health_center',
      pickup_health_center: 12,
      pickup_collection_hub: null,
      destination_location_type: 'collection_hub',
      destination_health_center: null,
      destination_collection_hub: 22,
      assigned_delivery_agent: 31,
      assigned_rider: 31,
    });
    expect(create.mock.calls[0][1].data).not.toHaveProperty('failure_reason');
    expect(await screen.findByText('Pending pickup created successfully')).toBeInTheDocument();
    expect(onCreated).toHaveBeenCalledWith(expect.objectContaining({ id: 77 }));
  });

  it("a refused create shows 'Failed to create pickup: ' with the server's message", async () => {
    const create = vi.fn(async () => {
      throw new HttpError('Failed to create pickup: sample: Invalid sample', 400, {});
    });
    const { dataProvider } = fakeProvider({ create: create as never });
    const onClose = vi.fn();
    renderWithNotifications(<PickupFormDialog open onClose={onClose} defaultDate="2025-06-15" />, {
      dataProvider,
    });
    await choose(/Sample Type/, 'Sputum');
    await autocomplete(/Pickup Health Center/, 'Kaw', 'Kawempe HC IV');
    await autocomplete(/Destination Collection Hub/, 'Cen', 'Central Hub');
    save();
    expect(
      (await screen.findAllByText('Failed to create pickup: sample: Invalid sample')).length,
    ).toBeGreaterThan(0);
    expect(onClose).not.toHaveBeenCalled();
  });

  it("edit sends the changes and says 'Pending pickup updated successfully'", async () => {
    const { dataProvider } = fakeProvider();
    const update = vi.spyOn(dataProvider, 'update');
    renderWithNotifications(<PickupFormDialog open record={FAILED} onClose={vi.fn()} />, { dataProvider });
    await choose(/Status/, 'Delivered');
    save();
    await waitFor(() => expect(update).toHaveBeenCalled());
    expect(update.mock.calls[0][1].id).toBe(1);
    expect(update.mock.calls[0][1].data).toMatchObject({
      sample: 1,
      pickup_status: 'delivered',
      failure_reason: 'No sample',
      pickup_health_center: 11,
      destination_collection_hub: 21,
    });
    expect(await screen.findByText('Pending pickup updated successfully')).toBeInTheDocument();
  });
});

describe('patient form of a pickup', { timeout: 90_000 }, () => {
  it('shows every required message and keeps sex at Male by default', async () => {
    const create = await openNewPatient();
    expect(screen.getByRole('combobox', { name: /Sex/ })).toHaveTextContent('Male');
    expect(screen.getByText('CHI___ or FHL___')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save Patient' }));
    for (const message of [
      'Please enter patient names',
      'Please select date of birth',
      'Please enter age',
      'Please select nationality',
      'Please enter occupation',
    ])
      expect(await screen.findByText(message)).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it('says the server’s limits under the names and age before any call', async () => {
    const create = await openNewPatient();
    fireEvent.change(screen.getByRole('textbox', { name: /Names/ }), { target: { value: 'N'.repeat(301) } });
    fireEvent.change(screen.getByRole('spinbutton', { name: /Age/ }), { target: { value: '4.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Patient' }));
    expect(await screen.findByText('At most 300 characters')).toBeInTheDocument();
    expect(screen.getByText('Enter a whole number')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it("asks for the sex when it is cleared ('Please select sex')", async () => {
    const { dataProvider } = fakeProvider();
    renderWithAdmin(
      <PatientFormDialog
        open
        pickup={{ id: 77, pickup_number: 'PK-0077' }}
        patient={{ id: 5, names: 'X', sex: '' as never } as never}
        onClose={vi.fn()}
      />,
      { dataProvider },
    );
    await screen.findByRole('dialog', { name: 'Edit patient' });
    fireEvent.click(screen.getByRole('button', { name: 'Save Patient' }));
    expect(await screen.findByText('Please select sex')).toBeInTheDocument();
  });

  it("sends the patient with its pickup, the birth date as YYYY-MM-DD, and says 'Patient created successfully!'", async () => {
    const create = vi.fn(async (_r: string, { data }: { data: Record<string, unknown> }) => ({
      data: { ...data, id: 9 },
    }));
    const { dataProvider } = fakeProvider({ create: create as never });
    const onClose = vi.fn();
    renderWithNotifications(
      <PatientFormDialog open pickup={{ id: 77, pickup_number: 'PK-0077' }} onClose={onClose} />,
      { dataProvider },
    );
    await screen.findByRole('dialog', { name: 'Patient details for pickup PK-0077' });
    fireEvent.change(screen.getByRole('textbox', { name: /Patient Names/ }), {
      target: { value: 'Okello James' },
    });
    fireEvent.change(screen.getByTestId('date-input-date_of_birth'), { target: { value: '05/09/1988' } });
    fireEvent.change(screen.getByRole('spinbutton', { name: /Age/ }), { target: { value: '36' } });
    await choose(/Nationality/, 'Kenyan');
    fireEvent.change(screen.getByRole('textbox', { name: /Occupation/ }), { target: { value: 'Farmer' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Lab Number/ }), { target: { value: 'CHI001' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Patient' }));
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(create.mock.calls[0][0]).toBe('patients');
    expect(create.mock.calls[0][1].data).toEqual({
      names: 'Okello James',
      date_of_birth: '1988-09-05',
      age: 36,
      nationality: 'Kenyan',
      sex: 'Male',
      occupation: 'Farmer',
      lab_generated_number: 'CHI001',
      patient_opd_ipd_number: '',
      national_id_number: '',
      village_of_residence: '',
      village_of_workplace: '',
      physical_address: '',
      phone_number: '',
      email_address: '',
      pending_sample_pickup: 77,
    });
    expect(await screen.findByText('Patient created successfully!')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });

  it('edits a patient: PUT with the same fields and a YYYY-MM-DD birth date', async () => {
    const { dataProvider } = fakeProvider();
    const update = vi.spyOn(dataProvider, 'update');
    renderWithNotifications(
      <PatientFormDialog
        open
        pickup={{ id: 77, pickup_number: 'PK-0077' }}
        patient={{ ...NAKATO, patient_opd_ipd_number: null } as never}
        onClose={vi.fn()}
      />,
      { dataProvider },
    );
    await screen.findByRole('dialog', { name: 'Edit patient' });
    fireEvent.change(screen.getByRole('textbox', { name: /OPD\/IPD Number/ }), {
      target: { value: 'OPD-9' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save Patient' }));
    await waitFor(() => expect(update).toHaveBeenCalled());
    expect(update.mock.calls[0][0]).toBe('patients');
    // her saved fields sent again, with the number typed
    expect(update.mock.calls[0][1].data).toMatchObject({
      ...NAKATO_FIELDS,
      patient_opd_ipd_number: 'OPD-9',
      national_id_number: '',
      pending_sample_pickup: 77,
    });
    expect(await screen.findByText('Patient updated successfully!')).toBeInTheDocument();
  });

  it("shows the data provider's save error, else 'Failed to save patient'", async () => {
    const update = vi.fn(async () => {
      throw new HttpError('names: Ensure this field has no more than 300 characters.', 400, {});
    });
    const { dataProvider } = fakeProvider({ update: update as never });
    const patient = NAKATO as never;
    const { unmount } = renderWithAdmin(
      <PatientFormDialog open pickup={{ id: 77 }} patient={patient} onClose={vi.fn()} />,
      { dataProvider },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Save Patient' }));
    expect(
      await screen.findByText('names: Ensure this field has no more than 300 characters.'),
    ).toBeInTheDocument();
    unmount();

    const silent = vi.fn(async () => {
      throw new Error('');
    });
    const other = fakeProvider({ update: silent as never });
    renderWithAdmin(<PatientFormDialog open pickup={{ id: 77 }} patient={patient} onClose={vi.fn()} />, {
      dataProvider: other.dataProvider,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Save Patient' }));
    expect(await screen.findByText('Failed to save patient')).toBeInTheDocument();
  });
});

beforeEach(() => {
  xlsx.files = [];
});
