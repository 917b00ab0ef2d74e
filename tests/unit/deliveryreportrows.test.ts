import { describe, expect, it } from 'vitest';
import { shapeDeliveryRows } from '../../src/lib/deliveries';
import { shapeReportRowsInPlace } from '../../src/providers/deliveryReportRows';

const rows = (): Record<string, unknown>[] => [
  {
    id: 3,
    barcode_type: 'child',
    orig_date: '2024-06-10T08:00:00.000Z',
    turn_around_time: '01:30:15',
    delivery_items: '[{"barcode":"A1","children":[{"barcode":"C1"}]}]',
  },
  {
    id: 4,
    barcode_type: 'parent',
    orig_date: '2024-06-10T08:00:00.000Z',
    turn_around_time: '00:00:00',
    delivery_items: [{ barcode: 'B2' }],
  },
  { id: 5, barcode_type: null, date: '11/06/2024', turn_around_time: null, delivery_items: 'not json' },
  { id: 6, barcode_type: 'CHILD', orig_date: '2024-06-12T09:15:00.000Z', turn_around_time: '2:05' },
];

describe('the full deliveries report shaped in place (fallback path)', () => {
  it('gives the same rows in the same order as shapeDeliveryRows, report order (oldest first) or not', () => {
    for (const input of [rows(), [...rows()].reverse(), [rows()[2], rows()[0], rows()[3], rows()[1]]]) {
      const copy = structuredClone(input);
      const expected = shapeDeliveryRows(copy);
      const shaped = shapeReportRowsInPlace(input);
      expect(shaped).toEqual(expected);
      expect(shaped.map((r) => r.id)).toEqual([6, 5, 4, 3]);
    }
  });

  it('writes into the rows it was given (no copies) and is the same when run twice', () => {
    const input = rows();
    const objects = new Set(input);
    const shaped = shapeReportRowsInPlace(input);
    expect(shaped.every((r) => objects.has(r))).toBe(true);
    expect(shaped[0]).toMatchObject({ tracking: 'single', turnaround_seconds: 7500 });
    expect(shaped.find((r) => r.id === 3)).toMatchObject({
      delivery_items: [{ barcode: 'A1', children: [{ barcode: 'C1' }] }],
      tracking: 'single',
      date_ts: Date.parse('2024-06-10T08:00:00.000Z'),
      turnaround_seconds: 5415,
    });
    expect(shaped.find((r) => r.id === 5)).toMatchObject({ delivery_items: [], tracking: 'batch' });
    const again = structuredClone(shaped);
    expect(shapeReportRowsInPlace(shaped)).toEqual(again);
  });
});
