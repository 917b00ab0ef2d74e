/**
 * The filter boxes' draft (orders, facility visits, deliveries, pickups, audit logs): one apply after the pause,
 * none on mount, through the latest render's apply; the draft follows values applied elsewhere and keeps what the
 * user is typing.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { sameTrimmed, useFilterDraft } from '../../src/components/useFilterDraft';

type Filters = Record<string, unknown>;
type SetFilters = (filters: Filters, displayedFilters: undefined) => void;

const withQ = (text: string, filters: Filters): Filters => {
  const next = { ...filters };
  if (text.trim()) next.q = text.trim();
  else delete next.q;
  return next;
};

/** a list's search box as the lists use it: the applied q, set over the list's filters */
function searchBox(filterValues: Filters = { status: 'pending' }, setFilters: SetFilters = vi.fn()) {
  const hook = renderHook(
    ({ filters, setFilters }: { filters: Filters; setFilters: SetFilters }) =>
      useFilterDraft(
        String(filters.q ?? ''),
        (q) => setFilters(withQ(q, filters), undefined),
        500,
        sameTrimmed,
      ),
    { initialProps: { filters: filterValues, setFilters } },
  );
  const type = (text: string) => act(() => hook.result.current[1](text));
  return { setFilters, type, ...hook };
}

describe('useFilterDraft in a list’s search box', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sets nothing on mount', () => {
    const { setFilters } = searchBox({ status: 'pending', q: 'gulu' });
    act(() => vi.advanceTimersByTime(2000));
    expect(setFilters).not.toHaveBeenCalled();
  });

  it('calls setFilters once, after the pause that follows the last change', () => {
    const { setFilters, type } = searchBox();
    for (const text of ['b', 'bl', 'blo']) {
      type(text);
      act(() => vi.advanceTimersByTime(300));
    }
    expect(setFilters).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(499 - 300));
    expect(setFilters).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(setFilters).toHaveBeenCalledTimes(1);
    expect(setFilters).toHaveBeenCalledWith({ status: 'pending', q: 'blo' }, undefined);
    act(() => vi.advanceTimersByTime(2000));
    expect(setFilters).toHaveBeenCalledTimes(1);
  });

  it('applies over the list’s latest filters (a switch or a chip changed them meanwhile)', () => {
    const setFilters = vi.fn();
    const { type, rerender } = searchBox({ status: 'pending' }, setFilters);
    type('gulu');
    // before the pause ends, the list's filters change elsewhere (a switch set overdue)
    rerender({ filters: { status: 'pending', overdue: true }, setFilters });
    act(() => vi.advanceTimersByTime(500));
    expect(setFilters).toHaveBeenCalledTimes(1);
    expect(setFilters).toHaveBeenLastCalledWith({ status: 'pending', overdue: true, q: 'gulu' }, undefined);
  });

  it('applies nothing when only the list’s setFilters changes (react-admin makes a new one on each page change)', () => {
    const filters = { status: 'pending', q: 'gulu' };
    const first = vi.fn();
    const { rerender, type } = searchBox(filters, first);
    act(() => vi.advanceTimersByTime(2000));
    // the user goes to page 2: the list hands a new setFilters, and the typed text has not changed
    const second = vi.fn();
    rerender({ filters, setFilters: second });
    act(() => vi.advanceTimersByTime(2000));
    expect(first).not.toHaveBeenCalled();
    expect(second).not.toHaveBeenCalled();
    // a new keystroke goes through the newest setFilters
    type('gulu h');
    act(() => vi.advanceTimersByTime(500));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith({ status: 'pending', q: 'gulu h' }, undefined);
  });

  it('keeps a space the user typed when the trimmed search comes back applied', () => {
    const setFilters = vi.fn();
    const { result, rerender, type } = searchBox({ status: 'pending' }, setFilters);
    type('gulu ');
    act(() => vi.advanceTimersByTime(500));
    expect(setFilters).toHaveBeenLastCalledWith({ status: 'pending', q: 'gulu' }, undefined);
    rerender({ filters: { status: 'pending', q: 'gulu' }, setFilters });
    expect(result.current[0]).toBe('gulu ');
    type('gulu h');
    act(() => vi.advanceTimersByTime(500));
    expect(setFilters).toHaveBeenLastCalledWith({ status: 'pending', q: 'gulu h' }, undefined);
    expect(setFilters).toHaveBeenCalledTimes(2);
  });

  it('follows the search of Back and of a removed chip into the box', () => {
    const setFilters = vi.fn();
    const { result, rerender } = searchBox({ status: 'pending', q: 'gulu' }, setFilters);
    rerender({ filters: { status: 'pending', q: 'lira' }, setFilters });
    expect(result.current[0]).toBe('lira');
    rerender({ filters: { status: 'pending' }, setFilters });
    expect(result.current[0]).toBe('');
    act(() => vi.advanceTimersByTime(2000));
    expect(setFilters).not.toHaveBeenCalled();
  });
});

describe('useFilterDraft', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function draft(applied: Filters) {
    const apply = vi.fn();
    const hook = renderHook(({ applied }: { applied: Filters }) => useFilterDraft(applied, apply, 400), {
      initialProps: { applied },
    });
    return { apply, ...hook };
  }

  it('applies the edited values once, after the pause, and nothing on mount', () => {
    const { apply, result } = draft({ q: '' });
    act(() => vi.advanceTimersByTime(2000));
    expect(apply).not.toHaveBeenCalled();
    act(() => result.current[1]({ q: 'g' }));
    act(() => result.current[1]({ q: 'gu' }));
    expect(result.current[0]).toEqual({ q: 'gu' });
    act(() => vi.advanceTimersByTime(399));
    expect(apply).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(apply).toHaveBeenCalledTimes(1);
    expect(apply).toHaveBeenCalledWith({ q: 'gu' });
  });

  it('follows values applied elsewhere (Back, a reload, Clear), and keeps what the user is typing', () => {
    const { apply, result, rerender } = draft({ q: 'gulu' });
    // Back: the address holds another search, the form shows it
    rerender({ applied: { q: 'lira' } });
    expect(result.current[0]).toEqual({ q: 'lira' });
    act(() => vi.advanceTimersByTime(1000));
    expect(apply).not.toHaveBeenCalled();

    // the user types; the first value comes back applied while the user has typed more
    act(() => result.current[1]({ q: 'm' }));
    act(() => vi.advanceTimersByTime(400));
    expect(apply).toHaveBeenLastCalledWith({ q: 'm' });
    act(() => result.current[1]({ q: 'mu' }));
    rerender({ applied: { q: 'm' } });
    expect(result.current[0]).toEqual({ q: 'mu' });
    act(() => vi.advanceTimersByTime(400));
    expect(apply).toHaveBeenLastCalledWith({ q: 'mu' });
    expect(apply).toHaveBeenCalledTimes(2);
  });
});
