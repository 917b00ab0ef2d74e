/**
 * The load part of `npm run bench` (scripts/bench.ts): the reference server in a child process on
 * 127.0.0.1 over the bench data (its memory is read from /proc/<pid>/status), 50 clients over the list pages
 * the screens ask for while one client keeps asking for a two-week deliveries report page: first without pause
 * (saturation: the ceiling of one process, informative), then user-paced (a think time of 1 to 3 s between a
 * client's pages, BENCH_THINK_MS = 2000 its mean: the p99 target); then the picker search and the facility
 * visits first page timed over HTTP.
 * Only talks to the server it starts; bounded in time and in requests.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import zlib from 'node:zlib';
import { startServer, stopServer, type RunningServer } from './soak/server';

export interface LoadOptions {
  dataDir: string;
  /** PostgreSQL holding the bench data (BENCH_DATABASE_URL): used instead of dataDir */
  databaseUrl?: string;
  password: string;
  clients: number;
  seconds: number;
  /** the two-week window of the heavy client */
  dates: { from: Date; to: Date };
}

interface Target {
  name: string;
  value: number;
  target: number;
  unit: string;
  note?: string;
}

const ddmmyyyy = (d: Date) =>
  `${String(d.getDate()).padStart(2, '0')}/${String(d.getMonth() + 1).padStart(2, '0')}/${d.getFullYear()}`;

function quantile(sorted: number[], q: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(sorted.length * q) - 1))];
}

/** VmRSS of a process in MB (Linux), NaN elsewhere. */
export function rssMb(pid: number): number {
  try {
    const m = /VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) / 1024 : NaN;
  } catch {
    return NaN;
  }
}

/**
 * The server over the bench data (a PGlite folder, or PostgreSQL when databaseUrl is given); BENCH_SERVER_NODE_ARGS
 * adds node flags, e.g. "--cpu-prof --cpu-prof-dir=/tmp/p".
 */
export function startBenchServer(dataDir: string, databaseUrl?: string): Promise<RunningServer> {
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  // the server as `npm start` runs it (a bundle on plain node): its memory is one of the targets
  return startServer({ dataDir, databaseUrl, seed: 'none', nodeArgs, bundle: true });
}

interface Call {
  name: string;
  method: 'GET' | 'POST';
  url: string;
  body?: Record<string, unknown>;
}

interface Outcome {
  ms: number;
  ok: boolean;
  status: number;
  json?: unknown;
}

// node:http with a timer that always fires: an aborted fetch could leave undici's pool waiting for good
const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });

function decode(body: Buffer, encoding: string | undefined): string {
  if (encoding === 'gzip') return zlib.gunzipSync(body).toString();
  if (encoding === 'br') return zlib.brotliDecompressSync(body).toString();
  return body.toString();
}

function call(base: string, token: string, c: Call, parse = false, timeoutMs = 10_000): Promise<Outcome> {
  return new Promise((resolve) => {
    const t0 = performance.now();
    const body = c.body ? JSON.stringify(c.body) : undefined;
    let done = false;
    const finish = (ok: boolean, status: number, json?: unknown) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      resolve({ ms: performance.now() - t0, ok, status, json });
    };
    const req = http.request(
      base + c.url,
      {
        method: c.method,
        agent,
        headers: {
          authorization: `Token ${token}`,
          'accept-encoding': 'gzip, br',
          ...(body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (b: Buffer) => chunks.push(b));
        res.on('error', () => finish(false, res.statusCode ?? 0));
        res.on('end', () => {
          const status = res.statusCode ?? 0;
          const ok = status >= 200 && status < 300;
          let json: unknown;
          try {
            if (parse && ok)
              json = JSON.parse(decode(Buffer.concat(chunks), res.headers['content-encoding']));
          } catch {
            return finish(false, status);
          }
          finish(ok, status, json);
        });
      },
    );
    const timer = setTimeout(() => {
      req.destroy();
      finish(false, 0);
    }, timeoutMs);
    req.on('error', () => finish(false, 0));
    if (body) req.write(body);
    req.end();
  });
}

/** A paged answer (the paging protocol): numeric count and an array of results. */
const isPaged = (json: unknown) =>
  !!json &&
  typeof (json as { count?: unknown }).count === 'number' &&
  Array.isArray((json as { results?: unknown }).results);

const SEARCHES = ['hc', 'kam', 'gulu', 'iv', 'mbarara', 'lira', 'hospital', 'ii', 'masaka', 'wakiso'];

function printTarget(t: Target): boolean {
  const ok = t.value <= t.target;
  const v = Number.isFinite(t.value) ? t.value.toFixed(t.unit === 'ms' ? 1 : 0) : 'n/a';
  console.log(
    `${t.name.padEnd(40)} ${`${v}${t.unit}`.padStart(9)} ${`${t.target}${t.unit}`.padStart(9)} ${ok ? 'ok' : 'MISSED'}${t.note ? ` ${t.note}` : ''}`,
  );
  return ok;
}

interface Phase {
  elapsed: number;
  /** list request times, sorted */
  times: number[];
  perName: Map<string, number[]>;
  errors: number;
  heavyTimes: number[];
  heavyErrors: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * `clients` list clients for `seconds`, each waiting a random think time of 0.5 to 1.5 × `thinkMs` between its
 * requests (0: none), while one client asks for the heavy call again and again.
 */
async function loadPhase(
  base: string,
  token: string,
  lists: Call[],
  heavy: Call,
  clients: number,
  seconds: number,
  thinkMs: number,
): Promise<Phase> {
  const stopAt = performance.now() + seconds * 1000;
  const phase: Phase = {
    elapsed: 0,
    times: [],
    perName: new Map(),
    errors: 0,
    heavyTimes: [],
    heavyErrors: 0,
  };
  const client = async (k: number) => {
    // paced clients start spread over one think time, as users do
    if (thinkMs > 0) await sleep(Math.random() * thinkMs);
    for (let i = k; performance.now() < stopAt; i++) {
      const c = lists[i % lists.length];
      const out = await call(base, token, c);
      phase.times.push(out.ms);
      if (!phase.perName.has(c.name)) phase.perName.set(c.name, []);
      phase.perName.get(c.name)!.push(out.ms);
      if (!out.ok) phase.errors++;
      if (thinkMs > 0) await sleep(thinkMs * (0.5 + Math.random()));
    }
  };
  const heavyClient = async () => {
    while (performance.now() < stopAt) {
      const out = await call(base, token, heavy, false, 60_000);
      phase.heavyTimes.push(out.ms);
      if (!out.ok) phase.heavyErrors++;
    }
  };
  console.log(
    `Load: ${clients} clients on list pages for ${seconds} s (${thinkMs ? `think time about ${thinkMs} ms` : 'no think time'}) while one asks for a two-week report page …`,
  );
  const t0 = performance.now();
  await Promise.all([heavyClient(), ...Array.from({ length: clients }, (_, k) => client(k))]);
  phase.elapsed = (performance.now() - t0) / 1000;
  phase.times.sort((a, b) => a - b);
  phase.heavyTimes.sort((a, b) => a - b);
  for (const list of phase.perName.values()) list.sort((a, b) => a - b);
  return phase;
}

export async function runLoad(opts: LoadOptions): Promise<{ missed: number }> {
  const where = opts.databaseUrl ? 'PostgreSQL in BENCH_DATABASE_URL' : opts.dataDir;
  console.log(`\nStarting the server in a child process on 127.0.0.1 (data in ${where}) …`);
  const server = await startBenchServer(opts.dataDir, opts.databaseUrl);
  const { child, base } = server;
  let missed = 0;
  try {
    const login = await fetch(`${base}/rest-auth/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: opts.password }),
    });
    const token = ((await login.json()) as { token?: string }).token;
    if (!token) throw new Error('Sign-in failed on the child server');

    const weekStart = new Date(opts.dates.to);
    weekStart.setDate(weekStart.getDate() - ((weekStart.getDay() + 6) % 7) - 7); // Monday of last week
    const deliveriesPage: Call = {
      name: 'deliveries report page 1',
      method: 'POST',
      url: '/customqueries/getumoja_deliveriesreport',
      body: {
        dateone: ddmmyyyy(weekStart),
        datetwo: ddmmyyyy(opts.dates.to),
        delivery_status: '',
        hub: '',
        page: 1,
        page_size: 25,
      },
    };
    const heavy: Call = {
      name: 'two-week deliveries report page',
      method: 'POST',
      url: '/customqueries/getumoja_deliveriesreport',
      body: {
        dateone: ddmmyyyy(opts.dates.from),
        datetwo: ddmmyyyy(opts.dates.to),
        delivery_status: '',
        hub: '',
        page: 1,
        page_size: 25,
      },
    };
    // Does this server page the report? (the courier's existing backend answers the full report)
    const probe = await call(base, token, deliveriesPage, true, 60_000);
    const paged = probe.ok && isPaged(probe.json);
    const lists: Call[] = [
      { name: 'health centres', method: 'GET', url: '/api/healthcentres/?search=hc&page=1&page_size=25' },
      { name: 'agents', method: 'GET', url: '/api/delivery_agents/?page=1&page_size=25' },
      { name: 'hubs', method: 'GET', url: '/api/collectionhubs/?page=1&page_size=25' },
      { name: 'pending pickups', method: 'GET', url: '/api/pending_umoja_pickups/?page=1&page_size=25' },
      ...(paged ? [deliveriesPage] : []),
    ];
    if (!paged)
      console.log(
        '  the server answers the full deliveries report (not paged): the list clients leave it out; the heavy client still asks for it',
      );

    // Two runs of the same mix while one client keeps asking for a two-week report page without pause:
    // saturation (each list client asks again as soon as it has its answer: the server's ceiling, informative)
    // and user-paced (each client thinks 1 to 3 s between pages, as a dispatcher reading a list does: the target).
    const thinkMs = Number(process.env.BENCH_THINK_MS ?? 2000);
    const saturation = await loadPhase(base, token, lists, heavy, opts.clients, opts.seconds, 0);
    const paced = await loadPhase(base, token, lists, heavy, opts.clients, opts.seconds, thinkMs);
    const rss = rssMb(child.pid!);

    console.log(`\n${'load run'.padEnd(40)} ${'value'.padStart(9)} ${'target'.padStart(9)}`);
    for (const [label, phase] of [
      ['saturation, no think time', saturation],
      [`user-paced, think ${thinkMs / 2}-${(thinkMs * 3) / 2} ms`, paced],
    ] as const) {
      console.log(
        `${label}: ${(phase.times.length / phase.elapsed).toFixed(1)} list requests/s (${phase.times.length} in ${phase.elapsed.toFixed(1)} s), p50 ${quantile(phase.times, 0.5).toFixed(1)} ms, p99 ${quantile(phase.times, 0.99).toFixed(1)} ms, ${phase.errors} errors`,
      );
      for (const [name, list] of phase.perName)
        console.log(
          `  ${name.padEnd(38)} p50 ${quantile(list, 0.5).toFixed(1)} ms, p99 ${quantile(list, 0.99).toFixed(1)} ms (${list.length})`,
        );
      console.log(
        `  ${'two-week report page (heavy client)'.padEnd(38)} p50 ${quantile(phase.heavyTimes, 0.5).toFixed(1)} ms, max ${(phase.heavyTimes.at(-1) ?? NaN).toFixed(1)} ms (${phase.heavyTimes.length}, ${phase.heavyErrors} errors, ${paged ? 'paged' : 'full report'})`,
      );
    }
    printTarget({
      name: 'list pages, saturation: p99',
      value: quantile(saturation.times, 0.99),
      target: 200,
      unit: 'ms',
      note: '(informative: the ceiling of one process)',
    });
    const results = [
      { name: 'list pages, user-paced: p99', value: quantile(paced.times, 0.99), target: 200, unit: 'ms' },
      {
        name: 'list pages under load: errors',
        value: saturation.errors + saturation.heavyErrors + paced.errors + paced.heavyErrors,
        target: 0,
        unit: '',
      },
      { name: 'server memory after the load (VmRSS)', value: rss, target: 400, unit: 'MB' },
    ];
    for (const r of results) if (!printTarget(r)) missed++;

    // ---------------------------------------------------------- the plain list of 3,500 health centres (~1 MB)
    // asked by every client at once (50 such clients used to stall the server); informative
    const plain: number[] = [];
    let plainErrors = 0;
    const tp = performance.now();
    await Promise.all(
      Array.from({ length: opts.clients }, async () => {
        for (let i = 0; i < 4; i++) {
          const out = await call(base, token, { name: 'plain', method: 'GET', url: '/api/healthcentres/' });
          plain.push(out.ms);
          if (!out.ok) plainErrors++;
        }
      }),
    );
    plain.sort((a, b) => a - b);
    console.log(
      `${'plain list of 3,500 centres, all at once'.padEnd(40)} ${(plain.length / ((performance.now() - tp) / 1000)).toFixed(1).padStart(9)} req/s, p50 ${quantile(plain, 0.5).toFixed(1)} ms, p99 ${quantile(plain, 0.99).toFixed(1)} ms, ${plainErrors} errors (informative)`,
    );

    // ---------------------------------------------------------- HTTP timings, the server otherwise idle
    const picker: number[] = [];
    for (let i = 0; i < 40; i++) {
      const q = SEARCHES[i % SEARCHES.length];
      const out = await call(base, token, {
        name: 'picker',
        method: 'GET',
        url: `/api/healthcentres/?search=${encodeURIComponent(q)}&page=1&page_size=25`,
      });
      if (!out.ok) missed++;
      if (i >= 5) picker.push(out.ms);
    }
    picker.sort((a, b) => a - b);
    const visits: number[] = [];
    let visitsPaged = false;
    for (let i = 0; i < 5; i++) {
      const out = await call(
        base,
        token,
        { name: 'visits', method: 'GET', url: '/customqueries/list_facility_visits?page=1&page_size=10' },
        true,
        60_000,
      );
      visitsPaged = isPaged(out.json);
      if (!out.ok) missed++;
      if (i >= 1) visits.push(out.ms);
    }
    visits.sort((a, b) => a - b);
    console.log('');
    const timings: Target[] = [
      {
        name: 'picker search, 3,500 health centres: p95',
        value: quantile(picker, 0.95),
        target: 50,
        unit: 'ms',
        note: `(median ${quantile(picker, 0.5).toFixed(1)} ms)`,
      },
      {
        name: 'facility visits first page: median',
        value: quantile(visits, 0.5),
        target: 1000,
        unit: 'ms',
        note: visitsPaged ? '(paged)' : '(the server answered every visit: not paged)',
      },
    ];
    for (const t of timings) if (!printTarget(t)) missed++;
  } finally {
    agent.destroy();
    await stopServer(server);
  }
  return { missed };
}
