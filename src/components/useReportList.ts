/**
 * The list of a report-backed screen (orders, facility visits) over a report call that may page on the server
 * (README "Paging report calls"). The first answer decides the path:
 * - server: the answer carries meta.serverPaged; every page, sort and filter change asks the server for one
 *   page (filters in listQuery keys); the screen's totals/counters come from the answer's extras (meta).
 * - browser: the server answered the documented full report. The data provider holds it; the screen asks it
 *   once for the whole loaded report (served from the provider's cache) and filters, counts, sorts and pages
 *   in the browser exactly as before.
 * The list context it returns feeds DataTable, the pagination and the shared Excel/print buttons (which read
 * every filtered row of the list page by page on the server path).
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import {
  useGetList,
  useList,
  useListParams,
  type ListControllerResult,
  type RaRecord,
  type SortPayload,
} from 'react-admin';
import { sortRows } from '../lib/listQuery';

/** The whole report the provider already loaded (browser path only): no page limit. */
export const WHOLE_REPORT = { page: 1, perPage: Number.MAX_SAFE_INTEGER };

export type ReportListPath = 'server' | 'browser';

type Filters = Record<string, unknown>;

export interface ReportListOptions<T extends RaRecord, F extends object> {
  resource: string;
  /**
   * the screen's filters (its dates, statuses, searches) when the address and the store name none; they live in
   * the address and in react-admin's store with the page, rows per page and sort, as a react-admin <List>'s do
   */
  defaults: F;
  /** the report's documented arguments, from the screen's filters */
  args: (filters: F) => Filters;
  /** the screen's other filters in listQuery keys (sent as `filters` on the server path) */
  filter: (filters: F) => Filters;
  /** the same filters applied to the loaded report on the browser path */
  filterRows: (rows: T[], filters: F) => T[];
  perPage: number;
  sort: SortPayload;
}

export interface ReportListResult<T extends RaRecord, F extends object> {
  path: ReportListPath | undefined;
  context: ListControllerResult<T>;
  /** the screen's filters as applied (the defaults filled in) */
  filters: F;
  /** applies new filters, or a change of the current ones (back to page 1) */
  setFilters: (next: F | ((current: F) => F)) => void;
  /** server path: the answer's extras; browser path: undefined */
  meta: Record<string, unknown> | undefined;
  /** browser path: every loaded row and the filtered ones; server path: undefined */
  allRows: T[] | undefined;
  filteredRows: T[] | undefined;
  error: unknown;
  isFetching: boolean;
  refetch: () => void;
}

/** The same value while its JSON is the same (a filter object rebuilt on every render). */
function useStable<V>(value: V): V {
  const key = JSON.stringify(value);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => value, [key]);
}

export function useReportList<T extends RaRecord, F extends object>(
  o: ReportListOptions<T, F>,
): ReportListResult<T, F> {
  const [sticky, setSticky] = useState<ReportListPath | undefined>(undefined);
  // page, rows per page, sort and filters: in the address and the store, exactly as a react-admin <List>
  const [query, modifiers] = useListParams({
    resource: o.resource,
    perPage: o.perPage,
    sort: o.sort,
    filterDefaultValues: o.defaults,
  });
  const { page, perPage } = query;
  const sort = useStable<SortPayload>({
    field: query.sort,
    order: query.order === 'DESC' ? 'DESC' : 'ASC',
  });
  // a filter the address leaves out (react-admin drops empty ones) is the screen's default
  const filters = useStable({ ...o.defaults, ...(query.filterValues as Partial<F>) });
  const args = useStable(o.args(filters));
  const filter = useStable(o.filter(filters));
  const filterValues = useMemo(() => ({ ...args, ...filter }), [args, filter]);
  // the newest filters and react-admin's setFilters (a new one at each page change), for a stable setFilters
  const latest = useRef({ filters, set: modifiers.setFilters });
  useEffect(() => {
    latest.current = { filters, set: modifiers.setFilters };
  });
  const setFilters = useCallback((next: F | ((current: F) => F)) => {
    const { filters: current, set } = latest.current;
    set(typeof next === 'function' ? next(current) : next, undefined);
  }, []);

  const paged = useGetList<T>(
    o.resource,
    { filter: filterValues, pagination: { page, perPage }, sort },
    { enabled: sticky !== 'browser', placeholderData: keepPreviousData },
  );
  const answered = paged.data !== undefined && !paged.isPlaceholderData;
  const serverPaged = (paged.meta as { serverPaged?: unknown } | undefined)?.serverPaged === true;
  // the first answer decides, in the same render (no extra round of effects before the rows show)
  const path: ReportListPath | undefined =
    sticky ?? (answered ? (serverPaged ? 'server' : 'browser') : undefined);
  useEffect(() => {
    if (sticky === undefined && path !== undefined) setSticky(path);
  }, [sticky, path]);

  const whole = useGetList<T>(
    o.resource,
    { filter: args, pagination: WHOLE_REPORT, sort: o.sort },
    { enabled: path === 'browser' },
  );
  const allRows = useMemo(() => (path === 'browser' ? (whole.data ?? []) : undefined), [path, whole.data]);
  const filterRows = useRef(o.filterRows);
  filterRows.current = o.filterRows;
  const filteredRows = useMemo(
    () => (allRows ? filterRows.current(allRows, filters) : undefined),
    [allRows, filters],
  );
  const sortedRows = useMemo(
    () => (filteredRows ? sortRows(filteredRows, sort) : undefined),
    [filteredRows, sort],
  );

  const onServer = path !== 'browser';
  const { refetch: refetchPaged } = paged;
  const { refetch: refetchWhole } = whole;
  const refetch = useCallback(
    () => void (onServer ? refetchPaged() : refetchWhole()),
    [onServer, refetchPaged, refetchWhole],
  );
  const base = useList<T>({ data: [] });
  const total = onServer ? (paged.total ?? 0) : (sortedRows?.length ?? 0);
  const data = onServer ? (paged.data ?? []) : (sortedRows ?? []).slice((page - 1) * perPage, page * perPage);
  const isPending = onServer ? paged.isPending : whole.isPending;
  const fetching = onServer ? paged.isFetching : whole.isFetching;
  const failed = (onServer ? paged.error : whole.error) != null;
  // a page that no longer exists (an old bookmark, Back after rows were removed): the last page, as a <List> does
  const { setPage } = modifiers;
  useEffect(() => {
    if (isPending || fetching || failed) return;
    const last = Math.max(1, Math.ceil(total / perPage));
    if (page < 1) setPage(1);
    else if (page > last) setPage(last);
  }, [isPending, fetching, failed, total, perPage, page, setPage]);

  const context = {
    ...base,
    data: isPending ? undefined : data,
    total: isPending ? undefined : total,
    meta: onServer ? paged.meta : undefined,
    isPending,
    isFetching: onServer ? paged.isFetching : whole.isFetching,
    isLoading: onServer ? paged.isLoading : whole.isLoading,
    // a failed call shows as an error with Retry (ListLoading), never as an empty list
    error: (onServer ? paged.error : whole.error) ?? null,
    page,
    perPage,
    // the applied sort: the table's header shows it (arrow, next order)
    sort,
    // react-admin's own: each goes back to page 1 where a <List> does
    setPage: modifiers.setPage,
    setPerPage: modifiers.setPerPage,
    setSort: modifiers.setSort,
    filter: undefined,
    filterValues,
    setFilters: modifiers.setFilters,
    resource: o.resource,
    hasNextPage: page * perPage < total,
    hasPreviousPage: page > 1,
    refetch,
  } as unknown as ListControllerResult<T>;

  return {
    path,
    context,
    filters,
    setFilters,
    meta: onServer ? (paged.meta as Record<string, unknown> | undefined) : undefined,
    allRows,
    filteredRows,
    error: onServer ? paged.error : whole.error,
    isFetching: onServer ? paged.isFetching : whole.isFetching,
    refetch,
  };
}
