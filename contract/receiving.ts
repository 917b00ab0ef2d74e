/**
 * confirm_receiving_items' answer. The documented call reads `message` only; our server adds `current` (extension
 * ext.receipt-key) to the refusal of a receipt sent with an Idempotency-Key for a delivery received meanwhile by
 * another receipt, so that a device whose receipt was queued offline can show both versions. The courier's backend
 * does not send it, nor does our server without a key: optional.
 */

/** The receipt the server holds for a delivery (the one that received it first). */
export interface HeldReceipt {
  received_by: string | null;
  /** ISO 8601, UTC; null only for a row received without a time (old data) */
  time_of_receiving: string | null;
  receivers_note: string | null;
}

/**
 * 200 {message: 'Delivery received successfully!'} (also for a repeat of the same receipt: the same
 * Idempotency-Key as the receipt that received it); 400 {message: 'Delivery already received', current} when another
 * receipt (another key, or none) received it (`current` only when this one has a key); 404 {message: 'Delivery not
 * found'} when deleted, or of another hub for a hub coordinator; 403 {error, detail} without the right.
 */
export interface ReceiveDeliveryAnswer {
  message?: string;
  current?: HeldReceipt;
  error?: string;
  detail?: string;
}
