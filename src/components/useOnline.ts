/**
 * Whether the browser has a network connection (navigator.onLine and its online/offline events), re-rendering the
 * caller when it changes. The offline hub screens (src/offline/) and the screens that need a connection both ask it.
 * navigator.onLine false is certain (no network at all); true only means a network is there, so callers still
 * treat a failed call (HttpError status 0) as offline.
 */
import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

export const isOnline = (): boolean => (typeof navigator === 'undefined' ? true : navigator.onLine !== false);

export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}
