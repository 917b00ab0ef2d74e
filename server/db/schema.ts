/**
 * The one database schema of the reference server (Drizzle, pg-core).
 *
 * Column names are the API's field names, spelled as the contract spells them
 * (coodinated_hub, addres, FullName, RegisteredPhoneNumber1 ...), so that a row
 * can be handed to the API with as little mapping as possible.
 */
import { relations, sql } from 'drizzle-orm';
import {
  AUDIT_ACTIONS,
  LOCATION_TYPES,
  PICKUP_STATUSES,
  AUDIT_RESOURCE_TYPES,
  CONFIRMATION_STATUSES,
  DEVICE_TYPES,
  INTEGRATION_STATUSES,
  INTEGRATION_TYPES,
} from '../../contract/types';
import {
  boolean,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  serial,
  text,
  time,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType() {
    return 'bytea';
  },
  fromDriver(value) {
    return Buffer.isBuffer(value) ? value : Buffer.from(value);
  },
});

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const money = (name: string) => numeric(name, { precision: 14, scale: 2 });

// ---------------------------------------------------------------- enums
export const samplePriority = pgEnum('sample_priority', ['low', 'normal', 'high', 'urgent', 'emergency']);
export const agentType = pgEnum('agent_type', ['rider', 'entrant']);
export const gender = pgEnum('gender', ['Male', 'Female']);
export const orderStatus = pgEnum('order_status', ['pending', 'assigned', 'success', 'cancelled']);
export const deliveryStatus = pgEnum('delivery_status', ['pending', 'delivered', 'cancelled', 'failed']);
export const deliveryMode = pgEnum('delivery_mode', ['motorcycle', 'car', 'walking', 'bicycle']);
export const deliveryBarcodeType = pgEnum('delivery_barcode_type', ['parent', 'child']);
export const tripStatus = pgEnum('trip_status', ['ongoing', 'completed', 'cancelled']);
export const itemDeliveryStatus = pgEnum('item_delivery_status', ['delivered', 'pending']);
export const barcodeType = pgEnum('bar_code_type', ['single_entry', 'batch_entry', 'package']);
export const barcodeStatus = pgEnum('bar_code_status', ['active', 'used']);
export const pickupStatus = pgEnum('pickup_status', PICKUP_STATUSES);
export const pickupSource = pgEnum('pickup_source', ['dashboard', 'agent_app']);
export const locationType = pgEnum('location_type', LOCATION_TYPES);
export const auditAction = pgEnum('audit_action', AUDIT_ACTIONS);
export const auditResourceType = pgEnum('audit_resource_type', AUDIT_RESOURCE_TYPES);
export const deviceType = pgEnum('device_type', DEVICE_TYPES);
export const confirmationStatus = pgEnum('confirmation_status', CONFIRMATION_STATUSES);
export const integrationStatus = pgEnum('integration_status', INTEGRATION_STATUSES);
export const integrationType = pgEnum('integration_type', INTEGRATION_TYPES);
export const facilityStatus = pgEnum('facility_status', ['active', 'pending', 'issues', 'maintenance']);

// ---------------------------------------------------------------- geography and facilities
export const regions = pgTable('regions', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 120 }).notNull().unique(),
});

export const districts = pgTable(
  'districts',
  {
    id: serial('id').primaryKey(),
    district_name: varchar('district_name', { length: 120 }).notNull(),
    region: integer('region').references(() => regions.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('districts_name_uq').on(t.district_name)],
);

export const collectionHubs = pgTable(
  'collection_hubs',
  {
    id: serial('id').primaryKey(),
    HB_code: varchar('HB_code', { length: 40 }).notNull().unique(),
    name: varchar('name', { length: 200 }).notNull(),
    supervisor_name: varchar('supervisor_name', { length: 200 }),
    supervisor_phone: varchar('supervisor_phone', { length: 40 }),
    /** District by name, as the contract sends it. */
    district: varchar('district', { length: 120 }),
    /** Region by name. */
    region: varchar('region', { length: 120 }),
    location_latitude: doublePrecision('location_latitude'),
    location_longitude: doublePrecision('location_longitude'),
    main_hub: boolean('main_hub').notNull().default(false),
    hub_logo: bytea('hub_logo'),
    hub_logo_type: varchar('hub_logo_type', { length: 40 }),
  },
  (t) => [
    index('collection_hubs_district_idx').on(t.district),
    index('collection_hubs_region_idx').on(t.region),
  ],
);

export const healthCentres = pgTable(
  'health_centres',
  {
    id: serial('id').primaryKey(),
    HC_code: varchar('HC_code', { length: 40 }).notNull().unique(),
    name: varchar('name', { length: 200 }).notNull(),
    collection_hub: integer('collection_hub').references(() => collectionHubs.id, { onDelete: 'set null' }),
    district: varchar('district', { length: 120 }),
    contactperson_name: varchar('contactperson_name', { length: 200 }),
    contactperson_phone: varchar('contactperson_phone', { length: 40 }),
    location_latitude: doublePrecision('location_latitude'),
    location_longitude: doublePrecision('location_longitude'),
    sub_hub: boolean('sub_hub').notNull().default(false),
    status: facilityStatus('status'),
  },
  (t) => [
    index('health_centres_hub_idx').on(t.collection_hub),
    // a place named on a delivery row (pickup point, destination) as its Location: the FHIR rows' placeRef
    index('health_centres_name_idx').on(t.name, t.id),
  ],
);

// ---------------------------------------------------------------- accounts and rights
export const accounts = pgTable('accounts', {
  id: serial('id').primaryKey(),
  username: varchar('username', { length: 150 }).notNull().unique(),
  email: varchar('email', { length: 254 }).notNull().default(''),
  password: text('password').notNull(),
  first_name: varchar('first_name', { length: 150 }).notNull().default(''),
  last_name: varchar('last_name', { length: 150 }).notNull().default(''),
  is_active: boolean('is_active').notNull().default(true),
  branch_manager: boolean('branch_manager').notNull().default(false),
  is_admin: boolean('is_admin').notNull().default(false),
  is_staff: boolean('is_staff').notNull().default(false),
  is_superuser: boolean('is_superuser').notNull().default(false),
  coodinated_hub: integer('coodinated_hub').references(() => collectionHubs.id, { onDelete: 'set null' }),
  profile_pic: bytea('profile_pic'),
  profile_pic_type: varchar('profile_pic_type', { length: 40 }),
  date_joined: ts('date_joined').notNull().defaultNow(),
  last_login: ts('last_login'),
});

export const authTokens = pgTable(
  'auth_tokens',
  {
    id: serial('id').primaryKey(),
    user: integer('user')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    token_hash: varchar('token_hash', { length: 128 }).notNull().unique(),
    created_at: ts('created_at').notNull().defaultNow(),
    expires_at: ts('expires_at').notNull(),
    revoked_at: ts('revoked_at'),
  },
  (t) => [index('auth_tokens_user_idx').on(t.user)],
);

export const accountRights = pgTable('account_rights', {
  id: serial('id').primaryKey(),
  user: integer('user')
    .notNull()
    .unique()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  view_statistics: boolean('view_statistics').notNull().default(false),
  view_product_orders: boolean('view_product_orders').notNull().default(false),
  view_umoja_deliveries: boolean('view_umoja_deliveries').notNull().default(false),
  view_online_riders: boolean('view_online_riders').notNull().default(false),
  view_agent_activities: boolean('view_agent_activities').notNull().default(false),
  view_barcodes: boolean('view_barcodes').notNull().default(false),
  create_barcodes: boolean('create_barcodes').notNull().default(false),
  view_pending_umoja_pickups: boolean('view_pending_umoja_pickups').notNull().default(false),
  create_update_pending_umoja_pickups: boolean('create_update_pending_umoja_pickups')
    .notNull()
    .default(false),
  can_enter_newcase: boolean('can_enter_newcase').notNull().default(false),
  can_edit_case: boolean('can_edit_case').notNull().default(false),
  can_view_allcases: boolean('can_view_allcases').notNull().default(false),
  can_assign_cases: boolean('can_assign_cases').notNull().default(false),
});

export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: serial('id').primaryKey(),
    username: varchar('username', { length: 150 }).notNull(),
    ip_address: varchar('ip_address', { length: 64 }).notNull(),
    succeeded: boolean('succeeded').notNull(),
    at: ts('at').notNull().defaultNow(),
  },
  (t) => [
    index('login_attempts_user_at_idx').on(t.username, t.at),
    index('login_attempts_ip_at_idx').on(t.ip_address, t.at),
  ],
);

/**
 * Idempotency keys of POST calls (server/idempotency.ts): per account and key, the request's fingerprint and, once
 * answered, the answer (status, content type, body) replayed to a repeat within 24 h. `status` is null while the
 * first request runs. The unique index makes the first insert the only one that runs the call.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: serial('id').primaryKey(),
    account: integer('account')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    key: varchar('key', { length: 255 }).notNull(),
    fingerprint: varchar('fingerprint', { length: 64 }).notNull(),
    status: integer('status'),
    content_type: text('content_type'),
    body: bytea('body'),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('idempotency_keys_account_key_idx').on(t.account, t.key),
    index('idempotency_keys_created_at_idx').on(t.created_at),
  ],
);

export const appProfile = pgTable('app_profile', {
  id: serial('id').primaryKey(),
  system_name: varchar('system_name', { length: 200 }).notNull().default(''),
  company_logo: bytea('company_logo'),
  company_logo_type: varchar('company_logo_type', { length: 40 }),
  company_email: varchar('company_email', { length: 254 }).notNull().default(''),
  RegisteredPhoneNumber1: varchar('RegisteredPhoneNumber1', { length: 40 }).notNull().default(''),
  box_number: varchar('box_number', { length: 100 }).notNull().default(''),
  smsCost: money('smsCost').notNull().default('0'),
  smsbalance: money('smsbalance').notNull().default('0'),
  maximum_distanceinmeters_fordeliveryverification: integer(
    'maximum_distanceinmeters_fordeliveryverification',
  )
    .notNull()
    .default(200),
  ismobilemoneypayment_enabled: boolean('ismobilemoneypayment_enabled').notNull().default(false),
  manual_date_enabled: boolean('manual_date_enabled').notNull().default(false),
  no_ofdigits_forsinglepickup_barcode: integer('no_ofdigits_forsinglepickup_barcode').notNull().default(8),
  no_ofdigits_forbatchpickup_barcode: integer('no_ofdigits_forbatchpickup_barcode').notNull().default(8),
  no_ofdigits_forpackage_barcode: integer('no_ofdigits_forpackage_barcode').notNull().default(8),
  send_smsalerttoagents_on_clientorders: boolean('send_smsalerttoagents_on_clientorders')
    .notNull()
    .default(false),
  send_sms_alerttoadmin_on_clientorders: boolean('send_sms_alerttoadmin_on_clientorders')
    .notNull()
    .default(false),
  send_email_alerttoadmin_on_clientorders: boolean('send_email_alerttoadmin_on_clientorders')
    .notNull()
    .default(false),
  send_sms_alerttoadmin_on_deliveries: boolean('send_sms_alerttoadmin_on_deliveries')
    .notNull()
    .default(false),
  send_email_alerttoadmin_on_deliveries: boolean('send_email_alerttoadmin_on_deliveries')
    .notNull()
    .default(false),
  send_sms_alerttoadmin_on_pickups: boolean('send_sms_alerttoadmin_on_pickups').notNull().default(false),
  send_email_alerttoadmin_on_pickups: boolean('send_email_alerttoadmin_on_pickups').notNull().default(false),
  // turnaround targets: hours allowed for each leg, and the minutes after which a silent agent is stale
  target_pickup_hours: integer('target_pickup_hours').notNull().default(24),
  target_dropoff_hours: integer('target_dropoff_hours').notNull().default(24),
  target_receipt_hours: integer('target_receipt_hours').notNull().default(24),
  stale_agent_minutes: integer('stale_agent_minutes').notNull().default(15),
  /** How often the overdue job looks for late work, in minutes. */
  overdue_check_minutes: integer('overdue_check_minutes').notNull().default(5),
  // alerts of receipt discrepancies and overdue work to the hub coordinator(s) and the admins (server/outbox)
  send_sms_alerttoadmin_on_discrepancies: boolean('send_sms_alerttoadmin_on_discrepancies')
    .notNull()
    .default(false),
  send_email_alerttoadmin_on_discrepancies: boolean('send_email_alerttoadmin_on_discrepancies')
    .notNull()
    .default(false),
  send_sms_alerttoadmin_on_overdue: boolean('send_sms_alerttoadmin_on_overdue').notNull().default(false),
  send_email_alerttoadmin_on_overdue: boolean('send_email_alerttoadmin_on_overdue').notNull().default(false),
  /**
   * Whether the 'SMS balance is used up' admin notification was raised since the balance last ran out (the outbox's
   * dispatcher sets it; a profile update that gives the balance back clears it), so it is raised once per time.
   */
  sms_balance_alerted: boolean('sms_balance_alerted').notNull().default(false),
});

/**
 * The outbox of alerts (server/outbox): one row per message, written in the transaction of the record that caused
 * it, sent by one dispatcher per database. message_id: the stable id a gateway may use to drop a repeat.
 * status: queued | sending | sent | failed | no_balance | skipped (contract/outbox.ts). locked_until/locked_by: the
 * lease of the dispatcher that took the row ('sending'); a row whose lease ran out is taken again.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    message_id: varchar('message_id', { length: 64 }).notNull().unique(),
    channel: varchar('channel', { length: 10 }).notNull(),
    event: varchar('event', { length: 30 }).notNull(),
    record_type: varchar('record_type', { length: 30 }).notNull(),
    record_id: varchar('record_id', { length: 60 }).notNull(),
    recipient_name: varchar('recipient_name', { length: 300 }).notNull().default(''),
    recipient: varchar('recipient', { length: 254 }),
    subject: varchar('subject', { length: 300 }),
    message: text('message').notNull(),
    status: varchar('status', { length: 20 }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    last_error: text('last_error'),
    created_at: ts('created_at').notNull().defaultNow(),
    next_attempt_at: ts('next_attempt_at').defaultNow(),
    sent_at: ts('sent_at'),
    updated_at: ts('updated_at').notNull().defaultNow(),
    locked_until: ts('locked_until'),
    locked_by: varchar('locked_by', { length: 80 }),
  },
  (t) => [
    index('outbox_pick_idx').on(t.status, t.next_attempt_at),
    index('outbox_created_idx').on(t.created_at, t.id),
  ],
);

export const adminNotifications = pgTable(
  'admin_notifications',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 200 }).notNull(),
    message: text('message').notNull().default(''),
    read: boolean('read').notNull().default(false),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('admin_notifications_read_idx').on(t.read)],
);

/**
 * Overdue alerts already raised: one row per late item and kind, so the overdue job never raises the same
 * admin notification twice, whichever instance runs it. kind: 'pickup' (pending pickup not picked up in time),
 * 'dropoff' (delivery not dropped off in time), 'receipt' (drop-off not received in time); item: the row's id.
 */
export const overdueAlerts = pgTable(
  'overdue_alerts',
  {
    id: serial('id').primaryKey(),
    kind: varchar('kind', { length: 20 }).notNull(),
    item: integer('item').notNull(),
    hub: integer('hub'),
    notification: integer('notification').references(() => adminNotifications.id, { onDelete: 'set null' }),
    due_at: ts('due_at').notNull(),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('overdue_alerts_kind_item_idx').on(t.kind, t.item)],
);

export const deactivationRequests = pgTable('deactivation_requests', {
  id: serial('id').primaryKey(),
  phonecontact: varchar('phonecontact', { length: 40 }).notNull(),
  reason_ofdeaction: text('reason_ofdeaction').notNull().default(''),
  created_at: ts('created_at').notNull().defaultNow(),
});

// ---------------------------------------------------------------- agents
export const deliveryAgents = pgTable(
  'delivery_agents',
  {
    id: serial('id').primaryKey(),
    username: varchar('username', { length: 150 }).notNull().unique(),
    password: text('password').notNull(),
    agent_type: agentType('agent_type').notNull().default('rider'),
    first_name: varchar('first_name', { length: 150 }).notNull(),
    second_name: varchar('second_name', { length: 150 }).notNull().default(''),
    Nationality: varchar('Nationality', { length: 100 }).notNull().default(''),
    IDNumber: varchar('IDNumber', { length: 60 }).notNull().default(''),
    AreaOfResidence: varchar('AreaOfResidence', { length: 200 }).notNull().default(''),
    District: varchar('District', { length: 120 }).notNull().default(''),
    RegisteredPhoneNumber1: varchar('RegisteredPhoneNumber1', { length: 20 }).notNull(),
    gender: gender('gender').notNull().default('Male'),
    collection_hub: integer('collection_hub').references(() => collectionHubs.id, { onDelete: 'set null' }),
    agent_code: varchar('agent_code', { length: 40 }).notNull().unique(),
    Photo: bytea('Photo'),
    Photo_type: varchar('Photo_type', { length: 40 }),
    active: boolean('active').notNull().default(true),
    is_online: boolean('is_online').notNull().default(false),
    location_latitude: doublePrecision('location_latitude'),
    location_longitude: doublePrecision('location_longitude'),
    location_address: varchar('location_address', { length: 300 }),
    /** When the agent's position last changed (stale agents on the live map). */
    location_updated_at: ts('location_updated_at'),
    login_at: ts('login_at'),
    logout_at: ts('logout_at'),
    date_of_registration: date('date_of_registration', { mode: 'string' }),
    created_by: varchar('created_by', { length: 150 }),
  },
  (t) => [
    index('delivery_agents_hub_idx').on(t.collection_hub),
    index('delivery_agents_online_idx').on(t.is_online, t.active),
  ],
);

export const deliveryAgentRights = pgTable('delivery_agent_rights', {
  id: serial('id').primaryKey(),
  delivery_agent: integer('delivery_agent')
    .notNull()
    .unique()
    .references(() => deliveryAgents.id, { onDelete: 'cascade' }),
  can_do_supply_pickup: boolean('can_do_supply_pickup').notNull().default(false),
  can_do_sample_pickup: boolean('can_do_sample_pickup').notNull().default(false),
  can_do_other_items_pickup: boolean('can_do_other_items_pickup').notNull().default(false),
  can_do_sample_results_pickup: boolean('can_do_sample_results_pickup').notNull().default(false),
  can_do_package_pickup: boolean('can_do_package_pickup').notNull().default(false),
});

export const agentActivities = pgTable(
  'agent_activities',
  {
    id: serial('id').primaryKey(),
    agent: integer('agent')
      .notNull()
      .references(() => deliveryAgents.id, { onDelete: 'cascade' }),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    activity_name: varchar('activity_name', { length: 200 }).notNull(),
    timestamp: ts('timestamp').notNull().defaultNow(),
  },
  (t) => [index('agent_activities_agent_ts_idx').on(t.agent, t.timestamp)],
);

export const agentFacilityVisits = pgTable(
  'agent_facility_visits',
  {
    id: serial('id').primaryKey(),
    agent: integer('agent')
      .notNull()
      .references(() => deliveryAgents.id, { onDelete: 'cascade' }),
    /** Free text as the agent app sends it: Healthcenter, health_center, Hub, collection_hub ... */
    facility_type: varchar('facility_type', { length: 40 }).notNull(),
    health_center: integer('health_center').references(() => healthCentres.id, { onDelete: 'set null' }),
    collection_hub: integer('collection_hub').references(() => collectionHubs.id, { onDelete: 'set null' }),
    addres: varchar('addres', { length: 300 }),
    location_latitude: doublePrecision('location_latitude'),
    location_longitude: doublePrecision('location_longitude'),
    visit_date: date('visit_date', { mode: 'string' }).notNull(),
    visit_time: time('visit_time').notNull(),
    visit_notes: text('visit_notes'),
  },
  (t) => [
    index('agent_facility_visits_date_idx').on(t.visit_date),
    index('agent_facility_visits_agent_idx').on(t.agent),
  ],
);

// ---------------------------------------------------------------- catalogue
export const samples = pgTable('samples', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 200 }).notNull(),
  description: text('description').notNull().default(''),
  priority: samplePriority('priority').notNull().default('normal'),
});

export const supplies = pgTable('supplies', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 200 }).notNull(),
  description: text('description').notNull().default(''),
});

export const productCategories = pgTable('product_categories', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 200 }).notNull(),
  description: text('description').notNull().default(''),
});

export const productUnits = pgTable('product_units', {
  id: serial('id').primaryKey(),
  unitname: varchar('unitname', { length: 100 }).notNull(),
  description: text('description').notNull().default(''),
});

export const products = pgTable('products', {
  id: serial('id').primaryKey(),
  product_name: varchar('product_name', { length: 200 }).notNull(),
  unit: integer('unit').references(() => productUnits.id, { onDelete: 'set null' }),
  product_category: integer('product_category').references(() => productCategories.id, {
    onDelete: 'set null',
  }),
  unit_buying_price: money('unit_buying_price').notNull().default('0'),
  unit_selling_price: money('unit_selling_price').notNull().default('0'),
  discount_percentage: numeric('discount_percentage', { precision: 5, scale: 2 }).notNull().default('0'),
  description: text('description').notNull().default(''),
  product_online: boolean('product_online').notNull().default(false),
  product_pic: bytea('product_pic'),
  product_pic_type: varchar('product_pic_type', { length: 40 }),
});

export const suppliers = pgTable('suppliers', {
  id: serial('id').primaryKey(),
  supplier_name: varchar('supplier_name', { length: 200 }).notNull(),
  phone_one: varchar('phone_one', { length: 40 }).notNull().default(''),
  email: varchar('email', { length: 254 }).notNull().default(''),
  address: varchar('address', { length: 300 }).notNull().default(''),
  /** JSON text of [{key, product_name}], or null. */
  product_list: text('product_list'),
});

export const appClients = pgTable('app_clients', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 200 }).notNull(),
  client_code: varchar('client_code', { length: 40 }).notNull().unique(),
  email: varchar('email', { length: 254 }).notNull().default(''),
  phone: varchar('phone', { length: 40 }).notNull().default(''),
  password: text('password').notNull(),
  login_at: ts('login_at'),
  logout_at: ts('logout_at'),
});

// ---------------------------------------------------------------- orders
export const clientOrders = pgTable(
  'client_orders',
  {
    id: serial('id').primaryKey(),
    ordernumber: varchar('ordernumber', { length: 40 }).notNull().unique(),
    date: ts('date').notNull(),
    order_status: orderStatus('order_status').notNull().default('pending'),
    client: integer('client').references(() => appClients.id, { onDelete: 'set null' }),
    clientname: varchar('clientname', { length: 200 }).notNull().default(''),
    assigned_agent: integer('assigned_agent').references(() => deliveryAgents.id, { onDelete: 'set null' }),
    assigned_agentname: varchar('assigned_agentname', { length: 300 }),
    order_address: varchar('order_address', { length: 300 }).notNull().default(''),
    additional_addressinfo: text('additional_addressinfo'),
    /** {location_lat, location_lng, Address} */
    order_address_dictionary: jsonb('order_address_dictionary'),
    time_of_pickup: ts('time_of_pickup'),
    time_of_dropoff: ts('time_of_dropoff'),
    order_total: money('order_total').notNull().default('0'),
    additional_charges: money('additional_charges').notNull().default('0'),
    items_total: money('items_total').notNull().default('0'),
    mode_of_payment: varchar('mode_of_payment', { length: 60 }).notNull().default('cash'),
    /** [{key, item_name, quantity, description, total}] */
    item_details: jsonb('item_details').notNull().default([]),
  },
  (t) => [index('client_orders_date_idx').on(t.date), index('client_orders_status_idx').on(t.order_status)],
);

// ---------------------------------------------------------------- barcodes
export const sampleBarcodes = pgTable(
  'sample_barcodes',
  {
    id: serial('id').primaryKey(),
    bar_code: varchar('bar_code', { length: 80 }).notNull().unique(),
    bar_code_type: barcodeType('bar_code_type').notNull(),
    status: barcodeStatus('status').notNull().default('active'),
    date: ts('date').notNull().defaultNow(),
    repackaged: boolean('repackaged').notNull().default(false),
    reason_for_repackage: varchar('reason_for_repackage', { length: 500 }),
    created_by: varchar('created_by', { length: 150 }),
  },
  (t) => [index('sample_barcodes_type_status_idx').on(t.bar_code_type, t.status)],
);

// ---------------------------------------------------------------- pickups and patients
export const pendingPickups = pgTable(
  'pending_umoja_pickups',
  {
    id: serial('id').primaryKey(),
    pickup_number: varchar('pickup_number', { length: 40 }).notNull().unique(),
    date: date('date', { mode: 'string' }).notNull(),
    sample: integer('sample')
      .notNull()
      .references(() => samples.id, { onDelete: 'restrict' }),
    quantity: integer('quantity').notNull().default(1),
    pickup_status: pickupStatus('pickup_status').notNull().default('pending'),
    notes: text('notes'),
    source: pickupSource('source').notNull().default('dashboard'),
    created_by: varchar('created_by', { length: 150 }),
    pickup_location_type: locationType('pickup_location_type').notNull(),
    destination_location_type: locationType('destination_location_type').notNull(),
    pickup_health_center: integer('pickup_health_center').references(() => healthCentres.id, {
      onDelete: 'set null',
    }),
    pickup_collection_hub: integer('pickup_collection_hub').references(() => collectionHubs.id, {
      onDelete: 'set null',
    }),
    destination_health_center: integer('destination_health_center').references(() => healthCentres.id, {
      onDelete: 'set null',
    }),
    destination_collection_hub: integer('destination_collection_hub').references(() => collectionHubs.id, {
      onDelete: 'set null',
    }),
    pickup_notes: text('pickup_notes'),
    destination_notes: text('destination_notes'),
    assigned_delivery_agent: integer('assigned_delivery_agent').references(() => deliveryAgents.id, {
      onDelete: 'set null',
    }),
    assigned_rider: integer('assigned_rider').references(() => deliveryAgents.id, { onDelete: 'set null' }),
    scheduled_pickup_date: ts('scheduled_pickup_date'),
    failure_reason: text('failure_reason'),
    health_center: integer('health_center').references(() => healthCentres.id, { onDelete: 'set null' }),
    collection_hub: integer('collection_hub').references(() => collectionHubs.id, { onDelete: 'set null' }),
    pickup_from: varchar('pickup_from', { length: 200 }),
    time_stamp: ts('time_stamp').notNull().defaultNow(),
    assigned_at: ts('assigned_at'),
    picked_up_at: ts('picked_up_at'),
    delivered_at: ts('delivered_at'),
  },
  (t) => [
    index('pending_pickups_date_idx').on(t.date),
    index('pending_pickups_status_idx').on(t.pickup_status),
  ],
);

export const patients = pgTable(
  'patients',
  {
    id: serial('id').primaryKey(),
    names: varchar('names', { length: 300 }).notNull(),
    date_of_birth: date('date_of_birth', { mode: 'string' }),
    age: integer('age'),
    nationality: varchar('nationality', { length: 60 }),
    occupation: varchar('occupation', { length: 200 }),
    sex: gender('sex').notNull().default('Male'),
    patient_opd_ipd_number: varchar('patient_opd_ipd_number', { length: 60 }),
    national_id_number: varchar('national_id_number', { length: 60 }),
    village_of_residence: varchar('village_of_residence', { length: 200 }),
    village_of_workplace: varchar('village_of_workplace', { length: 200 }),
    physical_address: varchar('physical_address', { length: 300 }),
    phone_number: varchar('phone_number', { length: 40 }),
    email_address: varchar('email_address', { length: 254 }),
    lab_generated_number: varchar('lab_generated_number', { length: 60 }),
    pending_sample_pickup: integer('pending_sample_pickup').references(() => pendingPickups.id, {
      onDelete: 'set null',
    }),
    bar_code: integer('bar_code').references(() => sampleBarcodes.id, { onDelete: 'set null' }),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('patients_pickup_idx').on(t.pending_sample_pickup),
    // the sample journey finds a barcode's patients
    index('patients_bar_code_idx').on(t.bar_code),
  ],
);

// ---------------------------------------------------------------- deliveries
export const umojaDeliveries = pgTable(
  'umoja_deliveries',
  {
    id: serial('id').primaryKey(),
    delivery_number: varchar('delivery_number', { length: 40 }).notNull(),
    agent_account: integer('agent_account').references(() => deliveryAgents.id, { onDelete: 'set null' }),
    /** The hub the delivery belongs to, for hub scoping and the hub reports. */
    collection_hub: integer('collection_hub').references(() => collectionHubs.id, { onDelete: 'set null' }),
    pickup_point: varchar('pickup_point', { length: 200 }).notNull(),
    destination: varchar('destination', { length: 200 }).notNull(),
    delivery_type: varchar('delivery_type', { length: 60 }).notNull(),
    item_type: varchar('item_type', { length: 40 }),
    item_name: varchar('item_name', { length: 200 }),
    barcode: varchar('barcode', { length: 80 }),
    barcode_type: deliveryBarcodeType('barcode_type'),
    parent_code: varchar('parent_code', { length: 80 }),
    patient: integer('patient').references(() => patients.id, { onDelete: 'set null' }),
    patient_name: varchar('patient_name', { length: 300 }),
    date: ts('date').notNull(),
    delivery_status: deliveryStatus('delivery_status').notNull().default('pending'),
    delivery_mode: deliveryMode('delivery_mode').notNull().default('motorcycle'),
    trip_status: tripStatus('trip_status').notNull().default('ongoing'),
    time_of_pickup: ts('time_of_pickup'),
    time_of_dropoff: ts('time_of_dropoff'),
    items_total: integer('items_total').notNull().default(0),
    /** [{barcode, item_type, quantity, description, item_name, children: [{barcode, type, quantity}]}] */
    delivery_items: jsonb('delivery_items').notNull().default([]),
    received_by_coordinator: boolean('received_by_coordinator').notNull().default(false),
    received_by: varchar('received_by', { length: 150 }),
    time_of_receiving: ts('time_of_receiving'),
    receivers_note: text('receivers_note'),
    /**
     * The Idempotency-Key of the receipt that received this row (extension, issue 35): a device that queued the
     * receipt offline sends it again with the same key, perhaps days later or from another account's session, and
     * is answered as the first time without a second receipt. Null for a receipt sent without a key.
     */
    receipt_key: varchar('receipt_key', { length: 255 }),
    /** The receiving check of this delivery found missing or unexpected codes. */
    receiving_discrepancy: boolean('receiving_discrepancy').notNull().default(false),
    /**
     * The time of the sample's latest custody fact, the FHIR meta.lastUpdated of its row (server/routes/fhir/samples.ts):
     * the greatest of its date, pickup, drop-off and receipt, its parent batch/package's receipt and its latest LIMS
     * confirmation's created/confirmed times. Kept by triggers (migration 0010) on every write of the row, of the
     * parent row and of a LIMS confirmation; the default only stands until the insert trigger sets it.
     */
    custody_updated_at: ts('custody_updated_at').notNull().defaultNow(),
  },
  (t) => [
    // the FHIR searches: `_lastUpdated` windows and their pages in (last updated, id) order
    index('umoja_deliveries_custody_updated_idx').on(t.custody_updated_at, t.id),
    // the children of a batch/package, whose last update follows its receipt (the trigger of migration 0010)
    index('umoja_deliveries_parent_code_idx').on(t.parent_code),
    // the barcode type too: the report's tab counts of a date range read this index alone
    index('umoja_deliveries_date_idx').on(t.date, t.barcode_type),
    index('umoja_deliveries_hub_date_idx').on(t.collection_hub, t.date),
    index('umoja_deliveries_number_idx').on(t.delivery_number),
    // with the id: a parent's latest row by barcode (migration 0010's custody_updated_at_of) is one index probe; on
    // the barcode alone a generic plan walked the primary key backwards, a cost that grew with the table
    index('umoja_deliveries_barcode_idx').on(t.barcode, t.id),
    // the paged report: one tab (child rows = 'Tracking as single'), newest first, read in index order
    index('umoja_deliveries_tab_date_idx').on(
      sql`coalesce(${t.barcode_type} = 'child', false)`,
      t.date,
      t.id,
    ),
    // the overdue work (server/overdue.ts lateSql): rows picked up and not dropped off yet, and rows
    // dropped off and not received yet; the predicates are those of lateSql's two delivery branches
    index('umoja_deliveries_open_dropoff_idx')
      .on(t.time_of_pickup)
      .where(
        sql`time_of_pickup is not null and time_of_dropoff is null and delivery_status = 'pending' and barcode_type is distinct from 'child'`,
      ),
    index('umoja_deliveries_open_receipt_idx')
      .on(t.time_of_dropoff)
      .where(
        sql`time_of_dropoff is not null and delivery_status <> 'cancelled' and collection_hub is not null and not received_by_coordinator and time_of_receiving is null and barcode_type is distinct from 'child'`,
      ),
  ],
);

/**
 * The barcode search's side table (one row per delivery, kept by a trigger on umoja_deliveries, see migration
 * 0003): every code a delivery mentions (its barcode, parent code, delivery items' and their children's
 * barcodes), lower-cased, one per line, with the delivery's date. A search scans these short texts instead of
 * every row's delivery_items JSON.
 */
export const umojaDeliveryCodes = pgTable(
  'umoja_delivery_codes',
  {
    delivery: integer('delivery')
      .primaryKey()
      .references(() => umojaDeliveries.id, { onDelete: 'cascade' }),
    date: ts('date').notNull(),
    codes: text('codes').notNull(),
  },
  (t) => [index('umoja_delivery_codes_date_idx').on(t.date)],
);

export const deliveryItems = pgTable(
  'delivery_items',
  {
    id: serial('id').primaryKey(),
    delivery: integer('delivery').references(() => umojaDeliveries.id, { onDelete: 'cascade' }),
    patient: integer('patient').references(() => patients.id, { onDelete: 'set null' }),
    sample: integer('sample').references(() => samples.id, { onDelete: 'set null' }),
    item_name: varchar('item_name', { length: 200 }).notNull(),
    barcode: varchar('barcode', { length: 80 }),
    barcode_type: deliveryBarcodeType('barcode_type'),
    quantity: integer('quantity').notNull().default(1),
    parent_code: varchar('parent_code', { length: 80 }),
    delivery_status: itemDeliveryStatus('delivery_status').notNull().default('pending'),
  },
  (t) => [
    index('delivery_items_patient_idx').on(t.patient),
    index('delivery_items_delivery_idx').on(t.delivery),
  ],
);

/**
 * The receiving check of a delivery (one row per receipt where the coordinator scanned or ticked the
 * expected codes): the codes the dialog expected, the ones missing and the unexpected ones scanned.
 */
export const deliveryReceiptChecks = pgTable(
  'delivery_receipt_checks',
  {
    id: serial('id').primaryKey(),
    delivery_number: varchar('delivery_number', { length: 40 }).notNull(),
    /** The batch/package (or single) barcode of the received row. */
    barcode: varchar('barcode', { length: 80 }),
    collection_hub: integer('collection_hub').references(() => collectionHubs.id, { onDelete: 'set null' }),
    received_by: varchar('received_by', { length: 150 }),
    time_of_receiving: ts('time_of_receiving').notNull(),
    expected: jsonb('expected').$type<string[]>().notNull().default([]),
    missing: jsonb('missing').$type<string[]>().notNull().default([]),
    unexpected: jsonb('unexpected').$type<string[]>().notNull().default([]),
    discrepancy: boolean('discrepancy').notNull().default(false),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('delivery_receipt_checks_time_idx').on(t.time_of_receiving),
    index('delivery_receipt_checks_number_idx').on(t.delivery_number),
  ],
);

// ---------------------------------------------------------------- audit
export const auditLogs = pgTable(
  'audit_logs',
  {
    id: serial('id').primaryKey(),
    timestamp: ts('timestamp').notNull().defaultNow(),
    user: integer('user').references(() => accounts.id, { onDelete: 'set null' }),
    user_username: varchar('user_username', { length: 150 }),
    user_email: varchar('user_email', { length: 254 }),
    action: auditAction('action').notNull(),
    resource_type: auditResourceType('resource_type').notNull(),
    resource_name: varchar('resource_name', { length: 300 }),
    description: text('description'),
    ip_address: varchar('ip_address', { length: 64 }),
    device_type: deviceType('device_type'),
    success: boolean('success').notNull().default(true),
    error_message: text('error_message'),
    old_values: jsonb('old_values'),
    new_values: jsonb('new_values'),
  },
  (t) => [index('audit_logs_timestamp_idx').on(t.timestamp)],
);

// ---------------------------------------------------------------- LIMS
export const limsTokens = pgTable('lims_tokens', {
  id: serial('id').primaryKey(),
  user: integer('user')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  token_hash: varchar('token_hash', { length: 128 }).notNull().unique(),
  /** The first and last characters of the token, the only part ever shown again. */
  token_display: varchar('token_display', { length: 40 }).notNull(),
  description: varchar('description', { length: 300 }).notNull(),
  is_active: boolean('is_active').notNull().default(true),
  last_used_at: ts('last_used_at'),
  created_at: ts('created_at').notNull().defaultNow(),
});

export const limsSampleConfirmations = pgTable(
  'lims_sample_confirmations',
  {
    id: serial('id').primaryKey(),
    barcode: varchar('barcode', { length: 80 }).notNull(),
    delivery_item: integer('delivery_item').references(() => deliveryItems.id, { onDelete: 'set null' }),
    delivery_item_name: varchar('delivery_item_name', { length: 200 }),
    patient_names: varchar('patient_names', { length: 300 }),
    delivery_number: varchar('delivery_number', { length: 40 }),
    status: confirmationStatus('status').notNull().default('PENDING'),
    lims_user: integer('lims_user').references(() => accounts.id, { onDelete: 'set null' }),
    confirmed_at: ts('confirmed_at'),
    created_at: ts('created_at').notNull().defaultNow(),
    lims_sample_id: varchar('lims_sample_id', { length: 80 }),
    error_message: text('error_message'),
    confirmation_data: jsonb('confirmation_data'),
    notes: text('notes'),
  },
  // the latest confirmation of a barcode (the FHIR rows, and the trigger that keeps their last update)
  (t) => [index('lims_sample_confirmations_barcode_idx').on(t.barcode, t.id)],
);

export const limsIntegrationLogs = pgTable(
  'lims_integration_logs',
  {
    id: serial('id').primaryKey(),
    user: integer('user').references(() => accounts.id, { onDelete: 'set null' }),
    integration_type: integrationType('integration_type').notNull(),
    status: integrationStatus('status').notNull(),
    description: text('description'),
    endpoint_url: varchar('endpoint_url', { length: 500 }),
    http_method: varchar('http_method', { length: 10 }),
    response_code: integer('response_code'),
    processing_time: doublePrecision('processing_time'),
    timestamp: ts('timestamp').notNull().defaultNow(),
    error_message: text('error_message'),
    request_data: jsonb('request_data'),
    response_data: jsonb('response_data'),
  },
  (t) => [index('lims_integration_logs_timestamp_idx').on(t.timestamp)],
);

// ---------------------------------------------------------------- relations
export const regionsRelations = relations(regions, ({ many }) => ({ districts: many(districts) }));
export const districtsRelations = relations(districts, ({ one }) => ({
  region: one(regions, { fields: [districts.region], references: [regions.id] }),
}));
export const collectionHubsRelations = relations(collectionHubs, ({ many }) => ({
  healthCentres: many(healthCentres),
  agents: many(deliveryAgents),
  coordinators: many(accounts),
}));
export const healthCentresRelations = relations(healthCentres, ({ one }) => ({
  hub: one(collectionHubs, { fields: [healthCentres.collection_hub], references: [collectionHubs.id] }),
}));
export const accountsRelations = relations(accounts, ({ one, many }) => ({
  hub: one(collectionHubs, { fields: [accounts.coodinated_hub], references: [collectionHubs.id] }),
  rights: many(accountRights),
  tokens: many(authTokens),
}));
export const accountRightsRelations = relations(accountRights, ({ one }) => ({
  account: one(accounts, { fields: [accountRights.user], references: [accounts.id] }),
}));
export const deliveryAgentsRelations = relations(deliveryAgents, ({ one, many }) => ({
  hub: one(collectionHubs, { fields: [deliveryAgents.collection_hub], references: [collectionHubs.id] }),
  activities: many(agentActivities),
  visits: many(agentFacilityVisits),
}));
export const productsRelations = relations(products, ({ one }) => ({
  unit: one(productUnits, { fields: [products.unit], references: [productUnits.id] }),
  category: one(productCategories, {
    fields: [products.product_category],
    references: [productCategories.id],
  }),
}));
export const pendingPickupsRelations = relations(pendingPickups, ({ one, many }) => ({
  sample: one(samples, { fields: [pendingPickups.sample], references: [samples.id] }),
  patients: many(patients),
}));
export const patientsRelations = relations(patients, ({ one, many }) => ({
  pickup: one(pendingPickups, { fields: [patients.pending_sample_pickup], references: [pendingPickups.id] }),
  items: many(deliveryItems),
}));
export const umojaDeliveriesRelations = relations(umojaDeliveries, ({ one, many }) => ({
  agent: one(deliveryAgents, { fields: [umojaDeliveries.agent_account], references: [deliveryAgents.id] }),
  hub: one(collectionHubs, { fields: [umojaDeliveries.collection_hub], references: [collectionHubs.id] }),
  items: many(deliveryItems),
}));
export const deliveryItemsRelations = relations(deliveryItems, ({ one }) => ({
  delivery: one(umojaDeliveries, { fields: [deliveryItems.delivery], references: [umojaDeliveries.id] }),
  patient: one(patients, { fields: [deliveryItems.patient], references: [patients.id] }),
}));
