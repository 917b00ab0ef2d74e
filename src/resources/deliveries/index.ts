import { preloadedLazy } from '../../lib/preloadedLazy';

/** Views of the deliveries resource: the list at /deliveries/ (renders without suspending once preloaded). */
const deliveries = {
  recordRepresentation: (record: Record<string, unknown>) => String(record.delivery_number ?? record.id),
  list: preloadedLazy(() => import('./DeliveryList')),
};

export default deliveries;
