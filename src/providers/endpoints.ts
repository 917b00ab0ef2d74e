/**
 * The endpoint table: react-admin resource name → how each verb reaches the API.
 * Resource names follow the spec's routes (/healthcenters/, /deliveryagents/ ...); URLs are the documented ones.
 *
 * - list.kind 'rest': GET url. With `paged` the provider sends page/page_size (+ search, ordering, filters) and
 *   reads {count, results}; a plain-array answer (or one without count) is filtered/sorted/paged in the browser.
 * - list.kind 'report': a /customqueries report; the arguments (argKeys) are taken out of the filter and sent,
 *   the `report` field (JSON text, or already a list) is parsed, then the rest happens in the browser.
 * - list.kind 'serverPaged': a /customqueries call that pages itself (audit logs: logs + total_count).
 * Bodies are multipart unless `json` (the spec's JSON calls). `fileFields` are only sent when they hold a new file.
 */
import type { Identifier } from 'ra-core';
import { en } from '../i18n/en';
import { formatDate, mondayOfLastWeek, toDate, toIsoDate } from '../lib/dates';
import { deliveryPagingArgs, shapeDeliveryPage, shapeDeliveryRows } from '../lib/deliveries';
import type { HttpMethod } from './http';

export interface CallSpec {
  url: (id: Identifier) => string;
  method: HttpMethod;
  json?: boolean;
  fallback?: string;
  prefix?: string;
  /** the body sent instead of the record (default: the record's fields) */
  body?: (id: Identifier, data: Record<string, unknown>) => Record<string, unknown>;
}

export interface CreateSpec {
  url: string;
  json?: boolean;
  fallback?: string;
  prefix?: string;
  /** fields added to every create body (e.g. source and created_by of a pickup) */
  extra?: (username: string | null) => Record<string, unknown>;
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
  fileFields?: string[];
  /** '' becomes null in create/update bodies (patients) */
  emptyAsNull?: boolean;
}

const slash = (base: string) => (id: Identifier) => `${base}${id}/`;

interface RestOptions {
  paged?: boolean;
  json?: boolean;
  readOnly?: boolean;
  noDelete?: boolean;
  fileFields?: string[];
  oneUrl?: string;
  createUrl?: string;
  fallbacks?: { list?: string; create?: string; update?: string; delete?: string };
  prefixes?: { create?: string; update?: string };
}

/** A DRF-style resource: GET url, GET/PUT/DELETE url{id}/, POST url. */
function rest(url: string, o: RestOptions = {}): Endpoint {
  const one = slash(o.oneUrl ?? url);
  const ep: Endpoint = {
    list: { kind: 'rest', url, paged: o.paged ?? true, fallback: o.fallbacks?.list },
    one: { url: one, method: 'GET', fallback: o.fallbacks?.list },
    fileFields: o.fileFields,
  };
  if (!o.readOnly) {
    ep.create = {
      url: o.createUrl ?? url,
      json: o.json,
      fallback: o.fallbacks?.create ?? en.auth.errors.save,
      prefix: o.prefixes?.create,
    };
    ep.update = {
      url: one,
      method: 'PUT',
      json: o.json,
      fallback: o.fallbacks?.update ?? en.auth.errors.save,
      prefix: o.prefixes?.update,
    };
    if (!o.noDelete)
      ep.delete = { url: one, method: 'DELETE', fallback: o.fallbacks?.delete ?? en.auth.errors.delete };
  }
  return ep;
}

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
  // catalogue
  samples: rest('/api/samples/'),
  supplies: rest('/api/supplies/'),
  products: rest('/api/products/', { fileFields: ['product_pic'] }),
  product_units: rest('/api/productunits/'),
  product_categories: rest('/api/productcategories/'),
  suppliers: rest('/api/suppliers/'),
  app_clients: rest('/api/app_clients/', { readOnly: true }),
  companyprofile: rest('/api/app_profile/', { noDelete: true, fileFields: ['company_logo'] }),

  // facilities and places
  healthcenters: rest('/api/healthcentres/'),
  collectionhubs: rest('/api/collectionhubs/'),
  regions: rest('/api/regions/'),
  districts: rest('/api/districts/'),
  ugdistricts: rest('/api/ugdistricts/', { readOnly: true }),

  // the signed-out page's account deactivation requests (our server's extension: list and remove)
  deactivation_requests: rest('/api/deactivation_requests/'),

  // people
  deliveryagents: {
    ...rest('/api/delivery_agents/', { fileFields: ['Photo'] }),
    create: { url: '/customqueries/manual_agentregistration', fallback: en.auth.errors.save },
  },
  delivery_agent_rights: rest('/api/delivery_agent_rights/'),
  useraccounts: {
    ...rest('/api/accounts/', { fileFields: ['profile_pic'] }),
    create: { url: '/customqueries/createsystem_user', fallback: en.auth.errors.save },
  },
  accounts: rest('/api/accounts/', {
    fileFields: ['profile_pic'],
    createUrl: '/customqueries/createsystem_user',
  }),
  accountrights: rest('/api/accountrights/'),
  account_rights: rest('/api/account_rights/'),

  // notifications: listed under one URL, read and updated under another
  notifications: {
    ...rest('/api/admin_notifications/', { oneUrl: '/api/adminnotification/', noDelete: true }),
    create: undefined,
  },

  // operations
  bar_codes: rest('/api/sample_barcodes/', { fallbacks: { list: en.auth.errors.load } }),
  pending_pickups: {
    ...rest('/api/pending_umoja_pickups/', {
      fallbacks: { delete: en.auth.errors.pickup_delete, create: '', update: '' },
      prefixes: { create: en.auth.errors.pickup_create, update: en.auth.errors.pickup_update },
    }),
    create: {
      url: '/api/pending_umoja_pickups/',
      fallback: '',
      prefix: en.auth.errors.pickup_create,
      extra: (username) => ({ source: 'dashboard', created_by: username ?? '' }),
    },
    list: {
      kind: 'rest',
      url: '/api/pending_umoja_pickups/',
      paged: true,
      variant: {
        whenAny: ['start_date', 'end_date'],
        url: '/api/pending_umoja_pickups/search_by_date_range/',
        query: (f) => ({ start_date: isoArg(f.start_date), end_date: isoArg(f.end_date) }),
      },
    },
  },
  patients: {
    ...rest('/api/patients/', {
      json: true,
      fallbacks: {
        list: en.auth.errors.patients_load,
        create: en.auth.errors.patient_save,
        update: en.auth.errors.patient_update,
        delete: en.auth.errors.patient_delete,
      },
    }),
    emptyAsNull: true,
  },
  delivery_items: rest('/api/delivery_items/', { readOnly: true }),
  pending_deliveries: rest('/api/pending_deliveries/', { readOnly: true }),

  // report-backed resources
  deliveries: {
    list: {
      kind: 'report',
      url: '/customqueries/getumoja_deliveriesreport',
      method: 'POST',
      argKeys: ['dateone', 'datetwo', 'delivery_status', 'hub'],
      args: (f) => ({
        dateone: reportDate(f.dateone, mondayOfLastWeek()),
        datetwo: reportDate(f.datetwo, new Date()),
        delivery_status: str(f.delivery_status),
        hub: str(f.hub),
      }),
      shape: shapeDeliveryRows,
      paging: {
        args: (p) => ({ ...pagingArgs(p, DELIVERY_PAGING), ...deliveryPagingArgs(p.filter) }),
        shapePage: shapeDeliveryPage,
      },
    },
    update: {
      url: (id) => `/customqueries/update_umoja_delivery/${id}`,
      method: 'POST',
      json: true,
      fallback: en.auth.errors.delivery_update,
    },
    delete: {
      url: (id) => `/customqueries/delete_umoja_delivery/${id}`,
      method: 'DELETE',
      fallback: en.auth.errors.delivery_delete,
    },
  },
  orders: {
    list: {
      kind: 'report',
      url: '/customqueries/getclientorder_deliveriesreport',
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
      url: () => '/customqueries/update_order',
      method: 'POST',
      fallback: en.auth.errors.save,
      body: (id, data) => ({ date: data.date, order_id: id }),
    },
  },
  facility_visits: {
    list: {
      kind: 'report',
      url: '/customqueries/list_facility_visits',
      method: 'GET',
      // today: the browser's day for the Today / This Week counters of a paged answer
      argKeys: ['today'],
      args: (f) => (f.today ? { today: str(f.today) } : {}),
      fallback: en.auth.errors.facility_visits_load,
      // the server pages it: filters q, agent, facility_kind, facility, visit_date_gte/_lte; answers counters
      paging: { args: (p) => pagingArgs(p) },
    },
    delete: {
      url: slash('/api/agent_facility_visits/'),
      method: 'DELETE',
      fallback: en.auth.errors.facility_visit_delete,
    },
  },
  audit_logs: {
    list: {
      kind: 'serverPaged',
      url: '/customqueries/get_audit_logs',
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
  lims_tokens: rest('/api/lims/tokens/'),
  lims_confirmations: rest('/api/lims/confirmations/', { readOnly: true }),
  lims_logs: rest('/api/lims/logs/', { readOnly: true }),
};

// Routes that show the same data under their own name (resource name = route = access key), so their
// screens pass the access check of their shell: the hub shell's deliveries, agents and health centres.
endpoints.hub_deliveries = endpoints.deliveries;
endpoints.patient_management = endpoints.patients;
endpoints.hub_online_agents = {
  ...endpoints.deliveryagents,
  create: undefined,
  update: undefined,
  delete: undefined,
};
endpoints.hub_deliveryagents = endpoints.hub_online_agents;
endpoints.hub_agent_details = endpoints.hub_online_agents;
endpoints.hub_healthcenters = {
  ...endpoints.healthcenters,
  create: undefined,
  update: undefined,
  delete: undefined,
};
endpoints.hub_healthcenter_details = endpoints.hub_healthcenters;

export function endpointFor(resource: string): Endpoint {
  const ep = endpoints[resource];
  if (!ep) throw new Error(`No endpoint for resource "${resource}"`);
  return ep;
}
