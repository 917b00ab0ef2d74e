/**
 * /online_agents/ : Live Agent Tracking (operations.md 2, 4, 7, 9).
 * Loads GET /api/delivery_agents/?is_online=true&active=true (every page of it), shows how many agents are
 * online, a map of their markers (popups: phone, address, coordinates, online and active) and the same agents
 * as a list (name, code, phone, address, coordinates) paged like a react-admin list (25 a page, page size
 * changer); the map keeps every online agent. Any message on the live agent feed moves the agent at
 * once and reloads the agents; a poll reloads them every 30 seconds whatever the feed does, so polling goes on
 * alone when the live connection fails.
 * Stale agents: an online agent whose position has not changed for longer than the profile's
 * stale_agent_minutes is drawn grey with 'last seen N min ago' in its popup and its row; 'Only stale agents' shows
 * them alone; the stale count stands next to the online count. The page re-judges every 15 seconds.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  Alert,
  Box,
  Card,
  CardContent,
  CardHeader,
  Chip,
  CircularProgress,
  Stack,
  Typography,
} from '@mui/material';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import { useLiveFeed } from '../../live';
import { applyLocation, fetchOnlineAgents, type OnlineAgent } from './agentMarkers';
import { LazyAgentsMap, MAP_HEIGHT } from './LazyAgentsMap';
import { AgentsTable, StaleControls, useHeardMoves, useStaleAgents } from './StaleAgents';

export { AGENTS_PER_PAGE, STALE_TICK_MS, staleMinutes } from './StaleAgents';

/** Agent list polling (operations.md 9). */
export const AGENT_POLL_MS = 30_000;

function FeedStatusChip({ status }: { status: 'open' | 'retrying' | 'polling' }) {
  const translate = useTranslate();
  const label =
    status === 'open'
      ? translate('pages.online_agents.live')
      : status === 'polling'
        ? translate('pages.online_agents.polling')
        : translate('pages.online_agents.connecting');
  return (
    <Chip
      size="small"
      variant="outlined"
      color={status === 'open' ? 'success' : status === 'polling' ? 'warning' : 'default'}
      label={label}
      data-testid="online-agents-feed"
    />
  );
}

export function OnlineAgentsPage() {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const [agents, setAgents] = useState<OnlineAgent[]>([]);
  const [loaded, setLoaded] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const loading = useRef(false);
  const again = useRef(false);
  const alive = useRef(true);
  /** The moves this page heard on the feed (local clock) count as seen then. */
  const { hear, judge } = useHeardMoves();

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  /** Reloads the agents; a reload asked for while one runs happens once, right after it. */
  const reload = useCallback(async () => {
    if (loading.current) {
      again.current = true;
      return;
    }
    loading.current = true;
    try {
      do {
        again.current = false;
        try {
          const rows = await fetchOnlineAgents(dataProvider);
          if (!alive.current) return;
          setAgents(judge(rows));
          setError(null);
        } catch (err) {
          if (!alive.current) return;
          setError(err instanceof Error && err.message ? err.message : 'pages.online_agents.loadFailed');
        }
      } while (again.current && alive.current);
    } finally {
      loading.current = false;
      if (alive.current) setLoaded(true);
    }
  }, [dataProvider, judge]);

  useEffect(() => {
    void reload();
  }, [reload]);

  const { status } = useLiveFeed(
    'agents',
    (message) => {
      hear(message);
      setAgents((current) => judge(applyLocation(current, message)));
      void reload();
    },
    AGENT_POLL_MS,
    () => void reload(),
  );

  const { now, staleIds, staleOnly, setStaleOnly, shown, markers } = useStaleAgents(agents);
  const withoutLocation = shown.length - markers.length;

  return (
    <Stack spacing={2} sx={{ mt: 1 }}>
      <Title title="pages.online_agents.title" />
      <Card>
        <CardHeader
          title={translate('pages.online_agents.title')}
          slotProps={{ title: { variant: 'subtitle1', component: 'h2' } }}
          action={<FeedStatusChip status={status} />}
        />
        <CardContent>
          {error ? (
            <Alert severity="error" sx={{ mb: 2 }}>
              {translate(error, { _: error })}
            </Alert>
          ) : null}
          {!loaded ? (
            <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
              <CircularProgress size={24} />
            </Box>
          ) : agents.length === 0 ? (
            error ? null : (
              <Typography data-testid="online-agents-empty" sx={{ p: 2 }} color="text.secondary">
                {translate('pages.online_agents.empty')}
              </Typography>
            )
          ) : (
            <Stack spacing={2}>
              <Stack direction="row" spacing={2} alignItems="baseline" flexWrap="wrap">
                <Typography variant="h6" component="p" data-testid="online-agents-count">
                  {translate('pages.online_agents.count', { smart_count: agents.length })}
                </Typography>
                <StaleControls
                  count={staleIds.size}
                  staleOnly={staleOnly}
                  onChange={setStaleOnly}
                  testId="online-agents-stale-count"
                />
                {withoutLocation > 0 ? (
                  <Typography variant="body2" color="text.secondary">
                    {translate('pages.online_agents.notOnMap', { smart_count: withoutLocation })}
                  </Typography>
                ) : null}
              </Stack>
              <Box data-testid="online-agents-map" sx={{ height: MAP_HEIGHT }}>
                <LazyAgentsMap markers={markers} />
              </Box>
              <Typography variant="subtitle2" component="h3">
                {translate('pages.online_agents.listTitle')}
              </Typography>
              <AgentsTable agents={shown} staleIds={staleIds} now={now} rowTestId="online-agent" />
            </Stack>
          )}
        </CardContent>
      </Card>
    </Stack>
  );
}

export default OnlineAgentsPage;
