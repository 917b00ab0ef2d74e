/** /api/pending_deliveries: deliveries still on the road (?trip_status=ongoing), read only. */
import { umojaDeliveries } from '../../db/schema';
import type { Resource } from './router';

export const pendingDeliveriesResource: Resource = {
  names: ['pending_deliveries'],
  label: 'pending delivery',
  table: umojaDeliveries,
};
