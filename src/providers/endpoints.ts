/**
 * The endpoint table: react-admin resource name → how each verb reaches the API.
 * Resource names follow the spec's routes (/healthcenters/, /deliveryagents/ ...); URLs are the documented ones.
 *
 * - list.kind 'rest': GET url. With `paged` the provider sends page/page_size (+ search, ordering, filters) and
 *   reads {count, results}; a plain-array answer (or one without count) is filtered/sorted/paged in the browser.
 * - list.kind 'report': a /customqueries report; the arguments (argKeys) are taken out of the filter and sent,
 *   the `report` field (JSON text, or already a list) is parsed, then the rest happens in the browser.
 * - list.kind 'serverPaged': a /customqueries call that pages itself (audit logs: logs + total_count).
 * Bodies are multipart unless `json` (the spec's JSON calls). The write quirks of a resource (file fields, '' as
 * null, fields a create adds) are in writeQuirks.ts.
 */
import type { Identifier } from 'ra-core';
import { en } from '../i18n/en';
import { formatDate, mondayOfLastWeek, toDate, toIsoDate } from '../../contract/dates';
import { deliveryPagingArgs, shapeDeliveryPage } from '../lib/deliveries';
import { shapeReportRowsInPlace } from './deliveryReportRows';
import { callById } from '../../contract/calls';
import { fillPath } from './contractMethods';
import type { HttpMethod } from './http';

export interface CallSpec {
  url: (id: Identifier) => string;
  /** the contract row: a create/update body carries only the fields it lists (the record's others stay home) */
  row?: string;
  method: HttpMethod;
  json?: boolean;
  fallback?: string;
  prefix?: string;
  /** the body sent instead of the record (default: the record's fields) */
  body?: (id: Identifier, data: Record<string, unknown>) => Record<string, unknown>;
}

export interface CreateSpec {
  url: string;
  /** the contract row: the body carries only the fields it lists */
  row?: string;
  json?: boolean;
  fallback?: string;
  prefix?: string;
}

export interface RestList {
  kind: 'rest';
  url: string;
  paged: boolean;
  fallback?: string;
  /** another URL used when any of these filter keys is set (the pickups date-range search) */
  variant?: {
    whenAny: string[];
    url: string;
    query: (filter: Record<string, unknown>) => Record<string, unknown>;
  };
}

export interface ReportList {
  kind: 'report';
  url: string;
  method: 'GET' | 'POST';
  json?: boolean;
  /** filter keys that are arguments of the call (not filtered in the browser) */
  argKeys: string[];
  args: (filter: Record<string, unknown>) => Record<string, unknown>;
  fallback?: string;
  /** runs once on the fetched rows (derived fields the browser filters on), not on every page */
  shape?: (rows: Record<string, unknown>[]) => Record<string, unknown>[];
  /**
   * The call understands the paging protocol (README "Paging report calls"): these fields are ADDED to the
   * documented arguments. An answer {count, results} is one page; any other answer is the full report,
   * filtered, sorted and paged in the browser.
   */
  paging?: ReportPaging;
}

export interface PagingParams {
  page: number;
  perPage: number;
  /** the list filter without the report's arguments (argKeys) */
  filter: Record<string, unknown>;
  sort?: { field: string; order: string };
}

export interface ReportPaging {
  /** the optional fields of the call: page, page_size, ordering, filters, call-specific extras */
  args: (p: PagingParams) => Record<string, unknown>;
  /** derived fields of the rows of one server page (must not reorder them) */
  shapePage?: (rows: Record<string, unknown>[]) => Record<string, unknown>[];
}

/**
 * The protocol's generic fields: page, page_size, ordering (a `-` prefix = descending; `sortFields` maps
 * a sort field of the screen to the row field the server orders by), filters as JSON text (omitted when
 * empty). `omitFilters` leaves filter keys out (those sent as call-specific extras).
 */
export function pagingArgs(
  p: PagingParams,
  o: { sortFields?: Record<string, string>; omitFilters?: string[] } = {},
): Record<string, unknown> {
  const out: Record<string, unknown> = { page: p.page, page_size: p.perPage };
  if (p.sort?.field) {
    const field = o.sortFields?.[p.sort.field] ?? p.sort.field;
    out.ordering = `${String(p.sort.order).toUpperCase() === 'DESC' ? '-' : ''}${field}`;
  }
  const filters: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(p.filter)) {
    if (o.omitFilters?.includes(k)) continue;
    if (v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0)) continue;
    filters[k] = v;
  }
  if (Object.keys(filters).length > 0) out.filters = JSON.stringify(filters);
  return out;
}

export interface ServerPagedList {
  kind: 'serverPaged';
  url: string;
  json?: boolean;
  body: (p: {
    page: number;
    perPage: number;
    filter: Record<string, unknown>;
    sort?: { field: string; order: string };
  }) => Record<string, unknown>;
  rowsKey: string;
  totalKey: string;
  fallback?: string;
}

export interface Endpoint {
  list: RestList | ReportList | ServerPagedList;
  one?: CallSpec;
  create?: CreateSpec;
  update?: CallSpec;
  delete?: CallSpec;
}

/** The URL of a contract row (contract/calls.ts) for an id: its `{…}` segment filled in. */
const rowUrl = (rowId: string) => {
  const row = callById(rowId);
  return (id: Identifier) => fillPath(row, { id: String(id), hub: String(id) });
};
const isJson = (rowId: string) => callById(rowId).encoding === 'json';

interface RestOptions {
  /** contract row ids of each verb; a verb without a row is not offered */
  list: string;
  one?: string;
  create?: string;
  update?: string;
  delete?: string;
  paged?: boolean;
  fallbacks?: { list?: string; create?: string; update?: string; delete?: string };
  prefixes?: { create?: string; update?: string };
}

/**
 * A DRF-style resource built from the contract table: each verb names its row, whose path (exactly as the spec
 * writes it, trailing slash or not) and encoding it sends. Verbs the specs do not list are not offered; a
 * getOne without a documented call reads the row from the resource's list (see dataProvider getOneRecord).
 */
function rest(o: RestOptions): Endpoint {
  const ep: Endpoint = {
    list: { kind: 'rest', url: callById(o.list).path, paged: o.paged ?? true, fallback: o.fallbacks?.list },
  };
  if (o.one) ep.one = { url: rowUrl(o.one), method: 'GET', fallback: o.fallbacks?.list };
  if (o.create)
    ep.create = {
      url: callById(o.create).path,
      row: o.create,
      json: isJson(o.create),
      fallback: o.fallbacks?.create ?? en.auth.errors.save,
      prefix: o.prefixes?.create,
    };
  if (o.update)
    ep.update = {
      url: rowUrl(o.update),
      row: o.update,
      method: 'PUT',
      json: isJson(o.update),
      fallback: o.fallbacks?.update ?? en.auth.errors.save,
      prefix: o.prefixes?.update,
    };
  if (o.delete)
    ep.delete = {
      url: rowUrl(o.delete),
      method: 'DELETE',
      fallback: o.fallbacks?.delete ?? en.auth.errors.delete,
    };
  return ep;
}

/** The usual five verbs of a catalogue resource named `name` in the contract (name.list, name.get, ...). */
const crud = (name: string, o: Partial<RestOptions> = {}): RestOptions => ({
  list: `${name}.list`,
  one: `${name}.get`,
  create: `${name}.create`,
  update: `${name}.update`,
  delete: `${name}.delete`,
  ...o,
});

/** A report date argument: Date, 'YYYY-MM-DD' or 'DD/MM/YYYY' → 'DD/MM/YYYY'; default when empty. */
export function reportDate(value: unknown, fallback: Date): string {
  return formatDate(toDate(value as string) ?? fallback);
}

function isoArg(value: unknown): string | undefined {
  const d = toDate(value as string);
  return d ? toIsoDate(d) : undefined;
}

/** The deliveries screen sorts on derived fields: the server orders by the row fields they come from. */
const DELIVERY_PAGING = {
  sortFields: { date_ts: 'orig_date', turnaround_seconds: 'turn_around_time' },
  omitFilters: ['tracking', 'barcode_search'],
};

const str = (value: unknown) => (value === undefined || value === null ? '' : String(value));

export const endpoints: Record<string, Endpoint> = {
  // catalogue (administration 7 Catalogue; samples and supplies are created as operations 7 writes)
  samples: rest(crud('samples', { list: 'samples.list/' })),
  supplies: rest(crud('supplies')),
  // products are created by the batch entry (batchproductentry)
  products: rest({
    list: 'products.list',
    update: 'products.update',
    delete: 'products.delete',
  }),
  product_units: rest(crud('productunits')),
  product_categories: rest(crud('productcategories')),
  suppliers: rest(crud('suppliers')),
  app_clients: rest({ list: 'app_clients.list' }),
  // the one company profile: GET /api/app_profile/1, PUT /api/app_profile/1/
  companyprofile: rest({
    list: 'app_profile.get',
    paged: false,
    one: 'app_profile.get',
    update: 'app_profile.update',
  }),

  // facilities and places
  healthcenters: rest(crud('healthcentres', { list: 'healthcentres.list/' })),
  collectionhubs: rest(crud('collectionhubs', { list: 'collectionhubs.list/', delete: undefined })),
  regions: rest({ list: 'regions.list', create: 'regions.create', delete: 'regions.delete' }),
  districts: rest({ list: 'districts.list', create: 'districts.create', delete: 'districts.delete' }),
  ugdistricts: rest({ list: 'ugdistricts.list' }),

  // the signed-out page's account deactivation requests (our server's extension: list and remove)
  deactivation_requests: rest({
    list: 'ext.deactivation_requests.list',
    delete: 'ext.deactivation_requests.delete',
  }),

  // the outbox of SMS and e-mail alerts (our server's extension; a server without it answers 404)
  outbox: rest({ list: 'ext.outbox.list' }),

  // people
  deliveryagents: rest({
    list: 'delivery_agents.list',
    one: 'delivery_agent.get',
    create: 'manual_agentregistration',
    update: 'delivery_agent.put',
    delete: 'delivery_agent.delete',
  }),
  delivery_agent_rights: rest({
    list: 'delivery_agent_rights.of_agent',
    create: 'delivery_agent_rights.create',
    update: 'delivery_agent_rights.update',
  }),
  // the user accounts screens (administration 7)
  useraccounts: rest({
    list: 'accounts.list',
    one: 'account.get',
    create: 'createsystem_user',
    update: 'account.put',
    delete: 'account.delete',
  }),
  // the signed-in user's own account (operations 7: the profile drawer and page)
  accounts: rest({
    list: 'accounts.list',
    one: 'account.get/',
    update: 'account.put',
  }),
  accountrights: rest({
    list: 'accountrights.of_user',
    create: 'ext.accountrights.create',
    update: 'accountrights.put',
  }),
  account_rights: rest({ list: 'account_rights.list' }),

  // notifications: listed under one URL, marked read under another
  notifications: rest({ list: 'admin_notifications.list', update: 'adminnotification.read' }),

  // operations
  bar_codes: rest({ list: 'sample_barcodes.list', fallbacks: { list: en.auth.errors.load } }),
  pending_pickups: {
    ...rest({
      list: 'pending_umoja_pickups.count',
      update: 'pickups.update',
      delete: 'pickups.delete',
      fallbacks: { delete: en.auth.errors.pickup_delete, update: '' },
      prefixes: { update: en.auth.errors.pickup_update },
    }),
    create: {
      url: callById('pickups.create').path,
      row: 'pickups.create',
      fallback: '',
      prefix: en.auth.errors.pickup_create,
    },
    list: {
      kind: 'rest',
      url: callById('pending_umoja_pickups.count').path,
      paged: true,
      variant: {
        whenAny: ['start_date', 'end_date'],
        url: callById('pickups.search_by_date_range').path,
        query: (f) => ({
          start_date: isoArg(f.start_date),
          end_date: isoArg(f.end_date),
          // only the pickups late now
          ...(f.overdue === true || f.overdue === 'true' ? { overdue: 'true' } : {}),
        }),
      },
    },
  },
  patients: {
    // POST as JSON (operations 7 says so); PUT multipart like every other call not marked JSON
    ...rest({
      list: 'patients.list',
      create: 'patients.create',
      update: 'patients.update',
      delete: 'patients.delete',
      fallbacks: {
        list: en.auth.errors.patients_load,
        create: en.auth.errors.patient_save,
        update: en.auth.errors.patient_update,
        delete: en.auth.errors.patient_delete,
      },
    }),
  },
  delivery_items: rest({ list: 'delivery_items.of_patient' }),
  pending_deliveries: rest({ list: 'pending_deliveries.ongoing' }),

  // report-backed resources
  deliveries: {
    list: {
      kind: 'report',
      url: callById('getumoja_deliveriesreport').path,
      method: 'POST',
      argKeys: ['dateone', 'datetwo', 'delivery_status', 'hub', 'overdue'],
      args: (f) => ({
        dateone: reportDate(f.dateone, mondayOfLastWeek()),
        datetwo: reportDate(f.datetwo, new Date()),
        delivery_status: str(f.delivery_status),
        hub: str(f.hub),
        // dropoff | receipt | any keeps the rows late now; sent only when set
        ...(str(f.overdue) ? { overdue: str(f.overdue) } : {}),
      }),
      // the full report's rows are shaped in place (src/providers/deliveryReportRows.ts)
      shape: shapeReportRowsInPlace,
      paging: {
        args: (p) => ({ ...pagingArgs(p, DELIVERY_PAGING), ...deliveryPagingArgs(p.filter) }),
        shapePage: shapeDeliveryPage,
      },
    },
    update: {
      url: rowUrl('update_umoja_delivery'),
      method: 'POST',
      json: true,
      fallback: en.auth.errors.delivery_update,
    },
    delete: {
      url: rowUrl('delete_umoja_delivery'),
      method: 'DELETE',
      fallback: en.auth.errors.delivery_delete,
    },
  },
  orders: {
    list: {
      kind: 'report',
      url: callById('getclientorder_deliveriesreport').path,
      method: 'POST',
      argKeys: ['dateone', 'datetwo', 'order_status'],
      args: (f) => ({
        dateone: reportDate(f.dateone, mondayOfLastWeek()),
        datetwo: reportDate(f.datetwo, new Date()),
        order_status: str(f.order_status),
      }),
      // the server pages it: filters assigned_agentname_prefix / clientname_prefix, answers totals
      paging: { args: (p) => pagingArgs(p) },
    },
    update: {
      url: () => callById('update_order').path,
      method: 'POST',
      fallback: en.auth.errors.save,
      body: (id, data) => ({ date: data.date, order_id: id }),
    },
  },
  facility_visits: {
    list: {
      kind: 'report',
      url: callById('list_facility_visits').path,
      method: 'GET',
      // today: the browser's day for the Today / This Week counters of a paged answer
      argKeys: ['today'],
      args: (f) => (f.today ? { today: str(f.today) } : {}),
      fallback: en.auth.errors.facility_visits_load,
      // the server pages it: filters q, agent, facility_kind, facility, visit_date_gte/_lte; answers counters
      paging: { args: (p) => pagingArgs(p) },
    },
    delete: {
      url: rowUrl('agent_facility_visits.delete'),
      method: 'DELETE',
      fallback: en.auth.errors.facility_visit_delete,
    },
  },
  audit_logs: {
    list: {
      kind: 'serverPaged',
      url: callById('get_audit_logs').path,
      json: true,
      rowsKey: 'logs',
      totalKey: 'total_count',
      fallback: en.auth.errors.audit_logs_load,
      body: ({ page, perPage, filter }) => ({
        page,
        page_size: perPage,
        user: str(filter.user),
        action: str(filter.action),
        resource_type: str(filter.resource_type),
        success: filter.success === undefined || filter.success === null ? '' : filter.success,
        date_from: isoArg(filter.date_from) ?? '',
        date_to: isoArg(filter.date_to) ?? '',
        search: str(filter.q ?? filter.search),
      }),
    },
  },

  // LIMS integration
  lims_tokens: rest({
    list: 'lims.tokens.list',
    create: 'lims.tokens.create',
    update: 'lims.tokens.update',
    delete: 'lims.tokens.delete',
  }),
  lims_confirmations: rest({ list: 'lims.confirmations.list' }),
  lims_logs: rest({ list: 'lims.logs.list' }),
};

/** The same endpoint without create, update and delete. */
function readOnly(ep: Endpoint): Endpoint {
  return { ...ep, create: undefined, update: undefined, delete: undefined };
}

// Routes that show the same data under their own name (resource name = route = access key), so their
// screens pass the access check of their shell: the hub shell's deliveries, agents and health centres.
endpoints.hub_deliveries = endpoints.deliveries;
endpoints.patient_management = endpoints.patients;
endpoints.hub_online_agents = readOnly(endpoints.deliveryagents);
endpoints.hub_deliveryagents = endpoints.hub_online_agents;
endpoints.hub_agent_details = endpoints.hub_online_agents;
endpoints.hub_healthcenters = readOnly(endpoints.healthcenters);
endpoints.hub_healthcenter_details = endpoints.hub_healthcenters;

export function endpointFor(resource: string): Endpoint {
  const ep = endpoints[resource];
  if (!ep) throw new Error(`No endpoint for resource "${resource}"`);
  return ep;
}
