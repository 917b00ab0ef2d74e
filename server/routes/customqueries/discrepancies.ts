/**
 * Receiving discrepancies (extensions of our server):
 * - POST /customqueries/confirm_receiving_items accepts two optional fields, `expected_codes` and `received_codes`
 *   (each a JSON array of barcodes, or codes separated by commas or new lines): the codes the Receive dialog
 *   expected (the batch/package's children) and the ones the coordinator scanned or ticked. When
 *   `received_codes` is present the check is stored with the receipt (delivery_receipt_checks: missing =
 *   expected − received, unexpected = received − expected); with a discrepancy the received rows get
 *   receiving_discrepancy = true, an admin notification is raised and pushed on the live feed. Without the fields
 *   the call works exactly as documented.
 * - POST /customqueries/getreceiving_discrepancies  dateone, datetwo (DD/MM/YYYY or YYYY-MM-DD, the day received),
 *   hub ('' or a hub id) → plain array, newest first, of {id, delivery_number, barcode, collection_hub,
 *   collection_hub_name, received_by, time_of_receiving (ISO), expected, missing, unexpected}.
 *   Needs view_umoja_deliveries; a hub coordinator always gets only their hub. Missing dates → 400 {message}.
 *   With any paging field (page, page_size, ordering, filters: see reportPaging.ts) it answers one page of the
 *   same rows, {count, results}: filtered (the row's fields with the listQuery operators; expected, missing
 *   and unexpected as their codes joined by ', '), sorted (then newest first) and paged in SQL, within the same
 *   dates and hub scope.
 */
import type { FastifyInstance } from 'fastify';
import { and, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { collectionHubs, deliveryReceiptChecks, umojaDeliveries } from '../../db/schema';
import type { Db } from '../../db/client';
import { requireRight } from '../../auth/guards';
import { badRequest, readBody } from '../http';
import { raiseAdminNotification } from '../../notify';
import { queueAlerts } from '../../outbox/queue';
import { hubCondition, reportRange } from './deliveries/common';
import { filterConditions, numberField, pageRows, readPaging, textField } from './reportPaging';
import type { ReportFields } from './reportPaging';
import type { DiscrepanciesAnswer, DiscrepancyRow } from '../../../contract/discrepancies';

export const CHECK_MESSAGES = {
  codesInvalid: 'Codes must be a list of barcodes',
  tooManyCodes: 'At most 1000 codes can be checked',
  notificationTitle: 'Receiving discrepancy',
} as const;

const MAX_CODES = 1000;

export interface ReceiptCheck {
  expected: string[];
  received: string[];
}

/** A list of codes from a form or JSON field: a JSON array, or codes separated by commas or new lines. */
function codeList(raw: unknown): string[] {
  let items: unknown[];
  if (Array.isArray(raw)) items = raw;
  else if (typeof raw === 'string') {
    const t = raw.trim();
    if (t.startsWith('[')) {
      try {
        const parsed = JSON.parse(t) as unknown;
        if (!Array.isArray(parsed)) throw new Error('not a list');
        items = parsed;
      } catch {
        throw badRequest({ message: CHECK_MESSAGES.codesInvalid });
      }
    } else items = t === '' ? [] : t.split(/[,\n\r]+/);
  } else throw badRequest({ message: CHECK_MESSAGES.codesInvalid });
  const out: string[] = [];
  for (const item of items) {
    if (typeof item !== 'string' && typeof item !== 'number')
      throw badRequest({ message: CHECK_MESSAGES.codesInvalid });
    const code = String(item).trim();
    if (code.length > 80) throw badRequest({ message: CHECK_MESSAGES.codesInvalid });
    if (code && !out.includes(code)) out.push(code);
  }
  if (out.length > MAX_CODES) throw badRequest({ message: CHECK_MESSAGES.tooManyCodes });
  return out;
}

/** The receiving check of a confirm_receiving_items body, or null when the coordinator did not check. */
export function receiptCheckOf(fields: Record<string, unknown>): ReceiptCheck | null {
  const present = (v: unknown) => v !== undefined && v !== null && v !== 'null' && v !== 'undefined';
  if (!present(fields.received_codes)) return null;
  return {
    expected: present(fields.expected_codes) ? codeList(fields.expected_codes) : [],
    received: codeList(fields.received_codes),
  };
}

export interface StoredCheck {
  delivery_number: string;
  barcode: string | null;
  hub: number | null;
  missing: string[];
  unexpected: string[];
  discrepancy: boolean;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Stores the check with the receipt (inside the receipt's transaction): one delivery_receipt_checks row, and the
 * mark on the received rows when something is missing or unexpected.
 */
export async function storeReceiptCheck(
  tx: Tx,
  check: ReceiptCheck,
  receipt: {
    delivery_number: string;
    rows: { id: number; barcode: string | null; barcode_type: string | null; hub: number | null }[];
    received_by: string;
    at: Date;
  },
): Promise<StoredCheck> {
  const lower = (codes: string[]) => new Set(codes.map((c) => c.toLowerCase()));
  const got = lower(check.received);
  const wanted = lower(check.expected);
  const missing = check.expected.filter((c) => !got.has(c.toLowerCase()));
  const unexpected = check.received.filter((c) => !wanted.has(c.toLowerCase()));
  const discrepancy = missing.length > 0 || unexpected.length > 0;
  const main = receipt.rows.find((r) => r.barcode_type === 'parent') ?? receipt.rows[0];
  const [checkRow] = await tx
    .insert(deliveryReceiptChecks)
    .values({
      delivery_number: receipt.delivery_number,
      barcode: main?.barcode ?? null,
      collection_hub: main?.hub ?? null,
      received_by: receipt.received_by,
      time_of_receiving: receipt.at,
      expected: check.expected,
      missing,
      unexpected,
      discrepancy,
    })
    .returning({ id: deliveryReceiptChecks.id });
  if (discrepancy) {
    // the alerts of the discrepancy (hub coordinators and admins, discrepancies flags), in the receipt's transaction
    const none = 'none';
    await queueAlerts(tx, 'discrepancy', {
      type: 'Discrepancy',
      id: checkRow.id,
      hub: main?.hub ?? null,
      subject: `${CHECK_MESSAGES.notificationTitle}: delivery ${receipt.delivery_number}`,
      message:
        `Delivery ${receipt.delivery_number}${main?.barcode ? ` (${main.barcode})` : ''} received by ` +
        `${receipt.received_by}: missing ${missing.join(', ') || none}; unexpected ${unexpected.join(', ') || none}.`,
    });
  }
  if (discrepancy)
    await tx
      .update(umojaDeliveries)
      .set({ receiving_discrepancy: true })
      .where(
        inArray(
          umojaDeliveries.id,
          receipt.rows.map((r) => r.id),
        ),
      );
  return {
    delivery_number: receipt.delivery_number,
    barcode: main?.barcode ?? null,
    hub: main?.hub ?? null,
    missing,
    unexpected,
    discrepancy,
  };
}

/** Raises the admin notification of a discrepancy and pushes it on the live feed (after the receipt is saved). */
export async function announceDiscrepancy(app: FastifyInstance, stored: StoredCheck, receivedBy: string) {
  if (!stored.discrepancy) return;
  const [hub] =
    stored.hub === null
      ? []
      : await app.db
          .select({ name: collectionHubs.name })
          .from(collectionHubs)
          .where(eq(collectionHubs.id, stored.hub));
  const none = 'none';
  const message =
    `Delivery ${stored.delivery_number}${stored.barcode ? ` (${stored.barcode})` : ''} received by ${receivedBy}` +
    `${hub ? ` at ${hub.name}` : ''}: missing ${stored.missing.join(', ') || none}; ` +
    `unexpected ${stored.unexpected.join(', ') || none}`;
  await raiseAdminNotification(app, CHECK_MESSAGES.notificationTitle, message);
}

/** A list of codes (jsonb array) as the text the screen shows: the codes joined by ', '. */
const codesText = (codes: SQL) =>
  sql`(select coalesce(string_agg(c, ', ' order by n), '') from jsonb_array_elements_text(${codes}) with ordinality as e(c, n))`;

/** The fields of a discrepancy row the paged call filters and sorts on. */
function discrepancyFields(): ReportFields {
  const k = deliveryReceiptChecks;
  return {
    id: numberField(sql`${k.id}`),
    delivery_number: textField(sql`${k.delivery_number}`),
    barcode: textField(sql`${k.barcode}`),
    collection_hub: numberField(sql`${k.collection_hub}`),
    collection_hub_name: textField(sql`${collectionHubs.name}`),
    received_by: textField(sql`${k.received_by}`),
    time_of_receiving: textField(
      sql`to_char(${k.time_of_receiving} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
      sql`${k.time_of_receiving}`,
    ),
    expected: textField(codesText(sql`${k.expected}`)),
    missing: textField(codesText(sql`${k.missing}`)),
    unexpected: textField(codesText(sql`${k.unexpected}`)),
  };
}

export function registerDiscrepancyQueries(app: FastifyInstance): void {
  app.post('/customqueries/getreceiving_discrepancies', async (req) => {
    const auth = requireRight(req, 'view_umoja_deliveries');
    const { fields } = await readBody(req);
    const { from, to } = reportRange(fields);
    const k = deliveryReceiptChecks;
    const known = discrepancyFields();
    const paging = readPaging(fields, known);
    const conditions: SQL[] = [
      eq(k.discrepancy, true),
      gte(k.time_of_receiving, from),
      lt(k.time_of_receiving, to),
    ];
    const hub = hubCondition(auth, fields, k.collection_hub);
    if (hub) conditions.push(hub);
    const columns = {
      id: k.id,
      delivery_number: k.delivery_number,
      barcode: k.barcode,
      collection_hub: k.collection_hub,
      collection_hub_name: collectionHubs.name,
      received_by: k.received_by,
      time_of_receiving: k.time_of_receiving,
      expected: k.expected,
      missing: k.missing,
      unexpected: k.unexpected,
    };
    const newestFirst = [desc(k.time_of_receiving), desc(k.id)];
    const shape = (rows: (Omit<DiscrepancyRow, 'time_of_receiving'> & { time_of_receiving: Date })[]) =>
      rows.map((r): DiscrepancyRow => ({ ...r, time_of_receiving: r.time_of_receiving.toISOString() }));
    if (!paging) {
      const rows = await app.db
        .select(columns)
        .from(k)
        .leftJoin(collectionHubs, eq(collectionHubs.id, k.collection_hub))
        .where(and(...conditions))
        .orderBy(...newestFirst)
        .limit(10_000);
      return shape(rows) satisfies DiscrepanciesAnswer;
    }
    const where = and(...conditions, ...filterConditions(paging.filters, known));
    const [{ n }] = await app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(k)
      .leftJoin(collectionHubs, eq(collectionHubs.id, k.collection_hub))
      .where(where);
    const rows = await pageRows(paging, known, newestFirst, Number(n), (order, limit, offset) =>
      app.db
        .select(columns)
        .from(k)
        .leftJoin(collectionHubs, eq(collectionHubs.id, k.collection_hub))
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
    );
    return { count: Number(n), results: shape(rows) } satisfies DiscrepanciesAnswer;
  });
}
