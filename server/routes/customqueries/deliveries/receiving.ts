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
 */
import type { FastifyInstance } from 'fastify';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { sampleBarcodes, umojaDeliveries } from '../../../db/schema';
import { getAuth, hubScope, requireRight } from '../../../auth/guards';
import { HttpError, badRequest, readBody, text } from '../../http';
import { announceDiscrepancy, receiptCheckOf, storeReceiptCheck } from '../discrepancies';
import { DELIVERY_MESSAGES, denied } from './common';
import { clearPagingCache } from './paging';

/** 'YYYY-MM-DD HH:MM[:SS]' (local) or an ISO timestamp; blank → now. */
function receivingTime(raw: string): Date {
  if (raw === '' || raw === 'null' || raw === 'undefined') return new Date();
  if (!/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}/.test(raw))
    throw badRequest({ message: DELIVERY_MESSAGES.receivingTimeInvalid });
  const date = new Date(raw.replace(' ', 'T'));
  if (isNaN(date.getTime())) throw badRequest({ message: DELIVERY_MESSAGES.receivingTimeInvalid });
  return date;
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
        })
        .from(umojaDeliveries)
        .where(scoped)
        .for('update');
      if (rows.length === 0) throw new HttpError(404, { message: DELIVERY_MESSAGES.deliveryNotFound });
      const open = rows.filter((r) => !r.received).map((r) => r.id);
      if (open.length === 0) throw badRequest({ message: DELIVERY_MESSAGES.alreadyReceived });
      await tx
        .update(umojaDeliveries)
        .set({
          received_by_coordinator: true,
          received_by: username,
          time_of_receiving: at,
          receivers_note: note || null,
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
