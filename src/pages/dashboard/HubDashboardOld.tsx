/**
 * /hub_dashboard_old/ : the classic hub dashboard (administration.md 2.17). Tabs Hub Overview (Hub Agents and
 * Spokes counts linking to /hub_deliveryagents/ and /hub_healthcenters/), Hub Deliveries, Online Agents and
 * Agent Activity Tracking; then the hub's analytics (the tracking report, scoped to the hub by the server).
 * Each tab and the report load lazily.
 */
import { lazy, Suspense, useState } from 'react';
import { Alert, Box, CircularProgress, Grid, Tab, Tabs, Typography } from '@mui/material';
import People from '@mui/icons-material/People';
import LocalHospital from '@mui/icons-material/LocalHospital';
import { Loading, Title, usePermissions, useTranslate } from 'react-admin';
import type { Permissions } from '../../access';
import { StatCard, useHubData } from './HubDashboard';
import { LoadError } from '../../components/LoadError';

const DeliveryList = lazy(() => import('../../resources/deliveries/DeliveryList'));
const HubAgentTracking = lazy(() =>
  import('../hub_online_agents/HubOnlineAgentsPage').then((m) => ({ default: m.HubAgentTracking })),
);
const ActivityTrackerPage = lazy(() => import('../agent_activity_map/ActivityTrackerPage'));
const TrackingReport = lazy(() => import('../analytics_graphs/TrackingReport'));

const T = (key: string) => `pages.hubDashboard.${key}`;
const TABS = ['overview', 'deliveries', 'online', 'activity'] as const;

function Waiting() {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', p: 3 }}>
      <CircularProgress />
    </Box>
  );
}

function Overview({ hub }: { hub: number }) {
  const translate = useTranslate();
  const { agents, centres } = useHubData(hub, undefined, false);
  const failed = agents.error ?? centres.error;
  return (
    <Grid container spacing={2}>
      {failed ? (
        <Grid size={12}>
          <LoadError
            title={translate(T('loadFailed'))}
            error={failed}
            onRetry={() =>
              Promise.all([agents.error && agents.refetch(), centres.error && centres.refetch()])
            }
          />
        </Grid>
      ) : null}
      <Grid size={{ xs: 12, sm: 6 }}>
        <StatCard
          label={translate(T('old.agents'))}
          value={(agents.data?.length ?? 0).toLocaleString('en-US')}
          icon={<People />}
          testId="hub-old-agents"
          pending={agents.isPending}
          failed={agents.isError}
          to="/hub_deliveryagents/"
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <StatCard
          label={translate(T('old.spokes'))}
          value={(centres.data?.length ?? 0).toLocaleString('en-US')}
          icon={<LocalHospital />}
          testId="hub-old-spokes"
          pending={centres.isPending}
          failed={centres.isError}
          to="/hub_healthcenters/"
        />
      </Grid>
    </Grid>
  );
}

export default function HubDashboardOld() {
  const translate = useTranslate();
  const { permissions, isPending } = usePermissions<Permissions>();
  const [tab, setTab] = useState<(typeof TABS)[number]>('overview');
  if (isPending) return <Loading />;
  const hub = permissions?.coordinatedHub ?? null;
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={translate(T('oldTitle'))} />
      <Typography variant="h5" component="h1" gutterBottom>
        {translate(T('oldTitle'))}
      </Typography>
      {hub == null ? (
        <Alert severity="info">{translate(T('noHub'))}</Alert>
      ) : (
        <>
          <Tabs value={tab} onChange={(_e, v: (typeof TABS)[number]) => setTab(v)} variant="scrollable">
            {TABS.map((t) => (
              <Tab key={t} value={t} label={translate(T(`old.tabs.${t}`))} />
            ))}
          </Tabs>
          <Box sx={{ pt: 2 }}>
            <Suspense fallback={<Waiting />}>
              {tab === 'overview' ? <Overview hub={hub} /> : null}
              {tab === 'deliveries' ? <DeliveryList resource="hub_deliveries" /> : null}
              {tab === 'online' ? <HubAgentTracking hub={hub} /> : null}
              {tab === 'activity' ? <ActivityTrackerPage /> : null}
            </Suspense>
          </Box>
          <Typography variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
            {translate(T('old.analytics'))}
          </Typography>
          <Suspense fallback={<Waiting />}>
            <TrackingReport />
          </Suspense>
        </>
      )}
    </Box>
  );
}
