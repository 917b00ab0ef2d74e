/**
 * A start-up wait with a limit: resolves with what `promise` resolves to, or with `fallback` after `ms` (or when it
 * fails). The device cache's restore before the first render (App.tsx) and the service worker's update check
 * (src/pwa/register.ts) wait this way.
 */
export function within<T>(promise: Promise<T>, ms: number, fallback: T): Promise<T> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(fallback), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      () => {
        clearTimeout(timer);
        resolve(fallback);
      },
    );
  });
}
