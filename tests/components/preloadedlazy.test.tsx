import { describe, expect, it, vi } from 'vitest';
import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { preloadedLazy } from '../../src/lib/preloadedLazy';

const View = ({ text }: { text: string }) => <p>{text}</p>;

describe('preloadedLazy (the shell and the deliveries list at start, src/startup.ts)', () => {
  it('once preloaded, renders in the first render: no fallback', async () => {
    const load = vi.fn(() => Promise.resolve({ default: View }));
    const Lazy = preloadedLazy(load);
    await Lazy.preload();
    expect(Lazy.isLoaded()).toBe(true);
    render(
      <Suspense fallback={<p>Loading…</p>}>
        <Lazy text="The list" />
      </Suspense>,
    );
    // synchronously after render: a plain React.lazy would show the fallback here
    expect(screen.getByText('The list')).toBeTruthy();
    expect(screen.queryByText('Loading…')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('not preloaded: suspends, then shows the view from the same single load', async () => {
    let resolve!: (m: { default: typeof View }) => void;
    const load = vi.fn(() => new Promise<{ default: typeof View }>((r) => (resolve = r)));
    const Lazy = preloadedLazy(load);
    render(
      <Suspense fallback={<p>Loading…</p>}>
        <Lazy text="The list" />
      </Suspense>,
    );
    expect(screen.getByText('Loading…')).toBeTruthy();
    const again = Lazy.preload();
    await act(async () => {
      resolve({ default: View });
      await again;
    });
    expect(await screen.findByText('The list')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a failed load is tried again by the next preload', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof View }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ default: View });
    const Lazy = preloadedLazy(load);
    await expect(Lazy.preload()).rejects.toThrow('offline');
    await expect(Lazy.preload()).resolves.toEqual({ default: View });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
