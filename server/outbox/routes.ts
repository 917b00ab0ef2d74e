/**
 * The outbox's routes (an extension of the contract: contract/outbox.ts, calls ext.outbox.list / ext.outbox.retry):
 *   GET  /api/outbox/              {count, next, previous, results: OutboxMessage[]}: page (1-based or 'last'),
 *        page_size (1–1000, default 20), ordering (comma list of fields, '-' descending; default -created_at),
 *        search (recipient, recipient_name, message, record_id contain it, case-insensitive), status, channel,
 *        event, record_type, record_id (exact), date_from / date_to (YYYY-MM-DD, the server's days, on created_at).
 *   POST /api/outbox/{id}/retry/   a 'failed' message back to 'queued' (tries reset, due now) → the row;
 *        any other status → 409 {detail}; unknown id → 404.
 * Rights: as the audit logs (System Settings): a branch manager with no coordinated hub, or a superuser; others 403.
 * Bad input → 400 {<field>: [message]}. A retry is written to the audit log.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql, type SQL } from 'drizzle-orm';
import { requireMasterDataWriter } from '../auth/guards';
import { recordAudit, requestParty } from '../audit';
import { rowsOf } from '../db/rows';
import { HttpError, badRequest, notFound } from '../routes/http';
import { parseId } from '../routes/params';
import { pageLinks, restPaging, REST_MAX_PAGE_SIZE } from '../routes/api/router';
import { serverTimeZone } from '../routes/customqueries/deliveries/common';
import {
  OUTBOX_CHANNELS,
  OUTBOX_EVENTS,
  OUTBOX_STATUSES,
  type OutboxMessage,
  type OutboxPage,
} from '../../contract/outbox';

export const OUTBOX_SORT_FIELDS = [
  'id',
  'created_at',
  'updated_at',
  'sent_at',
  'next_attempt_at',
  'status',
  'channel',
  'event',
  'attempts',
  'recipient',
  'recipient_name',
  'record_type',
  'record_id',
] as const;

export const OUTBOX_MESSAGES = {
  pageSize: `Enter a whole number from 1 to ${REST_MAX_PAGE_SIZE}.`,
  date: 'Enter a date as YYYY-MM-DD.',
  dateOrder: 'date_from must not be after date_to.',
  retryOnlyFailed: (status: string) =>
    `Only a failed message can be retried; this message is ${status.replace('_', ' ')}.`,
} as const;

const COLUMNS =
  sql.raw(`id, message_id, channel, event, record_type, record_id, recipient_name, recipient, subject,
  message, status, attempts, last_error, created_at, next_attempt_at, sent_at, updated_at`);

interface DbRow extends Omit<OutboxMessage, 'created_at' | 'next_attempt_at' | 'sent_at' | 'updated_at'> {
  created_at: Date | string;
  next_attempt_at: Date | string | null;
  sent_at: Date | string | null;
  updated_at: Date | string;
}

const iso = (v: Date | string | null): string | null =>
  v === null ? null : (v instanceof Date ? v : new Date(v)).toISOString();

export function toMessage(r: DbRow): OutboxMessage {
  return {
    id: Number(r.id),
    message_id: r.message_id,
    channel: r.channel,
    event: r.event,
    record_type: r.record_type,
    record_id: r.record_id,
    recipient_name: r.recipient_name,
    recipient: r.recipient,
    subject: r.subject,
    message: r.message,
    status: r.status,
    attempts: Number(r.attempts),
    last_error: r.last_error,
    created_at: iso(r.created_at)!,
    next_attempt_at: iso(r.next_attempt_at),
    sent_at: iso(r.sent_at),
    updated_at: iso(r.updated_at)!,
  };
}

function one(q: Record<string, unknown>, key: string): string | undefined {
  const v = q[key];
  const last = Array.isArray(v) ? v[v.length - 1] : v;
  if (last === undefined || last === null) return undefined;
  const s = String(last).trim();
  return s === '' ? undefined : s;
}

const choice = (field: string, value: string | undefined, allowed: readonly string[]) => {
  if (value === undefined) return undefined;
  if (!allowed.includes(value))
    throw badRequest({ [field]: [`Select a valid choice. ${value} is not one of the available choices.`] });
  return value;
};

function day(field: string, value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const d = m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : null;
  if (!m || !d || d.getUTCMonth() !== Number(m[2]) - 1 || d.getUTCDate() !== Number(m[3]))
    throw badRequest({ [field]: [OUTBOX_MESSAGES.date] });
  return value;
}

/** The WHERE of the list's filters (400 on a bad one). */
export function outboxWhere(q: Record<string, unknown>): SQL {
  const where: SQL[] = [sql`true`];
  const status = choice('status', one(q, 'status'), OUTBOX_STATUSES);
  if (status) where.push(sql`status = ${status}`);
  const channel = choice('channel', one(q, 'channel'), OUTBOX_CHANNELS);
  if (channel) where.push(sql`channel = ${channel}`);
  const event = choice('event', one(q, 'event'), OUTBOX_EVENTS);
  if (event) where.push(sql`event = ${event}`);
  const recordType = one(q, 'record_type');
  if (recordType) where.push(sql`record_type = ${recordType.slice(0, 30)}`);
  const recordId = one(q, 'record_id');
  if (recordId) where.push(sql`record_id = ${recordId.slice(0, 60)}`);
  const search = one(q, 'search');
  if (search) {
    const like = `%${search.slice(0, 200).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(sql`(recipient ilike ${like} or recipient_name ilike ${like} or message ilike ${like}
      or record_id ilike ${like})`);
  }
  const from = day('date_from', one(q, 'date_from'));
  const to = day('date_to', one(q, 'date_to'));
  if (from && to && from > to) throw badRequest({ date_from: [OUTBOX_MESSAGES.dateOrder] });
  const tz = serverTimeZone();
  if (from) where.push(sql`created_at >= (${from}::date)::timestamp at time zone ${tz}`);
  if (to) where.push(sql`created_at < (${to}::date + 1)::timestamp at time zone ${tz}`);
  return sql.join(where, sql` and `);
}

/** ORDER BY of `ordering` (default -created_at), id last as the tie-break; 400 on a field that is not sortable. */
export function outboxOrder(raw: string | undefined): SQL {
  const parts = (raw ?? '-created_at')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const out: SQL[] = [];
  let hasId = false;
  for (const p of parts) {
    const desc = p.startsWith('-');
    const name = desc ? p.slice(1) : p;
    if (!(OUTBOX_SORT_FIELDS as readonly string[]).includes(name))
      throw badRequest({ ordering: [`Unknown sort field: ${name}`] });
    if (name === 'id') hasId = true;
    out.push(sql.raw(`${name} ${desc ? 'desc' : 'asc'} nulls last`));
  }
  if (!hasId) out.push(sql.raw(parts[0]?.startsWith('-') ? 'id desc' : 'id asc'));
  return sql.join(out, sql`, `);
}

function pageSize(q: Record<string, unknown>): string | undefined {
  const raw = one(q, 'page_size');
  if (raw === undefined) return undefined;
  if (!/^\d{1,9}$/.test(raw) || Number(raw) < 1 || Number(raw) > REST_MAX_PAGE_SIZE)
    throw badRequest({ page_size: [OUTBOX_MESSAGES.pageSize] });
  return raw;
}

export function registerOutboxRoutes(app: FastifyInstance): void {
  const db = app.db;

  app.get<{ Querystring: Record<string, unknown> }>('/api/outbox', async (req): Promise<OutboxPage> => {
    requireMasterDataWriter(req);
    const q = req.query ?? {};
    const size = pageSize(q);
    const where = outboxWhere(q);
    const order = outboxOrder(one(q, 'ordering'));
    const [{ n }] = await rowsOf<{ n: number }>(
      db,
      sql`select count(*)::int as n from outbox where ${where}`,
    );
    const paging = restPaging(one(q, 'page'), size, Number(n));
    const rows = await rowsOf<DbRow>(
      db,
      sql`select ${COLUMNS} from outbox where ${where} order by ${order} limit ${paging.size} offset ${paging.offset}`,
    );
    return {
      count: Number(n),
      ...pageLinks(req as FastifyRequest, paging.page, paging.pages),
      results: rows.map(toMessage),
    };
  });

  app.post<{ Params: { id: string } }>('/api/outbox/:id/retry', async (req) => {
    requireMasterDataWriter(req);
    const id = parseId(req.params.id);
    if (id === null) throw notFound();
    const [row] = await rowsOf<DbRow>(
      db,
      sql`update outbox set status = 'queued', attempts = 0, next_attempt_at = now(), updated_at = now(),
          locked_until = null, locked_by = null
        where id = ${id} and status = 'failed'
        returning ${COLUMNS}`,
    );
    if (!row) {
      const [existing] = await rowsOf<{ status: string }>(
        db,
        sql`select status from outbox where id = ${id}`,
      );
      if (!existing) throw notFound();
      throw new HttpError(409, { detail: OUTBOX_MESSAGES.retryOnlyFailed(existing.status) });
    }
    const message = toMessage(row);
    await recordAudit(app, {
      ...requestParty(req),
      action: 'UPDATE',
      resource_type: 'Outbox',
      resource_name: `Outbox ${message.channel === 'sms' ? 'SMS' : 'e-mail'} #${message.id}`,
      description: `Retried ${message.channel === 'sms' ? 'SMS' : 'e-mail'} to ${message.recipient_name}`,
      old_values: { status: 'failed' },
      new_values: { status: 'queued', message_id: message.message_id },
    });
    return message;
  });
}
