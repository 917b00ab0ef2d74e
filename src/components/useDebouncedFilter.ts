/**
 * Text typed into a list's filter boxes, applied to the list's filters a moment after the last keystroke (one
 * `setFilters` call per pause, none on mount), over the latest filters: the ones last set here, or the list's
 * own when they change (a chip removed, a link followed). The pickups search box and the deliveries' text
 * filters share it.
 */
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

type Filters = Record<string, unknown>;

export interface DebouncedFilterOptions {
  /** the list's current filters (`useListContext().filterValues`) */
  filterValues: Filters | undefined;
  /** the list's `setFilters` */
  setFilters: (filters: Filters, displayedFilters: undefined) => void;
  /** milliseconds between the last change and the list's new filters */
  delay: number;
}

export interface DebouncedFilter {
  /** the latest filters: as last set here, else as the list gives them */
  latest: RefObject<Filters>;
  /** sets the list's filters at once (a switch, a chip), kept as the latest */
  setNow: (next: Filters) => void;
}

/**
 * Applies `toFilters(value, latest filters)` to the list `delay` ms after `value` last changed (its identity:
 * a string, or a state object replaced at each change). Nothing is applied on mount.
 */
export function useDebouncedFilter<S>(
  value: S,
  toFilters: (value: S, filters: Filters) => Filters,
  { filterValues, setFilters, delay }: DebouncedFilterOptions,
): DebouncedFilter {
  const latest = useRef<Filters>(filterValues ?? {});
  const given = useRef(filterValues);
  if (given.current !== filterValues) {
    given.current = filterValues;
    latest.current = filterValues ?? {};
  }
  // the caller's function of this render, without restarting the pause when it is a new closure
  const convert = useRef(toFilters);
  convert.current = toFilters;

  // react-admin's setFilters is a new function whenever the list's address changes (a page, a sort): kept in a
  // ref, so that paging does not restart the pause and re-apply the filters (which sends the list to page 1)
  const apply = useRef(setFilters);
  apply.current = setFilters;
  const setNow = useCallback((next: Filters) => {
    latest.current = next;
    apply.current(next, undefined);
  }, []);

  const firstRun = useRef(true);
  useEffect(() => {
    if (firstRun.current) {
      firstRun.current = false;
      return;
    }
    const timer = setTimeout(() => setNow(convert.current(value, { ...latest.current })), delay);
    return () => clearTimeout(timer);
  }, [value, delay, setNow]);

  return { latest, setNow };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * A filter form's values as the user edits them (`draft`), applied to the list `delay` ms after the last change,
 * over filters that live elsewhere (the address): the draft follows the applied values when they change from
 * outside (Back, Forward, a reload, Clear), never while the user's own change is on its way.
 */
export function useFilterDraft<S>(
  applied: S,
  apply: (next: S) => void,
  delay: number,
): [S, (next: S) => void] {
  const [draft, setDraft] = useState(applied);
  const [state, setState] = useState({ applied, sent: applied });
  if (!same(state.applied, applied)) {
    // new applied values: ours coming back, or someone else's that the form now shows
    setState({ applied, sent: applied });
    if (!same(applied, state.sent)) setDraft(applied);
  }
  const latest = useRef(apply);
  useEffect(() => {
    latest.current = apply;
  });
  const { sent } = state;
  useEffect(() => {
    if (same(draft, sent)) return;
    const timer = setTimeout(() => {
      setState((s) => ({ ...s, sent: draft }));
      latest.current(draft);
    }, delay);
    return () => clearTimeout(timer);
  }, [draft, sent, delay]);
  return [draft, setDraft];
}
