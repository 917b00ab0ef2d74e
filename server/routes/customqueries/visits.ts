/** Custom queries of this area: list_facility_visits. */
import type { FastifyInstance } from 'fastify';

export function registerVisitQueries(app: FastifyInstance) {
  void app;
}
