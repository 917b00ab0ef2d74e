/**
 * Pure helpers of the Outbox screen (issue 34): the list's resource and paging, the colour of a status, the screen a
 * message's record opens on, and the audit type of its export.
 */
import type { AuditResourceType } from '../../../contract/types';
import type { OutboxMessage, OutboxStatus } from '../../../contract/outbox';
import { GREEN, ORANGE, RED } from '../../components/statusColors';

export const RESOURCE = 'outbox';
export const T = 'resources.outbox';
export const PER_PAGE = 25;
export const PAGE_SIZES = [10, 25, 50, 100];
export const DEFAULT_SORT = { field: 'created_at', order: 'DESC' } as const;

/** The list's filter values (react-admin filterValues): q is sent as `search`, the dates as YYYY-MM-DD. */
export interface OutboxFilterValues {
  q?: string;
  status?: string;
  channel?: string;
  event?: string;
  /** YYYY-MM-DD, on the day the message was created */
  date_from?: string | null;
  date_to?: string | null;
}

/** Grey-blue: a message on its way (queued, sending). */
export const GREY_BLUE = '#607d8b';
/** Grey: a message never sent (no recipient). */
export const GREY = '#9e9e9e';

/** The chip colour of a status: sent green, failed red, on its way grey-blue, no balance orange, skipped grey. */
export function statusColor(status: OutboxStatus | string | null | undefined): string {
  switch (status) {
    case 'sent':
      return GREEN;
    case 'failed':
      return RED;
    case 'no_balance':
      return ORANGE;
    case 'skipped':
      return GREY;
    default:
      return GREY_BLUE; // queued, sending
  }
}

/** Whether a message can be sent again (a failed one). */
export const canRetry = (m: Pick<OutboxMessage, 'status'> | null | undefined) => m?.status === 'failed';

/**
 * The screen a message's record is shown on (its access key and list route), by the record's type (the server
 * sets it on every message). The registry has no record routes for pickups, orders and deliveries (their records open in dialogs on
 * the lists), so the link opens the list; an overdue alert has no one screen (a pickup or a delivery).
 */
const SCREEN_OF_TYPE: Record<string, { key: string; path: string }> = {
  pickup: { key: 'pending_pickups', path: '/pending_pickups/' },
  order: { key: 'orders', path: '/orders/' },
  delivery: { key: 'deliveries', path: '/deliveries/' },
  discrepancy: { key: 'receiving_discrepancies', path: '/receiving_discrepancies/' },
};
export function recordScreen(
  m: Pick<OutboxMessage, 'record_type'> | null | undefined,
): { key: string; path: string } | null {
  return SCREEN_OF_TYPE[String(m?.record_type ?? '').toLowerCase()] ?? null;
}

/** The audit resource type of the screen's exports and prints. */
export const OUTBOX_AUDIT_TYPE: AuditResourceType = 'Outbox';
