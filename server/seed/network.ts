/**
 * The parts both seed sizes share: regions and districts, hubs, health centres, agents and their rights,
 * the four demo accounts, the catalogue and company profile record 1.
 */
import { sql, type InferInsertModel } from 'drizzle-orm';
import type { Db } from '../db/client';
import * as s from '../db/schema';
import { hashPassword } from '../auth/passwords';
import {
  APP_CLIENTS,
  DISTRICTS,
  FEMALE_NAMES,
  MALE_NAMES,
  PRODUCTS,
  PRODUCT_CATEGORIES,
  PRODUCT_UNITS,
  REGIONS,
  SAMPLES,
  SUPPLIERS,
  SUPPLIES,
  SURNAMES,
  districtByName,
  type HubInfo,
} from './data';
import { Rng, pad, round6 } from './random';
import { Clock, dateString, insertIds, insertRows, step, type Log } from './util';

export interface HubRef {
  id: number;
  name: string;
  district: string;
  region: string;
  lat: number;
  lng: number;
  main: boolean;
  info: HubInfo;
}

export interface HcRef {
  id: number;
  name: string;
  hub: number;
  district: string;
  lat: number;
  lng: number;
}

export interface AgentRef {
  id: number;
  name: string;
  username: string;
  code: string;
  hub: number;
  type: 'rider' | 'entrant';
  online: boolean;
  active: boolean;
  lat: number | null;
  lng: number | null;
}

export interface AccountRef {
  id: number;
  username: string;
  email: string;
}

export interface Catalogue {
  samples: { id: number; name: string; priority: string }[];
  supplies: { id: number; name: string }[];
  products: { id: number; name: string; price: number }[];
  clients: { id: number; name: string }[];
}

export function personName(rng: Rng): { first: string; last: string; gender: 'Male' | 'Female' } {
  const gender = rng.bool(0.55) ? 'Male' : 'Female';
  return { first: rng.pick(gender === 'Male' ? MALE_NAMES : FEMALE_NAMES), last: rng.pick(SURNAMES), gender };
}

/** A Ugandan national identification number: C + M/F + 12 characters. */
export function nin(rng: Rng, gender: 'Male' | 'Female'): string {
  const letters = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
  let tail = '';
  for (let i = 0; i < 4; i++) tail += letters[rng.int(0, letters.length - 1)];
  return `C${gender === 'Male' ? 'M' : 'F'}${rng.digits(8)}${tail}`;
}

// ---------------------------------------------------------------- regions, districts

export async function seedGeography(db: Db, log: Log): Promise<void> {
  await step(db, log, 'regions and districts', REGIONS.length + DISTRICTS.length, async (tx) => {
    const regionIds = await insertIds(
      tx,
      s.regions,
      REGIONS.map((name) => ({ name })),
    );
    const regionId = new Map(REGIONS.map((r, i) => [r, regionIds[i]]));
    await insertRows(
      tx,
      s.districts,
      DISTRICTS.map((d) => ({ district_name: d.name, region: regionId.get(d.region) ?? null })),
    );
  });
}

// ---------------------------------------------------------------- hubs

export async function seedHubs(db: Db, log: Log, infos: HubInfo[]): Promise<HubRef[]> {
  const rng = new Rng('hubs');
  const rows: InferInsertModel<typeof s.collectionHubs>[] = infos.map((h, i) => {
    const p = personName(rng);
    const district = districtByName.get(h.district);
    return {
      HB_code: `HB${pad(i + 1, 3)}`,
      name: h.name,
      supervisor_name: `${p.first} ${p.last}`,
      supervisor_phone: rng.phone(),
      district: h.district,
      region: district?.region ?? null,
      location_latitude: round6(h.lat),
      location_longitude: round6(h.lng),
      main_hub: i === 0,
    };
  });
  const ids = await step(db, log, 'collection_hubs', rows.length, (tx) =>
    insertIds(tx, s.collectionHubs, rows),
  );
  return rows.map((r, i) => ({
    id: ids[i],
    name: r.name,
    district: r.district ?? '',
    region: r.region ?? '',
    lat: r.location_latitude ?? 0,
    lng: r.location_longitude ?? 0,
    main: i === 0,
    info: infos[i],
  }));
}

/** Bench hubs: the demo's twelve, then towns of every district until there are `count`. */
export function benchHubInfos(demo: HubInfo[], count: number): HubInfo[] {
  const out = [...demo];
  const used = new Set(demo.map((h) => h.name.replace(/ Hub$/, '')));
  const next = new Map<string, number>();
  let i = 0;
  while (out.length < count) {
    const d = DISTRICTS[i % DISTRICTS.length];
    i++;
    let k = next.get(d.name) ?? 0;
    while (k < d.places.length && used.has(d.places[k])) k++;
    next.set(d.name, k + 1);
    const town = k < d.places.length ? d.places[k] : `${d.name} ${k - d.places.length + 2}`;
    used.add(town);
    const rng = new Rng(`benchhub:${out.length}`);
    const [lat, lng] = rng.near(d.lat, d.lng, 0.25);
    out.push({ name: `${town} Hub`, district: d.name, lat, lng, serves: [d.name] });
  }
  return out;
}

// ---------------------------------------------------------------- health centres

const QUALIFIERS = ['', 'North', 'South', 'East', 'West', 'Central', 'Upper', 'Lower', 'Town', 'Rural'];

/** The k-th facility place name of a district: its places, then qualified versions of them. */
function facilityPlace(district: string, k: number): string {
  const d = districtByName.get(district);
  const places = d?.places ?? [district];
  const q = QUALIFIERS[Math.floor(k / places.length) % QUALIFIERS.length];
  const cycle = Math.floor(k / (places.length * QUALIFIERS.length));
  const base = places[k % places.length];
  return `${base}${q ? ` ${q}` : ''}${cycle ? ` ${cycle + 1}` : ''}`;
}

export async function seedHealthCentres(
  db: Db,
  log: Log,
  hubs: HubRef[],
  perHub: (hubIndex: number) => number,
): Promise<HcRef[]> {
  const rng = new Rng('healthcentres');
  const counters = new Map<string, number>();
  const rows: InferInsertModel<typeof s.healthCentres>[] = [];
  hubs.forEach((hub, hi) => {
    const n = perHub(hi);
    const spread = hub.district === 'Kampala' ? 0.08 : 0.3;
    for (let j = 0; j < n; j++) {
      const district = hub.info.serves[j % hub.info.serves.length];
      const k = counters.get(district) ?? 0;
      counters.set(district, k + 1);
      const level = rng.weighted({ 'HC II': 30, 'HC III': 45, 'HC IV': 20, Hospital: 5 });
      const d = districtByName.get(district);
      const [lat, lng] =
        district === hub.district || !d ? rng.near(hub.lat, hub.lng, spread) : rng.near(d.lat, d.lng, 0.2);
      const p = personName(rng);
      const status = rng.weighted({ none: 78, active: 10, pending: 5, issues: 4, maintenance: 3 });
      rows.push({
        HC_code: `HC${pad(rows.length + 1, 5)}`,
        name: `${facilityPlace(district, k)} ${level}`,
        collection_hub: hub.id,
        district,
        contactperson_name: `${p.first} ${p.last}`,
        contactperson_phone: rng.phone(),
        location_latitude: lat,
        location_longitude: lng,
        sub_hub: level !== 'HC II' && rng.bool(level === 'HC IV' || level === 'Hospital' ? 0.4 : 0.05),
        status: status === 'none' ? null : status,
      });
    }
  });
  const ids = await step(db, log, 'health_centres', rows.length, (tx) =>
    insertIds(tx, s.healthCentres, rows, 1000),
  );
  return rows.map((r, i) => ({
    id: ids[i],
    name: r.name,
    hub: r.collection_hub ?? 0,
    district: r.district ?? '',
    lat: r.location_latitude ?? 0,
    lng: r.location_longitude ?? 0,
  }));
}

// ---------------------------------------------------------------- accounts

const ALL_RIGHTS = {
  view_statistics: true,
  view_product_orders: true,
  view_umoja_deliveries: true,
  view_online_riders: true,
  view_agent_activities: true,
  view_barcodes: true,
  create_barcodes: true,
  view_pending_umoja_pickups: true,
  create_update_pending_umoja_pickups: true,
};

export { ALL_RIGHTS };

export async function seedAccounts(
  db: Db,
  log: Log,
  password: string,
  mainHubId: number,
  clock: Clock,
): Promise<AccountRef[]> {
  const hash = await hashPassword(password);
  const joined = clock.day(120);
  const rows: InferInsertModel<typeof s.accounts>[] = [
    {
      username: 'admin',
      email: 'admin@umojacourier.example',
      first_name: 'System',
      last_name: 'Administrator',
      is_superuser: true,
      is_admin: true,
      is_staff: true,
      branch_manager: true,
      coodinated_hub: null,
    },
    {
      username: 'manager',
      email: 'manager@umojacourier.example',
      first_name: 'Grace',
      last_name: 'Namutebi',
      is_staff: true,
      branch_manager: true,
      coodinated_hub: null,
    },
    {
      username: 'staff',
      email: 'staff@umojacourier.example',
      first_name: 'Brian',
      last_name: 'Ssekandi',
      is_staff: true,
      branch_manager: false,
      coodinated_hub: null,
    },
    {
      username: 'hubcoordinator',
      email: 'hubcoordinator@umojacourier.example',
      first_name: 'Esther',
      last_name: 'Akello',
      is_staff: true,
      branch_manager: false,
      coodinated_hub: mainHubId,
    },
  ].map((r) => ({ ...r, password: hash, is_active: true, date_joined: joined }));
  const none = Object.fromEntries(Object.keys(ALL_RIGHTS).map((k) => [k, false])) as typeof ALL_RIGHTS;
  const rights = [
    ALL_RIGHTS,
    ALL_RIGHTS,
    { ...none, view_umoja_deliveries: true, view_pending_umoja_pickups: true },
    {
      ...none,
      view_umoja_deliveries: true,
      view_online_riders: true,
      view_agent_activities: true,
      view_statistics: true,
    },
  ];
  return step(db, log, 'accounts and account_rights', rows.length * 2, async (tx) => {
    const ids = await insertIds(tx, s.accounts, rows);
    await insertRows(
      tx,
      s.accountRights,
      ids.map((id, i) => ({ user: id, ...rights[i] })),
    );
    return rows.map((r, i) => ({ id: ids[i], username: r.username, email: r.email ?? '' }));
  });
}

// ---------------------------------------------------------------- agents

export interface AgentPlan {
  hubIndex: number;
  online: boolean;
}

/**
 * Inserts one agent per plan entry. `phoneOf(i)` gives agent i's phone number (also the username);
 * `passwordOf(phone)` its stored password hash.
 */
export async function seedAgents(
  db: Db,
  log: Log,
  clock: Clock,
  hubs: HubRef[],
  hcs: HcRef[],
  plans: AgentPlan[],
  phones: string[],
  hashes: string[],
): Promise<AgentRef[]> {
  const rng = new Rng('agents');
  const hcsByHub = groupBy(hcs, (h) => h.hub);
  const kampala = hcs.filter((h) => h.district === 'Kampala');
  const rows: InferInsertModel<typeof s.deliveryAgents>[] = plans.map((plan, i) => {
    const hub = hubs[plan.hubIndex];
    const p = personName(rng);
    const type = rng.bool(0.75) ? 'rider' : 'entrant';
    const active = plan.online || rng.bool(0.92);
    const residence = rng.pick(districtByName.get(hub.district)?.places ?? [hub.district]);
    const regOffset = rng.int(30, 900);
    const loginMin = rng.int(6 * 60, 9 * 60);
    const loginU = rng.next();
    const lastSeen = rng.int(1, 20);
    const workMin = rng.int(6 * 60, 11 * 60);
    const everLogged = rng.bool(0.9);
    const near = hub.main && kampala.length ? rng.pick(kampala) : rng.pick(hcsByHub.get(hub.id) ?? kampala);
    const [lat, lng] = near ? rng.near(near.lat, near.lng, 0.01) : rng.near(hub.lat, hub.lng, 0.02);
    const login = plan.online
      ? clock.at(0, loginMin, loginU)
      : clock.plusMinutes(clock.day(lastSeen), loginMin);
    const logout = plan.online
      ? clock.plusMinutes(clock.day(1), loginMin + workMin)
      : clock.plusMinutes(clock.day(lastSeen), loginMin + workMin);
    return {
      username: phones[i],
      password: hashes[i],
      agent_type: type,
      first_name: p.first,
      second_name: p.last,
      Nationality: 'Ugandan',
      IDNumber: nin(rng, p.gender),
      AreaOfResidence: residence,
      District: hub.district,
      RegisteredPhoneNumber1: phones[i],
      gender: p.gender,
      collection_hub: hub.id,
      agent_code: `AG${pad(i + 1, 4)}`,
      active,
      is_online: plan.online,
      location_latitude: plan.online ? lat : null,
      location_longitude: plan.online ? lng : null,
      location_address: plan.online && near ? `Near ${near.name}, ${near.district}` : null,
      login_at: everLogged || plan.online ? login : null,
      logout_at: everLogged || plan.online ? logout : null,
      date_of_registration: dateString(clock.day(regOffset)),
      created_by: 'admin',
    };
  });
  const ids = await step(
    db,
    log,
    'delivery_agents and delivery_agent_rights',
    rows.length * 2,
    async (tx) => {
      const ids = await insertIds(tx, s.deliveryAgents, rows, 500);
      const rrng = new Rng('agentrights');
      await insertRows(
        tx,
        s.deliveryAgentRights,
        ids.map((id) => ({
          delivery_agent: id,
          can_do_supply_pickup: rrng.bool(0.7),
          can_do_sample_pickup: true,
          can_do_other_items_pickup: rrng.bool(0.5),
          can_do_sample_results_pickup: rrng.bool(0.6),
          can_do_package_pickup: rrng.bool(0.6),
        })),
        1000,
      );
      return ids;
    },
  );
  return rows.map((r, i) => ({
    id: ids[i],
    name: `${r.first_name} ${r.second_name}`,
    username: r.username,
    code: r.agent_code,
    hub: r.collection_hub ?? 0,
    type: r.agent_type ?? 'rider',
    online: r.is_online ?? false,
    active: r.active ?? true,
    lat: r.location_latitude ?? null,
    lng: r.location_longitude ?? null,
  }));
}

/** `n` distinct Ugandan mobile numbers; with `suffix`, every number ends in those four digits. */
export function agentPhones(n: number, suffix?: string): string[] {
  const rng = new Rng('agentphones');
  const seen = new Set<string>();
  const out: string[] = [];
  while (out.length < n) {
    const p = suffix ? `${rng.phone().slice(0, 6)}${suffix}` : rng.phone();
    if (seen.has(p)) continue;
    seen.add(p);
    out.push(p);
  }
  return out;
}

// ---------------------------------------------------------------- catalogue and profile

export async function seedCatalogue(
  db: Db,
  log: Log,
  clock: Clock,
  clientPasswordHashes: string[],
): Promise<Catalogue> {
  const rng = new Rng('catalogue');
  const count =
    SAMPLES.length +
    SUPPLIES.length +
    PRODUCT_UNITS.length +
    PRODUCT_CATEGORIES.length +
    PRODUCTS.length +
    SUPPLIERS.length +
    APP_CLIENTS.length;
  return step(db, log, 'samples, supplies, products, suppliers, app_clients', count, async (tx) => {
    const sampleIds = await insertIds(tx, s.samples, SAMPLES);
    const supplyIds = await insertIds(
      tx,
      s.supplies,
      SUPPLIES.map(([name, description]) => ({ name, description })),
    );
    const unitIds = await insertIds(
      tx,
      s.productUnits,
      PRODUCT_UNITS.map(([unitname, description]) => ({ unitname, description })),
    );
    const catIds = await insertIds(
      tx,
      s.productCategories,
      PRODUCT_CATEGORIES.map(([name, description]) => ({ name, description })),
    );
    const productRows = PRODUCTS.map(([product_name, unit, cat, buy, sell]) => ({
      product_name,
      unit: unitIds[unit],
      product_category: catIds[cat],
      unit_buying_price: buy.toFixed(2),
      unit_selling_price: sell.toFixed(2),
      discount_percentage: rng.pick([0, 0, 0, 2.5, 5, 10]).toFixed(2),
      description: `${product_name} for facility and courier use`,
      product_online: rng.bool(0.7),
    }));
    const productIds = await insertIds(tx, s.products, productRows);
    await insertRows(
      tx,
      s.suppliers,
      SUPPLIERS.map(([supplier_name, email, address], i) => {
        const list =
          i === SUPPLIERS.length - 1
            ? null
            : JSON.stringify(
                Array.from({ length: rng.int(2, 5) }, (_, k) => {
                  const pr = PRODUCTS[(i * 3 + k * 2) % PRODUCTS.length];
                  return { key: k + 1, product_name: pr[0] };
                }),
              );
        return { supplier_name, phone_one: rng.phone(), email, address, product_list: list };
      }),
    );
    const clientRows = APP_CLIENTS.map((name, i) => {
      const login = clock.plusMinutes(clock.day(rng.int(0, 20)), rng.int(7 * 60, 10 * 60));
      return {
        name,
        client_code: `CL${pad(i + 1, 4)}`,
        email: `${name
          .toLowerCase()
          .replace(/[^a-z]+/g, '.')
          .replace(/^\.|\.$/g, '')}@clients.example`,
        phone: rng.phone(),
        password: clientPasswordHashes[i % clientPasswordHashes.length],
        login_at: clock.clamp(login, rng.next()),
        logout_at: i % 3 === 0 ? null : clock.clamp(clock.plusMinutes(login, rng.int(30, 480)), 1),
      };
    });
    const clientIds = await insertIds(tx, s.appClients, clientRows);
    return {
      samples: SAMPLES.map((x, i) => ({ id: sampleIds[i], name: x.name, priority: x.priority ?? 'normal' })),
      supplies: SUPPLIES.map(([name], i) => ({ id: supplyIds[i], name })),
      products: productRows.map((p, i) => ({
        id: productIds[i],
        name: p.product_name,
        price: PRODUCTS[i][4],
      })),
      clients: APP_CLIENTS.map((name, i) => ({ id: clientIds[i], name })),
    };
  });
}

export const BARCODE_DIGITS = { single_entry: 10, batch_entry: 9, package: 8 } as const;

export async function seedAppProfile(db: Db, log: Log): Promise<void> {
  await step(db, log, 'app_profile', 1, async (tx) => {
    await tx.insert(s.appProfile).values({
      id: 1,
      system_name: 'Umoja Sample Courier',
      company_email: 'info@umojacourier.example',
      RegisteredPhoneNumber1: '0772123456',
      box_number: 'P.O. Box 7272, Kampala',
      smsCost: '35.00',
      smsbalance: '125000.00',
      maximum_distanceinmeters_fordeliveryverification: 200,
      ismobilemoneypayment_enabled: true,
      manual_date_enabled: false,
      no_ofdigits_forsinglepickup_barcode: BARCODE_DIGITS.single_entry,
      no_ofdigits_forbatchpickup_barcode: BARCODE_DIGITS.batch_entry,
      no_ofdigits_forpackage_barcode: BARCODE_DIGITS.package,
      send_smsalerttoagents_on_clientorders: true,
      send_sms_alerttoadmin_on_clientorders: false,
      send_email_alerttoadmin_on_clientorders: true,
      send_sms_alerttoadmin_on_deliveries: false,
      send_email_alerttoadmin_on_deliveries: true,
      send_sms_alerttoadmin_on_pickups: true,
      send_email_alerttoadmin_on_pickups: false,
      // the outbox's alerts of discrepancies and overdue work: off until a manager turns them on
      send_sms_alerttoadmin_on_discrepancies: false,
      send_email_alerttoadmin_on_discrepancies: false,
      send_sms_alerttoadmin_on_overdue: false,
      send_email_alerttoadmin_on_overdue: false,
    });
    await tx.execute(
      sql`SELECT setval(pg_get_serial_sequence('app_profile', 'id'), (SELECT max(id) FROM app_profile))`,
    );
  });
}

export function groupBy<T, K>(list: readonly T[], key: (t: T) => K): Map<K, T[]> {
  const m = new Map<K, T[]>();
  for (const x of list) {
    const k = key(x);
    const arr = m.get(k);
    if (arr) arr.push(x);
    else m.set(k, [x]);
  }
  return m;
}
