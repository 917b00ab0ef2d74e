/**
 * The audit trail (administration.md 2.18, 3 'Audit log'; issue 8 point 6). Stub: A1 builds it.
 * Contract for every route: set `req.auditInfo` to enrich or override what the central hook writes
 * for this request (resource name, old and new values, a description), or `{ skip: true }` to write nothing.
 */
import type { FastifyInstance } from 'fastify';

export type AuditAction =
  'CREATE' | 'READ' | 'UPDATE' | 'DELETE' | 'LOGIN' | 'LOGOUT' | 'EXPORT' | 'PRINT' | 'SCAN';

export interface AuditInfo {
  skip?: boolean;
  action?: AuditAction;
  /** one of the audit_resource_type enum values in server/db/schema.ts */
  resource_type?: string;
  resource_name?: string | null;
  description?: string | null;
  old_values?: unknown;
  new_values?: unknown;
}

declare module 'fastify' {
  interface FastifyRequest {
    auditInfo?: AuditInfo;
  }
}

export function registerAudit(app: FastifyInstance): void {
  void app;
}
