/**
 * Queueing alerts: `queueAlerts(tx, event, record)` runs INSIDE the transaction of the write that causes the alert,
 * so a rolled-back write queues nothing and a committed one cannot lose its messages. It is ONE statement: an
 * INSERT ... SELECT that joins the company profile's flags with the recipients (recipients.ts), so a flag that is
 * off inserts no row and costs one round trip, and the flags are read in the same snapshot as the write.
 *
 * Events and their flags (contract/outbox.ts OUTBOX_EVENTS):
 *   client_order    admins: send_sms_alerttoadmin_on_clientorders, send_email_alerttoadmin_on_clientorders
 *   order_assigned  the assigned agent: send_smsalerttoagents_on_clientorders
 *   delivery        admins: send_sms_alerttoadmin_on_deliveries, send_email_alerttoadmin_on_deliveries
 *   pickup          admins: send_sms_alerttoadmin_on_pickups, send_email_alerttoadmin_on_pickups
 *   discrepancy     hub coordinator(s) and admins: send_sms/email_alerttoadmin_on_discrepancies
 *   overdue         hub coordinator(s) and admins: send_sms/email_alerttoadmin_on_overdue
 */
import { sql, type SQL } from 'drizzle-orm';
import type { OutboxEvent } from '../../contract/outbox';
import { adminEmails, adminSms, agentSms, flagOf, hubCoordinatorEmails, hubSms } from './recipients';

/** What caused the alert: its record and the words of the message. */
export interface AlertRecord {
  /** 'Order', 'Delivery', 'Pickup', 'Discrepancy', 'Overdue' */
  type: string;
  id: string | number;
  /** the e-mail's subject (text, or SQL computed in the statement, e.g. from the new row) */
  subject: string | SQL;
  /** the text of the SMS and the e-mail's body (text or SQL, as the subject) */
  message: string | SQL;
  /** the hub of a discrepancy or overdue item (its coordinators are told) */
  hub?: number | null;
  /** the agent of an order assignment */
  agent?: number | null;
}

/** Anything that runs SQL: a transaction (the usual case) or the database. */
export interface Executor {
  execute(query: SQL): PromiseLike<unknown>;
}

/** The recipients of an event, as one union of `select channel, name, addr, reason` (empty: null). */
export function recipientsSql(event: OutboxEvent, record: AlertRecord): SQL | null {
  const parts: SQL[] = [];
  const admins = (smsFlag: string, emailFlag: string) => {
    parts.push(adminSms(flagOf(smsFlag)), adminEmails(flagOf(emailFlag)));
  };
  const hub = record.hub ?? null;
  switch (event) {
    case 'client_order':
      admins('send_sms_alerttoadmin_on_clientorders', 'send_email_alerttoadmin_on_clientorders');
      break;
    case 'order_assigned':
      if (record.agent != null)
        parts.push(agentSms(flagOf('send_smsalerttoagents_on_clientorders'), record.agent));
      break;
    case 'delivery':
      admins('send_sms_alerttoadmin_on_deliveries', 'send_email_alerttoadmin_on_deliveries');
      break;
    case 'pickup':
      admins('send_sms_alerttoadmin_on_pickups', 'send_email_alerttoadmin_on_pickups');
      break;
    case 'discrepancy':
    case 'overdue': {
      const sms = `send_sms_alerttoadmin_on_${event === 'overdue' ? 'overdue' : 'discrepancies'}`;
      const email = `send_email_alerttoadmin_on_${event === 'overdue' ? 'overdue' : 'discrepancies'}`;
      if (hub !== null) parts.push(hubSms(flagOf(sms), hub), hubCoordinatorEmails(flagOf(email), hub));
      admins(sms, email);
      break;
    }
  }
  return parts.length ? sql.join(parts, sql` union all `) : null;
}

/** A text or SQL value as SQL text of at most n characters. */
const clip = (v: string | SQL, n: number): SQL =>
  typeof v === 'string'
    ? sql`${v.length > n ? `${v.slice(0, n - 1)}…` : v}::text`
    : sql`left((${v})::text, ${n})`;

/** The one INSERT ... SELECT of an event's messages (see the header). */
export function queueSql(event: OutboxEvent, record: AlertRecord): SQL | null {
  const recipients = recipientsSql(event, record);
  if (!recipients) return null;
  const subject = clip(record.subject, 300);
  const message = clip(record.message, 2000);
  // the words once per statement (a subject or message computed from the new row is not run per recipient)
  return sql`with m as materialized (select ${subject} as subject, ${message} as message)
    insert into outbox (message_id, channel, event, record_type, record_id, recipient_name, recipient,
      subject, message, status, last_error, next_attempt_at)
    select gen_random_uuid()::text, r.channel, ${event}, ${record.type}, ${String(record.id)}, left(r.name, 300),
      r.addr, case when r.channel = 'email' then m.subject end, m.message,
      case when r.addr is null then 'skipped' else 'queued' end,
      case when r.addr is null then r.reason end,
      case when r.addr is null then null else now() end
    from app_profile ap cross join lateral (${recipients}) r(channel, name, addr, reason) cross join m
    where ap.id = 1`;
}

/** Queues the messages of `event` for `record` in the caller's transaction (nothing when its flags are off). */
export async function queueAlerts(tx: Executor, event: OutboxEvent, record: AlertRecord): Promise<void> {
  const q = queueSql(event, record);
  if (q) await tx.execute(q);
}
