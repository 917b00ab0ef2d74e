import { useCallback, useRef, useState } from 'react';
import { useDataProvider, useListContextWithProps, useNotify, type RaRecord } from 'react-admin';

/** Largest page asked for when the list does not know its total yet. */
const ALL_ROWS = 1_000_000;
/** The page size used to read a server-paged list (the most the paging protocol's server answers). */
export const SERVER_PAGE_SIZE = 500;
/** How many pages of a server-paged list are asked for at the same time. */
export const PARALLEL_PAGES = 3;

/** How far the loading of every row has come. */
export interface RowsProgress {
  loaded: number;
  total: number;
}

export interface LoadRowsOptions<T = unknown> {
  onProgress?: (progress: RowsProgress) => void;
  /** aborting it stops the loading (the promise rejects with RowsLoadCancelled) */
  signal?: AbortSignal;
  /** called with the rows as they arrive, in the list's order (an export builds its file meanwhile) */
  onRows?: (rows: T[]) => void;
}

export class RowsLoadCancelled extends Error {
  constructor() {
    super('cancelled');
    this.name = 'RowsLoadCancelled';
  }
}

/**
 * Returns a function that loads every row of the surrounding list with its current filters and sort
 * (not only the page on screen). When `rows` is given, those rows are used instead.
 * A list whose rows come page by page from the server (its answer's meta says `serverPaged`) is read in
 * pages of SERVER_PAGE_SIZE with progress and can be cancelled; otherwise it asks for all rows at once (a
 * report paged in the browser answers from its cached rows); a server that caps its page size (the reference
 * server answers at most 1,000) is then read page by page at that size until the total is reached.
 */
export function useAllListRows<T extends RaRecord = RaRecord>(
  rows?: readonly T[],
): (options?: LoadRowsOptions<T>) => Promise<T[]> {
  const dataProvider = useDataProvider();
  const list = useListContextWithProps<T>({});
  const { resource, filter, filterValues, sort, total } = list ?? {};
  const serverPaged = (list?.meta as { serverPaged?: unknown } | undefined)?.serverPaged === true;
  return useCallback(
    async ({ onProgress, signal, onRows }: LoadRowsOptions<T> = {}) => {
      if (rows) {
        if (rows.length) onRows?.([...rows]);
        return [...rows];
      }
      if (!resource) return [];
      if (total === 0) return [];
      const params = {
        sort: sort ?? { field: 'id', order: 'ASC' },
        filter: { ...(filterValues ?? {}), ...(filter ?? {}) },
      };
      const check = () => {
        if (signal?.aborted) throw new RowsLoadCancelled();
      };
      const all: T[] = [];
      try {
        if (serverPaged) {
          const pageOf = (page: number) =>
            dataProvider.getList<T>(resource, {
              ...params,
              pagination: { page, perPage: SERVER_PAGE_SIZE },
              signal,
            });
          // page 1 tells the total; the other pages are asked PARALLEL_PAGES at a time, kept in order
          const first = await pageOf(1);
          const expected = Math.max(first.total ?? total ?? 0, first.data.length);
          const pages: T[][] = [first.data];
          // pages arrive out of order: they are handed to onRows in order, as soon as the ones before are in
          let handed = 0;
          const handOn = () => {
            // (not `onRows?.(pages[handed++])`: without onRows the argument, and so the ++, is never evaluated)
            while (pages[handed]) {
              const page = pages[handed];
              handed += 1;
              onRows?.(page);
            }
          };
          let loaded = first.data.length;
          handOn();
          onProgress?.({ loaded, total: expected });
          const last = first.data.length < SERVER_PAGE_SIZE ? 1 : Math.ceil(expected / SERVER_PAGE_SIZE);
          let next = 2;
          const worker = async () => {
            while (next <= last) {
              check();
              const page = next++;
              const { data } = await pageOf(page);
              check();
              pages[page - 1] = data;
              handOn();
              loaded += data.length;
              onProgress?.({ loaded, total: Math.max(expected, loaded) });
            }
          };
          await Promise.all(Array.from({ length: PARALLEL_PAGES }, worker));
          check();
          for (const rowsOfPage of pages) if (rowsOfPage) for (const row of rowsOfPage) all.push(row);
          return all;
        }
        const first = await dataProvider.getList<T>(resource, {
          ...params,
          pagination: { page: 1, perPage: total && total > 0 ? total : ALL_ROWS },
        });
        all.push(...first.data);
        if (first.data.length) onRows?.(first.data);
        const expected = first.total ?? total ?? all.length;
        const size = first.data.length;
        onProgress?.({ loaded: all.length, total: expected });
        for (let page = 2; size > 0 && all.length < expected; page++) {
          check();
          const next = await dataProvider.getList<T>(resource, {
            ...params,
            pagination: { page, perPage: size },
          });
          if (next.data.length === 0) break;
          all.push(...next.data);
          onRows?.(next.data);
          onProgress?.({ loaded: all.length, total: expected });
        }
        check();
        return all;
      } catch (error) {
        if (signal?.aborted) throw new RowsLoadCancelled();
        throw error;
      }
    },
    [rows, resource, total, dataProvider, sort, filterValues, filter, serverPaged],
  );
}

/**
 * The running of a task over every filtered row (an export, a print): `busy` while it runs, `progress` while
 * the rows load page by page, `cancel` stops the loading. `start(task, failedMessage)` hands the task a
 * `load(onRows?)` that loads the rows (with progress, cancellable) and notifies 'cancelled' or `failedMessage`
 * if the task throws.
 */
export function useRowsTask<T extends RaRecord = RaRecord>(
  rows?: readonly T[],
): {
  busy: boolean;
  progress: RowsProgress | null;
  cancel: () => void;
  start: (
    task: (load: (onRows?: (rows: T[]) => void) => Promise<T[]>, signal: AbortSignal) => Promise<void>,
    failedMessage: string,
    isCancelled?: (error: unknown) => boolean,
  ) => Promise<void>;
} {
  const notify = useNotify();
  const loadRows = useAllListRows<T>(rows);
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<RowsProgress | null>(null);
  const controller = useRef<AbortController | null>(null);
  const start = async (
    task: (load: (onRows?: (rows: T[]) => void) => Promise<T[]>, signal: AbortSignal) => Promise<void>,
    failedMessage: string,
    isCancelled: (error: unknown) => boolean = () => false,
  ) => {
    const abort = new AbortController();
    controller.current = abort;
    setBusy(true);
    try {
      await task(async (onRows) => {
        const data = await loadRows({ onProgress: setProgress, signal: abort.signal, onRows });
        setProgress(null);
        return data;
      }, abort.signal);
    } catch (error) {
      if (error instanceof RowsLoadCancelled || isCancelled(error))
        notify('components.allRows.cancelled', { type: 'info' });
      else notify(failedMessage, { type: 'error' });
    } finally {
      controller.current = null;
      setProgress(null);
      setBusy(false);
    }
  };
  const cancel = useCallback(() => controller.current?.abort(), []);
  return { busy, progress, cancel, start };
}

/**
 * A button action over every filtered row (export, print): loads the rows, warns `emptyMessage` when
 * there are none, runs `action`, notifies `failedMessage` if it throws; `busy` while it runs, `progress`
 * while rows load page by page, `cancel` stops the loading.
 */
export function useAllRowsAction<T extends RaRecord = RaRecord>(
  rows: readonly T[] | undefined,
  messages: { empty: string; failed: string },
  action: (data: T[]) => Promise<void>,
): { busy: boolean; run: () => Promise<void>; progress: RowsProgress | null; cancel: () => void } {
  const notify = useNotify();
  const { busy, progress, cancel, start } = useRowsTask<T>(rows);
  const run = () =>
    start(async (load) => {
      const data = await load();
      if (data.length === 0) {
        notify(messages.empty, { type: 'warning' });
        return;
      }
      await action(data);
    }, messages.failed);
  return { busy, run, progress, cancel };
}
