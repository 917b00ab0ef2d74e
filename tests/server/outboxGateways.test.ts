/**
 * The outbox's gateways against real protocol peers on 127.0.0.1 (no outside network): an in-process SMTP server
 * (smtp-server) receives the e-mail with its subject, body, recipient and Message-ID; a local HTTP server checks the
 * webhook's JSON and Africa's Talking's documented request (form fields, apiKey header). And end to end through the
 * app: a gateway that is down is retried with backoff, then 'failed' with the last error; the retry route sends it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { SMTPServer } from 'smtp-server';
import { sql } from 'drizzle-orm';
import {
  africasTalkingSms,
  gatewaysFromConfig,
  messageIdHeader,
  smtpEmail,
  webhookSms,
} from '../../server/outbox/gateways';
import { loadOutboxConfig } from '../../server/config';
import { rowsOf } from '../../server/db/rows';
import {
  createFixture,
  hubPlaces,
  roleHeaders,
  sampleIds,
  pickupBody,
  type Fixture,
  type Headers,
} from './fixtures';
import { FLAGS_OFF, outboxRows, setProfile } from './outboxHelpers';
import { freePort } from './helpers';

interface Mail {
  from: string;
  to: string[];
  raw: string;
  user: string | undefined;
}

const mails: Mail[] = [];
let smtp: SMTPServer;
let smtpPort: number;

interface Hit {
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}
const hits: Hit[] = [];
/** What the HTTP stub answers next (status and body), by path. */
const answers = new Map<string, { status: number; body: string }>();
let http: Server;
let httpPort: number;

beforeAll(async () => {
  smtpPort = await freePort();
  smtp = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    authOptional: false,
    onAuth(auth, _session, cb) {
      if (auth.username === 'mailer' && auth.password === 's3cret') return cb(null, { user: auth.username });
      return cb(new Error('Invalid username or password'));
    },
    onData(stream, session, cb) {
      let raw = '';
      stream.on('data', (d: Buffer) => (raw += d.toString('utf8')));
      stream.on('end', () => {
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          user: session.user as string | undefined,
        });
        cb();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));

  httpPort = await freePort();
  http = createServer((req: IncomingMessage, res: ServerResponse) => {
    let body = '';
    req.on('data', (d: Buffer) => (body += d.toString()));
    req.on('end', () => {
      hits.push({ url: req.url ?? '', headers: req.headers, body });
      const a = answers.get(req.url ?? '') ?? { status: 200, body: '{}' };
      res.writeHead(a.status, { 'content-type': 'application/json' });
      res.end(a.body);
    });
  });
  await new Promise<void>((resolve) => http.listen(httpPort, '127.0.0.1', resolve));
});

afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await new Promise<void>((resolve) => http.close(() => resolve()));
});

const AT_OK = JSON.stringify({
  SMSMessageData: {
    Message: 'Sent to 1/1 Total Cost: UGX 30',
    Recipients: [
      { statusCode: 101, number: '+256700000001', status: 'Success', cost: 'UGX 30', messageId: 'ATX' },
    ],
  },
});

describe('the gateways against local peers', () => {
  it('SMTP: the mail arrives with its subject, body, recipient and Message-ID', async () => {
    const gw = smtpEmail(`smtp://mailer:s3cret@127.0.0.1:${smtpPort}`, 'Courier <alerts@courier.test>');
    const id = '7f1c2d3e-0000-4000-8000-000000000001';
    await gw.sendEmail({
      id,
      to: 'admin@example.org',
      subject: 'New order ORD000123',
      text: 'New order ORD000123 from City Lab.',
    });
    await gw.close();
    expect(mails).toHaveLength(1);
    const m = mails[0];
    expect(m.user).toBe('mailer');
    expect(m.from).toBe('alerts@courier.test');
    expect(m.to).toEqual(['admin@example.org']);
    expect(m.raw).toMatch(/^Subject: New order ORD000123\r?$/m);
    expect(m.raw).toMatch(/^To: admin@example.org\r?$/m);
    expect(m.raw).toContain(`Message-ID: ${messageIdHeader(id)}`);
    expect(m.raw).toContain('New order ORD000123 from City Lab.');
  });

  it('SMTP: a refused login is an error without the password', async () => {
    const gw = smtpEmail(`smtp://mailer:wrong-pass@127.0.0.1:${smtpPort}`, 'alerts@courier.test');
    const err = await gw
      .sendEmail({ id: 'x', to: 'a@example.org', subject: 's', text: 't' })
      .catch((e: Error) => e);
    await gw.close();
    expect(err).toBeInstanceOf(Error);
    expect((err as Error).message).toMatch(/^SMTP: /);
    expect((err as Error).message).not.toContain('wrong-pass');
  });

  it('webhook: POSTs JSON {id, to, message}; a non-2xx is an error', async () => {
    hits.length = 0;
    const gw = webhookSms(`http://127.0.0.1:${httpPort}/sms?token=abc`);
    await gw.sendSms({ id: 'msg-1', to: '+256700000001', message: 'Order ORD1 is assigned to you' });
    expect(hits).toHaveLength(1);
    expect(hits[0].headers['content-type']).toBe('application/json');
    expect(JSON.parse(hits[0].body)).toEqual({
      id: 'msg-1',
      to: '+256700000001',
      message: 'Order ORD1 is assigned to you',
    });
    answers.set('/sms-down', { status: 503, body: 'busy' });
    const err = await webhookSms(`http://127.0.0.1:${httpPort}/sms-down`)
      .sendSms({ id: 'msg-2', to: '1', message: 'm' })
      .catch((e: Error) => e);
    expect((err as Error).message).toBe('SMS webhook answered 503: busy');
  });

  it("Africa's Talking: the documented form request with the apiKey header; a recipient not Success is an error", async () => {
    hits.length = 0;
    answers.set('/version1/messaging', { status: 201, body: AT_OK });
    const gw = africasTalkingSms({
      url: `http://127.0.0.1:${httpPort}/version1/messaging`,
      username: 'sandbox',
      apiKey: 'at-key-123',
      from: 'COURIER',
    });
    await gw.sendSms({ id: 'msg-3', to: '+256700000001', message: 'Pickup PUP000001 at Mulago' });
    expect(hits).toHaveLength(1);
    const h = hits[0];
    expect(h.headers.apikey).toBe('at-key-123');
    expect(h.headers.accept).toBe('application/json');
    expect(h.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(h.body))).toEqual({
      username: 'sandbox',
      to: '+256700000001',
      message: 'Pickup PUP000001 at Mulago',
      from: 'COURIER',
    });
    answers.set('/version1/messaging', {
      status: 201,
      body: JSON.stringify({
        SMSMessageData: {
          Message: 'Sent to 0/1',
          Recipients: [{ statusCode: 405, number: '+256700000001', status: 'InsufficientBalance' }],
        },
      }),
    });
    const refused = await gw
      .sendSms({ id: 'msg-4', to: '+256700000001', message: 'm' })
      .catch((e: Error) => e);
    expect((refused as Error).message).toBe(
      "Africa's Talking refused +256700000001: InsufficientBalance (405)",
    );
    answers.set('/version1/messaging', { status: 401, body: 'The supplied authentication is invalid' });
    const denied = await gw
      .sendSms({ id: 'msg-5', to: '+256700000001', message: 'm' })
      .catch((e: Error) => e);
    expect((denied as Error).message).toMatch(/^Africa's Talking answered 401/);
    expect((denied as Error).message).not.toContain('at-key-123');
  });

  it('configuration: chosen by env, checked at start-up, secrets never repeated', () => {
    const cfg = loadOutboxConfig({
      SMS_GATEWAY: 'africastalking',
      AT_USERNAME: 'sandbox',
      AT_API_KEY: 'k',
      SMS_API_URL: `http://127.0.0.1:${httpPort}/version1/messaging`,
      SMTP_URL: `smtp://mailer:s3cret@127.0.0.1:${smtpPort}`,
    });
    const gw = gatewaysFromConfig(cfg, () => {});
    expect([gw.smsKind, gw.emailKind]).toEqual(['africastalking', 'smtp']);
    const logged: string[] = [];
    const def = gatewaysFromConfig(loadOutboxConfig({}), (l) => logged.push(l));
    expect([def.smsKind, def.emailKind]).toEqual(['log', 'log']);
    expect(() => loadOutboxConfig({ SMS_GATEWAY: 'webhook' })).toThrow(/SMS_WEBHOOK_URL.*needed/);
    expect(() => loadOutboxConfig({ SMS_GATEWAY: 'africastalking', AT_API_KEY: 'topsecret' })).toThrow(
      /AT_USERNAME/,
    );
    try {
      loadOutboxConfig({ SMTP_URL: 'http://user:topsecret@host' });
    } catch (err) {
      expect((err as Error).message).toContain('SMTP_URL');
      expect((err as Error).message).not.toContain('topsecret');
    }
    expect(() => loadOutboxConfig({ OUTBOX_MAX_ATTEMPTS: '0' })).toThrow(/OUTBOX_MAX_ATTEMPTS/);
  });
});

describe('through the app: SMTP and webhook, then a gateway that is down', () => {
  let fx: Fixture;
  let admin: Headers;

  beforeAll(async () => {
    const cfg = loadOutboxConfig({
      SMS_GATEWAY: 'webhook',
      SMS_WEBHOOK_URL: `http://127.0.0.1:${httpPort}/hook`,
      SMTP_URL: `smtp://mailer:s3cret@127.0.0.1:${smtpPort}`,
      MAIL_FROM: 'alerts@courier.test',
    });
    fx = await createFixture({ outbox: { ...cfg, dispatch: false, maxAttempts: 3, retryBaseMs: 20 } });
    ({ admin } = await roleHeaders(fx));
    await setProfile(fx, admin, {
      RegisteredPhoneNumber1: '+256700999000',
      smsCost: '25',
      smsbalance: '1000',
      send_sms_alerttoadmin_on_pickups: true,
      send_email_alerttoadmin_on_pickups: true,
    });
  });
  afterAll(async () => {
    await setProfile(fx, admin, FLAGS_OFF).catch(() => undefined);
    await fx?.close();
  });

  it('a new pickup reaches the SMTP server and the webhook once each, and the SMS is charged', async () => {
    mails.length = 0;
    hits.length = 0;
    const places = await hubPlaces(fx);
    const res = await fx.app.inject({
      method: 'POST',
      url: '/api/pending_umoja_pickups/',
      headers: admin,
      payload: pickupBody(fx, (await sampleIds(fx))('Blood'), places.mulago),
    });
    expect(res.statusCode, res.body).toBe(201);
    await fx.app.outbox.drain(5);
    const rows = await outboxRows(fx);
    expect(rows.map((r) => r.status)).toEqual(['sent', 'sent', 'sent']);
    expect(mails.map((m) => m.to[0]).sort()).toEqual(['admin@example.org', 'manager@example.org']);
    for (const m of mails) {
      const row = rows.find((r) => r.recipient === m.to[0])!;
      expect(m.raw).toContain(`Message-ID: ${messageIdHeader(row.message_id)}`);
      expect(m.raw).toContain(`Subject: New pickup ${res.json().pickup_number}`);
    }
    const hook = hits.filter((h) => h.url === '/hook');
    expect(hook).toHaveLength(1);
    const sms = rows.find((r) => r.channel === 'sms')!;
    expect(JSON.parse(hook[0].body)).toEqual({
      id: sms.message_id,
      to: '+256700999000',
      message: sms.message,
    });
    const [{ smsbalance }] = await rowsOf<{ smsbalance: number }>(
      fx.database.db,
      sql`select smsbalance::float8 as smsbalance from app_profile`,
    );
    expect(smsbalance).toBe(975);
  });

  it('a gateway that is down: retried with backoff, failed with the last error, sent after a retry', async () => {
    hits.length = 0;
    await fx.database.db.execute(sql`delete from outbox`);
    await setProfile(fx, admin, { send_email_alerttoadmin_on_pickups: false });
    answers.set('/hook', { status: 502, body: 'Bad gateway' });
    const places = await hubPlaces(fx);
    await fx.app.inject({
      method: 'POST',
      url: '/api/pending_umoja_pickups/',
      headers: admin,
      payload: pickupBody(fx, (await sampleIds(fx))('Blood'), places.mulago),
    });
    const tries: number[] = [];
    const started = Date.now();
    for (let i = 0; i < 200; i++) {
      await fx.app.outbox.dispatchOnce();
      const [row] = await outboxRows(fx);
      if (tries[tries.length - 1] !== row.attempts) tries.push(row.attempts);
      if (row.status === 'failed') break;
      await new Promise((r) => setTimeout(r, 10));
    }
    // three tries, the second after ≥ 20 ms and the third after ≥ 40 ms more
    expect(tries).toEqual([1, 2, 3]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(60);
    expect(hits.filter((h) => h.url === '/hook')).toHaveLength(3);
    let [row] = await outboxRows(fx);
    expect(row).toMatchObject({
      status: 'failed',
      attempts: 3,
      last_error: 'SMS webhook answered 502: Bad gateway',
    });
    // the failed tries did not charge the balance
    const bal = async () =>
      (await rowsOf<{ b: number }>(fx.database.db, sql`select smsbalance::float8 as b from app_profile`))[0]
        .b;
    expect(await bal()).toBe(975);

    answers.delete('/hook');
    const retried = await fx.app.inject({
      method: 'POST',
      url: `/api/outbox/${row.id}/retry/`,
      headers: admin,
    });
    expect(retried.statusCode, retried.body).toBe(200);
    await fx.app.outbox.drain(5);
    [row] = await outboxRows(fx);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, last_error: null });
    const hook = hits.filter((h) => h.url === '/hook');
    expect(hook).toHaveLength(4);
    // every try carried the same id, so the gateway could drop a repeat
    expect(new Set(hook.map((h) => JSON.parse(h.body).id))).toEqual(new Set([row.message_id]));
    expect(await bal()).toBe(950);
  });
});
