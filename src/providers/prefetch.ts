/**
 * A list call started at the app's start (src/startup.ts), before the list itself asks for it: the next getList
 * with the same resource, filter, sort and pagination within PREFETCH_TTL_MS takes the started answer (or waits
 * for it) instead of asking again; a failed start is asked again. So the report request runs while the app's
 * code loads and renders instead of after.
 */
import type { GetListParams, GetListResult } from 'ra-core';
import { subscribe } from './session';

type ListCall = (resource: string, params: GetListParams) => Promise<GetListResult>;

/** How long a started call waits for the list's identical call (the list mounts a second or two later). */
export const PREFETCH_TTL_MS = 15_000;
const prefetched = new Map<string, { at: number; result: Promise<GetListResult> }>();

/** JSON with the object keys sorted, so the same params give the same key whatever order they were built in. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stableJson((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

const listKey = (resource: string, params: GetListParams) =>
  `${resource} ${stableJson({ filter: params.filter ?? {}, sort: params.sort, pagination: params.pagination })}`;

/** Starts getList(resource, params) now, kept for the list's identical call (once per key). */
export function startPrefetch(resource: string, params: GetListParams, getList: ListCall): void {
  const key = listKey(resource, params);
  if (prefetched.has(key)) return;
  const result = getList(resource, params);
  result.catch(() => undefined);
  prefetched.set(key, { at: Date.now(), result });
}

/** The started answer for these params if one is fresh (taken once; a refresh asks again), else getList. */
export function listOrPrefetched(
  resource: string,
  params: GetListParams,
  getList: ListCall,
): Promise<GetListResult> {
  if (prefetched.size && !params.meta?.refresh) {
    const key = listKey(resource, params);
    const started = prefetched.get(key);
    if (started) {
      prefetched.delete(key);
      if (Date.now() - started.at < PREFETCH_TTL_MS)
        return started.result.catch(() => getList(resource, params));
    }
  }
  return getList(resource, params);
}
subscribe(() => prefetched.clear());
