/**
 * Starts the reference server from the environment:
 * PORT (8000), HOST (127.0.0.1), DATA_DIR (./data), DATABASE_URL, SEED (demo|bench|none; only on an empty
 * database), SIMULATE (default 1 with the demo seed), TOKEN_TTL (518400 s), DEMO_PASSWORD (demo1234).
 * SIGINT/SIGTERM close the app and then the database, so a restart keeps every record.
 */
import { inArray } from 'drizzle-orm';
import { DataDirInUseError, openDatabase } from './db/client';
import { accounts } from './db/schema';
import { buildApp } from './app';
import { ConfigError, loadConfig, type ServerConfig } from './config';
import { isDatabaseEmpty, seedIfEmpty } from './seed';

const DEMO_USERS = ['admin', 'manager', 'staff', 'hubcoordinator'];

async function main() {
  let config: ServerConfig;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`;
  console.log(`Opening the database: ${where} ...`);
  // a folder in use is waited for a few seconds (a restart by `npm run dev` while the old process closes), then refused
  let database: Awaited<ReturnType<typeof openDatabase>> | undefined;
  const waitUntil = Date.now() + 8000;
  while (!database) {
    try {
      database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    } catch (err) {
      if (!(err instanceof DataDirInUseError)) throw err;
      if (Date.now() > waitUntil) {
        console.error(err.message);
        process.exit(1);
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }

  if (config.seed !== 'none' && (await isDatabaseEmpty(database.db))) {
    // another server starting on the same PostgreSQL may be seeding too: seedIfEmpty seeds once, under a lock
    const started = Date.now();
    console.log(`Empty database: loading ${config.seed} data ...`);
    const log = (message: string) => console.log(`  ${message}`);
    const seeded = await seedIfEmpty(database.db, config.seed, { password: config.demoPassword, log });
    if (seeded) console.log(`Loaded ${config.seed} data in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
    else console.log('Another server loaded the data meanwhile.');
  }

  const app = await buildApp({
    database,
    tokenTtlSeconds: config.tokenTtlSeconds,
    staticDir: config.staticDir,
    simulate: config.simulate && {
      agentIntervalMs: config.simulateAgentMs,
      notificationIntervalMs: config.simulateNotificationMs,
      announce: (message: string) => console.log(message),
    },
    corsOrigins: config.corsOrigins,
    trustProxy: config.trustProxy,
    fhirBarcodeSystem: config.fhirBarcodeSystem,
    logger: process.env.LOG === '1',
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) {
      console.error('Forced exit.');
      process.exit(1);
    }
    stopping = true;
    console.log(`\n${signal}: stopping ...`);
    try {
      await app.close();
      await database.close();
      console.log('Database closed. Bye.');
      process.exit(0);
    } catch (err) {
      console.error(err);
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const hostShown = config.host.includes(':') ? `[${config.host}]` : config.host;
  console.log(`\nCourier back-office running at http://${hostShown}:${port}`);
  console.log(
    `Live feeds: ws://${hostShown}:${port}/ws/agents and /ws/notifications${config.simulate ? ' (simulator on)' : ''}`,
  );

  const demo = await database.db
    .select({ username: accounts.username })
    .from(accounts)
    .where(inArray(accounts.username, DEMO_USERS));
  if (demo.length) {
    const names = DEMO_USERS.filter((u) => demo.some((d) => d.username === u));
    console.log(
      `Demo sign-ins: ${names.join(', ')} — password ${config.demoPassword} (unless changed since)`,
    );
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
