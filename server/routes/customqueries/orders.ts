/**
 * Custom queries of the orders screen (operations.md 2, 4, 5, 7 Orders):
 *   POST /customqueries/getclientorder_deliveriesreport  dateone, datetwo (DD/MM/YYYY or YYYY-MM-DD), order_status
 *        ('' | 'all' | pending | assigned | success | cancelled)
 *        → {report: JSON text of client_orders rows, newest first}: id, ordernumber, date 'DD/MM/YYYY', orig_date
 *        (ISO), order_status, client, clientname, assigned_agent, assigned_agentname, order_address,
 *        additional_addressinfo, order_address_dictionary ({location_lat, location_lng, Address} or null),
 *        time_of_pickup/time_of_dropoff ('HH:MM' or null), order_total, additional_charges, items_total (numbers),
 *        mode_of_payment, item_details ([{key, item_name, quantity, description, total}]).
 *        Missing date → 400 {message: 'Please dates are missing'}.
 *        With any paging field (page, page_size, ordering, filters: see reportPaging.ts) it answers one page
 *        instead: {count, results: [rows of the page, same fields], totals: {count, items, extra, overall}}, the
 *        totals over every filtered order exactly as src/lib/orders.ts orderTotals computes them.
 *   POST /customqueries/update_order            date, order_id          → {message: 'Order updated successfully'}
 *   POST /customqueries/cancel_order            order_id                → {message: 'Order cancelled successfully'}
 *        (pending orders only, else 400 {message})
 *   POST /customqueries/createorder_assignment  selected_agent, order_id → {message: 'Order assigned successfully'}
 *        (pending order and an active agent; status becomes assigned, assigned_agent/assigned_agentname set)
 *   POST /customqueries/createorderextracharge  order_id, extra_charge  → {message: 'Extra charge added successfully'}
 *        (assigned orders only; extra_charge > 0; additional_charges += it; order_total = items_total + additional)
 * All need view_product_orders (403 {detail}); unknown order 404 {message: 'Order not found'}; bad input 400
 * {message}. Every write runs in one transaction with the order row locked.
 *
 * An extension (contract row ext.orders.create; the SPA does not call it): the call a client's ordering app makes,
 *   POST /api/client_orders/  clientname, order_address, item_details ([{item_name, quantity, description?, total}],
 *        a JSON list or its text), optional additional_addressinfo, mode_of_payment (cash), client (an app client's
 *        id), order_address_dictionary ({location_lat, location_lng, Address}), additional_charges (0)
 *        → 201 {id, ordernumber ('ORD' + 6 digits, after the highest), date, order_status 'pending', items_total,
 *        order_total, ...}. Right: view_product_orders (a staff account; app clients have no token of this API).
 *        Bad input 400 {field: [messages]}.
 * Alerts (server/outbox), queued in the write's transaction: a new order → the admins (client-order flags); an
 * assignment → the assigned agent's SMS (send_smsalerttoagents_on_clientorders).
 */
import type { FastifyInstance } from 'fastify';
import { and, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { appClients, clientOrders, deliveryAgents } from '../../db/schema';
import { queueAlerts } from '../../outbox/queue';
import { recordAudit, requestParty } from '../../audit';
import { requireRight } from '../../auth/guards';
import type { Tx } from '../api/router';
import { HttpError, badRequest, parseInput, readBody, text } from '../http';
import { onDayAtTimeOf } from './activity';
import { reportRange, serverTimeZone, sqlIso, sqlLocal } from './deliveries/common';
import { filterConditions, numberField, pageRows, readPaging, textField } from './reportPaging';
import type { ReportFields } from './reportPaging';
import { parseDayOrTimestamp, parseId } from '../params';

export const ORDER_MESSAGES = {
  statusInvalid: 'Invalid order status',
  orderMissing: 'Please select an order',
  orderNotFound: 'Order not found',
  dateMissing: 'Please select a date',
  dateInvalid: 'Date must be DD/MM/YYYY',
  updated: 'Order updated successfully',
  cancelled: 'Order cancelled successfully',
  onlyPendingCancel: 'Only pending orders can be cancelled',
  agentMissing: 'Please select agent',
  agentNotFound: 'The selected agent does not exist',
  agentInactive: 'The selected agent is not active',
  onlyPendingAssign: 'Only pending orders can be assigned',
  assigned: 'Order assigned successfully',
  chargeMissing: 'Please enter the extra charge',
  chargeInvalid: 'Extra charge must be a number',
  chargeNotPositive: 'Extra charge cant be less than or equal to zero',
  chargeTooLarge: 'Extra charge is too large',
  onlyAssignedCharge: 'Only assigned orders can take an extra charge',
  charged: 'Extra charge added successfully',
} as const;

const STATUSES = ['pending', 'assigned', 'success', 'cancelled'] as const;
type OrderStatus = (typeof STATUSES)[number];

const blank = (v: string) => v === '' || v === 'null' || v === 'undefined';

/** One order as the report's JSON object (built in SQL). */
function orderJson(tz: string): SQL {
  const o = clientOrders;
  return sql`json_build_object(
    'id', ${o.id},
    'ordernumber', ${o.ordernumber},
    'date', ${sqlLocal(o.date, tz, 'DD/MM/YYYY')},
    'orig_date', ${sqlIso(o.date)},
    'order_status', ${o.order_status},
    'client', ${o.client},
    'clientname', ${o.clientname},
    'assigned_agent', ${o.assigned_agent},
    'assigned_agentname', ${o.assigned_agentname},
    'order_address', ${o.order_address},
    'additional_addressinfo', ${o.additional_addressinfo},
    'order_address_dictionary', ${o.order_address_dictionary},
    'time_of_pickup', ${sqlLocal(o.time_of_pickup, tz, 'HH24:MI')},
    'time_of_dropoff', ${sqlLocal(o.time_of_dropoff, tz, 'HH24:MI')},
    'order_total', ${o.order_total}::float8,
    'additional_charges', ${o.additional_charges}::float8,
    'items_total', ${o.items_total}::float8,
    'mode_of_payment', ${o.mode_of_payment},
    'item_details', ${o.item_details}
  )`;
}

/** The fields of a report row that paging may sort and filter on (objects excluded). */
function orderFields(tz: string): ReportFields {
  const o = clientOrders;
  return {
    id: numberField(sql`${o.id}`),
    ordernumber: textField(sql`${o.ordernumber}`),
    date: textField(sqlLocal(o.date, tz, 'DD/MM/YYYY')),
    orig_date: textField(sqlIso(o.date), sql`${o.date}`),
    order_status: textField(sql`${o.order_status}::text`),
    client: numberField(sql`${o.client}`),
    clientname: textField(sql`${o.clientname}`),
    assigned_agent: numberField(sql`${o.assigned_agent}`),
    assigned_agentname: textField(sql`${o.assigned_agentname}`),
    order_address: textField(sql`${o.order_address}`),
    additional_addressinfo: textField(sql`${o.additional_addressinfo}`),
    time_of_pickup: textField(sqlLocal(o.time_of_pickup, tz, 'HH24:MI')),
    time_of_dropoff: textField(sqlLocal(o.time_of_dropoff, tz, 'HH24:MI')),
    order_total: numberField(sql`${o.order_total}::float8`),
    additional_charges: numberField(sql`${o.additional_charges}::float8`),
    items_total: numberField(sql`${o.items_total}::float8`),
    mode_of_payment: textField(sql`${o.mode_of_payment}`),
  };
}

/** Cents-exact rounding as orderTotals does it. */
const round2 = (n: number) => Math.round(n * 100) / 100;

/** The order_id field as an id: missing → 400, not an id → 404. */
function orderId(fields: Record<string, unknown>): number {
  const raw = text(fields, 'order_id');
  if (blank(raw)) throw badRequest({ message: ORDER_MESSAGES.orderMissing });
  const id = parseId(raw);
  if (id === null) throw new HttpError(404, { message: ORDER_MESSAGES.orderNotFound });
  return id;
}

/** The order row, locked for the rest of the transaction; 404 when there is none. */
async function lockOrder(tx: Tx, id: number) {
  const [order] = await tx
    .select({ id: clientOrders.id, status: clientOrders.order_status, date: clientOrders.date })
    .from(clientOrders)
    .where(eq(clientOrders.id, id))
    .for('update');
  if (!order) throw new HttpError(404, { message: ORDER_MESSAGES.orderNotFound });
  return order;
}

export function registerOrderQueries(app: FastifyInstance): void {
  const db = app.db;

  app.post('/customqueries/getclientorder_deliveriesreport', async (req) => {
    requireRight(req, 'view_product_orders');
    const { fields } = await readBody(req);
    const { from, to } = reportRange(fields);
    const conditions: SQL[] = [gte(clientOrders.date, from), lt(clientOrders.date, to)];
    const status = text(fields, 'order_status').toLowerCase();
    if (!blank(status) && status !== 'all') {
      if (!(STATUSES as readonly string[]).includes(status))
        throw badRequest({ message: ORDER_MESSAGES.statusInvalid });
      conditions.push(eq(clientOrders.order_status, status as OrderStatus));
    }
    const o = clientOrders;
    const tz = serverTimeZone();
    const known = orderFields(tz);
    const paging = readPaging(fields, known);
    if (paging) {
      const where = and(...conditions, ...filterConditions(paging.filters, known));
      const [sums] = await db
        .select({
          n: sql<number>`count(*)::int`,
          items: sql<string>`coalesce(sum(${o.items_total}), 0)::text`,
          extra: sql<string>`coalesce(sum(${o.additional_charges}), 0)::text`,
        })
        .from(o)
        .where(where);
      const n = Number(sums?.n ?? 0);
      const rows = await pageRows(
        paging,
        known,
        [sql`${o.date} desc`, sql`${o.id} desc`],
        n,
        (order, limit, offset) =>
          db
            .select({ row: sql<string>`${orderJson(tz)}::text` })
            .from(o)
            .where(where)
            .orderBy(...order)
            .limit(limit)
            .offset(offset),
      );
      const items = round2(Number(sums?.items ?? 0));
      const extra = round2(Number(sums?.extra ?? 0));
      return {
        count: n,
        results: rows.map((r) => JSON.parse(r.row) as unknown),
        totals: { count: n, items, extra, overall: round2(items + extra) },
      };
    }
    const [row] = await db
      .select({
        report: sql<string>`coalesce(json_agg(${orderJson(tz)} order by ${o.date} desc, ${o.id} desc), '[]'::json)::text`,
      })
      .from(o)
      .where(and(...conditions));
    return { report: row?.report ?? '[]' };
  });

  app.post('/customqueries/update_order', async (req) => {
    requireRight(req, 'view_product_orders');
    const { fields } = await readBody(req);
    const id = orderId(fields);
    const dateRaw = text(fields, 'date');
    if (blank(dateRaw)) throw badRequest({ message: ORDER_MESSAGES.dateMissing });
    const day = parseDayOrTimestamp(dateRaw);
    if (!day) throw badRequest({ message: ORDER_MESSAGES.dateInvalid });
    await db.transaction(async (tx) => {
      const order = await lockOrder(tx, id);
      // the new day, at the order's time of day
      const old = order.date;
      const date = onDayAtTimeOf(day, old);
      await tx.update(clientOrders).set({ date }).where(eq(clientOrders.id, id));
    });
    return { message: ORDER_MESSAGES.updated };
  });

  app.post('/customqueries/cancel_order', async (req) => {
    requireRight(req, 'view_product_orders');
    const { fields } = await readBody(req);
    const id = orderId(fields);
    await db.transaction(async (tx) => {
      const order = await lockOrder(tx, id);
      if (order.status !== 'pending') throw badRequest({ message: ORDER_MESSAGES.onlyPendingCancel });
      await tx.update(clientOrders).set({ order_status: 'cancelled' }).where(eq(clientOrders.id, id));
    });
    return { message: ORDER_MESSAGES.cancelled };
  });

  app.post('/customqueries/createorder_assignment', async (req) => {
    requireRight(req, 'view_product_orders');
    const { fields } = await readBody(req);
    const agentRaw = text(fields, 'selected_agent');
    if (blank(agentRaw)) throw badRequest({ message: ORDER_MESSAGES.agentMissing });
    const id = orderId(fields);
    const agentId = parseId(agentRaw);
    if (agentId === null) throw badRequest({ message: ORDER_MESSAGES.agentNotFound });
    await db.transaction(async (tx) => {
      const order = await lockOrder(tx, id);
      const [agent] = await tx
        .select({
          id: deliveryAgents.id,
          active: deliveryAgents.active,
          first_name: deliveryAgents.first_name,
          second_name: deliveryAgents.second_name,
        })
        .from(deliveryAgents)
        .where(eq(deliveryAgents.id, agentId));
      if (!agent) throw badRequest({ message: ORDER_MESSAGES.agentNotFound });
      if (!agent.active) throw badRequest({ message: ORDER_MESSAGES.agentInactive });
      if (order.status !== 'pending') throw badRequest({ message: ORDER_MESSAGES.onlyPendingAssign });
      await tx
        .update(clientOrders)
        .set({
          order_status: 'assigned',
          assigned_agent: agent.id,
          assigned_agentname: `${agent.first_name} ${agent.second_name}`.trim(),
        })
        .where(eq(clientOrders.id, id));
      const [o] = await tx
        .select({ ordernumber: clientOrders.ordernumber, address: clientOrders.order_address })
        .from(clientOrders)
        .where(eq(clientOrders.id, id));
      await queueAlerts(tx, 'order_assigned', {
        type: 'Order',
        id,
        agent: agent.id,
        subject: `Order ${o.ordernumber} assigned to you`,
        message: `Order ${o.ordernumber} is assigned to you: collect at ${o.address || 'the client'}.`,
      });
    });
    return { message: ORDER_MESSAGES.assigned };
  });

  app.post('/customqueries/createorderextracharge', async (req) => {
    requireRight(req, 'view_product_orders');
    const { fields } = await readBody(req);
    const id = orderId(fields);
    const raw = text(fields, 'extra_charge').replace(/,/g, '');
    if (blank(raw)) throw badRequest({ message: ORDER_MESSAGES.chargeMissing });
    if (!/^[-+]?(\d+(\.\d*)?|\.\d+)$/.test(raw)) throw badRequest({ message: ORDER_MESSAGES.chargeInvalid });
    const charge = Number(raw);
    // amounts are kept to the cent: 0.001 counts as zero
    if (!(Number(charge.toFixed(2)) > 0)) throw badRequest({ message: ORDER_MESSAGES.chargeNotPositive });
    // numeric(14, 2): keep the sum well inside it
    if (charge >= 1e10) throw badRequest({ message: ORDER_MESSAGES.chargeTooLarge });
    const amount = charge.toFixed(2);
    await db.transaction(async (tx) => {
      const order = await lockOrder(tx, id);
      if (order.status !== 'assigned') throw badRequest({ message: ORDER_MESSAGES.onlyAssignedCharge });
      await tx
        .update(clientOrders)
        .set({
          additional_charges: sql`${clientOrders.additional_charges} + ${amount}::numeric`,
          order_total: sql`${clientOrders.items_total} + ${clientOrders.additional_charges} + ${amount}::numeric`,
        })
        .where(eq(clientOrders.id, id));
    });
    return { message: ORDER_MESSAGES.charged };
  });

  registerOrderCreate(app);
}

/** Lock of the order numbers while a new order takes the next one (per database). */
const ORDER_NUMBER_LOCK = 4_210_011;

const itemSchema = z.object({
  key: z.union([z.number(), z.string()]).optional(),
  item_name: z.string().trim().min(1).max(200),
  quantity: z.coerce.number().int().min(1).max(1_000_000),
  description: z.string().trim().max(1000).optional().default(''),
  total: z.coerce.number().min(0).max(1e10),
});

export const orderSchema = z.object({
  clientname: z.string().trim().min(1).max(200),
  order_address: z.string().trim().min(1).max(300),
  additional_addressinfo: z.string().trim().max(2000).optional(),
  mode_of_payment: z.string().trim().min(1).max(60).optional().default('cash'),
  client: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  order_address_dictionary: z
    .object({
      location_lat: z.coerce.number().min(-90).max(90),
      location_lng: z.coerce.number().min(-180).max(180),
      Address: z.string().trim().max(300).optional().default(''),
    })
    .optional(),
  additional_charges: z.coerce.number().min(0).max(1e10).optional().default(0),
  item_details: z.array(itemSchema).min(1, 'Add at least one item.').max(200),
});

/** A field sent as JSON text (multipart, form) parsed to its value; anything else as it came. */
function jsonField(v: unknown): unknown {
  if (typeof v !== 'string') return v;
  try {
    return JSON.parse(v) as unknown;
  } catch {
    return v;
  }
}

export type ClientOrderInput = z.output<typeof orderSchema>;

/**
 * Inserts a new pending client order (the next ORD number, its totals) and queues its alerts (client_order), in the
 * caller's transaction. POST /api/client_orders/ and the demo simulator use it.
 */
export async function insertClientOrder(tx: Tx, input: ClientOrderInput) {
  const items = input.item_details.map((it, i) => ({ ...it, key: it.key ?? i + 1 }));
  const itemsTotal = Math.round(items.reduce((sum, it) => sum + it.total, 0) * 100) / 100;
  const extra = Math.round(input.additional_charges * 100) / 100;
  await tx.execute(sql`select pg_advisory_xact_lock(${ORDER_NUMBER_LOCK})`);
  const [{ n }] = await tx
    .select({
      n: sql<number>`coalesce(max(nullif(regexp_replace(${clientOrders.ordernumber}, '[^0-9]', '', 'g'), '')::bigint), 0)::int`,
    })
    .from(clientOrders);
  const ordernumber = `ORD${String(Number(n) + 1).padStart(6, '0')}`;
  const [created] = await tx
    .insert(clientOrders)
    .values({
      ordernumber,
      date: new Date(),
      order_status: 'pending',
      client: input.client ?? null,
      clientname: input.clientname,
      order_address: input.order_address,
      additional_addressinfo: input.additional_addressinfo ?? null,
      order_address_dictionary: input.order_address_dictionary ?? null,
      items_total: itemsTotal.toFixed(2),
      additional_charges: extra.toFixed(2),
      order_total: (itemsTotal + extra).toFixed(2),
      mode_of_payment: input.mode_of_payment,
      item_details: items,
    })
    .returning();
  const what = items.map((it) => `${it.quantity} x ${it.item_name}`).join(', ');
  await queueAlerts(tx, 'client_order', {
    type: 'Order',
    id: created.id,
    subject: `New order ${ordernumber} from ${input.clientname}`,
    message: `New order ${ordernumber} from ${input.clientname} to ${input.order_address}: ${what} (total ${(itemsTotal + extra).toFixed(2)}).`,
  });
  return created;
}

function registerOrderCreate(app: FastifyInstance): void {
  const db = app.db;
  app.post('/api/client_orders', async (req, reply) => {
    requireRight(req, 'view_product_orders');
    const { fields } = await readBody(req);
    const raw: Record<string, unknown> = { ...fields };
    for (const k of ['item_details', 'order_address_dictionary'])
      if (k in raw && raw[k] !== '') raw[k] = jsonField(raw[k]);
    for (const [k, v] of Object.entries(raw)) if (v === '' || v === null) delete raw[k];
    const input = parseInput(orderSchema, raw);
    const row = await db.transaction(async (tx) => {
      if (input.client !== undefined) {
        const [client] = await tx
          .select({ id: appClients.id })
          .from(appClients)
          .where(eq(appClients.id, input.client));
        if (!client) throw badRequest({ client: ['The selected client does not exist.'] });
      }
      return insertClientOrder(tx, input);
    });
    void recordAudit(app, {
      ...requestParty(req),
      action: 'CREATE',
      resource_type: 'Order',
      resource_name: row.ordernumber,
      description: `Created Order ${row.ordernumber}`,
      new_values: { ordernumber: row.ordernumber, clientname: row.clientname },
    });
    return reply.code(201).send({
      ...row,
      date: row.date.toISOString(),
      time_of_pickup: row.time_of_pickup?.toISOString() ?? null,
      time_of_dropoff: row.time_of_dropoff?.toISOString() ?? null,
      order_total: Number(row.order_total),
      additional_charges: Number(row.additional_charges),
      items_total: Number(row.items_total),
    });
  });
}
