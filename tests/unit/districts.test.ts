import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { FeatureCollection, Geometry } from 'geojson';
import { countriesInView, DISTRICT_BOXES, districtFileUrl } from '../../src/components/districtIndex';

/** The district outlines of the offline base layer, and which of them a map fetches. */

const dir = resolve(import.meta.dirname, '../../src/assets/districts');
function districts(cc: string) {
  const topology = JSON.parse(readFileSync(resolve(dir, `${cc}.json`), 'utf8')) as Topology<{
    districts: GeometryCollection<{ name: string }>;
  }>;
  return {
    topology,
    features: (feature(topology, topology.objects.districts) as FeatureCollection<Geometry, { name: string }>)
      .features,
  };
}

function coordinates(g: Geometry): number[][] {
  if (g.type === 'Polygon') return g.coordinates.flat();
  if (g.type === 'MultiPolygon') return g.coordinates.flat(2);
  throw new Error(`unexpected ${g.type}`);
}

describe('the countries whose districts a map fetches', () => {
  it('Kampala at city zoom: Uganda alone', () => {
    expect(countriesInView({ west: 32.5, south: 0.25, east: 32.7, north: 0.45 })).toEqual(['UG']);
  });

  it('across the Busia border: Kenya and Uganda', () => {
    expect(countriesInView({ west: 33.9, south: 0.3, east: 34.3, north: 0.6 })).toEqual(['KE', 'UG']);
  });

  it('the open Atlantic: none', () => {
    expect(countriesInView({ west: -30, south: -20, east: -25, north: -15 })).toEqual([]);
  });

  it('every country of the index has its file', () => {
    const countries = Object.keys(DISTRICT_BOXES);
    expect(countries.length).toBeGreaterThanOrEqual(50);
    for (const cc of countries) expect(districtFileUrl(cc), cc).toMatch(new RegExp(`${cc}\\.json`));
    expect(districtFileUrl('XX')).toBeUndefined();
  });
});

describe("Uganda's district file", () => {
  const { topology, features } = districts('UG');

  it('holds the districts by name', () => {
    expect(features.length).toBeGreaterThanOrEqual(100);
    const names = features.map((f) => f.properties.name);
    for (const name of ['Kampala', 'Gulu', 'Mbarara', 'Arua', 'Mbale']) expect(names).toContain(name);
  });

  it('lies within its box, which lies around Uganda', () => {
    const [w, s, e, n] = DISTRICT_BOXES.UG;
    expect([w, s, e, n].map(Math.round)).toEqual([30, -1, 35, 4]);
    for (const f of features)
      for (const [x, y] of coordinates(f.geometry)) {
        expect(x).toBeGreaterThanOrEqual(w - 1e-3);
        expect(x).toBeLessThanOrEqual(e + 1e-3);
        expect(y).toBeGreaterThanOrEqual(s - 1e-3);
        expect(y).toBeLessThanOrEqual(n + 1e-3);
      }
  });

  it('gives the inner borders as lines to draw', () => {
    const inner = mesh(topology, topology.objects.districts, (a, b) => a !== b);
    expect(inner.type).toBe('MultiLineString');
    expect(inner.coordinates.length).toBeGreaterThan(100);
  });
});
