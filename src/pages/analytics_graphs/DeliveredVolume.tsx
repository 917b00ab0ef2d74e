/**
 * The delivered-volume tabs of the hub tracking report and the per-hub volume dialog (administration.md 2.15, 8,
 * 9): a monthly stacked bar chart, one series per sample type, with Download Excel, Download Image (PNG) and
 * Print Chart. Reached only through React.lazy (it pulls in @nivo/bar through DeliveredVolumeChart).
 */
import { useMemo, useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import ImageIcon from '@mui/icons-material/Image';
import PrintIcon from '@mui/icons-material/Print';
import { useNotify, useTranslate } from 'react-admin';
import { printStamped, PrintTable } from '../../components/PrintLayout';
import { exportToExcel, type ExcelColumn } from '../../lib/excel';
import { exportDateStamp } from '../../lib/tracking';
import { downloadBlob } from '../../lib/download';
import {
  MONTH_KEY,
  svgMarkup,
  svgToPngBlob,
  TOTAL_KEY,
  volumeChartData,
  volumeSheet,
  volumeTotal,
  type VolumeDatum,
} from '../../lib/volume';
import type { MonthlyEntry } from '../../../contract/types';
import { DeliveredVolumeChart } from './DeliveredVolumeChart';

const V = 'pages.analytics.volume';
/** Spec 9: the central-hub print preview waits 500 ms. */
export const CENTRAL_PRINT_DELAY_MS = 500;

export type VolumeKind = 'hubs' | 'central';

type Translate = (key: string, options?: Record<string, unknown>) => string;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The Excel columns of the sheet (header texts; values read from the sheet rows). */
function sheetColumns(header: readonly string[]): ExcelColumn<(string | number)[]>[] {
  return header.map((h, i) => ({ header: h, value: (row) => row[i] }));
}

function fileBase(kind: VolumeKind, translate: Translate, now: Date = new Date()): string {
  return translate(kind === 'hubs' ? `${V}.fileHubs` : `${V}.fileCentral`, { date: exportDateStamp(now) });
}

export function DeliveredVolume({ entries, kind }: { entries: MonthlyEntry[]; kind: VolumeKind }) {
  const translate = useTranslate();
  const notify = useNotify();
  const chartRef = useRef<HTMLDivElement>(null);
  // one busy state for the three buttons (each action notifies its own outcome)
  const action = useMutation({ mutationFn: (work: () => Promise<void>) => work() });
  const busy = action.isPending;
  const chart = useMemo(() => volumeChartData(entries), [entries]);
  const total = volumeTotal(entries);
  const title = translate(kind === 'hubs' ? `${V}.titleHubs` : `${V}.titleCentral`);

  if (chart.rows.length === 0) {
    return (
      <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
        <Typography variant="h6">
          {translate(kind === 'hubs' ? `${V}.emptyHubs` : `${V}.emptyCentral`)}
        </Typography>
        <Typography color="text.secondary">{translate(`${V}.emptyHint`)}</Typography>
      </Paper>
    );
  }

  const chartSvg = (): SVGSVGElement | null => chartRef.current?.querySelector('svg') ?? null;

  const run = (work: () => Promise<void>) => action.mutateAsync(work);

  const downloadExcel = () =>
    run(async () => {
      if (total === 0) {
        notify(`${V}.noData`, { type: 'warning' });
        return;
      }
      try {
        const sheet = volumeSheet(entries, {
          month: translate(`${V}.columnMonth`),
          total: translate(`${V}.columnTotal`),
          totalRow: translate(`${V}.totalRow`),
        });
        await exportToExcel(sheet.rows, sheetColumns(sheet.header), {
          fileBase: fileBase(kind, translate),
          sheetName: translate(kind === 'hubs' ? `${V}.sheetHubs` : `${V}.sheetCentral`),
        });
        notify(`${V}.excelSuccess`, { type: 'success' });
      } catch {
        notify(`${V}.excelFailed`, { type: 'error' });
      }
    });

  const downloadImage = () =>
    run(async () => {
      try {
        const svg = chartSvg();
        if (!svg) throw new Error('The chart is not drawn');
        const blob = await svgToPngBlob(svg);
        downloadBlob(blob, `${fileBase(kind, translate)}.png`);
        notify(`${V}.imageSuccess`, { type: 'success' });
      } catch {
        notify(`${V}.imageFailed`, { type: 'error' });
      }
    });

  const print = () =>
    run(async () => {
      try {
        const svg = chartSvg();
        if (!svg) throw new Error('The chart is not drawn');
        const markup = svgMarkup(svg);
        if (kind === 'central') await wait(CENTRAL_PRINT_DELAY_MS);
        const opened = await printStamped(
          title,
          <>
            <p>{translate(`${V}.printTotal`, { total })}</p>
            <div className="print-chart" dangerouslySetInnerHTML={{ __html: markup }} />
            <PrintTable<VolumeDatum>
              rows={chart.rows}
              columns={[
                { header: translate(`${V}.columnMonth`), value: (r) => r[MONTH_KEY] },
                ...chart.keys.map((k) => ({ header: k, value: (r: VolumeDatum) => r[k] })),
                { header: translate(`${V}.columnTotal`), value: (r) => r[TOTAL_KEY] },
              ]}
            />
          </>,
          translate,
        );
        if (!opened) throw new Error('The print window was blocked');
        notify(`${V}.printSuccess`, { type: 'success' });
      } catch {
        notify(`${V}.printFailed`, { type: 'error' });
      }
    });

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'center' }}>
        <Typography variant="h6" sx={{ flexGrow: 1 }}>
          {title}
        </Typography>
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          onClick={() => void downloadExcel()}
          disabled={busy}
        >
          {translate(`${V}.downloadExcel`)}
        </Button>
        <Button
          variant="outlined"
          startIcon={<ImageIcon />}
          onClick={() => void downloadImage()}
          disabled={busy}
        >
          {translate(`${V}.downloadImage`)}
        </Button>
        <Button variant="outlined" startIcon={<PrintIcon />} onClick={() => void print()} disabled={busy}>
          {translate(`${V}.print`)}
        </Button>
      </Stack>
      <Box ref={chartRef} sx={{ overflowX: 'auto' }}>
        <DeliveredVolumeChart chart={chart} />
      </Box>
    </Stack>
  );
}

export default DeliveredVolume;
