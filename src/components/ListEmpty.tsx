/**
 * The empty state of a list: it says what to do next.
 * - filters or a search are active and nothing matches: 'No X match. Clear the filters…' with a 'Clear filters'
 *   button that puts the list back to its default filters (a screen's permanent or default filters, e.g. its
 *   date range, are not counted as active and are what Clear restores);
 * - no records at all: 'No X yet.', followed by how to create one only when the user may create one.
 * Texts come from en.loading.empty.<what> (match, none and, optionally, create).
 * After a failed load it says nothing: ListLoading shows the error and Retry (a failure is not 'no data').
 */
import { Box, Button, Typography } from '@mui/material';
import { useCanAccess, useListContextWithProps, useResourceContext, useTranslate } from 'react-admin';

type Filters = Record<string, unknown>;

const isBlank = (v: unknown) =>
  v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The filters the user set beyond the screen's defaults. */
export function activeFilters(values: Filters | undefined, defaults: Filters = {}): string[] {
  return Object.entries(values ?? {})
    .filter(([k, v]) => !isBlank(v) && !same(v, defaults[k]))
    .map(([k]) => k);
}

export interface ListEmptyProps {
  /** the key under en.loading.empty: its match, none and optional create texts */
  what: string;
  /** filters that do not count as the user's (defaults, a date range) and that Clear restores */
  defaults?: Filters;
  /** filters that are the screen's view (a tab), neither counted as active nor cleared */
  keep?: string[];
  /** whether the user's filters are active (default: read from the list context against `defaults`) */
  filtered?: boolean;
  /** the screen's own reset (default: the list context's setFilters(defaults)) */
  onClear?: () => void;
  /** whether to add the create hint (default: the user may create records of the list's resource) */
  canCreate?: boolean;
}

export function ListEmpty({ what, defaults = {}, keep = [], filtered, onClear, canCreate }: ListEmptyProps) {
  const translate = useTranslate();
  const context = useListContextWithProps();
  const resource = useResourceContext();
  const hasCreateText = translate(`loading.empty.${what}.create`, { _: '' }) !== '';
  const access = useCanAccess({
    resource: resource ?? '_',
    action: 'create',
    // only asked where the screen has a create hint and did not say itself
    enabled: hasCreateText && canCreate === undefined && Boolean(resource),
  });
  const values: Filters = context.filterValues ?? {};
  const kept = Object.fromEntries(keep.filter((k) => k in values).map((k) => [k, values[k]]));
  const isFiltered = filtered ?? activeFilters(values, { ...defaults, ...kept }).length > 0;
  const clear = onClear ?? (() => context.setFilters?.({ ...defaults, ...kept }, {}));

  if (context.error) return null;

  if (isFiltered) {
    return (
      <Box role="status" sx={{ p: 2, display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="body2">{translate(`loading.empty.${what}.match`)}</Typography>
        <Button size="small" variant="outlined" onClick={clear}>
          {translate('loading.clearFilters')}
        </Button>
      </Box>
    );
  }
  const mayCreate = hasCreateText && (canCreate ?? access.canAccess === true);
  return (
    <Box role="status" sx={{ p: 2 }}>
      <Typography variant="body2">
        {translate(`loading.empty.${what}.none`)}
        {mayCreate ? ` ${translate(`loading.empty.${what}.create`)}` : ''}
      </Typography>
    </Box>
  );
}
