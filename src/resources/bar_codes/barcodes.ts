/** Barcode management: the wire type, the tabs and the print rules (operations.md 2, 3, 4, 9). */
import type { BarcodeStatus, BarcodeType } from '../../../contract/types';

/** A row of GET /api/sample_barcodes/. */
export interface SampleBarcode {
  id: number;
  bar_code: string;
  bar_code_type: BarcodeType;
  status: BarcodeStatus;
  date: string;
  repackaged: boolean;
  reason_for_repackage: string | null;
  created_by: string | null;
}

export const BARCODE_TYPES: readonly BarcodeType[] = ['single_entry', 'batch_entry', 'package'];

export type BarcodeTab = 'all' | 'active' | BarcodeType;
export const BARCODE_TABS: readonly BarcodeTab[] = ['all', 'active', ...BARCODE_TYPES];

/** The tab the list filter stands for: a type tab, else Active when status is active, else All. */
export function currentTab(filter: Record<string, unknown>): BarcodeTab {
  const type = filter.bar_code_type;
  if (typeof type === 'string' && (BARCODE_TYPES as readonly string[]).includes(type))
    return type as BarcodeType;
  return filter.status === 'active' ? 'active' : 'all';
}

/** The list filter of a tab, keeping the other filters (the search). */
export function tabFilter(tab: BarcodeTab, filter: Record<string, unknown>): Record<string, unknown> {
  const rest = { ...filter };
  delete rest.status;
  delete rest.bar_code_type;
  if (tab === 'all') return rest;
  if (tab === 'active') return { ...rest, status: 'active' };
  return { ...rest, bar_code_type: tab };
}

/** Each barcode is printed this many times (operations.md 9). */
export const PRINT_COPIES = 3;
/** The bulk print fetches at most this many active codes of a type. */
export const PRINT_FETCH_LIMIT = 1000;
/** Default bulk print quantity: the smaller of 10 and the available count. */
export const DEFAULT_PRINT_QUANTITY = 10;
/** Generation: 1 to 100 codes at once. */
export const MAX_GENERATE = 100;

export function defaultQuantity(available: number): number {
  return Math.max(0, Math.min(DEFAULT_PRINT_QUANTITY, available));
}

/** A typed quantity when it is a whole number from 1 to `max`, else null. */
export function parseQuantity(raw: string, max: number): number | null {
  if (!/^\s*\d+\s*$/.test(raw)) return null;
  const n = Number(raw);
  return n >= 1 && n <= max ? n : null;
}

/** The labels of a print view: every code `copies` times, one after the other. */
export function printCopies(codes: readonly string[], copies: number = PRINT_COPIES): string[] {
  return codes.flatMap((code) => Array.from({ length: copies }, () => code));
}
