/**
 * The hub dashboard ('/' and '/hub_dashboard/' in the hub shell; administration.md 2.17, 4 and 7 "Hub shell
 * data"): hub name and logo, a welcome with the manager's name, Refresh Data, the cards Total / Pending /
 * Completed Deliveries (the last 30 days of getumoja_deliveriesreport for the coordinated hub), Online Agents
 * (get_hubagents/{hub}, online and active), Health Centers (/api/healthcentres/?collection_hub={hub}) and
 * Hub Performance %, quick links, the Recent Activity notice and the health-centre status groups.
 */
import { useState, type ReactElement, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  Alert,
  AlertTitle,
  Avatar,
  Box,
  Button,
  Card,
  CardActionArea,
  CardContent,
  Chip,
  CircularProgress,
  Grid,
  Stack,
  Typography,
} from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import { OngoingDeliveries } from './OngoingDeliveries';
import { CardLabel } from './CardLabel';
import { LoadError, LOAD_PLACEHOLDER } from '../../components/LoadError';
import LocalShipping from '@mui/icons-material/LocalShipping';
import HourglassEmpty from '@mui/icons-material/HourglassEmpty';
import CheckCircle from '@mui/icons-material/CheckCircle';
import People from '@mui/icons-material/People';
import LocalHospital from '@mui/icons-material/LocalHospital';
import TrendingUp from '@mui/icons-material/TrendingUp';
import MyLocation from '@mui/icons-material/MyLocation';
import RouteIcon from '@mui/icons-material/Route';
import {
  Loading,
  Title,
  useDataProvider,
  useGetIdentity,
  useNotify,
  usePermissions,
  useTranslate,
} from 'react-admin';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { missingHubRight, type Permissions } from '../../access';
import { MissingRight } from '../common/MissingRight';
import type { AppDataProvider } from '../../providers/dataProvider';
import {
  fetchHubDeliveryCounts,
  HEALTH_CENTRE_GROUPS,
  healthCentreGroups,
  hubReportArgs,
  onlineAgents,
  type HealthCentreGroup,
} from '../../lib/hubDashboard';
import { fetchHubAgents, hubAgentsKey } from '../hub_online_agents/hubAgents';
import { OverdueCard, useOverdue } from '../../components/Overdue';
import { useOnline } from '../../components/useOnline';

const T = (key: string) => `pages.hubDashboard.${key}`;

/** Rows asked for per request (the reference server's largest page). */
const PAGE_SIZE = 1000;

/** Every health centre of the hub (page after page until the total is reached). */
export async function fetchHubCentres(
  dataProvider: AppDataProvider,
  hub: number | string,
): Promise<{ id: unknown; status?: unknown }[]> {
  const ask = (page: number) =>
    dataProvider.getList('hub_healthcenters', {
      filter: { collection_hub: hub },
      pagination: { page, perPage: PAGE_SIZE },
      sort: { field: 'id', order: 'ASC' },
    });
  const first = await ask(1);
  const all = [...first.data];
  const total = first.total ?? all.length;
  for (let page = 2; all.length < total && first.data.length > 0; page++) {
    const next = await ask(page);
    if (next.data.length === 0) break;
    all.push(...next.data);
  }
  return all;
}

/** The hub's data of both hub dashboards: each its own query, each retried on Refresh Data. */
/**
 * The query keys of the hub dashboard's delivery counts and of its 'Ongoing deliveries' list: a receipt
 * (deliveries' ReceiveDialog) invalidates them, so the dashboard no longer shows the received delivery as pending.
 */
export const HUB_DELIVERY_KEYS = [['hub', 'dashboard', 'deliveries'], ['pending_deliveries']] as const;

export function useHubData(hub: number | null, today?: Date, canReadDeliveries = true) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const args = hub == null || !canReadDeliveries ? null : hubReportArgs(hub, today);
  const deliveries = useQuery({
    queryKey: [...HUB_DELIVERY_KEYS[0], args],
    queryFn: async () => fetchHubDeliveryCounts((_, body) => dataProvider.deliveriesReport(body), args!),
    enabled: args !== null,
    retry: false,
  });
  const agents = useQuery({
    queryKey: hubAgentsKey(hub),
    queryFn: () => fetchHubAgents(dataProvider, hub!),
    enabled: hub != null,
    retry: false,
  });
  const centres = useQuery({
    queryKey: ['hub', 'dashboard', 'centres', hub],
    queryFn: () => fetchHubCentres(dataProvider, hub!),
    enabled: hub != null,
    retry: false,
  });
  // (refetch() would run a disabled query too)
  const refetchAll = () =>
    Promise.all([...(args ? [deliveries.refetch()] : []), agents.refetch(), centres.refetch()]);
  return { deliveries, agents, centres, refetchAll };
}

export function StatCard({
  label,
  value,
  icon,
  testId,
  pending,
  failed,
  to,
}: {
  label: string;
  value: ReactNode;
  icon: ReactElement;
  testId: string;
  pending: boolean;
  failed: boolean;
  to?: string;
}) {
  const content = (
    <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
      <Box sx={{ color: 'primary.main', display: 'flex', '& svg': { fontSize: 40 } }}>{icon}</Box>
      <Box>
        {/* a link card: its label is the link, stretched over the card, so its name is its text (WCAG 2.5.3) */}
        <CardLabel label={label} to={to} />
        {pending ? (
          <CircularProgress size={20} />
        ) : (
          <Typography variant="h5" data-testid={testId} color={failed ? 'error' : undefined}>
            {failed ? LOAD_PLACEHOLDER : value}
          </Typography>
        )}
      </Box>
    </CardContent>
  );
  return (
    <Card
      sx={{ height: '100%', position: 'relative', '&:hover': to ? { bgcolor: 'action.hover' } : undefined }}
      aria-label={to ? undefined : label}
      role={to ? undefined : 'group'}
    >
      {content}
    </Card>
  );
}

const QUICK_LINKS: { key: string; to: string; icon: ReactElement }[] = [
  { key: 'deliveries', to: '/hub_deliveries/', icon: <LocalShipping /> },
  { key: 'online_agents', to: '/hub_online_agents/', icon: <MyLocation /> },
  { key: 'activity', to: '/hub_agent_activity_map/', icon: <RouteIcon /> },
];

const GROUP_COLORS: Record<HealthCentreGroup, 'success' | 'warning' | 'error' | 'info'> = {
  active: 'success',
  pending: 'warning',
  issues: 'error',
  maintenance: 'info',
};

export interface HubDashboardProps {
  /** Today, for tests (the 30-day report window). */
  today?: Date;
}

/**
 * The Recent Activity notice: the hub running smoothly; unless items are late in it now (the Overdue card's count),
 * or the page is offline and its figures are the last ones kept on the device.
 */
function RecentActivity({ online, late }: { online: boolean; late: number }) {
  const translate = useTranslate();
  const [severity, text] = !online
    ? (['info', translate(T('recent.offline'))] as const)
    : late > 0
      ? (['warning', translate(T('recent.late'), { smart_count: late })] as const)
      : (['success', translate(T('recent.text'))] as const);
  return (
    <Alert severity={severity} sx={{ height: '100%' }}>
      <AlertTitle>{translate(T('recent.title'))}</AlertTitle>
      {text}
    </Alert>
  );
}

export function HubDashboard({ today }: HubDashboardProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const { identity } = useGetIdentity();
  const { permissions, isPending } = usePermissions<Permissions>();
  const hub = permissions?.coordinatedHub ?? null;
  // the delivery cards need a right the account may lack: then they say so instead of failing
  const missingDeliveries = missingHubRight(permissions, 'hub_deliveries');
  const { deliveries, agents, centres, refetchAll } = useHubData(hub, today, !missingDeliveries);
  const [refreshing, setRefreshing] = useState(false);
  const queryClient = useQueryClient();
  const connected = useOnline();
  // the Overdue card's own query (one call for both): what is late in the hub now
  const overdue = useOverdue(!isPending && !missingDeliveries);

  if (isPending) return <Loading />;
  const who = identity as { fullName?: string; hubName?: string | null; hubLogo?: string | null } | undefined;
  const hubName = who?.hubName ?? '';

  if (hub == null)
    return (
      <Box sx={{ p: { xs: 1, sm: 2 } }}>
        <Title title={translate(T('title'))} />
        <Alert severity="info">{translate(T('noHub'))}</Alert>
      </Box>
    );

  const refresh = async () => {
    setRefreshing(true);
    try {
      void queryClient.invalidateQueries({ queryKey: [...HUB_DELIVERY_KEYS[1]] });
      const results = await refetchAll();
      if (results.every((r) => !r.isError)) notify(T('refreshed'), { type: 'info' });
    } finally {
      setRefreshing(false);
    }
  };

  const counts = deliveries.data;
  const online = agents.data ? onlineAgents(agents.data).length : 0;
  const groups = centres.data ? healthCentreGroups(centres.data) : null;
  const failed = deliveries.isError || agents.isError || centres.isError;
  const fmt = (n: number | undefined) => (n ?? 0).toLocaleString('en-US');

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={translate(T('title'))} />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        alignItems={{ sm: 'center' }}
        justifyContent="space-between"
        sx={{ mb: 2 }}
      >
        <Stack direction="row" spacing={2} alignItems="center">
          <Avatar
            src={who?.hubLogo ?? undefined}
            alt={translate(T('logoAlt'), { name: hubName })}
            variant="rounded"
            sx={{ width: 64, height: 64, bgcolor: 'primary.main' }}
          >
            {hubName.slice(0, 1).toUpperCase() || <LocalHospital />}
          </Avatar>
          <Box>
            <Typography variant="h5" component="h1" data-testid="hub-name">
              {hubName || translate(T('title'))}
            </Typography>
            <Typography>{translate(T('welcome'), { name: who?.fullName ?? '' })}</Typography>
            <Typography variant="body2" color="text.secondary">
              {translate(T('subtitle'))}
            </Typography>
          </Box>
        </Stack>
        <Button
          variant="contained"
          startIcon={refreshing ? <CircularProgress size={16} color="inherit" /> : <RefreshIcon />}
          onClick={() => void refresh()}
          disabled={refreshing}
        >
          {translate(T('refresh'))}
        </Button>
      </Stack>

      {missingDeliveries ? <MissingRight right={missingDeliveries} page={false} /> : null}
      {failed ? (
        // the server's reason and Retry
        <LoadError
          title={translate(T('loadFailed'))}
          error={deliveries.error ?? agents.error ?? centres.error}
          onRetry={refetchAll}
        />
      ) : null}

      <Grid container spacing={2}>
        {[
          { key: 'total', value: fmt(counts?.total), icon: <LocalShipping />, q: deliveries },
          { key: 'pending', value: fmt(counts?.pending), icon: <HourglassEmpty />, q: deliveries },
          { key: 'completed', value: fmt(counts?.completed), icon: <CheckCircle />, q: deliveries },
          { key: 'online', value: fmt(online), icon: <People />, q: agents },
          { key: 'healthcenters', value: fmt(centres.data?.length), icon: <LocalHospital />, q: centres },
          {
            key: 'performance',
            value: translate(T('performanceValue'), { value: counts?.performance ?? 0 }),
            icon: <TrendingUp />,
            q: deliveries,
          },
        ].map((c) => (
          <Grid key={c.key} size={{ xs: 12, sm: 6, md: 4 }}>
            <StatCard
              label={translate(T(`cards.${c.key}`))}
              value={c.value}
              icon={c.icon}
              testId={`hub-card-${c.key}`}
              pending={c.q.isPending && c.q.fetchStatus !== 'idle'}
              failed={c.q.isError || (c.q === deliveries && !!missingDeliveries)}
            />
          </Grid>
        ))}
      </Grid>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
        {translate(T('window'))}
      </Typography>
      {missingDeliveries ? null : (
        <Grid container spacing={2} sx={{ mt: 1 }}>
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            {/* what is late now in the hub (get_overdue is scoped to it), linking to the filtered list */}
            <OverdueCard hub />
          </Grid>
        </Grid>
      )}

      <Typography variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
        {translate(T('quickLinks'))}
      </Typography>
      <Grid container spacing={2}>
        {QUICK_LINKS.map((l) => (
          <Grid key={l.key} size={{ xs: 12, sm: 4 }}>
            <Card>
              <CardActionArea component={RouterLink} to={l.to}>
                <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                  <Box sx={{ color: 'primary.main', display: 'flex' }}>{l.icon}</Box>
                  <Typography>{translate(T(`links.${l.key}`))}</Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>

      <Grid container spacing={2} sx={{ mt: 1 }}>
        <Grid size={{ xs: 12, md: 6 }}>
          <RecentActivity online={connected} late={missingDeliveries ? 0 : (overdue.data?.count ?? 0)} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Card sx={{ height: '100%' }}>
            <CardContent>
              <Typography variant="subtitle1" component="h2" gutterBottom>
                {translate(T('statusTitle'))}
              </Typography>
              {centres.isPending && centres.fetchStatus !== 'idle' ? (
                <CircularProgress size={20} />
              ) : (
                <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
                  {HEALTH_CENTRE_GROUPS.map((g) => (
                    <Chip
                      key={g}
                      color={GROUP_COLORS[g]}
                      variant="outlined"
                      data-testid={`hub-status-${g}`}
                      label={`${translate(T(`statuses.${g}`))}: ${groups ? groups[g] : '–'}`}
                    />
                  ))}
                </Stack>
              )}
            </CardContent>
          </Card>
        </Grid>
        <Grid size={12}>
          <OngoingDeliveries />
        </Grid>
      </Grid>
    </Box>
  );
}

export default HubDashboard;
