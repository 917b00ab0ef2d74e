/** The analytics pages' tabs: 'Hub tracking' (the tracking report) and 'Turnaround' (lazy). */
import { lazy, Suspense, useState } from 'react';
import { Box, CircularProgress, Tab, Tabs } from '@mui/material';
import { useTranslate } from 'react-admin';
import { TrackingReport } from './TrackingReport';

const TurnaroundReport = lazy(() => import('./TurnaroundReport'));

export function AnalyticsTabs({ today }: { today?: Date }) {
  const translate = useTranslate();
  const [tab, setTab] = useState(0);
  return (
    <Box>
      <Tabs value={tab} onChange={(_e, v: number) => setTab(v)} sx={{ mb: 2 }}>
        <Tab label={translate('turnaround.report.tabs.tracking')} />
        <Tab label={translate('turnaround.report.tabs.turnaround')} />
      </Tabs>
      {tab === 0 ? (
        <TrackingReport today={today} />
      ) : (
        <Suspense fallback={<CircularProgress size={20} />}>
          <TurnaroundReport today={today} />
        </Suspense>
      )}
    </Box>
  );
}
