/**
 * /api/pending_deliveries: deliveries still on the road (?trip_status=ongoing), read only.
 * Filters trip_status (ongoing, completed, cancelled), delivery_status (pending, delivered, cancelled, failed),
 * collection_hub; search over delivery_number, barcode, pickup_point, destination; newest first ('-date').
 * Any signed-in user may read; a hub coordinator sees only their hub's deliveries. Writes answer 405.
 */
import { eq } from 'drizzle-orm';
import { umojaDeliveries } from '../../db/schema';
import { hubScope } from '../../auth/guards';
import type { Resource } from './router';

export const TRIP_STATUSES = ['ongoing', 'completed', 'cancelled'] as const;
export const DELIVERY_STATUSES = ['pending', 'delivered', 'cancelled', 'failed'] as const;

export const pendingDeliveriesResource: Resource = {
  names: ['pending_deliveries'],
  label: 'pending delivery',
  table: umojaDeliveries,
  large: true,
  filters: {
    trip_status: TRIP_STATUSES,
    delivery_status: DELIVERY_STATUSES,
    collection_hub: 'int',
    agent_account: 'int',
  },
  search: ['delivery_number', 'barcode', 'pickup_point', 'destination'],
  ordering: ['date', 'delivery_number', 'delivery_status', 'trip_status'],
  defaultOrdering: '-date',
  scope: (ctx) => {
    const hub = hubScope(ctx.auth);
    return hub === null ? undefined : eq(umojaDeliveries.collection_hub, hub);
  },
};
