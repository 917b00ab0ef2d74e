/**
 * Barcode search over the loaded delivery rows (operations.md 2 Deliveries, 5) and the hand-held scanner
 * detector. The index is built lazily, once per fetched rows array, so a search over ~70,000 rows is a
 * scan of short strings rather than a walk through every nested item.
 */
import type { DeliveryChild, DeliveryItem, DeliveryRow } from './deliveries';

export interface BarcodeIndex {
  /** lower-cased barcode → the row that carries it as its own item (row barcode or delivery item barcode) */
  byBarcode: Map<string, DeliveryRow>;
  /** per row: every code it mentions (own, items, children, parent code), lower-cased, newline-separated */
  haystacks: string[];
}

const cache = new WeakMap<readonly DeliveryRow[], BarcodeIndex>();

function items(row: DeliveryRow): DeliveryItem[] {
  return Array.isArray(row.delivery_items) ? row.delivery_items : [];
}

const lower = (v: unknown) => (v === null || v === undefined ? '' : String(v).toLowerCase());

/** The index of a rows array, built on first use and kept while the array lives. */
export function getBarcodeIndex(rows: readonly DeliveryRow[]): BarcodeIndex {
  const hit = cache.get(rows);
  if (hit) return hit;
  const byBarcode = new Map<string, DeliveryRow>();
  const haystacks: string[] = new Array(rows.length);
  const own = (code: string, row: DeliveryRow) => {
    // the row where the code is the row's own item wins over later mentions
    if (code && !byBarcode.has(code)) byBarcode.set(code, row);
  };
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i];
    const codes: string[] = [];
    const rowCode = lower(row.barcode);
    if (rowCode) {
      codes.push(rowCode);
      own(rowCode, row);
    }
    if (row.parent_code) codes.push(lower(row.parent_code));
    for (const item of items(row)) {
      const code = lower(item.barcode);
      if (code) {
        codes.push(code);
        own(code, row);
      }
      for (const child of item.children ?? []) if (child?.barcode) codes.push(lower(child.barcode));
    }
    haystacks[i] = codes.join('\n');
  }
  const index = { byBarcode, haystacks };
  cache.set(rows, index);
  return index;
}

export type MatchType = 'parent' | 'child';

/** One found item: what the results modal shows (operations.md 2). */
export interface BarcodeResult {
  key: string;
  /** the delivery row the item travels in */
  row: DeliveryRow;
  matchType: MatchType;
  barcode: string;
  item_name: string;
  item_type: string;
  quantity: number | string | null;
  description: string;
  /** for a child: the batch or package it is in */
  parent_barcode: string | null;
  parent_type: string | null;
  /** the batch contents (children of a parent item) */
  children: DeliveryChild[];
}

function isParentItem(row: DeliveryRow, item: DeliveryItem): boolean {
  if ((item.children ?? []).length > 0) return true;
  const type = lower(item.item_type);
  if (type === 'batch' || type === 'batch_entry' || type === 'package') return true;
  return lower(row.barcode_type) === 'parent' && lower(item.barcode) === lower(row.barcode);
}

function parentTypeOf(code: string | null, index: BarcodeIndex): string | null {
  if (!code) return null;
  const parent = index.byBarcode.get(lower(code));
  if (!parent) return null;
  const item = items(parent).find((i) => lower(i.barcode) === lower(code));
  return String(item?.item_type ?? parent.item_type ?? '') || null;
}

/**
 * Case-insensitive substring search over parent and child barcodes of every loaded row: the row's barcode
 * and parent code, its delivery items' barcodes and their children's barcodes. One result per delivery number
 * and barcode; a child's own row is preferred to its mention inside the batch.
 */
export function searchBarcode(rows: readonly DeliveryRow[], query: string): BarcodeResult[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [];
  const index = getBarcodeIndex(rows);
  const found = new Map<string, { result: BarcodeResult; own: boolean }>();
  const add = (result: BarcodeResult, own: boolean) => {
    const prev = found.get(result.key);
    if (!prev || (own && !prev.own)) found.set(result.key, { result, own });
  };

  for (let i = 0; i < rows.length; i++) {
    if (!index.haystacks[i].includes(needle)) continue;
    const row = rows[i];
    const number = String(row.delivery_number ?? row.id);
    const parentMatches = lower(row.parent_code).includes(needle);
    const rowItems = items(row);
    const ownResult = (item: DeliveryItem | null): BarcodeResult => {
      const barcode = String(item?.barcode || row.barcode || '');
      const parent = item ? isParentItem(row, item) : lower(row.barcode_type) === 'parent';
      const parent_barcode = parent ? null : row.parent_code || null;
      return {
        key: `${number}|${barcode.toLowerCase()}`,
        row,
        matchType: parent ? 'parent' : 'child',
        barcode,
        item_name: String(item?.item_name ?? row.item_name ?? ''),
        item_type: String(item?.item_type ?? row.item_type ?? ''),
        quantity: item?.quantity ?? row.items_total ?? null,
        description: String(item?.description ?? ''),
        parent_barcode,
        parent_type: parentTypeOf(parent_barcode, index),
        children: item?.children ?? [],
      };
    };

    if (rowItems.length === 0) {
      if (lower(row.barcode).includes(needle) || parentMatches) add(ownResult(null), true);
      continue;
    }
    for (const item of rowItems) {
      const code = lower(item.barcode || row.barcode);
      if ((code && code.includes(needle)) || parentMatches) add(ownResult(item), true);
      for (const child of item.children ?? []) {
        if (!child?.barcode || !lower(child.barcode).includes(needle)) continue;
        const childRow = index.byBarcode.get(lower(child.barcode));
        const childItem = childRow
          ? items(childRow).find((c) => lower(c.barcode) === lower(child.barcode))
          : undefined;
        add(
          {
            key: `${number}|${lower(child.barcode)}`,
            row,
            matchType: 'child',
            barcode: child.barcode,
            item_name: String(childItem?.item_name ?? childRow?.item_name ?? item.item_name ?? ''),
            item_type: String(child.type ?? ''),
            quantity: child.quantity ?? null,
            description: String(childItem?.description ?? ''),
            parent_barcode: String(item.barcode || row.barcode || '') || null,
            parent_type: String(item.item_type ?? row.item_type ?? '') || null,
            children: [],
          },
          false,
        );
      }
    }
  }
  return [...found.values()].map((f) => f.result);
}

// ---- the hand-held scanner

export interface ScanDetectorOptions {
  /** longest pause between two keys of a scan, in ms */
  maxGap?: number;
  /** shortest code accepted as a scan */
  minLength?: number;
  onScan: (code: string) => void;
}

/**
 * A scanner is a keyboard that types the code very fast and presses Enter. Feed every key with its time;
 * a run of printable keys less than `maxGap` ms apart ending in Enter is reported as a scan.
 * Returns true when the key ended a scan (the caller may then prevent the key's default).
 */
export function createScanDetector({ maxGap = 50, minLength = 3, onScan }: ScanDetectorOptions) {
  let buffer = '';
  let last = -Infinity;
  return {
    key(key: string, time: number): boolean {
      const fast = time - last < maxGap;
      last = time;
      if (key === 'Enter') {
        const code = buffer;
        buffer = '';
        if (fast && code.length >= minLength) {
          onScan(code);
          return true;
        }
        return false;
      }
      if (key.length !== 1) {
        // Shift and other modifiers may come between the characters of a scan
        if (key !== 'Shift') buffer = '';
        return false;
      }
      buffer = fast ? buffer + key : key;
      return false;
    },
    reset() {
      buffer = '';
      last = -Infinity;
    },
  };
}
