/**
 * What every part of the deliveries page shares: which path the report took (paged on the server, or the full
 * report paged in the browser), on the browser path ALL loaded rows of the report (for the barcode search and
 * the children of a batch), the rights of the signed-in user, the rows received during this visit, and the
 * Receive / Edit dialogs (rendered once for the page, not once per row).
 */
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useDataProvider, useGetList, useListContext, usePermissions, useRefresh } from 'react-admin';
import { canAccess, type Permissions } from '../../access';
import type { DeliveryRow } from '../../lib/deliveries';
import { NO_SORT } from './firstPage';

/** Filter keys that are arguments of the report call (the rest is filtered in the browser). */
export const REPORT_ARGS = ['dateone', 'datetwo', 'delivery_status', 'hub'] as const;
/** Everything: the data provider answers from the fetched report. */
export const ALL_ROWS = 10_000_000;
export { NO_SORT };
/** The report is fetched again only when asked (Search, a change, or after an action), not on focus. */
export const QUERY_OPTIONS = { refetchOnWindowFocus: false };

export interface ReceivedInfo {
  received_by: string;
  time_of_receiving: string;
  receivers_note: string;
}

export interface DeliveriesContextValue {
  resource: string;
  /** the server answered one page (README "Paging report calls"): no row is loaded beyond the page */
  serverPaged: boolean;
  /** the report's arguments of the current filters (dates, status, hub) */
  args: Record<string, unknown>;
  /** every row of the report for the current dates and status (not only the page); empty when server paged */
  allRows: DeliveryRow[];
  allRowsPending: boolean;
  can: (action: string, record?: unknown) => boolean;
  /** deliveries received during this visit, shown as received until the report is fetched again */
  receivedNow: ReadonlyMap<string, ReceivedInfo>;
  markReceived: (deliveryNumber: string, info: ReceivedInfo) => void;
  /** fetch the report again, then every query of the page */
  reloadReport: () => Promise<void>;
  openReceive: (row: DeliveryRow) => void;
  openEdit: (row: DeliveryRow) => void;
  receiving: DeliveryRow | null;
  editing: DeliveryRow | null;
  closeDialogs: () => void;
}

const Ctx = createContext<DeliveriesContextValue | null>(null);

export function useDeliveries(): DeliveriesContextValue {
  const value = useContext(Ctx);
  if (!value) throw new Error('useDeliveries must be used inside <DeliveriesProvider>');
  return value;
}

/** The list answer's meta says the server paged it. */
export function isServerPaged(meta: unknown): boolean {
  return !!meta && typeof meta === 'object' && (meta as { serverPaged?: unknown }).serverPaged === true;
}

export function reportArgs(filterValues: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of REPORT_ARGS) {
    const v = filterValues[key];
    if (v !== undefined && v !== null && v !== '') out[key] = v;
  }
  return out;
}

/** Must sit inside the deliveries <List> (it reads the list's filter values). */
export function DeliveriesProvider({ resource, children }: { resource: string; children: ReactNode }) {
  const { filterValues, filter, meta, isPending: listPending } = useListContext();
  const dataProvider = useDataProvider();
  const refresh = useRefresh();
  const { permissions } = usePermissions<Permissions>();
  // the permanent filter (the hub coordinator's hub) is an argument of the report too
  const args = useMemo(
    () => reportArgs({ ...(filterValues ?? {}), ...(filter ?? {}) }),
    [filterValues, filter],
  );
  const argsKey = JSON.stringify(args);
  const stableArgs = useMemo(() => JSON.parse(argsKey) as Record<string, unknown>, [argsKey]);

  // the list's answer says which path the report took: every row is loaded only on the browser path
  const serverPaged = isServerPaged(meta);
  const browserPath = !listPending && !serverPaged;
  const { data, isPending } = useGetList<DeliveryRow>(
    resource,
    { filter: stableArgs, pagination: { page: 1, perPage: ALL_ROWS }, sort: NO_SORT },
    { ...QUERY_OPTIONS, enabled: browserPath },
  );
  const allRows = useMemo(() => (browserPath ? (data ?? []) : []), [browserPath, data]);
  const allRowsPending = serverPaged ? false : listPending || isPending;

  const [receivedNow, setReceivedNow] = useState<Map<string, ReceivedInfo>>(() => new Map());
  const markReceived = useCallback((deliveryNumber: string, info: ReceivedInfo) => {
    setReceivedNow((prev) => new Map(prev).set(deliveryNumber, info));
  }, []);

  const reloadReport = useCallback(async () => {
    // meta.refresh makes the data provider fetch the report again instead of answering from its cache
    await dataProvider.getList(resource, {
      filter: stableArgs,
      pagination: { page: 1, perPage: 1 },
      sort: NO_SORT,
      meta: { refresh: true },
    });
    refresh();
  }, [dataProvider, resource, stableArgs, refresh]);

  const can = useCallback(
    (action: string, record?: unknown) => canAccess(permissions, { resource, action, record }),
    [permissions, resource],
  );

  const [receiving, setReceiving] = useState<DeliveryRow | null>(null);
  const [editing, setEditing] = useState<DeliveryRow | null>(null);
  const closeDialogs = useCallback(() => {
    setReceiving(null);
    setEditing(null);
  }, []);

  const value = useMemo<DeliveriesContextValue>(
    () => ({
      resource,
      serverPaged,
      args: stableArgs,
      allRows,
      allRowsPending,
      can,
      receivedNow,
      markReceived,
      reloadReport,
      openReceive: setReceiving,
      openEdit: setEditing,
      receiving,
      editing,
      closeDialogs,
    }),
    [
      resource,
      serverPaged,
      stableArgs,
      allRows,
      allRowsPending,
      can,
      receivedNow,
      markReceived,
      reloadReport,
      receiving,
      editing,
      closeDialogs,
    ],
  );
  return <Ctx.Provider value={value}>{children}</Ctx.Provider>;
}
