/**
 * Custom queries of the orders screen (operations.md 2, 4, 7 Orders).
 * (stub laid down by the lead; owner: server deliveries/orders helper)
 */
import type { FastifyInstance } from 'fastify';

export function registerOrderQueries(app: FastifyInstance): void {
  void app;
}
