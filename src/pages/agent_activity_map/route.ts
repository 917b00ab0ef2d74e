/**
 * Pure helpers of the Agent Activity Tracker: read the report, skip points whose coordinates are not
 * numeric, order the rest by time, number them 1..n, and place direction arrows on the route.
 */
import { validPoints } from '../../components/mapPoints';

/** One activity point as the server sends it (operations.md 3: lat, lng, activity_name, timestamp). */
export interface RawActivityPoint {
  id?: unknown;
  lat?: unknown;
  lng?: unknown;
  activity_name?: unknown;
  timestamp?: unknown;
}

/** A point on the drawn route. */
export interface RoutePoint {
  key: string;
  /** 1..n in time order. */
  number: number;
  lat: number;
  lng: number;
  activity_name: string;
  timestamp: string;
  /** The timestamp as a date (null when it cannot be read). */
  time: Date | null;
}

export interface RouteArrow {
  key: string;
  lat: number;
  lng: number;
  /** Direction of travel, degrees clockwise from north. */
  bearing: number;
}

export interface RouteSummary {
  count: number;
  first: Date | null;
  last: Date | null;
}

/** The `report` of getagent_dayactivities (JSON text, or already a list) → its points. Throws on bad JSON. */
export function parseReport(report: unknown): RawActivityPoint[] {
  const value: unknown =
    typeof report === 'string' ? (report.trim() === '' ? [] : JSON.parse(report)) : report;
  if (value == null) return [];
  if (!Array.isArray(value)) throw new Error('The activity report is not a list');
  return value.filter((p): p is RawActivityPoint => p !== null && typeof p === 'object');
}

function readTime(value: unknown): Date | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  if (typeof value === 'string' && value.trim() === '') return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/**
 * Points whose coordinates are not numeric are skipped; the others are ordered by timestamp (points
 * without a readable time keep their place after the timed ones) and numbered 1..n.
 */
export function buildRoute(points: readonly RawActivityPoint[]): RoutePoint[] {
  const valid = validPoints(points.map((p, index) => ({ id: index, latitude: p.lat, longitude: p.lng }))).map(
    (v) => {
      const index = v.id as number;
      const raw = points[index];
      return { index, raw, lat: v.lat, lng: v.lng, id: raw.id == null ? `#${index}` : String(raw.id) };
    },
  );
  const timed = valid.map((p) => ({ p, time: readTime(p.raw.timestamp) }));
  timed.sort((a, b) => {
    if (a.time && b.time) return a.time.getTime() - b.time.getTime() || a.p.index - b.p.index;
    if (a.time) return -1;
    if (b.time) return 1;
    return a.p.index - b.p.index;
  });
  return timed.map(({ p, time }, i) => ({
    key: `${p.id}-${p.index}`,
    number: i + 1,
    lat: p.lat,
    lng: p.lng,
    activity_name: p.raw.activity_name == null ? '' : String(p.raw.activity_name),
    timestamp: p.raw.timestamp == null ? '' : String(p.raw.timestamp),
    time,
  }));
}

/** Initial bearing from a to b, degrees clockwise from north in [0, 360). */
export function bearing(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const φ1 = a.lat * rad;
  const φ2 = b.lat * rad;
  const Δλ = (b.lng - a.lng) * rad;
  const y = Math.sin(Δλ) * Math.cos(φ2);
  const x = Math.cos(φ1) * Math.sin(φ2) - Math.sin(φ1) * Math.cos(φ2) * Math.cos(Δλ);
  const deg = Math.atan2(y, x) / rad;
  return (deg + 360) % 360;
}

/** One arrow at the middle of each segment between consecutive points (none where two points coincide). */
export function routeArrows(route: readonly RoutePoint[]): RouteArrow[] {
  const arrows: RouteArrow[] = [];
  for (let i = 1; i < route.length; i++) {
    const a = route[i - 1];
    const b = route[i];
    if (a.lat === b.lat && a.lng === b.lng) continue;
    arrows.push({
      key: `${a.key}>${b.key}`,
      lat: (a.lat + b.lat) / 2,
      lng: (a.lng + b.lng) / 2,
      bearing: bearing(a, b),
    });
  }
  return arrows;
}

/** Count, first and last time of the points recorded for the date. */
export function routeSummary(route: readonly RoutePoint[]): RouteSummary {
  const times = route.map((p) => p.time).filter((t): t is Date => t !== null);
  return {
    count: route.length,
    first: times.length ? times[0] : null,
    last: times.length ? times[times.length - 1] : null,
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** HH:mm:ss local time ('' when unknown). */
export function formatTime(time: Date | null): string {
  if (!time) return '';
  return `${pad(time.getHours())}:${pad(time.getMinutes())}:${pad(time.getSeconds())}`;
}
