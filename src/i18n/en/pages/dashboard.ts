/** The texts of en.pages.dashboard (src/i18n/en.ts). */
export const dashboard = {
  title: 'Dashboard',
  overviewTab: 'Dashboard Overview',
  trackingTab: 'Tracking Overview',
  cards: {
    agents: 'Total Agents',
    app_clients: 'App Clients',
    collectionhubs: 'Collection Hubs',
    healthcenters: 'Spokes',
    supplies: 'Total Supplies',
    samples: 'Total Samples',
    products: 'Total Products',
    pending_pickups: 'Pending Pickups',
  },
  countFailed: 'Failed to load data',
  welcome: 'Welcome, %{name}',
  welcomeText: 'Choose where you want to go.',
  quickLinks: 'Quick links',
  noLinks:
    'No screens are open to your account yet. Contact system administrators to get the rights you need.',
  locked: 'Your dashboard is currently locked. Contact system administrators.',
};
