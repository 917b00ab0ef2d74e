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
import { useCallback, useEffect, useMemo, useState } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import { useGetList, useList, type ListControllerResult, type RaRecord, type SortPayload } from 'react-admin';
import { sortRows } from '../lib/listQuery';

/** The whole report the provider already loaded (browser path only): no page limit. */
const WHOLE_REPORT = { page: 1, perPage: Number.MAX_SAFE_INTEGER };

export type ReportListPath = 'server' | 'browser';

export interface ReportListOptions<T extends RaRecord> {
  resource: string;
  /** the report's documented arguments */
  args: Record<string, unknown>;
  /** the screen's filters in listQuery keys (sent as `filters` on the server path) */
  filter: Record<string, unknown>;
  /** the same filters applied to the loaded report on the browser path */
  filterRows: (rows: T[]) => T[];
  perPage: number;
  sort: SortPayload;
}

export interface ReportListResult<T extends RaRecord> {
  path: ReportListPath | undefined;
  context: ListControllerResult<T>;
  /** server path: the answer's extras; browser path: undefined */
  meta: Record<string, unknown> | undefined;
  /** browser path: every loaded row and the filtered ones; server path: undefined */
  allRows: T[] | undefined;
  filteredRows: T[] | undefined;
  error: unknown;
  isFetching: boolean;
  refetch: () => void;
}

export function useReportList<T extends RaRecord>(o: ReportListOptions<T>): ReportListResult<T> {
  const [sticky, setSticky] = useState<ReportListPath | undefined>(undefined);
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(o.perPage);
  const [sort, setSort] = useState<SortPayload>(o.sort);
  const filterValues = useMemo(() => ({ ...o.args, ...o.filter }), [o.args, o.filter]);

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
    { filter: o.args, pagination: WHOLE_REPORT, sort: o.sort },
    { enabled: path === 'browser' },
  );
  const allRows = useMemo(() => (path === 'browser' ? (whole.data ?? []) : undefined), [path, whole.data]);
  const { filterRows } = o;
  const filteredRows = useMemo(() => (allRows ? filterRows(allRows) : undefined), [allRows, filterRows]);
  const sortedRows = useMemo(
    () => (filteredRows ? sortRows(filteredRows, sort) : undefined),
    [filteredRows, sort],
  );

  // a filter change starts again on page 1
  const filterKey = JSON.stringify(filterValues);
  useEffect(() => {
    setPage(1);
  }, [filterKey]);

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
    setPage,
    setPerPage: (n: number) => {
      setPerPage(n);
      setPage(1);
    },
    sort,
    setSort: (next: SortPayload) => {
      setSort(next);
      setPage(1);
    },
    filter: undefined,
    filterValues,
    resource: o.resource,
    hasNextPage: page * perPage < total,
    hasPreviousPage: page > 1,
    refetch,
  } as unknown as ListControllerResult<T>;

  return {
    path,
    context,
    meta: onServer ? (paged.meta as Record<string, unknown> | undefined) : undefined,
    allRows,
    filteredRows,
    error: onServer ? paged.error : whole.error,
    isFetching: onServer ? paged.isFetching : whole.isFetching,
    refetch,
  };
}
