/**
 * The edit form's calls (operations.md 7 Deliveries): POST update_umoja_delivery/{id} and DELETE
 * delete_umoja_delivery/{id}, their rights and the form's input rules. An edit queues the admins' alerts of a
 * delivery (server/outbox, deliveries flags) in its transaction.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { deliveryAgents, umojaDeliveries } from '../../../db/schema';
import { getAuth, hubScope } from '../../../auth/guards';
import type { AuthInfo } from '../../../auth/tokens';
import { HttpError, readBody } from '../../http';
import { parseDayOrTimestamp, parseId } from '../../params';
import { onDayAtTimeOf } from '../activity';
import { DELIVERY_MESSAGES, STATUSES, denied, serverTimeZone, type Status } from './common';
import { clearPagingCache } from './paging';
import { reportText } from './report';
import { queueAlerts } from '../../../outbox/queue';

export const EDIT_MESSAGES = {
  delivery_number: 'Please enter delivery number',
  delivery_status: 'Please select delivery status',
  agent_account: 'Please select agent',
  agentNotFound: 'The selected agent does not exist',
  delivery_type: 'Please enter delivery type',
  pickup_point: 'Please enter pickup point',
  destination: 'Please enter destination',
  date: 'Please select date',
  dateInvalid: 'Date must be DD/MM/YYYY',
  time_of_pickup: 'Time of pickup must be HH:MM',
  time_of_dropoff: 'Time of dropoff must be HH:MM',
  delivery_mode: 'Please select a valid delivery mode',
  itemsJson: 'Delivery items must be valid JSON',
  itemsList: 'Delivery items must be a JSON list of items',
} as const;
const MODES = ['motorcycle', 'car', 'walking', 'bicycle'] as const;
type Mode = (typeof MODES)[number];

// ---------------------------------------------------------------- rights

/** Edit/delete: superuser or branch manager without hub (null = every hub), a hub coordinator (their hub). */
function editScope(auth: AuthInfo): number | null {
  if (auth.isSuperuser) return null;
  const hub = hubScope(auth);
  if (hub !== null) return hub;
  if (auth.isBranchManager) return null;
  throw denied();
}

async function editableDelivery(app: FastifyInstance, req: FastifyRequest<{ Params: { id: string } }>) {
  const scope = editScope(getAuth(req));
  const id = parseId(req.params.id);
  if (id === null) throw new HttpError(404, { error: DELIVERY_MESSAGES.deliveryNotFound });
  const [row] = await app.db
    .select({
      id: umojaDeliveries.id,
      hub: umojaDeliveries.collection_hub,
      date: umojaDeliveries.date,
      agent: umojaDeliveries.agent_account,
    })
    .from(umojaDeliveries)
    .where(eq(umojaDeliveries.id, id));
  if (!row) throw new HttpError(404, { error: DELIVERY_MESSAGES.deliveryNotFound });
  if (scope !== null && row.hub !== scope) throw denied();
  return { ...row, scope };
}

// ---------------------------------------------------------------- edit-form input

const editError = (message: string) => new HttpError(400, { error: message });
/** 'item_name' → 'Item name'. */
const label = (name: string) => name.charAt(0).toUpperCase() + name.slice(1).replace(/_/g, ' ');
const isBlankValue = (v: unknown) =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

function reqString(fields: Record<string, unknown>, name: keyof typeof EDIT_MESSAGES, max: number): string {
  const v = fields[name];
  if (isBlankValue(v) || (typeof v !== 'string' && typeof v !== 'number'))
    throw editError(EDIT_MESSAGES[name]);
  const s = String(v).trim();
  if (s.length > max) throw editError(`${label(name)} must be at most ${max} characters`);
  return s;
}

/** An optional nullable text field: absent → undefined (kept), blank → null. */
function optString(fields: Record<string, unknown>, name: string, max: number): string | null | undefined {
  if (!(name in fields)) return undefined;
  const v = fields[name];
  if (isBlankValue(v)) return null;
  if (typeof v !== 'string' && typeof v !== 'number') throw editError(`${label(name)} must be text`);
  const s = String(v).trim();
  if (s.length > max) throw editError(`${label(name)} must be at most ${max} characters`);
  return s;
}

/** 'HH:MM' (or 'HH:MM:SS') on the local day `day`; absent → undefined, blank → null. */
function optTime(
  fields: Record<string, unknown>,
  name: 'time_of_pickup' | 'time_of_dropoff',
  day: Date,
): Date | null | undefined {
  if (!(name in fields)) return undefined;
  const v = fields[name];
  if (isBlankValue(v)) return null;
  const m = typeof v === 'string' ? /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(v.trim()) : null;
  if (!m || Number(m[1]) > 23 || Number(m[2]) > 59 || Number(m[3] ?? 0) > 59)
    throw editError(EDIT_MESSAGES[name]);
  return new Date(
    day.getFullYear(),
    day.getMonth(),
    day.getDate(),
    Number(m[1]),
    Number(m[2]),
    Number(m[3] ?? 0),
  );
}

function deliveryItems(v: unknown): unknown[] {
  let value = v;
  if (typeof value === 'string') {
    if (value.trim() === '') return [];
    try {
      value = JSON.parse(value);
    } catch {
      throw editError(EDIT_MESSAGES.itemsJson);
    }
  }
  if (!Array.isArray(value) || value.some((it) => it === null || typeof it !== 'object' || Array.isArray(it)))
    throw editError(EDIT_MESSAGES.itemsList);
  return value;
}
// ---------------------------------------------------------------- routes

export function registerDeliveryEdits(app: FastifyInstance): void {
  const db = app.db;

  app.post<{ Params: { id: string } }>('/customqueries/update_umoja_delivery/:id', async (req) => {
    clearPagingCache();
    const current = await editableDelivery(app, req);
    const { fields } = await readBody(req);

    const delivery_number = reqString(fields, 'delivery_number', 40);
    const statusRaw = typeof fields.delivery_status === 'string' ? fields.delivery_status.trim() : '';
    if (!(STATUSES as readonly string[]).includes(statusRaw)) throw editError(EDIT_MESSAGES.delivery_status);
    const agentRaw = fields.agent_account;
    if (isBlankValue(agentRaw)) throw editError(EDIT_MESSAGES.agent_account);
    const agentId = parseId(agentRaw);
    if (agentId === null) throw editError(EDIT_MESSAGES.agentNotFound);
    const delivery_type = reqString(fields, 'delivery_type', 60);
    const pickup_point = reqString(fields, 'pickup_point', 200);
    const destination = reqString(fields, 'destination', 200);
    const dateRaw = typeof fields.date === 'string' ? fields.date.trim() : '';
    if (!dateRaw) throw editError(EDIT_MESSAGES.date);
    // a date may come as DD/MM/YYYY, YYYY-MM-DD or a full ISO timestamp (the first ten characters are the day)
    const day = parseDayOrTimestamp(dateRaw);
    if (!day) throw editError(EDIT_MESSAGES.dateInvalid);
    // keep the time of day of the stored date
    const old = current.date;
    const date = onDayAtTimeOf(day, old);
    const time_of_pickup = optTime(fields, 'time_of_pickup', day);
    const time_of_dropoff = optTime(fields, 'time_of_dropoff', day);
    let delivery_mode: Mode | undefined;
    if ('delivery_mode' in fields && !isBlankValue(fields.delivery_mode)) {
      const mode = String(fields.delivery_mode).trim();
      if (!(MODES as readonly string[]).includes(mode)) throw editError(EDIT_MESSAGES.delivery_mode);
      delivery_mode = mode as Mode;
    }
    const item_name = optString(fields, 'item_name', 200);
    const item_type = optString(fields, 'item_type', 40);
    const barcode = optString(fields, 'barcode', 80);
    const items = 'delivery_items' in fields ? deliveryItems(fields.delivery_items) : undefined;

    await db.transaction(async (tx) => {
      // a hub coordinator picks an agent of their hub (or keeps the current one): another hub's agents stay
      // unknown to them (the answer would otherwise name any agent by id)
      const [agent] = await tx
        .select({ id: deliveryAgents.id })
        .from(deliveryAgents)
        .where(
          and(
            eq(deliveryAgents.id, agentId),
            current.scope === null || agentId === current.agent
              ? undefined
              : eq(deliveryAgents.collection_hub, current.scope),
          ),
        );
      if (!agent) throw editError(EDIT_MESSAGES.agentNotFound);
      const set: Partial<typeof umojaDeliveries.$inferInsert> = {
        delivery_number,
        delivery_status: statusRaw as Status,
        agent_account: agentId,
        delivery_type,
        pickup_point,
        destination,
        date,
      };
      if (time_of_pickup !== undefined) set.time_of_pickup = time_of_pickup;
      if (time_of_dropoff !== undefined) set.time_of_dropoff = time_of_dropoff;
      if (delivery_mode !== undefined) set.delivery_mode = delivery_mode;
      if (item_name !== undefined) set.item_name = item_name;
      if (item_type !== undefined) set.item_type = item_type;
      if (barcode !== undefined) set.barcode = barcode;
      if (items !== undefined) set.delivery_items = items;
      await tx.update(umojaDeliveries).set(set).where(eq(umojaDeliveries.id, current.id));
      // the admins' alerts of an edited delivery (deliveries flags), in the edit's transaction
      await queueAlerts(tx, 'delivery', {
        type: 'Delivery',
        id: current.id,
        subject: `Delivery ${delivery_number} updated (${statusRaw})`,
        message: `Delivery ${delivery_number} updated by ${getAuth(req).account.username}: ${statusRaw}, ${pickup_point} to ${destination}.`,
      });
    });
    const delivery = JSON.parse(
      await reportText(app, eq(umojaDeliveries.id, current.id), serverTimeZone()),
    ) as unknown[];
    return { message: DELIVERY_MESSAGES.updated, delivery: delivery[0] };
  });

  app.delete<{ Params: { id: string } }>('/customqueries/delete_umoja_delivery/:id', async (req) => {
    clearPagingCache();
    const current = await editableDelivery(app, req);
    await db.transaction(async (tx) => {
      await tx.delete(umojaDeliveries).where(eq(umojaDeliveries.id, current.id));
    });
    return { message: DELIVERY_MESSAGES.deleted };
  });
}
