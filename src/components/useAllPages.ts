/**
 * Every row of a list, read page by page until its total (no silent cap): for the small fixed lists kept as
 * plain selects (regions, districts) and the lists of one record's children (a pickup's or a centre's
 * patients, a patient's history).
 */
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, type RaRecord, type SortPayload } from 'react-admin';

/** The page size asked for: the reference server answers at most 500 rows a page. */
export const ALL_PAGES_SIZE = 500;
/** A bound on the pages read, so a server that ignores paging cannot loop forever. */
const MAX_PAGES = 1000;

export interface AllPagesParams {
  filter?: Record<string, unknown>;
  sort?: SortPayload;
}

export function useAllPages<T extends RaRecord = RaRecord>(
  resource: string,
  { filter = {}, sort = { field: 'id', order: 'ASC' } }: AllPagesParams = {},
  options: { enabled?: boolean; retry?: boolean | number } = {},
) {
  const dataProvider = useDataProvider();
  const query = useQuery<T[], Error>({
    queryKey: [resource, 'allPages', { filter, sort }],
    enabled: options.enabled ?? true,
    retry: options.retry,
    queryFn: async ({ signal }) => {
      const all: T[] = [];
      const seen = new Set<string>();
      for (let page = 1; page <= MAX_PAGES; page++) {
        const { data, total } = await dataProvider.getList<T>(resource, {
          filter,
          sort,
          pagination: { page, perPage: ALL_PAGES_SIZE },
          signal,
        });
        let added = 0;
        for (const row of data) {
          const key = String(row.id);
          if (seen.has(key)) continue;
          seen.add(key);
          all.push(row);
          added++;
        }
        const expected = total ?? all.length;
        if (added === 0 || all.length >= expected) break;
      }
      return all;
    },
  });
  return {
    data: query.data,
    isPending: query.isPending,
    error: query.error,
    refetch: query.refetch,
  };
}
