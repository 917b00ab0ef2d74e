/**
 * The hub tracking report (administration.md 2.15), used by /analytics_graphs/ and by the dashboard's
 * 'Tracking Overview' tab: filters, then POST /customqueries/get_hubs_visited_statistics and four tabs
 * ('{n} HUBS TRACKING' with Statistical Data and View Tabular Data, '{n} HUBS NOT TRACKING', and the two
 * delivered-volume tabs drawn by DeliveredVolume).
 */
import { lazy, Suspense, useState } from 'react';
import { Alert, Box, Button, Stack, Tab, Tabs, Typography } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useDataProvider, useTranslate } from 'react-admin';
import { parseTrackingReport, type TrackingReportData } from '../../lib/tracking';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { MonthlyEntry } from '../../../contract/types';
import { TrackingResult, TrackingSearchHead, TrackingWaiting, useTrackingSearch } from './TrackingSearch';
import { NotTrackingTable, TrackingTable } from './TrackingTables';

const TrackingChart = lazy(() => import('./TrackingChart'));
const DeliveredVolume = lazy(() => import('./DeliveredVolume').then((m) => ({ default: m.DeliveredVolume })));

const T = 'pages.analytics';

type Report = TrackingReportData<MonthlyEntry>;

function TrackingTab({
  report,
  period,
  onRefresh,
  refreshing,
}: {
  report: Report;
  period: { from: string | null; to: string | null };
  onRefresh: () => void;
  refreshing: boolean;
}) {
  const translate = useTranslate();
  const [sub, setSub] = useState(0);
  return (
    <Box>
      <Tabs value={sub} onChange={(_e, v: number) => setSub(v)} aria-label={translate(`${T}.heading`)}>
        <Tab label={translate(`${T}.tabs.statistical`)} />
        <Tab label={translate(`${T}.tabs.tabular`)} />
      </Tabs>
      <Box sx={{ pt: 2 }} role="tabpanel">
        {sub === 0 ? (
          <Stack spacing={1}>
            <Box>
              <Button
                variant="outlined"
                startIcon={<RefreshIcon />}
                onClick={onRefresh}
                disabled={refreshing}
              >
                {translate(`${T}.refresh`)}
              </Button>
            </Box>
            <Typography variant="subtitle1" component="h3">
              {translate(`${T}.chartTitle`)}
            </Typography>
            {report.tracking.length === 0 ? (
              <Alert severity="info">{translate(`${T}.emptyTracking`)}</Alert>
            ) : (
              <Suspense fallback={<TrackingWaiting />}>
                <TrackingChart rows={report.tracking} />
              </Suspense>
            )}
          </Stack>
        ) : (
          <TrackingTable rows={report.tracking} period={period} />
        )}
      </Box>
    </Box>
  );
}

export interface TrackingReportProps {
  /** Today, for tests (the default date range). */
  today?: Date;
}

export function TrackingReport({ today }: TrackingReportProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const tracking = useTrackingSearch(today, 'get_hubs_visited_statistics', async (body) =>
    parseTrackingReport<MonthlyEntry>(await dataProvider.hubsVisitedStatistics(body)),
  );
  const { searched, query } = tracking;
  const [tab, setTab] = useState(0);

  const period = { from: searched.from, to: searched.to };

  return (
    <Stack spacing={2}>
      <TrackingSearchHead {...tracking} />
      <TrackingResult query={query} failed={`${T}.loadFailed`}>
        {(report) => (
          <Box>
            <Tabs
              value={tab}
              onChange={(_e, v: number) => setTab(v)}
              variant="scrollable"
              allowScrollButtonsMobile
            >
              <Tab label={translate(`${T}.tabs.tracking`, { n: report.tracking.length })} />
              <Tab label={translate(`${T}.tabs.notTracking`, { n: report.nonTracking.length })} />
              <Tab label={translate(`${T}.tabs.toHubs`, { n: report.totalToHubs })} />
              <Tab label={translate(`${T}.tabs.toCentral`, { n: report.totalToCentral })} />
            </Tabs>
            <Box sx={{ pt: 2 }}>
              {tab === 0 ? (
                <TrackingTab
                  report={report}
                  period={period}
                  onRefresh={() => void query.refetch()}
                  refreshing={query.isFetching}
                />
              ) : tab === 1 ? (
                <NotTrackingTable rows={report.nonTracking} />
              ) : (
                <Suspense fallback={<TrackingWaiting />}>
                  <DeliveredVolume
                    entries={tab === 2 ? report.toHubs : report.toCentral}
                    kind={tab === 2 ? 'hubs' : 'central'}
                  />
                </Suspense>
              )}
            </Box>
          </Box>
        )}
      </TrackingResult>
    </Stack>
  );
}

export default TrackingReport;
