/**
 * The debounced text filter of the lists (pickups search, deliveries' text filters): one setFilters call after
 * the pause, none on mount, applied over the latest filters.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useDebouncedFilter, useFilterDraft } from '../../src/components/useDebouncedFilter';

type Filters = Record<string, unknown>;

const withQ = (text: string, filters: Filters): Filters => {
  const next = { ...filters };
  if (text) next.q = text;
  else delete next.q;
  return next;
};

function setup(filterValues: Filters = { status: 'pending' }) {
  const setFilters = vi.fn();
  const hook = renderHook(
    ({ text, filters }: { text: string; filters: Filters }) =>
      useDebouncedFilter(text, withQ, { filterValues: filters, setFilters, delay: 500 }),
    { initialProps: { text: '', filters: filterValues } },
  );
  return { setFilters, ...hook };
}

describe('useDebouncedFilter', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sets nothing on mount', () => {
    const { setFilters } = setup();
    act(() => vi.advanceTimersByTime(2000));
    expect(setFilters).not.toHaveBeenCalled();
  });

  it('calls setFilters once, after the pause that follows the last change', () => {
    const filters = { status: 'pending' };
    const { setFilters, rerender } = setup(filters);
    for (const text of ['b', 'bl', 'blo']) {
      rerender({ text, filters });
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

  it('keeps the latest filters: those set at once meanwhile, and the list’s own when they change', () => {
    const filters = { status: 'pending' };
    const { setFilters, rerender, result } = setup(filters);
    // a switch sets a filter at once, before the list hands back its new filters
    act(() => result.current.setNow({ ...result.current.latest.current, overdue: true }));
    expect(setFilters).toHaveBeenLastCalledWith({ status: 'pending', overdue: true }, undefined);
    rerender({ text: 'gulu', filters });
    act(() => vi.advanceTimersByTime(500));
    expect(setFilters).toHaveBeenLastCalledWith({ status: 'pending', overdue: true, q: 'gulu' }, undefined);

    // the list's filters change elsewhere (a chip removed): the next search starts from them
    const fromList = { status: 'delivered', q: 'gulu' };
    rerender({ text: 'gulu', filters: fromList });
    expect(result.current.latest.current).toEqual(fromList);
    rerender({ text: '', filters: fromList });
    act(() => vi.advanceTimersByTime(500));
    expect(setFilters).toHaveBeenLastCalledWith({ status: 'delivered' }, undefined);
    expect(setFilters).toHaveBeenCalledTimes(3);
  });

  it('applies nothing when only the list’s setFilters changes (react-admin makes a new one on each page change)', () => {
    const filters = { status: 'pending' };
    const first = vi.fn();
    const hook = renderHook(
      ({ text, setFilters }: { text: string; setFilters: (f: Filters, d: undefined) => void }) =>
        useDebouncedFilter(text, withQ, { filterValues: filters, setFilters, delay: 500 }),
      { initialProps: { text: 'gulu', setFilters: first } },
    );
    act(() => vi.advanceTimersByTime(2000));
    // the user goes to page 2: the list hands a new setFilters, and the typed text has not changed
    const second = vi.fn();
    hook.rerender({ text: 'gulu', setFilters: second });
    act(() => vi.advanceTimersByTime(2000));
    expect(first).not.toHaveBeenCalled();
    expect(second).not.toHaveBeenCalled();
    // a new keystroke goes through the newest setFilters
    hook.rerender({ text: 'gulu h', setFilters: second });
    act(() => vi.advanceTimersByTime(500));
    expect(second).toHaveBeenCalledWith({ status: 'pending', q: 'gulu h' }, undefined);
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
