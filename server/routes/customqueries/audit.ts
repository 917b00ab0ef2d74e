/** get_audit_logs, get_audit_statistics, export_audit_logs, log_client_action (stub: A1 builds them). */
import type { FastifyInstance } from 'fastify';

export function registerAuditQueries(app: FastifyInstance): void {
  void app;
}
