/**
 * The text boxes of a list's filters (orders, facility visits, deliveries, pickups, audit logs): what the user
 * types is a draft, applied to the list a moment after the last keystroke (one call per pause, none on mount);
 * the draft follows the applied filters when they change from outside (Back, Forward, a reload, Clear, a chip).
 */
import { useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

const trimmed = (_key: string, value: unknown) => (typeof value === 'string' ? value.trim() : value);

/**
 * Equal but for spaces around the texts: for a draft that is applied trimmed, so that its own trimmed value
 * coming back does not take a space the user just typed out of the box.
 */
export const sameTrimmed = (a: unknown, b: unknown) =>
  JSON.stringify(a, trimmed) === JSON.stringify(b, trimmed);

/**
 * A filter form's values as the user edits them (`draft`), applied to the list `delay` ms after the last change,
 * over filters that live elsewhere (the address): the draft follows the applied values when they change from
 * outside (Back, Forward, a reload, Clear), never while the user's own change is on its way. `apply` is the one
 * of the latest render, and a new `apply` alone applies nothing (react-admin's `setFilters` is a new function
 * on each page change: re-applying would send the list back to page 1). `equal` tells a draft that needs no
 * apply, and applied values that are the draft's own coming back.
 */
export function useFilterDraft<S>(
  applied: S,
  apply: (next: S) => void,
  delay: number,
  equal: (a: S, b: S) => boolean = same,
): [S, Dispatch<SetStateAction<S>>] {
  const [draft, setDraft] = useState(applied);
  const [state, setState] = useState({ applied, sent: applied });
  if (!same(state.applied, applied)) {
    // new applied values: ours coming back, or someone else's that the form now shows
    setState({ applied, sent: applied });
    if (!equal(applied, state.sent)) setDraft(applied);
  }
  const latest = useRef(apply);
  useEffect(() => {
    latest.current = apply;
  });
  const isSent = useRef(equal);
  useEffect(() => {
    isSent.current = equal;
  });
  const { sent } = state;
  useEffect(() => {
    if (isSent.current(draft, sent)) return;
    const timer = setTimeout(() => {
      setState((s) => ({ ...s, sent: draft }));
      latest.current(draft);
    }, delay);
    return () => clearTimeout(timer);
  }, [draft, sent, delay]);
  return [draft, setDraft];
}
