import { useCallback, useState } from 'react';
import { useDataProvider, useListContextWithProps, useNotify, type RaRecord } from 'react-admin';

/** Largest page asked for when the list does not know its total yet. */
const ALL_ROWS = 1_000_000;

/**
 * Returns a function that loads every row of the surrounding list with its current filters and sort
 * (not only the page on screen). When `rows` is given, those rows are used instead.
 * It asks for all rows at once; a server that caps its page size (the reference server answers at most
 * 1,000) is then read page by page at that size until the total is reached.
 */
export function useAllListRows<T extends RaRecord = RaRecord>(rows?: readonly T[]): () => Promise<T[]> {
  const dataProvider = useDataProvider();
  const list = useListContextWithProps<T>({});
  const { resource, filter, filterValues, sort, total } = list ?? {};
  return useCallback(async () => {
    if (rows) return [...rows];
    if (!resource) return [];
    if (total === 0) return [];
    const params = {
      sort: sort ?? { field: 'id', order: 'ASC' },
      filter: { ...(filterValues ?? {}), ...(filter ?? {}) },
    };
    const first = await dataProvider.getList<T>(resource, {
      ...params,
      pagination: { page: 1, perPage: total && total > 0 ? total : ALL_ROWS },
    });
    const all = [...first.data];
    const expected = first.total ?? total ?? all.length;
    const size = first.data.length;
    for (let page = 2; size > 0 && all.length < expected; page++) {
      const next = await dataProvider.getList<T>(resource, {
        ...params,
        pagination: { page, perPage: size },
      });
      if (next.data.length === 0) break;
      all.push(...next.data);
    }
    return all;
  }, [rows, resource, total, dataProvider, sort, filterValues, filter]);
}

/**
 * A button action over every filtered row (export, print): loads the rows, warns `emptyMessage` when
 * there are none, runs `action`, notifies `failedMessage` if it throws; `busy` while it runs.
 */
export function useAllRowsAction<T extends RaRecord = RaRecord>(
  rows: readonly T[] | undefined,
  messages: { empty: string; failed: string },
  action: (data: T[]) => Promise<void>,
): { busy: boolean; run: () => Promise<void> } {
  const notify = useNotify();
  const loadRows = useAllListRows<T>(rows);
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const data = await loadRows();
      if (data.length === 0) {
        notify(messages.empty, { type: 'warning' });
        return;
      }
      await action(data);
    } catch {
      notify(messages.failed, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}
