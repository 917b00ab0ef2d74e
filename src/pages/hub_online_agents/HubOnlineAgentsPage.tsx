/**
 * /hub_online_agents/ : Hub Agent Tracking (administration.md 2.17, 7 Agents). The coordinated hub's agents
 * from GET /customqueries/get_hubagents/{hub}; the ones online and active are on the map (the live map of
 * /online_agents/), with a count badge. Every message of the live agent feed moves the agent at once and
 * reloads the list, and a poll reloads it every 30 seconds. Empty: 'No agents are currently active for
 * this hub'. In the admin shell (no coordinated hub) the route shows the full Live Agent Tracking.
 * Stale agents, as on Live Agent Tracking (shared: ../online_agents/StaleAgents): grey markers, 'last
 * seen N min ago' in the popup and the agents table, 'Only stale agents', the stale count next to the online count.
 */
import { useMemo } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  Chip,
  CircularProgress,
  Stack,
  Typography,
} from '@mui/material';
import { Loading, Title, useDataProvider, usePermissions, useTranslate } from 'react-admin';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Permissions } from '../../access';
import type { AppDataProvider } from '../../providers/dataProvider';
import { useLiveFeed } from '../../live';
import { onlineAgents } from '../../lib/hubDashboard';
import { applyLocation } from '../online_agents/agentMarkers';
import { AgentsTable, StaleControls, useHeardMoves, useStaleAgents } from '../online_agents/StaleAgents';
import { AGENT_POLL_MS, OnlineAgentsPage } from '../online_agents/OnlineAgentsPage';
import { fetchHubAgents, hubAgentsKey, type HubAgent } from './hubAgents';
import { LazyAgentsMap, MAP_HEIGHT } from '../online_agents/LazyAgentsMap';

const T = (key: string) => `pages.hub.online_agents.${key}`;

/** The hub's agent map (also a tab of the classic hub dashboard). */
export function HubAgentTracking({ hub }: { hub: number }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const key = hubAgentsKey(hub);
  const query = useQuery({
    queryKey: key,
    queryFn: () => fetchHubAgents(dataProvider, hub),
    retry: false,
  });
  // a reload already under way is not cancelled by the next message: moves apply at once anyway
  const reload = () => void query.refetch({ cancelRefetch: false });
  const { hear, judge } = useHeardMoves();
  useLiveFeed(
    'agents',
    (message) => {
      hear(message);
      queryClient.setQueryData<HubAgent[]>(key, (current) =>
        current ? applyLocation(current, message) : current,
      );
      reload();
    },
    AGENT_POLL_MS,
    reload,
  );

  const active = useMemo(() => judge(onlineAgents(query.data ?? [])), [query.data, judge]);
  const { now, staleIds, staleOnly, setStaleOnly, shown, markers } = useStaleAgents(active);

  return (
    <Card>
      <CardHeader
        title={translate(T('title'))}
        slotProps={{ title: { variant: 'subtitle1', component: 'h2' } }}
        action={
          query.data ? (
            <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap">
              <Chip
                color={active.length > 0 ? 'success' : 'default'}
                label={translate(T('badge'), { smart_count: active.length })}
                data-testid="hub-agents-count"
              />
              {active.length > 0 ? (
                <StaleControls
                  count={staleIds.size}
                  staleOnly={staleOnly}
                  onChange={setStaleOnly}
                  testId="hub-agents-stale-count"
                />
              ) : null}
            </Stack>
          ) : null
        }
      />
      <CardContent>
        {query.isError ? (
          <Alert
            severity="error"
            sx={{ mb: 2 }}
            action={
              <Button color="inherit" size="small" onClick={reload}>
                {translate('pages.hubDashboard.retry')}
              </Button>
            }
          >
            {translate(T('loadFailed'))}
          </Alert>
        ) : null}
        {query.isPending ? (
          query.isError ? null : (
            <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
              <CircularProgress size={24} />
            </Box>
          )
        ) : active.length === 0 ? (
          <Typography data-testid="hub-agents-empty" sx={{ p: 2 }} color="text.secondary">
            {translate(T('empty'))}
          </Typography>
        ) : (
          <Stack spacing={2}>
            <Box data-testid="hub-agents-map" sx={{ height: MAP_HEIGHT }}>
              <LazyAgentsMap markers={markers} />
            </Box>
            <AgentsTable agents={shown} staleIds={staleIds} now={now} rowTestId="hub-agent" />
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}

export default function HubOnlineAgentsPage() {
  const translate = useTranslate();
  const { permissions, isPending } = usePermissions<Permissions>();
  if (isPending) return <Loading />;
  const hub = permissions?.coordinatedHub ?? null;
  if (hub == null) return <OnlineAgentsPage />;
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={translate(T('title'))} />
      <HubAgentTracking hub={hub} />
    </Box>
  );
}
