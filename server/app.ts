/**
 * buildApp(): the reference API server as a ready Fastify instance (tests use `inject`, index.ts `listen`).
 * JSON, urlencoded and multipart bodies; compression; security headers; the token guard; the /api router;
 * custom queries; live feeds; the demo simulator; the built SPA with index.html for non-API paths.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { LOCKS, type Database, type Db } from './db/client';
import { DEFAULT_FHIR_BARCODE_SYSTEM } from './config';
import { registerAuth } from './auth';
import { BODY_LIMIT, HttpError, lingerAfterRefusal, registerInputGuards } from './routes/http';
import { registerResources } from './routes/api/router';
import { resources } from './routes/api/resources';
import { registerProfile } from './routes/api/profile';
import { registerAccountQueries } from './routes/customqueries/account';
import { registerAgentQueries } from './routes/customqueries/agents';
import { registerUserQueries } from './routes/customqueries/users';
import { registerGeographyQueries } from './routes/customqueries/geography';
import { registerCatalogueQueries } from './routes/customqueries/catalogue';
import { registerActivityQueries } from './routes/customqueries/activity';
import { registerHubAgentQueries } from './routes/customqueries/hubagents';
import { registerVisitQueries } from './routes/customqueries/visits';
import { registerDeliveryQueries } from './routes/customqueries/deliveries';
import { registerOrderQueries } from './routes/customqueries/orders';
import { registerBarcodeQueries } from './routes/customqueries/barcodes';
import { registerPickupSearch } from './routes/api/pickups';
import { registerReportQueries } from './routes/customqueries/reports';
import { registerTurnaroundQueries } from './routes/customqueries/turnaround';
import { maybeStartOverdueJob, type OverdueJobOptions } from './overdue';
import { registerAuditQueries } from './routes/customqueries/audit';
import { registerImportQueries } from './routes/customqueries/imports';
import { registerJourneyQueries } from './routes/customqueries/journey';
import { registerDiscrepancyQueries } from './routes/customqueries/discrepancies';
import { registerLims } from './routes/lims';
import { registerFhir } from './routes/fhir';
import { registerFhirInfo } from './routes/fhir/info';
import { isFhirRequest, sendGuardRefusal } from './routes/fhir/auth';
import { registerAudit } from './audit';
import { createChanges, registerLive } from './routes/live';
import { startSimulator, type SimulatorOptions } from './routes/simulate';
import { CACHED_LISTS, isWrite, registerResponseCache } from './responseCache';
import { registerIdempotency } from './idempotency';
import { registerOutbox, startOutbox, type OutboxOptions } from './outbox';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

export interface BuildOptions {
  database: Database;
  /** Token lifetime in seconds (default 518400). */
  tokenTtlSeconds?: number;
  /** Folder of the built SPA (default ./dist); served when it exists. */
  staticDir?: string;
  /** Move agents and raise notifications (demo mode). */
  simulate?: boolean | SimulatorOptions;
  /** The overdue job (server/overdue.ts): default on, except OVERDUE_JOB=0 and under the test runner. */
  overdue?: boolean | OverdueJobOptions;
  logger?: boolean;
  /** Origins allowed to call the API from another site (CORS), e.g. an SPA build served elsewhere; '*' for any. */
  corsOrigins?: string[];
  /**
   * Behind a reverse proxy: which hops to believe in X-Forwarded-For, so addresses (sign-in throttle, audit) are the
   * real clients'. A list of proxy addresses/CIDRs, or true for any peer (default false: none).
   */
  trustProxy?: boolean | string[];
  /** The system URI of barcodes in the FHIR interface (default urn:courier:barcode, see server/config.ts). */
  fhirBarcodeSystem?: string;
  /**
   * The outbox of SMS and e-mail alerts (server/outbox): settings over the environment's (OUTBOX_*, SMTP_URL, SMS_*),
   * and for tests the gateways themselves. The dispatcher runs unless `dispatch: false` / OUTBOX_DISPATCH=0 (default
   * off under the test runner: tests call app.outbox.dispatchOnce()).
   */
  outbox?: OutboxOptions;
}

/** The SPA's files read afresh at every start (Cache-Control: no-cache). */
const NO_CACHE_FILES = ['index.html', 'config.json', 'sw.js', 'manifest.webmanifest'];

const API_PREFIXES = ['/api', '/rest-auth', '/customqueries', '/current_user_profile', '/ws', '/fhir'];
export const isApiPath = (url: string) => {
  const p = url.split('?')[0];
  return API_PREFIXES.some((x) => p === x || p.startsWith(`${x}/`));
};

/** Origins named in the served config.json (apiBaseUrl and the feed URLs), for the CSP's connect-src. */
export function configuredOrigins(staticDir: string): string[] {
  try {
    const config = JSON.parse(readFileSync(path.join(staticDir, 'config.json'), 'utf8')) as Record<
      string,
      unknown
    >;
    const origins = ['apiBaseUrl', 'agentFeedUrl', 'notificationFeedUrl']
      .map((key) => config[key])
      .filter((v): v is string => typeof v === 'string' && /^(https?|wss?):\/\//.test(v))
      .map((v) => new URL(v).origin);
    return [...new Set(origins)];
  } catch {
    return [];
  }
}

export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger ?? false,
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: BODY_LIMIT,
    trustProxy: opts.trustProxy ?? false,
  });
  app.decorate('db', opts.database.db);

  // ------------------------------------------------------------ bodies
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const s = String(body);
    if (s.trim() === '') return done(null, {});
    try {
      done(null, JSON.parse(s));
    } catch (err) {
      done(new HttpError(400, { detail: `JSON parse error - ${(err as Error).message}` }), undefined);
    }
  });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  // per file; the whole request is held to the route's body limit and its declared file parts by readBody
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 500, fields: 200 } });
  // a multipart body over the limit (413 from its content-length), NUL characters in any input (400)
  registerInputGuards(app);

  // ------------------------------------------------------------ headers
  const staticDir = path.resolve(opts.staticDir ?? 'dist');
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:', 'https:', 'http:'],
        // the SPA may be configured (config.json) to call an API on another origin
        'connect-src': ["'self'", 'ws:', 'wss:', ...configuredOrigins(staticDir)],
        'font-src': ["'self'", 'data:'],
        'worker-src': ["'self'", 'blob:'],
        'upgrade-insecure-requests': null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // pictures and logos may be shown by an SPA served from another allowed origin
    crossOriginResourcePolicy: { policy: opts.corsOrigins?.length ? 'cross-origin' : 'same-origin' },
  });

  // ------------------------------------------------------------ CORS (an SPA build served from another origin)
  const corsOrigins = new Set(opts.corsOrigins ?? []);
  if (corsOrigins.size > 0) {
    app.addHook('onRequest', async (req, reply) => {
      const origin = req.headers.origin;
      if (!origin || !isApiPath(req.url) || !(corsOrigins.has('*') || corsOrigins.has(origin))) return;
      reply.header('Access-Control-Allow-Origin', origin);
      reply.header('Vary', 'Origin');
      if (req.method === 'OPTIONS') {
        reply.header('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE, OPTIONS');
        reply.header('Access-Control-Allow-Headers', 'Authorization, Content-Type, Idempotency-Key');
        reply.header('Access-Control-Max-Age', '600');
        return reply.code(204).send();
      }
    });
  }
  // ------------------------------------------------------------ "data changed", heard by every instance
  const changes = createChanges(opts.database);
  app.decorate('changes', { publish: changes.publish, subscribe: changes.subscribe });
  app.addHook('onClose', async () => changes.stop());
  app.addHook('onSend', async (req, _reply, payload) => {
    if (isWrite(req.method, req.url)) app.changes.publish(req.url);
    return payload;
  });
  // before compression: the answer kept for a repeated Idempotency-Key is the serialised one
  registerIdempotency(app);
  // before compression: the cache keeps the serialised answer and compresses it once itself
  registerResponseCache(app, { paths: CACHED_LISTS });
  await app.register(compress, { global: true, threshold: 1024 });

  // ------------------------------------------------------------ errors
  app.setErrorHandler((err: FastifyError | HttpError, req, reply) => {
    // refused before the whole body came in (too large, a file part it does not take): the rest is not read, so
    // the connection cannot carry another request
    if (req.raw.complete === false) {
      reply.header('connection', 'close');
      lingerAfterRefusal(req.raw);
    }
    if (err instanceof HttpError && err.statusCode < 500 && isFhirRequest(req))
      return sendGuardRefusal(reply, err.statusCode, err.body);
    if (err instanceof HttpError) return reply.code(err.statusCode).send(err.body);
    const status = typeof err.statusCode === 'number' ? err.statusCode : 500;
    if (status < 500) return reply.code(status).send({ detail: err.message });
    req.log.error(err);
    return reply.code(500).send({ detail: 'A server error occurred.' });
  });

  // ------------------------------------------------------------ routes
  await registerLive(app, opts.database);
  registerAuth(app, { tokenTtlSeconds: opts.tokenTtlSeconds ?? 518400 });
  registerAudit(app);
  registerProfile(app);
  registerAccountQueries(app);
  registerAgentQueries(app);
  registerUserQueries(app);
  registerGeographyQueries(app);
  registerCatalogueQueries(app);
  registerActivityQueries(app);
  registerHubAgentQueries(app);
  registerVisitQueries(app);
  registerDeliveryQueries(app);
  registerOrderQueries(app);
  registerBarcodeQueries(app);
  registerPickupSearch(app);
  registerReportQueries(app);
  registerTurnaroundQueries(app);
  registerAuditQueries(app);
  registerImportQueries(app);
  registerLims(app);
  const fhirSettings = { barcodeSystem: opts.fhirBarcodeSystem ?? DEFAULT_FHIR_BARCODE_SYSTEM };
  registerFhir(app, fhirSettings);
  registerFhirInfo(app, fhirSettings);
  registerJourneyQueries(app);
  registerDiscrepancyQueries(app);
  // before the generic router: /api/outbox is its own route
  registerOutbox(app, opts.outbox);
  registerResources(app, resources);

  // ------------------------------------------------------------ the SPA
  const hasSpa = existsSync(path.join(staticDir, 'index.html'));
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: staticDir,
      wildcard: true,
      index: ['index.html'],
      cacheControl: false,
      setHeaders: (res, file) => {
        // the service worker and the manifest too: a new build's worker must be seen at the next start (src/pwa/)
        if (NO_CACHE_FILES.some((name) => file.endsWith(`${path.sep}${name}`)))
          res.header('Cache-Control', 'no-cache');
        else if (file.includes(`${path.sep}assets${path.sep}`))
          res.header('Cache-Control', 'public, max-age=31536000, immutable');
        else res.header('Cache-Control', 'public, max-age=3600');
      },
    });
  }
  app.setNotFoundHandler((req, reply) => {
    const p = req.url.split('?')[0];
    if (
      hasSpa &&
      (req.method === 'GET' || req.method === 'HEAD') &&
      !isApiPath(p) &&
      !p.startsWith('/assets/')
    ) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    return reply.code(404).send({ detail: 'Not found.' });
  });

  // every hook before ready: once an onReady hook has run (the overdue job's), Fastify refuses new hooks
  maybeStartOverdueJob(app, opts.database, opts.overdue);
  let stopSimulator: (() => void) | undefined;
  if (opts.simulate) app.addHook('onClose', async () => stopSimulator?.());
  await app.ready();
  if (opts.simulate) {
    const database = opts.database;
    // one simulator for all the instances on one PostgreSQL: the one holding the advisory lock runs it
    stopSimulator = startSimulator(app, {
      leader: () => database.holdLock(LOCKS.simulator),
      ...(typeof opts.simulate === 'object' ? opts.simulate : {}),
    });
  }
  startOutbox(app);
  return app;
}
