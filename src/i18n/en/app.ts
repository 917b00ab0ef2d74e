/** The texts of en.app (src/i18n/en.ts). */
export const app = {
  title: 'Sample courier back-office',
  loading: 'Loading…',
};
