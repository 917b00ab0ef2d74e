/**
 * The deliveries list's first call as react-admin will make it on opening /deliveries/ (its list params: the
 * address's query, else the stored list params, else the defaults), so the app can start the report request
 * at its start (src/startup.ts) instead of after the list has loaded and rendered. A guess that turns out
 * different from the list's real call is simply not used (the data provider matches calls exactly).
 */
import type { GetListParams } from 'ra-core';
import { defaultDateRange } from '../../lib/deliveries';

/** Rows per page of the deliveries table. */
export const PER_PAGE = 20;
/** Keep the report's (newest first) order: sorting 70,000 rows by text freezes the page. */
export const NO_SORT = { field: '', order: 'ASC' as const };

/** react-admin's query parameters of a list address. */
const QUERY_KEYS = ['page', 'perPage', 'sort', 'order', 'filter', 'displayedFilters'];

interface ListQuery {
  filter?: Record<string, unknown>;
  page?: unknown;
  perPage?: unknown;
  sort?: string;
  order?: string;
}

const numberOr = (value: unknown, fallback: number) => {
  if (value === undefined) return fallback;
  const n = typeof value === 'string' ? parseInt(value, 10) : Number(value);
  return Number.isNaN(n) ? fallback : n;
};

function fromAddress(search: string): ListQuery | null {
  const params = new URLSearchParams(search);
  const query: Record<string, unknown> = {};
  for (const key of QUERY_KEYS) if (params.has(key)) query[key] = params.get(key);
  if (Object.keys(query).length === 0) return null;
  if (typeof query.filter === 'string') query.filter = JSON.parse(query.filter) as Record<string, unknown>;
  return query as ListQuery;
}

/** react-admin's stored list params of the resource (localStorageStore, version 1), when they are custom. */
function fromStore(resource: string, storage: Pick<Storage, 'getItem'>): ListQuery | null {
  if ((storage.getItem('RaStore.version') ?? '1') !== '1') return null;
  const raw = storage.getItem(`RaStore.${resource}.listParams`);
  if (!raw) return null;
  const stored = JSON.parse(raw) as ListQuery | null;
  if (!stored?.filter) return null;
  const custom =
    Object.keys(stored.filter).length > 0 ||
    stored.order != null ||
    stored.page !== 1 ||
    stored.perPage != null ||
    stored.sort != null;
  return custom ? { ...stored } : null;
}

/**
 * The getList params of the deliveries list opened at `search` (the address's query string), or null when
 * they cannot be told in advance. `today` for tests.
 */
export function firstPageParams(
  search: string,
  storage: Pick<Storage, 'getItem'> | null,
  today?: Date,
): GetListParams | null {
  try {
    const range = defaultDateRange(today);
    const query = fromAddress(search) ??
      (storage ? fromStore('deliveries', storage) : null) ?? {
        filter: { dateone: range.from, datetwo: range.to, tracking: 'single' },
      };
    if (!query.filter || typeof query.filter !== 'object') return null;
    // react-admin: no sort in the query → the list's sort prop; a sort without an order keeps no order
    const sort = query.sort ? ({ field: query.sort, order: query.order } as GetListParams['sort']) : NO_SORT;
    return {
      filter: { ...query.filter },
      pagination: { page: numberOr(query.page ?? 1, 1), perPage: numberOr(query.perPage ?? PER_PAGE, 10) },
      sort,
    };
  } catch {
    return null;
  }
}
