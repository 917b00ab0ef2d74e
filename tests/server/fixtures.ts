/** A small, self-contained fixture for the server tests (independent of the demo seed). */
import { expect } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../server/db/client';
import { openTestDatabase } from './engine';
import {
  accountRights,
  accounts,
  appProfile,
  collectionHubs,
  deliveryAgents,
  healthCentres,
  samples,
  supplies,
} from '../../server/db/schema';
import { hashPassword } from '../../server/auth/passwords';
import { toIsoDate } from '../../contract/dates';
import { buildApp, type BuildOptions } from '../../server/app';

export const PASSWORD = 'secret123';

export interface Fixture {
  app: FastifyInstance;
  database: Database;
  hubs: { main: number; north: number };
  users: { admin: number; manager: number; staff: number; hubcoordinator: number; inactive: number };
  login(username: string, password?: string): Promise<string>;
  /** Grants or withdraws rights of an account the way a manager does: PUT /api/accountrights/{id}/ as admin. */
  setRights(user: number, rights: Record<string, boolean>): Promise<void>;
  close(): Promise<void>;
}

let hashCache: Promise<string> | null = null;

export async function seedFixture(database: Database) {
  const db = database.db;
  const hash = await (hashCache ??= hashPassword(PASSWORD));
  const [main, north] = await db
    .insert(collectionHubs)
    .values([
      { HB_code: 'HB0001', name: 'Kampala Main Hub', district: 'Kampala', region: 'Central', main_hub: true },
      { HB_code: 'HB0002', name: 'Gulu North Hub', district: 'Gulu', region: 'Northern' },
    ])
    .returning({ id: collectionHubs.id });
  await db.insert(healthCentres).values([
    { HC_code: 'HC0001', name: 'Mulago Health Centre', collection_hub: main.id, district: 'Kampala' },
    { HC_code: 'HC0002', name: 'Kisenyi Health Centre IV', collection_hub: main.id, district: 'Kampala' },
    {
      HC_code: 'HC0003',
      name: 'Nsambya Clinic',
      collection_hub: main.id,
      district: 'Kampala',
      sub_hub: true,
    },
    { HC_code: 'HC0004', name: 'Lacor Health Centre', collection_hub: north.id, district: 'Gulu' },
    { HC_code: 'HC0005', name: 'Awach Health Centre IV', collection_hub: north.id, district: 'Gulu' },
  ]);
  await db.insert(deliveryAgents).values([
    {
      username: '0700000001',
      password: hash,
      first_name: 'Alice',
      second_name: 'Nakato',
      RegisteredPhoneNumber1: '0700000001',
      agent_code: 'AG0001',
      collection_hub: main.id,
      is_online: true,
      location_latitude: 0.3476,
      location_longitude: 32.5825,
      location_address: 'Kampala Road',
    },
    {
      username: '0700000002',
      password: hash,
      first_name: 'Brian',
      second_name: 'Okello',
      RegisteredPhoneNumber1: '0700000002',
      agent_code: 'AG0002',
      collection_hub: main.id,
      is_online: true,
      agent_type: 'entrant',
    },
    {
      username: '0700000003',
      password: hash,
      first_name: 'Carol',
      second_name: 'Atim',
      RegisteredPhoneNumber1: '0700000003',
      agent_code: 'AG0003',
      collection_hub: main.id,
      active: false,
      gender: 'Female',
    },
    {
      username: '0700000004',
      password: hash,
      first_name: 'Denis',
      second_name: 'Opio',
      RegisteredPhoneNumber1: '0700000004',
      agent_code: 'AG0004',
      collection_hub: north.id,
      is_online: true,
      location_latitude: 2.7724,
      location_longitude: 32.2881,
    },
    {
      username: '0700000005',
      password: hash,
      first_name: 'Esther',
      second_name: 'Auma',
      RegisteredPhoneNumber1: '0700000005',
      agent_code: 'AG0005',
      collection_hub: north.id,
      gender: 'Female',
    },
  ]);
  await db.insert(samples).values([
    { name: 'Blood', description: 'Whole blood sample', priority: 'high' },
    { name: 'Sputum', description: 'TB sputum', priority: 'normal' },
    { name: 'Urine', description: 'Mid-stream urine', priority: 'low' },
    { name: 'CSF', description: 'Cerebrospinal fluid', priority: 'emergency' },
  ]);
  await db.insert(supplies).values([
    { name: 'Gloves', description: 'Nitrile gloves' },
    { name: 'Cool box', description: 'Sample transport box' },
  ]);
  await db
    .insert(appProfile)
    .values({ id: 1, system_name: 'Umoja Courier', company_email: 'info@example.org' });
  const accs = await db
    .insert(accounts)
    .values([
      {
        username: 'admin',
        email: 'admin@example.org',
        password: hash,
        is_superuser: true,
        branch_manager: true,
      },
      { username: 'manager', email: 'manager@example.org', password: hash, branch_manager: true },
      {
        username: 'staff',
        email: 'staff@example.org',
        password: hash,
        first_name: 'Sam',
        last_name: 'Staff',
      },
      { username: 'hubcoordinator', email: 'hub@example.org', password: hash, coodinated_hub: main.id },
      { username: 'inactive', email: 'gone@example.org', password: hash, is_active: false },
    ])
    .returning({ id: accounts.id, username: accounts.username });
  const id = (u: string) => accs.find((a) => a.username === u)!.id;
  const all = {
    view_pending_umoja_pickups: true,
    view_umoja_deliveries: true,
    view_product_orders: true,
    view_online_riders: true,
    view_statistics: true,
    view_agent_activities: true,
    view_barcodes: true,
    create_barcodes: true,
    create_update_pending_umoja_pickups: true,
  };
  await db.insert(accountRights).values([
    { user: id('admin'), ...all },
    { user: id('manager'), ...all },
    { user: id('staff'), view_umoja_deliveries: true, view_pending_umoja_pickups: true },
    {
      user: id('hubcoordinator'),
      view_umoja_deliveries: true,
      view_online_riders: true,
      view_agent_activities: true,
      view_statistics: true,
    },
  ]);
  return {
    hubs: { main: main.id, north: north.id },
    users: {
      admin: id('admin'),
      manager: id('manager'),
      staff: id('staff'),
      hubcoordinator: id('hubcoordinator'),
      inactive: id('inactive'),
    },
  };
}

export async function createFixture(options: Partial<Omit<BuildOptions, 'database'>> = {}): Promise<Fixture> {
  const database = await openTestDatabase();
  const seeded = await seedFixture(database);
  const app = await buildApp({ database, staticDir: '/nonexistent', ...options });
  const tokens = new Map<string, string>();
  const fixture: Fixture = {
    app,
    database,
    ...seeded,
    async login(username, password = PASSWORD) {
      const key = `${username}:${password}`;
      const cached = tokens.get(key);
      if (cached) return cached;
      const res = await app.inject({ method: 'POST', url: '/rest-auth/', payload: { username, password } });
      if (res.statusCode !== 200) throw new Error(`login ${username} failed: ${res.statusCode} ${res.body}`);
      const token = res.json().token as string;
      tokens.set(key, token);
      return token;
    },
    async setRights(user, rights) {
      const headers = { authorization: `Token ${await fixture.login('admin')}` };
      const [record] = (
        await app.inject({ method: 'GET', url: `/api/accountrights/?user=${user}`, headers })
      ).json() as { id: number }[];
      const res = await app.inject({
        method: 'PUT',
        url: `/api/accountrights/${record.id}/`,
        headers,
        payload: rights,
      });
      if (res.statusCode !== 200) throw new Error(`setRights ${user} failed: ${res.statusCode} ${res.body}`);
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
  return fixture;
}

/** A lookup of the seeded delivery agents' ids by code (AG0001...), read once. */
export async function agentIds(fx: Fixture) {
  const agents = await fx.database.db
    .select({ id: deliveryAgents.id, code: deliveryAgents.agent_code })
    .from(deliveryAgents);
  return (code: string) => agents.find((a) => a.code === code)!.id;
}

/** A lookup of the seeded health centres' ids by name, read once. */
export async function healthCentreIds(fx: Fixture) {
  const hcs = await fx.database.db
    .select({ id: healthCentres.id, name: healthCentres.name })
    .from(healthCentres);
  return (name: string) => hcs.find((h) => h.name === name)!.id;
}

/** How many rows `table` holds now (to show that a refused write stored nothing). */
export async function rowCount(fx: Fixture, table: PgTable): Promise<number> {
  const [{ n }] = await fx.database.db.select({ n: count() }).from(table);
  return n;
}

/** The seeded agent and health centre of each hub: Alice and Mulago (main hub), Denis and Lacor (north hub). */
export async function hubPlaces(fx: Fixture) {
  const agent = await agentIds(fx);
  const hc = await healthCentreIds(fx);
  return {
    alice: agent('AG0001'),
    denis: agent('AG0004'),
    mulago: hc('Mulago Health Centre'),
    lacor: hc('Lacor Health Centre'),
  };
}

/** A lookup of the seeded sample types' ids by name (Blood, Sputum, Urine, CSF), read once. */
export async function sampleIds(fx: Fixture) {
  const rows = await fx.database.db.select({ id: samples.id, name: samples.name }).from(samples);
  return (name: string) => rows.find((s) => s.name === name)!.id;
}

/**
 * A valid pending pickup as the SPA sends it (JSON to /api/pending_umoja_pickups/), dated today: three of
 * `sample` from the health centre `from` to the main hub; `extra` adds or replaces fields.
 */
export function pickupBody(fx: Fixture, sample: number, from: number, extra: Record<string, unknown> = {}) {
  return {
    date: toIsoDate(new Date()),
    sample,
    quantity: 3,
    pickup_status: 'pending',
    pickup_location_type: 'health_center',
    pickup_health_center: from,
    destination_location_type: 'collection_hub',
    destination_collection_hub: fx.hubs.main,
    source: 'dashboard',
    ...extra,
  };
}

export const auth = (token: string) => ({ authorization: `Token ${token}` });

/** Request headers that carry a user's token (what auth() makes). */
export type Headers = Record<string, string>;

/** The auth headers of the seed's four staff accounts, logged in one after the other. */
export async function roleHeaders(fx: Fixture) {
  const admin: Headers = auth(await fx.login('admin'));
  const manager: Headers = auth(await fx.login('manager'));
  const staff: Headers = auth(await fx.login('staff'));
  const hubco: Headers = auth(await fx.login('hubcoordinator'));
  return { admin, manager, staff, hubco };
}

/** A new fixture with the auth headers of its four staff accounts (what most files open before their tests). */
export async function fixtureWithRoles() {
  const fx = await createFixture();
  return { fx, ...(await roleHeaders(fx)) };
}

/** A multipart/form-data body for app.inject. */
export function multipart(
  fields: Record<string, string>,
  files: Record<string, { filename: string; type: string; data: Buffer }> = {},
) {
  const boundary = `----test${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  for (const [k, f] of Object.entries(files)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${k}"; filename="${f.filename}"\r\nContent-Type: ${f.type}\r\n\r\n`,
      ),
    );
    chunks.push(f.data, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Sends `fields` (and `files`) to `url` as multipart/form-data, with `headers` (a user's token). */
export function sendForm(
  app: FastifyInstance,
  method: 'POST' | 'PUT' | 'PATCH',
  url: string,
  headers: Headers,
  fields: Record<string, string>,
  files: Parameters<typeof multipart>[1] = {},
) {
  const body = multipart(fields, files);
  return app.inject({ method, url, payload: body.payload, headers: { ...headers, ...body.headers } });
}

/** Sends `payload` (when given) to `url` as JSON, with `headers` (a user's token); without one, sends no body. */
export function sendJson(
  app: FastifyInstance,
  method: NonNullable<InjectOptions['method']>,
  url: string,
  headers: Headers,
  payload?: object,
) {
  return app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
}

/** The body (the field errors) of a form POSTed to `url` by `headers` that is refused with 400. */
export async function refusedForm(
  app: FastifyInstance,
  url: string,
  headers: Headers,
  fields: Record<string, string>,
  files: Parameters<typeof multipart>[1] = {},
) {
  const res = await sendForm(app, 'POST', url, headers, fields, files);
  expect(res.statusCode).toBe(400);
  return res.json();
}

/** The rows of a report answer: a 200 whose `report` holds the rows as JSON text. */
export function reportRows<T>(res: { statusCode: number; json(): unknown }): T[] {
  expect(res.statusCode).toBe(200);
  const body = res.json() as { report: unknown };
  expect(typeof body.report).toBe('string');
  return JSON.parse(body.report as string) as T[];
}

/** The fields of a manual agent registration (manual_agentregistration) that passes every rule, in `hub`. */
export function agentRegistration(
  hub: number,
  overrides: Record<string, string> = {},
): Record<string, string> {
  return {
    agent_type: 'entrant',
    date_of_registration: '2024-03-05',
    first_name: 'Grace',
    second_name: 'Akello',
    Nationality: 'Ugandan',
    IDNumber: 'CM90012345ABCD',
    AreaOfResidence: 'Ntinda',
    District: 'Kampala',
    RegisteredPhoneNumber1: '0772123456',
    gender: 'Female',
    collection_hub: String(hub),
    ...overrides,
  };
}

/** The smallest valid PNG (1x1). */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * A batch delivery of `hub`, delivered and not received: the parent row (its delivery items list the children) and
 * one row per child. An ongoing trip to the Kampala Main Hub unless `over` says otherwise.
 */
export function batchDelivery(
  number: string,
  parent: string,
  children: string[],
  hub: number,
  over: { destination?: string; trip_status?: 'ongoing' | 'completed' } = {},
) {
  const base = {
    delivery_number: number,
    collection_hub: hub,
    pickup_point: 'Mulago Health Centre',
    destination: over.destination ?? 'Kampala Main Hub',
    delivery_type: 'sample',
    date: new Date(),
    delivery_status: 'delivered' as const,
    trip_status: over.trip_status ?? ('ongoing' as const),
  };
  return [
    {
      ...base,
      item_type: 'batch',
      item_name: 'Blood batch',
      barcode: parent,
      barcode_type: 'parent' as const,
      delivery_items: [
        {
          barcode: parent,
          children: children.map((barcode) => ({ barcode, type: 'single_entry', quantity: 1 })),
        },
      ],
    },
    ...children.map((barcode) => ({
      ...base,
      item_type: 'single_entry',
      item_name: 'Blood',
      barcode,
      barcode_type: 'child' as const,
      parent_code: parent,
    })),
  ];
}
