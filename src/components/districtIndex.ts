/**
 * Which countries' district outlines a map needs (the offline base layer): each country of
 * src/assets/districts (built by scripts/build-district-outlines.ts) with its bounding box, and the address
 * of its file. Pure: no Leaflet here, so it is unit-tested in node.
 */
import districtIndex from '../assets/districts/index.json';

/** [west, south, east, north] in degrees */
export type Box = [number, number, number, number];

export const DISTRICT_BOXES = districtIndex as Record<string, number[]> as Record<string, Box>;

// the address of each country's file (never inlined: the CSP allows fetches from the server only)
const files = import.meta.glob<string>('../assets/districts/[A-Z][A-Z].json', {
  query: '?url&no-inline',
  import: 'default',
  eager: true,
});

/** The address of a country's district file, or undefined when there is none. */
export function districtFileUrl(cc: string): string | undefined {
  return files[`../assets/districts/${cc}.json`];
}

/** The countries (ISO 3166 alpha-2, sorted) that have a district file and whose box meets the view. */
export function countriesInView(view: {
  west: number;
  south: number;
  east: number;
  north: number;
}): string[] {
  return Object.entries(DISTRICT_BOXES)
    .filter(([, [w, s, e, n]]) => w <= view.east && e >= view.west && s <= view.north && n >= view.south)
    .map(([cc]) => cc)
    .filter((cc) => districtFileUrl(cc) !== undefined)
    .sort();
}
