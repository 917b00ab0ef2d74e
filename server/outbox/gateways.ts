/**
 * The outbox's gateways, behind one small interface: e-mail over SMTP (nodemailer, SMTP_URL + MAIL_FROM) or to the
 * log; SMS to the log, to a webhook (POST JSON {id, to, message} to SMS_WEBHOOK_URL) or to Africa's Talking (its
 * documented messaging request: POST form-encoded username, to, message, optional from, header apiKey, Accept
 * application/json; SMS_API_URL overrides the address). Every message carries its stable id (the webhook's `id`, the
 * e-mail's Message-ID header) so that a gateway can drop a repeat. A gateway throws GatewayError with a one-line
 * reason; secrets (API key, SMTP password, URLs) never appear in it nor in the log.
 */
import nodemailer from 'nodemailer';
import type { OutboxConfig } from '../config';

export interface SmsMessage {
  /** the outbox row's message_id */
  id: string;
  to: string;
  message: string;
}

export interface EmailMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
}

export interface Gateways {
  /** 'log', 'webhook', 'africastalking' (SMS) and 'log', 'smtp' (e-mail): for the log and the bench. */
  readonly smsKind: string;
  readonly emailKind: string;
  sendSms(msg: SmsMessage): Promise<void>;
  sendEmail(msg: EmailMessage): Promise<void>;
  close(): Promise<void>;
}

export class GatewayError extends Error {}

/** The Message-ID header of an outbox message: `<message_id@courier.outbox>`. */
export const messageIdHeader = (id: string) => `<${id}@courier.outbox>`;

const TIMEOUT_MS = 15_000;

/** A fetch failure as one line without the URL (it may hold a token): 'connect ECONNREFUSED 127.0.0.1:9'. */
function networkReason(err: unknown): string {
  const e = err as { name?: string; message?: string; cause?: { code?: string; message?: string } };
  if (e?.name === 'TimeoutError' || e?.name === 'AbortError')
    return `no answer within ${TIMEOUT_MS / 1000} s`;
  return e?.cause?.message ?? e?.cause?.code ?? e?.message ?? String(err);
}

async function post(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (err) {
    throw new GatewayError(`SMS gateway unreachable: ${networkReason(err)}`);
  }
}

async function bodyText(res: Response): Promise<string> {
  const t = await res.text().catch(() => '');
  return t.replace(/\s+/g, ' ').trim().slice(0, 300);
}

export function webhookSms(url: string): Pick<Gateways, 'sendSms'> {
  return {
    async sendSms(msg) {
      const res = await post(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ id: msg.id, to: msg.to, message: msg.message }),
      });
      if (!res.ok) throw new GatewayError(`SMS webhook answered ${res.status}: ${await bodyText(res)}`);
      await res.arrayBuffer().catch(() => undefined);
    },
  };
}

interface AtAnswer {
  SMSMessageData?: {
    Message?: string;
    Recipients?: { status?: string; number?: string; statusCode?: number }[];
  };
}

export function africasTalkingSms(opts: {
  url: string;
  username: string;
  apiKey: string;
  from?: string;
}): Pick<Gateways, 'sendSms'> {
  return {
    async sendSms(msg) {
      const form = new URLSearchParams({ username: opts.username, to: msg.to, message: msg.message });
      if (opts.from) form.set('from', opts.from);
      const res = await post(opts.url, {
        method: 'POST',
        headers: {
          apiKey: opts.apiKey,
          Accept: 'application/json',
          'Content-Type': 'application/x-www-form-urlencoded',
        },
        body: form.toString(),
      });
      if (!res.ok) throw new GatewayError(`Africa's Talking answered ${res.status}: ${await bodyText(res)}`);
      let answer: AtAnswer;
      try {
        answer = (await res.json()) as AtAnswer;
      } catch {
        throw new GatewayError("Africa's Talking answered something that is not JSON");
      }
      const recipients = answer.SMSMessageData?.Recipients ?? [];
      if (recipients.length === 0)
        throw new GatewayError(
          `Africa's Talking sent to nobody: ${answer.SMSMessageData?.Message ?? 'no recipients in the answer'}`,
        );
      const bad = recipients.find((r) => r.status !== 'Success');
      if (bad)
        throw new GatewayError(
          `Africa's Talking refused ${bad.number ?? msg.to}: ${bad.status ?? 'no status'}${bad.statusCode ? ` (${bad.statusCode})` : ''}`,
        );
    },
  };
}

export function smtpEmail(url: string, from: string): Pick<Gateways, 'sendEmail' | 'close'> {
  const transport = nodemailer.createTransport(url);
  return {
    async sendEmail(msg) {
      try {
        await transport.sendMail({
          from,
          to: msg.to,
          subject: msg.subject,
          text: msg.text,
          messageId: messageIdHeader(msg.id),
          headers: { 'X-Outbox-Id': msg.id },
        });
      } catch (err) {
        const e = err as { code?: string; responseCode?: number; response?: string; message?: string };
        const reason = e.response ?? e.message ?? String(err);
        // nodemailer's messages name host and port, never the URL's password
        throw new GatewayError(`SMTP: ${e.code ? `${e.code} ` : ''}${reason}`.slice(0, 500));
      }
    },
    async close() {
      transport.close();
    },
  };
}

/** The gateways the configuration names; `log` prints a message (never a secret) with the given function. */
export function gatewaysFromConfig(cfg: OutboxConfig, log: (line: string) => void): Gateways {
  const logSms: Pick<Gateways, 'sendSms'> = {
    async sendSms(msg) {
      log(`SMS (log gateway) ${msg.id} to ${msg.to}: ${msg.message}`);
    },
  };
  const logEmail: Pick<Gateways, 'sendEmail'> = {
    async sendEmail(msg) {
      log(`E-mail (log gateway) ${msg.id} to ${msg.to}: ${msg.subject} — ${msg.text}`);
    },
  };
  const sms =
    cfg.smsGateway === 'webhook' && cfg.smsWebhookUrl
      ? webhookSms(cfg.smsWebhookUrl)
      : cfg.smsGateway === 'africastalking' && cfg.atUsername && cfg.atApiKey
        ? africasTalkingSms({
            url: cfg.smsApiUrl,
            username: cfg.atUsername,
            apiKey: cfg.atApiKey,
            from: cfg.atFrom,
          })
        : logSms;
  const smsKind = sms === logSms ? 'log' : cfg.smsGateway;
  const email = cfg.smtpUrl ? smtpEmail(cfg.smtpUrl, cfg.mailFrom) : null;
  return {
    smsKind,
    emailKind: email ? 'smtp' : 'log',
    sendSms: (m) => sms.sendSms(m),
    sendEmail: (m) => (email ?? logEmail).sendEmail(m),
    close: async () => {
      await email?.close();
    },
  };
}
