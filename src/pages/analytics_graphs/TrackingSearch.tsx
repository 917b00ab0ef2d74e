import { useState, type ReactNode } from 'react';
import { Alert, Button, CircularProgress, Stack, Typography } from '@mui/material';
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

/** A tracking report's spinner, while it loads. */
export function TrackingWaiting() {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={1} alignItems="center" sx={{ p: 2 }} role="status">
      <CircularProgress size={20} />
      <Typography>{translate('pages.analytics.loading')}</Typography>
    </Stack>
  );
}

/**
 * A tracking report's answer: its failure (the report's own `failed` text, with Try again), the spinner until
 * the data come, then `children(data)`.
 */
export function TrackingResult<D>({
  query,
  failed,
  children,
}: {
  query: { isError: boolean; data: D | undefined; refetch: () => unknown };
  /** i18n key of the report's failure. */
  failed: string;
  children: (data: D) => ReactNode;
}) {
  const translate = useTranslate();
  if (query.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            {translate('pages.analytics.retry')}
          </Button>
        }
      >
        {translate(failed)}
      </Alert>
    );
  }
  return query.data ? children(query.data) : <TrackingWaiting />;
}
