/**
 * Stale agents, shared by Live Agent Tracking (/online_agents/) and the hub's agent map
 * (/hub_online_agents/): an online agent whose position has not changed for longer than the profile's
 * stale_agent_minutes is drawn grey with 'last seen N min ago' in its popup and its row; 'Only stale agents' shows
 * them alone; the stale count stands next to the online count. Moves heard on the live feed count as seen then
 * (by this browser's clock), whatever a reload answers. Staleness is judged again every STALE_TICK_MS.
 */
import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  Chip,
  FormControlLabel,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
} from '@mui/material';
import { ListContextProvider, Pagination, useList, useTranslate } from 'react-admin';
import {
  agentMarkers,
  agentName,
  agentPosition,
  formatCoordinates,
  isAgentLocationMessage,
  isStale,
  lastSeenText,
  withHeard,
  type AgentMarker,
  type OnlineAgent,
  type StaleRule,
} from './agentMarkers';
import { getSession } from '../../providers/session';

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

/**
 * Remembers the moves heard on the live feed (agent id → local time heard): `hear(message)` on each feed message,
 * `judge(agents)` gives them precedence over older server stamps (withHeard).
 */
export function useHeardMoves() {
  const heard = useRef(new Map<string, number>());
  const hear = useCallback((message: unknown) => {
    if (isAgentLocationMessage(message)) heard.current.set(String(message.agent), Date.now());
  }, []);
  const judge = useCallback(<T extends OnlineAgent>(agents: T[]) => withHeard(agents, heard.current), []);
  return { hear, judge };
}

/**
 * The staleness of a list of online agents: the rule of now, which ones are stale, the 'Only stale agents' switch,
 * the agents shown and their markers.
 */
export function useStaleAgents<T extends OnlineAgent>(judged: T[]) {
  const translate = useTranslate();
  const now = useNow(STALE_TICK_MS);
  const [staleOnly, setStaleOnly] = useState(false);
  const rule = useMemo<StaleRule>(() => ({ now, minutes: staleMinutes() }), [now]);
  const staleIds = useMemo(
    () => new Set(judged.filter((a) => isStale(a, rule)).map((a) => String(a.id))),
    [judged, rule],
  );
  const shown = useMemo(
    () => (staleOnly ? judged.filter((a) => staleIds.has(String(a.id))) : judged),
    [judged, staleIds, staleOnly],
  );
  const markers: AgentMarker[] = useMemo(
    () => agentMarkers(shown, translate, rule),
    [shown, translate, rule],
  );
  return { now, rule, staleIds, staleOnly, setStaleOnly, shown, markers };
}

/** The stale count chip and the 'Only stale agents' switch. */
export function StaleControls({
  count,
  staleOnly,
  onChange,
  testId,
}: {
  count: number;
  staleOnly: boolean;
  onChange: (on: boolean) => void;
  /** the chip's test id */
  testId: string;
}) {
  const translate = useTranslate();
  return (
    <>
      <Chip
        size="small"
        color={count > 0 ? 'default' : 'success'}
        label={translate('turnaround.stale.count', { smart_count: count })}
        data-testid={testId}
      />
      <FormControlLabel
        control={<Switch checked={staleOnly} onChange={(e) => onChange(e.target.checked)} />}
        label={translate('turnaround.stale.only')}
      />
    </>
  );
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
    rowTestId,
  }: {
    agent: OnlineAgent;
    noLocation: string;
    /** 'last seen N min ago' when the agent is stale, else null. */
    lastSeen: string | null;
    rowTestId: string;
  }) {
    const pos = agentPosition(agent);
    return (
      <TableRow
        data-testid={`${rowTestId}-${agent.id}`}
        data-stale={lastSeen !== null ? 'true' : undefined}
        sx={lastSeen !== null ? { '& td': { color: 'text.secondary', fontStyle: 'italic' } } : undefined}
      >
        <TableCell>{agentName(agent)}</TableCell>
        <TableCell>{agent.agent_code}</TableCell>
        <TableCell>{agent.RegisteredPhoneNumber1}</TableCell>
        <TableCell>{agent.location_address}</TableCell>
        <TableCell data-testid={`${rowTestId}-coordinates-${agent.id}`} sx={{ whiteSpace: 'nowrap' }}>
          {pos ? formatCoordinates(pos.lat, pos.lng) : noLocation}
        </TableCell>
        <TableCell data-testid={`${rowTestId}-seen-${agent.id}`}>{lastSeen ?? ''}</TableCell>
      </TableRow>
    );
  },
  (a, b) =>
    a.noLocation === b.noLocation &&
    a.lastSeen === b.lastSeen &&
    a.rowTestId === b.rowTestId &&
    ROW_FIELDS.every((k) => a.agent[k] === b.agent[k]),
);

/**
 * The agents as a table (name, code, phone, address, coordinates, last seen when stale), paged in the browser like a
 * react-admin list. Rows: data-testid `${rowTestId}-${id}` (and `-coordinates-`, `-seen-` cells).
 */
export function AgentsTable({
  agents,
  staleIds,
  now,
  rowTestId,
}: {
  agents: OnlineAgent[];
  staleIds: ReadonlySet<string>;
  now: number;
  rowTestId: string;
}) {
  const translate = useTranslate();
  const list = useList<OnlineAgent>({ data: agents, perPage: AGENTS_PER_PAGE });
  const noLocation = translate('pages.online_agents.noLocation');
  return (
    <>
      {/* a scrolling region: reachable and named for the keyboard (WCAG 2.1.1) */}
      <TableContainer
        sx={{ maxHeight: 400 }}
        tabIndex={0}
        role="region"
        aria-label={translate('a11y.onlineAgentsTable')}
      >
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
                rowTestId={rowTestId}
                lastSeen={staleIds.has(String(a.id)) ? lastSeenText(a, now, translate) : null}
              />
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <ListContextProvider value={list}>
        <Pagination rowsPerPageOptions={PAGE_SIZES} />
      </ListContextProvider>
    </>
  );
}
