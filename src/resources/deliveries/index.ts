import { lazyView } from '../../lib/lazyView';
import LocalShipping from '@mui/icons-material/LocalShipping';

/** Views of the deliveries resource: the list at /deliveries/. */
const deliveries = {
  icon: LocalShipping,
  recordRepresentation: (record: Record<string, unknown>) => String(record.delivery_number ?? record.id),
  list: lazyView(() => import('./DeliveryList')),
};

export default deliveries;
