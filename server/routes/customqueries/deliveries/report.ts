/** The report row (operations.md 4): its fields, built in SQL, and the JSON text of the rows of a condition. */
import type { FastifyInstance } from 'fastify';
import { eq, sql, type SQL } from 'drizzle-orm';
import { collectionHubs, deliveryAgents, umojaDeliveries } from '../../../db/schema';
import { sqlIso, sqlLocal } from './common';

/** The report row's fields, in order: every umoja_deliveries column plus the derived ones. */
export function deliveryFields(tz: string): [string, SQL | unknown][] {
  const d = umojaDeliveries;
  const tat = sql`floor(extract(epoch from (${d.time_of_dropoff} - ${d.time_of_pickup})))::bigint`;
  return [
    ['id', d.id],
    ['delivery_number', d.delivery_number],
    ['agent_account', d.agent_account],
    [
      'agent_account_name',
      sql`case when ${deliveryAgents.id} is null then null
        else trim(${deliveryAgents.first_name} || ' ' || ${deliveryAgents.second_name}) end`,
    ],
    ['collection_hub', d.collection_hub],
    ['collection_hub_name', collectionHubs.name],
    ['pickup_point', d.pickup_point],
    ['destination', d.destination],
    ['delivery_type', d.delivery_type],
    ['item_type', d.item_type],
    ['item_name', d.item_name],
    ['barcode', d.barcode],
    ['barcode_type', d.barcode_type],
    ['parent_code', d.parent_code],
    ['patient', d.patient],
    ['patient_name', d.patient_name],
    ['date', sqlLocal(d.date, tz, 'DD/MM/YYYY')],
    ['orig_date', sqlIso(d.date)],
    ['delivery_status', d.delivery_status],
    ['delivery_mode', d.delivery_mode],
    ['trip_status', d.trip_status],
    ['time_of_pickup', sqlLocal(d.time_of_pickup, tz, 'HH24:MI')],
    ['time_of_dropoff', sqlLocal(d.time_of_dropoff, tz, 'HH24:MI')],
    [
      'turn_around_time',
      sql`case
        when ${d.time_of_pickup} is null or ${d.time_of_dropoff} is null
          or ${d.time_of_dropoff} <= ${d.time_of_pickup} then '00:00:00'
        else lpad((${tat} / 3600)::text, 2, '0') || ':' || lpad((${tat} / 60 % 60)::text, 2, '0')
          || ':' || lpad((${tat} % 60)::text, 2, '0') end`,
    ],
    ['items_total', d.items_total],
    ['delivery_items', d.delivery_items],
    ['received_by_coordinator', d.received_by_coordinator],
    ['received_by', d.received_by],
    ['time_of_receiving', sqlIso(d.time_of_receiving)],
    ['receivers_note', d.receivers_note],
    ['receiving_discrepancy', d.receiving_discrepancy],
  ];
}

/**
 * The JSON text of the rows matching `where`, oldest first by date then id ('[]' when none). Each row is
 * row_to_json of a one-row select with the fields as column names: compact JSON, and measurably cheaper than
 * json_build_object on tens of thousands of rows.
 */
export async function reportText(app: FastifyInstance, where: SQL | undefined, tz: string): Promise<string> {
  const d = umojaDeliveries;
  const columns = sql.join(
    deliveryFields(tz).map(([name, value]) => sql`${value} as ${sql.identifier(name)}`),
    sql`, `,
  );
  const rows = app.db
    .select({
      date: d.date,
      id: d.id,
      json: sql<unknown>`(select row_to_json(r) from (select ${columns}) r)`.as('json'),
    })
    .from(d)
    .leftJoin(deliveryAgents, eq(deliveryAgents.id, d.agent_account))
    .leftJoin(collectionHubs, eq(collectionHubs.id, d.collection_hub))
    .where(where)
    .as('rows');
  const [row] = await app.db
    .select({
      report: sql<string>`coalesce(json_agg(${rows.json} order by ${rows.date}, ${rows.id}), '[]'::json)::text`,
    })
    .from(rows);
  return row?.report ?? '[]';
}
