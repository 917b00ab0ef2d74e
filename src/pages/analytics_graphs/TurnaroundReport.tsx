/**
 * The 'Turnaround' tab of /analytics_graphs/ and of the hub shell's analytics: the tracking report's
 * filters and defaults, then POST /customqueries/get_turnaround (computed on the server; a hub coordinator gets
 * their hub's): the median and P90 hours from pickup to drop-off and the share within the target, per hub, per
 * sample type and per route, a daily trend chart (lazy @nivo/bar), the ten slowest routes, Excel and print with
 * the company stamp.
 */
import { lazy, Suspense, type ReactNode } from 'react';
import {
  Alert,
  Box,
  Card,
  CardContent,
  CircularProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import { exportDateStamp } from '../../lib/tracking';
import { exportToExcel, type ExcelColumn } from '../../lib/excel';
import { formatDate } from '../../../contract/dates';
import { PrintTable } from '../../components/PrintLayout';
import { ReportActions } from './ReportActions';
import type { AppDataProvider } from '../../providers/dataProvider';
import { TrackingResult, TrackingSearchHead, useTrackingSearch } from './TrackingSearch';
import {
  hoursText,
  routeName,
  shareText,
  sheetColumns,
  sheetRows,
  statColumns,
  type HubStats,
  type RouteStats,
  type SampleStats,
  type TurnaroundReportData,
} from './turnaroundData';

const TurnaroundTrendChart = lazy(() => import('./TurnaroundTrendChart'));

const T = 'turnaround.report';
type Translate = (key: string, options?: Record<string, unknown>) => string;

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Card variant="outlined" sx={{ minWidth: 170, flex: 1 }}>
      <CardContent>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography variant="h5" component="p" aria-label={label}>
          {value}
        </Typography>
      </CardContent>
    </Card>
  );
}

function FigureTable<R>({
  title,
  rows,
  columns,
  empty,
}: {
  title: string;
  rows: readonly R[];
  columns: readonly ExcelColumn<R>[];
  empty: string;
}) {
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="subtitle1" component="h3" gutterBottom>
        {title}
      </Typography>
      {rows.length === 0 ? (
        <Alert severity="info">{empty}</Alert>
      ) : (
        <TableContainer component={Card} variant="outlined" sx={{ maxHeight: 440 }}>
          <Table size="small" stickyHeader aria-label={title}>
            <TableHead>
              <TableRow>
                {columns.map((c) => (
                  <TableCell key={c.header}>{c.header}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((r, i) => (
                <TableRow key={i}>
                  {columns.map((c) => (
                    <TableCell key={c.header}>{c.value(r)}</TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Box>
  );
}

function columnsOf(translate: Translate) {
  const h = (k: string) => translate(`${T}.columns.${k}`);
  return {
    hub: [{ header: h('hub'), value: (r: HubStats) => r.hub_name }, ...statColumns<HubStats>(translate)],
    sample: [
      { header: h('sample'), value: (r: SampleStats) => r.sample_type },
      ...statColumns<SampleStats>(translate),
    ],
    route: [
      { header: h('route'), value: (r: RouteStats) => routeName(r) },
      ...statColumns<RouteStats>(translate),
    ],
  };
}

/** The printed report: period, target, the overall figures and the tables. */
export function turnaroundPrintContent(
  data: TurnaroundReportData,
  period: { from: string | null; to: string | null },
  translate: Translate,
): ReactNode {
  const cols = columnsOf(translate);
  const s = data.summary;
  return (
    <>
      <p>{translate(`${T}.printPeriod`, { from: formatDate(period.from), to: formatDate(period.to) })}</p>
      <p>
        <strong>
          {translate(`${T}.printSummary`, {
            median: hoursText(s.median_hours),
            p90: hoursText(s.p90_hours),
            share: shareText(s.share_within_target),
            target: data.target_hours,
            samples: s.samples,
          })}
        </strong>
      </p>
      <h3>{translate(`${T}.byHub`)}</h3>
      <PrintTable rows={data.by_hub} columns={cols.hub} />
      <h3>{translate(`${T}.bySample`)}</h3>
      <PrintTable rows={data.by_sample} columns={cols.sample} />
      <h3>{translate(`${T}.slowest`)}</h3>
      <PrintTable rows={data.slowest_routes} columns={cols.route} />
      <h3>{translate(`${T}.byRoute`)}</h3>
      <PrintTable rows={data.by_route} columns={cols.route} />
    </>
  );
}

export function TurnaroundView({
  data,
  period,
}: {
  data: TurnaroundReportData;
  period: { from: string | null; to: string | null };
}) {
  const translate = useTranslate();
  const cols = columnsOf(translate);
  const s = data.summary;

  return (
    <Stack spacing={2}>
      <ReportActions
        prefix={T}
        exportExcel={() =>
          exportToExcel(sheetRows(data, translate), sheetColumns(translate), {
            fileBase: translate(`${T}.fileBase`, { date: exportDateStamp() }),
            sheetName: translate(`${T}.sheetName`),
          })
        }
        printTitle={translate(`${T}.printTitle`)}
        printContent={() => turnaroundPrintContent(data, period, translate)}
      />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} useFlexGap flexWrap="wrap">
        <Figure label={translate(`${T}.median`)} value={hoursText(s.median_hours)} />
        <Figure label={translate(`${T}.p90`)} value={hoursText(s.p90_hours)} />
        <Figure
          label={translate(`${T}.share`, { target: data.target_hours })}
          value={shareText(s.share_within_target)}
        />
        <Figure label={translate(`${T}.samples`)} value={String(s.samples)} />
        <Figure label={translate(`${T}.openLate`)} value={`${s.open} / ${s.late_open}`} />
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {translate(`${T}.definition`, { target: data.target_hours })}
      </Typography>
      <Box component="section" aria-label={translate(`${T}.trend`)}>
        <Typography variant="subtitle1" component="h3" gutterBottom>
          {translate(`${T}.trend`)}
        </Typography>
        {data.daily.length === 0 ? (
          <Alert severity="info">{translate('loading.empty.turnaround')}</Alert>
        ) : (
          <Suspense fallback={<CircularProgress size={20} />}>
            <TurnaroundTrendChart days={data.daily} />
          </Suspense>
        )}
      </Box>
      <FigureTable
        title={translate(`${T}.slowest`)}
        rows={data.slowest_routes}
        columns={cols.route}
        empty={translate(`${T}.empty`)}
      />
      <FigureTable
        title={translate(`${T}.byHub`)}
        rows={data.by_hub}
        columns={cols.hub}
        empty={translate(`${T}.empty`)}
      />
      <FigureTable
        title={translate(`${T}.bySample`)}
        rows={data.by_sample}
        columns={cols.sample}
        empty={translate(`${T}.empty`)}
      />
      <FigureTable
        title={translate(`${T}.byRoute`, { shown: data.by_route.length, total: data.routes_total })}
        rows={data.by_route}
        columns={cols.route}
        empty={translate(`${T}.empty`)}
      />
    </Stack>
  );
}

export function TurnaroundReport({ today }: { today?: Date }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const tracking = useTrackingSearch(today, 'get_turnaround', (body) => dataProvider.turnaround(body));
  const { searched, query } = tracking;
  return (
    <Stack spacing={2}>
      <TrackingSearchHead {...tracking} />
      <TrackingResult query={query} failed={`${T}.loadFailed`}>
        {(data) => <TurnaroundView data={data} period={{ from: searched.from, to: searched.to }} />}
      </TrackingResult>
    </Stack>
  );
}

export default TurnaroundReport;
