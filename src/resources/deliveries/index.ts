import { preloadedLazy } from '../../lib/preloadedLazy';
import LocalShipping from '@mui/icons-material/LocalShipping';

/** Views of the deliveries resource: the list at /deliveries/ (renders without suspending once preloaded). */
const deliveries = {
  icon: LocalShipping,
  recordRepresentation: (record: Record<string, unknown>) => String(record.delivery_number ?? record.id),
  list: preloadedLazy(() => import('./DeliveryList')),
};

export default deliveries;
