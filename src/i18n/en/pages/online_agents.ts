/** The texts of en.pages.online_agents (src/i18n/en.ts). */
// owner: the live map area
export const online_agents = {
  title: 'Live Agent Tracking',
  count: '%{smart_count} agent online |||| %{smart_count} agents online',
  empty: 'No agents are currently online',
  loadFailed: 'Failed to load online agents',
  noLocation: 'No location reported',
  notOnMap:
    '%{smart_count} without a location is not on the map |||| %{smart_count} without a location are not on the map',
  live: 'Live updates',
  connecting: 'Connecting to live updates…',
  polling: 'Live updates unavailable: refreshing every 30 seconds',
  listTitle: 'Agents online',
  popup: {
    phone: 'Phone: %{phone}',
    address: 'Address: %{address}',
    coordinates: 'Coordinates: %{coordinates}',
    onlineActive: 'Online and active',
    noAddress: 'Unknown',
  },
  columns: {
    name: 'Agent',
    code: 'Code',
    phone: 'Phone',
    address: 'Address',
    coordinates: 'Coordinates',
  },
};
