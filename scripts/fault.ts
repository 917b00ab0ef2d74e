/**
 * `npm run fault`: kill -9 the reference server during acknowledged writes, restart it on the same data and
 * check every acknowledged write (FAULT_ROUNDS rounds, 3). The server: a child process on 127.0.0.1 over a fresh
 * temporary PGlite folder with the demo data, or FAULT_DATABASE_URL / DATABASE_URL (PostgreSQL; the demo data is
 * seeded when the database is empty). Prints acknowledged / verified / lost per round; exits 1 on any loss or
 * half-done write.
 */
import { rmSync } from 'node:fs';
import { runFault } from './soak/fault';
import { loadText, scriptDatabase } from './soak/server';

async function main(): Promise<number> {
  const rounds = Number(process.env.FAULT_ROUNDS || 3);
  if (!Number.isInteger(rounds) || rounds < 1 || rounds > 50) {
    console.error('FAULT_ROUNDS must be a whole number from 1 to 50');
    return 2;
  }
  const { databaseUrl, dataDir, label } = scriptDatabase('FAULT');
  console.log(`fault: ${rounds} rounds on ${label} (load average ${loadText()})`);
  try {
    const reports = await runFault({
      server: { dataDir, databaseUrl, seed: 'demo' },
      rounds,
      password: process.env.DEMO_PASSWORD || 'demo1234',
      log: (line) => console.log(`fault: ${line}`),
    });
    let bad = 0;
    for (const r of reports) {
      for (const l of r.lost) console.log(`  LOST (round ${r.round}): ${l}`);
      for (const p of r.partial) console.log(`  HALF-DONE (round ${r.round}): ${p}`);
      for (const u of r.unexpected) console.log(`  other answer (round ${r.round}): ${u}`);
      bad += r.lost.length + r.partial.length;
    }
    const acknowledged = reports.reduce((s, r) => s + r.acknowledged, 0);
    console.log(
      `fault: ${acknowledged} acknowledged writes over ${reports.length} kills, ${bad} lost or half-done (load average ${loadText()})`,
    );
    return bad > 0 ? 1 : 0;
  } finally {
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (e: unknown) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  },
);
