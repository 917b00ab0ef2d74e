/**
 * The one data provider: every react-admin verb over the endpoint table, plus named custom methods. The
 * report-backed lists are in reportList.ts, the list calls started at the app's start in prefetch.ts, the
 * per-resource write quirks in writeQuirks.ts.
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
import { callById } from '../../contract/calls';
import { fieldAllowed } from '../../contract/match';
import { accountMethods, type AccountMethods } from './accountMethods';
import { contractMethods, type ContractMethods, type Transport } from './contractMethods';
import { endpointFor } from './endpoints';
import { errorMessage, request, type Body } from './http';
import { listOrPrefetched, startPrefetch } from './prefetch';
import { cachedReportRow, clearReportCache, reportList } from './reportList';
import {
  DEFAULT_PAGINATION,
  isEmpty,
  isPagedAnswer,
  omit,
  rowsOf,
  withIds,
  type Filter,
  type Row,
} from './rows';
import { getSession } from './session';
import { createExtra, writeBody } from './writeQuirks';

export { clearReportCache, reportPath, type ReportPath } from './reportList';
export { PREFETCH_TTL_MS } from './prefetch';
export { rowsOf } from './rows';

export interface AppDataProvider extends DataProvider, ContractMethods, AccountMethods {
  getCount(resource: string): Promise<number>;
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
  const found = cachedReportRow(resource, id);
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
    ...writeBody(resource, params.data ?? {}),
    ...createExtra(resource, username),
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
    : contractFields(ep.update.row, writeBody(resource, data));
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
    ...(req.idempotencyKey ? { idempotencyKey: req.idempotencyKey } : {}),
  });
};

/**
 * Starts getList(resource, params) now: the next getList with the same resource, filter, sort and pagination
 * within PREFETCH_TTL_MS takes this answer (or waits for it) instead of asking again (prefetch.ts). The app calls
 * it at start for the list of the address it opens on.
 */
export function prefetchList(resource: string, params: GetListParams): void {
  startPrefetch(resource, params, getList);
}

export const dataProvider: AppDataProvider = {
  ...contractMethods(send),
  ...accountMethods,

  getList: ((resource: string, params: GetListParams) =>
    listOrPrefetched(resource, params, getList)) as DataProvider['getList'],

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
};

export default dataProvider;
