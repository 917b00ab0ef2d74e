import { QueryClient } from '@tanstack/react-query';

/**
 * The app's query cache. Mutations run whatever the browser says of the network (react-query would otherwise hold
 * them while offline and a dialog would wait forever): a receipt made offline is kept on the device by its own
 * call (src/offline/queue.ts), and any other write fails with the network error message.
 */
export function appQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { mutations: { networkMode: 'always' } } });
}
