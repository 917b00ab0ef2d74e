/** The texts of en.pages.hubDashboard (src/i18n/en.ts). */
// owner: H1 (hub dashboards)
export const hubDashboard = {
  title: 'Hub Dashboard',
  oldTitle: 'Hub Dashboard (classic)',
  welcome: 'Welcome, %{name}',
  subtitle: 'Your hub at a glance: deliveries of the last 30 days, agents and health centers.',
  logoAlt: '%{name} logo',
  refresh: 'Refresh Data',
  refreshed: 'Hub data refreshed',
  loadFailed: 'Failed to load the hub data',
  retry: 'Retry',
  noHub: 'Your account does not coordinate a hub, so there is no hub dashboard to show.',
  window: 'Last 30 days',
  cards: {
    total: 'Total Deliveries',
    pending: 'Pending Deliveries',
    completed: 'Completed Deliveries',
    online: 'Online Agents',
    healthcenters: 'Health Centers',
    performance: 'Hub Performance %',
  },
  performanceValue: '%{value}%',
  quickLinks: 'Quick Links',
  links: {
    deliveries: 'Hub Deliveries',
    online_agents: 'Online Agents',
    activity: 'Agent Activity Map',
  },
  recent: {
    title: 'Recent Activity',
    text: 'Your hub is running smoothly. The figures above are up to date; press Refresh Data to reload them.',
    late: '%{smart_count} item is late in your hub now: see Overdue above. |||| %{smart_count} items are late in your hub now: see Overdue above.',
    offline:
      'You are offline: the figures above are the last ones fetched on this device. They are refreshed when the connection returns.',
  },
  statusTitle: 'Health Center Status',
  statuses: { active: 'Active', pending: 'Pending', issues: 'Issues', maintenance: 'Maintenance' },
  ongoing: {
    title: 'Ongoing deliveries (%{count})',
    loading: 'Loading ongoing deliveries',
    failed: 'Failed to load data',
    empty: 'No deliveries are on the road for this hub right now.',
    route: '%{from} → %{to} · %{when}',
  },
  old: {
    tabs: {
      overview: 'Hub Overview',
      deliveries: 'Hub Deliveries',
      online: 'Online Agents',
      activity: 'Agent Activity Tracking',
    },
    agents: 'Hub Agents',
    spokes: 'Spokes',
    analytics: 'Analytics',
  },
};
