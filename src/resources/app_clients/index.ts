import { lazyView } from '../../lib/lazyView';

/** /app_clients/ : list, Excel download and password reset (read-only otherwise). */
const app_clients = {
  list: lazyView(() => import('./AppClientList')),
  recordRepresentation: (record: Record<string, unknown>) => String(record.name ?? record.id),
};

export default app_clients;
