/**
 * Every user-facing text of the SPA, in the spec's words where it gives them.
 * react-admin's own English messages are merged in by providers/i18nProvider.ts.
 * Each area keeps its texts under its own key; add to your area, leave the others alone.
 */
export const en = {
  app: {
    title: 'Sample courier back-office',
  },
  // auth, session, errors turned into messages (providers/, access/)
  auth: {},
  // layout: menus, header, footer, notifications, profile and password drawers
  layout: {},
  // signed-out pages, dashboard, account card
  pages: {},
  // shared components (date fields, export, print, map, status chips)
  components: {},
  // one key per resource folder
  resources: {},
};

export type Messages = typeof en;
export default en;
