/** /online_agents/ : Live Agent Tracking (owner: the live map area). */
export function OnlineAgentsPage() {
  return null;
}

export default OnlineAgentsPage;
