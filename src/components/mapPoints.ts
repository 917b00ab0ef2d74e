/** Map defaults (operations spec section 9). */
export const MAP_CENTER: [number, number] = [0.3476, 32.5825];
export const MAP_ZOOM = 12;
export const MAP_MIN_ZOOM = 6;
export const MAP_MAX_ZOOM = 18;
export const FIT_MAX_ZOOM = 15;

export interface MapPoint {
  id: string | number;
  latitude: unknown;
  longitude: unknown;
  /** Popup content (plain text lines). */
  popup?: string[];
  label?: string;
}

export interface ValidMapPoint extends MapPoint {
  lat: number;
  lng: number;
}

function toCoordinate(v: unknown): number | null {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v === 'string' && v.trim() !== '') {
    const n = Number(v);
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

/** Points whose coordinates are not numeric (or out of range) are skipped. */
export function validPoints(points: readonly MapPoint[]): ValidMapPoint[] {
  const out: ValidMapPoint[] = [];
  for (const p of points) {
    const lat = toCoordinate(p.latitude);
    const lng = toCoordinate(p.longitude);
    if (lat == null || lng == null || Math.abs(lat) > 90 || Math.abs(lng) > 180) continue;
    out.push({ ...p, lat, lng });
  }
  return out;
}
