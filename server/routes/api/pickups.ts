/**
 * The pending pickups resource /api/pending_umoja_pickups and its date-range search
 * GET /api/pending_umoja_pickups/search_by_date_range/ (operations.md 3, 4, 5, 7).
 *
 * Rows: every pending_umoja_pickups column (date 'YYYY-MM-DD', timestamps ISO) plus `sample` as an object
 * {id, name, priority}, sample_name, pickup_location_display, destination_location_display (the name of the
 * chosen health centre or hub), assigned_delivery_agent_name and assigned_rider_name (the agents' full names).
 * List filters: pickup_status, sample, source, the location types and location ids, assigned_delivery_agent,
 * assigned_rider, health_center, collection_hub, date, pickup_number, overdue (our extension: true = only
 * the pickups late now, see server/overdue.ts; each row carries `overdue`); search over the number, names and notes;
 * newest first (date, then creation time).
 *
 * The search: start_date and end_date (YYYY-MM-DD, inclusive, on `date`); both missing = the last 7 days up to
 * today (date_range.default_range true); one missing, a bad date or start after end → 400
 * {error: 'Please select a valid date range'}. Optional pickup_status ('' or 'all' = every status).
 * Answer {count, results, date_range: {default_range, start_date, end_date}}, newest first.
 *
 * Writes (multipart or JSON; `sample` as an id) follow section 5: date ('Please select pickup date'), sample
 * ('Please select sample type', must exist), quantity ('Please enter quantity', at least 1), both location types
 * (health_center | collection_hub) with the matching health centre or hub ('Please select pickup health center',
 * 'Please select pickup collection hub', 'Please select destination health center', 'Please select destination
 * collection hub'); the location of the other kind is cleared. Status on create: pending (default), assigned or
 * cancelled; on update any of the nine. The agent is optional and also becomes the rider. The server fills
 * pickup_number ('PUP' + 6 digits, continuing the highest existing number), created_by (the caller's username),
 * source (default 'dashboard'), health_center / collection_hub / pickup_from (the pickup health centre, its hub or
 * the pickup hub, and the pickup location's name), and assigned_at / picked_up_at / delivered_at the first time
 * the status moves to assigned / picked_up / delivered (kept afterwards).
 *
 * Rights: reads and POST need view_pending_umoja_pickups or create_update_pending_umoja_pickups; PUT, PATCH and
 * DELETE need create_update_pending_umoja_pickups; superusers pass; else 403 {detail}.
 * A hub coordinator (with the right) sees and writes only pickups that touch their hub: the pickup or the
 * destination hub is theirs, or the pickup or destination health centre belongs to their hub.
 */
import type { FastifyInstance } from 'fastify';
import { and, desc, eq, getTableColumns, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import {
  collectionHubs,
  deliveryAgents,
  healthCentres,
  pendingPickups as p,
  pickupStatus,
  samples,
} from '../../db/schema';
import { getAuth, hubScope } from '../../auth/guards';
import type { AuthInfo } from '../../auth/tokens';
import { daysBack, fromIsoDate, toDate, toIsoDate } from '../../../contract/dates';
import { badRequest, forbidden } from '../http';
import { pickupLateWhen, profilePickupHours } from '../../overdue';
import type { Ctx, Resource, Row, Tx } from './router';
import { queueAlerts } from '../../outbox/queue';
import {
  calendarDate,
  invalidPk,
  MAX_INT,
  optional,
  pickupsOfHub,
  pk,
  registerDeliveryItemsList,
  required,
  wholeNumber,
  withDefault,
} from './patients';

const dateTime = () =>
  z.string().transform((s, ctx) => {
    const d = toDate(s);
    if (!d) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        message: 'Datetime has wrong format. Use one of these formats instead: YYYY-MM-DDThh:mm[:ss].',
      });
      return z.NEVER;
    }
    return d;
  });

// ---------------------------------------------------------------- rights and scope

export const PICKUP_STATUSES = pickupStatus.enumValues;
export const CREATE_STATUSES = ['pending', 'assigned', 'cancelled'] as const;
export const LOCATION_TYPES = ['health_center', 'collection_hub'] as const;
export const PICKUP_SOURCES = ['dashboard', 'agent_app'] as const;
export const DATE_RANGE_ERROR = 'Please select a valid date range';

export const mayViewPickups = (auth: AuthInfo) =>
  auth.isSuperuser ||
  auth.rights.view_pending_umoja_pickups ||
  auth.rights.create_update_pending_umoja_pickups;
export const mayWritePickups = (auth: AuthInfo) =>
  auth.isSuperuser || auth.rights.create_update_pending_umoja_pickups;

/** The pickups the caller may see; throws 403 without a pickups right. */
export function pickupScope(auth: AuthInfo): SQL | undefined {
  if (!mayViewPickups(auth)) throw forbidden();
  const hub = hubScope(auth);
  return hub === null ? undefined : pickupsOfHub(hub);
}

// ---------------------------------------------------------------- shape

const agentName = (col: AnyPgColumn) =>
  sql<
    string | null
  >`(select nullif(trim(concat_ws(' ', a.first_name, a.second_name)), '') from delivery_agents a where a.id = ${col})`;
const centreName = (col: AnyPgColumn) =>
  sql<string | null>`(select h.name from health_centres h where h.id = ${col})`;
const hubName = (col: AnyPgColumn) =>
  sql<string | null>`(select h.name from collection_hubs h where h.id = ${col})`;

export function pickupExtras(): Record<string, SQL> {
  return {
    sample_name: sql<string | null>`(select s.name from samples s where s.id = ${p.sample})`,
    sample_priority: sql<string | null>`(select s.priority::text from samples s where s.id = ${p.sample})`,
    pickup_location_display: sql<string | null>`(case when ${p.pickup_location_type} = 'health_center'
      then ${centreName(p.pickup_health_center)} else ${hubName(p.pickup_collection_hub)} end)`,
    destination_location_display: sql<
      string | null
    >`(case when ${p.destination_location_type} = 'health_center'
      then ${centreName(p.destination_health_center)} else ${hubName(p.destination_collection_hub)} end)`,
    assigned_delivery_agent_name: agentName(p.assigned_delivery_agent),
    assigned_rider_name: agentName(p.assigned_rider),
    // an extension of the documented API: late now against the profile's pickup target (server/overdue.ts); filter overdue=true
    overdue: sql<boolean>`${pickupLateWhen(
      {
        status: sql`${p.pickup_status}`,
        scheduled: sql`${p.scheduled_pickup_date}`,
        stamp: sql`${p.time_stamp}`,
      },
      profilePickupHours,
      sql`now()`,
    )}`,
  };
}

/** The API shape: timestamps ISO, sample as {id, name, priority}. */
export function serializePickup(row: Row): Row {
  const out: Row = {};
  for (const [k, v] of Object.entries(row)) out[k] = v instanceof Date ? v.toISOString() : v;
  const priority = out.sample_priority ?? null;
  delete out.sample_priority;
  out.sample =
    row.sample === null || row.sample === undefined
      ? null
      : { id: row.sample, name: out.sample_name ?? null, priority };
  return out;
}

// ---------------------------------------------------------------- writes

function pickupSchema(creating: boolean) {
  return z.object({
    date: required('Please select pickup date', calendarDate()),
    sample: required('Please select sample type', pk()),
    quantity: required('Please enter quantity', wholeNumber().pipe(z.number().int().min(1).max(MAX_INT))),
    pickup_status: creating
      ? withDefault('pending', z.enum(CREATE_STATUSES))
      : required('Please select status', z.enum(PICKUP_STATUSES)),
    notes: optional(z.string().max(5000)),
    source: withDefault('dashboard', z.enum(PICKUP_SOURCES)),
    pickup_location_type: required('Please select pickup location type', z.enum(LOCATION_TYPES)),
    destination_location_type: required('Please select destination location type', z.enum(LOCATION_TYPES)),
    pickup_health_center: optional(pk()),
    pickup_collection_hub: optional(pk()),
    destination_health_center: optional(pk()),
    destination_collection_hub: optional(pk()),
    pickup_notes: optional(z.string().max(5000)),
    destination_notes: optional(z.string().max(5000)),
    assigned_delivery_agent: optional(pk()),
    assigned_rider: optional(pk()),
    scheduled_pickup_date: optional(dateTime()),
    failure_reason: optional(z.string().max(5000)),
  });
}

type Side = 'pickup' | 'destination';
const SIDES: Side[] = ['pickup', 'destination'];

async function namesById(
  tx: Tx,
  table: typeof healthCentres | typeof collectionHubs,
  ids: number[],
): Promise<Map<number, { name: string; hub: number | null }>> {
  const out = new Map<number, { name: string; hub: number | null }>();
  if (!ids.length) return out;
  if (table === healthCentres) {
    const rows = await tx
      .select({ id: healthCentres.id, name: healthCentres.name, hub: healthCentres.collection_hub })
      .from(healthCentres)
      .where(inArray(healthCentres.id, ids));
    for (const r of rows) out.set(r.id, { name: r.name, hub: r.hub });
  } else {
    const rows = await tx
      .select({ id: collectionHubs.id, name: collectionHubs.name })
      .from(collectionHubs)
      .where(inArray(collectionHubs.id, ids));
    for (const r of rows) out.set(r.id, { name: r.name, hub: r.id });
  }
  return out;
}

/**
 * Checks the section 5 rules over the stored row merged with the input and answers the values to write:
 * the input, the cleared location of the other kind, the derived columns, the rider and the status times.
 */
async function preparePickup(input: Row, existing: Row | null, ctx: Ctx, tx: Tx): Promise<Row> {
  const merged: Row = { ...(existing ?? {}), ...input };
  const values: Row = { ...input };
  const errors: Record<string, string[]> = {};
  const fail = (field: string, message: string) => (errors[field] ??= []).push(message);

  // the matching location of each side
  const chosen: Record<Side, { kind: 'health_center' | 'collection_hub'; id: number } | null> = {
    pickup: null,
    destination: null,
  };
  for (const side of SIDES) {
    const kind = merged[`${side}_location_type`] as 'health_center' | 'collection_hub';
    const field = kind === 'health_center' ? `${side}_health_center` : `${side}_collection_hub`;
    const other = kind === 'health_center' ? `${side}_collection_hub` : `${side}_health_center`;
    const id = merged[field];
    if (typeof id !== 'number') {
      fail(field, `Please select ${side} ${kind === 'health_center' ? 'health center' : 'collection hub'}`);
    } else chosen[side] = { kind, id };
    if (merged[other] !== null && merged[other] !== undefined) values[other] = null;
  }

  // the referenced rows must exist
  if (input.sample !== undefined) {
    const found = await tx
      .select({ id: samples.id })
      .from(samples)
      .where(eq(samples.id, input.sample as number));
    if (!found.length) fail('sample', invalidPk(input.sample));
  }
  const centreIds = SIDES.flatMap((s) => (chosen[s]?.kind === 'health_center' ? [chosen[s]!.id] : []));
  const hubIds = SIDES.flatMap((s) => (chosen[s]?.kind === 'collection_hub' ? [chosen[s]!.id] : []));
  const centres = await namesById(tx, healthCentres, centreIds);
  const hubs = await namesById(tx, collectionHubs, hubIds);
  const place = (side: Side) => {
    const c = chosen[side];
    return c ? (c.kind === 'health_center' ? centres : hubs).get(c.id) : undefined;
  };
  for (const side of SIDES) {
    const c = chosen[side];
    if (c && !place(side)) {
      fail(c.kind === 'health_center' ? `${side}_health_center` : `${side}_collection_hub`, invalidPk(c.id));
    }
  }
  for (const field of ['assigned_delivery_agent', 'assigned_rider'] as const) {
    const id = input[field];
    if (typeof id !== 'number') continue;
    const found = await tx
      .select({ id: deliveryAgents.id })
      .from(deliveryAgents)
      .where(eq(deliveryAgents.id, id));
    if (!found.length) fail(field, invalidPk(id));
  }
  if (Object.keys(errors).length) throw badRequest(errors);

  // a hub coordinator writes only pickups touching their hub
  const hub = hubScope(ctx.auth);
  if (hub !== null && !SIDES.some((s) => place(s)?.hub === hub)) throw forbidden();

  // derived columns: the pickup health centre, its hub (or the pickup hub) and the pickup location's name
  const from = chosen.pickup!;
  values.health_center = from.kind === 'health_center' ? from.id : null;
  values.collection_hub = place('pickup')?.hub ?? null;
  values.pickup_from = place('pickup')?.name ?? null;

  // the chosen agent is also the rider
  if (input.assigned_delivery_agent !== undefined) values.assigned_rider = input.assigned_delivery_agent;

  // status times, set once when the status first moves there
  const status = input.pickup_status as string | undefined;
  if (status !== undefined && (existing === null || status !== existing.pickup_status)) {
    const now = new Date();
    const stamp = { assigned: 'assigned_at', picked_up: 'picked_up_at', delivered: 'delivered_at' }[
      status as 'assigned' | 'picked_up' | 'delivered'
    ];
    if (stamp && !existing?.[stamp]) values[stamp] = now;
  }
  return values;
}

/** 'PUP' + 6 digits after the highest existing PUP number (serialized by an advisory lock). */
async function nextPickupNumber(tx: Tx): Promise<string> {
  await tx.execute(sql`select pg_advisory_xact_lock(4242001)`);
  const [{ n }] = await tx
    .select({
      n: sql<string | number | null>`max(cast(substring(${p.pickup_number} from 4) as bigint))`,
    })
    .from(p)
    .where(sql`${p.pickup_number} ~ '^PUP[0-9]{1,12}$'`);
  return `PUP${String(Number(n ?? 0) + 1).padStart(6, '0')}`;
}

export const pendingPickupsResource: Resource = {
  names: ['pending_umoja_pickups'],
  label: 'pending pickup',
  table: p,
  large: true,
  extras: pickupExtras,
  serialize: (row) => serializePickup(row),
  filters: {
    pickup_status: PICKUP_STATUSES,
    sample: 'int',
    source: PICKUP_SOURCES,
    pickup_location_type: LOCATION_TYPES,
    destination_location_type: LOCATION_TYPES,
    pickup_health_center: 'int',
    pickup_collection_hub: 'int',
    destination_health_center: 'int',
    destination_collection_hub: 'int',
    assigned_delivery_agent: 'int',
    assigned_rider: 'int',
    health_center: 'int',
    collection_hub: 'int',
    date: 'string',
    pickup_number: 'string',
    overdue: 'bool',
  },
  search: [
    'pickup_number',
    'sample_name',
    'pickup_location_display',
    'destination_location_display',
    'assigned_delivery_agent_name',
    'notes',
    'created_by',
  ],
  ordering: [
    'date',
    'time_stamp',
    'pickup_number',
    'pickup_status',
    'quantity',
    'sample_name',
    'pickup_location_display',
    'destination_location_display',
    'assigned_delivery_agent_name',
  ],
  defaultOrdering: '-date,-time_stamp,-id',
  // throws 403 for callers without a pickups right: list, retrieve, update and delete are refused
  scope: (ctx) => pickupScope(ctx.auth),
  create: {
    schema: pickupSchema(true),
    allow: (ctx) => {
      if (!mayViewPickups(ctx.auth)) throw forbidden();
    },
    prepare: async (input, ctx, tx) => ({
      ...(await preparePickup(input, null, ctx, tx)),
      pickup_number: await nextPickupNumber(tx),
      created_by: ctx.auth.account.username,
    }),
    // the admins' alerts of a new pickup (pickups flags), in the insert's transaction
    written: (id, _values, _ctx, tx) => queueAlerts(tx, 'pickup', pickupAlert(id)),
  },
  update: {
    schema: pickupSchema(false),
    allow: (ctx) => {
      if (!mayWritePickups(ctx.auth)) throw forbidden();
    },
    prepare: (input, existing, ctx, tx) => preparePickup(input, existing, ctx, tx),
  },
  destroy: {
    allow: (ctx) => {
      if (!mayWritePickups(ctx.auth)) throw forbidden();
    },
  },
};

/** The outbox alert of a new pickup: its words computed from the new row in the queueing statement. */
function pickupAlert(id: number) {
  const x = pickupExtras();
  const row = (expr: SQL) => sql`(select ${expr} from ${p} where ${p.id} = ${id})`;
  return {
    type: 'Pickup',
    id,
    subject: row(sql`'New pickup ' || ${p.pickup_number}`),
    message: row(
      sql`concat('New pickup ', ${p.pickup_number}, ': ', ${p.quantity}, ' x ',
        coalesce((select s.name from samples s where s.id = ${p.sample}), 'sample'), ' from ',
        coalesce(${x.pickup_location_display}, ${p.pickup_from}, '?'), ' to ',
        coalesce(${x.destination_location_display}, '?'), ' on ', to_char(${p.date}, 'DD/MM/YYYY'),
        ' (', ${p.pickup_status}, ', by ', coalesce(${p.created_by}, '?'), ').')`,
    ),
  };
}

// ---------------------------------------------------------------- the date-range search

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

function queryText(q: Record<string, unknown>, key: string): string {
  const v = q[key];
  const last = Array.isArray(v) ? v[v.length - 1] : v;
  return last === undefined || last === null ? '' : String(last).trim();
}

export function registerPickupSearch(app: FastifyInstance): void {
  const db = app.db;

  app.get<{ Querystring: Record<string, unknown> }>(
    '/api/pending_umoja_pickups/search_by_date_range',
    async (req) => {
      const auth = getAuth(req);
      const scope = pickupScope(auth);
      const q = req.query ?? {};
      const startRaw = queryText(q, 'start_date');
      const endRaw = queryText(q, 'end_date');
      let start: string;
      let end: string;
      const defaultRange = startRaw === '' && endRaw === '';
      if (defaultRange) {
        end = toIsoDate(new Date());
        start = toIsoDate(daysBack(7));
      } else {
        const s = ISO_DAY.test(startRaw) ? fromIsoDate(startRaw) : null;
        const e = ISO_DAY.test(endRaw) ? fromIsoDate(endRaw) : null;
        if (!s || !e || s.getTime() > e.getTime()) throw badRequest({ error: DATE_RANGE_ERROR });
        start = toIsoDate(s);
        end = toIsoDate(e);
      }
      const where: (SQL | undefined)[] = [scope, gte(p.date, start), lte(p.date, end)];
      const status = queryText(q, 'pickup_status');
      if (status !== '' && status !== 'all') {
        if (!(PICKUP_STATUSES as readonly string[]).includes(status))
          throw badRequest({
            pickup_status: [`Select a valid choice. ${status} is not one of the available choices.`],
          });
        where.push(eq(p.pickup_status, status as (typeof PICKUP_STATUSES)[number]));
      }
      const overdue = queryText(q, 'overdue').toLowerCase();
      if (overdue !== '') {
        if (!['true', '1', 'false', '0'].includes(overdue))
          throw badRequest({ overdue: ['Select a valid choice. Must be true or false.'] });
        const late = pickupExtras().overdue;
        where.push(overdue === 'true' || overdue === '1' ? late : sql`not ${late}`);
      }
      const rows = await db
        .select({ ...getTableColumns(p), ...pickupExtras() })
        .from(p)
        .where(and(...where))
        .orderBy(desc(p.date), desc(p.time_stamp), desc(p.id));
      const results = rows.map((r) => serializePickup(r as Row));
      return {
        count: results.length,
        results,
        date_range: { default_range: defaultRange, start_date: start, end_date: end },
      };
    },
  );

  // GET /api/delivery_items (the patient history union, see patients.ts) is served by its own route
  registerDeliveryItemsList(app);
}
