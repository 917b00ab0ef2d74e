/**
 * `npm run bench`: performance at the scale of a national network.
 * Seeds the bench data set (100 hubs, 3,500 health centres, 1,000 agents, 150,000 deliveries, 40,000
 * pickups, 20,000 patients, ~30,000 facility visits) into a temporary embedded database (or BENCH_DATA_DIR,
 * reused when already seeded), then:
 * 1. times the API calls the screens make, and a laboratory's FHIR polls, through Fastify's inject (no network):
 *    median and p95;
 * 2. starts the server in a child process on 127.0.0.1 and runs the load: 50 clients looping over list
 *    pages while one client keeps asking for a two-week deliveries report page (requests/s, p50/p99,
 *    errors), then reads the server's memory (VmRSS) and times the picker search and the facility visits
 *    first page over HTTP;
 * 3. builds the SPA and a bare react-admin app and compares the JavaScript the login page loads: its own code,
 *    and what a real load of / in Chromium fetches before sign-in.
 * Every figure is printed beside its target; exits 1 when one is missed.
 * BENCH_LOAD_SECONDS (30) and BENCH_CLIENTS (50) size the load run; BENCH_SKIP_BUNDLE=1 skips step 3.
 * BENCH_DATABASE_URL (a PostgreSQL on this machine, 127.0.0.1 or localhost) runs the same bench on PostgreSQL.
 */
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { desc, eq } from 'drizzle-orm';
import { openDatabase } from '../server/db/client';
import { umojaDeliveries } from '../server/db/schema';
import { buildApp } from '../server/app';
import { isDatabaseEmpty, seedBench } from '../server/seed';
import { runLoad } from './bench-load';
import { runOutboxBench } from './bench-outbox';
import { measureBundleRatio } from './bare-admin/measure';

interface Case {
  name: string;
  method: 'GET' | 'POST';
  url: string;
  targetMs: number;
  payload?: Record<string, string>;
  /** fewer runs for the heavy calls */
  runs?: number;
  /** another caller than the signed-in admin (the FHIR cases: a LIMS token) */
  headers?: Record<string, string>;
}

const ddmmyyyy = (d: Date) =>
  `${String(d.getDate()).padStart(2, '0')}/${String(d.getMonth() + 1).padStart(2, '0')}/${d.getFullYear()}`;
const today = new Date();
const twoWeeksAgo = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 13);
const monthAgo = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 29);

const runs = Number(process.env.BENCH_RUNS ?? 20);
const dataDir = process.env.BENCH_DATA_DIR ?? path.join(os.tmpdir(), 'courier-bench-db');
// BENCH_DATABASE_URL: the same bench on PostgreSQL (seeded here when empty)
const databaseUrl = process.env.BENCH_DATABASE_URL || undefined;
if (databaseUrl && !['127.0.0.1', 'localhost'].includes(new URL(databaseUrl).hostname)) {
  console.error('BENCH_DATABASE_URL must name a PostgreSQL on this machine (127.0.0.1 or localhost)');
  process.exit(2);
}

const database = await openDatabase({ dataDir, databaseUrl });
if (await isDatabaseEmpty(database.db)) {
  const t0 = performance.now();
  console.log(`Seeding the bench data into ${databaseUrl ? 'BENCH_DATABASE_URL' : dataDir} …`);
  await seedBench(database.db, { log: (m) => console.log(`  ${m}`) });
  console.log(`Seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
}
const app = await buildApp({ database, simulate: false, outbox: { dispatch: false } });

const login = await app.inject({
  method: 'POST',
  url: '/rest-auth/',
  payload: { username: 'admin', password: process.env.DEMO_PASSWORD ?? 'demo1234' },
});
const token = (login.json() as { token?: string }).token;
if (!token) throw new Error(`Sign-in failed: ${login.body}`);
const headers = { authorization: `Token ${token}` };

// a laboratory's FHIR client: a LIMS API token of the admin's
const limsToken = (
  (
    await app.inject({
      method: 'POST',
      url: '/api/lims/tokens/',
      headers,
      payload: {
        user: (login.json() as { id: number }).id,
        description: 'bench FHIR client',
        is_active: true,
      },
    })
  ).json() as { token?: string }
).token;
if (!limsToken) throw new Error('Could not make a LIMS token for the FHIR cases');
const fhir = { authorization: `Bearer ${limsToken}` };
const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000).toISOString().replace(/\.\d+Z$/, 'Z');

/** The child barcode of the newest delivery row that has one (for the journey case). */
async function aChild(): Promise<string> {
  const [row] = await database.db
    .select({ barcode: umojaDeliveries.barcode })
    .from(umojaDeliveries)
    .where(eq(umojaDeliveries.barcode_type, 'child'))
    .orderBy(desc(umojaDeliveries.id))
    .limit(1);
  if (!row?.barcode) throw new Error('no child barcode in the bench data');
  return row.barcode;
}

const cases: Case[] = [
  { name: 'health centres, plain list of 3,500', method: 'GET', url: '/api/healthcentres/', targetMs: 300 },
  {
    name: 'health centres, page of 20',
    method: 'GET',
    url: '/api/healthcentres/?page=5&page_size=20',
    targetMs: 50,
  },
  {
    name: 'health centres, search',
    method: 'GET',
    url: '/api/healthcentres/?search=hc%20iv&page_size=50',
    targetMs: 80,
  },
  {
    name: 'agents online and active',
    method: 'GET',
    url: '/api/delivery_agents/?is_online=true&active=true',
    targetMs: 100,
  },
  { name: 'all agents (1,000)', method: 'GET', url: '/api/delivery_agents/', targetMs: 200 },
  {
    name: 'agents screen: riders page, search',
    method: 'GET',
    url: '/api/delivery_agents/?agent_type=rider&search=an&page=1&page_size=25&ordering=first_name',
    targetMs: 80,
  },
  {
    name: 'agents screen: tab count',
    method: 'GET',
    url: '/api/delivery_agents/?agent_type=entrant&page=1&page_size=1',
    targetMs: 50,
  },
  { name: 'hubs, page of 25', method: 'GET', url: '/api/collectionhubs/?page=1&page_size=25', targetMs: 50 },
  { name: 'cascading filter: all hubs', method: 'POST', url: '/customqueries/get_hubs', targetMs: 80 },
  {
    name: 'cascading filter: districts of a region',
    method: 'POST',
    url: '/customqueries/get_districts',
    payload: { region: 'Central' },
    targetMs: 50,
  },
  { name: 'current user profile', method: 'GET', url: '/current_user_profile', targetMs: 20 },
  { name: 'unread notifications', method: 'GET', url: '/api/adminnotification?read=false', targetMs: 30 },
  {
    name: 'deliveries report, two weeks (~70,000)',
    method: 'POST',
    url: '/customqueries/getumoja_deliveriesreport',
    payload: { dateone: ddmmyyyy(twoWeeksAgo), datetwo: ddmmyyyy(today), delivery_status: '', hub: '' },
    targetMs: 6000,
    runs: 3,
  },
  {
    name: 'barcodes, active page of 20',
    method: 'GET',
    url: '/api/sample_barcodes/?page=3&page_size=20&status=active&bar_code_type=single_entry',
    targetMs: 80,
  },
  // the Turnaround tab over a month of the whole network, and the 'Overdue now' card
  {
    name: 'turnaround tab, a month',
    method: 'POST',
    url: '/customqueries/get_turnaround',
    payload: { dateone: ddmmyyyy(monthAgo), datetwo: ddmmyyyy(today), region: '', district: '', hub: '' },
    targetMs: 2000,
    runs: 5,
  },
  {
    name: 'overdue now (counts, latest 100)',
    method: 'POST',
    url: '/customqueries/get_overdue',
    targetMs: 500,
  },
  // a sample's journey (a child of a batch: its batch's trip, pickups, receipt)
  {
    name: 'sample journey of a child',
    method: 'GET',
    url: `/customqueries/sample_journey/${await aChild()}`,
    targetMs: 150,
  },
  // the FHIR R4 interface as a laboratory polls it (README, FHIR R4)
  {
    name: 'FHIR Specimen by barcode',
    method: 'GET',
    url: `/fhir/r4/Specimen?identifier=${await aChild()}`,
    headers: fhir,
    targetMs: 50,
  },
  {
    name: 'FHIR 100 Tasks by _lastUpdated',
    method: 'GET',
    url: `/fhir/r4/Task?_lastUpdated=gt${twoDaysAgo}&_count=100`,
    headers: fhir,
    targetMs: 200,
    runs: 5,
  },
  {
    name: 'FHIR 500 Tasks with _include',
    method: 'GET',
    url: '/fhir/r4/Task?_count=500&_include=Task:focus',
    headers: fhir,
    targetMs: 1000,
    runs: 3,
  },
];

let missed = 0;
console.log(`\n${'call'.padEnd(40)} ${'median'.padStart(9)} ${'p95'.padStart(9)} ${'target'.padStart(9)}`);
for (const c of cases) {
  const times: number[] = [];
  let rows = '';
  for (let i = 0; i < (c.runs ?? runs) + 2; i++) {
    const t0 = performance.now();
    const res = await app.inject({
      method: c.method,
      url: c.url,
      headers: c.headers ?? headers,
      payload: c.payload,
    });
    const ms = performance.now() - t0;
    if (res.statusCode >= 400) throw new Error(`${c.name}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    if (i >= 2) times.push(ms); // the first two warm up
    const report = c.url.includes('report') ? (res.json() as { report?: string }).report : undefined;
    if (report !== undefined)
      rows = ` (${(JSON.parse(report) as unknown[]).length} rows, ${(res.body.length / 1e6).toFixed(1)} MB)`;
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)];
  const p95 = times[Math.min(times.length - 1, Math.ceil(times.length * 0.95) - 1)];
  const ok = p95 <= c.targetMs;
  if (!ok) missed++;
  console.log(
    `${c.name.padEnd(40)} ${median.toFixed(1).padStart(7)}ms ${p95.toFixed(1).padStart(7)}ms ${String(c.targetMs).padStart(7)}ms ${ok ? 'ok' : 'MISSED'}${rows}`,
  );
}
// the outbox: what queueing adds to a write, and the dispatcher's messages per second (scripts/bench-outbox.ts)
missed += (await runOutboxBench(app, headers)).missed;
await app.close();
await database.close();

// ------------------------------------------------------------ the load run, memory and HTTP timings
const load = await runLoad({
  dataDir,
  databaseUrl,
  password: process.env.DEMO_PASSWORD ?? 'demo1234',
  clients: Number(process.env.BENCH_CLIENTS ?? 50),
  seconds: Number(process.env.BENCH_LOAD_SECONDS ?? 30),
  dates: { from: twoWeeksAgo, to: today },
});
missed += load.missed;

// ------------------------------------------------------------ the login page's JavaScript
if (process.env.BENCH_SKIP_BUNDLE !== '1') {
  console.log('\nBuilding the SPA and a bare react-admin app to compare the login page JavaScript …');
  const bundle = await measureBundleRatio();
  const ok = bundle.ratio <= 1.1;
  if (!ok) missed++;
  const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;
  console.log(
    `${'login page JS (gzip) vs bare react-admin'.padEnd(40)} ${bundle.ratio.toFixed(2).padStart(8)}× ${'1.10×'.padStart(9)} ${ok ? 'ok' : 'MISSED'} (${kb(bundle.app.gzipBytes)} vs ${kb(bundle.bare.gzipBytes)})`,
  );
  // what a real load of / fetches before sign-in (Chromium, until the network is idle)
  const { fetched } = bundle;
  const fetchedOk = fetched.ratio <= 1.1;
  if (!fetchedOk) missed++;
  console.log(
    `${'fetched before sign-in vs bare'.padEnd(40)} ${fetched.ratio.toFixed(2).padStart(8)}× ${'1.10×'.padStart(9)} ${fetchedOk ? 'ok' : 'MISSED'} (${fetched.app.files.length} JS files, ${kb(fetched.app.gzipBytes)} vs ${fetched.bare.files.length} files, ${kb(fetched.bare.gzipBytes)}; then ${fetched.app.later.files.length} files, ${kb(fetched.app.later.gzipBytes)} of the shell once idle)`,
  );
}
console.log(
  `\n${missed ? `${missed} target(s) missed` : 'every target met'} (load average ${os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(', ')})`,
);
process.exit(missed ? 1 : 0);
