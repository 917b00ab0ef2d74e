/**
 * The soak load: N clients for T seconds, each signed in as one of the demo users, mixing the calls the
 * screens make (the lists they open and the writes they send; bodies as in src/providers/endpoints.ts and
 * dataProvider.ts). Bounded in time and in requests per client.
 */
import { call, signIn, Stats, type CallInput, type CallResult } from './client';

export const DEMO_USERS = ['admin', 'manager', 'staff', 'hubcoordinator'] as const;
export type DemoUser = (typeof DEMO_USERS)[number];
const WRITERS: readonly DemoUser[] = ['admin', 'manager'];
const EVERYONE: readonly DemoUser[] = DEMO_USERS;

export interface SoakOptions {
  base: string;
  clients: number;
  seconds: number;
  password?: string;
  /** most requests one client sends (a bound besides the time) */
  maxRequestsPerClient?: number;
  /** one line per finished kind every few seconds */
  log?: (line: string) => void;
}

/** Ids the calls need, read once before the load. */
export interface Refs {
  hubs: number[];
  centres: number[];
  samples: number[];
  agents: number[];
  notifications: number[];
}

interface Client {
  index: number;
  user: DemoUser;
  token: string;
  refs: Refs;
  /** deliveries seen on the report pages this client opened (for the edit form) */
  deliveries: Record<string, unknown>[];
  made: number;
}

const pad = (n: number) => String(n).padStart(2, '0');
export const ddmmyyyy = (d: Date) => `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()}`;
export const isoDay = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** Monday of last week, the report screens' default first day. */
function mondayOfLastWeek(now = new Date()): Date {
  const d = new Date(now);
  d.setHours(0, 0, 0, 0);
  const day = (d.getDay() + 6) % 7;
  d.setDate(d.getDate() - day - 7);
  return d;
}

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)];
const rnd = (n: number) => Math.floor(Math.random() * n);

function idsOf(body: unknown): number[] {
  const rows = Array.isArray(body) ? body : ((body as { results?: unknown[] } | null)?.results ?? []);
  return (rows as { id?: unknown }[]).map((r) => Number(r.id)).filter((id) => Number.isInteger(id));
}

export async function readRefs(base: string, token: string): Promise<Refs> {
  const list = async (path: string) => {
    const r = await call(base, { method: 'GET', path, token, query: { page: 1, page_size: 200 } });
    if (r.status !== 200) throw new Error(`GET ${path} answered ${r.status}`);
    return idsOf(r.body);
  };
  const [hubs, centres, samples, agents, notifications] = await Promise.all([
    list('/api/collectionhubs/'),
    list('/api/healthcentres/'),
    list('/api/samples/'),
    list('/api/delivery_agents/'),
    list('/api/admin_notifications/'),
  ]);
  if (!hubs.length || !centres.length || !samples.length || !agents.length)
    throw new Error('The server has no hubs, health centres, samples or agents: start it with SEED=demo');
  return { hubs, centres, samples, agents, notifications };
}

type Step = (
  c: Client,
  base: string,
  run: (kind: string, input: CallInput) => Promise<CallResult>,
) => Promise<void>;

interface Kind {
  name: string;
  weight: number;
  users: readonly DemoUser[];
  step: Step;
}

const get = (path: string, query: Record<string, string | number | boolean> = {}): CallInput => ({
  method: 'GET',
  path,
  query,
});

/** A kind that sends one call, recorded under the kind's name (none when `input` gives nothing). */
const oneCall = (
  name: string,
  weight: number,
  users: readonly DemoUser[],
  input: (c: Client) => CallInput | undefined,
): Kind => ({
  name,
  weight,
  users,
  step: async (c, _b, run) => {
    const i = input(c);
    if (i) await run(name, i);
  },
});

const reportDates = () => ({ dateone: ddmmyyyy(mondayOfLastWeek()), datetwo: ddmmyyyy(new Date()) });

const SEARCHES = ['HC', 'Kampala', 'Gulu', 'III', 'Mul', 'hub', 'Kis', 'zz-none'];
const DASHBOARD = [
  '/api/delivery_agents/',
  '/api/app_clients/',
  '/api/collectionhubs/',
  '/api/healthcentres/',
  '/api/supplies/',
  '/api/samples/',
  '/api/products/',
];
const DELIVERY_FIELDS = [
  'delivery_number',
  'delivery_status',
  'agent_account',
  'delivery_type',
  'pickup_point',
  'destination',
  'date',
  'time_of_pickup',
  'time_of_dropoff',
  'delivery_mode',
  'item_name',
  'item_type',
  'barcode',
];

export const KINDS: Kind[] = [
  // ---- reads: the lists the screens open
  oneCall('healthcentres_page', 8, EVERYONE, () =>
    get('/api/healthcentres/', { page: 1 + rnd(6), page_size: 25, ordering: 'name' }),
  ),
  oneCall('healthcentres_search', 6, EVERYONE, () =>
    get('/api/healthcentres/', { search: pick(SEARCHES), page: 1, page_size: 25 }),
  ),
  oneCall('agents_page', 6, EVERYONE, () =>
    get('/api/delivery_agents/', { page: 1 + rnd(3), page_size: 25, ordering: 'first_name' }),
  ),
  {
    name: 'deliveries_report',
    weight: 10,
    users: EVERYONE,
    step: async (c, _b, run) => {
      const r = await run('deliveries_report', {
        method: 'POST',
        path: '/customqueries/getumoja_deliveriesreport',
        form: {
          ...reportDates(),
          delivery_status: pick(['', '', 'pending', 'delivered']),
          hub: '',
          page: 1 + rnd(5),
          page_size: 25,
          ordering: pick(['-orig_date', 'delivery_number', '-turn_around_time']),
        },
      });
      const rows = (r.body as { results?: Record<string, unknown>[] } | null)?.results;
      if (r.status === 200 && Array.isArray(rows) && rows.length) c.deliveries = rows;
    },
  },
  oneCall('orders_report', 4, WRITERS, () => ({
    method: 'POST',
    path: '/customqueries/getclientorder_deliveriesreport',
    form: { ...reportDates(), order_status: '', page: 1, page_size: 25 },
  })),
  oneCall('pickups_page', 6, ['admin', 'manager', 'staff'], () =>
    get('/api/pending_umoja_pickups/', { page: 1 + rnd(4), page_size: 25 }),
  ),
  oneCall('facility_visits', 4, WRITERS, () =>
    get('/customqueries/list_facility_visits', { today: isoDay(new Date()), page: 1, page_size: 25 }),
  ),
  oneCall('audit_logs', 3, WRITERS, () => ({
    method: 'POST',
    path: '/customqueries/get_audit_logs',
    json: {
      page: 1 + rnd(3),
      page_size: 25,
      user: '',
      action: '',
      resource_type: '',
      success: '',
      date_from: '',
      date_to: '',
      search: '',
    },
  })),
  {
    name: 'dashboard_counts',
    weight: 3,
    users: WRITERS,
    step: async (_c, _b, run) => {
      await Promise.all(
        DASHBOARD.map((path) => run('dashboard_counts', get(path, { page: 1, page_size: 1 }))),
      );
    },
  },
  oneCall('notifications_unread', 4, EVERYONE, () => get('/api/adminnotification/', { read: false })),
  // ---- writes: what the screens send
  oneCall('pickup_create', 4, WRITERS, (c) => ({
    method: 'POST',
    path: '/api/pending_umoja_pickups/',
    form: {
      date: isoDay(new Date()),
      sample: pick(c.refs.samples),
      quantity: 1 + rnd(5),
      pickup_status: 'pending',
      pickup_location_type: 'health_center',
      pickup_health_center: pick(c.refs.centres),
      destination_location_type: 'collection_hub',
      destination_collection_hub: pick(c.refs.hubs),
      notes: 'soak',
      source: 'dashboard',
      created_by: c.user,
    },
  })),
  {
    name: 'delivery_update',
    weight: 3,
    users: WRITERS,
    step: async (c, _b, run) => {
      const row = c.deliveries.length ? pick(c.deliveries) : undefined;
      if (!row) return;
      const body: Record<string, unknown> = {};
      for (const f of DELIVERY_FIELDS) if (row[f] !== null && row[f] !== undefined) body[f] = row[f];
      body.delivery_mode = pick(['motorcycle', 'car', 'walking', 'bicycle']);
      body.delivery_items = JSON.stringify(row.delivery_items ?? []);
      await run('delivery_update', {
        method: 'POST',
        path: `/customqueries/update_umoja_delivery/${row.id}`,
        json: body,
      });
    },
  },
  oneCall('healthcentre_create', 2, WRITERS, (c) => {
    c.made += 1;
    return {
      method: 'POST',
      path: '/api/healthcentres/',
      form: {
        name: `Soak HC ${c.index}-${c.made}-${Date.now().toString(36)}`,
        contactperson_name: 'Soak Tester',
        contactperson_phone: '0700000000',
        district: 'Kampala',
        collection_hub: pick(c.refs.hubs),
        location_latitude: (0.3 + Math.random() / 10).toFixed(6),
        location_longitude: (32.5 + Math.random() / 10).toFixed(6),
        sub_hub: false,
        status: 'active',
      },
    };
  }),
  oneCall('agent_location', 4, WRITERS, (c) => ({
    method: 'PUT',
    path: `/api/delivery_agents/${pick(c.refs.agents)}/`,
    form: {
      location_latitude: (0.2 + Math.random() / 5).toFixed(6),
      location_longitude: (32.4 + Math.random() / 5).toFixed(6),
      location_address: 'Soak street',
    },
  })),
  oneCall('notification_read', 2, EVERYONE, (c) =>
    c.refs.notifications.length
      ? { method: 'PUT', path: `/api/adminnotification/${pick(c.refs.notifications)}/`, form: { read: true } }
      : undefined,
  ),
];

export interface SoakResult {
  stats: Stats;
  seconds: number;
  /** kinds that ran at least once */
  exercised: string[];
}

export async function runSoak(o: SoakOptions): Promise<SoakResult> {
  const password = o.password ?? 'demo1234';
  const maxPerClient = o.maxRequestsPerClient ?? 100_000;
  const stats = new Stats();
  const adminToken = await signIn(o.base, 'admin', password);
  const refs = await readRefs(o.base, adminToken);
  const clients: Client[] = [];
  for (let i = 0; i < o.clients; i++) {
    const user = DEMO_USERS[i % DEMO_USERS.length];
    clients.push({
      index: i,
      user,
      token: await signIn(o.base, user, password),
      refs,
      deliveries: [],
      made: 0,
    });
  }
  const started = Date.now();
  const end = started + o.seconds * 1000;
  const exercised = new Set<string>();
  const loop = async (c: Client) => {
    const kinds = KINDS.filter((k) => k.users.includes(c.user));
    const total = kinds.reduce((s, k) => s + k.weight, 0);
    let sent = 0;
    const run = async (kind: string, input: CallInput) => {
      sent += 1;
      const r = await call(o.base, { ...input, token: c.token, timeoutMs: 30_000 });
      stats.record(kind, r, `${c.user} ${input.method} ${input.path}`);
      exercised.add(kind);
      return r;
    };
    // each client first opens every call it may make once (so each kind is exercised), then picks by weight
    for (let i = 0; Date.now() < end && sent < maxPerClient; i++) {
      let x = Math.random() * total;
      const kind = i < kinds.length ? kinds[i] : (kinds.find((k) => (x -= k.weight) < 0) ?? kinds[0]);
      await kind.step(c, o.base, run);
    }
  };
  await Promise.all(clients.map(loop));
  return { stats, seconds: (Date.now() - started) / 1000, exercised: [...exercised].sort() };
}
