/**
 * The hub's agents: GET /customqueries/get_hubagents/{hub} → {report: JSON text of the agents}
 * (administration.md 7, Agents). Shared by the hub agent map and the hub dashboards.
 */
import type { AppDataProvider } from '../../providers/dataProvider';
import { reportRows } from '../../lib/hubDashboard';
import type { OnlineAgent } from '../online_agents/agentMarkers';

/** One row of get_hubagents (id, FullName, agent_code, phone, is_online, active, location, login_at). */
export type HubAgent = OnlineAgent & { login_at?: string | null };

export const hubAgentsKey = (hub: number | string | null) => [
  'hub',
  'agents',
  hub == null ? null : String(hub),
];

export async function fetchHubAgents(
  dataProvider: AppDataProvider,
  hub: number | string,
): Promise<HubAgent[]> {
  const answer = await dataProvider.hubAgents({ hub });
  return reportRows<HubAgent>(answer);
}
