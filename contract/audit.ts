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

/** The columns of export_audit_logs' csv_data rows, in file order (the server writes them, the SPA's CSV keeps them). */
export const AUDIT_EXPORT_COLUMNS = [
  'ID',
  'Timestamp',
  'User',
  'Email',
  'Action',
  'Resource Type',
  'Resource Name',
  'Description',
  'IP Address',
  'Device Type',
  'Success',
  'Error Message',
  'Old Values',
  'New Values',
] as const;

export type AuditExportColumn = (typeof AUDIT_EXPORT_COLUMNS)[number];

/** One export row, keyed by the columns. */
export type AuditExportRow = Record<AuditExportColumn, unknown>;

/** export_audit_logs' answer: the rows to write as CSV (cells already neutralised) and their count. */
export interface AuditExportAnswer {
  success: boolean;
  csv_data: AuditExportRow[];
  total_exported: number;
}
