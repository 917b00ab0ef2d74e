/** Accessibility texts: names of loading indicators, scroll regions and landmarks. */
export const a11y = {
  loading: 'Loading',
  notificationList: 'Notification list',
  onlineAgentsTable: 'Online agents table',
  hubMenu: 'hub menu',
};
