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
  };

export interface AgentMarker {
  id: OnlineAgent['id'];
  name: string;
  lat: number;
  lng: number;
  /** Popup text lines: name, phone, address, coordinates, online-and-active. */
  popup: string[];
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
export function agentMarkers(agents: readonly OnlineAgent[], translate: TranslateFunction): AgentMarker[] {
  const out: AgentMarker[] = [];
  for (const agent of agents) {
    const pos = agentPosition(agent);
    if (!pos) continue;
    out.push({
      id: agent.id,
      name: agentName(agent),
      lat: pos.lat,
      lng: pos.lng,
      popup: popupLines(agent, pos.lat, pos.lng, translate),
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
