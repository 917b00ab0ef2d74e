/**
 * The audit trail queries (administration.md 2.18, 7 'Audit'):
 *   POST /customqueries/get_audit_logs        filters + paging → {success, logs, total_count}, newest first
 *   POST /customqueries/get_audit_statistics  {days} → {success, statistics}
 *   POST /customqueries/export_audit_logs     filters → {success, csv_data, total_exported} (cells neutralised)
 *   POST /customqueries/log_client_action     {action: EXPORT|PRINT|SCAN, resource_type, ...} → {success: true}
 * The first three need a master-data writer (branch manager without a hub, or a superuser); the last any
 * signed-in user. Bad input → 400 {success: false, message}.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, count, countDistinct, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import { auditLogs } from '../../db/schema';
import { getAuth, requireMasterDataWriter } from '../../auth/guards';
import { HttpError, readBody } from '../http';
import {
  AUDIT_ACTIONS,
  AUDIT_RESOURCE_TYPES,
  auditDescription,
  auditSettled,
  recordAudit,
  requestParty,
  type AuditAction,
  type AuditResourceType,
} from '../../audit';
import { neutraliseCell } from '../../../contract/csv';
import type { AuditExportAnswer, AuditExportRow, AuditStatisticsAnswer } from '../../../contract/audit';

export const AUDIT_MESSAGES = {
  page: 'page must be a whole number of 1 or more.',
  pageSize: 'page_size must be a whole number from 1 to 500.',
  action: 'Unknown action.',
  resourceType: 'Unknown resource_type.',
  success: "success must be true, false or ''.",
  dateFrom: 'date_from must be a date (YYYY-MM-DD).',
  dateTo: 'date_to must be a date (YYYY-MM-DD).',
  dateOrder: 'date_from must not be after date_to.',
  days: 'days must be a whole number from 1 to 3650.',
  clientAction: 'action must be one of EXPORT, PRINT, SCAN.',
  text: 'resource_name and description must be text.',
} as const;

const CLIENT_ACTIONS: readonly AuditAction[] = ['EXPORT', 'PRINT', 'SCAN'];
export const EXPORT_CAP = 100_000;

const fail = (message: string) => new HttpError(400, { success: false, message });

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
const str = (v: unknown) => (isBlank(v) ? '' : String(v).trim());

function wholeNumber(v: unknown, fallback: number, min: number, max: number, message: string): number {
  if (isBlank(v)) return fallback;
  const s = String(v).trim();
  if (!/^\d{1,9}$/.test(s)) throw fail(message);
  const n = Number(s);
  if (n < min || n > max) throw fail(message);
  return n;
}

/** Local midnight of a YYYY-MM-DD day (server local time), or null when blank; 400 when malformed. */
function localDay(v: unknown, message: string): Date | null {
  if (isBlank(v)) return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(String(v).trim());
  if (!m) throw fail(message);
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const day = new Date(y, mo - 1, d);
  if (day.getFullYear() !== y || day.getMonth() !== mo - 1 || day.getDate() !== d) throw fail(message);
  return day;
}

/** The WHERE of the filters shared by get_audit_logs and export_audit_logs. */
export function auditFilter(fields: Record<string, unknown>): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  const user = str(fields.user);
  if (user) {
    const byName = sql`lower(${auditLogs.user_username}) = lower(${user})`;
    where.push(/^\d{1,9}$/.test(user) ? or(eq(auditLogs.user, Number(user)), byName) : byName);
  }
  const action = str(fields.action).toUpperCase();
  if (action) {
    if (!AUDIT_ACTIONS.includes(action as AuditAction)) throw fail(AUDIT_MESSAGES.action);
    where.push(eq(auditLogs.action, action as AuditAction));
  }
  const type = str(fields.resource_type);
  if (type) {
    const match = AUDIT_RESOURCE_TYPES.find((t) => t.toLowerCase() === type.toLowerCase());
    if (!match) throw fail(AUDIT_MESSAGES.resourceType);
    where.push(eq(auditLogs.resource_type, match));
  }
  const success = fields.success;
  if (!isBlank(success)) {
    const s = String(success).trim().toLowerCase();
    if (s !== 'true' && s !== 'false') throw fail(AUDIT_MESSAGES.success);
    where.push(eq(auditLogs.success, s === 'true'));
  }
  const from = localDay(fields.date_from, AUDIT_MESSAGES.dateFrom);
  const to = localDay(fields.date_to, AUDIT_MESSAGES.dateTo);
  if (from && to && from > to) throw fail(AUDIT_MESSAGES.dateOrder);
  if (from) where.push(gte(auditLogs.timestamp, from));
  if (to) where.push(lt(auditLogs.timestamp, new Date(to.getFullYear(), to.getMonth(), to.getDate() + 1)));
  const search = str(fields.search ?? fields.q);
  if (search) {
    const pattern = `%${search.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    where.push(
      or(
        ilike(auditLogs.user_username, pattern),
        ilike(auditLogs.resource_name, pattern),
        ilike(auditLogs.description, pattern),
        ilike(auditLogs.ip_address, pattern),
      ),
    );
  }
  return and(...where);
}

type AuditRow = typeof auditLogs.$inferSelect;

function serialize(row: AuditRow) {
  return { ...row, timestamp: row.timestamp.toISOString() };
}

const json = (v: unknown) => (v === null || v === undefined ? '' : JSON.stringify(v));

/** One export row, keyed by the CSV column names, every text cell neutralised. */
export function exportRow(row: AuditRow): AuditExportRow {
  const out: AuditExportRow = {
    ID: row.id,
    Timestamp: row.timestamp.toISOString(),
    User: row.user_username ?? '',
    Email: row.user_email ?? '',
    Action: row.action,
    'Resource Type': row.resource_type,
    'Resource Name': row.resource_name ?? '',
    Description: row.description ?? '',
    'IP Address': row.ip_address ?? '',
    'Device Type': row.device_type ?? '',
    Success: row.success ? 'Yes' : 'No',
    'Error Message': row.error_message ?? '',
    'Old Values': json(row.old_values),
    'New Values': json(row.new_values),
  };
  for (const k of Object.keys(out) as (keyof AuditExportRow)[]) out[k] = neutraliseCell(out[k]);
  return out;
}

async function jsonFields(req: FastifyRequest): Promise<Record<string, unknown>> {
  const { fields } = await readBody(req);
  return fields;
}

export function registerAuditQueries(app: FastifyInstance): void {
  const db = app.db;
  const newestFirst = [desc(auditLogs.timestamp), desc(auditLogs.id)];

  app.post('/customqueries/get_audit_logs', async (req) => {
    requireMasterDataWriter(req);
    const fields = await jsonFields(req);
    const page = wholeNumber(fields.page, 1, 1, 1_000_000_000, AUDIT_MESSAGES.page);
    const size = wholeNumber(fields.page_size, 50, 1, 500, AUDIT_MESSAGES.pageSize);
    const where = auditFilter(fields);
    await auditSettled(app);
    const [{ n }] = await db.select({ n: count() }).from(auditLogs).where(where);
    const rows = await db
      .select()
      .from(auditLogs)
      .where(where)
      .orderBy(...newestFirst)
      .limit(size)
      .offset((page - 1) * size);
    return { success: true, logs: rows.map(serialize), total_count: n };
  });

  app.post('/customqueries/get_audit_statistics', async (req) => {
    requireMasterDataWriter(req);
    const fields = await jsonFields(req);
    const days = wholeNumber(fields.days, 30, 1, 3650, AUDIT_MESSAGES.days);
    await auditSettled(app);
    const since = new Date(Date.now() - days * 24 * 60 * 60 * 1000);
    const [s] = await db
      .select({
        total: count(),
        ok: sql<number>`count(*) filter (where ${auditLogs.success})`.mapWith(Number),
        users: countDistinct(auditLogs.user),
      })
      .from(auditLogs)
      .where(gte(auditLogs.timestamp, since));
    return {
      success: true,
      statistics: {
        total_actions: s.total,
        successful_actions: s.ok,
        failed_actions: s.total - s.ok,
        unique_users: s.users,
        period_days: days,
      },
    } satisfies AuditStatisticsAnswer;
  });

  app.post('/customqueries/export_audit_logs', async (req) => {
    requireMasterDataWriter(req);
    const fields = await jsonFields(req);
    const where = auditFilter(fields);
    await auditSettled(app);
    const rows = await db
      .select()
      .from(auditLogs)
      .where(where)
      .orderBy(...newestFirst)
      .limit(EXPORT_CAP);
    return {
      success: true,
      csv_data: rows.map(exportRow),
      total_exported: rows.length,
    } satisfies AuditExportAnswer;
  });

  app.post('/customqueries/log_client_action', async (req) => {
    req.auditInfo = { skip: true };
    getAuth(req);
    const fields = await jsonFields(req);
    const action = str(fields.action).toUpperCase() as AuditAction;
    if (!CLIENT_ACTIONS.includes(action)) throw fail(AUDIT_MESSAGES.clientAction);
    const typeRaw = str(fields.resource_type);
    const type = AUDIT_RESOURCE_TYPES.find((t) => t.toLowerCase() === typeRaw.toLowerCase());
    if (!type) throw fail(AUDIT_MESSAGES.resourceType);
    for (const k of ['resource_name', 'description'])
      if (!isBlank(fields[k]) && typeof fields[k] !== 'string' && typeof fields[k] !== 'number')
        throw fail(AUDIT_MESSAGES.text);
    const name = str(fields.resource_name).slice(0, 300) || null;
    const description = str(fields.description).slice(0, 2000) || auditDescription(action, type, name, true);
    await recordAudit(app, {
      ...requestParty(req),
      action,
      resource_type: type as AuditResourceType,
      resource_name: name,
      description,
      success: true,
    });
    return { success: true };
  });
}
