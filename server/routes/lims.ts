/** The LIMS integration under /api/lims/... (stub: L1 builds it). */
import type { FastifyInstance } from 'fastify';

export function registerLims(app: FastifyInstance): void {
  void app;
}
