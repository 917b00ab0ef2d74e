/**
 * `npm run seed -- [demo|bench] [--reset]`
 *
 * Seeds the database named by the environment (DATABASE_URL, else the embedded one in DATA_DIR, default
 * ./data). Refuses a database that already has accounts unless --reset, which first empties every table.
 */
import { openDatabase } from '../db/client';
import { isDatabaseEmpty, resetDatabase, seedBench, seedDemo } from './index';
import { runCli } from './util';

const USAGE = 'Usage: npm run seed -- [demo|bench] [--reset]';

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const reset = args.includes('--reset');
  const unknown = args.filter((a) => a.startsWith('-') && a !== '--reset');
  const positional = args.filter((a) => !a.startsWith('-'));
  const size = positional[0] ?? 'demo';
  if (unknown.length || positional.length > 1 || (size !== 'demo' && size !== 'bench')) {
    console.error(USAGE);
    return 2;
  }
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = process.env.DATA_DIR || './data';
  const where = databaseUrl
    ? 'the PostgreSQL database in DATABASE_URL'
    : `the embedded database in ${dataDir}`;
  const database = await openDatabase({ databaseUrl, dataDir });
  try {
    if (!(await isDatabaseEmpty(database.db))) {
      if (!reset) {
        console.error(
          `Refusing to seed: ${where} already has data (user accounts exist). ` +
            'Run again with --reset to empty every table first (this deletes all records).',
        );
        return 1;
      }
    }
    if (reset) {
      console.log(`Emptying every table of ${where} …`);
      await resetDatabase(database.db);
    }
    console.log(`Seeding ${size} data into ${where} …`);
    const t0 = Date.now();
    const log = (m: string) => console.log(`  ${m}`);
    if (size === 'bench') await seedBench(database.db, { log });
    else await seedDemo(database.db, { log });
    console.log(`Done in ${((Date.now() - t0) / 1000).toFixed(1)} s.`);
    if (size === 'demo') {
      const pw = process.env.DEMO_PASSWORD ? 'the password in DEMO_PASSWORD' : "password 'demo1234'";
      console.log(`Sign in as admin, manager, staff or hubcoordinator with ${pw}.`);
    }
    return 0;
  } finally {
    await database.close();
  }
}

runCli(main);
