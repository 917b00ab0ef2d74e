/**
 * The report-backed lists (endpoints.ts list.kind 'report'): one fetched report per resource, cached and
 * filtered, sorted and paged in the browser while only paging/sorting/filtering changes; a report call that
 * may page on the server probes which path the server takes (README "Paging report calls").
 */
import type { GetListParams, GetListResult, Identifier } from 'ra-core';
import { HttpError } from 'ra-core';
import { en } from '../i18n/en';
import { applyListParams } from '../lib/listQuery';
import type { ReportList } from './endpoints';
import { errorMessage, request } from './http';
import { readReportAnswer } from './reportStream';
import { DEFAULT_PAGINATION, isPagedAnswer, omit, rowsOf, withIds, type Row } from './rows';
import { subscribe } from './session';

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

export async function reportList(
  resource: string,
  list: ReportList,
  params: GetListParams,
): Promise<GetListResult> {
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

/** A row of a report-backed resource already fetched: from its cached report or its last server page. */
export function cachedReportRow(resource: string, id: Identifier): Row | undefined {
  return (
    reportCache.get(resource)?.rows.find((row) => String(row.id) === String(id)) ??
    lastPages.get(resource)?.find((row) => String(row.id) === String(id))
  );
}
