/**
 * /online_agents/ : Live Agent Tracking (operations.md 2, 4, 7, 9).
 * Loads GET /api/delivery_agents/?is_online=true&active=true (every page of it), shows how many agents are
 * online, a map of their markers (popups: phone, address, coordinates, online and active) and the same agents
 * as a list (name, code, phone, address, coordinates) paged like a react-admin list (25 a page, page size
 * changer); the map keeps every online agent. Any message on the live agent feed moves the agent at
 * once and reloads the agents; a poll reloads them every 30 seconds whatever the feed does, so polling goes on
 * alone when the live connection fails.
 * Stale agents (issue 22): an online agent whose position has not changed for longer than the profile's
 * stale_agent_minutes is drawn grey with 'last seen N min ago' in its popup and its row; 'Only stale agents' shows
 * them alone; the stale count stands next to the online count. The page re-judges every 15 seconds.
 */
import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  Alert,
  Box,
  Card,
  CardContent,
  CardHeader,
  Chip,
  CircularProgress,
  FormControlLabel,
  Switch,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { ListContextProvider, Pagination, Title, useDataProvider, useList, useTranslate } from 'react-admin';
import { useLiveFeed } from '../../live';
import {
  agentMarkers,
  agentName,
  agentPosition,
  applyLocation,
  fetchOnlineAgents,
  formatCoordinates,
  isAgentLocationMessage,
  isStale,
  lastSeenText,
  withHeard,
  type OnlineAgent,
  type StaleRule,
} from './agentMarkers';
import { LazyAgentsMap, MAP_HEIGHT } from './LazyAgentsMap';
import { getSession } from '../../providers/session';

/** Agent list polling (operations.md 9). */
export const AGENT_POLL_MS = 30_000;
/** Rows of the agent list per page, and the sizes the user may pick. */
export const AGENTS_PER_PAGE = 25;
const PAGE_SIZES = [10, 25, 50, 100];
/** How often staleness is judged again without any feed message. */
export const STALE_TICK_MS = 15_000;
const DEFAULT_STALE_MINUTES = 15;

/** The profile's stale-agent minutes (from the session's company profile; 15 when it does not say). */
export function staleMinutes(): number {
  const v = Number(
    (getSession()?.company as { stale_agent_minutes?: unknown } | null | undefined)?.stale_agent_minutes,
  );
  return Number.isFinite(v) && v > 0 ? v : DEFAULT_STALE_MINUTES;
}

/** The time now, renewed every `ms`. */
function useNow(ms: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), ms);
    return () => clearInterval(t);
  }, [ms]);
  return now;
}

/** The fields a row shows: a reload that changes none of them does not re-render the row. */
const ROW_FIELDS = [
  'FullName',
  'first_name',
  'second_name',
  'agent_code',
  'RegisteredPhoneNumber1',
  'location_address',
  'location_latitude',
  'location_longitude',
] as const;

const AgentRow = memo(
  function AgentRow({
    agent,
    noLocation,
    lastSeen,
  }: {
    agent: OnlineAgent;
    noLocation: string;
    /** 'last seen N min ago' when the agent is stale, else null. */
    lastSeen: string | null;
  }) {
    const pos = agentPosition(agent);
    return (
      <TableRow
        data-testid={`online-agent-${agent.id}`}
        data-stale={lastSeen !== null ? 'true' : undefined}
        sx={lastSeen !== null ? { '& td': { color: 'text.disabled' } } : undefined}
      >
        <TableCell>{agentName(agent)}</TableCell>
        <TableCell>{agent.agent_code}</TableCell>
        <TableCell>{agent.RegisteredPhoneNumber1}</TableCell>
        <TableCell>{agent.location_address}</TableCell>
        <TableCell data-testid={`online-agent-coordinates-${agent.id}`} sx={{ whiteSpace: 'nowrap' }}>
          {pos ? formatCoordinates(pos.lat, pos.lng) : noLocation}
        </TableCell>
        <TableCell data-testid={`online-agent-seen-${agent.id}`}>{lastSeen ?? ''}</TableCell>
      </TableRow>
    );
  },
  (a, b) =>
    a.noLocation === b.noLocation &&
    a.lastSeen === b.lastSeen &&
    ROW_FIELDS.every((k) => a.agent[k] === b.agent[k]),
);

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
  /** Agent id → when this page heard the agent move on the feed (local clock). */
  const heard = useRef(new Map<string, number>());

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
          setAgents(withHeard(rows, heard.current));
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
  }, [dataProvider]);

  useEffect(() => {
    void reload();
  }, [reload]);

  const { status } = useLiveFeed(
    'agents',
    (message) => {
      if (isAgentLocationMessage(message)) heard.current.set(String(message.agent), Date.now());
      setAgents((current) => withHeard(applyLocation(current, message), heard.current));
      void reload();
    },
    AGENT_POLL_MS,
    () => void reload(),
  );

  const now = useNow(STALE_TICK_MS);
  const [staleOnly, setStaleOnly] = useState(false);
  const rule = useMemo<StaleRule>(() => ({ now, minutes: staleMinutes() }), [now]);
  const staleIds = useMemo(
    () => new Set(agents.filter((a) => isStale(a, rule)).map((a) => String(a.id))),
    [agents, rule],
  );
  const shown = useMemo(
    () => (staleOnly ? agents.filter((a) => staleIds.has(String(a.id))) : agents),
    [agents, staleIds, staleOnly],
  );
  const markers = useMemo(() => agentMarkers(shown, translate, rule), [shown, translate, rule]);
  // the table is paged in the browser over every loaded agent; the map above shows them all
  const list = useList<OnlineAgent>({ data: shown, perPage: AGENTS_PER_PAGE });
  const withoutLocation = shown.length - markers.length;
  const noLocation = translate('pages.online_agents.noLocation');

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
                <Chip
                  size="small"
                  color={staleIds.size > 0 ? 'default' : 'success'}
                  label={translate('turnaround.stale.count', { smart_count: staleIds.size })}
                  data-testid="online-agents-stale-count"
                />
                <FormControlLabel
                  control={<Switch checked={staleOnly} onChange={(e) => setStaleOnly(e.target.checked)} />}
                  label={translate('turnaround.stale.only')}
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
              <TableContainer sx={{ maxHeight: 400 }}>
                <Table size="small" stickyHeader aria-label={translate('pages.online_agents.listTitle')}>
                  <TableHead>
                    <TableRow>
                      <TableCell>{translate('pages.online_agents.columns.name')}</TableCell>
                      <TableCell>{translate('pages.online_agents.columns.code')}</TableCell>
                      <TableCell>{translate('pages.online_agents.columns.phone')}</TableCell>
                      <TableCell>{translate('pages.online_agents.columns.address')}</TableCell>
                      <TableCell>{translate('pages.online_agents.columns.coordinates')}</TableCell>
                      <TableCell>{translate('turnaround.stale.column')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {(list.data ?? []).map((a) => (
                      <AgentRow
                        key={a.id}
                        agent={a}
                        noLocation={noLocation}
                        lastSeen={staleIds.has(String(a.id)) ? lastSeenText(a, now, translate) : null}
                      />
                    ))}
                  </TableBody>
                </Table>
              </TableContainer>
              <ListContextProvider value={list}>
                <Pagination rowsPerPageOptions={PAGE_SIZES} />
              </ListContextProvider>
            </Stack>
          )}
        </CardContent>
      </Card>
    </Stack>
  );
}

export default OnlineAgentsPage;
