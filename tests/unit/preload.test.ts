import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyView } from '../../src/lib/lazyView';
import { preloadResourceView } from '../../src/AppShell';
import { resources } from '../../src/resources';

describe('preloading the view of the address the app opens on', () => {
  afterEach(() => vi.restoreAllMocks());

  it('lazyView.preload starts the same load the lazy component renders from', async () => {
    const View = () => null;
    const load = vi.fn(() => Promise.resolve({ default: View }));
    const lazy = lazyView(load);
    expect(load).not.toHaveBeenCalled();
    await expect(lazy.preload()).resolves.toEqual({ default: View });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("a list address preloads the resource's list, a record address its edit view, anything else nothing", () => {
    // the loads are not awaited: answering nothing is enough
    const list = vi.spyOn(resources.deliveries.list, 'preload').mockReturnValue(new Promise(() => {}));
    const samplesList = vi.spyOn(resources.samples.list, 'preload').mockReturnValue(new Promise(() => {}));
    const samplesEdit = vi.spyOn(resources.samples.edit, 'preload').mockReturnValue(new Promise(() => {}));

    preloadResourceView('/deliveries/');
    expect(list).toHaveBeenCalledTimes(1);

    preloadResourceView('/samples/12');
    expect(samplesEdit).toHaveBeenCalledTimes(1);
    expect(samplesList).not.toHaveBeenCalled();

    preloadResourceView('/analytics_graphs/');
    preloadResourceView('/toString/');
    preloadResourceView('/');
    expect(list).toHaveBeenCalledTimes(1);
    expect(samplesList).not.toHaveBeenCalled();
  });

  it('a failed preload is swallowed (the view reports it when it renders)', async () => {
    vi.spyOn(resources.orders.list, 'preload').mockRejectedValue(new Error('chunk failed'));
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    preloadResourceView('/orders/');
    await new Promise((r) => setTimeout(r, 20));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });
});
