import type { ComponentProps, ReactElement } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { testDataProvider } from 'react-admin';
import { DeliveredVolume } from '../../src/pages/analytics_graphs/DeliveredVolume';
import { HubVolumeDialog } from '../../src/pages/analytics_graphs/HubVolumeDialog';
import { VolumeTooltip } from '../../src/pages/analytics_graphs/DeliveredVolumeChart';
import { exportToExcel } from '../../src/lib/excel';
import { printStamped } from '../../src/components/PrintLayout';
import { downloadBlob } from '../../src/lib/download';
import { svgToPngBlob, TOTAL_KEY } from '../../src/lib/volume';
import type { MonthlyEntry } from '../../contract/types';
import { renderWithAdmin, renderWithNotifications } from './helpers';
import { wire } from './wire';

// jsdom cannot measure a responsive chart: draw the real (non-responsive) nivo Bar at a fixed size instead
vi.mock('@nivo/bar', async (original) => {
  const nivo = await original<typeof import('@nivo/bar')>();
  return {
    ...nivo,
    ResponsiveBar: (props: Omit<ComponentProps<typeof nivo.Bar>, 'width' | 'height'>) => (
      <nivo.Bar {...(props as ComponentProps<typeof nivo.Bar>)} width={900} height={420} />
    ),
  };
});
vi.mock('../../src/lib/excel', async (original) => ({
  ...(await original<typeof import('../../src/lib/excel')>()),
  exportToExcel: vi.fn(async () => 'file.xlsx'),
}));
vi.mock('../../src/components/PrintLayout', async (original) => ({
  ...(await original<typeof import('../../src/components/PrintLayout')>()),
  printStamped: vi.fn(async () => true),
}));
// jsdom has no canvas: the SVG → PNG step is replaced, the rest of the download is real
vi.mock('../../src/lib/volume', async (original) => ({
  ...(await original<typeof import('../../src/lib/volume')>()),
  svgToPngBlob: vi.fn(async () => new Blob(['png'], { type: 'image/png' })),
}));
vi.mock('../../src/lib/download', () => ({ downloadBlob: vi.fn() }));

const ENTRIES: MonthlyEntry[] = [
  {
    month: '2026-10',
    samples: [{ sample_name: 'Blood', total_in_month: 5 }],
    monthly_total: 5,
  },
  {
    month: '2026-11',
    samples: [
      { sample_name: 'Sputum', total_in_month: 4 },
      { sample_name: 'Blood', total_in_month: 3 },
    ],
    monthly_total: 7,
  },
];

function renderVolume(ui: ReactElement, dataProvider = testDataProvider()) {
  return renderWithNotifications(ui, { dataProvider });
}

beforeEach(() => {
  vi.mocked(exportToExcel).mockClear();
  vi.mocked(printStamped).mockClear();
  vi.mocked(svgToPngBlob).mockClear();
  vi.mocked(downloadBlob).mockClear();
});

describe('DeliveredVolume', () => {
  it('shows the empty state of the hubs tab', async () => {
    renderVolume(<DeliveredVolume entries={[]} kind="hubs" />);
    expect(await screen.findByText('No samples data available')).toBeInTheDocument();
    expect(screen.getByText('Please adjust your filters and try again')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download Excel' })).not.toBeInTheDocument();
  });

  it('shows the empty state of the central hub tab', async () => {
    renderVolume(<DeliveredVolume entries={[]} kind="central" />);
    expect(await screen.findByText('No central hub samples data available')).toBeInTheDocument();
    expect(screen.getByText('Please adjust your filters and try again')).toBeInTheDocument();
  });

  it('draws a stacked bar per month with a legend per sample type and whole-number y ticks', async () => {
    renderVolume(<DeliveredVolume entries={ENTRIES} kind="hubs" />);
    const chart = await screen.findByTestId('delivered-volume-chart');
    const svg = chart.querySelector('svg')!;
    expect(svg).toBeTruthy();
    const texts = [...svg.querySelectorAll('text')].map((t) => t.textContent);
    expect(texts).toEqual(expect.arrayContaining(['Oct 2026', 'Nov 2026', 'Blood', 'Sputum']));
    // three non-zero segments: Oct Blood 5, Nov Blood 3, Nov Sputum 4 (labels are the values)
    expect(texts).toEqual(expect.arrayContaining(['5', '3', '4']));
    // y axis 0..7 by 1: every tick label is a whole number
    for (const tick of ['0', '1', '2', '6', '7']) expect(texts).toContain(tick);
    expect(texts.some((t) => t !== null && /^\d+\.\d+$/.test(t))).toBe(false);
    expect(screen.getByText('Samples delivered at hubs per month')).toBeInTheDocument();
  });

  it('hovering a bar shows its tooltip with the month total', async () => {
    renderVolume(<DeliveredVolume entries={ENTRIES} kind="hubs" />);
    const chart = await screen.findByTestId('delivered-volume-chart');
    // nivo names each bar rect bar.item.<series>.<month index>: Sputum in Nov 2026 (the second month)
    const bar = chart.querySelector('[data-testid="bar.item.Sputum.1"]');
    expect(bar).toBeTruthy();
    expect(bar).toHaveAttribute('fill', 'rgba(255, 127, 14, 1)'); // palette colour 2, #ff7f0e
    fireEvent.mouseEnter(bar!);
    const tooltip = await screen.findByRole('tooltip');
    expect(within(tooltip).getByText('Sputum: 4')).toBeInTheDocument();
    expect(within(tooltip).getByText('Total in Nov 2026: 7')).toBeInTheDocument();
  });

  it("the tooltip shows the sample's count and the month total", () => {
    renderWithAdmin(
      <VolumeTooltip
        id="Sputum"
        value={4}
        color="#ff7f0e"
        indexValue="Nov 2026"
        data={{ __month: 'Nov 2026', [TOTAL_KEY]: 7, Blood: 3, Sputum: 4 }}
      />,
    );
    const tooltip = screen.getByRole('tooltip');
    expect(within(tooltip).getByText('Sputum: 4')).toBeInTheDocument();
    expect(within(tooltip).getByText('Total in Nov 2026: 7')).toBeInTheDocument();
  });

  it('Download Excel writes a month × sample sheet with totals', async () => {
    renderVolume(<DeliveredVolume entries={ENTRIES} kind="hubs" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Download Excel' }));
    expect(await screen.findByText('Excel file downloaded successfully!')).toBeInTheDocument();
    expect(exportToExcel).toHaveBeenCalledTimes(1);
    const [rows, columns, options] = vi.mocked(exportToExcel).mock.calls[0];
    expect(rows).toEqual([
      ['Oct 2026', 5, 0, 5],
      ['Nov 2026', 3, 4, 7],
      ['Total', 8, 4, 12],
    ]);
    expect(columns.map((c) => c.header)).toEqual(['Month', 'Blood', 'Sputum', 'Monthly total']);
    expect(columns.map((c) => c.value((rows as unknown[][])[1]))).toEqual(['Nov 2026', 3, 4, 7]);
    expect(options.fileBase).toMatch(/^Samples_Delivered_At_Hubs_\d{2}_\d{2}_\d{4}$/);
  });

  it('Download Excel reports a failure, and that there is nothing to export', async () => {
    vi.mocked(exportToExcel).mockRejectedValueOnce(new Error('disk full'));
    const { unmount } = renderVolume(<DeliveredVolume entries={ENTRIES} kind="central" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Download Excel' }));
    expect(await screen.findByText('Failed to export Excel file. Please try again.')).toBeInTheDocument();
    unmount();

    renderVolume(
      <DeliveredVolume
        entries={[
          { month: '2026-01', samples: [{ sample_name: 'Blood', total_in_month: 0 }], monthly_total: 0 },
        ]}
        kind="central"
      />,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Download Excel' }));
    expect(await screen.findByText('No data available to export')).toBeInTheDocument();
    expect(exportToExcel).toHaveBeenCalledTimes(1);
  });

  it("Download Image turns the chart's SVG into a PNG file", async () => {
    renderVolume(<DeliveredVolume entries={ENTRIES} kind="central" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Download Image' }));
    expect(await screen.findByText('Chart image downloaded successfully!')).toBeInTheDocument();
    const svg = vi.mocked(svgToPngBlob).mock.calls[0][0];
    expect(svg.tagName.toLowerCase()).toBe('svg');
    expect(screen.getByTestId('delivered-volume-chart')).toContainElement(svg as unknown as HTMLElement);
    const [blob, name] = vi.mocked(downloadBlob).mock.calls[0];
    expect(blob.type).toBe('image/png');
    expect(name).toMatch(/^Samples_Delivered_To_Central_Hub_\d{2}_\d{2}_\d{4}\.png$/);
  });

  it('Download Image reports a failure', async () => {
    vi.mocked(svgToPngBlob).mockRejectedValueOnce(new Error('tainted canvas'));
    renderVolume(<DeliveredVolume entries={ENTRIES} kind="hubs" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Download Image' }));
    expect(await screen.findByText('Failed to download chart image. Please try again.')).toBeInTheDocument();
    expect(downloadBlob).not.toHaveBeenCalled();
  });

  it('Print Chart opens the stamped print view with the chart and the monthly totals', async () => {
    renderVolume(<DeliveredVolume entries={ENTRIES} kind="central" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Print Chart' }));
    expect(
      await screen.findByText('Print dialog opened successfully!', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    const [title, content] = vi.mocked(printStamped).mock.calls[0];
    expect(title).toBe('Samples delivered to the central hub per month');
    const html = renderToStaticMarkup(<>{content}</>);
    expect(html).toContain('<svg');
    expect(html).toContain('Total samples delivered: 12');
    expect(html).toContain('<td>Nov 2026</td><td>3</td><td>4</td><td>7</td>');
  });

  it('Print Chart reports a blocked print window', async () => {
    vi.mocked(printStamped).mockResolvedValueOnce(false);
    renderVolume(<DeliveredVolume entries={ENTRIES} kind="hubs" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Print Chart' }));
    expect(await screen.findByText('Failed to print chart. Please try again.')).toBeInTheDocument();
  });
});

describe('HubVolumeDialog', () => {
  const hub = { id: 7, name: 'Kampala Hub' };

  it("loads the hub's delivery statistics and shows its chart and total", async () => {
    const customQuery = vi.fn(async () => ({
      hub,
      delivered_to_hubs_list: ENTRIES,
      total: 12,
    }));
    renderVolume(<HubVolumeDialog hub={hub} open onClose={() => undefined} />, {
      ...testDataProvider(),
      ...wire({ customQuery }),
    } as never);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Volume of samples delivered')).toBeInTheDocument();
    expect(within(dialog).getByText('Kampala Hub')).toBeInTheDocument();
    expect(await within(dialog).findByText('Total samples delivered: 12')).toBeInTheDocument();
    expect(within(dialog).getByTestId('delivered-volume-chart')).toBeInTheDocument();
    expect(customQuery).toHaveBeenCalledWith('get_hub_delivery_stats', { hub: 7 });
  });

  it('shows the empty state when the hub had no deliveries, and closes', async () => {
    const onClose = vi.fn();
    const customQuery = vi.fn(async () => ({ hub, delivered_to_hubs_list: [], total: 0 }));
    renderVolume(<HubVolumeDialog hub={hub} open onClose={onClose} />, {
      ...testDataProvider(),
      ...wire({ customQuery }),
    } as never);
    expect(await screen.findByText('No samples data available')).toBeInTheDocument();
    expect(screen.getByText('Total samples delivered: 0')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('says when the statistics cannot be loaded', async () => {
    const customQuery = vi.fn(async () => {
      throw new Error('Forbidden');
    });
    renderVolume(<HubVolumeDialog hub={hub} open onClose={() => undefined} />, {
      ...testDataProvider(),
      ...wire({ customQuery }),
    } as never);
    expect(await screen.findByText('Failed to load tracking data')).toBeInTheDocument();
  });

  it('does not load anything while closed', () => {
    const customQuery = vi.fn(async () => ({}));
    renderVolume(<HubVolumeDialog hub={hub} open={false} onClose={() => undefined} />, {
      ...testDataProvider(),
      ...wire({ customQuery }),
    } as never);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(customQuery).not.toHaveBeenCalled();
  });
});
