/**
 * The sample journey (an extension of this server, not in the spec):
 *   GET /customqueries/sample_journey/{barcode}
 *     → {barcode, barcode_type, item_name, repackaged, reason_for_repackage, parents: [code], children: [code],
 *        deliveries: [delivery_number], discrepancy: boolean, events: [event]}
 *     event: {type, at (ISO UTC), who, place, lat, lng, position ('agent' | 'place' | null), delivery_number,
 *             note, codes: [code] (the missing/unexpected codes of a receiving check)}
 *     type: pickup_created | pickup_assigned | awaiting_pickup | picked_up | in_transit | delivered | failed |
 *           cancelled | received |
 *           missing_at_receiving | unexpected_at_receiving | repackaged | lims_registered | lims_confirmed |
 *           lims_rejected | delivery_edited; oldest first.
 *     Same rights as the deliveries screen (view_umoja_deliveries); a hub coordinator sees only journeys that
 *     touched their hub; 404 {detail} when nothing is known of the code (or it never touched the caller's hub).
 * The LIMS-facing `GET /api/lims/v1/samples/{barcode}/journey/` (server/routes/lims/v1.ts) answers the same.
 *
 * One SQL statement builds the whole answer from the records the product keeps:
 * - the delivery rows of the code (umoja_deliveries.barcode = code); when it has none (a child listed only in its
 *   batch's delivery items) the rows whose items list it (umoja_delivery_codes), i.e. the batch it travelled in;
 * - the pickups of its patients (patients.bar_code → sample_barcodes, delivery_items.patient of its rows,
 *   umoja_deliveries.patient);
 * - receipts (received_by_coordinator, receiving checks of delivery_receipt_checks), repackaging
 *   (sample_barcodes; its time and who from the audit trail: the Barcode row named by the code, or, written before
 *   the audit named it, carrying it as new_values 'barcode' or 'bar_code'), LIMS confirmations, and delivery edits
 *   from the audit trail;
 * - for each event with an agent, that agent's recorded position (agent_activities) nearest in time within two
 *   hours; a receipt without one is placed at the hub's location.
 */
import type { FastifyInstance } from 'fastify';
import { sql, type SQL } from 'drizzle-orm';
import { hubScope, requireRight } from '../../auth/guards';
import { HttpError } from '../http';
import type { Journey } from '../../../contract/types';
import { rowsOf } from '../../db/rows';

const NOT_FOUND = 'No journey found for this barcode.';

/** The one statement answering the journey of `code` as JSON text (column `journey`). */
export function journeySql(code: string, hub: number | null): SQL {
  const iso = (col: string) => sql.raw(`to_char(${col} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);
  const items = (col: string) =>
    sql.raw(
      `jsonb_array_elements(case when jsonb_typeof(${col}) = 'array' then ${col} else '[]'::jsonb end)`,
    );
  const query = sql`
with
own as (select * from umoja_deliveries where barcode = ${code}),
bc as (select * from sample_barcodes where bar_code = ${code}),
carrier as (
  select d.* from umoja_deliveries d
  where d.barcode in (select parent_code from own where coalesce(parent_code, '') <> '' and parent_code <> ${code})
  union all
  -- a child with no row of its own: the rows whose items list it (not used once it has rows of its own); when the
  -- barcode record is known, only deliveries from the day before it was made on
  select d.* from umoja_deliveries d
  where not exists (select 1 from own) and d.barcode is distinct from ${code} and d.id in (
    select c.delivery from umoja_delivery_codes c
    where position(${'\n' + code.toLowerCase() + '\n'} in E'\\n' || c.codes || E'\\n') > 0
      and c.date >= coalesce((select min(date) from bc) - interval '1 day', '-infinity'::timestamptz))
),
trips as (
  select * from own
  union all select * from carrier where not exists (select 1 from own)
),
pts as (
  select p.pending_sample_pickup as pickup from patients p where p.bar_code in (select id from bc)
  union select p.pending_sample_pickup from delivery_items di join patients p on p.id = di.patient
    where di.delivery in (select id from own)
  union select p.pending_sample_pickup from patients p where p.id in (select patient from own)
),
pk as (
  select pk.*,
    coalesce(hc.name, hb.name, pk.pickup_from) as from_name,
    coalesce(dhc.name, dhb.name) as to_name,
    coalesce(pk.assigned_delivery_agent, pk.assigned_rider) as agent_id,
    hc.collection_hub as from_hc_hub, dhc.collection_hub as to_hc_hub
  from pending_umoja_pickups pk
  left join health_centres hc on hc.id = pk.pickup_health_center
  left join collection_hubs hb on hb.id = pk.pickup_collection_hub
  left join health_centres dhc on dhc.id = pk.destination_health_center
  left join collection_hubs dhb on dhb.id = pk.destination_collection_hub
  where pk.id in (select pickup from pts where pickup is not null)
),
checks as (
  select k.* from delivery_receipt_checks k
  where k.delivery_number in (select delivery_number from trips)
    or k.missing @> ${JSON.stringify([code])}::jsonb or k.unexpected @> ${JSON.stringify([code])}::jsonb
),
lims as (select * from lims_sample_confirmations where barcode = ${code}),
-- the audit rows of its repackaging: named by the code (resource_name) since the writer names the body's barcode
-- field; rows written before that have no name and carry the code in their values as 'barcode' (the body's field)
-- or 'bar_code' (the record's)
repack as (
  select a.timestamp, a.user_username from audit_logs a
  where a.resource_type = 'Barcode' and a.success and a.new_values ? 'reason_for_repackage'
    and (a.resource_name = ${code} or a.new_values->>'barcode' = ${code} or a.new_values->>'bar_code' = ${code})
),
touched as (
  select 1 from trips where collection_hub = ${hub}
  union all select 1 from pk where ${hub} in (pickup_collection_hub, destination_collection_hub, collection_hub,
    from_hc_hub, to_hc_hub)
  union all select 1 from checks where collection_hub = ${hub}
),
ev as (
  select 'pickup_created' as type, pk.time_stamp as at, 1 as ord, pk.created_by as who, pk.from_name as place,
    null::int as agent, null::int as hub, pk.pickup_number as delivery_number, pk.notes as note, null::jsonb as codes
  from pk
  union all
  select 'pickup_assigned', pk.assigned_at, 2, null, pk.from_name, pk.agent_id, null, pk.pickup_number, null, null
  from pk where pk.assigned_at is not null
  union all
  select 'picked_up', pk.picked_up_at, 3, null, pk.from_name, pk.agent_id, null, pk.pickup_number, null, null
  from pk where pk.picked_up_at is not null and not exists (select 1 from trips)
  union all
  select 'delivered', pk.delivered_at, 5, null, pk.to_name, pk.agent_id, null, pk.pickup_number, null, null
  from pk where pk.delivered_at is not null and not exists (select 1 from trips)
  union all
  select 'picked_up', t.time_of_pickup, 3, null, t.pickup_point, t.agent_account, null, t.delivery_number, null, null
  from trips t where t.time_of_pickup is not null
  union all
  select 'in_transit', t.time_of_pickup, 4, null, t.pickup_point || ' → ' || t.destination,
    t.agent_account, null, t.delivery_number, t.delivery_mode::text, null
  from trips t where t.delivery_status = 'pending' and t.trip_status = 'ongoing' and t.time_of_pickup is not null
  union all
  -- a trip under way whose agent has not picked it up yet: not in transit, waiting at its pickup point
  select 'awaiting_pickup', t.date, 2, null, t.pickup_point, t.agent_account, null, t.delivery_number,
    t.delivery_mode::text, null
  from trips t where t.delivery_status = 'pending' and t.trip_status = 'ongoing' and t.time_of_pickup is null
  union all
  select t.delivery_status::text, coalesce(t.time_of_dropoff, t.date), 5, null, t.destination, t.agent_account,
    null, t.delivery_number, null, null
  from trips t where t.delivery_status in ('delivered', 'failed', 'cancelled')
  union all
  select distinct on (t.delivery_number, t.time_of_receiving)
    'received', t.time_of_receiving, 6, t.received_by, coalesce(h.name, t.destination), null, t.collection_hub,
    t.delivery_number, t.receivers_note,
    case when k.discrepancy then k.missing || k.unexpected end
  from trips t left join collection_hubs h on h.id = t.collection_hub
  left join checks k on k.delivery_number = t.delivery_number and k.time_of_receiving = t.time_of_receiving
  where t.received_by_coordinator and t.time_of_receiving is not null
  union all
  select 'missing_at_receiving', k.time_of_receiving, 7, k.received_by, h.name, null, k.collection_hub,
    k.delivery_number, null, k.missing
  from checks k left join collection_hubs h on h.id = k.collection_hub
  where k.missing @> ${JSON.stringify([code])}::jsonb
    or (k.barcode = ${code} and jsonb_array_length(k.missing) > 0)
  union all
  select 'unexpected_at_receiving', k.time_of_receiving, 8, k.received_by, h.name, null, k.collection_hub,
    k.delivery_number, null, k.unexpected
  from checks k left join collection_hubs h on h.id = k.collection_hub
  where k.unexpected @> ${JSON.stringify([code])}::jsonb
    or (k.barcode = ${code} and jsonb_array_length(k.unexpected) > 0)
  union all
  select 'repackaged',
    coalesce(
      (select max(r.timestamp) from repack r),
      (select max(coalesce(t.time_of_receiving, t.time_of_dropoff, t.date)) from trips t), bc.date),
    9,
    (select r.user_username from repack r order by r.timestamp desc limit 1),
    null, null, null, null, bc.reason_for_repackage, null
  from bc where bc.repackaged
  union all
  select 'lims_registered', l.created_at, 10, null, null, null, null, l.delivery_number,
    nullif(concat_ws(' · ', l.lims_sample_id, l.notes), ''), null
  from lims l
  union all
  select 'lims_confirmed', coalesce(l.confirmed_at, l.created_at), 11, u.username, null, null, null,
    l.delivery_number, null, null
  from lims l left join accounts u on u.id = l.lims_user where l.status = 'CONFIRMED'
  union all
  select 'lims_rejected',
    coalesce((select max(a.timestamp) from audit_logs a where a.resource_type = 'LIMS' and a.success
      and a.resource_name = l.barcode and a.new_values->>'status' = 'REJECTED'), l.confirmed_at, l.created_at),
    11, u.username, null, null, null, l.delivery_number, l.error_message, null
  from lims l left join accounts u on u.id = l.lims_user where l.status in ('REJECTED', 'ERROR')
  union all
  select 'delivery_edited', a.timestamp, 12, a.user_username, null, null, null, a.resource_name,
    a.description, null
  from audit_logs a
  where a.resource_type = 'Delivery' and a.success and a.action in ('UPDATE', 'DELETE')
    and a.timestamp >= (select min(t.date) - interval '1 day' from trips t)
    and a.resource_name in (select delivery_number from trips)
    and not (coalesce(a.new_values ? 'time_of_receiving', false) and not coalesce(a.new_values ? 'delivery_status', false))
),
placed as (
  select ev.*, pos.lat as a_lat, pos.lng as a_lng, h.location_latitude as h_lat, h.location_longitude as h_lng,
    ag.first_name, ag.second_name
  from ev
  left join delivery_agents ag on ag.id = ev.agent
  left join collection_hubs h on h.id = ev.hub
  left join lateral (
    select x.lat, x.lng from agent_activities x
    where ev.agent is not null and ev.at is not null and x.agent = ev.agent
      and x.timestamp between ev.at - interval '2 hours' and ev.at + interval '2 hours'
    order by abs(extract(epoch from (x.timestamp - ev.at))) limit 1
  ) pos on true
  where ev.at is not null
)
select json_build_object(
  'found', exists (select 1 from trips) or exists (select 1 from bc) or exists (select 1 from pk)
    or exists (select 1 from lims) or exists (select 1 from checks),
  'touched', ${hub}::int is null or exists (select 1 from touched),
  'barcode', ${code}::text,
  'barcode_type', coalesce((select barcode_type::text from own order by date desc, id desc limit 1),
    case when exists (select 1 from carrier) then 'child' end,
    (select case bar_code_type when 'single_entry' then 'child' else 'parent' end from bc)),
  'item_name', coalesce((select item_name from own order by date desc, id desc limit 1),
    (select l.delivery_item_name from lims l limit 1)),
  'repackaged', coalesce((select repackaged from bc), false),
  'reason_for_repackage', (select reason_for_repackage from bc),
  'parents', coalesce((select json_agg(distinct c.barcode) from carrier c where coalesce(c.barcode, '') <> ''),
    '[]'::json),
  'children', coalesce((select json_agg(distinct x.code) from (
      select ch.c->>'barcode' as code from own o, ${items('o.delivery_items')} as it(v),
        jsonb_array_elements(case when jsonb_typeof(it.v->'children') = 'array' then it.v->'children'
          else '[]'::jsonb end) as ch(c)
      union all select it.v->>'barcode' from own o, ${items('o.delivery_items')} as it(v)
    ) x where coalesce(x.code, '') <> '' and x.code <> ${code}), '[]'::json),
  'deliveries', coalesce((select json_agg(distinct delivery_number) from trips), '[]'::json),
  'discrepancy', exists (select 1 from checks k where k.discrepancy and (k.barcode = ${code}
    or k.missing @> ${JSON.stringify([code])}::jsonb or k.unexpected @> ${JSON.stringify([code])}::jsonb
    or k.delivery_number in (select delivery_number from own))),
  'events', coalesce((select json_agg(json_build_object(
      'type', p.type,
      'at', ${iso('p.at')},
      'who', coalesce(p.who, case when p.first_name is not null
        then trim(p.first_name || ' ' || coalesce(p.second_name, '')) end),
      'place', p.place,
      'lat', coalesce(p.a_lat, p.h_lat),
      'lng', coalesce(p.a_lng, p.h_lng),
      'position', case when p.a_lat is not null then 'agent' when p.h_lat is not null then 'place' end,
      'delivery_number', p.delivery_number,
      'note', p.note,
      'codes', p.codes) order by p.at, p.ord, p.delivery_number) from placed p), '[]'::json)
)::text as journey`;
  return query;
}

/** The journey of `code`, or null when nothing is known of it (or, with `hub`, it never touched that hub). */
export async function sampleJourney(
  app: FastifyInstance,
  code: string,
  hub: number | null,
): Promise<Journey | null> {
  const rows = await rowsOf<{ journey: string }>(app.db, journeySql(code, hub));
  const out = JSON.parse(rows[0].journey) as Journey & { found: boolean; touched: boolean };
  if (!out.found || !out.touched) return null;
  const { found: _found, touched: _touched, ...journey } = out;
  return journey;
}

export const journeyNotFound = () => new HttpError(404, { detail: NOT_FOUND });

/** A barcode from the URL: trimmed, at most 80 characters, else null. */
export function journeyCode(raw: unknown): string | null {
  const code = typeof raw === 'string' ? raw.trim() : '';
  return code && code.length <= 80 ? code : null;
}

export function registerJourneyQueries(app: FastifyInstance): void {
  app.get<{ Params: { barcode: string } }>('/customqueries/sample_journey/:barcode', async (req) => {
    const auth = requireRight(req, 'view_umoja_deliveries');
    const code = journeyCode(req.params.barcode);
    if (!code) throw journeyNotFound();
    const journey = await sampleJourney(app, code, hubScope(auth));
    if (!journey) throw journeyNotFound();
    return journey;
  });
}
