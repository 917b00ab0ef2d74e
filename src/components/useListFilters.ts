import { useCallback, useMemo } from 'react';
import { useListContext } from 'react-admin';
import type { DateRange } from './DateRangeFilter';
import { useFilterDraft } from './useFilterDraft';

/** milliseconds between the last keystroke in the search box and the list's new filters */
const SEARCH_DELAY = 500;

/** The filters every log-like list shares: a search box (`q`) and a day range (`date_from`, `date_to`). */
export interface SearchAndDays {
  q?: string;
  date_from?: string | null;
  date_to?: string | null;
}

/**
 * The filter state of a list's filter row (the audit logs, the outbox): its values, `apply` (a patch; an empty value
 * removes the filter, and every change goes back to page 1), the search box's draft (applied a moment after the last
 * keystroke; it follows the list on Clear Filters and Back), the day range, and `clear`.
 */
export function useListFilters<V extends SearchAndDays>() {
  const { filterValues, setFilters } = useListContext();
  const values = useMemo(() => (filterValues ?? {}) as V, [filterValues]);
  const apply = useCallback(
    (patch: Partial<V>) => {
      const next: Record<string, unknown> = { ...values, ...patch };
      for (const key of Object.keys(next)) if (next[key] === '' || next[key] == null) delete next[key];
      setFilters(next, undefined);
    },
    [values, setFilters],
  );
  const [search, setSearch] = useFilterDraft(values.q ?? '', (q) => apply({ q } as Partial<V>), SEARCH_DELAY);
  const range = useMemo<DateRange>(
    () => ({ from: values.date_from ?? null, to: values.date_to ?? null }),
    [values.date_from, values.date_to],
  );
  const changeRange = useCallback(
    (next: DateRange) => apply({ date_from: next.from, date_to: next.to } as Partial<V>),
    [apply],
  );
  const clear = useCallback(() => {
    setSearch('');
    setFilters({}, undefined, false);
  }, [setSearch, setFilters]);
  return { values, apply, search, setSearch, range, changeRange, clear };
}
