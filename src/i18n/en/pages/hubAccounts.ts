/** The texts of en.pages.hubAccounts (src/i18n/en.ts). */
// owner: H2 (hub agents, health centres, their details, hub patients)
// the accounts coordinating the hub, under the hub's agents (get_hubaccounts, administration.md 7)
export const hubAccounts = {
  title: 'Hub accounts',
  empty: 'No user account coordinates this hub.',
  failed: 'Failed to load data',
};
