/** Start-up configuration from the environment, validated with clear messages. */
import { z } from 'zod';

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  seed: 'demo' | 'bench' | 'none';
  simulate: boolean;
  /** Simulator steps: agent moves and notifications, in milliseconds (SIMULATE_AGENT_MS, SIMULATE_NOTIFICATION_MS). */
  simulateAgentMs: number;
  simulateNotificationMs: number;
  tokenTtlSeconds: number;
  demoPassword: string;
  staticDir: string;
  corsOrigins: string[];
  trustProxy: boolean | string[];
  /** The system URI of sample barcodes in the FHIR interface's Specimen.identifier (FHIR_BARCODE_SYSTEM). */
  fhirBarcodeSystem: string;
  /** The outbox of SMS and e-mail alerts (server/outbox): gateways, dispatcher, retries. */
  outbox: OutboxConfig;
}

/** The outbox's settings (OUTBOX_*, SMTP_URL, MAIL_FROM, SMS_*, AT_*; README 'Alerts: SMS and e-mail'). */
export interface OutboxConfig {
  /** Run the dispatcher in this process (OUTBOX_DISPATCH; default on, off under the test runner). */
  dispatch: boolean;
  /** Tries before a message is 'failed' (OUTBOX_MAX_ATTEMPTS, default 5). */
  maxAttempts: number;
  /** The first retry's delay; each next one doubles it (OUTBOX_RETRY_BASE_MS, default 30 s). */
  retryBaseMs: number;
  /** How long a dispatcher holds a message it took before another may take it (OUTBOX_LEASE_MS, default 60 s). */
  leaseMs: number;
  /** How often an idle dispatcher looks for work (OUTBOX_POLL_MS, default 1 s). */
  pollMs: number;
  /** E-mail over SMTP (SMTP_URL, smtp:// or smtps://); unset: e-mail goes to the log. */
  smtpUrl: string | undefined;
  /** From address of the e-mails (MAIL_FROM). */
  mailFrom: string;
  /** SMS gateway (SMS_GATEWAY): log (default), webhook or africastalking. */
  smsGateway: 'log' | 'webhook' | 'africastalking';
  smsWebhookUrl: string | undefined;
  /** Africa's Talking messaging endpoint (SMS_API_URL), default https://api.africastalking.com/version1/messaging. */
  smsApiUrl: string;
  atUsername: string | undefined;
  atApiKey: string | undefined;
  atFrom: string | undefined;
}

export const AFRICASTALKING_URL = 'https://api.africastalking.com/version1/messaging';

export class ConfigError extends Error {}

const flag = z
  .string()
  .trim()
  .toLowerCase()
  .refine((v) => ['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'].includes(v), 'must be 1 or 0')
  .transform((v) => ['1', 'true', 'yes', 'on'].includes(v));

/** The system URI of barcodes in FHIR when FHIR_BARCODE_SYSTEM is not set. */
export const DEFAULT_FHIR_BARCODE_SYSTEM = 'urn:courier:barcode';

const httpUrl = z
  .string()
  .trim()
  .refine((v) => /^https?:\/\/\S+$/.test(v), 'must be an http:// or https:// URL');
const millis = (min: number, fallback: number) =>
  z.coerce
    .number({ invalid_type_error: 'must be a number of milliseconds' })
    .int('must be a whole number of milliseconds')
    .min(min, `must be at least ${min} milliseconds`)
    .default(fallback);

const outboxEnvSchema = z.object({
  OUTBOX_DISPATCH: flag.optional(),
  OUTBOX_MAX_ATTEMPTS: z.coerce
    .number({ invalid_type_error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be between 1 and 50')
    .max(50, 'must be between 1 and 50')
    .default(5),
  OUTBOX_RETRY_BASE_MS: millis(1, 30_000),
  OUTBOX_LEASE_MS: millis(100, 60_000),
  OUTBOX_POLL_MS: millis(10, 1000),
  SMTP_URL: z
    .string()
    .trim()
    .refine((v) => /^smtps?:\/\/\S+$/.test(v), 'must be smtp://user:pass@host:port (or smtps://)')
    .optional(),
  MAIL_FROM: z.string().trim().min(3, 'must be an e-mail address').default('courier@localhost'),
  SMS_GATEWAY: z
    .enum(['log', 'webhook', 'africastalking'], {
      errorMap: () => ({ message: 'must be log, webhook or africastalking' }),
    })
    .default('log'),
  SMS_WEBHOOK_URL: httpUrl.optional(),
  SMS_API_URL: httpUrl.default(AFRICASTALKING_URL),
  AT_USERNAME: z.string().trim().optional(),
  AT_API_KEY: z.string().trim().optional(),
  AT_FROM: z.string().trim().optional(),
});

type OutboxEnv = z.infer<typeof outboxEnvSchema>;

function checkOutboxEnv(e: OutboxEnv, ctx: z.RefinementCtx) {
  if (e.SMS_GATEWAY === 'webhook' && !e.SMS_WEBHOOK_URL)
    ctx.addIssue({
      code: 'custom',
      path: ['SMS_WEBHOOK_URL'],
      message: 'is needed with SMS_GATEWAY=webhook',
    });
  if (e.SMS_GATEWAY === 'africastalking') {
    if (!e.AT_USERNAME)
      ctx.addIssue({
        code: 'custom',
        path: ['AT_USERNAME'],
        message: 'is needed with SMS_GATEWAY=africastalking',
      });
    if (!e.AT_API_KEY)
      ctx.addIssue({
        code: 'custom',
        path: ['AT_API_KEY'],
        message: 'is needed with SMS_GATEWAY=africastalking',
      });
  }
}

function outboxConfigOf(e: OutboxEnv, env: Record<string, string | undefined>): OutboxConfig {
  return {
    dispatch: e.OUTBOX_DISPATCH ?? !env.VITEST,
    maxAttempts: e.OUTBOX_MAX_ATTEMPTS,
    retryBaseMs: e.OUTBOX_RETRY_BASE_MS,
    leaseMs: e.OUTBOX_LEASE_MS,
    pollMs: e.OUTBOX_POLL_MS,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    smsGateway: e.SMS_GATEWAY,
    smsWebhookUrl: e.SMS_WEBHOOK_URL,
    smsApiUrl: e.SMS_API_URL,
    atUsername: e.AT_USERNAME,
    atApiKey: e.AT_API_KEY,
    atFrom: e.AT_FROM,
  };
}

/** The environment's key=value pairs that are set and not empty, of the given keys. */
function presentEnv(keys: string[], env: Record<string, string | undefined>): Record<string, string> {
  const input: Record<string, string> = {};
  for (const key of keys) {
    const v = env[key];
    if (v !== undefined && v !== '') input[key] = v;
  }
  return input;
}

function configError(issues: z.ZodIssue[], input: Record<string, string>): ConfigError {
  const lines = issues.map((i) => {
    const key = String(i.path[0]);
    // secrets are never repeated back
    const shown = /KEY|SMTP_URL/.test(key) ? '…' : (input[key] ?? '');
    return `  ${key}=${shown}: ${i.message}`;
  });
  return new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
}

/** The outbox's settings from the environment alone (buildApp reads them when it is not given them). */
export function loadOutboxConfig(env: Record<string, string | undefined> = process.env): OutboxConfig {
  const input = presentEnv(Object.keys(outboxEnvSchema.shape), env);
  const parsed = outboxEnvSchema.superRefine(checkOutboxEnv).safeParse(input);
  if (!parsed.success) throw configError(parsed.error.issues, input);
  return outboxConfigOf(parsed.data, env);
}

const envSchema = outboxEnvSchema.extend({
  PORT: z.coerce
    .number({ invalid_type_error: 'must be a number' })
    .int('must be a whole number')
    .min(0, 'must be between 0 and 65535')
    .max(65535, 'must be between 0 and 65535')
    .default(8000),
  HOST: z.string().trim().min(1, 'must not be empty').default('127.0.0.1'),
  DATA_DIR: z.string().trim().min(1, 'must not be empty').default('./data'),
  DATABASE_URL: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine(
      (v) => v === undefined || /^postgres(ql)?:\/\//.test(v),
      'must start with postgres:// or postgresql://',
    ),
  SEED: z
    .enum(['demo', 'bench', 'none'], { errorMap: () => ({ message: 'must be demo, bench or none' }) })
    .default('demo'),
  SIMULATE: flag.optional(),
  SIMULATE_AGENT_MS: z.coerce
    .number({ invalid_type_error: 'must be a number of milliseconds' })
    .int('must be a whole number of milliseconds')
    .min(50, 'must be at least 50 milliseconds')
    .default(4000),
  SIMULATE_NOTIFICATION_MS: z.coerce
    .number({ invalid_type_error: 'must be a number of milliseconds' })
    .int('must be a whole number of milliseconds')
    .min(50, 'must be at least 50 milliseconds')
    .default(45_000),
  TOKEN_TTL: z.coerce
    .number({ invalid_type_error: 'must be a number of seconds' })
    .int('must be a whole number of seconds')
    .positive('must be a positive number of seconds')
    .default(518400),
  DEMO_PASSWORD: z.string().min(6, 'must be at least 6 characters').default('demo1234'),
  STATIC_DIR: z.string().trim().min(1).default('./dist'),
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((o) => o.trim().replace(/\/+$/, ''))
        .filter(Boolean),
    )
    .refine(
      (list) => list.every((o) => o === '*' || /^https?:\/\/[^/]+$/.test(o)),
      'must be a comma-separated list of origins like https://app.example.org',
    ),
  TRUST_PROXY: z
    .string()
    .trim()
    .default('')
    .refine(
      (v) =>
        v === '' ||
        /^(true|false)$/i.test(v) ||
        v
          .split(',')
          .every((a) => /^(\d{1,3}(\.\d{1,3}){3}|[0-9a-f]*:[0-9a-f:.]*)(\/\d{1,3})?$/i.test(a.trim())),
      'must be true or a comma-separated list of proxy addresses (CIDR allowed), e.g. 127.0.0.1,10.0.0.0/8',
    )
    .transform((v): boolean | string[] => {
      if (v === '' || /^false$/i.test(v)) return false;
      if (/^true$/i.test(v)) return true;
      return v.split(',').map((a) => a.trim());
    }),
  FHIR_BARCODE_SYSTEM: z
    .string()
    .trim()
    .refine(
      (v) => /^[a-z][a-z0-9+.-]*:\S+$/i.test(v),
      'must be a URI, e.g. urn:courier:barcode or https://example.org/barcode',
    )
    .default(DEFAULT_FHIR_BARCODE_SYSTEM),
});

/** Reads and validates the environment; throws ConfigError listing every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): ServerConfig {
  const input = presentEnv(Object.keys(envSchema.shape), env);
  const parsed = envSchema.superRefine(checkOutboxEnv).safeParse(input);
  if (!parsed.success) throw configError(parsed.error.issues, input);
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    seed: e.SEED,
    simulate: e.SIMULATE ?? e.SEED === 'demo',
    simulateAgentMs: e.SIMULATE_AGENT_MS,
    simulateNotificationMs: e.SIMULATE_NOTIFICATION_MS,
    tokenTtlSeconds: e.TOKEN_TTL,
    demoPassword: e.DEMO_PASSWORD,
    staticDir: e.STATIC_DIR,
    corsOrigins: e.CORS_ORIGINS,
    trustProxy: e.TRUST_PROXY,
    fhirBarcodeSystem: e.FHIR_BARCODE_SYSTEM,
    outbox: outboxConfigOf(e, env),
  };
}
