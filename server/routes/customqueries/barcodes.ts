/**
 * POST /customqueries/generate_barcodes (operations.md 5, 7 Samples, supplies, barcodes), multipart or JSON:
 *   numer_of_codes (spelled so; 1..100), bar_code_type (single_entry | batch_entry | package)
 *   → 200 {message: 'N barcodes generated successfully', codes: [...]}
 * Every code is new (unique over all sample_barcodes), active, made of decimal digits (the first not zero) and
 * as long as the company profile says for its type (no_ofdigits_forsinglepickup_barcode,
 * _forbatchpickup_, _forpackage_; 8 when there is no profile). All codes are written in one transaction.
 * Bad input: 400 {message: 'Please select barcode type' | 'Please input number of codes' |
 * 'Number of codes must be between 1 and 100'}; when the digit count leaves too few unused codes:
 * 400 {message: 'Not enough unused N-digit codes are left ...'}. Needs create_barcodes (superusers pass): 403 {detail}.
 */
import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { appProfile, sampleBarcodes } from '../../db/schema';
import { getAuth } from '../../auth/guards';
import type { Tx } from '../api/router';
import { BARCODE_TYPES } from '../api/barcodes';
import { badRequest, forbidden, readBody, text } from '../http';

export const MAX_CODES = 100;
export const MESSAGES = {
  type: 'Please select barcode type',
  count: 'Please input number of codes',
  range: `Number of codes must be between 1 and ${MAX_CODES}`,
  done: (n: number) => `${n} barcodes generated successfully`,
  exhausted: (digits: number) =>
    `Not enough unused ${digits}-digit codes are left. Raise the number of digits in the company profile.`,
};

type BarcodeType = (typeof BARCODE_TYPES)[number];
const DEFAULT_DIGITS = 8;
/** Up to this many possible codes, the free ones are listed and drawn from instead of guessed. */
const ENUMERATE_LIMIT = 100_000;
const MAX_ROUNDS = 50;

const fail = (message: string) => badRequest({ message });

/** A random code of `digits` decimal digits, the first one not zero. */
export function randomCode(digits: number): string {
  let code = String(randomInt(1, 10));
  for (let i = 1; i < digits; i++) code += String(randomInt(0, 10));
  return code;
}

async function digitsFor(tx: Tx, type: BarcodeType): Promise<number> {
  const [profile] = await tx
    .select({
      single_entry: appProfile.no_ofdigits_forsinglepickup_barcode,
      batch_entry: appProfile.no_ofdigits_forbatchpickup_barcode,
      package: appProfile.no_ofdigits_forpackage_barcode,
    })
    .from(appProfile)
    .where(eq(appProfile.id, 1))
    .limit(1);
  const digits = profile?.[type] ?? DEFAULT_DIGITS;
  return Number.isInteger(digits) && digits > 0 ? digits : DEFAULT_DIGITS;
}

/** Inserts the candidates that are still free; answers the codes written. */
async function insertFree(tx: Tx, codes: string[], type: BarcodeType, createdBy: string): Promise<string[]> {
  if (codes.length === 0) return [];
  const rows = await tx
    .insert(sampleBarcodes)
    .values(
      codes.map((bar_code) => ({
        bar_code,
        bar_code_type: type,
        status: 'active' as const,
        created_by: createdBy,
      })),
    )
    .onConflictDoNothing({ target: sampleBarcodes.bar_code })
    .returning({ bar_code: sampleBarcodes.bar_code });
  const written = new Set(rows.map((r) => r.bar_code));
  return codes.filter((c) => written.has(c));
}

/** Short codes: list every free code of that length and draw `n` of them at random. */
async function drawFromFree(
  tx: Tx,
  n: number,
  digits: number,
  type: BarcodeType,
  createdBy: string,
): Promise<string[]> {
  const taken = await tx
    .select({ bar_code: sampleBarcodes.bar_code })
    .from(sampleBarcodes)
    .where(sql`length(${sampleBarcodes.bar_code}) = ${digits}`);
  const used = new Set(taken.map((r) => r.bar_code));
  const low = 10 ** (digits - 1);
  const free: string[] = [];
  for (let v = low; v < low * 10; v++) if (!used.has(String(v))) free.push(String(v));
  if (free.length < n) throw fail(MESSAGES.exhausted(digits));
  for (let i = 0; i < n; i++) {
    const j = i + randomInt(0, free.length - i);
    [free[i], free[j]] = [free[j], free[i]];
  }
  const written = await insertFree(tx, free.slice(0, n), type, createdBy);
  if (written.length < n) throw fail(MESSAGES.exhausted(digits));
  return written;
}

/** Long codes: guess random codes and keep those no row holds yet, round after round. */
async function guess(
  tx: Tx,
  n: number,
  digits: number,
  type: BarcodeType,
  createdBy: string,
): Promise<string[]> {
  const codes: string[] = [];
  const tried = new Set<string>();
  for (let round = 0; round < MAX_ROUNDS && codes.length < n; round++) {
    const batch: string[] = [];
    while (batch.length < n - codes.length) {
      const c = randomCode(digits);
      if (!tried.has(c)) {
        tried.add(c);
        batch.push(c);
      }
    }
    codes.push(...(await insertFree(tx, batch, type, createdBy)));
  }
  if (codes.length < n) throw fail(MESSAGES.exhausted(digits));
  return codes;
}

/** numer_of_codes as a whole number in range, else the 400 message. */
function parseCount(raw: string): number {
  if (raw === '') throw fail(MESSAGES.count);
  if (!/^\d{1,9}$/.test(raw)) throw fail(MESSAGES.range);
  const n = Number(raw);
  if (n < 1 || n > MAX_CODES) throw fail(MESSAGES.range);
  return n;
}

export function registerBarcodeQueries(app: FastifyInstance): void {
  app.post('/customqueries/generate_barcodes', async (req) => {
    const auth = getAuth(req);
    if (!auth.isSuperuser && !auth.rights.create_barcodes) throw forbidden();
    const { fields } = await readBody(req);
    const type = text(fields, 'bar_code_type');
    if (!(BARCODE_TYPES as readonly string[]).includes(type)) throw fail(MESSAGES.type);
    const n = parseCount(text(fields, 'numer_of_codes'));
    const createdBy = auth.account.username;
    const codes = await app.db.transaction(async (tx) => {
      const digits = await digitsFor(tx, type as BarcodeType);
      return 9 * 10 ** (digits - 1) <= ENUMERATE_LIMIT
        ? drawFromFree(tx, n, digits, type as BarcodeType, createdBy)
        : guess(tx, n, digits, type as BarcodeType, createdBy);
    });
    return { message: MESSAGES.done(codes.length), codes };
  });
}
