import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError, testDataProvider, type DataProvider, type GetListParams } from 'react-admin';
import { PatientList } from '../../src/resources/patient_management/PatientList';
import type { Patient, PatientDeliveryItem } from '../../src/resources/patient_management/patients';
import { applyListParams } from '../../src/lib/listQuery';
import { dataProvider as realProvider } from '../../src/providers/dataProvider';
import { excel, renderWithNotifications } from './helpers';

// the Excel library writes a file through the browser: record the call instead
vi.mock('../../src/lib/excel', async (original) =>
  (await import('./helpers')).recordingExcel(original, 'Patients.xlsx'),
);

// the machine is shared and slow: give each wait more time than the default second
configure({ asyncUtilTimeout: 5000 });

// Now is Sunday 19 May 2024, 15:00: 'Recent (30 days)' starts 19 April 2024, 15:00.
const NOW = new Date(2024, 4, 19, 15, 0);

function patient(id: number, fields: Partial<Patient>): Patient {
  return {
    id,
    names: `Filler Patient ${id}`,
    date_of_birth: null,
    age: 30,
    age_in_years: 30,
    nationality: 'Ugandan',
    occupation: 'Farmer',
    sex: 'Male',
    patient_opd_ipd_number: `OPD/${9000 + id}`,
    national_id_number: null,
    village_of_residence: 'Wakiso',
    village_of_workplace: null,
    physical_address: null,
    phone_number: `0772000${String(id).padStart(3, '0')}`,
    email_address: null,
    lab_generated_number: null,
    pending_sample_pickup: 7,
    pending_sample_pickup_number: 'PUP000007',
    barcode_display: null,
    created_at: `2024-01-${String(id).padStart(2, '0')}T08:00:00`,
    ...fields,
  };
}

const ALICE = patient(1, {
  names: 'Alice Nakato',
  sex: 'Female',
  age: 34,
  age_in_years: 34,
  date_of_birth: '1990-03-15',
  patient_opd_ipd_number: 'OPD/1001',
  national_id_number: 'CF90012345ABCD',
  phone_number: '0772123456',
  email_address: 'alice@example.com',
  village_of_residence: 'Kireka',
  village_of_workplace: 'Nakawa',
  physical_address: 'Plot 4, Kireka Road',
  occupation: 'Teacher',
  lab_generated_number: 'CHI1234567',
  pending_sample_pickup: 12,
  pending_sample_pickup_number: 'PUP000012',
  created_at: '2024-05-10T09:30:00',
});
const BRIAN = patient(2, {
  names: 'Brian Okello',
  age: 45,
  age_in_years: 45,
  patient_opd_ipd_number: 'IPD/2002',
  village_of_residence: 'Gulu',
  created_at: '2024-03-01T10:00:00',
});
const CAROL = patient(3, {
  names: 'Carol Auma',
  sex: 'Female',
  age: 8,
  age_in_years: 8,
  occupation: 'Pupil',
  patient_opd_ipd_number: 'OPD/3003',
  created_at: '2024-05-18T11:00:00',
});
const DAVID = patient(4, {
  names: 'David Mugisha',
  age: null,
  age_in_years: 60,
  nationality: 'Kenyan',
  created_at: '2024-04-25T12:00:00',
});
const FILLERS = [5, 6, 7, 8, 9, 10, 11, 12].map((id) => patient(id, {}));
const PATIENTS = [ALICE, BRIAN, CAROL, DAVID, ...FILLERS];

const ITEMS: Record<number, PatientDeliveryItem[]> = {
  1: [
    {
      id: 31,
      item_name: 'Blood sample',
      barcode: 'CH00123',
      barcode_type: 'child',
      quantity: 1,
      parent_code: 'BT0099',
      delivery_status: 'delivered',
      delivery_number: 'DN0001',
      date: '2024-05-11T10:00:00',
    },
    {
      id: 32,
      item_name: 'Sputum sample',
      barcode: 'CH00124',
      barcode_type: 'child',
      quantity: 2,
      parent_code: 'BT0099',
      delivery_status: 'delivered',
      delivery_number: 'DN0001',
      date: '2024-05-11T10:00:00',
    },
    {
      id: 33,
      item_name: 'Urine sample',
      barcode: 'CH00200',
      barcode_type: 'child',
      quantity: 1,
      parent_code: null,
      delivery_status: 'pending',
      delivery_number: 'DN0002',
      date: '2024-05-12T10:00:00',
    },
  ],
};

function provider(rows: Patient[] = PATIENTS, overrides: Partial<DataProvider> = {}) {
  const data = [...rows];
  const getList = vi.fn(async (resource: string, params: GetListParams) => {
    if (resource === 'delivery_items') {
      const items = ITEMS[Number(params.filter?.patient)] ?? [];
      return { data: items, total: items.length };
    }
    if (resource !== 'patient_management') throw new Error(`unexpected resource ${resource}`);
    return applyListParams(data, params);
  });
  const update = vi.fn(async (_resource: string, params: { id: unknown; data: Record<string, unknown> }) => ({
    data: { ...data.find((p) => p.id === params.id), ...params.data },
  }));
  const remove = vi.fn(async (_resource: string, params: { id: unknown }) => {
    const index = data.findIndex((p) => p.id === params.id);
    const [gone] = data.splice(index, 1);
    return { data: gone };
  });
  const dp = testDataProvider({
    getList: getList as unknown as DataProvider['getList'],
    update: update as unknown as DataProvider['update'],
    delete: remove as unknown as DataProvider['delete'],
    ...overrides,
  });
  return { dp, getList, update, remove };
}

function renderList(dp: DataProvider) {
  return renderWithNotifications(<PatientList now={NOW} />, { dataProvider: dp });
}

/** The number on a statistics card. */
const stat = (name: string) => within(screen.getByRole('group', { name })).getAllByRole('paragraph')[1];

/** Names shown in the table body, in order. */
function namesShown(): string[] {
  const body = screen.getAllByRole('rowgroup')[1];
  return within(body)
    .getAllByRole('row')
    .map((row) => row.querySelector('td.column-names span')?.textContent ?? '');
}

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr')!;

async function choose(label: RegExp, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

// the list keeps its filters in the URL: every test starts from a clean one
beforeEach(() => window.history.replaceState({}, '', '/'));
afterEach(() => vi.restoreAllMocks());

describe('/patient_management/', () => {
  it('shows the statistics over all patients, counted without loading them page by page', async () => {
    const { dp, getList } = provider();
    renderList(dp);
    expect(screen.getByRole('heading', { name: 'Patient Management', level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(stat('Total Patients')).toHaveTextContent(/^12$/));
    await waitFor(() => expect(stat('Male')).toHaveTextContent(/^10$/));
    expect(stat('Female')).toHaveTextContent(/^2$/);
    // Alice (10 May), Carol (18 May) and David (25 April) are within 30 days of 19 May
    await waitFor(() => expect(stat('Recent (30 days)')).toHaveTextContent(/^3$/));
    // only Carol (8) is under 18 (David's stored age is empty: 60 from his date of birth)
    await waitFor(() => expect(stat('Pediatric (under 18)')).toHaveTextContent(/^1$/));
    // Total, Male, Female and Pediatric each read the total of a one-row page
    const counts = getList.mock.calls.filter(([, p]) => p.pagination?.perPage === 1).map(([, p]) => p.filter);
    expect(counts).toEqual(
      expect.arrayContaining([{}, { sex: 'Male' }, { sex: 'Female' }, { age_in_years_lte: 17 }]),
    );
  });

  it('lists 10 patients per page, newest first, with the columns of the spec and a results count', async () => {
    const { dp } = provider();
    renderList(dp);
    expect(await screen.findByText('12 patients found')).toBeInTheDocument();
    expect(namesShown()).toEqual([
      'Carol Auma',
      'Alice Nakato',
      'David Mugisha',
      'Brian Okello',
      'Filler Patient 12',
      'Filler Patient 11',
      'Filler Patient 10',
      'Filler Patient 9',
      'Filler Patient 8',
      'Filler Patient 7',
    ]);
    const row = await rowOf('Alice Nakato');
    const cells = within(row).getAllByRole('cell');
    expect(cells[0]).toHaveTextContent(/^2$/);
    expect(cells[1]).toHaveTextContent('OPD/IPD: OPD/1001');
    expect(cells[2]).toHaveTextContent('34 yrs');
    expect(within(cells[2]).getByText('Female')).toBeInTheDocument();
    expect(cells[3]).toHaveTextContent('0772123456');
    expect(cells[3]).toHaveTextContent('alice@example.com');
    expect(cells[4]).toHaveTextContent('Kireka');
    expect(cells[4]).toHaveTextContent('Ugandan');
    expect(cells[5]).toHaveTextContent('PUP000012');
    expect(cells[5]).toHaveTextContent('10/05/2024');
    for (const name of ['View', 'Edit', 'History', 'Delete'])
      expect(within(cells[6]).getByRole('button', { name })).toBeInTheDocument();
    // David has no stored age: the one derived from the date of birth is shown
    expect(within(await rowOf('David Mugisha')).getByText('60 yrs')).toBeInTheDocument();
  });

  it('sends the search as the q filter (the server search) and shows what it answers', async () => {
    const { dp, getList } = provider();
    renderList(dp);
    await screen.findByText('12 patients found');
    fireEvent.change(screen.getByPlaceholderText('Name, phone, national ID or OPD/IPD number'), {
      target: { value: 'NAKATO' },
    });
    await waitFor(() => expect(screen.getByText('1 patient found')).toBeInTheDocument(), { timeout: 10000 });
    expect(namesShown()).toEqual(['Alice Nakato']);
    expect(getList.mock.calls.some(([, p]) => p.filter?.q === 'NAKATO' && p.pagination?.perPage === 10)).toBe(
      true,
    );
    // the statistics stay over all patients
    expect(stat('Total Patients')).toHaveTextContent(/^12$/);
  });

  it('filters by sex, then Clear Filters brings every patient back', async () => {
    const { dp, getList } = provider();
    renderList(dp);
    await screen.findByText('12 patients found');
    await choose(/^Sex/, 'Female');
    await screen.findByText('2 patients found');
    expect(namesShown()).toEqual(['Carol Auma', 'Alice Nakato']);
    expect(
      getList.mock.calls.some(([, p]) => p.filter?.sex === 'Female' && p.pagination?.perPage === 10),
    ).toBe(true);
    await choose(/^Nationality/, 'Kenyan');
    expect(
      await screen.findByText(
        'No patients match the search or filters. Change the search or press Clear Filters.',
      ),
    ).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(await screen.findByText('12 patients found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear Filters' })).toBeDisabled();
  });

  it('says what to do when there are no patients yet', async () => {
    const { dp } = provider([]);
    renderList(dp);
    expect(
      await screen.findByText(
        'No patients yet. Patients are added from a pending pickup: open Pending Pickups and add a patient to a pickup.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(stat('Total Patients')).toHaveTextContent(/^0$/));
    expect(stat('Recent (30 days)')).toHaveTextContent(/^0$/);
    await waitFor(() => expect(stat('Pediatric (under 18)')).toHaveTextContent(/^0$/));
  });

  it('shows every listed field in the view dialog, and Edit Patient opens the edit dialog', async () => {
    const { dp } = provider();
    renderList(dp);
    fireEvent.click(within(await rowOf('Alice Nakato')).getByRole('button', { name: 'View' }));
    const dialog = await screen.findByRole('dialog', { name: 'Patient Details' });
    const value = (label: string) => {
      const dt = within(dialog).getByText(label, { selector: 'dt' });
      return dt.nextElementSibling?.textContent;
    };
    expect(value('Full Name')).toBe('Alice Nakato');
    expect(value('Age')).toBe('34');
    expect(value('Sex')).toBe('Female');
    expect(value('Date of Birth')).toBe('15/03/1990');
    expect(value('Nationality')).toBe('Ugandan');
    expect(value('Phone')).toBe('0772123456');
    expect(value('Email')).toBe('alice@example.com');
    expect(value('OPD/IPD Number')).toBe('OPD/1001');
    expect(value('National ID')).toBe('CF90012345ABCD');
    expect(value('Village of Residence')).toBe('Kireka');
    expect(value('Village of Workplace')).toBe('Nakawa');
    expect(value('Physical Address')).toBe('Plot 4, Kireka Road');
    expect(value('Occupation')).toBe('Teacher');
    expect(value('Sample Number')).toBe('PUP000012');
    expect(value('Registration Date and Time')).toBe('10/05/2024 09:30');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Edit Patient' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit Patient' });
    expect(within(edit).getByLabelText(/Full Name/)).toHaveValue('Alice Nakato');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Patient Details' })).toBeNull());
  });

  it('saves an edit with the age as an integer and only the editable fields', async () => {
    const { dp, update } = provider();
    renderList(dp);
    fireEvent.click(within(await rowOf('Alice Nakato')).getByRole('button', { name: 'Edit' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit Patient' });
    fireEvent.change(within(edit).getByLabelText(/Age/), { target: { value: '41.8' } });
    fireEvent.change(within(edit).getByLabelText(/Occupation/), { target: { value: 'Head Teacher' } });
    fireEvent.click(within(edit).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Patient updated successfully!')).toBeInTheDocument();
    expect(update).toHaveBeenCalledTimes(1);
    const [resource, params] = update.mock.calls[0];
    expect(resource).toBe('patient_management');
    expect(params.id).toBe(1);
    // Full Name and Sex always, the changed fields, never the derived ones
    expect(params.data).toEqual({
      names: 'Alice Nakato',
      age: 41,
      sex: 'Female',
      occupation: 'Head Teacher',
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Patient' })).toBeNull());
  });

  it('requires Full Name in the edit dialog', async () => {
    const { dp, update } = provider();
    renderList(dp);
    fireEvent.click(within(await rowOf('Alice Nakato')).getByRole('button', { name: 'Edit' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit Patient' });
    fireEvent.change(within(edit).getByLabelText(/Full Name/), { target: { value: '' } });
    fireEvent.click(within(edit).getByRole('button', { name: 'Save Changes' }));
    expect(await within(edit).findByText('Please enter patient names')).toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();
  });

  it('says the server’s length of a name under Full Name before any call', async () => {
    const { dp, update } = provider();
    renderList(dp);
    fireEvent.click(within(await rowOf('Alice Nakato')).getByRole('button', { name: 'Edit' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit Patient' });
    fireEvent.change(within(edit).getByLabelText(/Full Name/), { target: { value: 'N'.repeat(301) } });
    fireEvent.change(within(edit).getByLabelText(/Occupation/), { target: { value: 'O'.repeat(201) } });
    fireEvent.click(within(edit).getByRole('button', { name: 'Save Changes' }));
    expect(await within(edit).findByText('At most 300 characters')).toBeInTheDocument();
    expect(within(edit).getByText('At most 200 characters')).toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();
  });

  it('says so when the update fails', async () => {
    const { dp } = provider(PATIENTS, {
      update: (async () => {
        throw new HttpError('names: This field is required.', 400, {});
      }) as DataProvider['update'],
    });
    renderList(dp);
    fireEvent.click(within(await rowOf('Alice Nakato')).getByRole('button', { name: 'Edit' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit Patient' });
    fireEvent.click(within(edit).getByRole('button', { name: 'Save Changes' }));
    expect(
      await screen.findByText('Failed to update patient: names: This field is required.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit Patient' })).toBeInTheDocument();
  });

  it('asks before deleting: No keeps the patient, Yes deletes it', async () => {
    const { dp, remove } = provider();
    renderList(dp);
    fireEvent.click(within(await rowOf('Brian Okello')).getByRole('button', { name: 'Delete' }));
    let confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent('Are you sure you want to delete this patient?');
    fireEvent.click(within(confirm).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(remove).not.toHaveBeenCalled();

    fireEvent.click(within(await rowOf('Brian Okello')).getByRole('button', { name: 'Delete' }));
    confirm = await screen.findByRole('dialog');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Patient deleted successfully')).toBeInTheDocument();
    expect(remove).toHaveBeenCalledWith('patient_management', expect.objectContaining({ id: 2 }));
    await waitFor(() => expect(stat('Total Patients')).toHaveTextContent(/^11$/));
    expect(screen.queryByText('Brian Okello')).toBeNull();
  });

  it('shows the delivery history of a patient with its counts and timeline', async () => {
    const { dp, getList } = provider();
    renderList(dp);
    fireEvent.click(within(await rowOf('Alice Nakato')).getByRole('button', { name: 'History' }));
    const drawer = await screen.findByRole('region', { name: 'Delivery History' });
    await waitFor(() =>
      expect(
        within(within(drawer).getByRole('group', { name: 'Total Deliveries' })).getAllByRole('paragraph')[1],
      ).toHaveTextContent(/^3$/),
    );
    const count = (name: string) =>
      within(within(drawer).getByRole('group', { name })).getAllByRole('paragraph')[1];
    expect(count('Completed')).toHaveTextContent(/^2$/);
    expect(count('Pending')).toHaveTextContent(/^1$/);
    const timeline = within(drawer).getByRole('list', { name: 'Delivery History' });
    const entries = within(timeline).getAllByRole('listitem');
    expect(entries).toHaveLength(3);
    expect(entries[0]).toHaveTextContent('Blood sample');
    expect(entries[0]).toHaveTextContent('Barcode: CH00123');
    expect(entries[0]).toHaveTextContent('delivered');
    expect(entries[0]).toHaveTextContent('Barcode type: child');
    expect(entries[0]).toHaveTextContent('Quantity: 1');
    expect(entries[0]).toHaveTextContent('Parent code: BT0099');
    expect(entries[2]).toHaveTextContent('Urine sample');
    expect(entries[2]).toHaveTextContent('pending');
    expect(getList).toHaveBeenCalledWith(
      'delivery_items',
      expect.objectContaining({ filter: { patient: 1 } }),
    );
  });

  it('says so when a patient has no delivery history', async () => {
    const { dp } = provider();
    renderList(dp);
    fireEvent.click(within(await rowOf('Brian Okello')).getByRole('button', { name: 'History' }));
    const drawer = await screen.findByRole('region', { name: 'Delivery History' });
    expect(
      await within(drawer).findByText('No delivery history found for this patient.'),
    ).toBeInTheDocument();
    expect(
      within(within(drawer).getByRole('group', { name: 'Total Deliveries' })).getAllByRole('paragraph')[1],
    ).toHaveTextContent(/^0$/);
  });

  it('says so when the history cannot be loaded', async () => {
    const base = provider();
    const dp = {
      ...base.dp,
      getList: (async (resource: string, params: GetListParams) => {
        if (resource === 'delivery_items') throw new HttpError('boom', 500, {});
        return base.getList(resource, params);
      }) as DataProvider['getList'],
    };
    renderList(dp);
    fireEvent.click(within(await rowOf('Alice Nakato')).getByRole('button', { name: 'History' }));
    const drawer = await screen.findByRole('region', { name: 'Delivery History' });
    expect(await within(drawer).findByText('Failed to load patient history')).toBeInTheDocument();
  });
});

describe('the patient_management endpoint', () => {
  it('sends q as the server search with the filters and one page of 10', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ count: 1, next: null, previous: null, results: [ALICE] }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    const result = await realProvider.getList('patient_management', {
      pagination: { page: 2, perPage: 10 },
      sort: { field: 'created_at', order: 'DESC' },
      filter: { q: 'nakato', sex: 'Female', nationality: 'Ugandan' },
    });
    expect(result).toEqual({ data: [ALICE], total: 1 });
    const url = new URL(String(fetchMock.mock.calls[0][0]), 'http://localhost');
    expect(url.pathname).toBe('/api/patients/');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      search: 'nakato',
      sex: 'Female',
      nationality: 'Ugandan',
      page: '2',
      page_size: '10',
      ordering: '-created_at',
    });
  });

  it('exports every filtered patient to Excel with the listed columns', async () => {
    excel.calls = [];
    const { dp } = provider();
    renderList(dp);
    await waitFor(() => expect(namesShown()).toHaveLength(10));
    fireEvent.click(screen.getByRole('button', { name: 'Export Excel' }));
    await waitFor(() => expect(excel.calls).toHaveLength(1));
    const [rows, columns] = excel.calls[0] as [
      Patient[],
      { header: string; value: (p: Patient) => string }[],
    ];
    expect(rows).toHaveLength(PATIENTS.length);
    expect(columns.map((c) => c.header)).toEqual([
      'Full Name',
      'Age',
      'Sex',
      'Phone',
      'Email',
      'Nationality',
      'Village',
      'Sample Number',
      'Registration Date',
    ]);
    const first = rows[0];
    expect(columns.map((c) => c.value(first))).toEqual([
      first.names,
      String(first.age),
      first.sex,
      first.phone_number ?? '',
      first.email_address ?? '',
      first.nationality ?? '',
      first.village_of_residence ?? '',
      first.pending_sample_pickup_number ?? '',
      expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}$/),
    ]);
  });
});
