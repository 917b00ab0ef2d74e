/**
 * Receiving and repackaging (operations.md 5, 8): POST confirm_receiving_items (with the optional receiving check
 * of ../discrepancies.ts) and POST repackage_barcode.
 *
 * A receipt ends the delivery's trip: the receiver has the items in hand, so a row without a drop-off time takes the
 * time of receiving as its drop-off and an ongoing trip becomes completed. The hub dashboard counts a delivery
 * completed once it has a drop-off time (administration.md 7) and lists the ongoing trips; without this a received
 * delivery stayed 'pending' and 'ongoing' there until the rider's app closed the trip, which it may never do once
 * the hub holds the items. A drop-off time already recorded is kept. The delivery status is left as it is: the
 * spec has the received row show its 'Received' mark where it was, a list filtered on 'pending' included.
 *
 * A receipt made offline (issue 35) is queued on the device with one Idempotency-Key for life and may be sent
 * several times, hours or days later, from another account's session. The generic layer (server/idempotency.ts)
 * only replays within 24 h and per account, so the key is also stored with the receipt (umoja_deliveries.receipt_key):
 * - the same key again on a received delivery answers as the first time (200, the same message) and writes nothing
 *   (no second check, discrepancy, notification or UPDATE audit entry);
 * - a receipt with a key on a delivery received by another receipt (another key, or none) answers 400 'Delivery
 *   already received' with `current`: the receipt the server holds ({received_by, time_of_receiving (ISO),
 *   receivers_note}, extension), so the device can show both versions; without a key the answer is as documented;
 * - a deleted delivery, and one of another hub for a hub coordinator (hidden as before), answer 404; without the
 *   right (no hub, not a manager) 403.
 * The device's `time_of_receiving` ('YYYY-MM-DD HH:MM:SS', the local time it was received) is kept as sent.
 */
import type { FastifyInstance } from 'fastify';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { sampleBarcodes, umojaDeliveries } from '../../../db/schema';
import { getAuth, hubScope, requireRight } from '../../../auth/guards';
import { IDEMPOTENCY_HEADER } from '../../../idempotency';
import { HttpError, badRequest, readBody, text } from '../../http';
import { announceDiscrepancy, receiptCheckOf, storeReceiptCheck } from '../discrepancies';
import { DELIVERY_MESSAGES, denied } from './common';
import { clearPagingCache } from './paging';
import type { HeldReceipt } from '../../../../contract/receiving';

/** 'YYYY-MM-DD HH:MM[:SS]' (local) or an ISO timestamp; blank → now. */
function receivingTime(raw: string): Date {
  if (raw === '' || raw === 'null' || raw === 'undefined') return new Date();
  if (!/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}/.test(raw))
    throw badRequest({ message: DELIVERY_MESSAGES.receivingTimeInvalid });
  const date = new Date(raw.replace(' ', 'T'));
  if (isNaN(date.getTime())) throw badRequest({ message: DELIVERY_MESSAGES.receivingTimeInvalid });
  return date;
}

/** The receipt's Idempotency-Key (1 to 255 characters), or null when it was sent without one. */
function receiptKey(header: string | string[] | undefined): string | null {
  const key = Array.isArray(header) ? header[0] : header;
  return key && key.length <= 255 ? key : null;
}

/** The sample_barcodes type of a delivery row's barcode. */
function barcodeKind(row: { barcode_type: string | null; item_type: string | null }) {
  if (row.barcode_type !== 'parent') return 'single_entry' as const;
  return /package/i.test(row.item_type ?? '') ? ('package' as const) : ('batch_entry' as const);
}
export function registerDeliveryReceiving(app: FastifyInstance): void {
  const db = app.db;

  app.post('/customqueries/confirm_receiving_items', async (req) => {
    clearPagingCache();
    const auth = getAuth(req);
    const hub = hubScope(auth);
    if (!auth.isSuperuser && !auth.isBranchManager && hub === null) throw denied();
    const { fields } = await readBody(req);
    const number = text(fields, 'delivery_number');
    if (!number || number === 'null' || number === 'undefined' || number.length > 40)
      throw badRequest({ message: DELIVERY_MESSAGES.deliveryNumberMissing });
    const at = receivingTime(text(fields, 'time_of_receiving'));
    const note = text(fields, 'receivers_note');
    if (note.length > 2000) throw badRequest({ message: DELIVERY_MESSAGES.noteTooLong });
    const username = (text(fields, 'username') || auth.account.username).slice(0, 150);
    // the optional receiving check (expected_codes, received_codes), see ./discrepancies.ts
    const check = receiptCheckOf(fields);
    const key = receiptKey(req.headers[IDEMPOTENCY_HEADER]);

    const stored = await db.transaction(async (tx) => {
      const scoped = and(
        eq(umojaDeliveries.delivery_number, number),
        hub === null ? undefined : eq(umojaDeliveries.collection_hub, hub),
      );
      const rows = await tx
        .select({
          id: umojaDeliveries.id,
          received: umojaDeliveries.received_by_coordinator,
          barcode: umojaDeliveries.barcode,
          barcode_type: umojaDeliveries.barcode_type,
          hub: umojaDeliveries.collection_hub,
          receipt_key: umojaDeliveries.receipt_key,
          received_by: umojaDeliveries.received_by,
          time_of_receiving: umojaDeliveries.time_of_receiving,
          receivers_note: umojaDeliveries.receivers_note,
        })
        .from(umojaDeliveries)
        .where(scoped)
        .for('update');
      // another hub's delivery is hidden from a hub coordinator as one that does not exist (tests/server/deliveries)
      if (rows.length === 0) throw new HttpError(404, { message: DELIVERY_MESSAGES.deliveryNotFound });
      const open = rows.filter((r) => !r.received).map((r) => r.id);
      if (open.length === 0) {
        // this very receipt again (a retry of a queued receipt): answered as the first time, nothing written
        if (key !== null && rows.some((r) => r.receipt_key === key)) return 'repeat' as const;
        // a receipt without a key (the documented call) gets the documented answer as it was
        if (key === null) throw badRequest({ message: DELIVERY_MESSAGES.alreadyReceived });
        const held = rows.find((r) => r.barcode_type === 'parent') ?? rows[0];
        const current: HeldReceipt = {
          received_by: held.received_by,
          time_of_receiving: held.time_of_receiving?.toISOString() ?? null,
          receivers_note: held.receivers_note,
        };
        throw badRequest({ message: DELIVERY_MESSAGES.alreadyReceived, current });
      }
      await tx
        .update(umojaDeliveries)
        .set({
          received_by_coordinator: true,
          received_by: username,
          time_of_receiving: at,
          receivers_note: note || null,
          receipt_key: key,
          time_of_dropoff: sql`coalesce(${umojaDeliveries.time_of_dropoff}, ${at})`,
          trip_status: sql`case when ${umojaDeliveries.trip_status} = 'ongoing' then 'completed'::trip_status
            else ${umojaDeliveries.trip_status} end`,
        })
        .where(inArray(umojaDeliveries.id, open));
      if (!check) return null;
      return storeReceiptCheck(tx, check, {
        delivery_number: number,
        rows: rows.filter((r) => open.includes(r.id)),
        received_by: username,
        at,
      });
    });
    if (stored === 'repeat') {
      // not a new UPDATE of the delivery: no audit entry, as a replay of the generic layer
      req.auditInfo = { skip: true };
      return { message: DELIVERY_MESSAGES.received };
    }
    if (stored?.discrepancy)
      await announceDiscrepancy(app, stored, username).catch((err: unknown) => req.log.error(err));
    return { message: DELIVERY_MESSAGES.received };
  });
  app.post('/customqueries/repackage_barcode', async (req) => {
    clearPagingCache();
    const auth = requireRight(req, 'view_umoja_deliveries');
    const { fields } = await readBody(req);
    const code = text(fields, 'barcode');
    if (!code || code === 'null' || code === 'undefined' || code.length > 80)
      throw badRequest({ message: DELIVERY_MESSAGES.barcodeMissing });
    const reason = text(fields, 'reason_for_repackage');
    if (!reason) throw badRequest({ message: DELIVERY_MESSAGES.reasonMissing });
    if (reason.length > 500) throw badRequest({ message: DELIVERY_MESSAGES.reasonTooLong });
    const hub = hubScope(auth);

    await db.transaction(async (tx) => {
      const d = umojaDeliveries;
      const inHub = hub === null ? undefined : eq(d.collection_hub, hub);
      const columns = { status: d.delivery_status, barcode_type: d.barcode_type, item_type: d.item_type };
      // the delivery row of the barcode (the latest one if it travelled more than once) ...
      let [row] = await tx
        .select(columns)
        .from(d)
        .where(and(eq(d.barcode, code), inHub))
        .orderBy(desc(d.date), desc(d.id))
        .limit(1);
      // ... or, for a child with no separate record, the parent row listing it in its delivery items
      if (!row) {
        const asChild = JSON.stringify([{ children: [{ barcode: code }] }]);
        const asItem = JSON.stringify([{ barcode: code }]);
        [row] = await tx
          .select({ ...columns, barcode_type: sql<'child'>`'child'` })
          .from(d)
          .where(
            and(
              sql`(${d.delivery_items} @> ${asChild}::jsonb or ${d.delivery_items} @> ${asItem}::jsonb)`,
              inHub,
            ),
          )
          .orderBy(desc(d.date), desc(d.id))
          .limit(1);
      }
      if (!row) throw new HttpError(404, { message: DELIVERY_MESSAGES.barcodeNotFound });
      if (row.status !== 'delivered') throw badRequest({ message: DELIVERY_MESSAGES.notDelivered });
      await tx
        .insert(sampleBarcodes)
        .values({
          bar_code: code,
          bar_code_type: barcodeKind(row),
          status: 'used',
          repackaged: true,
          reason_for_repackage: reason,
          created_by: auth.account.username,
        })
        .onConflictDoUpdate({
          target: sampleBarcodes.bar_code,
          set: { repackaged: true, reason_for_repackage: reason },
        });
    });
    return { message: DELIVERY_MESSAGES.repackaged };
  });
}
