/**
 * The outbox's dispatcher: takes due messages, hands them to the gateways, and writes what happened.
 *
 * Taking: one UPDATE ... WHERE id IN (SELECT ... FOR UPDATE SKIP LOCKED) marks up to `batch` due rows 'sending',
 * with this dispatcher's id (locked_by) and a lease (locked_until = now + OUTBOX_LEASE_MS), and counts the try. Due:
 * 'queued' with next_attempt_at passed, or 'sending' whose lease ran out (the dispatcher that took it died). On
 * PostgreSQL several instances each run a dispatcher and share the work (SKIP LOCKED: no row is taken twice while
 * its lease runs); on PGlite the one process runs it.
 *
 * Sending: the gateway gets the row's message_id (webhook `id`, SMTP Message-ID) so a gateway can drop a repeat.
 * Accepted: 'sent' — and for an SMS the company's smsbalance goes down by smsCost in the same transaction.
 * Refused or unreachable: 'queued' again after retryBaseMs × 2^(tries−1), or 'failed' after maxAttempts tries,
 * the last error kept. Delivery is AT LEAST ONCE: a process that dies after the gateway accepted a message and
 * before 'sent' is written leaves the row 'sending'; when its lease runs out another dispatcher (or the restarted
 * one) sends it again, with the same message_id. At most once would need the row marked before sending, so a crash
 * would lose the message instead; an alert that never comes is worse than one that comes twice.
 *
 * SMS balance: a batch sends at most floor(smsbalance / smsCost) SMS (any number when the cost is 0); the others
 * wait as 'no_balance', and ONE admin notification says so (app_profile.sms_balance_alerted, cleared when a profile
 * update gives balance back, which also puts the waiting rows back to 'queued'). E-mail costs nothing.
 *
 * Every send and every failed try is written to the audit log (resource type 'Outbox', named 'Outbox SMS #id' or 'Outbox e-mail #id').
 */
import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import type { OutboxConfig } from '../config';
import { recordAudit } from '../audit';
import { raiseAdminNotification } from '../notify';
import { GatewayError, type Gateways } from './gateways';

export interface DispatcherOptions {
  config: Pick<OutboxConfig, 'maxAttempts' | 'retryBaseMs' | 'leaseMs' | 'pollMs'>;
  gateways: Gateways;
  /** This dispatcher's name in locked_by (default host:pid:random). */
  instance?: string;
  /** Rows taken per round (default 50). */
  batch?: number;
  /** Messages sent at once (default 8). */
  concurrency?: number;
}

interface Taken {
  id: number;
  message_id: string;
  channel: 'sms' | 'email';
  recipient: string | null;
  recipient_name: string;
  subject: string | null;
  message: string;
  attempts: number;
}

export const NO_BALANCE_REASON = 'SMS balance is used up: waiting for the balance to be raised';
export const NO_BALANCE_TITLE = 'SMS balance is used up';

export interface Dispatcher {
  readonly instance: string;
  /** One round: takes the due rows, sends them, answers how many it took. */
  dispatchOnce(): Promise<number>;
  /** Rounds until nothing is due (bounded by `maxRounds`); answers how many rows were taken. */
  drain(maxRounds?: number): Promise<number>;
  start(): void;
  stop(): Promise<void>;
}

async function mapLimit<T>(items: T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++];
      await fn(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

export function createDispatcher(app: FastifyInstance, opts: DispatcherOptions): Dispatcher {
  const db: Db = app.db;
  const cfg = opts.config;
  const instance =
    opts.instance ?? `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`.slice(0, 80);
  const batch = opts.batch ?? 50;
  const concurrency = opts.concurrency ?? 8;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | null = null;

  const take = () =>
    rowsOf<Taken>(
      db,
      sql`update outbox o set status = 'sending', locked_by = ${instance},
          locked_until = now() + make_interval(secs => ${cfg.leaseMs / 1000}), attempts = o.attempts + 1,
          updated_at = now()
        where o.id in (
          select id from outbox
          where (status = 'queued' and next_attempt_at <= now()) or (status = 'sending' and locked_until < now())
          order by next_attempt_at, id
          limit ${batch}
          for update skip locked)
        returning o.id, o.message_id, o.channel, o.recipient, o.recipient_name, o.subject, o.message, o.attempts`,
    );

  /** How many SMS this round may send (Infinity when they cost nothing). */
  async function smsAllowance(): Promise<number> {
    const [p] = await rowsOf<{ balance: string; cost: string }>(
      db,
      sql`select smsbalance::text as balance, "smsCost"::text as cost from app_profile where id = 1`,
    );
    if (!p) return Infinity;
    const cost = Number(p.cost);
    const balance = Number(p.balance);
    if (!(cost > 0)) return Infinity;
    return Math.max(0, Math.floor((balance + 1e-9) / cost));
  }

  const audit = (row: Taken, success: boolean, description: string, error?: string) =>
    recordAudit(app, {
      action: 'UPDATE',
      resource_type: 'Outbox',
      user_username: 'outbox',
      resource_name: `Outbox ${row.channel === 'sms' ? 'SMS' : 'e-mail'} #${row.id}`,
      description,
      success,
      error_message: error ?? null,
      new_values: { message_id: row.message_id, attempts: row.attempts, recipient: row.recipient },
    });

  async function markSent(row: Taken): Promise<void> {
    await db.transaction(async (tx) => {
      const done = await rowsOf<{ id: number }>(
        tx as unknown as Db,
        sql`update outbox set status = 'sent', sent_at = now(), updated_at = now(), last_error = null,
            locked_until = null, next_attempt_at = null
          where id = ${row.id} and status = 'sending' and locked_by = ${instance}
          returning id`,
      );
      if (done.length && row.channel === 'sms')
        await tx.execute(sql`update app_profile set smsbalance = smsbalance - "smsCost" where id = 1`);
    });
    void audit(
      row,
      true,
      `Sent ${row.channel === 'sms' ? 'SMS' : 'e-mail'} to ${row.recipient_name} (${row.recipient ?? ''})`,
    );
  }

  async function markFailed(row: Taken, reason: string): Promise<void> {
    const final = row.attempts >= cfg.maxAttempts;
    const delayMs = cfg.retryBaseMs * 2 ** Math.max(0, row.attempts - 1);
    await db.execute(
      final
        ? sql`update outbox set status = 'failed', last_error = ${reason}, updated_at = now(), locked_until = null,
              next_attempt_at = null
            where id = ${row.id} and locked_by = ${instance} and status = 'sending'`
        : sql`update outbox set status = 'queued', last_error = ${reason}, updated_at = now(), locked_until = null,
              next_attempt_at = now() + make_interval(secs => ${delayMs / 1000})
            where id = ${row.id} and locked_by = ${instance} and status = 'sending'`,
    );
    void audit(
      row,
      false,
      final
        ? `Failed: ${row.channel === 'sms' ? 'SMS' : 'e-mail'} to ${row.recipient_name} after ${row.attempts} tries`
        : `Failed: try ${row.attempts} of ${row.channel === 'sms' ? 'SMS' : 'e-mail'} to ${row.recipient_name}; retry in ${Math.round(delayMs / 1000)} s`,
      reason,
    );
  }

  async function send(row: Taken): Promise<void> {
    try {
      if (!row.recipient) throw new GatewayError('no recipient');
      if (row.channel === 'sms')
        await opts.gateways.sendSms({ id: row.message_id, to: row.recipient, message: row.message });
      else
        await opts.gateways.sendEmail({
          id: row.message_id,
          to: row.recipient,
          subject: row.subject ?? '',
          text: row.message,
        });
    } catch (err) {
      const reason = (err instanceof Error ? err.message : String(err)).slice(0, 1000) || 'gateway error';
      await markFailed(row, reason);
      return;
    }
    await markSent(row);
  }

  async function parkWithoutBalance(rows: Taken[]): Promise<void> {
    if (!rows.length) return;
    const ids = `{${rows.map((r) => r.id).join(',')}}`;
    await db.execute(
      sql`update outbox set status = 'no_balance', last_error = ${NO_BALANCE_REASON}, attempts = attempts - 1,
          updated_at = now(), locked_until = null
        where id = any(${ids}::int[]) and locked_by = ${instance} and status = 'sending'`,
    );
    // one notification per time the balance runs out (a profile update that raises it clears the mark)
    const [first] = await rowsOf<{ waiting: number }>(
      db,
      sql`update app_profile set sms_balance_alerted = true where id = 1 and not sms_balance_alerted
        returning (select count(*)::int from outbox where status = 'no_balance') as waiting`,
    );
    if (first)
      await raiseAdminNotification(
        app,
        NO_BALANCE_TITLE,
        `SMS balance is used up: ${first.waiting} message${first.waiting === 1 ? ' is' : 's are'} waiting. Raise the SMS balance in the company profile to send them.`,
      );
  }

  async function round(): Promise<number> {
    const rows = await take();
    if (!rows.length) return 0;
    let allowance = rows.some((r) => r.channel === 'sms') ? await smsAllowance() : Infinity;
    const go: Taken[] = [];
    const wait: Taken[] = [];
    for (const r of rows) {
      if (r.channel === 'sms' && r.recipient) {
        if (allowance < 1) {
          wait.push(r);
          continue;
        }
        allowance -= 1;
      }
      go.push(r);
    }
    await parkWithoutBalance(wait);
    await mapLimit(go, concurrency, send);
    return rows.length;
  }

  const dispatchOnce = async (): Promise<number> => {
    // one round at a time in this process
    while (running) await running.catch(() => 0);
    const p = round();
    running = p;
    try {
      return await p;
    } finally {
      running = null;
    }
  };

  const drain = async (maxRounds = 1000): Promise<number> => {
    let total = 0;
    for (let i = 0; i < maxRounds && !closed; i++) {
      const n = await dispatchOnce();
      total += n;
      if (n < batch) break;
    }
    return total;
  };

  const tick = async () => {
    if (closed) return;
    try {
      await drain(20);
    } catch (err) {
      if (!closed) app.log.warn({ err }, 'outbox dispatch failed');
    } finally {
      if (!closed) {
        timer = setTimeout(() => void tick(), cfg.pollMs);
        timer.unref();
      }
    }
  };

  return {
    instance,
    dispatchOnce,
    drain,
    start() {
      if (timer || closed) return;
      timer = setTimeout(() => void tick(), Math.min(cfg.pollMs, 250));
      timer.unref();
    },
    async stop() {
      closed = true;
      clearTimeout(timer);
      await running?.catch(() => 0);
      await opts.gateways.close();
    },
  };
}
