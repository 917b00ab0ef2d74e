/**
 * Helpers of Live Agent Tracking: the paged fetch of the online agents, the markers built from them (agents whose coordinates are
 * not numeric are left off the map), the popup lines, and a live location message applied to the list.
 * No Leaflet here: this module is loaded with the page, the map itself is loaded lazily.
 */
import type { DataProvider, TranslateFunction } from 'ra-core';
import type { AgentLocationMessage, DeliveryAgent } from '../../../contract/types';
import { validPoints } from '../../components/mapPoints';

/** The fields of an agent the page uses (the rows of /api/delivery_agents/?is_online=true&active=true). */
export type OnlineAgent = Pick<DeliveryAgent, 'id'> &
  Partial<
    Pick<
      DeliveryAgent,
      | 'FullName'
      | 'first_name'
      | 'second_name'
      | 'agent_code'
      | 'RegisteredPhoneNumber1'
      | 'location_address'
      | 'is_online'
      | 'active'
    >
  > & {
    location_latitude?: unknown;
    location_longitude?: unknown;
    /** When the server saw the position last change, ISO; null when never recorded. */
    location_updated_at?: string | null;
    login_at?: string | null;
  };

/** How to judge staleness: the time now and the profile's stale_agent_minutes. */
export interface StaleRule {
  now: number;
  minutes: number;
}

/** When the agent was last seen moving: the position stamp, else the sign-in; null when neither is known. */
export function lastSeenAt(agent: OnlineAgent): number | null {
  const t = Date.parse(agent.location_updated_at ?? agent.login_at ?? '');
  return Number.isFinite(t) ? t : null;
}

/** Whether an online agent is stale: last seen longer ago than the rule's minutes (or never seen moving). */
export function isStale(agent: OnlineAgent, rule: StaleRule | undefined): boolean {
  if (!rule) return false;
  const seen = lastSeenAt(agent);
  return seen === null || rule.now - seen > rule.minutes * 60_000;
}

/**
 * The agents with the moves this page heard on the live feed (agent id → local time heard) taking precedence over
 * older server stamps: a move heard live was seen then, by this browser's clock, whatever the server's clock says.
 */
export function withHeard<T extends OnlineAgent>(agents: T[], heard: ReadonlyMap<string, number>): T[] {
  if (heard.size === 0) return agents;
  let changed = false;
  const out = agents.map((a) => {
    const h = heard.get(String(a.id));
    if (h === undefined || h <= (lastSeenAt(a) ?? 0)) return a;
    changed = true;
    return { ...a, location_updated_at: new Date(h).toISOString() };
  });
  return changed ? out : agents;
}

/** 'last seen 14 min ago', 'last seen 2 h 5 min ago', 'last seen: unknown'. */
export function lastSeenText(agent: OnlineAgent, now: number, translate: TranslateFunction): string {
  const seen = lastSeenAt(agent);
  if (seen === null) return translate('turnaround.stale.lastSeenUnknown');
  const minutes = Math.max(0, Math.floor((now - seen) / 60_000));
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const ago =
    h > 0
      ? translate(m > 0 ? 'turnaround.overdue.hours_minutes' : 'turnaround.overdue.hours', { h, m })
      : translate('turnaround.overdue.minutes', { m });
  return translate('turnaround.stale.lastSeen', { ago });
}

export interface AgentMarker {
  id: OnlineAgent['id'];
  name: string;
  lat: number;
  lng: number;
  /** Popup text lines: name, phone, address, coordinates, online-and-active (and 'last seen' when stale). */
  popup: string[];
  /** Drawn grey: the position has not changed for longer than the stale threshold (set when judged). */
  stale?: boolean;
}

/** Coordinates as shown in popups and the agent list: six decimals (about 10 cm). */
export function formatCoordinates(lat: number, lng: number): string {
  return `${lat.toFixed(6)}, ${lng.toFixed(6)}`;
}

export function agentName(agent: OnlineAgent): string {
  const full = agent.FullName?.trim();
  if (full) return full;
  const parts = `${agent.first_name ?? ''} ${agent.second_name ?? ''}`.trim();
  return parts || agent.agent_code || `#${agent.id}`;
}

/** The popup lines of an agent at lat, lng. */
export function popupLines(
  agent: OnlineAgent,
  lat: number,
  lng: number,
  translate: TranslateFunction,
): string[] {
  const address = agent.location_address?.trim() || translate('pages.online_agents.popup.noAddress');
  return [
    agentName(agent),
    translate('pages.online_agents.popup.phone', { phone: agent.RegisteredPhoneNumber1 ?? '' }),
    translate('pages.online_agents.popup.address', { address }),
    translate('pages.online_agents.popup.coordinates', { coordinates: formatCoordinates(lat, lng) }),
    translate('pages.online_agents.popup.onlineActive'),
  ];
}

/** One marker per agent with numeric coordinates, in the agents' order. */
export function agentMarkers(
  agents: readonly OnlineAgent[],
  translate: TranslateFunction,
  rule?: StaleRule,
): AgentMarker[] {
  const out: AgentMarker[] = [];
  for (const agent of agents) {
    const pos = agentPosition(agent);
    if (!pos) continue;
    const stale = isStale(agent, rule);
    const popup = popupLines(agent, pos.lat, pos.lng, translate);
    out.push({
      id: agent.id,
      name: agentName(agent),
      lat: pos.lat,
      lng: pos.lng,
      popup: stale && rule ? [...popup, lastSeenText(agent, rule.now, translate)] : popup,
      // judged only when the page gives a rule
      ...(rule ? { stale } : {}),
    });
  }
  return out;
}

/** The validated coordinates of one agent, or null when they are not numeric. */
export function agentPosition(agent: OnlineAgent): { lat: number; lng: number } | null {
  const [p] = validPoints([
    { id: agent.id, latitude: agent.location_latitude, longitude: agent.location_longitude },
  ]);
  return p ? { lat: p.lat, lng: p.lng } : null;
}

export function isAgentLocationMessage(data: unknown): data is AgentLocationMessage {
  return (
    !!data &&
    typeof data === 'object' &&
    (data as { type?: unknown }).type === 'agent_location' &&
    (data as { agent?: unknown }).agent !== undefined
  );
}

/** The server's stamp of a move in a location message, should a message carry one. */
function stampOf(message: AgentLocationMessage): string | null {
  const v = (message as unknown as { location_updated_at?: unknown }).location_updated_at;
  return typeof v === 'string' ? v : null;
}

/**
 * The agents with a location message applied (the moved agent gets the new coordinates and address at
 * once, before the reload that follows every message). Unknown agents and other messages change nothing,
 * and the same array is returned so that nothing re-renders.
 */
export function applyLocation<T extends OnlineAgent>(agents: T[], message: unknown): T[] {
  if (!isAgentLocationMessage(message)) return agents;
  const index = agents.findIndex((a) => String(a.id) === String(message.agent));
  if (index < 0) return agents;
  const next = agents.slice();
  next[index] = {
    ...agents[index],
    location_latitude: message.location_latitude,
    location_longitude: message.location_longitude,
    location_address: message.location_address ?? agents[index].location_address ?? null,
    // the server's stamp of the move; a message without one moved the agent now
    location_updated_at: stampOf(message) ?? new Date().toISOString(),
  };
  return next;
}

/** Rows asked for per request (the server's largest page). */
const PAGE_SIZE = 1000;
/** Every online, active agent: the first page, then any further pages at once. */
export async function fetchOnlineAgents(dataProvider: DataProvider): Promise<OnlineAgent[]> {
  const ask = (page: number) =>
    dataProvider.getList<OnlineAgent>('deliveryagents', {
      filter: { is_online: true, active: true },
      pagination: { page, perPage: PAGE_SIZE },
      sort: { field: 'first_name', order: 'ASC' },
    });
  const first = await ask(1);
  const total = first.total ?? first.data.length;
  const pages = Math.ceil(total / PAGE_SIZE);
  if (pages <= 1 || first.data.length < PAGE_SIZE) return first.data;
  const rest = await Promise.all(Array.from({ length: pages - 1 }, (_, i) => ask(i + 2)));
  return [...first.data, ...rest.flatMap((r) => r.data)];
}
