/**
 * Custom queries of the deliveries screen (operations.md 2, 4, 7 Deliveries, 8).
 * (stub laid down by the lead; owner: server deliveries/orders helper)
 */
import type { FastifyInstance } from 'fastify';

export function registerDeliveryQueries(app: FastifyInstance): void {
  void app;
}
