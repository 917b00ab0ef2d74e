import { describe, expect, it } from 'vitest';
import { applyListParams } from '../../src/lib/listQuery';

const rows = [
  { id: 1, name: 'Blood', priority: 'high', hub: 2, sample: { id: 7 }, note: null },
  { id: 2, name: 'urine', priority: 'low', hub: 1, sample: { id: 8 }, note: 'Cold chain' },
  { id: 3, name: 'Sputum', priority: 'high', hub: 1, sample: { id: 7 }, note: 'fragile' },
  { id: 4, name: 'Stool', priority: 'normal', hub: 2, sample: null, note: '' },
];

describe('applyListParams', () => {
  it('searches q case-insensitively over every string field', () => {
    expect(applyListParams(rows, { filter: { q: 'COLD' } }).data.map((r) => r.id)).toEqual([2]);
    expect(applyListParams(rows, { filter: { q: 'st' } }).data.map((r) => r.id)).toEqual([4]);
    expect(applyListParams(rows, { filter: { q: 'u' } }).data.map((r) => r.id)).toEqual([2, 3]);
  });

  it('matches other filters exactly, arrays as any-of, nested records by id; empty filters are ignored', () => {
    expect(applyListParams(rows, { filter: { priority: 'high' } }).total).toBe(2);
    expect(applyListParams(rows, { filter: { hub: '1' } }).data.map((r) => r.id)).toEqual([2, 3]);
    expect(applyListParams(rows, { filter: { priority: ['low', 'normal'] } }).data.map((r) => r.id)).toEqual([
      2, 4,
    ]);
    expect(applyListParams(rows, { filter: { sample: 7 } }).data.map((r) => r.id)).toEqual([1, 3]);
    expect(applyListParams(rows, { filter: { priority: '', hub: undefined } }).total).toBe(4);
    expect(applyListParams(rows, { filter: { name: 'blood' } }).total).toBe(0);
  });

  it('sorts ascending and descending, numbers numerically, empty values last', () => {
    const asc = applyListParams(rows, { sort: { field: 'name', order: 'ASC' } }).data.map((r) => r.id);
    expect(asc).toEqual([1, 3, 4, 2]);
    const desc = applyListParams(rows, { sort: { field: 'id', order: 'DESC' } }).data.map((r) => r.id);
    expect(desc).toEqual([4, 3, 2, 1]);
    const notes = applyListParams(rows, { sort: { field: 'note', order: 'DESC' } }).data.map((r) => r.id);
    expect(notes).toEqual([3, 2, 1, 4]);
  });

  it('pages after filtering and reports the filtered total', () => {
    const result = applyListParams(rows, {
      filter: { hub: 2 },
      sort: { field: 'id', order: 'ASC' },
      pagination: { page: 2, perPage: 1 },
    });
    expect(result).toEqual({ data: [rows[3]], total: 2 });
    expect(applyListParams(rows, { pagination: { page: 3, perPage: 2 } })).toEqual({ data: [], total: 4 });
  });
});

describe('filter operators', () => {
  const orders = [
    { id: 1, clientname: 'Mulago Clinic', total: 1500, date: '2026-11-02', time: '09:05' },
    { id: 2, clientname: 'mengo hospital', total: 250, date: '2026-11-10', time: '14:30' },
    { id: 3, clientname: 'Nsambya', total: 9000, date: '2026-11-20', time: '' },
    { id: 4, clientname: 'Kamuli Mulago Annex', total: null, date: null, time: '07:00' },
  ];
  const ids = (filter: Record<string, unknown>) => applyListParams(orders, { filter }).data.map((r) => r.id);

  it('matches a prefix case-insensitively, not a substring', () => {
    expect(ids({ clientname_prefix: 'mu' })).toEqual([1]);
    expect(ids({ clientname_prefix: 'M' })).toEqual([1, 2]);
  });

  it('matches a substring with _contains', () => {
    expect(ids({ clientname_contains: 'MULAGO' })).toEqual([1, 4]);
  });

  it('compares numbers as numbers and leaves empty values out of ranges', () => {
    expect(ids({ total_gte: 1000 })).toEqual([1, 3]);
    expect(ids({ total_lte: '1500' })).toEqual([1, 2]);
    expect(ids({ total_gte: 200, total_lte: 2000 })).toEqual([1, 2]);
  });

  it('compares ISO dates and times as text', () => {
    expect(ids({ date_gte: '2026-11-05', date_lte: '2026-11-20' })).toEqual([2, 3]);
    expect(ids({ time_lte: '09:30' })).toEqual([1, 4]);
  });

  it('ignores an empty operator value', () => {
    expect(ids({ clientname_prefix: '', total_gte: null })).toEqual([1, 2, 3, 4]);
  });
});
