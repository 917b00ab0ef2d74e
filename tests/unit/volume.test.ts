import { describe, expect, it } from 'vitest';
import {
  integerTicks,
  MONTH_KEY,
  monthLabel,
  parseMonthlyEntries,
  sampleNames,
  TOTAL_KEY,
  volumeChartData,
  volumeSheet,
  volumeTotal,
} from '../../src/lib/volume';
import { FIXED_COLORS } from '../../src/lib/palette';
import type { MonthlyEntry } from '../../contract/types';

const ENTRIES: MonthlyEntry[] = [
  {
    month: '2026-11',
    samples: [
      { sample_name: 'Sputum', total_in_month: 4 },
      { sample_name: 'Blood', total_in_month: 3 },
    ],
    monthly_total: 7,
  },
  {
    month: '2026-10',
    samples: [{ sample_name: 'Blood', total_in_month: 5 }],
    monthly_total: 5,
  },
];

describe('monthLabel', () => {
  it("shows 'YYYY-MM' as the short month and the year", () => {
    expect(monthLabel('2026-11')).toBe('Nov 2026');
    expect(monthLabel('2025-01')).toBe('Jan 2025');
    expect(monthLabel('2025-12-01')).toBe('Dec 2025');
  });

  it('leaves anything else as it is', () => {
    expect(monthLabel('2025-13')).toBe('2025-13');
    expect(monthLabel('November')).toBe('November');
  });
});

describe('volumeChartData', () => {
  it('makes one row per month (ascending), one key per sample type, with 0 for missing samples', () => {
    const chart = volumeChartData(ENTRIES);
    expect(chart.keys).toEqual(['Blood', 'Sputum']);
    expect(chart.rows).toEqual([
      { [MONTH_KEY]: 'Oct 2026', [TOTAL_KEY]: 5, Blood: 5, Sputum: 0 },
      { [MONTH_KEY]: 'Nov 2026', [TOTAL_KEY]: 7, Blood: 3, Sputum: 4 },
    ]);
    expect(chart.maxStack).toBe(7);
    expect(chart.colors).toEqual({ Blood: FIXED_COLORS[0], Sputum: FIXED_COLORS[1] });
  });

  it('adds up a sample type listed twice in a month', () => {
    const chart = volumeChartData([
      {
        month: '2026-01',
        samples: [
          { sample_name: 'Urine', total_in_month: 2 },
          { sample_name: 'Urine', total_in_month: 6 },
        ],
        monthly_total: 8,
      },
    ]);
    expect(chart.rows[0].Urine).toBe(8);
    expect(chart.maxStack).toBe(8);
  });

  it('is empty without entries', () => {
    expect(volumeChartData([])).toEqual({ rows: [], keys: [], colors: {}, maxStack: 0 });
  });
});

describe('integerTicks', () => {
  it('steps by whole numbers from 0 up to at least the highest stack', () => {
    expect(integerTicks(0)).toEqual([0, 1]);
    expect(integerTicks(3)).toEqual([0, 1, 2, 3]);
    expect(integerTicks(2.4)).toEqual([0, 1, 2, 3]);
    expect(integerTicks(8)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(integerTicks(9)).toEqual([0, 2, 4, 6, 8, 10]);
    expect(integerTicks(36)).toEqual([0, 5, 10, 15, 20, 25, 30, 35, 40]);
    expect(integerTicks(1000)).toEqual([0, 200, 400, 600, 800, 1000]);
  });

  it('never yields fractions, whatever the maximum', () => {
    for (const max of [1, 7, 13, 99, 101, 457, 12345]) {
      const ticks = integerTicks(max);
      for (const t of ticks) expect(Number.isInteger(t)).toBe(true);
      expect(ticks[ticks.length - 1]).toBeGreaterThanOrEqual(max);
      expect(ticks.length).toBeLessThanOrEqual(10);
    }
  });
});

describe('volumeSheet', () => {
  it('has a row per month, a column per sample type, the month total, then a totals row', () => {
    const sheet = volumeSheet(ENTRIES, { month: 'Month', total: 'Monthly total', totalRow: 'Total' });
    expect(sheet.header).toEqual(['Month', 'Blood', 'Sputum', 'Monthly total']);
    expect(sheet.rows).toEqual([
      ['Oct 2026', 5, 0, 5],
      ['Nov 2026', 3, 4, 7],
      ['Total', 8, 4, 12],
    ]);
  });
});

describe('parseMonthlyEntries', () => {
  it('accepts an array or its JSON text, coerces numbers and sorts the months', () => {
    const text = JSON.stringify([
      { month: '2026-02', samples: [{ sample_name: 'Stool', total_in_month: '2' }], monthly_total: '2' },
      { month: '2026-01', samples: [{ sample_name: 'Stool', total_in_month: 1 }] },
    ]);
    expect(parseMonthlyEntries(text)).toEqual([
      { month: '2026-01', samples: [{ sample_name: 'Stool', total_in_month: 1 }], monthly_total: 1 },
      { month: '2026-02', samples: [{ sample_name: 'Stool', total_in_month: 2 }], monthly_total: 2 },
    ]);
    expect(parseMonthlyEntries(ENTRIES).map((e) => e.month)).toEqual(['2026-10', '2026-11']);
  });

  it('gives no entries for anything that is not a list', () => {
    expect(parseMonthlyEntries(undefined)).toEqual([]);
    expect(parseMonthlyEntries('not json')).toEqual([]);
    expect(parseMonthlyEntries({ month: '2026-01' })).toEqual([]);
  });
});

describe('totals and sample names', () => {
  it('sums the monthly totals and lists the sample types alphabetically', () => {
    expect(volumeTotal(ENTRIES)).toBe(12);
    expect(volumeTotal([])).toBe(0);
    expect(sampleNames(ENTRIES)).toEqual(['Blood', 'Sputum']);
  });
});
