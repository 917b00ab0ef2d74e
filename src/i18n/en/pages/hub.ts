/** The texts of en.pages.hub (src/i18n/en.ts). */
// owner: H1 (hub deliveries, online agents, activity map, analytics)
export const hub = {
  deliveries: { title: 'Hub Deliveries' },
  online_agents: {
    title: 'Hub Agent Tracking',
    empty: 'No agents are currently active for this hub',
    badge: '%{smart_count} active agent |||| %{smart_count} active agents',
    loadFailed: 'Failed to load the hub agents',
    noHub: 'Your account does not coordinate a hub.',
  },
  activity: {
    title: 'Hub Agent Activity Tracking',
    dateRequired: 'Date missing',
    agentRequired: 'Agent account missing',
  },
  analytics: { title: 'Hub Analytics' },
};
