/**
 * The outbox of alerts (SMS and e-mail) the server sends when the company profile's alert flags are on: the rows of
 * GET /api/outbox/ and the answer of POST /api/outbox/{id}/retry/ (the reference server's extension).
 */

export const OUTBOX_CHANNELS = ['sms', 'email'] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];

/**
 * queued: waiting for its (next) try; sending: taken by a dispatcher; sent: the gateway accepted it;
 * failed: every try failed (the last error is kept), a retry queues it again; no_balance: an SMS waiting for SMS
 * balance; skipped: no recipient number or address (the reason is kept), never sent.
 */
export const OUTBOX_STATUSES = ['queued', 'sending', 'sent', 'failed', 'no_balance', 'skipped'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** The events that queue alerts, each under its company-profile flags. */
export const OUTBOX_EVENTS = [
  'client_order',
  'order_assigned',
  'delivery',
  'pickup',
  'discrepancy',
  'overdue',
] as const;
export type OutboxEvent = (typeof OUTBOX_EVENTS)[number];

/** One message of the outbox. Times are ISO 8601 (UTC) or null. */
export interface OutboxMessage {
  id: number;
  /** stable id of the message, sent to the gateway so that it can drop a repeat */
  message_id: string;
  channel: OutboxChannel;
  event: OutboxEvent;
  /** the record that caused it: 'Order', 'Delivery', 'Pickup', 'Discrepancy', 'Overdue' */
  record_type: string;
  /** its id (a delivery's or order's id, a pickup's id, ...) as text */
  record_id: string;
  /** who it is for, in words ('Agent Jane Doe', 'admin (mary)', 'Gulu Hub coordinator') */
  recipient_name: string;
  /** phone number (SMS) or e-mail address; null when none was known (then skipped) */
  recipient: string | null;
  /** e-mail subject; null for SMS */
  subject: string | null;
  message: string;
  status: OutboxStatus;
  attempts: number;
  /** the last error of a try, or the reason it was skipped or waits */
  last_error: string | null;
  created_at: string;
  next_attempt_at: string | null;
  sent_at: string | null;
  updated_at: string;
}

/** GET /api/outbox/: one page, as the other REST lists. */
export interface OutboxPage {
  count: number;
  next: string | null;
  previous: string | null;
  results: OutboxMessage[];
}
