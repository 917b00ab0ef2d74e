/**
 * The overdue items (get_overdue, our server's extension) as the server sends them and the SPA reads them: the
 * kinds, one late item, the answer, and the overdue filter of the deliveries report.
 */

/** A pickup not picked up, a delivery not dropped off, a drop-off not received, each past its target. */
export type OverdueKind = 'pickup' | 'dropoff' | 'receipt';
export const OVERDUE_KINDS: readonly OverdueKind[] = ['pickup', 'dropoff', 'receipt'];

export interface OverdueItem {
  kind: OverdueKind;
  /** pending_umoja_pickups.id (pickup) or umoja_deliveries.id (dropoff, receipt) */
  item: number;
  number: string;
  hub: number | null;
  place: string;
  due_at: string;
  late_minutes: number;
}

/** get_overdue's answer: the counts per kind, the earliest list day of each, the latest items. */
export interface OverdueAnswer extends Record<OverdueKind, number> {
  count: number;
  /** the earliest list day ('YYYY-MM-DD') of each kind's late rows */
  since?: Partial<Record<OverdueKind, string>>;
  items: OverdueItem[];
}

/** The overdue filter of the deliveries report: the kinds each value keeps. */
export const DELIVERY_OVERDUE_FILTERS = {
  dropoff: ['dropoff'],
  receipt: ['receipt'],
  any: ['dropoff', 'receipt'],
} as const satisfies Record<string, readonly OverdueKind[]>;
export type DeliveryOverdueFilter = keyof typeof DELIVERY_OVERDUE_FILTERS;
