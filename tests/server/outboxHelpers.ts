/** Helpers of the outbox tests (outbox*.test.ts): a recording gateway, the flags, the rows. */
import { sql } from 'drizzle-orm';
import type { Gateways, SmsMessage, EmailMessage } from '../../server/outbox/gateways';
import { GatewayError } from '../../server/outbox/gateways';
import type { OutboxMessage } from '../../contract/outbox';
import { rowsOf } from '../../server/db/rows';
import type { Fixture, Headers } from './fixtures';

/** A gateway that records what it is given; `failWith` makes every send throw. */
export function recordingGateways() {
  const sms: SmsMessage[] = [];
  const email: EmailMessage[] = [];
  const state = { failWith: null as string | null };
  const gateways: Gateways = {
    smsKind: 'test',
    emailKind: 'test',
    async sendSms(m) {
      if (state.failWith) throw new GatewayError(state.failWith);
      sms.push(m);
    },
    async sendEmail(m) {
      if (state.failWith) throw new GatewayError(state.failWith);
      email.push(m);
    },
    async close() {},
  };
  return { gateways, sms, email, state };
}

export const ALL_FLAGS = {
  send_smsalerttoagents_on_clientorders: true,
  send_sms_alerttoadmin_on_clientorders: true,
  send_email_alerttoadmin_on_clientorders: true,
  send_sms_alerttoadmin_on_deliveries: true,
  send_email_alerttoadmin_on_deliveries: true,
  send_sms_alerttoadmin_on_pickups: true,
  send_email_alerttoadmin_on_pickups: true,
  send_sms_alerttoadmin_on_discrepancies: true,
  send_email_alerttoadmin_on_discrepancies: true,
  send_sms_alerttoadmin_on_overdue: true,
  send_email_alerttoadmin_on_overdue: true,
};

export const FLAGS_OFF = Object.fromEntries(Object.keys(ALL_FLAGS).map((k) => [k, false]));

/** PUT /api/app_profile/1/ as the admin (JSON). */
export async function setProfile(fx: Fixture, admin: Headers, values: Record<string, unknown>) {
  const res = await fx.app.inject({
    method: 'PUT',
    url: '/api/app_profile/1/',
    headers: admin,
    payload: values,
  });
  if (res.statusCode !== 200) throw new Error(`profile update failed: ${res.statusCode} ${res.body}`);
  return res.json() as Record<string, unknown>;
}

export type OutboxRow = OutboxMessage;

/** Every outbox row, oldest first. */
export async function outboxRows(fx: Fixture): Promise<OutboxRow[]> {
  return rowsOf<OutboxRow>(fx.database.db, sql`select * from outbox order by id`);
}

export async function clearOutbox(fx: Fixture) {
  await fx.database.db.execute(sql`delete from outbox`);
}
