import { QueryClient, onlineManager } from '@tanstack/react-query';
import { isOnline } from '../components/useOnline';

/**
 * The app's query cache. Mutations run whatever the browser says of the network (react-query would otherwise hold
 * them while offline and a dialog would wait forever): a receipt made offline is kept on the device by its own
 * call (src/offline/queue.ts), and any other write fails with the network error message.
 * Queries pause while offline and keep their data (the hub screens' last data, restored from the device). react-query
 * 5 only follows the browser's online/offline events, and starts as online: a start without a network (the app
 * opened from the service worker) would fetch, fail and show errors in place of the kept data. So it starts from
 * navigator.onLine.
 */
export function appQueryClient(): QueryClient {
  onlineManager.setOnline(isOnline());
  return new QueryClient({ defaultOptions: { mutations: { networkMode: 'always' } } });
}
