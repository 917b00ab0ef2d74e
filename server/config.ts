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
}

export class ConfigError extends Error {}

const flag = z
  .string()
  .trim()
  .toLowerCase()
  .refine((v) => ['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'].includes(v), 'must be 1 or 0')
  .transform((v) => ['1', 'true', 'yes', 'on'].includes(v));

/** The system URI of barcodes in FHIR when FHIR_BARCODE_SYSTEM is not set. */
export const DEFAULT_FHIR_BARCODE_SYSTEM = 'urn:courier:barcode';

const envSchema = z.object({
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
  const input: Record<string, string> = {};
  for (const key of Object.keys(envSchema.shape)) {
    const v = env[key];
    if (v !== undefined && v !== '') input[key] = v;
  }
  const parsed = envSchema.safeParse(input);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (i) => `  ${String(i.path[0])}=${input[String(i.path[0])] ?? ''}: ${i.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
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
  };
}
