import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { testDataProvider } from 'react-admin';
import { TrackingReport } from '../../src/pages/analytics_graphs/TrackingReport';
import { trackingPrintContent } from '../../src/pages/analytics_graphs/TrackingTables';
import { AdminDashboard } from '../../src/pages/dashboard/AdminDashboard';
import { parseTrackingRows } from '../../src/lib/tracking';
import { exportToExcel } from '../../src/lib/excel';
import { DEMO, fakeAuthProvider, i18nProvider, renderWithAdmin, renderWithNotifications } from './helpers';
import { wire } from './wire';

// the delivered-volume charts and the per-hub dialog are another module's: stand-ins that show their props
vi.mock('../../src/pages/analytics_graphs/DeliveredVolume', () => ({
  DeliveredVolume: ({ entries, kind }: { entries: { month: string }[]; kind: string }) => (
    <div data-testid="delivered-volume">
      {kind}: {entries.map((e) => e.month).join(',')}
    </div>
  ),
}));
vi.mock('../../src/pages/analytics_graphs/HubVolumeDialog', () => ({
  HubVolumeDialog: ({ hub, open }: { hub: { id: number; name: string } | null; open: boolean }) =>
    open ? <div role="dialog">{`volume of hub ${hub?.id} ${hub?.name}`}</div> : null,
}));
vi.mock('../../src/lib/excel', async (original) => ({
  ...(await original<typeof import('../../src/lib/excel')>()),
  exportToExcel: vi.fn(async () => 'file.xlsx'),
}));

const TODAY = new Date(2025, 0, 15); // Wednesday: Monday of last week is 06/01/2025

const KAMPALA = {
  id: 1,
  name: 'Kampala Hub',
  facilities_served: [
    { id: 11, name: 'Mulago HC' },
    { id: 12, name: 'Kiruddu HC' },
    { id: 13, name: 'Naguru HC' },
  ],
  facilities_visited: [{ id: 12, name: 'Kiruddu HC' }],
  percentage_vist: 33.33,
  districts_covered: 'Kampala',
  region: 'Central',
};
const WAKISO = {
  id: 2,
  name: 'Wakiso Hub',
  facilities_served: [{ id: 21, name: 'Entebbe HC' }],
  facilities_visited: [{ id: 21, name: 'Entebbe HC' }],
  percentage_vist: 100,
  districts_covered: 'Wakiso',
  region: 'Central',
};
const GULU = {
  id: 3,
  name: 'Gulu Hub',
  facilities_served: [{ id: 31, name: 'Lacor HC' }],
  facilities_visited: [],
  percentage_vist: 0,
  districts_covered: 'Gulu',
  region: 'Northern',
};

const REPORT = {
  tracking_hubs_report: JSON.stringify([WAKISO, KAMPALA]),
  non_tracking_hubs_report: JSON.stringify([GULU]),
  total_samples_delivered_to_hubs: 15,
  total_samples_delivered_to_centralhub: 6,
  delivered_to_hubs_list: [
    { month: '2024-12', samples: [{ sample_name: 'Blood', total_in_month: 5 }], monthly_total: 5 },
    { month: '2025-01', samples: [{ sample_name: 'Blood', total_in_month: 10 }], monthly_total: 10 },
  ],
  delivered_to_centralhub_list: [
    { month: '2025-01', samples: [{ sample_name: 'Sputum', total_in_month: 6 }], monthly_total: 6 },
  ],
};

const REGIONS = [
  { id: 1, name: 'Central' },
  { id: 2, name: 'Northern' },
];
const DISTRICTS = [
  { id: 4, district_name: 'Kampala', region: 1, region_name: 'Central' },
  { id: 5, district_name: 'Wakiso', region: 1, region_name: 'Central' },
  { id: 7, district_name: 'Gulu', region: 2, region_name: 'Northern' },
];
const HUBS = [
  { id: 1, name: 'Kampala Hub', HB_code: 'HB1', district: 'Kampala', region: 'Central' },
  { id: 2, name: 'Wakiso Hub', HB_code: 'HB2', district: 'Wakiso', region: 'Central' },
  { id: 3, name: 'Gulu Hub', HB_code: 'HB3', district: 'Gulu', region: 'Northern' },
];

type Body = Record<string, string>;

function fakeProvider(report: unknown = REPORT, fail = false) {
  const calls: { name: string; body: Body | undefined }[] = [];
  const customQuery = vi.fn(async (name: string, body?: Body) => {
    calls.push({ name, body });
    const regionId = body?.region ? Number(body.region) : null;
    const districtId = body?.district ? Number(body.district) : null;
    switch (name) {
      case 'get_regions':
        return { report: JSON.stringify(REGIONS) };
      case 'get_districts':
        return {
          report: JSON.stringify(DISTRICTS.filter((d) => regionId === null || d.region === regionId)),
        };
      case 'get_hubs': {
        const region = REGIONS.find((r) => r.id === regionId)?.name;
        const district = DISTRICTS.find((d) => d.id === districtId)?.district_name;
        return {
          report: JSON.stringify(
            HUBS.filter((h) => (!region || h.region === region) && (!district || h.district === district)),
          ),
        };
      }
      case 'get_hubs_visited_statistics':
        if (fail) throw new Error('boom');
        return report;
      default:
        throw new Error(`unexpected ${name}`);
    }
  });
  const reportCalls = () => calls.filter((c) => c.name === 'get_hubs_visited_statistics');
  return { dataProvider: { ...testDataProvider(), ...wire({ customQuery }) } as never, calls, reportCalls };
}

function renderReport(p = fakeProvider()) {
  renderWithNotifications(<TrackingReport today={TODAY} />, {
    dataProvider: p.dataProvider,
    authProvider: fakeAuthProvider(DEMO.manager),
  });
  return p;
}

async function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  const listbox = await screen.findByRole('listbox');
  fireEvent.click(await within(listbox).findByRole('option', { name: option }));
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
}

describe('hub tracking report', () => {
  it('asks for the default range (Monday of last week to today) and labels the tabs with the counts', async () => {
    const p = renderReport();
    expect(await screen.findByRole('tab', { name: '2 HUBS TRACKING' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '1 HUBS NOT TRACKING' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '15 Samples DELIVERED AT HUBS' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '6 Samples DELIVERED TO CENTRAL HUB' })).toBeInTheDocument();
    expect(p.reportCalls()).toEqual([
      {
        name: 'get_hubs_visited_statistics',
        body: { dateone: '06/01/2025', datetwo: '15/01/2025', region: '', district: '', hub: '' },
      },
    ]);
    // Statistical Data first, with its Refresh Data button that asks again
    expect(screen.getByRole('tab', { name: 'Statistical Data', selected: true })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Refresh Data' }));
    await waitFor(() => expect(p.reportCalls()).toHaveLength(2));
  });

  it('shows the tabular data and expands a hub into Visited and Not Visited', async () => {
    renderReport();
    fireEvent.click(await screen.findByRole('tab', { name: 'View Tabular Data' }));
    const rows = await screen.findAllByRole('row');
    const kampala = rows.find((r) => within(r).queryByText('Kampala Hub'))!;
    expect(within(kampala).getByText('33.33%')).toBeInTheDocument();
    expect(within(kampala).getByText('3')).toBeInTheDocument(); // served
    expect(within(kampala).getByText('1')).toBeInTheDocument(); // visited
    for (const header of [
      'Name',
      'Facilities Served',
      'Facilities Visited',
      'Percentage',
      'Districts Covered by hub',
      'Health region',
    ])
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();

    // react-admin hides its expand icon from assistive technology: find it by its label
    fireEvent.click(kampala.querySelector<HTMLElement>('[aria-label="Expand"]')!);
    const panel = await screen.findByRole('region', { name: 'Kampala Hub' });
    expect(within(panel).getByRole('tab', { name: 'Visited (1)', selected: true })).toBeInTheDocument();
    expect(within(panel).getByText('Kiruddu HC')).toBeInTheDocument();
    fireEvent.click(within(panel).getByRole('tab', { name: 'Not Visited (2)' }));
    expect(await within(panel).findByText('Mulago HC')).toBeInTheDocument();
    expect(within(panel).getByText('Naguru HC')).toBeInTheDocument();
    expect(within(panel).queryByText('Kiruddu HC')).not.toBeInTheDocument();
  });

  it("opens a hub's volume dialog from its Volume button", async () => {
    renderReport();
    fireEvent.click(await screen.findByRole('tab', { name: 'View Tabular Data' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Volume of samples delivered to Wakiso Hub' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('volume of hub 2 Wakiso Hub');
  });

  it('exports the tracking hubs to an Excel file stamped with the date', async () => {
    vi.mocked(exportToExcel).mockClear();
    renderReport();
    fireEvent.click(await screen.findByRole('tab', { name: 'View Tabular Data' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Download Excel' }));
    expect(await screen.findByText('Excel file downloaded successfully!')).toBeInTheDocument();
    expect(exportToExcel).toHaveBeenCalledTimes(1);
    const [rows, columns, options] = vi.mocked(exportToExcel).mock.calls[0];
    expect((rows as { name: string }[]).map((r) => r.name)).toEqual(['Wakiso Hub', 'Kampala Hub']);
    expect(columns.map((c) => c.header)).toEqual([
      'Name',
      'Facilities Served',
      'Facilities Visited',
      'Percentage',
      'Districts Covered by hub',
      'Health region',
    ]);
    expect(options.fileBase).toMatch(/^Hubs_Tracking_Report_\d{2}_\d{2}_\d{4}$/);
  });

  it('says there is nothing to export when no hub tracked, and what to do', async () => {
    vi.mocked(exportToExcel).mockClear();
    renderReport(fakeProvider({ ...REPORT, tracking_hubs_report: '[]' }));
    expect(await screen.findByRole('tab', { name: '0 HUBS TRACKING' })).toBeInTheDocument();
    expect(screen.getByText(/No hub tracked facility visits in this period/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'View Tabular Data' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Download Excel' }));
    expect(await screen.findByText('No data available to export')).toBeInTheDocument();
    expect(exportToExcel).not.toHaveBeenCalled();
  });

  it('lists the hubs not tracking', async () => {
    renderReport();
    fireEvent.click(await screen.findByRole('tab', { name: '1 HUBS NOT TRACKING' }));
    expect(await screen.findByText('Gulu Hub')).toBeInTheDocument();
    expect(screen.queryByText('Kampala Hub')).not.toBeInTheDocument();
  });

  it('hands the monthly entries of each delivered-volume tab to the chart', async () => {
    renderReport();
    fireEvent.click(await screen.findByRole('tab', { name: '15 Samples DELIVERED AT HUBS' }));
    expect(await screen.findByTestId('delivered-volume')).toHaveTextContent('hubs: 2024-12,2025-01');
    fireEvent.click(screen.getByRole('tab', { name: '6 Samples DELIVERED TO CENTRAL HUB' }));
    await waitFor(() => expect(screen.getByTestId('delivered-volume')).toHaveTextContent('central: 2025-01'));
  });

  it('warns when a date is missing and does not ask the server', async () => {
    const p = renderReport();
    await screen.findByRole('tab', { name: '2 HUBS TRACKING' });
    const from = screen.getByRole('group', { name: 'From' });
    fireEvent.change(from.parentElement!.querySelector('input')!, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    // the warning under the filters and its notification
    expect(await screen.findAllByText('Please dates are missing')).toHaveLength(2);
    expect(p.reportCalls()).toHaveLength(1);
  });

  it('cascades region → district → hub: a new region clears district and hub and reloads districts', async () => {
    const p = renderReport();
    await screen.findByRole('tab', { name: '2 HUBS TRACKING' });
    // the regions are posted for (the geography queries answer POST only): a body, even an empty one
    expect(p.calls).toContainEqual({ name: 'get_regions', body: {} });
    await choose('Region', 'Central');
    await waitFor(() => expect(p.calls).toContainEqual({ name: 'get_districts', body: { region: '1' } }));
    await choose('District', 'Kampala');
    await waitFor(() => expect(p.calls).toContainEqual({ name: 'get_hubs', body: { district: '4' } }));
    await choose('Hub', 'Kampala Hub');
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(p.reportCalls().at(-1)?.body).toEqual({
        dateone: '06/01/2025',
        datetwo: '15/01/2025',
        region: '1',
        district: '4',
        hub: '1',
      }),
    );

    await choose('Region', 'Northern');
    await waitFor(() => expect(p.calls).toContainEqual({ name: 'get_districts', body: { region: '2' } }));
    expect(screen.getByRole('combobox', { name: 'District' })).toHaveTextContent('All districts');
    expect(screen.getByRole('combobox', { name: 'Hub' })).toHaveTextContent('All hubs');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'District' }));
    const listbox = await screen.findByRole('listbox');
    expect(await within(listbox).findByRole('option', { name: 'Gulu' })).toBeInTheDocument();
    expect(within(listbox).queryByRole('option', { name: 'Kampala' })).not.toBeInTheDocument();
    fireEvent.keyDown(listbox, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());

    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(p.reportCalls().at(-1)?.body).toEqual({
        dateone: '06/01/2025',
        datetwo: '15/01/2025',
        region: '2',
        district: '',
        hub: '',
      }),
    );
  });

  it('says so when the report cannot be loaded', async () => {
    renderReport(fakeProvider(REPORT, true));
    expect(await screen.findByText('Failed to load tracking data')).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: /HUBS TRACKING/ })).not.toBeInTheDocument();
  });

  it('prints the average performance: the rounded mean of percentage_vist', () => {
    const rows = parseTrackingRows([WAKISO, KAMPALA, GULU]);
    const translate = (key: string, options?: Record<string, unknown>) =>
      i18nProvider.translate(key, options);
    render(<>{trackingPrintContent(rows, { from: '2025-01-06', to: '2025-01-15' }, translate)}</>);
    expect(screen.getByText('Average performance: 44%')).toBeInTheDocument(); // (100 + 33.33 + 0) / 3
    expect(screen.getByText('Period: 06/01/2025 to 15/01/2025')).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(4);
  });
});

describe("dashboard's Tracking Overview", () => {
  it('shows the tracking report', async () => {
    const p = fakeProvider();
    renderWithAdmin(<AdminDashboard />, {
      dataProvider: { ...(p.dataProvider as object), getCount: vi.fn(async () => 1) } as never,
      authProvider: fakeAuthProvider(DEMO.manager),
    });
    fireEvent.click(await screen.findByRole('tab', { name: 'Tracking Overview' }));
    expect(await screen.findByRole('tab', { name: '2 HUBS TRACKING' })).toBeInTheDocument();
    expect(p.reportCalls()).toHaveLength(1);
  });
});
