/** Custom queries of this area: get_regions, get_districts, get_hubs. */
import type { FastifyInstance } from 'fastify';

export function registerGeographyQueries(app: FastifyInstance) {
  void app;
}
