import { lazy, type ComponentType } from 'react';

/**
 * React.lazy with a `preload()` that starts loading the view's code now (the module loader keeps one load, so the
 * lazy component renders from the same one). A reload of a screen's address preloads its view while the shell
 * is still rendering, instead of after it (src/AppShell.tsx).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyView<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  return Object.assign(lazy(load), { preload: load });
}
