/** Custom queries of this area: batchproductentry. */
import type { FastifyInstance } from 'fastify';

export function registerCatalogueQueries(app: FastifyInstance) {
  void app;
}
