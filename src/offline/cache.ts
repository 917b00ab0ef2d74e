/**
 * The last data of the hub screens on the device: the react-query cache of the hub dashboard (its 'hub' queries,
 * 'pending_deliveries', 'get_overdue'), the hub deliveries list and a delivery's details and children (every
 * 'hub_deliveries' query) and the session's own answers ('auth': permissions, identity, so the shell can draw
 * itself), written to IndexedDB under the signed-in username after successful fetches (at most once a second), restored
 * before the app renders, deleted at sign-out. Nothing of the admin screens is kept.
 */
import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import {
  dehydrate,
  hydrate,
  type DehydratedState,
  type Query,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';

/** The first part of the query keys kept on the device. */
export const OFFLINE_KEYS: readonly string[] = [
  'hub',
  'hub_deliveries',
  'pending_deliveries',
  'get_overdue',
  'auth',
];
/** The keys whose data a screen shows (the 'Offline, as of' time is theirs). */
export const SCREEN_KEYS: readonly string[] = OFFLINE_KEYS.filter((k) => k !== 'auth');

export const isOfflineKey = (key: QueryKey, keys: readonly string[] = OFFLINE_KEYS): boolean =>
  typeof key[0] === 'string' && keys.includes(key[0]);

const WRITE_DELAY_MS = 1000;
/** A kept cache older than this is not restored. */
const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

interface Saved {
  savedAt: number;
  state: DehydratedState;
}

let store: UseStore | null = null;
function db(): UseStore {
  store ??= createStore('courier-offline-cache', 'screens');
  return store;
}

const keep = (q: Query) => q.state.status === 'success' && isOfflineKey(q.queryKey);

/** Writes the kept queries of the cache under the user now. */
export async function saveCache(client: QueryClient, username: string): Promise<void> {
  const state = dehydrate(client, { shouldDehydrateQuery: keep });
  // structured clone refuses functions and the like: keep only what JSON keeps
  const saved: Saved = { savedAt: Date.now(), state: JSON.parse(JSON.stringify(state)) as DehydratedState };
  await set(username, saved, db());
}

/** Puts the user's kept queries into the cache (before the app renders); false when there was nothing. */
export async function restoreCache(client: QueryClient, username: string | undefined): Promise<boolean> {
  if (!username) return false;
  try {
    const saved = await get<Saved>(username, db());
    if (!saved?.state || Date.now() - saved.savedAt > MAX_AGE_MS) return false;
    hydrate(client, saved.state);
    return true;
  } catch {
    return false;
  }
}

export async function deleteCache(username: string | undefined): Promise<void> {
  if (!username) return;
  try {
    await del(username, db());
  } catch {
    // no IndexedDB: nothing was kept
  }
}

/**
 * Writes the kept queries after a successful fetch of one of them: at once after a quiet second (a page left right
 * after its data came still has it kept), then at most once a second while fetches go on; returns the stop.
 */
export function persistCache(client: QueryClient, username: () => string | undefined): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let more = false;
  const write = () => {
    const user = username();
    if (user) void saveCache(client, user).catch(() => undefined);
  };
  const quiet = () => {
    timer = setTimeout(() => {
      timer = null;
      if (!more) return;
      more = false;
      write();
      quiet();
    }, WRITE_DELAY_MS);
  };
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success' || !isOfflineKey(event.query.queryKey))
      return;
    if (timer) {
      more = true;
      return;
    }
    write();
    quiet();
  });
  // a page closed or reloaded within the quiet second: the fetches since the last write are written as it goes
  // (best effort: the browser may end the page before IndexedDB has the data)
  const onHide = () => {
    if (!more) return;
    more = false;
    write();
  };
  if (typeof window !== 'undefined') window.addEventListener('pagehide', onHide);
  return () => {
    if (timer) clearTimeout(timer);
    if (typeof window !== 'undefined') window.removeEventListener('pagehide', onHide);
    unsubscribe();
  };
}

/** When the data of the hub screens on show was fetched (the oldest of them), or null when none is shown. */
export function shownDataTime(client: QueryClient): number | null {
  let oldest: number | null = null;
  for (const q of client.getQueryCache().getAll()) {
    if (!isOfflineKey(q.queryKey, SCREEN_KEYS) || q.getObserversCount() === 0) continue;
    const at = q.state.dataUpdatedAt;
    if (q.state.data === undefined || !at) continue;
    if (oldest === null || at < oldest) oldest = at;
  }
  return oldest;
}
