/**
 * The fault run: writers send acknowledged writes (creates with unique names, updates with known values, a
 * multi-row import) while the server is killed with SIGKILL at a random moment; the server is restarted on the
 * same data and every write answered 2xx before the kill must be there with its values. A write cut off
 * without an answer may or may not be there, but never half: an import is all of its rows or none.
 */
import { call, signIn, type CallResult } from './client';
import { isoDay } from './mix';
import { killServer, startServer, stopServer, type RunningServer, type ServerOptions } from './server';

export interface FaultOptions {
  server: ServerOptions;
  /** a server already started with these options (else one is started) */
  running?: RunningServer;
  rounds: number;
  password?: string;
  /** writers of each kind (5 kinds) */
  writersPerKind?: number;
  /** the kill comes between these many ms after the writes start */
  killAfterMs?: [number, number];
  log?: (line: string) => void;
}

export interface RoundReport {
  round: number;
  /** writes answered 2xx in this round */
  acknowledged: number;
  /** writes cut off by the kill (no answer) */
  unanswered: number;
  /** acknowledged writes of this round found with their values after the restart */
  verified: number;
  /** acknowledged creates of the earlier rounds found again */
  rechecked: number;
  lost: string[];
  /** cut-off writes found half done (an import with some of its rows) */
  partial: string[];
  /** imports cut off by the kill: found whole / found absent after the restart */
  cutImports: { all: number; none: number };
  /** answers that were neither 2xx nor a cut-off (4xx/5xx while the server was up) */
  unexpected: string[];
  killedAfterMs: number;
}

type Check = () => Promise<string | null>;

interface Ledger {
  /** acknowledged writes: each check answers null when the write is there, else what is wrong */
  acked: { what: string; round: string; check: Check }[];
  /** cut-off writes that must be all or nothing */
  cutOff: { what: string; check: Check }[];
  /** cut-off imports found after the restart: with all their rows, or with none */
  cutImports: { all: number; none: number };
  /** per agent: the last acknowledged location and the one cut off after it */
  agents: Map<number, { acked?: string; cut?: string; ackedCount: number }>;
}

const get = (base: string, token: string, path: string, query: Record<string, string | number> = {}) =>
  call(base, { method: 'GET', path, token, query, timeoutMs: 30_000 });

const answered = (r: CallResult) => r.status !== 0;
const ok = (r: CallResult) => r.status >= 200 && r.status < 300;

function sameValues(row: unknown, expected: Record<string, unknown>): string | null {
  if (!row || typeof row !== 'object') return 'missing';
  const r = row as Record<string, unknown>;
  for (const [k, v] of Object.entries(expected))
    if (String(r[k]) !== String(v)) return `${k} is ${JSON.stringify(r[k])}, written ${JSON.stringify(v)}`;
  return null;
}

async function one(base: string, token: string, path: string, expected: Record<string, unknown>) {
  const r = await get(base, token, path);
  if (r.status === 404) return 'missing (404)';
  if (r.status !== 200) return `read answered ${r.status} ${r.error ?? ''}`;
  return sameValues(r.body, expected);
}

/** How many of these health centre names exist (exact name). */
async function centresNamed(base: string, token: string, names: string[]): Promise<number> {
  let found = 0;
  for (const name of names) {
    const r = await get(base, token, '/api/healthcentres/', { search: name, page: 1, page_size: 10 });
    if (r.status !== 200) throw new Error(`search answered ${r.status} ${r.error ?? ''}`);
    const rows = (r.body as { results?: { name: string }[] }).results ?? [];
    if (rows.some((row) => row.name === name)) found += 1;
  }
  return found;
}

interface WriterContext {
  base: string;
  token: string;
  ledger: Ledger;
  stop: () => boolean;
  tag: string;
  hubs: { id: number; name: string }[];
  samples: number[];
  centres: number[];
  counts: { acknowledged: number; unanswered: number; unexpected: string[] };
  /** the restarted server the checks read from (shared by every round) */
  live: { base: string; token: string };
}

const MAX_WRITES_PER_WRITER = 2000;

async function writer(
  c: WriterContext,
  send: (i: number) => Promise<{ r: CallResult; onAck: () => void; onCut: () => void; what: string }>,
) {
  for (let i = 0; i < MAX_WRITES_PER_WRITER && !c.stop(); i++) {
    const { r, onAck, onCut, what } = await send(i);
    if (!answered(r)) {
      c.counts.unanswered += 1;
      onCut();
      return; // the server is gone
    }
    if (ok(r)) {
      c.counts.acknowledged += 1;
      onAck();
    } else if (c.counts.unexpected.length < 20)
      c.counts.unexpected.push(`${what} answered ${r.status} ${JSON.stringify(r.body).slice(0, 200)}`);
  }
}

function sampleWriter(c: WriterContext, w: number) {
  return writer(c, async (i) => {
    const values = {
      name: `Fault sample ${c.tag}-${w}-${i}`,
      description: `written in round ${c.tag} by writer ${w} (#${i})`,
      priority: ['normal', 'high', 'urgent'][i % 3],
    };
    const r = await call(c.base, { method: 'POST', path: '/api/samples/', token: c.token, form: values });
    const what = `POST /api/samples/ ${JSON.stringify(values)}`;
    return {
      r,
      what,
      onAck: () => {
        const id = (r.body as { id: number }).id;
        c.ledger.acked.push({
          what,
          round: c.tag,
          check: () => one(c.live.base, c.live.token, `/api/samples/${id}/`, values),
        });
      },
      onCut: () => undefined,
    };
  });
}

function centreWriter(c: WriterContext, w: number) {
  return writer(c, async (i) => {
    const values = {
      name: `Fault HC ${c.tag}-${w}-${i}`,
      contactperson_name: `Contact ${w}-${i}`,
      contactperson_phone: `07${String(100000000 + i * 7919 + w).slice(-8)}`,
      district: 'Kampala',
      collection_hub: c.hubs[i % c.hubs.length].id,
      location_latitude: (0.3 + (i % 100) / 1000).toFixed(6),
      location_longitude: (32.5 + (w % 100) / 1000).toFixed(6),
      status: 'active',
    };
    const r = await call(c.base, {
      method: 'POST',
      path: '/api/healthcentres/',
      token: c.token,
      form: values,
    });
    const what = `POST /api/healthcentres/ ${JSON.stringify(values)}`;
    return {
      r,
      what,
      onAck: () => {
        const id = (r.body as { id: number }).id;
        const expected = {
          ...values,
          location_latitude: Number(values.location_latitude),
          location_longitude: Number(values.location_longitude),
        };
        c.ledger.acked.push({
          what,
          round: c.tag,
          check: () => one(c.live.base, c.live.token, `/api/healthcentres/${id}/`, expected),
        });
      },
      onCut: () => undefined,
    };
  });
}

function pickupWriter(c: WriterContext, w: number) {
  return writer(c, async (i) => {
    const values = {
      date: isoDay(new Date()),
      sample: c.samples[i % c.samples.length],
      quantity: 1 + (i % 9),
      pickup_status: 'pending',
      pickup_location_type: 'health_center',
      pickup_health_center: c.centres[(i + w) % c.centres.length],
      destination_location_type: 'collection_hub',
      destination_collection_hub: c.hubs[i % c.hubs.length].id,
      notes: `fault ${c.tag}-${w}-${i}`,
      source: 'dashboard',
      created_by: 'admin',
    };
    const r = await call(c.base, {
      method: 'POST',
      path: '/api/pending_umoja_pickups/',
      token: c.token,
      form: values,
    });
    const what = `POST /api/pending_umoja_pickups/ ${JSON.stringify(values)}`;
    return {
      r,
      what,
      onAck: () => {
        const id = (r.body as { id: number }).id;
        const { sample: _sample, ...plain } = values;
        c.ledger.acked.push({
          what,
          round: c.tag,
          check: async () => {
            const res = await get(c.live.base, c.live.token, `/api/pending_umoja_pickups/${id}/`);
            if (res.status !== 200) return `read answered ${res.status}`;
            const body = res.body as { sample?: { id?: number } };
            if (body.sample?.id !== values.sample) return `sample is ${JSON.stringify(body.sample)}`;
            return sameValues(body, plain);
          },
        });
      },
      onCut: () => undefined,
    };
  });
}

/** Updates with known values: one agent per writer, so the last acknowledged value is the expected one. */
function locationWriter(c: WriterContext, w: number, agent: number) {
  return writer(c, async (i) => {
    const address = `Fault ${c.tag}-${w}-${i}`;
    const values = {
      location_latitude: (0.2 + i / 100000).toFixed(6),
      location_longitude: (32.4 + w / 1000).toFixed(6),
      location_address: address,
    };
    const r = await call(c.base, {
      method: 'PUT',
      path: `/api/delivery_agents/${agent}/`,
      token: c.token,
      form: values,
    });
    const entry = c.ledger.agents.get(agent) ?? { ackedCount: 0 };
    c.ledger.agents.set(agent, entry);
    return {
      r,
      what: `PUT /api/delivery_agents/${agent}/ ${JSON.stringify(values)}`,
      onAck: () => {
        entry.acked = address;
        entry.cut = undefined;
        entry.ackedCount += 1;
      },
      onCut: () => {
        entry.cut = address;
      },
    };
  });
}

/** A three-row import: all or nothing. */
function importWriter(c: WriterContext, w: number) {
  return writer(c, async (i) => {
    const names = [0, 1, 2].map((k) => `Fault import ${c.tag}-${w}-${i}-${k}`);
    const rows = names.map((name, k) => ({
      healthcenter: name,
      hub: c.hubs[(i + k) % c.hubs.length].name,
      contactpersonname: 'Import Contact',
      contactpersonphone: '0772000000',
      location_latitude: '0.37',
      location_longitude: '32.56',
    }));
    const r = await call(c.base, {
      method: 'POST',
      path: '/customqueries/import_data',
      token: c.token,
      form: { import_type: 'healthcenters', data: JSON.stringify(rows) },
    });
    const what = `POST /customqueries/import_data healthcenters ${JSON.stringify(names)}`;
    const success = (r.body as { success?: boolean } | null)?.success === true;
    return {
      r: ok(r) && !success ? { ...r, status: 422 } : r,
      what,
      onAck: () => {
        c.ledger.acked.push({
          what,
          round: c.tag,
          check: async () => {
            const n = await centresNamed(c.live.base, c.live.token, names);
            return n === 3 ? null : `${n} of 3 rows there`;
          },
        });
      },
      onCut: () => {
        c.ledger.cutOff.push({
          what,
          check: async () => {
            const n = await centresNamed(c.live.base, c.live.token, names);
            if (n === 3) c.ledger.cutImports.all += 1;
            if (n === 0) c.ledger.cutImports.none += 1;
            return n === 0 || n === 3 ? null : `${n} of 3 rows there`;
          },
        });
      },
    };
  });
}

async function limited<T>(items: T[], width: number, f: (t: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, items.length) }, async () => {
      while (next < items.length) await f(items[next++]);
    }),
  );
}

export async function runFault(o: FaultOptions): Promise<RoundReport[]> {
  const log = o.log ?? (() => undefined);
  const password = o.password ?? 'demo1234';
  const perKind = o.writersPerKind ?? 2;
  const [killMin, killMax] = o.killAfterMs ?? [1500, 5000];
  const ledger: Ledger = { acked: [], cutOff: [], cutImports: { all: 0, none: 0 }, agents: new Map() };
  const reports: RoundReport[] = [];
  let server: RunningServer = o.running ?? (await startServer(o.server));
  try {
    let token = await signIn(server.base, 'admin', password);
    const hubsAnswer = await get(server.base, token, '/api/collectionhubs/', { page: 1, page_size: 200 });
    const hubs = ((hubsAnswer.body as { results?: { id: number; name: string }[] })?.results ?? []).map(
      (h) => ({
        id: h.id,
        name: h.name,
      }),
    );
    const ids = async (path: string) =>
      (
        (
          (await get(server.base, token, path, { page: 1, page_size: 200 })).body as {
            results?: { id: number }[];
          }
        )?.results ?? []
      ).map((r) => r.id);
    const samples = await ids('/api/samples/');
    const centres = await ids('/api/healthcentres/');
    const agents = await ids('/api/delivery_agents/');
    if (!hubs.length || !samples.length || !centres.length || agents.length < perKind)
      throw new Error('The server has no demo data: start it with SEED=demo');
    const agentLocation = async (agent: number) => {
      const r = await get(server.base, token, `/api/delivery_agents/${agent}/`);
      return (r.body as { location_address?: string | null } | null)?.location_address ?? null;
    };

    const live = { base: server.base, token };
    for (let round = 1; round <= o.rounds; round++) {
      const counts = { acknowledged: 0, unanswered: 0, unexpected: [] as string[] };
      let killed = false;
      const c: WriterContext = {
        base: server.base,
        token,
        ledger,
        stop: () => killed,
        tag: `${Date.now().toString(36)}r${round}`,
        hubs,
        samples,
        centres,
        counts,
        live,
      };
      const writers: Promise<void>[] = [];
      for (let w = 0; w < perKind; w++) {
        writers.push(sampleWriter(c, w), centreWriter(c, w), pickupWriter(c, w), importWriter(c, w));
        writers.push(locationWriter(c, w, agents[(w + round * perKind) % agents.length]));
      }
      const killAfter = killMin + Math.floor(Math.random() * (killMax - killMin));
      await new Promise((r) => setTimeout(r, killAfter));
      await killServer(server);
      killed = true;
      await Promise.all(writers);
      log(`round ${round}: killed the server (SIGKILL) ${killAfter} ms into the writes; restarting`);
      server = await startServer(o.server);
      token = await signIn(server.base, 'admin', password);
      live.base = server.base;
      live.token = token;

      const lost: string[] = [];
      const partial: string[] = [];
      let verified = 0;
      let rechecked = 0;
      await limited(ledger.acked, 6, async (a) => {
        const problem = await a.check().catch((e: Error) => `could not check: ${e.message}`);
        if (problem) lost.push(`${a.what}: ${problem}`);
        else if (a.round === c.tag) verified += 1;
        else rechecked += 1;
      });
      await limited(ledger.cutOff, 6, async (a) => {
        const problem = await a.check().catch((e: Error) => `could not check: ${e.message}`);
        if (problem) partial.push(`${a.what}: ${problem}`);
      });
      for (const [agent, e] of ledger.agents) {
        if (e.acked === undefined && e.cut === undefined) continue;
        const stored = await agentLocation(agent);
        const allowed = [e.acked, e.cut].filter((v) => v !== undefined);
        if (e.acked !== undefined) {
          // every acknowledged update of the round is kept in order: the last one (or one cut off after it) is stored
          if (allowed.includes(stored ?? '')) verified += e.ackedCount;
          else
            lost.push(
              `PUT /api/delivery_agents/${agent}/ location_address ${e.acked}: stored ${JSON.stringify(stored)}`,
            );
        }
        // the next round starts from what is stored
        e.acked = stored ?? undefined;
        e.cut = undefined;
        e.ackedCount = 0;
      }
      if (lost.length || partial.length)
        log(`server output after the restart:\n${server.output().slice(-3000)}`);
      const report: RoundReport = {
        round,
        acknowledged: counts.acknowledged,
        unanswered: counts.unanswered,
        verified,
        rechecked,
        lost,
        partial,
        cutImports: { ...ledger.cutImports },
        unexpected: counts.unexpected,
        killedAfterMs: killAfter,
      };
      reports.push(report);
      log(
        `round ${round}: acknowledged ${report.acknowledged}, cut off ${report.unanswered}, verified ${verified} (earlier rounds' creates found again: ${rechecked}), lost ${lost.length}, half-done ${partial.length} (cut-off imports whole ${ledger.cutImports.all}, absent ${ledger.cutImports.none}), other answers ${counts.unexpected.length}`,
      );
      // cut-off imports were checked: they are now what they are
      ledger.cutOff = [];
      ledger.cutImports = { all: 0, none: 0 };
    }
  } finally {
    await stopServer(server);
  }
  return reports;
}
