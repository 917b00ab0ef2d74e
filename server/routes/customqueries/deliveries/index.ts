/**
 * Custom queries of the deliveries screen (operations.md 2, 4, 5, 7 Deliveries, 8):
 *   POST   /customqueries/getumoja_deliveriesreport  dateone, datetwo (DD/MM/YYYY or YYYY-MM-DD), delivery_status
 *          ('' | 'all' | pending | delivered | cancelled | failed), hub ('' or a hub id)
 *          → {report: JSON text of delivery rows, oldest first by date then id}. Each row: every umoja_deliveries
 *          column under its own name (delivery_items a JSON array) plus date 'DD/MM/YYYY', orig_date (ISO),
 *          time_of_pickup/time_of_dropoff 'HH:MM' or null, time_of_receiving ISO or null, turn_around_time
 *          'HH:MM:SS' (dropoff - pickup, '00:00:00' when either is missing or dropoff is not later),
 *          agent_account_name (the agent's FullName) and collection_hub_name.
 *          Needs view_umoja_deliveries; a hub coordinator always gets only their hub. Missing date → 400
 *          {message: 'Please dates are missing'}. Optional overdue (our extension): dropoff | receipt |
 *          any keeps only the rows late now (server/overdue.ts lateSql; '' = all rows; else 400 {message}); it is
 *          part of the paged counts/ids cache key (late-now moves with the clock: a cached page is ≤ 20 s old).
 *   POST   /customqueries/confirm_receiving_items  time_of_receiving, delivery_number, receivers_note, username
 *          → {message: 'Delivery received successfully!'}; branch manager, superuser or hub coordinator (own hub
 *          rows only) else 403 {detail}; unknown number 404 {message}; already received 400 {message}.
 *          Optional (our extension): expected_codes, received_codes → the receiving check, see
 *          ../discrepancies.ts; the report row carries receiving_discrepancy.
 *   POST   /customqueries/update_umoja_delivery/{id}  (JSON) edit-form fields
 *          → {message: 'Delivery updated successfully!', delivery: row of the report}; 400/404 {error}, 403 {error, detail}.
 *   DELETE /customqueries/delete_umoja_delivery/{id}  → {message: 'Delivery deleted successfully!'}; same rights.
 *          Update and delete: superuser or branch manager without hub; a hub coordinator for their hub's rows.
 *   POST   /customqueries/repackage_barcode  barcode, reason_for_repackage (required, ≤ 500 characters)
 *          → {message: 'Barcode repackaged successfully'}; needs view_umoja_deliveries; only delivered items.
 * The module: common.ts (the leaf: messages, SQL and time helpers), report.ts (the row), stream.ts (the
 * full report), paging.ts (the paged report and its cache), edit.ts (update, delete), receiving.ts (receiving,
 * repackaging) and this file (the report call, the cache's invalidation).
 * Days are the server's local calendar days (as in ../activity.ts); the report formats dates and times in SQL in the
 * server's time zone and builds the JSON text in the database in one query (no N+1, no per-row JS work).
 */
import type { FastifyInstance } from 'fastify';
import { and, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { umojaDeliveries } from '../../../db/schema';
import { hubScope, requireRight } from '../../../auth/guards';
import { badRequest, readBody, text } from '../../http';
import { DELIVERY_OVERDUE_FILTERS, lateDeliveryIds, type DeliveryOverdueFilter } from '../../../overdue';
import { readTargets } from '../../api/targets';
import {
  DELIVERY_MESSAGES,
  STATUSES,
  hubCondition,
  reportRange,
  serverTimeZone,
  type Status,
} from './common';
import { registerDeliveryEdits } from './edit';
import { PAGING_FIELDS, clearPagingCache, reportPage } from './paging';
import { registerDeliveryReceiving } from './receiving';
import { REPORT_ROUTE, reportStream } from './stream';

// ---------------------------------------------------------------- routes

/** Writes (through any instance) after which the deliveries' counts and ids are dropped at once. */
const DELIVERY_WRITES =
  /^\/(api\/(umoja_deliveries|pending_deliveries|delivery_items|patients|pending_umoja_pickups)|customqueries\/([a-z_]*deliver[a-z_]*|confirm_receiving_items|repackage_barcode|import_data))\b/;

export function registerDeliveryQueries(app: FastifyInstance): void {
  const db = app.db;
  if (app.hasDecorator('changes')) {
    const stop = app.changes.subscribe((path) => {
      if (DELIVERY_WRITES.test(path)) clearPagingCache();
    });
    app.addHook('onClose', async () => void stop());
  }

  // the full report is streamed in chunks, each flushed through the compression (REPORT_COMPRESSION)
  app.post('/customqueries/getumoja_deliveriesreport', REPORT_ROUTE, async (req, reply) => {
    const auth = requireRight(req, 'view_umoja_deliveries');
    const { fields } = await readBody(req);
    const { from, to } = reportRange(fields);

    const conditions: SQL[] = [gte(umojaDeliveries.date, from), lt(umojaDeliveries.date, to)];
    const status = text(fields, 'delivery_status').toLowerCase();
    if (status !== '' && status !== 'all' && status !== 'null' && status !== 'undefined') {
      if (!(STATUSES as readonly string[]).includes(status))
        throw badRequest({ message: DELIVERY_MESSAGES.statusInvalid });
      conditions.push(eq(umojaDeliveries.delivery_status, status as Status));
    }
    const scope = hubScope(auth);
    const hubRaw = text(fields, 'hub');
    const hub = hubCondition(auth, fields, umojaDeliveries.collection_hub);
    if (hub) conditions.push(hub);
    // an extension of the documented API: overdue = dropoff | receipt | any keeps the rows late now (server/overdue.ts)
    const overdue = text(fields, 'overdue').toLowerCase();
    if (overdue !== '' && overdue !== 'all' && overdue !== 'null' && overdue !== 'undefined') {
      if (!Object.hasOwn(DELIVERY_OVERDUE_FILTERS, overdue))
        throw badRequest({ message: DELIVERY_MESSAGES.overdueInvalid });
      const targets = await readTargets(db);
      const late = lateDeliveryIds(
        sql`${umojaDeliveries.id}`,
        targets,
        new Date(),
        scope,
        overdue as DeliveryOverdueFilter,
      );
      conditions.push(late);
    }
    if (PAGING_FIELDS.some((k) => fields[k] !== undefined))
      return reply
        .type('application/json; charset=utf-8')
        .send(
          await reportPage(
            app,
            conditions,
            fields,
            serverTimeZone(),
            JSON.stringify([from, to, status, scope, hubRaw, overdue]),
            { from, to },
          ),
        );
    return reply
      .type('application/json; charset=utf-8')
      .send(await reportStream(app, and(...conditions), serverTimeZone()));
  });

  registerDeliveryReceiving(app);
  registerDeliveryEdits(app);
}
