/** The 'Turnaround' tab of the analytics pages. */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { testDataProvider } from 'react-admin';
import { AnalyticsTabs } from '../../src/pages/analytics_graphs/AnalyticsTabs';
import { exportToExcel } from '../../src/lib/excel';
import { DEMO, fakeAuthProvider, fakePrintWindow, saveSignedIn, renderWithNotifications } from './helpers';
import { wire } from './wire';

vi.mock('../../src/pages/analytics_graphs/TurnaroundTrendChart', () => ({
  default: ({ days }: { days: { day: string; median_hours: number | null }[] }) => (
    <div data-testid="trend">{days.map((d) => `${d.day}=${d.median_hours}`).join(',')}</div>
  ),
}));
vi.mock('../../src/lib/excel', async (original) => ({
  ...(await original<typeof import('../../src/lib/excel')>()),
  exportToExcel: vi.fn(async () => 'file.xlsx'),
}));

const TODAY = new Date(2025, 0, 15);
const stats = (
  samples: number,
  completed: number,
  median: number | null,
  p90: number | null,
  share: number | null,
) => ({
  samples,
  completed,
  open: samples - completed,
  late_open: samples - completed,
  median_hours: median,
  p90_hours: p90,
  within_target: completed,
  share_within_target: share,
});
const ANSWER = {
  target_hours: 24,
  summary: stats(9, 7, 20, 44, 50),
  by_hub: [
    { hub: 2, hub_name: 'Gulu North Hub', ...stats(2, 2, 28, 45.6, 50) },
    { hub: 1, hub_name: 'Kampala Main Hub', ...stats(7, 5, 20, 36, 50) },
  ],
  by_sample: [
    { sample_type: 'Blood', ...stats(4, 4, 15, 34, 75) },
    { sample_type: 'Urine', ...stats(2, 0, null, null, 0) },
  ],
  by_route: [
    { pickup_point: 'Mulago HC', destination: 'Central Lab', ...stats(5, 3, 20, 28, 50) },
    { pickup_point: 'Lacor HC', destination: 'Gulu Lab', ...stats(2, 2, 28, 45.6, 50) },
  ],
  routes_total: 2,
  daily: [
    { day: '2025-01-06', ...stats(5, 5, 20, 36, 60) },
    { day: '2025-01-07', ...stats(4, 2, 28, 45.6, 33.33) },
  ],
  slowest_routes: [{ pickup_point: 'Lacor HC', destination: 'Gulu Lab', ...stats(2, 2, 28, 45.6, 50) }],
};

describe('Turnaround tab', () => {
  it('asks get_turnaround with the tracking filters and shows the figures, tables, trend, Excel and print', async () => {
    saveSignedIn({ system_name: 'Umoja Courier', company_email: 'info@example.org' });
    const customQuery = vi.fn(async (name: string) => {
      if (name === 'get_turnaround') return ANSWER;
      if (name === 'get_hubs_visited_statistics')
        return {
          tracking_hubs_report: '[]',
          non_tracking_hubs_report: '[]',
          total_samples_delivered_to_hubs: 0,
          total_samples_delivered_to_centralhub: 0,
          delivered_to_hubs_list: [],
          delivered_to_centralhub_list: [],
        };
      return { report: '[]' };
    });
    renderWithNotifications(<AnalyticsTabs today={TODAY} />, {
      dataProvider: { ...testDataProvider(), ...wire({ customQuery }) } as never,
      authProvider: fakeAuthProvider(DEMO.manager),
    });
    fireEvent.click(screen.getByRole('tab', { name: 'Turnaround' }));
    expect(await screen.findByLabelText('Median turnaround')).toHaveTextContent('20 h');
    expect(customQuery).toHaveBeenCalledWith('get_turnaround', {
      dateone: '06/01/2025',
      datetwo: '15/01/2025',
      region: '',
      district: '',
      hub: '',
    });
    expect(screen.getByLabelText('90th percentile')).toHaveTextContent('44 h');
    expect(screen.getByLabelText('Within target (24 h)')).toHaveTextContent('50%');
    expect(screen.getByLabelText('Samples picked up')).toHaveTextContent('9');

    const hubs = screen.getByRole('table', { name: 'Per hub' });
    const gulu = within(hubs).getByRole('row', { name: /Gulu North Hub/ });
    expect(
      within(gulu)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Gulu North Hub', '2', '2', '0', '28 h', '45.6 h', '50%']);
    const urine = within(screen.getByRole('table', { name: 'Per sample type' })).getByRole('row', {
      name: /Urine/,
    });
    expect(urine).toHaveTextContent('—');
    const slowest = screen.getByRole('table', { name: 'Ten slowest routes' });
    expect(within(slowest).getAllByRole('row')).toHaveLength(2);
    expect(slowest).toHaveTextContent('Lacor HC → Gulu Lab');
    expect(screen.getByRole('table', { name: 'Per route (2 of 2)' })).toHaveTextContent(
      'Mulago HC → Central Lab',
    );
    expect(await screen.findByTestId('trend')).toHaveTextContent('2025-01-06=20,2025-01-07=28');

    fireEvent.click(screen.getByRole('button', { name: 'Export to Excel' }));
    await waitFor(() => expect(exportToExcel).toHaveBeenCalledTimes(1));
    const [rows, columns] = vi.mocked(exportToExcel).mock.calls[0] as unknown as [
      { group: string; name: string }[],
      { header: string }[],
    ];
    expect(rows.map((r) => `${r.group}:${r.name}`)).toEqual([
      'Overall:Overall',
      'Hub:Gulu North Hub',
      'Hub:Kampala Main Hub',
      'Sample type:Blood',
      'Sample type:Urine',
      'Route:Mulago HC → Central Lab',
      'Route:Lacor HC → Gulu Lab',
      'Day:2025-01-06',
      'Day:2025-01-07',
    ]);
    expect(columns.map((c) => c.header)).toContain('Within target');
    expect(await screen.findByText('Turnaround exported to Excel')).toBeInTheDocument();

    const written = fakePrintWindow();
    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    await waitFor(() => expect(written).toHaveLength(1));
    expect(written[0]).toContain('Turnaround report');
    expect(written[0]).toContain('Umoja Courier');
    expect(written[0]).toContain('Median 20 h, 90th percentile 44 h, within target (24 h): 50% of 9 samples');
    expect(written[0]).toContain('Lacor HC → Gulu Lab');
    vi.mocked(window.open).mockRestore();
  });
});
