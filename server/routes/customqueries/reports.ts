/**
 * The hub tracking report and the delivered-volume statistics (administration.md 2.15, 3, 7 Reports).
 * (stub laid down by the lead; owner: the reports server helper)
 */
import type { FastifyInstance } from 'fastify';

export function registerReportQueries(app: FastifyInstance): void {
  void app;
}
