import { describe, expect, it, vi } from 'vitest';
import {
  canRepackage,
  childrenKind,
  childrenOf,
  datesMissing,
  defaultDateRange,
  deliveryStatusColor,
  durationSeconds,
  editBody,
  editValues,
  isBatchOrPackage,
  isTimeHHMM,
  matchChild,
  parseDeliveryItemsText,
  shapeDeliveryRows,
  tabCounts,
  toHHMM,
  toSheetRowsWithProgress,
  trackingOf,
  turnaroundColor,
  GREEN,
  type DeliveryRow,
} from '../../src/lib/deliveries';
import { createScanDetector, getBarcodeIndex, searchBarcode } from '../../src/lib/barcodeSearch';

/** A batch B-100 with children C-1, C-2 (C-2 has no row of its own), a single S-7 and a supply without barcode. */
function report(): Record<string, unknown>[] {
  return [
    {
      id: 1,
      delivery_number: 'DLV1',
      date: '13/05/2024',
      orig_date: '2024-05-13T08:00:00.000Z',
      item_type: 'batch',
      item_name: 'Blood batch',
      barcode: 'B-100',
      barcode_type: 'parent',
      parent_code: null,
      delivery_status: 'delivered',
      agent_account_name: 'Alice Nakato',
      pickup_point: 'Mulago HC',
      destination: 'Kampala Hub',
      turn_around_time: '01:30:00',
      delivery_items: [
        {
          barcode: 'B-100',
          item_type: 'batch',
          quantity: 5,
          description: '2 Blood items',
          item_name: 'Blood batch',
          children: [
            { barcode: 'C-1', type: 'single_entry', quantity: 2 },
            { barcode: 'C-2', type: 'single_entry', quantity: 3 },
          ],
        },
      ],
    },
    {
      id: 2,
      delivery_number: 'DLV1',
      date: '13/05/2024',
      orig_date: '2024-05-13T08:00:00.000Z',
      item_type: 'single_entry',
      item_name: 'Blood',
      barcode: 'C-1',
      barcode_type: 'child',
      parent_code: 'B-100',
      delivery_status: 'delivered',
      turn_around_time: '00:00:00',
      delivery_items: JSON.stringify([
        {
          barcode: 'C-1',
          item_type: 'single_entry',
          quantity: 2,
          description: 'Blood in batch',
          item_name: 'Blood',
        },
      ]),
    },
    {
      id: 3,
      delivery_number: 'DLV2',
      date: '15/05/2024',
      orig_date: '2024-05-15T09:00:00.000Z',
      item_type: 'single_entry',
      item_name: 'Sputum',
      barcode: 's-7',
      barcode_type: 'child',
      parent_code: null,
      delivery_status: 'pending',
      delivery_items: [
        { barcode: 's-7', item_type: 'single_entry', quantity: 1, item_name: 'Sputum', children: [] },
      ],
    },
    {
      id: 4,
      delivery_number: 'DLV3',
      date: '14/05/2024',
      orig_date: '2024-05-14T09:00:00.000Z',
      item_type: 'supply',
      item_name: 'Gloves',
      barcode: null,
      barcode_type: null,
      delivery_status: 'delivered',
      delivery_items: [{ barcode: '', item_type: 'supply', quantity: 10, item_name: 'Gloves', children: [] }],
    },
  ];
}

const rows = () => shapeDeliveryRows(report()) as unknown as DeliveryRow[];

describe('tab split', () => {
  it('puts child barcodes in single and parents or rows without a barcode type in batch/package', () => {
    expect(trackingOf({ barcode_type: 'child' })).toBe('single');
    expect(trackingOf({ barcode_type: 'CHILD' })).toBe('single');
    expect(trackingOf({ barcode_type: 'parent' })).toBe('batch');
    expect(trackingOf({ barcode_type: null })).toBe('batch');
    expect(trackingOf({ barcode_type: '' })).toBe('batch');
    expect(tabCounts(rows())).toEqual({ single: 2, batch: 2 });
  });

  it('shapes rows once: tracking, items as an array, numeric date and turnaround, newest first', () => {
    const shaped = rows();
    expect(shaped.map((r) => r.id)).toEqual([3, 4, 2, 1]);
    const child = shaped.find((r) => r.id === 2)!;
    expect(child.tracking).toBe('single');
    expect(Array.isArray(child.delivery_items)).toBe(true);
    expect(child.delivery_items![0].barcode).toBe('C-1');
    expect(shaped.find((r) => r.id === 1)!.turnaround_seconds).toBe(5400);
    expect(shaped.find((r) => r.id === 4)!.tracking).toBe('batch');
  });
});

describe('children of a batch or package', () => {
  it('knows which rows expand and their title', () => {
    expect(isBatchOrPackage({ item_type: 'batch', barcode_type: 'parent' })).toBe(true);
    expect(isBatchOrPackage({ item_type: 'package', barcode_type: null })).toBe(true);
    expect(isBatchOrPackage({ item_type: 'supply', barcode_type: null })).toBe(false);
    expect(childrenKind({ item_type: 'package' })).toBe('package');
    expect(childrenKind({ item_type: 'batch' })).toBe('batch');
  });

  it('matches each child with its own delivery item among the loaded rows, or none', () => {
    const all = rows();
    const batch = all.find((r) => r.id === 1)!;
    const children = childrenOf(batch);
    expect(children.map((c) => c.barcode)).toEqual(['C-1', 'C-2']);
    const index = getBarcodeIndex(all);
    const first = matchChild(children[0], index.byBarcode);
    expect(first).toMatchObject({ item_name: 'Blood', delivery_status: 'delivered', quantity: 2 });
    expect(first!.row.id).toBe(2);
    expect(matchChild(children[1], index.byBarcode)).toBeNull();
  });
});

describe('barcode search', () => {
  it('finds a child barcode case-insensitively, once, with its parent', () => {
    const results = searchBarcode(rows(), 'c-1');
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({
      matchType: 'child',
      barcode: 'C-1',
      item_name: 'Blood',
      parent_barcode: 'B-100',
      parent_type: 'batch',
    });
    expect(results[0].row.delivery_number).toBe('DLV1');
  });

  it('finds a child that has no row of its own inside its batch', () => {
    const [result, ...rest] = searchBarcode(rows(), 'C-2');
    expect(rest).toHaveLength(0);
    expect(result).toMatchObject({
      matchType: 'child',
      barcode: 'C-2',
      quantity: 3,
      parent_barcode: 'B-100',
    });
  });

  it('finds a parent with its batch contents, and its children through their parent code', () => {
    const results = searchBarcode(rows(), 'b-100');
    const parent = results.find((r) => r.matchType === 'parent')!;
    expect(parent).toMatchObject({ barcode: 'B-100', item_type: 'batch', quantity: 5 });
    expect(parent.children.map((c) => c.barcode)).toEqual(['C-1', 'C-2']);
    expect(results.filter((r) => r.matchType === 'child').map((r) => r.barcode)).toEqual(['C-1']);
  });

  it('matches substrings, finds nothing for unknown or empty codes', () => {
    expect(searchBarcode(rows(), 'S-').map((r) => r.barcode)).toEqual(['s-7']);
    expect(searchBarcode(rows(), 'zzz')).toEqual([]);
    expect(searchBarcode(rows(), '   ')).toEqual([]);
  });

  it('builds the index once per rows array', () => {
    const all = rows();
    expect(getBarcodeIndex(all)).toBe(getBarcodeIndex(all));
    expect(getBarcodeIndex(rows())).not.toBe(getBarcodeIndex(all));
  });
});

describe('hand-held scanner', () => {
  it('reports fast keys ending in Enter as a scan', () => {
    const onScan = vi.fn();
    const d = createScanDetector({ onScan });
    let t = 1000;
    for (const k of '12345') expect(d.key(k, (t += 10))).toBe(false);
    expect(d.key('Enter', (t += 10))).toBe(true);
    expect(onScan).toHaveBeenCalledWith('12345');
  });

  it('ignores typing at human speed and too short codes', () => {
    const onScan = vi.fn();
    const d = createScanDetector({ onScan });
    let t = 0;
    for (const k of '12345') d.key(k, (t += 200));
    expect(d.key('Enter', (t += 200))).toBe(false);
    d.key('1', (t += 500));
    d.key('2', (t += 5));
    expect(d.key('Enter', (t += 5))).toBe(false);
    expect(onScan).not.toHaveBeenCalled();
  });

  it('starts a new code after a pause', () => {
    const onScan = vi.fn();
    const d = createScanDetector({ onScan });
    d.key('x', 0);
    d.key('y', 1000);
    d.key('A', 1010);
    d.key('B', 1020);
    d.key('C', 1030);
    d.key('Enter', 1040);
    expect(onScan).toHaveBeenCalledWith('yABC');
  });
});

describe('colours and rules', () => {
  it('shows a turnaround of 00:00:00 green, others in the normal colour', () => {
    expect(turnaroundColor('00:00:00')).toBe(GREEN);
    expect(turnaroundColor('01:00:00')).toBeUndefined();
    expect(turnaroundColor(null)).toBeUndefined();
    expect(durationSeconds('02:03:04')).toBe(7384);
    expect(durationSeconds('bad')).toBe(0);
  });

  it('colours statuses and allows repackaging only for delivered items', () => {
    expect(deliveryStatusColor('delivered')).toBe(GREEN);
    expect(deliveryStatusColor('pending')).not.toBe(deliveryStatusColor('failed'));
    expect(canRepackage({ delivery_status: 'delivered' })).toBe(true);
    expect(canRepackage({ delivery_status: 'pending' })).toBe(false);
  });
});

describe('date defaults', () => {
  it('runs from Monday of last week to today', () => {
    // Wednesday 22 May 2024 → Monday 13 May 2024
    expect(defaultDateRange(new Date(2024, 4, 22, 10))).toEqual({ from: '2024-05-13', to: '2024-05-22' });
    // a Monday: the Monday one week before
    expect(defaultDateRange(new Date(2024, 4, 20))).toEqual({ from: '2024-05-13', to: '2024-05-20' });
    // a Sunday belongs to the week that started six days before
    expect(defaultDateRange(new Date(2024, 4, 19))).toEqual({ from: '2024-05-06', to: '2024-05-19' });
  });

  it('needs both dates', () => {
    expect(datesMissing({ from: '2024-05-01', to: null })).toBe(true);
    expect(datesMissing({ from: null, to: '2024-05-01' })).toBe(true);
    expect(datesMissing({ from: '2024-05-01', to: '2024-05-02' })).toBe(false);
  });
});

describe('the edit form', () => {
  it('accepts empty or HH:MM times', () => {
    expect(isTimeHHMM('')).toBe(true);
    expect(isTimeHHMM('09:05')).toBe(true);
    expect(isTimeHHMM('23:59')).toBe(true);
    expect(isTimeHHMM('24:00')).toBe(false);
    expect(isTimeHHMM('9:5')).toBe(false);
    expect(toHHMM('09:05:33')).toBe('09:05');
    expect(toHHMM(null)).toBe('');
  });

  it('reads delivery items as JSON of a list', () => {
    expect(parseDeliveryItemsText('[{"barcode":"A"}]')).toEqual([{ barcode: 'A' }]);
    expect(parseDeliveryItemsText('')).toEqual([]);
    expect(parseDeliveryItemsText('{"barcode":"A"}')).toBeNull();
    expect(parseDeliveryItemsText('[{barcode: A}')).toBeNull();
  });

  it('turns a row into form values and form values into the JSON body', () => {
    const row = rows().find((r) => r.id === 2)!;
    const values = editValues({ ...row, agent_account: 7, time_of_pickup: '08:10', time_of_dropoff: null });
    expect(values).toMatchObject({ delivery_number: 'DLV1', date: '2024-05-13', time_of_pickup: '08:10' });
    const body = editBody({
      ...values,
      date: '2024-05-20',
      delivery_items: '[{"barcode":"C-1","quantity":4}]',
    });
    expect(body).toMatchObject({
      delivery_number: 'DLV1',
      agent_account: 7,
      date: '2024-05-20',
      time_of_pickup: '08:10',
      time_of_dropoff: '',
      delivery_items: [{ barcode: 'C-1', quantity: 4 }],
    });
  });
});

describe('export with progress', () => {
  it('converts rows in chunks and reports progress up to 1', async () => {
    const data = Array.from({ length: 5 }, (_, i) => ({ n: i }));
    const progress: number[] = [];
    const out = await toSheetRowsWithProgress(
      data,
      [{ header: 'N', value: (r: { n: number }) => r.n }],
      (p) => progress.push(p),
      2,
      async () => undefined,
    );
    expect(out).toEqual([['N'], [0], [1], [2], [3], [4]]);
    expect(progress).toEqual([0.4, 0.8, 1]);
  });
});
