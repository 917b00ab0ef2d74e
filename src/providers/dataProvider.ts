/**
 * The one data provider: every react-admin verb over the endpoint table, plus named custom methods.
 */
import type {
  DataProvider,
  GetListParams,
  GetListResult,
  Identifier,
  UpdateParams,
  CreateParams,
  DeleteParams,
} from 'ra-core';
import { HttpError } from 'ra-core';
import { en } from '../i18n/en';
import { applyListParams } from '../lib/listQuery';
import type { AdminNotification, UserAccount } from '../../contract/types';
import { callById } from '../../contract/calls';
import { fieldAllowed } from '../../contract/match';
import { contractMethods, fillPath, type ContractMethods, type Transport } from './contractMethods';
import { endpointFor, type Endpoint, type ReportList } from './endpoints';
import { answerMessage, errorMessage, request, type Body } from './http';
import { readReportAnswer } from './reportStream';
import { getSession, subscribe, updateSession } from './session';

export interface AppDataProvider extends DataProvider, ContractMethods {
  getCount(resource: string): Promise<number>;
  getUnreadNotifications(): Promise<AdminNotification[]>;
  markNotificationsRead(ids: number[]): Promise<void>;
  changePassword(p: { old_password: string; new_password1: string; new_password2: string }): Promise<string>;
  updateAccount(
    id: number,
    p: {
      username: string;
      email: string;
      is_active?: boolean;
      branch_manager?: boolean;
      profile_pic?: File | null;
    },
  ): Promise<UserAccount>;
  requestAccountDeactivation(p: { phonecontact: string; reason_ofdeaction: string }): Promise<string>;
}

type Row = Record<string, unknown> & { id: Identifier };
type Filter = Record<string, unknown>;

const DEFAULT_PAGINATION = { page: 1, perPage: 25 };
const ROW_KEYS = ['results', 'report', 'data', 'logs', 'visits', 'rows', 'items'];

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

function parseMaybeJson(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    throw new HttpError(en.auth.errors.load, 200, value);
  }
}

/** The rows of a list answer: a plain array, or the array under results/report (JSON text allowed)/data... */
export function rowsOf(body: unknown): Record<string, unknown>[] {
  const value = parseMaybeJson(body);
  if (Array.isArray(value)) return value as Record<string, unknown>[];
  if (value && typeof value === 'object') {
    for (const key of ROW_KEYS) {
      if (!(key in value)) continue;
      const inner = parseMaybeJson((value as Record<string, unknown>)[key]);
      if (Array.isArray(inner)) return inner as Record<string, unknown>[];
      if (inner && typeof inner === 'object') return rowsOf(inner);
    }
  }
  return [];
}

function withIds(rows: Record<string, unknown>[]): Row[] {
  return rows.map((row, index) =>
    row.id === undefined || row.id === null ? ({ ...row, id: index + 1 } as Row) : (row as Row),
  );
}

function isPagedAnswer(body: unknown): body is { count: number; results: unknown[] } {
  return (
    !!body &&
    typeof body === 'object' &&
    !Array.isArray(body) &&
    typeof (body as { count?: unknown }).count === 'number' &&
    Array.isArray((body as { results?: unknown }).results)
  );
}

function omit(filter: Filter, keys: string[]): Filter {
  const out: Filter = {};
  for (const [k, v] of Object.entries(filter)) if (!keys.includes(k)) out[k] = v;
  return out;
}

/** Server query for a REST list: q → search, other filters as they are (scalars and arrays only). */
function serverFilters(filter: Filter): Record<string, unknown> {
  const query: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(filter)) {
    if (isEmpty(v)) continue;
    if (typeof v === 'object' && !Array.isArray(v)) continue;
    query[k === 'q' ? 'search' : k] = v;
  }
  return query;
}

// ---- report cache: one fetched report per resource, reused while only paging/sorting/filtering changes
interface ReportCacheEntry {
  key: string;
  rows: Row[];
  lastParams: string;
  /** the rows filtered and sorted for the last filter+sort, so paging through 70,000 rows only slices */
  view?: { key: string; rows: Row[] };
}
const reportCache = new Map<string, ReportCacheEntry>();
const inFlight = new Map<string, Promise<Row[]>>();

/** Which path the server took for a resource's report call: 'server' (paged answers) or 'browser' (full report). */
export type ReportPath = 'server' | 'browser';
const reportPaths = new Map<string, ReportPath>();
/** The rows of the last server page per resource (getOne of a report-backed resource reads them). */
const lastPages = new Map<string, Row[]>();
/** The first paged call of a resource while its path is unknown: concurrent calls wait for its answer. */
const probes = new Map<string, Promise<unknown>>();

/** The path the last answer of a resource's report call took (undefined before the first answer). */
export function reportPath(resource: string): ReportPath | undefined {
  return reportPaths.get(resource);
}

export function clearReportCache(resource?: string): void {
  if (resource) {
    reportCache.delete(resource);
    lastPages.delete(resource);
  } else {
    reportCache.clear();
    lastPages.clear();
    reportPaths.clear();
  }
}
subscribe((s) => {
  if (!s) clearReportCache();
});

async function requestReport(
  list: ReportList,
  args: Record<string, unknown>,
  signal?: AbortSignal,
): Promise<unknown> {
  const body =
    list.method === 'GET'
      ? await request(list.url, { query: args, fallback: list.fallback, signal })
      : await request(list.url, {
          method: 'POST',
          body: args,
          json: list.json,
          fallback: list.fallback,
          signal,
          // the full report's rows are parsed while the rest of the answer arrives
          read: readReportAnswer,
        });
  if (body && typeof body === 'object' && (body as { success?: unknown }).success === false)
    throw new HttpError(errorMessage(body, list.fallback ?? en.auth.errors.load), 200, body);
  return body;
}

function fullReportRows(list: ReportList, body: unknown): Row[] {
  const rows = withIds(rowsOf(body));
  return list.shape ? (list.shape(rows) as Row[]) : rows;
}

async function fetchReport(list: ReportList, args: Record<string, unknown>): Promise<Row[]> {
  return fullReportRows(list, await requestReport(list, args));
}

/** The cached report is reused while only paging/sorting/filtering changes (identical params = a refresh). */
function cachedEntry(resource: string, key: string, paramsKey: string, params: GetListParams) {
  const entry = reportCache.get(resource);
  if (!entry || entry.key !== key || entry.lastParams === paramsKey || params.meta?.refresh) return undefined;
  return entry;
}

/** One page of the cached full report: filtered, sorted and paged in the browser. */
function browserPage(entry: ReportCacheEntry, list: ReportList, params: GetListParams): GetListResult {
  const browserFilter = omit(params.filter ?? {}, list.argKeys);
  const viewKey = JSON.stringify({ filter: browserFilter, sort: params.sort });
  if (entry.view?.key !== viewKey)
    entry.view = {
      key: viewKey,
      rows: applyListParams(entry.rows, { filter: browserFilter, sort: params.sort }).data,
    };
  const { data, total } = applyListParams(entry.view.rows, {
    pagination: params.pagination ?? DEFAULT_PAGINATION,
  });
  return { data, total };
}

async function reportList(resource: string, list: ReportList, params: GetListParams): Promise<GetListResult> {
  if (list.paging) return pagedReportList(resource, list, list.paging, params);
  const filter = params.filter ?? {};
  const args = list.args(filter);
  const key = JSON.stringify(args);
  const paramsKey = JSON.stringify({ filter, sort: params.sort, pagination: params.pagination });
  let entry = cachedEntry(resource, key, paramsKey, params);
  if (!entry) {
    // two identical calls at the same time share one request
    const flightKey = `${resource} ${key}`;
    let pending = inFlight.get(flightKey);
    if (!pending) {
      pending = fetchReport(list, args).finally(() => inFlight.delete(flightKey));
      inFlight.set(flightKey, pending);
    }
    const rows = await pending;
    entry = { key, rows, lastParams: paramsKey };
    reportCache.set(resource, entry);
  }
  entry.lastParams = paramsKey;
  return browserPage(entry, list, params);
}

/**
 * A report call that may page on the server: the documented arguments plus the paging fields. The answer's
 * shape decides, every time: {count, results} = this page (total = count, the other fields as meta);
 * anything else = the full report, cached and paged in the browser as for a plain report call. Once a
 * resource's server answered with the full report, calls that only page/sort/filter are answered from
 * the cache without asking again; while the path is unknown, concurrent calls wait for the first answer.
 */
async function pagedReportList(
  resource: string,
  list: ReportList,
  paging: NonNullable<ReportList['paging']>,
  params: GetListParams,
): Promise<GetListResult> {
  const filter = params.filter ?? {};
  const args = list.args(filter);
  const key = JSON.stringify(args);
  const paramsKey = JSON.stringify({ filter, sort: params.sort, pagination: params.pagination });
  const probeKey = `${resource} ${key}`;

  const path = reportPaths.get(resource);
  if (path === 'browser') {
    const entry = cachedEntry(resource, key, paramsKey, params);
    if (entry) {
      entry.lastParams = paramsKey;
      return browserPage(entry, list, params);
    }
    // the same full report already on its way: share it
    const pending = inFlight.get(probeKey);
    if (pending) {
      const rows = await pending;
      const shared: ReportCacheEntry = { key, rows, lastParams: paramsKey };
      reportCache.set(resource, shared);
      return browserPage(shared, list, params);
    }
  } else if (path === undefined) {
    const probe = probes.get(probeKey);
    if (probe) {
      await probe.catch(() => undefined);
      if (reportPaths.get(resource) !== undefined) return pagedReportList(resource, list, paging, params);
    }
  }

  const pagination = params.pagination ?? DEFAULT_PAGINATION;
  const body = {
    ...args,
    ...paging.args({
      page: pagination.page,
      perPage: pagination.perPage,
      filter: omit(filter, list.argKeys),
      sort: params.sort,
    }),
  };
  const answer = requestReport(list, body, path === 'server' ? params.signal : undefined);
  let fullRows: Promise<Row[]> | undefined;
  if (path !== 'server') {
    // a server that ignores the paging fields answers the full report: other calls may share it
    fullRows = answer.then((a) => (isPagedAnswer(a) ? [] : fullReportRows(list, a)));
    fullRows.catch(() => undefined);
    inFlight.set(probeKey, fullRows);
    if (path === undefined) probes.set(probeKey, answer);
  }
  try {
    const a = await answer;
    if (isPagedAnswer(a)) {
      reportPaths.set(resource, 'server');
      reportCache.delete(resource);
      const { count, results, ...extras } = a as { count: number; results: unknown[] } & Record<
        string,
        unknown
      >;
      const rows = withIds(results as Record<string, unknown>[]);
      const data = (paging.shapePage ? paging.shapePage(rows) : rows) as Row[];
      lastPages.set(resource, data);
      return { data, total: count, meta: { ...extras, serverPaged: true } };
    }
    reportPaths.set(resource, 'browser');
    const rows = fullRows ? await fullRows : fullReportRows(list, a);
    const entry: ReportCacheEntry = { key, rows, lastParams: paramsKey };
    reportCache.set(resource, entry);
    return browserPage(entry, list, params);
  } finally {
    if (inFlight.get(probeKey) === fullRows) inFlight.delete(probeKey);
    if (probes.get(probeKey) === answer) probes.delete(probeKey);
  }
}

async function getList(resource: string, params: GetListParams): Promise<GetListResult> {
  const ep = endpointFor(resource);
  const list = ep.list;
  const filter: Filter = params.filter ?? {};
  const pagination = params.pagination ?? DEFAULT_PAGINATION;
  const signal = params.signal;

  if (list.kind === 'report') return reportList(resource, list, params);

  if (list.kind === 'serverPaged') {
    const body = await request<Record<string, unknown>>(list.url, {
      method: 'POST',
      json: list.json,
      body: list.body({ page: pagination.page, perPage: pagination.perPage, filter, sort: params.sort }),
      fallback: list.fallback,
      signal,
    });
    if (body && body.success === false)
      throw new HttpError(errorMessage(body, list.fallback ?? en.auth.errors.load), 200, body);
    const rows = withIds(rowsOf(body?.[list.rowsKey] ?? body));
    const total = Number(body?.[list.totalKey]);
    return { data: rows, total: Number.isFinite(total) ? total : rows.length };
  }

  const variant = list.variant;
  if (variant && variant.whenAny.some((k) => !isEmpty(filter[k]))) {
    const body = await request(variant.url, {
      query: variant.query(filter),
      fallback: list.fallback,
      signal,
    });
    const result = applyListParams(withIds(rowsOf(body)), {
      filter: omit(filter, variant.whenAny),
      sort: params.sort,
      pagination,
    });
    // the pickups search echoes the range it answered for: handed to the list as meta.date_range
    const range =
      body && typeof body === 'object' && !Array.isArray(body)
        ? (body as { date_range?: unknown }).date_range
        : undefined;
    return range ? { ...result, meta: { date_range: range } } : result;
  }

  const query: Record<string, unknown> = serverFilters(filter);
  if (list.paged) {
    query.page = pagination.page;
    query.page_size = pagination.perPage;
    if (params.sort?.field) query.ordering = `${params.sort.order === 'DESC' ? '-' : ''}${params.sort.field}`;
  } else delete query.search;
  const body = await request(list.url, { query, fallback: list.fallback, signal });
  if (isPagedAnswer(body))
    return { data: withIds(body.results as Record<string, unknown>[]), total: body.count };
  return applyListParams(withIds(rowsOf(body)), { filter, sort: params.sort, pagination });
}

function asRecord(body: unknown, id: Identifier): Row {
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    const b = body as Record<string, unknown>;
    return { ...b, id: (b.id as Identifier | undefined) ?? id } as Row;
  }
  return { id } as Row;
}

async function getOneRecord(resource: string, id: Identifier, signal?: AbortSignal): Promise<Row> {
  const ep = endpointFor(resource);
  if (ep.one) {
    const body = await request(ep.one.url(id), { fallback: ep.one.fallback, signal });
    return asRecord(body, id);
  }
  const found =
    reportCache.get(resource)?.rows.find((row) => String(row.id) === String(id)) ??
    lastPages.get(resource)?.find((row) => String(row.id) === String(id));
  if (found) return found;
  if (ep.list.kind === 'rest') {
    const row = (await listRows(resource, ep.list.url, ep.list.paged, signal)).find(
      (r) => String(r.id) === String(id),
    );
    if (row) return row;
  }
  throw new HttpError(en.auth.errors.not_found, 404, null);
}

/**
 * A REST resource whose single GET the specs do not list (products, pickups, patients ...): its record is read
 * from the documented list (one call shared for 2 s by the getOne calls of a getMany).
 */
const listReads = new Map<string, { at: number; rows: Promise<Row[]> }>();
const LIST_READ_PAGE = 1000;
function listRows(resource: string, url: string, paged: boolean, signal?: AbortSignal): Promise<Row[]> {
  const cached = listReads.get(resource);
  if (cached && Date.now() - cached.at < 2000) return cached.rows;
  const rows = request(url, {
    query: paged ? { page: 1, page_size: LIST_READ_PAGE } : undefined,
    fallback: en.auth.errors.load,
    signal,
  }).then((body) => withIds(rowsOf(body)));
  rows.catch(() => listReads.delete(resource));
  listReads.set(resource, { at: Date.now(), rows });
  return rows;
}

/** The body of a create/update: file fields only when they hold a new file; '' → null where asked. */
function prepare(ep: Endpoint, data: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(data)) {
    if (ep.fileFields?.includes(k)) {
      const isNewFile =
        (typeof Blob !== 'undefined' && v instanceof Blob) ||
        (!!v && typeof v === 'object' && 'rawFile' in (v as object));
      if (!isNewFile) continue;
    }
    out[k] = ep.emptyAsNull && v === '' ? null : v;
  }
  return out;
}

/** A body cut down to the fields its contract row (and the row's extensions) lists; `id` goes in the URL. */
function contractFields(rowId: string | undefined, body: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const row = rowId ? callById(rowId) : undefined;
  for (const [k, v] of Object.entries(body)) {
    if (k === 'id') continue;
    if (row && !fieldAllowed(row, k)) continue;
    out[k] = v;
  }
  return out;
}

function notAvailable(): never {
  throw new HttpError(en.auth.errors.not_available, 405, null);
}

async function create(resource: string, params: CreateParams): Promise<{ data: Row }> {
  const ep = endpointFor(resource);
  if (!ep.create) notAvailable();
  const username = getSession()?.account.username ?? null;
  const body = contractFields(ep.create.row, {
    ...prepare(ep, params.data ?? {}),
    ...(ep.create.extra?.(username) ?? {}),
  });
  const answer = await request(ep.create.url, {
    method: 'POST',
    body,
    json: ep.create.json,
    fallback: ep.create.fallback,
    prefix: ep.create.prefix,
  });
  clearReportCache(resource);
  const a =
    answer && typeof answer === 'object' && !Array.isArray(answer) ? (answer as Record<string, unknown>) : {};
  return { data: { ...params.data, ...a, id: (a.id as Identifier | undefined) ?? '' } as Row };
}

async function update(resource: string, params: UpdateParams): Promise<{ data: Row }> {
  const ep = endpointFor(resource);
  if (!ep.update) notAvailable();
  const data = (params.data ?? {}) as Record<string, unknown>;
  const body: Body = ep.update.body
    ? ep.update.body(params.id, data)
    : contractFields(ep.update.row, prepare(ep, data));
  const answer = await request(ep.update.url(params.id), {
    method: ep.update.method,
    body,
    json: ep.update.json,
    fallback: ep.update.fallback,
    prefix: ep.update.prefix,
  });
  clearReportCache(resource);
  const merged = { ...(params.previousData ?? {}), ...data, id: params.id } as Row;
  if (answer && typeof answer === 'object' && !Array.isArray(answer) && 'id' in answer)
    return { data: { ...merged, ...(answer as Record<string, unknown>), id: params.id } as Row };
  return { data: merged };
}

async function remove(resource: string, params: DeleteParams): Promise<{ data: Row }> {
  const ep = endpointFor(resource);
  if (!ep.delete) notAvailable();
  await request(ep.delete.url(params.id), { method: 'DELETE', fallback: ep.delete.fallback });
  clearReportCache(resource);
  return { data: { ...(params.previousData ?? {}), id: params.id } as Row };
}

/** The named calls' transport: the contract row's method and encoding over `request`. */
const send: Transport = (row, req) => {
  const write = row.method !== 'GET';
  return request(req.path, {
    method: row.method,
    body: write ? req.body : undefined,
    query: req.query,
    json: row.encoding === 'json',
    fallback: write ? en.auth.errors.save : en.auth.errors.load,
  });
};

// ---- a list call started at the app's start (src/startup.ts), before the list itself asks for it
/** How long a started call waits for the list's identical call (the list mounts a second or two later). */
export const PREFETCH_TTL_MS = 15_000;
const prefetched = new Map<string, { at: number; result: Promise<GetListResult> }>();

/** JSON with the object keys sorted, so the same params give the same key whatever order they were built in. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stableJson((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

const listKey = (resource: string, params: GetListParams) =>
  `${resource} ${stableJson({ filter: params.filter ?? {}, sort: params.sort, pagination: params.pagination })}`;

/**
 * Starts getList(resource, params) now: the next getList with the same resource, filter, sort and pagination
 * within PREFETCH_TTL_MS takes this answer (or waits for it) instead of asking again; a failed start is asked
 * again. The app calls it at start for the list of the address it opens on, so the report request runs while the
 * app's code loads and renders instead of after.
 */
export function prefetchList(resource: string, params: GetListParams): void {
  const key = listKey(resource, params);
  if (prefetched.has(key)) return;
  const result = getList(resource, params);
  result.catch(() => undefined);
  prefetched.set(key, { at: Date.now(), result });
}

function listOrPrefetched(resource: string, params: GetListParams): Promise<GetListResult> {
  if (prefetched.size && !params.meta?.refresh) {
    const key = listKey(resource, params);
    const started = prefetched.get(key);
    if (started) {
      prefetched.delete(key);
      if (Date.now() - started.at < PREFETCH_TTL_MS)
        return started.result.catch(() => getList(resource, params));
    }
  }
  return getList(resource, params);
}
subscribe(() => prefetched.clear());

export const dataProvider: AppDataProvider = {
  ...contractMethods(send),

  getList: ((resource: string, params: GetListParams) =>
    listOrPrefetched(resource, params)) as DataProvider['getList'],

  getOne: (async (resource: string, params: { id: Identifier; signal?: AbortSignal }) => ({
    data: await getOneRecord(resource, params.id, params.signal),
  })) as DataProvider['getOne'],

  getMany: (async (resource: string, params: { ids: Identifier[]; signal?: AbortSignal }) => {
    const rows = await Promise.all(
      params.ids.map((id) =>
        getOneRecord(resource, id, params.signal).catch((error: unknown) => {
          if (error instanceof HttpError && error.status === 404) return null;
          throw error;
        }),
      ),
    );
    return { data: rows.filter((r): r is Row => r !== null) };
  }) as DataProvider['getMany'],

  getManyReference: ((resource: string, params: GetListParams & { target: string; id: Identifier }) =>
    getList(resource, {
      ...params,
      filter: { ...(params.filter ?? {}), [params.target]: params.id },
    })) as DataProvider['getManyReference'],

  create: ((resource: string, params: CreateParams) => create(resource, params)) as DataProvider['create'],

  update: ((resource: string, params: UpdateParams) => update(resource, params)) as DataProvider['update'],

  updateMany: (async (resource: string, params: { ids: Identifier[]; data: Record<string, unknown> }) => {
    await Promise.all(
      params.ids.map((id) => update(resource, { id, data: params.data, previousData: { id } })),
    );
    return { data: params.ids };
  }) as DataProvider['updateMany'],

  delete: ((resource: string, params: DeleteParams) => remove(resource, params)) as DataProvider['delete'],

  deleteMany: (async (resource: string, params: { ids: Identifier[] }) => {
    await Promise.all(params.ids.map((id) => remove(resource, { id })));
    return { data: params.ids };
  }) as DataProvider['deleteMany'],

  async getCount(resource: string): Promise<number> {
    const ep = endpointFor(resource);
    if (ep.list.kind === 'rest') {
      const body = await request(ep.list.url, {
        query: { page: 1, page_size: 1 },
        fallback: en.auth.errors.load,
      });
      if (isPagedAnswer(body)) return body.count;
      return rowsOf(body).length;
    }
    const { total } = await getList(resource, {
      pagination: { page: 1, perPage: 1 },
      filter: {},
    } as GetListParams);
    return total ?? 0;
  },

  async getUnreadNotifications(): Promise<AdminNotification[]> {
    const body = await request(callById('adminnotification.unread').path, {
      query: { read: false },
      fallback: en.auth.errors.notifications_load,
    });
    return rowsOf(body) as unknown as AdminNotification[];
  },

  async markNotificationsRead(ids: number[]): Promise<void> {
    await Promise.all(
      ids.map((id) =>
        request(fillPath(callById('adminnotification.read'), { id }), {
          method: 'PUT',
          body: { read: true },
          fallback: en.auth.errors.save,
        }),
      ),
    );
  },

  async changePassword(p): Promise<string> {
    const username = getSession()?.account.username ?? '';
    const answer = await request(callById('passwordchange').path, {
      method: 'POST',
      body: { ...p, username },
      fallback: en.auth.errors.password_change,
    });
    return answerMessage(answer, '');
  },

  async updateAccount(id, p): Promise<UserAccount> {
    // the documented PUT carries is_active and branch_manager too: a backend may read a missing flag as false (the
    // user would deactivate or demote themselves), so a caller that leaves them out sends the stored values
    let stored: Partial<UserAccount> = {};
    if (p.is_active === undefined || p.branch_manager === undefined)
      stored = await request<UserAccount>(fillPath(callById('account.get/'), { id }), {
        fallback: en.auth.errors.account_update,
      });
    const body: Record<string, unknown> = {
      username: p.username,
      email: p.email,
      is_active: p.is_active ?? stored.is_active ?? true,
      branch_manager: p.branch_manager ?? stored.branch_manager ?? false,
    };
    if (typeof Blob !== 'undefined' && p.profile_pic instanceof Blob) body.profile_pic = p.profile_pic;
    const answer = await request<UserAccount>(fillPath(callById('account.put'), { id }), {
      method: 'PUT',
      body,
      fallback: en.auth.errors.account_update,
    });
    const session = getSession();
    const account: UserAccount =
      answer && typeof answer === 'object' && 'id' in answer
        ? answer
        : ({ ...(session?.account ?? {}), ...body, id } as unknown as UserAccount);
    if (session && session.account.id === id) updateSession({ account: { ...session.account, ...account } });
    return account;
  },

  async requestAccountDeactivation(p): Promise<string> {
    const answer = await request(callById('requestaccount_deactivation').path, {
      method: 'POST',
      body: p,
      auth: false,
      fallback: en.auth.errors.deactivation_request,
    });
    return answerMessage(answer, '');
  },
};

export default dataProvider;
