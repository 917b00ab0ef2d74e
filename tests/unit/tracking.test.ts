import { describe, expect, it } from 'vitest';
import {
  averagePerformance,
  changeDistrict,
  changeRegion,
  defaultTrackingFilters,
  exportDateStamp,
  notVisited,
  parseGeoChoices,
  parseTrackingReport,
  parseTrackingRows,
  trackingQueryBody,
} from '../../src/lib/tracking';

const row = {
  id: 3,
  name: 'Kampala Hub',
  facilities_served: [
    { id: 1, name: 'Mulago HC' },
    { id: 2, name: 'Kiruddu HC' },
    { id: 5, name: 'Naguru HC' },
  ],
  facilities_visited: [{ id: 2, name: 'Kiruddu HC' }],
  percentage_vist: 33.33,
  districts_covered: 'Kampala, Wakiso',
  region: 'Central',
};

describe('parseTrackingRows', () => {
  it('reads the rows from JSON text', () => {
    expect(parseTrackingRows(JSON.stringify([row]))).toEqual([row]);
  });

  it('reads the rows from an array and coerces numbers and missing fields', () => {
    const rows = parseTrackingRows([
      {
        id: '7',
        name: 'Gulu Hub',
        percentage_vist: '12.5',
        facilities_served: JSON.stringify([{ id: 4, name: 'A' }]),
      },
    ]);
    expect(rows).toEqual([
      {
        id: 7,
        name: 'Gulu Hub',
        facilities_served: [{ id: 4, name: 'A' }],
        facilities_visited: [],
        percentage_vist: 12.5,
        districts_covered: '',
        region: '',
      },
    ]);
  });

  it('answers no rows for text that is not JSON, or not a list', () => {
    expect(parseTrackingRows('not json')).toEqual([]);
    expect(parseTrackingRows('{"a":1}')).toEqual([]);
    expect(parseTrackingRows(undefined)).toEqual([]);
  });
});

describe('parseTrackingReport', () => {
  it('parses every part of the answer', () => {
    const entry = {
      month: '2025-01',
      samples: [{ sample_name: 'Blood', total_in_month: 4 }],
      monthly_total: 4,
    };
    const report = parseTrackingReport({
      tracking_hubs_report: JSON.stringify([row]),
      non_tracking_hubs_report: '[]',
      total_samples_delivered_to_hubs: 4,
      total_samples_delivered_to_centralhub: '9',
      delivered_to_hubs_list: [entry],
      delivered_to_centralhub_list: [],
    });
    expect(report.tracking).toHaveLength(1);
    expect(report.nonTracking).toEqual([]);
    expect(report.totalToHubs).toBe(4);
    expect(report.totalToCentral).toBe(9);
    expect(report.toHubs).toEqual([entry]);
    expect(report.toCentral).toEqual([]);
  });
});

describe('averagePerformance', () => {
  it('is the rounded mean of percentage_vist', () => {
    expect(
      averagePerformance([{ percentage_vist: 33.33 }, { percentage_vist: 50 }, { percentage_vist: 100 }]),
    ).toBe(61);
    expect(averagePerformance([{ percentage_vist: 12.5 }, { percentage_vist: 13 }])).toBe(13);
  });

  it('is 0 without rows', () => {
    expect(averagePerformance([])).toBe(0);
  });
});

describe('notVisited', () => {
  it('is the served facilities that are not in the visited list', () => {
    expect(notVisited(row)).toEqual([
      { id: 1, name: 'Mulago HC' },
      { id: 5, name: 'Naguru HC' },
    ]);
  });

  it('is empty when every served facility was visited', () => {
    expect(notVisited({ ...row, facilities_visited: row.facilities_served })).toEqual([]);
  });
});

describe('cascading filters and the call body', () => {
  const today = new Date(2025, 0, 15); // a Wednesday
  it('defaults to Monday of last week to today, everything selected', () => {
    expect(defaultTrackingFilters(today)).toEqual({
      from: '2025-01-06',
      to: '2025-01-15',
      region: '',
      district: '',
      hub: '',
    });
  });

  it('a new region clears the district and the hub; a new district clears the hub', () => {
    const f = { ...defaultTrackingFilters(today), region: '1', district: '4', hub: '9' };
    expect(changeRegion(f, '2')).toMatchObject({ region: '2', district: '', hub: '' });
    expect(changeDistrict(f, '5')).toMatchObject({ region: '1', district: '5', hub: '' });
  });

  it('sends DD/MM/YYYY dates, and nothing when a date is missing', () => {
    const f = { ...defaultTrackingFilters(today), region: '1', district: '4', hub: '' };
    expect(trackingQueryBody(f)).toEqual({
      dateone: '06/01/2025',
      datetwo: '15/01/2025',
      region: '1',
      district: '4',
      hub: '',
    });
    expect(trackingQueryBody({ ...f, from: null })).toBeNull();
    expect(trackingQueryBody({ ...f, to: null })).toBeNull();
  });

  it('stamps exports with DD_MM_YYYY', () => {
    expect(exportDateStamp(today)).toBe('15_01_2025');
  });

  it('reads the geography choices of get_regions, get_districts and get_hubs', () => {
    expect(parseGeoChoices({ report: JSON.stringify([{ id: 1, name: 'Central' }]) })).toEqual([
      { id: '1', name: 'Central' },
    ]);
    expect(
      parseGeoChoices({
        report: JSON.stringify([{ id: 4, district_name: 'Wakiso', region: 1, region_name: 'Central' }]),
      }),
    ).toEqual([{ id: '4', name: 'Wakiso' }]);
    expect(parseGeoChoices({ report: 'broken' })).toEqual([]);
  });
});
