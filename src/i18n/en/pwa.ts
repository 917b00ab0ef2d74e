/** The texts of en.pwa (src/i18n/en.ts): the installed app without a connection (src/pwa/). */
export const pwa = {
  offline: {
    title: 'You are offline',
    body: 'This screen needs a connection. It will load when the connection returns.',
  },
  update: {
    loading: 'Loading the new version of the app…',
  },
  login: {
    needs_connection:
      'You are offline. Signing in needs a connection; connect to the internet and try again.',
  },
};
