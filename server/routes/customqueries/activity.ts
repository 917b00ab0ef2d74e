/** Custom queries of this area: getagent_dayactivities. */
import type { FastifyInstance } from 'fastify';

export function registerActivityQueries(app: FastifyInstance) {
  void app;
}
