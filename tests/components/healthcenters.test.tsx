import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RecordContextProvider, ResourceContextProvider, testDataProvider } from 'react-admin';

// the Excel library writes a file through the browser: record the call instead
vi.mock('../../src/lib/excel', async (original) =>
  (await import('./helpers')).recordingExcel(original, 'file.xlsx'),
);

import { QrButton, QrDialog, qrFileName, qrPayload } from '../../src/components/QrDialog';
import { SESSION_STORAGE_KEY } from '../../src/providers/session';
import { HubList } from '../../src/resources/collectionhubs/HubList';
import { HubEdit } from '../../src/resources/collectionhubs/HubEdit';
import { HealthCenterInputs } from '../../src/resources/healthcenters/HealthCenterInputs';
import { HealthCenterList } from '../../src/resources/healthcenters/HealthCenterList';
import { HealthCenterEdit } from '../../src/resources/healthcenters/HealthCenterEdit';
import { DistrictList } from '../../src/resources/districts/DistrictList';
import { RegionList } from '../../src/resources/regions/RegionList';
import { bareForm, excel, GULU_NORTH_HUB, renderWithAdmin, renderWithNotifications } from './helpers';

const HUBS = [
  {
    id: 1,
    HB_code: 'HB0001',
    name: 'Kampala Main Hub',
    supervisor_name: 'Grace',
    supervisor_phone: '0772000111',
    district: 'Kampala',
    region: 'Central',
    location_latitude: 0.3476,
    location_longitude: 32.5825,
    main_hub: true,
  },
  GULU_NORTH_HUB,
];
const REGIONS = [
  { id: 1, name: 'Central' },
  { id: 2, name: 'Northern' },
];
const DISTRICTS = [
  { id: 11, district_name: 'Gulu', region: 2, region_name: 'Northern' },
  { id: 12, district_name: 'Kampala', region: 1, region_name: 'Central' },
];
const ROWS: Record<string, Record<string, unknown>[]> = {
  collectionhubs: HUBS,
  regions: REGIONS,
  districts: DISTRICTS,
};

function provider(overrides: Record<string, unknown> = {}) {
  const getList = vi.fn(async (resource: string) => {
    const rows = ROWS[resource] ?? [];
    return { data: rows, total: rows.length };
  });
  const create = vi.fn(async (_r: string, { data }: { data: Record<string, unknown> }) => ({
    data: { ...data, id: 99 },
  }));
  const del = vi.fn(async (_r: string, { id }: { id: number }) => ({ data: { id } }));
  return {
    getList,
    create,
    del,
    dataProvider: testDataProvider({
      getList: getList as never,
      getMany: (async (resource: string, { ids }: { ids: number[] }) => ({
        data: (ROWS[resource] ?? []).filter((r) => ids.includes(r.id as number)),
      })) as never,
      create: create as never,
      delete: del as never,
      ...overrides,
    }),
  };
}

/** Opens a MUI select by its label and picks an option. */
/** An edit page of `resource` over a copy of `record`, with its notifications unless told otherwise. */
function renderEdit(
  page: ReactNode,
  resource: string,
  record: Record<string, unknown>,
  update: unknown,
  { notifications = true } = {},
) {
  const { dataProvider } = provider({
    getOne: (async () => ({ data: { ...record } })) as never,
    update: update as never,
  });
  (notifications ? renderWithNotifications : renderWithAdmin)(
    <ResourceContextProvider value={resource}>{page}</ResourceContextProvider>,
    { dataProvider },
  );
}

async function pick(label: RegExp, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

afterEach(() => {
  vi.restoreAllMocks();
  // react-admin keeps list parameters in the (hash) location, which outlives one test's render
  window.history.replaceState(null, '', '/');
});

describe('QR code of a facility', () => {
  it('encodes location, facility type and name as JSON text', () => {
    expect(JSON.parse(qrPayload(HUBS[0], 'Hub'))).toEqual({
      location_latitude: 0.3476,
      location_longitude: 32.5825,
      facility_type: 'Hub',
      facility_name: 'Kampala Main Hub',
    });
    expect(
      JSON.parse(
        qrPayload({ name: 'Lacor HC', location_latitude: null, location_longitude: null }, 'Healthcenter'),
      ),
    ).toEqual({
      location_latitude: null,
      location_longitude: null,
      facility_type: 'Healthcenter',
      facility_name: 'Lacor HC',
    });
    expect(qrFileName('Mulago HC / IV')).toBe('Mulago_HC_IV_QR.png');
  });

  it('the row button opens a 600-wide modal whose code carries the payload, and downloads it as PNG', async () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue('data:image/png;base64,QUJD');
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    renderWithNotifications(
      <RecordContextProvider value={{ ...HUBS[0] }}>
        <QrButton facilityType="Hub" />
      </RecordContextProvider>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'QR code' }));
    const dialog = await screen.findByRole('dialog', { name: 'QR code: Kampala Main Hub' });
    const code = within(dialog).getByTestId('qr-code');
    expect(code.tagName).toBe('CANVAS');
    expect(JSON.parse(code.getAttribute('data-value') ?? '')).toEqual({
      location_latitude: 0.3476,
      location_longitude: 32.5825,
      facility_type: 'Hub',
      facility_name: 'Kampala Main Hub',
    });
    expect(within(dialog).getByText('Latitude 0.3476, longitude 32.5825')).toBeInTheDocument();
    expect(screen.getByTestId('qr-dialog')).toHaveStyle({ width: '600px' });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Download' }));
    expect(clicked).toHaveLength(1);
    expect(clicked[0].download).toBe('Kampala_Main_Hub_QR.png');
    expect(clicked[0].href).toBe('data:image/png;base64,QUJD');
    expect(await screen.findByText('QR code downloaded')).toBeInTheDocument();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('prints just the code, and says so when the print window is blocked', async () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue('data:image/png;base64,QUJD');
    const written: string[] = [];
    const view = {
      document: { open: vi.fn(), write: (html: string) => written.push(html), close: vi.fn() },
      focus: vi.fn(),
      print: vi.fn(),
    };
    const open = vi
      .spyOn(window, 'open')
      .mockReturnValueOnce(view as unknown as Window)
      .mockReturnValueOnce(null);
    renderWithNotifications(
      <QrDialog
        open
        onClose={vi.fn()}
        facility={{ name: 'Lacor HC', location_latitude: null, location_longitude: null }}
        facilityType="Healthcenter"
      />,
    );
    expect(screen.getByText(/has no location yet/)).toBeInTheDocument();
    expect(JSON.parse(screen.getByTestId('qr-code').getAttribute('data-value') ?? '')).toMatchObject({
      facility_type: 'Healthcenter',
      facility_name: 'Lacor HC',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(open).toHaveBeenCalledTimes(1);
    expect(written[0]).toContain('<img src="data:image/png;base64,QUJD"');
    expect(written[0]).toContain('Lacor HC');
    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(await screen.findByText(/Failed to open the print view/)).toBeInTheDocument();
  });

  it('says the image is not ready when the canvas cannot be read', async () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue('data:,');
    renderWithNotifications(<QrDialog open onClose={vi.fn()} facility={HUBS[0]} facilityType="Hub" />);
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect(await screen.findByText('The QR code image is not ready yet. Try again.')).toBeInTheDocument();
  });
});

describe('collection hubs list', () => {
  /** The hubs table's columns, in order. */
  const HUB_COLUMNS = [
    'Hub code',
    'Hub Name',
    'Supervisor name',
    'Supervisor phone',
    'District',
    'Region',
    'Main hub',
  ];

  beforeEach(() => {
    excel.calls = [];
  });

  it("shows 'ALL HUBS' and its rows, and names the Excel file for the product and hubs", async () => {
    localStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({
        token: 't',
        expiresAt: Date.now() + 60_000,
        logoutAt: Date.now() + 60_000,
        account: { id: 1, username: 'manager' },
        rights: {},
        profile: null,
        company: { system_name: 'Umoja Courier' },
      }),
    );
    const { dataProvider } = provider();
    renderWithAdmin(<HubList />, { dataProvider });
    expect(await screen.findByText('Kampala Main Hub')).toBeInTheDocument();
    expect(screen.getByText('Gulu North Hub')).toBeInTheDocument();
    for (const header of HUB_COLUMNS) expect(screen.getAllByText(header).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('button', { name: 'QR code' })).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Download Excel' }));
    await waitFor(() => expect(excel.calls).toHaveLength(1));
    const [rows, columns, options] = excel.calls[0] as [
      unknown[],
      { header: string }[],
      { fileBase: string },
    ];
    expect(rows).toHaveLength(2);
    expect(options.fileBase).toBe('Umoja Courier hubs');
    // one column list: the table's columns in its order, then the coordinates (Excel only)
    expect(columns.map((c) => c.header)).toEqual([...HUB_COLUMNS, 'Latitude', 'Longitude']);
    const tableHeaders = screen.getAllByRole('columnheader').map((h) => h.textContent?.trim());
    expect(tableHeaders.slice(0, 7)).toEqual(columns.slice(0, 7).map((c) => c.header));
  });

  it("'Create new hub here' requires name, supervisor and district, then posts the form's fields", async () => {
    const { dataProvider, create } = provider();
    renderWithNotifications(<HubList />, { dataProvider });
    fireEvent.click(await screen.findByText('Create new hub here'));
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please input name')).toBeInTheDocument();
    expect(screen.getByText('Please input supervisor_name')).toBeInTheDocument();
    expect(screen.getByText('Please enter district of residence')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();

    await userEvent.type(screen.getByRole('textbox', { name: /Hub Name/ }), 'Lira Hub');
    await userEvent.type(screen.getByRole('textbox', { name: /Supervisor name/ }), 'Okot');
    await userEvent.type(screen.getByRole('textbox', { name: /Supervisor phone/ }), '0772123456');
    await pick(/District/, 'Gulu');
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Latitude' }), '2.25');
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Longitude' }), '32.9');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(create.mock.calls[0][0]).toBe('collectionhubs');
    expect(create.mock.calls[0][1].data).toEqual({
      name: 'Lira Hub',
      supervisor_name: 'Okot',
      supervisor_phone: '0772123456',
      district: 'Gulu',
      location_latitude: 2.25,
      location_longitude: 32.9,
    });
    expect(await screen.findByText('Successfully created hub')).toBeInTheDocument();
  });

  it('shows the server’s message when the create fails', async () => {
    const { dataProvider } = provider({
      create: async () => {
        throw new Error('You do not have permission to perform this action.');
      },
    });
    renderWithNotifications(<HubList />, { dataProvider });
    fireEvent.click(await screen.findByText('Create new hub here'));
    await userEvent.type(await screen.findByRole('textbox', { name: /Hub Name/ }), 'Lira Hub');
    await userEvent.type(screen.getByRole('textbox', { name: /Supervisor name/ }), 'Okot');
    await pick(/District/, 'Kampala');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('You do not have permission to perform this action.')).toBeInTheDocument();
  });
});

describe('hub edit', () => {
  it('edits the hub fields plus region (by name) and main hub', async () => {
    const update = vi.fn(async (_r: string, { data }: { data: Record<string, unknown> }) => ({ data }));
    renderEdit(<HubEdit id={2} />, 'collectionhubs', HUBS[1], update);
    expect(await screen.findByDisplayValue('Gulu North Hub')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /Supervisor name/ }), 'Akello');
    await pick(/Region/, 'Central');
    fireEvent.click(screen.getByLabelText('Main hub'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(update.mock.calls[0][1].data).toMatchObject({
      name: 'Gulu North Hub',
      supervisor_name: 'Akello',
      district: 'Gulu',
      region: 'Central',
      main_hub: true,
    });
    expect(await screen.findByText('Successfully updated hub')).toBeInTheDocument();
  });

  it('keeps the edit form from saving without a supervisor', async () => {
    const update = vi.fn();
    renderEdit(<HubEdit id={2} />, 'collectionhubs', HUBS[1], update, { notifications: false });
    expect(await screen.findByDisplayValue('Gulu North Hub')).toBeInTheDocument();
    await userEvent.clear(screen.getByRole('textbox', { name: /Hub Name/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please input name')).toBeInTheDocument();
    expect(screen.getByText('Please input supervisor_name')).toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();
  });
});

describe('health centres', () => {
  const CENTRES = [
    {
      id: 5,
      HC_code: 'HC0005',
      name: 'Lacor Health Centre',
      hub_name: 'Gulu North Hub',
      collection_hub: 2,
      district: 'Gulu',
      contactperson_name: 'Ann',
      contactperson_phone: '0700000005',
      location_latitude: 2.77,
      location_longitude: 32.28,
      sub_hub: false,
      status: null,
    },
  ];

  it("'ALL SPOKES' pages and searches on the server, one page at a time", async () => {
    const getList = vi.fn(async (resource: string, _params: unknown) =>
      resource === 'healthcenters' ? { data: CENTRES, total: 3500 } : { data: [], total: 0 },
    );
    renderWithAdmin(<HealthCenterList />, { dataProvider: testDataProvider({ getList: getList as never }) });
    expect(await screen.findByText('Lacor Health Centre')).toBeInTheDocument();
    expect(screen.getByText('Gulu North Hub')).toBeInTheDocument();
    const calls = () =>
      getList.mock.calls
        .filter((c) => c[0] === 'healthcenters')
        .map((c) => c[1] as { pagination: { perPage: number } });
    expect(calls()[0]).toMatchObject({ pagination: { page: 1, perPage: 25 }, sort: { field: 'name' } });
    await userEvent.type(screen.getByPlaceholderText('Search'), 'lacor');
    await waitFor(() => expect(calls().at(-1)).toMatchObject({ filter: { q: 'lacor' } }));
    expect(calls().at(-1)).toMatchObject({ pagination: { page: 1, perPage: 25 } });
    // every call asked for one page: nothing fetched the whole table
    expect(calls().every((c) => c.pagination.perPage === 25)).toBe(true);
    expect(screen.getAllByRole('button', { name: 'QR code' })).toHaveLength(1);
  });

  it('the edit form saves sub_hub with the other fields', async () => {
    const update = vi.fn(async (_r: string, { data }: { data: Record<string, unknown> }) => ({ data }));
    renderEdit(<HealthCenterEdit id={5} />, 'healthcenters', CENTRES[0], update);
    expect(await screen.findByDisplayValue('Lacor Health Centre')).toBeInTheDocument();
    fireEvent.click(screen.getByLabelText('Sub hub'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(update.mock.calls[0][1].data).toMatchObject({
      name: 'Lacor Health Centre',
      contactperson_name: 'Ann',
      district: 'Gulu',
      collection_hub: 2,
      sub_hub: true,
    });
    expect(await screen.findByText('Successfully updated health centre')).toBeInTheDocument();
  });
});

describe('health centre form', () => {
  it('requires name, contact person, district and hub with the spec’s messages', async () => {
    const { dataProvider } = provider();
    const onSubmit = vi.fn();
    renderWithAdmin(bareForm('healthcenters', <HealthCenterInputs />, onSubmit), { dataProvider });
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please input name')).toBeInTheDocument();
    expect(screen.getByText('Please input contactperson_name')).toBeInTheDocument();
    expect(screen.getByText('Please enter district')).toBeInTheDocument();
    expect(screen.getByText('Please select hub')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('health centre form: bad input at the field', () => {
  const LACOR = { id: 5, name: 'Lacor Health Centre', collection_hub: 2, district: 'Gulu' };
  /** The form over a record, with the hub's centres answering the name look-up. */
  function renderCentreForm(record: Record<string, unknown>) {
    const centres = vi.fn(async (_resource: string, _params: unknown) => ({ data: [LACOR], total: 1 }));
    const { dataProvider } = provider({
      getList: (async (resource: string, params: unknown) =>
        resource === 'healthcenters'
          ? centres(resource, params)
          : { data: ROWS[resource] ?? [], total: (ROWS[resource] ?? []).length }) as never,
    });
    const onSubmit = vi.fn();
    renderWithAdmin(bareForm('healthcenters', <HealthCenterInputs />, onSubmit, record), { dataProvider });
    return { centres, onSubmit };
  }
  const DUPLICATE = 'A health centre with this name already exists in this hub and district.';

  it('says under the name that the hub and district already have it, whatever its case and spaces', async () => {
    const { centres, onSubmit } = renderCentreForm({
      id: 9,
      name: '  lacor   HEALTH centre',
      contactperson_name: 'Bob',
      collection_hub: 2,
      district: 'Gulu',
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText(DUPLICATE)).toBeInTheDocument();
    expect(centres).toHaveBeenCalledWith(
      'healthcenters',
      expect.objectContaining({ filter: { collection_hub: 2, q: 'lacor health centre' } }),
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('saves the centre under its own name', async () => {
    const own = renderCentreForm({ ...LACOR, contactperson_name: 'Ann' });
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(own.onSubmit).toHaveBeenCalled());
    expect(screen.queryByText(DUPLICATE)).toBeNull();
  });

  it('saves a name the hub has in another district', async () => {
    const other = renderCentreForm({ ...LACOR, id: 9, district: 'Kampala', contactperson_name: 'Ann' });
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(other.onSubmit).toHaveBeenCalled());
    expect(screen.queryByText(DUPLICATE)).toBeNull();
  });

  it('says the lengths of the server’s columns under the name, contact person and phone', async () => {
    const { onSubmit } = renderCentreForm({
      id: 9,
      name: 'N'.repeat(201),
      contactperson_name: 'C'.repeat(201),
      contactperson_phone: '0'.repeat(41),
      collection_hub: 2,
      district: 'Gulu',
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('At most 200 characters')).toHaveLength(2);
    expect(screen.getByText('At most 40 characters')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('districts', () => {
  it("lists districts with their region and asks 'Sure to delete?' before deleting", async () => {
    const { dataProvider, del } = provider();
    renderWithNotifications(<DistrictList />, { dataProvider });
    const row = (await screen.findByText('Gulu')).closest('tr')!;
    expect(within(row).getByText('Northern')).toBeInTheDocument();
    fireEvent.click(await within(row).findByRole('button', { name: /delete/i }));
    expect(await screen.findByText('Sure to delete?')).toBeInTheDocument();
    expect(del).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: /confirm/i }));
    await waitFor(() => expect(del).toHaveBeenCalledTimes(1));
    expect(del.mock.calls[0][0]).toBe('districts');
    expect(del.mock.calls[0][1]).toMatchObject({ id: 11 });
    expect(await screen.findByText('successfully deleted')).toBeInTheDocument();
  });

  it("the create form requires a name ('Please input name') and a region", async () => {
    const { dataProvider, create } = provider();
    renderWithAdmin(<DistrictList />, { dataProvider });
    fireEvent.click(await screen.findByText('Add a district'));
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please input name')).toBeInTheDocument();
    expect(screen.getByText('Please select region')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /District Name/ }), 'Hoima');
    await pick(/Region/, 'Central');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(create.mock.calls[0][1].data).toEqual({ district_name: 'Hoima', region: 1 });
  });
});

describe('regions', () => {
  it("creates a region with 'Region Name' and Submit, and says 'Successfully created region'", async () => {
    const { dataProvider, create } = provider();
    renderWithNotifications(<RegionList />, { dataProvider });
    expect(await screen.findByText('Northern')).toBeInTheDocument();
    fireEvent.click(screen.getByText('Add a region'));
    fireEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please input region name')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
    await userEvent.type(screen.getByRole('textbox', { name: /Region Name/ }), 'Karamoja');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(create.mock.calls[0][0]).toBe('regions');
    expect(create.mock.calls[0][1].data).toEqual({ name: 'Karamoja' });
    expect(await screen.findByText('Successfully created region')).toBeInTheDocument();
    // the form is emptied for the next region
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Region Name/ })).toHaveValue(''));
  });

  it('deletes a region after confirmation and jumps to a typed page', async () => {
    const many = Array.from({ length: 35 }, (_, i) => ({
      id: i + 1,
      name: `Region ${String(i + 1).padStart(2, '0')}`,
    }));
    const getList = vi.fn(
      async (_r: string, { pagination }: { pagination: { page: number; perPage: number } }) => ({
        data: many.slice((pagination.page - 1) * pagination.perPage, pagination.page * pagination.perPage),
        total: many.length,
      }),
    );
    const del = vi.fn(async (_r: string, { id }: { id: number }) => ({ data: { id } }));
    renderWithAdmin(<RegionList />, {
      dataProvider: testDataProvider({ getList: getList as never, delete: del as never }),
    });
    expect(await screen.findByText('Region 01')).toBeInTheDocument();
    expect(screen.queryByText('Region 11')).toBeNull();
    const jump = screen.getByRole('spinbutton', { name: 'Go to page' });
    fireEvent.change(jump, { target: { value: '4' } });
    fireEvent.keyDown(jump, { key: 'Enter' });
    expect(await screen.findByText('Region 31')).toBeInTheDocument();
    expect(getList.mock.calls.at(-1)![1].pagination).toEqual({ page: 4, perPage: 10 });

    const row = screen.getByText('Region 31').closest('tr')!;
    fireEvent.click(await within(row).findByRole('button', { name: /delete/i }));
    fireEvent.click(await screen.findByRole('button', { name: /confirm/i }));
    await waitFor(() => expect(del).toHaveBeenCalledTimes(1));
    expect(del.mock.calls[0][1]).toMatchObject({ id: 31 });
  });
});
