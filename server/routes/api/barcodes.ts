/**
 * /api/sample_barcodes (operations.md 3 Sample barcode; 7 Samples, supplies, barcodes), read only.
 * Rows: id, bar_code, bar_code_type, status, date (ISO), repackaged, reason_for_repackage, created_by.
 * Filters status (active | used), bar_code_type (single_entry | batch_entry | package), repackaged;
 * search over bar_code; ordering bar_code, date, status, bar_code_type; newest first ('-date') by default.
 * Paged ({count, next, previous, results}) when page or page_size is given, else a plain array.
 * Needs view_barcodes or create_barcodes (superusers pass): without them every read answers 403 {detail}.
 * Writes answer 405: codes are made by POST /customqueries/generate_barcodes.
 */
import { sampleBarcodes } from '../../db/schema';
import type { AuthInfo } from '../../auth/tokens';
import { forbidden } from '../http';
import type { Resource } from './router';

export const BARCODE_TYPES = ['single_entry', 'batch_entry', 'package'] as const;
export const BARCODE_STATUSES = ['active', 'used'] as const;

/** May list barcodes: superuser, or view_barcodes or create_barcodes. */
export function mayReadBarcodes(auth: AuthInfo): boolean {
  return auth.isSuperuser || auth.rights.view_barcodes || auth.rights.create_barcodes;
}

export const sampleBarcodesResource: Resource = {
  names: ['sample_barcodes'],
  label: 'barcode',
  table: sampleBarcodes,
  large: true,
  filters: {
    status: BARCODE_STATUSES,
    bar_code_type: BARCODE_TYPES,
    repackaged: 'bool',
  },
  search: ['bar_code'],
  ordering: ['bar_code', 'date', 'status', 'bar_code_type'],
  defaultOrdering: '-date',
  // scope throws 403 for callers without a barcode right: list and retrieve are both refused
  scope: (ctx) => {
    if (!mayReadBarcodes(ctx.auth)) throw forbidden();
    return undefined;
  },
};
