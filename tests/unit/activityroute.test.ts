import { describe, expect, it } from 'vitest';
import {
  bearing,
  buildRoute,
  formatTime,
  parseReport,
  routeArrows,
  routeSummary,
} from '../../src/pages/agent_activity_map/route';

const t = (h: number, m = 0) => new Date(2024, 4, 14, h, m).toISOString();

describe('activity route', () => {
  it('orders points by timestamp and numbers them 1..n', () => {
    const route = buildRoute([
      { id: 3, lat: 0.36, lng: 32.6, activity_name: 'Delivered', timestamp: t(16) },
      { id: 1, lat: 0.34, lng: 32.58, activity_name: 'Logged in', timestamp: t(7) },
      { id: 2, lat: 0.35, lng: 32.59, activity_name: 'Picked up', timestamp: t(11, 30) },
    ]);
    expect(route.map((p) => [p.number, p.activity_name])).toEqual([
      [1, 'Logged in'],
      [2, 'Picked up'],
      [3, 'Delivered'],
    ]);
    expect(route[0]).toMatchObject({ lat: 0.34, lng: 32.58 });
    expect(formatTime(route[1].time)).toBe('11:30:00');
  });

  it('skips points whose coordinates are not numeric and numbers the rest without gaps', () => {
    const route = buildRoute([
      { id: 1, lat: 0.34, lng: 32.58, activity_name: 'A', timestamp: t(7) },
      { id: 2, lat: 'abc', lng: 32.58, activity_name: 'bad lat', timestamp: t(8) },
      { id: 3, lat: null, lng: null, activity_name: 'no coordinates', timestamp: t(9) },
      { id: 4, lat: '0.35', lng: '32.59', activity_name: 'B (numeric text)', timestamp: t(10) },
      { id: 5, lat: 0.35, lng: '', activity_name: 'empty lng', timestamp: t(11) },
      { id: 6, lat: 95, lng: 32.59, activity_name: 'out of range', timestamp: t(12) },
      { id: 7, lat: 0.36, lng: 32.6, activity_name: 'C', timestamp: t(13) },
    ]);
    expect(route.map((p) => `${p.number}:${p.activity_name}`)).toEqual(['1:A', '2:B (numeric text)', '3:C']);
    expect(route[1]).toMatchObject({ lat: 0.35, lng: 32.59 });
  });

  it('keeps equal times in report order and puts points without a readable time last', () => {
    const route = buildRoute([
      { id: 1, lat: 1, lng: 1, activity_name: 'no time', timestamp: 'soon' },
      { id: 2, lat: 1, lng: 2, activity_name: 'first of two', timestamp: t(9) },
      { id: 3, lat: 1, lng: 3, activity_name: 'second of two', timestamp: t(9) },
      { id: 4, lat: 1, lng: 4, activity_name: 'early', timestamp: t(6) },
    ]);
    expect(route.map((p) => p.activity_name)).toEqual(['early', 'first of two', 'second of two', 'no time']);
    expect(route[3].time).toBeNull();
  });

  it('reads the report as JSON text or a list', () => {
    const points = [{ id: 1, lat: 1, lng: 2, activity_name: 'x', timestamp: t(9) }];
    expect(parseReport(JSON.stringify(points))).toEqual(points);
    expect(parseReport(points)).toEqual(points);
    expect(parseReport('')).toEqual([]);
    expect(parseReport(null)).toEqual([]);
    expect(() => parseReport('{"a":1}')).toThrow();
    expect(() => parseReport('not json')).toThrow();
  });

  it('places one arrow at the middle of each segment, pointing along the route', () => {
    const route = buildRoute([
      { id: 1, lat: 0, lng: 0, timestamp: t(7) },
      { id: 2, lat: 1, lng: 0, timestamp: t(8) },
      { id: 3, lat: 1, lng: 0, timestamp: t(9) },
      { id: 4, lat: 1, lng: 1, timestamp: t(10) },
      { id: 5, lat: 0, lng: 1, timestamp: t(11) },
    ]);
    const arrows = routeArrows(route);
    // 4 segments, one of zero length (no arrow)
    expect(arrows).toHaveLength(3);
    expect(arrows[0]).toMatchObject({ lat: 0.5, lng: 0 });
    expect(arrows[0].bearing).toBeCloseTo(0, 5); // north
    expect(arrows[1]).toMatchObject({ lat: 1, lng: 0.5 });
    expect(arrows[1].bearing).toBeCloseTo(90, 0); // east
    expect(arrows[2].bearing).toBeCloseTo(180, 5); // south
    expect(bearing({ lat: 0, lng: 1 }, { lat: 0, lng: 0 })).toBeCloseTo(270, 5); // west
  });

  it('summarises count, first and last time', () => {
    const route = buildRoute([
      { id: 2, lat: 1, lng: 2, timestamp: t(15, 5) },
      { id: 1, lat: 1, lng: 2, timestamp: t(6, 45) },
      { id: 3, lat: 'x', lng: 2, timestamp: t(20) },
    ]);
    const summary = routeSummary(route);
    expect(summary.count).toBe(2);
    expect(formatTime(summary.first)).toBe('06:45:00');
    expect(formatTime(summary.last)).toBe('15:05:00');
    expect(routeSummary([])).toEqual({ count: 0, first: null, last: null });
  });
});
