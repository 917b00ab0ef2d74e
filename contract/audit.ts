/** The answers of the audit log calls (get_audit_statistics, export_audit_logs) as the server sends them. */

export interface AuditStatistics {
  total_actions: number;
  successful_actions: number;
  failed_actions: number;
  unique_users: number;
  period_days?: number;
}

/** get_audit_statistics' answer. */
export interface AuditStatisticsAnswer {
  success: boolean;
  statistics: AuditStatistics;
}

/** export_audit_logs' answer: the rows to write as CSV (cells already neutralised) and their count. */
export interface AuditExportAnswer {
  success: boolean;
  csv_data: Record<string, unknown>[];
  total_exported: number;
}
