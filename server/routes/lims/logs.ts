/** The admin side's integration logs: statistics, list, export, read (the LIMS integration: see ./index.ts). */
import type { FastifyInstance } from 'fastify';
import { and, asc, count, desc, eq, gte, ilike, lt, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts, limsIntegrationLogs, limsSampleConfirmations, limsTokens } from '../../db/schema';
import { toCsv, type CsvColumn } from '../../../contract/csv';
import { notFound } from '../http';
import { pageLinks, restPaging } from '../api/router';
import { INTEGRATION_STATUSES, INTEGRATION_TYPES } from '../../../contract/types';

import {
  requireLimsAdmin,
  idParam,
  choice,
  dayArg,
  nextDay,
  queryOf,
  likePattern,
  EXPORT_CAP,
} from './common';
import { parseId } from '../params';

// ---------------------------------------------------------------- logs

const L = limsIntegrationLogs;
const logColumns = {
  id: L.id,
  user: L.user,
  user_username: sql<string>`coalesce(${accounts.username}, '')`,
  integration_type: L.integration_type,
  status: L.status,
  description: L.description,
  endpoint_url: L.endpoint_url,
  http_method: L.http_method,
  response_code: L.response_code,
  processing_time: L.processing_time,
  timestamp: L.timestamp,
  error_message: L.error_message,
  request_data: L.request_data,
  response_data: L.response_data,
};
type LogRow = {
  id: number;
  user: number | null;
  user_username: string;
  integration_type: string;
  status: string;
  description: string | null;
  endpoint_url: string | null;
  http_method: string | null;
  response_code: number | null;
  processing_time: number | null;
  timestamp: Date;
  error_message: string | null;
  request_data: unknown;
  response_data: unknown;
};

const LOG_ORDERING: Record<string, SQLWrapper> = {
  id: L.id,
  timestamp: L.timestamp,
  integration_type: L.integration_type,
  status: L.status,
  response_code: L.response_code,
  processing_time: L.processing_time,
  http_method: L.http_method,
  user_username: sql`coalesce(${accounts.username}, '')`,
};

/** The WHERE of the log list and export from the query string; 400 on a bad choice or date. */
function logWhere(q: Record<string, string>): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  if (q.integration_type)
    where.push(eq(L.integration_type, choice('integration_type', q.integration_type, INTEGRATION_TYPES)));
  if (q.status) where.push(eq(L.status, choice('status', q.status, INTEGRATION_STATUSES)));
  if (q.search) {
    const p = likePattern(q.search);
    where.push(
      or(
        ilike(L.description, p),
        ilike(L.endpoint_url, p),
        ilike(L.error_message, p),
        ilike(sql`coalesce(${accounts.username}, '')`, p),
      ),
    );
  }
  if (q.user) {
    const byName = sql`lower(${accounts.username}) = ${q.user.toLowerCase()}`;
    const id = parseId(q.user);
    where.push(id !== null ? or(eq(L.user, id), byName) : byName);
  }
  if (q.timestamp_after) where.push(gte(L.timestamp, dayArg('timestamp_after', q.timestamp_after)));
  if (q.timestamp_before)
    where.push(lt(L.timestamp, nextDay(dayArg('timestamp_before', q.timestamp_before))));
  return and(...where);
}

function logOrder(raw: string | undefined): SQL[] {
  const order: SQL[] = [];
  for (const part of (raw || '-timestamp').split(',')) {
    const p = part.trim();
    const col = LOG_ORDERING[p.replace(/^-/, '')];
    if (!col) continue;
    order.push(p.startsWith('-') ? desc(col) : asc(col));
  }
  if (order.length === 0) order.push(desc(L.timestamp));
  order.push(desc(L.id));
  return order;
}

function logQuery(db: Db, where: SQL | undefined) {
  return db.select(logColumns).from(L).leftJoin(accounts, eq(accounts.id, L.user)).where(where);
}

const LOG_CSV_COLUMNS: CsvColumn<LogRow>[] = [
  { header: 'ID', value: (r) => r.id },
  { header: 'User', value: (r) => r.user_username || 'System' },
  { header: 'Integration Type', value: (r) => r.integration_type },
  { header: 'Status', value: (r) => r.status },
  { header: 'Description', value: (r) => r.description },
  { header: 'Endpoint URL', value: (r) => r.endpoint_url },
  { header: 'HTTP Method', value: (r) => r.http_method },
  { header: 'Response Code', value: (r) => r.response_code },
  { header: 'Processing Time (s)', value: (r) => r.processing_time },
  { header: 'Timestamp', value: (r) => r.timestamp.toISOString() },
  { header: 'Error Message', value: (r) => r.error_message },
  { header: 'Request Data', value: (r) => r.request_data },
  { header: 'Response Data', value: (r) => r.response_data },
];

export function registerLimsLogs(app: FastifyInstance): void {
  const db = app.db;
  // ------------------------------------------------------------ statistics
  app.get('/api/lims/logs/statistics/', async (req) => {
    requireLimsAdmin(req);
    const [tokens] = await db
      .select({ total: count(), active: sql<number>`count(*) filter (where ${limsTokens.is_active})::int` })
      .from(limsTokens);
    const C = limsSampleConfirmations;
    const [conf] = await db
      .select({
        total: count(),
        confirmed: sql<number>`count(*) filter (where ${C.status} = 'CONFIRMED')::int`,
        rejected: sql<number>`count(*) filter (where ${C.status} = 'REJECTED')::int`,
        pending: sql<number>`count(*) filter (where ${C.status} = 'PENDING')::int`,
      })
      .from(C);
    const [logs] = await db
      .select({
        total: count(),
        success: sql<number>`count(*) filter (where ${L.status} = 'SUCCESS')::int`,
        failed: sql<number>`count(*) filter (where ${L.status} = 'FAILED')::int`,
        pending: sql<number>`count(*) filter (where ${L.status} = 'PENDING')::int`,
      })
      .from(L);
    const recent = await db
      .select({
        id: L.id,
        integration_type: L.integration_type,
        status: L.status,
        description: L.description,
        timestamp: L.timestamp,
      })
      .from(L)
      .orderBy(desc(L.timestamp), desc(L.id))
      .limit(10);
    return {
      total_tokens: Number(tokens.total),
      active_tokens: Number(tokens.active),
      total_confirmations: Number(conf.total),
      confirmed_samples: Number(conf.confirmed),
      rejected_samples: Number(conf.rejected),
      pending_samples: Number(conf.pending),
      total_logs: Number(logs.total),
      successful_logs: Number(logs.success),
      failed_logs: Number(logs.failed),
      pending_logs: Number(logs.pending),
      recent_activity: recent,
    };
  });

  // ------------------------------------------------------------ logs
  app.get('/api/lims/logs/', async (req) => {
    requireLimsAdmin(req);
    const q = queryOf(req);
    const where = logWhere(q);
    const order = logOrder(q.ordering);
    if (q.page === undefined && q.page_size === undefined) {
      return logQuery(db, where).orderBy(...order);
    }
    const [{ n }] = await db
      .select({ n: count() })
      .from(L)
      .leftJoin(accounts, eq(accounts.id, L.user))
      .where(where);
    // the REST lists' rule: size clamped, a page past the end answers empty with the true count
    const { page, size, pages, offset } = restPaging(q.page, q.page_size, n);
    const results = await logQuery(db, where)
      .orderBy(...order)
      .limit(size)
      .offset(offset);
    return {
      count: n,
      ...pageLinks(req, page, pages),
      results,
    };
  });

  app.get('/api/lims/logs/export/', async (req, reply) => {
    requireLimsAdmin(req);
    const q = queryOf(req);
    const rows = (await logQuery(db, logWhere(q))
      .orderBy(...logOrder(q.ordering))
      .limit(EXPORT_CAP)) as LogRow[];
    return reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', 'attachment; filename="lims_integration_logs.csv"')
      .send(toCsv(rows, LOG_CSV_COLUMNS));
  });

  app.get<{ Params: { id: string } }>('/api/lims/logs/:id', async (req) => {
    requireLimsAdmin(req);
    const [row] = await logQuery(db, eq(L.id, idParam(req.params.id)));
    if (!row) throw notFound();
    return row;
  });
}
