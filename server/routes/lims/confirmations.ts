/** The admin side's sample confirmations: list, read, confirm, reject (the LIMS integration: see ./index.ts). */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts, deliveryItems, limsSampleConfirmations, umojaDeliveries } from '../../db/schema';
import { badRequest, notFound, readBody, text } from '../http';
import { CONFIRMATION_STATUSES } from '../../../contract/types';

import { LIMS_MESSAGES, requireLimsAdmin, idParam, choice, queryOf, deliveredSample } from './common';

// ---------------------------------------------------------------- confirmations

const confirmationColumns = {
  id: limsSampleConfirmations.id,
  barcode: limsSampleConfirmations.barcode,
  delivery_item: limsSampleConfirmations.delivery_item,
  delivery_item_name: limsSampleConfirmations.delivery_item_name,
  patient_names: limsSampleConfirmations.patient_names,
  delivery_number: limsSampleConfirmations.delivery_number,
  status: limsSampleConfirmations.status,
  lims_user: limsSampleConfirmations.lims_user,
  lims_user_username: sql<string>`coalesce(${accounts.username}, '')`,
  confirmed_at: limsSampleConfirmations.confirmed_at,
  created_at: limsSampleConfirmations.created_at,
  lims_sample_id: limsSampleConfirmations.lims_sample_id,
  error_message: limsSampleConfirmations.error_message,
  confirmation_data: limsSampleConfirmations.confirmation_data,
  notes: limsSampleConfirmations.notes,
};

async function confirmationRows(db: Db, where?: SQL) {
  return db
    .select(confirmationColumns)
    .from(limsSampleConfirmations)
    .leftJoin(accounts, eq(accounts.id, limsSampleConfirmations.lims_user))
    .where(where)
    .orderBy(desc(limsSampleConfirmations.created_at), desc(limsSampleConfirmations.id));
}

export async function confirmationRow(db: Db, id: number) {
  const [row] = await confirmationRows(db, eq(limsSampleConfirmations.id, id));
  if (!row) throw notFound();
  return row;
}

/** What a decision on a confirmation sets: confirmed (when, by whom) or rejected with its reason (by whom). */
export function decisionOf(decision: 'confirm' | 'reject', user: number, errorMessage: string | null) {
  return decision === 'confirm'
    ? { status: 'CONFIRMED' as const, confirmed_at: new Date(), lims_user: user }
    : { status: 'REJECTED' as const, error_message: errorMessage, lims_user: user };
}

/**
 * Records a confirmation of the delivered sample `input.barcode` (the LIMS's POST /api/lims/v1/confirmations/:
 * pending; a FHIR Task update: `decided` at once); its id, or null when no delivered sample carries the barcode.
 */
export async function recordConfirmation(
  db: Db,
  input: {
    barcode: string;
    lims_sample_id?: string | null;
    notes?: string | null;
    confirmation_data?: Record<string, unknown> | null;
  },
  decided?: ReturnType<typeof decisionOf>,
): Promise<number | null> {
  const D = umojaDeliveries;
  const [delivered] = await db
    .select({
      id: D.id,
      item_name: D.item_name,
      patient_name: D.patient_name,
      delivery_number: D.delivery_number,
    })
    .from(D)
    .where(and(deliveredSample, eq(D.barcode, input.barcode)))
    .orderBy(desc(sql`coalesce(${D.time_of_dropoff}, ${D.date})`), desc(D.id))
    .limit(1);
  if (!delivered) return null;
  const [item] = await db
    .select({ id: deliveryItems.id, item_name: deliveryItems.item_name })
    .from(deliveryItems)
    .where(and(eq(deliveryItems.delivery, delivered.id), eq(deliveryItems.barcode, input.barcode)))
    .limit(1);
  const [created] = await db
    .insert(limsSampleConfirmations)
    .values({
      barcode: input.barcode,
      delivery_item: item?.id ?? null,
      delivery_item_name: (item?.item_name ?? delivered.item_name ?? '').slice(0, 200) || null,
      patient_names: delivered.patient_name,
      delivery_number: delivered.delivery_number,
      status: 'PENDING',
      lims_sample_id: input.lims_sample_id || null,
      notes: input.notes || null,
      confirmation_data: input.confirmation_data ?? null,
      ...decided,
    })
    .returning({ id: limsSampleConfirmations.id });
  return created.id;
}

export function registerLimsConfirmations(app: FastifyInstance): void {
  const db = app.db;
  // ------------------------------------------------------------ confirmations
  app.get('/api/lims/confirmations/', async (req) => {
    requireLimsAdmin(req);
    const q = queryOf(req);
    const where = q.status
      ? eq(limsSampleConfirmations.status, choice('status', q.status, CONFIRMATION_STATUSES))
      : undefined;
    return confirmationRows(db, where);
  });

  app.get<{ Params: { id: string } }>('/api/lims/confirmations/:id', async (req) => {
    requireLimsAdmin(req);
    return confirmationRow(db, idParam(req.params.id));
  });

  const decide = (decision: 'confirm' | 'reject') =>
    async function (req: FastifyRequest<{ Params: { id: string } }>) {
      const auth = requireLimsAdmin(req);
      const id = idParam(req.params.id);
      let errorMessage: string | null = null;
      if (decision === 'reject') {
        const { fields } = await readBody(req);
        errorMessage = text(fields, 'error_message') || LIMS_MESSAGES.rejectedDefault;
        if (errorMessage.length > 2000)
          throw badRequest({ error_message: ['Ensure this field has no more than 2000 characters.'] });
      }
      const C = limsSampleConfirmations;
      const updated = await db
        .update(C)
        .set(decisionOf(decision, auth.account.id, errorMessage))
        .where(and(eq(C.id, id), eq(C.status, 'PENDING')))
        .returning({ id: C.id });
      if (updated.length === 0) {
        await confirmationRow(db, id); // 404 when unknown
        throw badRequest({ detail: LIMS_MESSAGES.onlyPending });
      }
      const row = await confirmationRow(db, id);
      req.auditInfo = {
        action: 'UPDATE',
        resource_type: 'LIMS',
        resource_name: row.barcode,
        description: `${decision === 'confirm' ? 'Confirmed' : 'Rejected'} LIMS sample confirmation ${row.barcode}`,
        old_values: { status: 'PENDING' },
        new_values:
          decision === 'confirm'
            ? { status: row.status }
            : { status: row.status, error_message: errorMessage },
      };
      return row;
    };
  app.post<{ Params: { id: string } }>('/api/lims/confirmations/:id/confirm', decide('confirm'));
  app.post<{ Params: { id: string } }>('/api/lims/confirmations/:id/reject', decide('reject'));
}
