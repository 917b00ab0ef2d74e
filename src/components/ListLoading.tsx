/**
 * Loading states of a list or report table. Placed just before a DataTable inside a list
 * context (a react-admin List, a report list's ListContextProvider):
 * - first load (isPending): a skeleton of the table (a progress bar with an accessible name over grey rows),
 *   instead of react-admin's blank table area (its own placeholder, shown only after a second, is hidden);
 * - refetch (filter, sort or page change, refresh): a thin progress bar over the table that takes no room,
 *   while the current rows stay;
 * - failed load (the context's error): the server's reason and a Retry button (LoadError) that
 *   refetches; the table's empty state stays silent (ListEmpty), so a failure never reads as 'no data'.
 */
import {
  Box,
  LinearProgress,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
} from '@mui/material';
import { useListContextWithProps, useTranslate } from 'react-admin';
import { LoadError } from './LoadError';

/** A table-shaped placeholder with a progress bar named for screen readers. */
export function TableSkeleton({
  columns = 5,
  rows = 5,
  label,
}: {
  columns?: number;
  rows?: number;
  /** the progress bar's accessible name; 'Loading…' by default */
  label?: string;
}) {
  const translate = useTranslate();
  const cols = Array.from({ length: Math.max(1, columns) }, (_, i) => i);
  return (
    <Box data-testid="table-skeleton" sx={{ width: '100%' }}>
      <LinearProgress aria-label={label ?? translate('loading.progress')} sx={{ height: 3 }} />
      <Table size="small" aria-hidden="true">
        <TableHead>
          <TableRow>
            {cols.map((c) => (
              <TableCell key={c}>
                <Skeleton variant="text" width="60%" />
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {Array.from({ length: rows }, (_, r) => (
            <TableRow key={r} sx={{ opacity: 1 - r * 0.15 }}>
              {cols.map((c) => (
                <TableCell key={c}>
                  <Skeleton variant="text" />
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/** A thin progress bar over the table while it refetches; it takes no room, so nothing moves. */
export function RefetchBar({ active, label }: { active: boolean; label?: string }) {
  const translate = useTranslate();
  return (
    <Box sx={{ position: 'relative', height: 0, zIndex: 2 }}>
      {active ? (
        <LinearProgress
          aria-label={label ?? translate('loading.refreshing')}
          sx={{ position: 'absolute', top: 0, left: 0, right: 0, height: 3 }}
        />
      ) : null}
    </Box>
  );
}

/**
 * Reads the surrounding list context: the skeleton on the first load, the thin bar on a refetch, the error with
 * Retry after a failure. `isPending`, `isFetching`, `error` and `refetch` may be given for a table fed by its
 * own query.
 */
export function ListLoading({
  columns = 5,
  isPending: pendingProp,
  isFetching: fetchingProp,
  error: errorProp,
  refetch: refetchProp,
}: {
  columns?: number;
  isPending?: boolean;
  isFetching?: boolean;
  error?: unknown;
  refetch?: () => unknown;
}) {
  const context = useListContextWithProps();
  const isPending = pendingProp ?? Boolean(context?.isPending);
  const isFetching = fetchingProp ?? Boolean(context?.isFetching);
  const error = errorProp ?? context?.error;
  const refetch = refetchProp ?? context?.refetch;
  if (error && refetch) {
    return (
      <Box data-testid="list-load-error">
        <LoadError error={error} onRetry={refetch} />
        <RefetchBar active={isFetching} />
      </Box>
    );
  }
  if (isPending) {
    return (
      // react-admin's DataTable shows its own unnamed placeholder after a second: the skeleton stands for it
      <Box sx={{ '& + .RaDataTable-root, & + .RaDatagrid-root': { display: 'none' } }}>
        <TableSkeleton columns={columns} />
      </Box>
    );
  }
  return <RefetchBar active={isFetching} />;
}
