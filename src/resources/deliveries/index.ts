import { lazy } from 'react';
import LocalShipping from '@mui/icons-material/LocalShipping';

/** Views of the deliveries resource: the list at /deliveries/. */
const deliveries = {
  icon: LocalShipping,
  recordRepresentation: (record: Record<string, unknown>) => String(record.delivery_number ?? record.id),
  list: lazy(() => import('./DeliveryList')),
};

export default deliveries;
