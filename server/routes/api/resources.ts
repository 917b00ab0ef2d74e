/** The table of /api resources wired now (spec section 3 and 7 of both documents). */
import { eq, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import {
  deactivationRequests,
  accountRights,
  accounts,
  adminNotifications,
  appClients,
  appProfile,
  collectionHubs,
  deliveryAgentRights,
  deliveryAgents,
  districts,
  healthCentres,
  productCategories,
  products,
  productUnits,
  regions,
  samples,
  suppliers,
  supplies,
} from '../../db/schema';
import { hashPassword } from '../../auth/passwords';
import { hubScope, isMasterDataWriter } from '../../auth/guards';
import {
  AGENT_RIGHTS,
  RIGHT_NAMES,
  SAMPLE_PRIORITIES,
  type AgentLocationMessage,
  type AgentRight,
  type NotificationMessage,
} from '../../../contract/types';
import { badRequest, f, forbidden } from '../http';
import type { Ctx, Resource, Row, Tx } from './router';
import { facilityVisitsResource } from './visits';
import { pendingDeliveriesResource } from './pendingDeliveries';
import { sampleBarcodesResource } from './barcodes';
import { pendingPickupsResource } from './pickups';
import { deliveryItemsResource, patientsResource } from './patients';
import { TARGET_FIELDS } from './targets';
import { stampPosition } from './positions';
import { rowsOf } from '../../db/rows';

/**
 * An agent's personal data (national ID number, home area) reaches only those who manage agents: master-data
 * writers, and a hub coordinator for the agents of their hub (the only agents they can read). Everybody else who
 * reads agents (staff choosing an agent, the live map) gets what those screens show.
 */
export const AGENT_PERSONAL_FIELDS = ['IDNumber', 'AreaOfResidence'] as const;
const managesAgents = (ctx: Ctx) => isMasterDataWriter(ctx.auth) || hubScope(ctx.auth) !== null;

const writerOnly = (ctx: Ctx) => {
  if (!isMasterDataWriter(ctx.auth)) throw forbidden();
};
/** Create, update and delete for master-data writers only. */
const masterData = (schema: z.ZodObject<z.ZodRawShape>) => ({
  create: { schema, allow: writerOnly },
  update: { schema, allow: writerOnly },
  destroy: { allow: writerOnly },
});

const getfile = (kind: string) => (row: Row) => `/customqueries/getfile/${String(row.id)}/${kind}`;
/** An account rights record: the nine rights of the screens and the four case rights. */
const RIGHTS = [
  ...RIGHT_NAMES,
  'can_enter_newcase',
  'can_edit_case',
  'can_view_allcases',
  'can_assign_cases',
] as const;
const priority = z.enum(SAMPLE_PRIORITIES as unknown as [string, ...string[]]);
const isoDate = () =>
  z.preprocess(
    (v) => (v === '' || v === 'null' ? null : v),
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'Date has wrong format. Use one of these formats instead: YYYY-MM-DD.')
      .nullable(),
  );

/**
 * Next free code like HB0007 for tables whose code column is unique. Called inside the transaction that inserts
 * the row: a transaction-scoped advisory lock per table makes concurrent creates (several requests, several
 * server instances on one PostgreSQL) take codes one after another, each seeing the codes committed before it.
 */
export async function nextCode(
  tx: Tx,
  table: 'collection_hubs' | 'health_centres' | 'delivery_agents',
  column: string,
  prefix: string,
) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`code:${table}`}))`);
  const rows = await rowsOf<Row>(tx, sql`select coalesce(max(id), 0) + 1 as n from ${sql.identifier(table)}`);
  let n = Number(rows[0]?.n ?? 1);
  // the digits of the codes there are (HC00110 → five), four when there are none yet
  const widths = await rowsOf<Row>(
    tx,
    sql`select max(length(${sql.identifier(column)})) - ${prefix.length} as w from ${sql.identifier(table)}
        where ${sql.identifier(column)} ~ ${`^${prefix}[0-9]+$`}`,
  );
  const width = Number(widths[0]?.w ?? 0) || 4;
  for (;;) {
    const code = `${prefix}${String(n).padStart(width, '0')}`;
    const hit = await tx.execute(
      sql`select 1 from ${sql.identifier(table)} where ${sql.identifier(column)} = ${code} limit 1`,
    );
    const hitRows = Array.isArray(hit) ? hit : (hit as { rows: unknown[] }).rows;
    if (hitRows.length === 0) return code;
    n++;
  }
}

/** A name as names are compared: without case, surrounding spaces or runs of spaces (' Mulago  HC ' = 'mulago hc'). */
const nameKey = (value: SQL) => sql`lower(regexp_replace(btrim(${value}), '[[:space:]]+', ' ', 'g'))`;

/**
 * Refuses a name already used by another row in the same group: inside the transaction that writes the
 * row, under a transaction-scoped advisory lock per table, so two creates that arrive together cannot both pass
 * the check. A check and not a unique index, because databases written before it may hold such duplicates.
 */
async function refuseDuplicateName(
  tx: Tx,
  table: 'health_centres' | 'samples',
  name: string,
  same: SQL | undefined,
  exceptId: number | null,
  message: string,
) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`names:${table}`}))`);
  const hit = await rowsOf<Row>(
    tx,
    sql`select 1 from ${sql.identifier(table)} t where ${nameKey(sql`t.name`)} = ${nameKey(sql`${name}`)}
        ${same ? sql`and ${same}` : sql``} ${exceptId === null ? sql`` : sql`and t.id <> ${exceptId}`} limit 1`,
  );
  if (hit.length) throw badRequest({ name: [message] });
}

const DUPLICATE_CENTRE = 'A health centre with this name already exists in this hub and district.';
const DUPLICATE_SAMPLE = 'A sample with this name already exists.';

/** The centre's name once in its hub and district (null hubs and districts compare equal, districts without case). */
async function refuseDuplicateCentre(tx: Tx, row: Row, exceptId: number | null) {
  const hub = (row.collection_hub as number | null | undefined) ?? null;
  const district = (row.district as string | null | undefined) ?? null;
  await refuseDuplicateName(
    tx,
    'health_centres',
    String(row.name ?? ''),
    sql`t.collection_hub is not distinct from ${hub}::int
        and ${nameKey(sql`coalesce(t.district, '')`)} = ${nameKey(sql`${district ?? ''}`)}`,
    exceptId,
    DUPLICATE_CENTRE,
  );
}

// ---------------------------------------------------------------- accounts
const ACCOUNT_FLAGS = [
  'is_active',
  'branch_manager',
  'is_admin',
  'is_staff',
  'is_superuser',
  'coodinated_hub',
] as const;
const accountSchema = z.object({
  username: z
    .string()
    .trim()
    .min(1)
    .max(150)
    .regex(/^[\w.@+-]+$/, 'Enter a valid username. Letters, digits and @/./+/-/_ only.'),
  email: f.email(),
  first_name: f.optStr(150),
  last_name: f.optStr(150),
  is_active: f.bool(),
  branch_manager: f.bool(),
  is_admin: f.bool(),
  is_staff: f.bool(),
  is_superuser: f.bool(),
  coodinated_hub: f.fk(),
});

const accountsResource: Resource = {
  names: ['accounts'],
  label: 'account',
  table: accounts,
  omit: ['password', 'profile_pic_type'],
  images: { profile_pic: { typeColumn: 'profile_pic_type', url: getfile('user_account') } },
  extras: () => ({
    coodinated_hub_name: sql<
      string | null
    >`(select h.name from collection_hubs h where h.id = ${accounts.coodinated_hub})`,
  }),
  filters: {
    username: 'string',
    is_active: 'bool',
    branch_manager: 'bool',
    is_superuser: 'bool',
    coodinated_hub: 'int',
  },
  search: ['username', 'email', 'first_name', 'last_name'],
  ordering: ['username', 'email', 'date_joined', 'last_login', 'coodinated_hub_name'],
  scope: (ctx) => (isMasterDataWriter(ctx.auth) ? undefined : eq(accounts.id, ctx.auth.account.id)),
  update: {
    schema: accountSchema,
    allow: (ctx, existing) => {
      if (!isMasterDataWriter(ctx.auth) && existing.id !== ctx.auth.account.id) throw forbidden();
    },
    check: (ctx, existing, input) => {
      const writer = isMasterDataWriter(ctx.auth);
      for (const flag of ACCOUNT_FLAGS) {
        if (input[flag] === undefined || input[flag] === existing[flag]) continue;
        if (!writer || (flag === 'is_superuser' && !ctx.auth.isSuperuser)) throw forbidden();
      }
      if (existing.is_superuser && !ctx.auth.isSuperuser && existing.id !== ctx.auth.account.id)
        throw forbidden();
    },
  },
  destroy: {
    allow: (ctx, existing) => {
      writerOnly(ctx);
      if (existing.is_superuser && !ctx.auth.isSuperuser) throw forbidden();
      if (existing.id === ctx.auth.account.id)
        throw badRequest({ detail: 'You cannot delete your own account.' });
    },
  },
};

// ---------------------------------------------------------------- account rights
const rightsShape = Object.fromEntries(RIGHTS.map((r) => [r, f.bool()])) as Record<
  (typeof RIGHTS)[number],
  ReturnType<typeof f.bool>
>;
const accountRightsResource: Resource = {
  names: ['accountrights', 'account_rights'],
  label: 'account rights',
  table: accountRights,
  extras: () => ({
    username: sql<string>`(select a.username from accounts a where a.id = ${accountRights.user})`,
  }),
  filters: { user: 'int' },
  search: ['username'],
  ordering: ['user', 'username'],
  scope: (ctx) => (isMasterDataWriter(ctx.auth) ? undefined : eq(accountRights.user, ctx.auth.account.id)),
  create: {
    schema: z.object({
      user: z.preprocess((v) => (typeof v === 'string' ? Number(v) : v), z.number().int()),
      ...rightsShape,
    }),
    allow: writerOnly,
  },
  update: { schema: z.object(rightsShape), allow: writerOnly },
  destroy: { allow: writerOnly },
};

// ---------------------------------------------------------------- company profile
const appProfileSchema = z.object({
  system_name: f.optStr(200),
  company_email: f.email(),
  RegisteredPhoneNumber1: f.optStr(40),
  box_number: f.optStr(100),
  smsCost: f.decimal(),
  smsbalance: f.decimal(),
  // ours: the balance the form loaded, sent with a changed smsbalance (see prepare below)
  smsbalance_loaded: f.decimal(),
  maximum_distanceinmeters_fordeliveryverification: f.int().pipe(z.number().int().min(0)),
  ismobilemoneypayment_enabled: f.bool(),
  manual_date_enabled: f.bool(),
  no_ofdigits_forsinglepickup_barcode: f.int().pipe(z.number().int().min(1).max(40)),
  no_ofdigits_forbatchpickup_barcode: f.int().pipe(z.number().int().min(1).max(40)),
  no_ofdigits_forpackage_barcode: f.int().pipe(z.number().int().min(1).max(40)),
  send_smsalerttoagents_on_clientorders: f.bool(),
  send_sms_alerttoadmin_on_clientorders: f.bool(),
  send_email_alerttoadmin_on_clientorders: f.bool(),
  send_sms_alerttoadmin_on_deliveries: f.bool(),
  send_email_alerttoadmin_on_deliveries: f.bool(),
  send_sms_alerttoadmin_on_pickups: f.bool(),
  send_email_alerttoadmin_on_pickups: f.bool(),
  // the outbox's alerts of receipt discrepancies and overdue work (hub coordinators and admins), default off
  send_sms_alerttoadmin_on_discrepancies: f.bool(),
  send_email_alerttoadmin_on_discrepancies: f.bool(),
  send_sms_alerttoadmin_on_overdue: f.bool(),
  send_email_alerttoadmin_on_overdue: f.bool(),
  ...TARGET_FIELDS,
});
const appProfileResource: Resource = {
  names: ['app_profile'],
  label: 'app profile',
  table: appProfile,
  omit: ['company_logo_type', 'sms_balance_alerted'],
  images: { company_logo: { typeColumn: 'company_logo_type', url: getfile('company_logo') } },
  ensure: async (db) => {
    await db.insert(appProfile).values({ id: 1 }).onConflictDoNothing();
  },
  update: {
    schema: appProfileSchema,
    allow: writerOnly,
    // smsbalance is a new balance only when the body carries it (an update without it keeps the balance the
    // outbox has been charging). With smsbalance_loaded (the balance the form showed; our extension, a backend
    // without it ignores it), the change typed over the loaded balance is added to the balance as it is now, in the
    // same statement, so the SMS charged between the page's load and Save stay charged. A balance that covers an
    // SMS again puts the SMS waiting for balance back in the queue and re-arms the one 'balance used up' notification.
    prepare: async (input, existing, _ctx, tx) => {
      const { smsbalance_loaded: loaded, ...values } = input;
      if (values.smsbalance === undefined || values.smsbalance === null) {
        delete values.smsbalance;
        return values;
      }
      let balance = Number(values.smsbalance);
      if (loaded !== undefined && loaded !== null) {
        const change = (balance - Number(loaded)).toFixed(2);
        const [now] = await tx
          .update(appProfile)
          .set({ smsbalance: sql`greatest(0, ${appProfile.smsbalance} + ${change}::numeric)` })
          .where(eq(appProfile.id, 1))
          .returning({ smsbalance: appProfile.smsbalance });
        delete values.smsbalance;
        balance = Number(now?.smsbalance ?? balance);
      }
      const cost = Number(values.smsCost ?? existing.smsCost ?? 0);
      if (balance >= cost && balance > 0) {
        await tx.execute(
          sql`update outbox set status = 'queued', next_attempt_at = now(), updated_at = now(), last_error = null
            where status = 'no_balance'`,
        );
        return { ...values, sms_balance_alerted: false };
      }
      return values;
    },
    respond: (row) => ({ ...row, message: 'Company profile updated successfully' }),
  },
};

// ---------------------------------------------------------------- hubs and health centres
const hubSchema = z.object({
  name: f.str(200),
  HB_code: f.str(40),
  supervisor_name: f.nullStr(200),
  supervisor_phone: f.nullStr(40),
  district: f.nullStr(120),
  region: f.nullStr(120),
  location_latitude: f.num(),
  location_longitude: f.num(),
  main_hub: f.bool(),
});
const hubsResource: Resource = {
  names: ['collectionhubs', 'collectionhub'],
  label: 'collection hub',
  table: collectionHubs,
  omit: ['hub_logo_type'],
  images: { hub_logo: { typeColumn: 'hub_logo_type', url: getfile('hub_logo') } },
  filters: { main_hub: 'bool', district: 'string', region: 'string', HB_code: 'string', name: 'string' },
  search: ['name', 'HB_code', 'district', 'region', 'supervisor_name'],
  ordering: ['name', 'HB_code', 'district', 'region', 'main_hub'],
  scope: (ctx) => {
    const hub = hubScope(ctx.auth);
    return hub === null ? undefined : eq(collectionHubs.id, hub);
  },
  create: {
    // the create form's required fields (spec 5): name, supervisor_name, district
    schema: hubSchema
      .partial()
      .required({ name: true })
      .extend({ supervisor_name: f.str(200), district: f.str(120) }),
    allow: writerOnly,
    prepare: async (input, _ctx, tx) => ({
      ...input,
      HB_code: input.HB_code ?? (await nextCode(tx, 'collection_hubs', 'HB_code', 'HB')),
    }),
  },
  update: { schema: hubSchema, allow: writerOnly },
  destroy: { allow: writerOnly },
};

const centreSchema = z.object({
  name: f.str(200),
  HC_code: f.str(40),
  collection_hub: f.fk(),
  district: f.nullStr(120),
  contactperson_name: f.nullStr(200),
  contactperson_phone: f.nullStr(40),
  location_latitude: f.num(),
  location_longitude: f.num(),
  sub_hub: f.bool(),
  status: z.preprocess(
    (v) => (v === '' || v === 'null' ? null : v),
    z.enum(['active', 'pending', 'issues', 'maintenance']).nullable(),
  ),
});
const centresResource: Resource = {
  names: ['healthcentres', 'healthcentre'],
  label: 'health centre',
  table: healthCentres,
  extras: () => ({
    hub_name: sql<
      string | null
    >`(select h.name from collection_hubs h where h.id = ${healthCentres.collection_hub})`,
  }),
  filters: {
    collection_hub: 'int',
    sub_hub: 'bool',
    district: 'string',
    HC_code: 'string',
    status: ['active', 'pending', 'issues', 'maintenance'],
  },
  search: ['name', 'HC_code', 'district', 'contactperson_name', 'hub_name'],
  ordering: ['name', 'HC_code', 'district', 'collection_hub', 'hub_name', 'sub_hub'],
  scope: (ctx) => {
    const hub = hubScope(ctx.auth);
    return hub === null ? undefined : eq(healthCentres.collection_hub, hub);
  },
  create: {
    // the create form's required fields (spec 5): name, contactperson_name, district, collection_hub
    schema: centreSchema
      .partial()
      .required({ name: true })
      .extend({
        contactperson_name: f.str(200),
        district: f.str(120),
        collection_hub: f.fk().pipe(z.number().int()),
      }),
    allow: writerOnly,
    prepare: async (input, _ctx, tx) => {
      await refuseDuplicateCentre(tx, input, null);
      return {
        ...input,
        HC_code: input.HC_code ?? (await nextCode(tx, 'health_centres', 'HC_code', 'HC')),
      };
    },
  },
  update: {
    schema: centreSchema,
    allow: writerOnly,
    prepare: async (input, existing, _ctx, tx) => {
      if ('name' in input || 'collection_hub' in input || 'district' in input)
        await refuseDuplicateCentre(tx, { ...existing, ...input }, existing.id as number);
      return input;
    },
  },
  destroy: { allow: writerOnly },
};

// ---------------------------------------------------------------- delivery agents
const agentSchema = z.object({
  username: f.str(150),
  agent_type: z.enum(['rider', 'entrant']),
  first_name: f.str(150),
  second_name: f.optStr(150),
  Nationality: f.optStr(100),
  IDNumber: f.optStr(60),
  AreaOfResidence: f.optStr(200),
  District: f.optStr(120),
  RegisteredPhoneNumber1: f.str(20),
  gender: z.enum(['Male', 'Female']),
  collection_hub: f.fk(),
  agent_code: f.str(40),
  active: f.bool(),
  is_online: f.bool(),
  location_latitude: f.num(),
  location_longitude: f.num(),
  location_address: f.nullStr(300),
  date_of_registration: isoDate(),
  created_by: f.nullStr(150),
});
const agentCreateSchema = agentSchema
  .partial()
  .required({ first_name: true, RegisteredPhoneNumber1: true })
  .extend({ password: z.string().min(6).max(128).optional() });

function publishLocation(ctx: Ctx, before: Row, after: Row) {
  const moved =
    before.location_latitude !== after.location_latitude ||
    before.location_longitude !== after.location_longitude ||
    before.location_address !== after.location_address;
  if (!moved || typeof after.location_latitude !== 'number' || typeof after.location_longitude !== 'number')
    return;
  const message: AgentLocationMessage = {
    type: 'agent_location',
    agent: after.id as number,
    location_latitude: after.location_latitude,
    location_longitude: after.location_longitude,
    location_address: (after.location_address as string | null) ?? null,
  };
  ctx.app.live.publish('agents', message, { hub: (after.collection_hub as number | null) ?? null });
}

const agentsResource: Resource = {
  names: ['delivery_agents', 'deliveryagents'],
  label: 'delivery agent',
  table: deliveryAgents,
  omit: ['password', 'Photo_type'],
  images: { Photo: { typeColumn: 'Photo_type', url: getfile('delivery_agent') } },
  extras: () => ({
    hub_name: sql<
      string | null
    >`(select h.name from collection_hubs h where h.id = ${deliveryAgents.collection_hub})`,
    // the same text as the serialized FullName, in SQL: the SPA sorts by it and a picker searches 'first second'
    FullName: sql<string>`trim(concat_ws(' ', ${deliveryAgents.first_name}, ${deliveryAgents.second_name}))`,
  }),
  serialize: (row, ctx) => {
    const out: Row = {
      ...row,
      FullName: `${String(row.first_name ?? '')} ${String(row.second_name ?? '')}`.trim(),
    };
    if (!managesAgents(ctx)) for (const field of AGENT_PERSONAL_FIELDS) delete out[field];
    return out;
  },
  filters: {
    is_online: 'bool',
    active: 'bool',
    collection_hub: 'int',
    agent_type: ['rider', 'entrant'],
    gender: ['Male', 'Female'],
    agent_code: 'string',
    username: 'string',
  },
  // the ID number is searchable only by those who may read it (else a search would confirm an ID exists)
  search: (ctx) => [
    'FullName',
    'first_name',
    'second_name',
    'agent_code',
    'username',
    'RegisteredPhoneNumber1',
    'hub_name',
    ...(managesAgents(ctx) ? ['IDNumber'] : []),
  ],
  ordering: [
    'first_name',
    'second_name',
    'agent_code',
    'login_at',
    'logout_at',
    'date_of_registration',
    'hub_name',
  ],
  scope: (ctx) => {
    const hub = hubScope(ctx.auth);
    return hub === null ? undefined : eq(deliveryAgents.collection_hub, hub);
  },
  create: {
    schema: agentCreateSchema,
    allow: writerOnly,
    prepare: async (input, ctx, tx) => {
      const phone = String(input.RegisteredPhoneNumber1);
      const password = typeof input.password === 'string' ? input.password : phone.slice(-4);
      return {
        ...input,
        username: input.username ?? phone,
        password: await hashPassword(password),
        agent_code: input.agent_code ?? (await nextCode(tx, 'delivery_agents', 'agent_code', 'AG')),
        created_by: input.created_by ?? ctx.auth.account.username,
      };
    },
  },
  update: {
    schema: agentSchema,
    allow: writerOnly,
    prepare: async (input, existing) => stampPosition(input, existing),
    after: (before, after, ctx) => publishLocation(ctx, before, after),
  },
  destroy: { allow: writerOnly },
};

// ---------------------------------------------------------------- agent rights (one record per agent)
const agentRightsShape = Object.fromEntries(AGENT_RIGHTS.map((r) => [r, f.bool().optional()])) as Record<
  AgentRight,
  z.ZodOptional<ReturnType<typeof f.bool>>
>;
const agentRightsResource: Resource = {
  names: ['delivery_agent_rights', 'deliveryagent_rights'],
  label: 'delivery agent rights',
  table: deliveryAgentRights,
  filters: { delivery_agent: 'int' },
  ordering: ['delivery_agent'],
  scope: (ctx) => {
    const hub = hubScope(ctx.auth);
    return hub === null
      ? undefined
      : sql`${deliveryAgentRights.delivery_agent} in (select a.id from delivery_agents a where a.collection_hub = ${hub})`;
  },
  create: {
    schema: z.object({ delivery_agent: f.fk().pipe(z.number().int()), ...agentRightsShape }),
    allow: writerOnly,
  },
  update: { schema: z.object(agentRightsShape), allow: writerOnly },
  destroy: { allow: writerOnly },
};

// ---------------------------------------------------------------- notifications
const notificationsResource: Resource = {
  names: ['admin_notifications', 'adminnotification', 'adminnotifications'],
  label: 'admin notification',
  table: adminNotifications,
  large: true,
  filters: { read: 'bool' },
  search: ['title', 'message'],
  ordering: ['created_at', 'title', 'read'],
  defaultOrdering: '-created_at',
  create: {
    schema: z.object({ title: f.str(200), message: f.optStr(5000).default(''), read: f.bool().optional() }),
    allow: writerOnly,
    after: (row, ctx) => {
      const message: NotificationMessage = {
        type: 'notification',
        id: row.id as number,
        title: String(row.title),
        message: String(row.message ?? ''),
      };
      ctx.app.live.publish('notifications', message);
    },
  },
  update: { schema: z.object({ read: f.bool() }), allow: () => undefined },
  destroy: { allow: writerOnly },
};

// ---------------------------------------------------------------- catalogue and geography
const sampleSchema = z.object({
  name: f.str(200),
  description: f.str(5000),
  priority: priority.default('normal'),
});
const samplesResource: Resource = {
  names: ['samples', 'sample'],
  label: 'sample',
  table: samples,
  filters: { priority: SAMPLE_PRIORITIES, name: 'string' },
  search: ['name', 'description'],
  ordering: ['name', 'priority', 'description'],
  create: {
    schema: sampleSchema,
    allow: writerOnly,
    prepare: async (input, _ctx, tx) => {
      await refuseDuplicateName(tx, 'samples', String(input.name), undefined, null, DUPLICATE_SAMPLE);
      return input;
    },
  },
  update: {
    schema: sampleSchema,
    allow: writerOnly,
    prepare: async (input, existing, _ctx, tx) => {
      if ('name' in input)
        await refuseDuplicateName(
          tx,
          'samples',
          String(input.name),
          undefined,
          existing.id as number,
          DUPLICATE_SAMPLE,
        );
      return input;
    },
  },
  destroy: { allow: writerOnly },
};

const suppliesResource: Resource = {
  names: ['supplies', 'supply'],
  label: 'supply',
  table: supplies,
  filters: { name: 'string' },
  search: ['name', 'description'],
  ordering: ['name', 'description'],
  ...masterData(z.object({ name: f.str(200), description: f.str(5000) })),
};

/** product_list: JSON text of [{key, product_name}] (or null); checked, stored as sent. */
const productList = z.preprocess(
  (v) => (v === '' || v === 'null' || v === undefined ? null : v),
  z
    .string()
    .max(100_000)
    .nullable()
    .refine((v) => {
      if (v === null) return true;
      try {
        const list: unknown = JSON.parse(v);
        return (
          Array.isArray(list) &&
          list.every(
            (e) =>
              e !== null &&
              typeof e === 'object' &&
              typeof (e as Record<string, unknown>).product_name === 'string',
          )
        );
      } catch {
        return false;
      }
    }, 'Must be a JSON list of products with a product_name.'),
);
const suppliersResource: Resource = {
  names: ['suppliers', 'supplier'],
  label: 'supplier',
  table: suppliers,
  filters: { supplier_name: 'string', email: 'string' },
  search: ['supplier_name', 'phone_one', 'email', 'address'],
  ordering: ['supplier_name', 'email', 'address'],
  ...masterData(
    z.object({
      supplier_name: f.str(200),
      phone_one: f.optStr(40).default(''),
      email: f.email().pipe(z.string().min(1)),
      address: f.str(300),
      product_list: productList.optional(),
    }),
  ),
};

const appClientsResource: Resource = {
  names: ['app_clients', 'appclients'],
  label: 'app client',
  table: appClients,
  omit: ['password'],
  filters: { client_code: 'string', email: 'string' },
  search: ['name', 'client_code', 'email', 'phone'],
  ordering: ['name', 'client_code', 'email', 'login_at', 'logout_at'],
};

const NOT_NEGATIVE = 'Ensure this value is greater than or equal to 0.';
const productsResource: Resource = {
  names: ['products', 'product'],
  label: 'product',
  table: products,
  omit: ['product_pic_type'],
  images: { product_pic: { typeColumn: 'product_pic_type', url: getfile('product') } },
  extras: () => ({
    unitname: sql<string | null>`(select u.unitname from product_units u where u.id = ${products.unit})`,
    product_category_name: sql<
      string | null
    >`(select c.name from product_categories c where c.id = ${products.product_category})`,
  }),
  filters: { unit: 'int', product_category: 'int', product_online: 'bool' },
  search: ['product_name', 'description', 'unitname', 'product_category_name'],
  ordering: ['product_name', 'unit_selling_price', 'unit_buying_price', 'unitname'],
  ...masterData(
    z
      .object({
        product_name: f.str(200),
        unit: f.fk(),
        product_category: f.fk(),
        unit_buying_price: f.decimal().refine((v) => Number(v) >= 0, NOT_NEGATIVE),
        unit_selling_price: f.decimal().refine((v) => Number(v) >= 0, NOT_NEGATIVE),
        discount_percentage: f
          .decimal()
          .refine((v) => Number(v) >= 0 && Number(v) <= 100, 'Ensure this value is between 0 and 100.'),
        description: f.optStr(5000),
        product_online: f.bool(),
      })
      .partial({
        unit: true,
        product_category: true,
        unit_buying_price: true,
        unit_selling_price: true,
        discount_percentage: true,
        description: true,
        product_online: true,
      }),
  ),
};

const unitsResource: Resource = {
  names: ['productunits', 'product_units'],
  label: 'product unit',
  table: productUnits,
  search: ['unitname', 'description'],
  ordering: ['unitname'],
  ...masterData(z.object({ unitname: f.str(100), description: f.str(5000) })),
};

const categoriesResource: Resource = {
  names: ['productcategories', 'product_categories'],
  label: 'product category',
  table: productCategories,
  search: ['name', 'description'],
  ordering: ['name'],
  ...masterData(z.object({ name: f.str(200), description: f.str(5000) })),
};

const regionsResource: Resource = {
  names: ['regions', 'region'],
  label: 'region',
  table: regions,
  filters: { name: 'string' },
  search: ['name'],
  ordering: ['name'],
  ...masterData(z.object({ name: f.str(120) })),
};

const districtsResource: Resource = {
  names: ['districts', 'ugdistricts', 'district'],
  label: 'district',
  table: districts,
  extras: () => ({
    region_name: sql<string | null>`(select r.name from regions r where r.id = ${districts.region})`,
  }),
  filters: { region: 'int', district_name: 'string' },
  search: ['district_name', 'region_name'],
  ordering: ['district_name', 'region', 'region_name'],
  ...masterData(z.object({ district_name: f.str(120), region: f.fk().pipe(z.number().int()) })),
};

// ---------------------------------------------------------------- account deactivation requests
/**
 * The requests sent from the signed-out deactivation page (administration.md 2.5), for those who manage user
 * accounts: listed newest first, searchable, removed once handled. An extension of our server: the spec stores
 * them but names no call that reads them.
 */
const deactivationRequestsResource: Resource = {
  names: ['deactivation_requests'],
  label: 'deactivation request',
  table: deactivationRequests,
  large: true,
  search: ['phonecontact', 'reason_ofdeaction'],
  ordering: ['created_at', 'phonecontact'],
  defaultOrdering: '-created_at,-id',
  scope: (ctx) => {
    writerOnly(ctx);
    return undefined;
  },
  destroy: { allow: (ctx) => writerOnly(ctx) },
};

export const resources: Resource[] = [
  deactivationRequestsResource,
  accountsResource,
  accountRightsResource,
  appProfileResource,
  hubsResource,
  centresResource,
  agentsResource,
  agentRightsResource,
  notificationsResource,
  samplesResource,
  suppliesResource,
  suppliersResource,
  appClientsResource,
  productsResource,
  unitsResource,
  categoriesResource,
  regionsResource,
  districtsResource,
  facilityVisitsResource,
  pendingDeliveriesResource,
  sampleBarcodesResource,
  pendingPickupsResource,
  patientsResource,
  deliveryItemsResource,
];
