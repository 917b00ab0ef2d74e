import { lazy, type ComponentType } from 'react';

type Module<T> = { default: T };

/**
 * React.lazy with preload(): once the code is loaded (by preload() or an earlier render), the component renders
 * without suspending. A plain React.lazy suspends at its first render even when its code is in, and React then
 * holds the revealed Suspense boundary back for up to 300 ms after its fallback showed (src/startup.ts).
 * preload() starts the load once (a failed load is tried again by the next call).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function preloadedLazy<T extends ComponentType<any>>(load: () => Promise<Module<T>>) {
  let loaded: Module<T> | undefined;
  let loading: Promise<Module<T>> | undefined;
  const preload = (): Promise<Module<T>> =>
    (loading ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  // a thenable that calls back at once: React.lazy takes the module in the same render
  const now = (module: Module<T>) =>
    ({ then: (resolve: (m: Module<T>) => void) => resolve(module) }) as unknown as Promise<Module<T>>;
  const Lazy = lazy(() => (loaded ? now(loaded) : preload()));
  return Object.assign(Lazy, { preload, isLoaded: () => loaded !== undefined });
}
