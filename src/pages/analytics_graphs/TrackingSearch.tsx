import { useState } from 'react';
import { Alert } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { defaultTrackingFilters, trackingQueryBody, type TrackingFilters } from '../../lib/tracking';
import { TrackingFiltersBar } from './TrackingFilters';
import { RefetchBar } from '../../components/ListLoading';

const DATES_MISSING = 'pages.analytics.filters.datesMissing';

/**
 * The tracking filters of a report and its query: `search` runs it with the filters (again when they are the
 * ones searched), or warns when a date is missing; a failure is shown at once, with a Try again button.
 */
export function useTrackingSearch<D>(
  today: Date | undefined,
  name: string,
  fetch: (body: Record<string, string>) => Promise<D>,
) {
  const notify = useNotify();
  const [filters, setFilters] = useState<TrackingFilters>(() => defaultTrackingFilters(today));
  const [searched, setSearched] = useState<TrackingFilters>(filters);
  const [missing, setMissing] = useState(false);
  const body = trackingQueryBody(searched);
  const query = useQuery({
    queryKey: [name, body],
    queryFn: () => fetch(body!),
    enabled: body !== null,
    retry: false,
  });
  const search = () => {
    const next = trackingQueryBody(filters);
    if (!next) {
      setMissing(true);
      notify(DATES_MISSING, { type: 'warning' });
      return;
    }
    setMissing(false);
    if (JSON.stringify(next) === JSON.stringify(body)) void query.refetch();
    else setSearched(filters);
  };
  return { filters, setFilters, searched, missing, query, search, today };
}

/** The filters bar, the refetch bar and the missing-dates warning of a tracking search. */
export function TrackingSearchHead({
  filters,
  setFilters,
  search,
  query,
  missing,
  today,
}: Pick<
  ReturnType<typeof useTrackingSearch<unknown>>,
  'filters' | 'setFilters' | 'search' | 'missing' | 'today'
> & { query: { isFetching: boolean; data: unknown } }) {
  const translate = useTranslate();
  return (
    <>
      <TrackingFiltersBar value={filters} onChange={setFilters} onSearch={search} today={today} />
      <RefetchBar active={query.isFetching && query.data !== undefined} />
      {missing ? (
        <Alert severity="warning" role="alert">
          {translate(DATES_MISSING)}
        </Alert>
      ) : null}
    </>
  );
}
