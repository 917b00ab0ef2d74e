/**
 * The offline base layer of every map: country borders and a light land tint from Natural
 * Earth (public domain, the world-atlas package, 1:50m), and the district outlines of the countries in view
 * (Natural Earth 1:10m first-level divisions, built into src/assets/districts by
 * scripts/build-district-outlines.ts), drawn under the markers when the tiles are switched off or fail, so a
 * map without the internet still shows where things are. The country file (about 240 kB gzipped) is fetched
 * only when a map first needs it; a country's districts (Uganda: 39 kB, 13 kB gzipped) only when a map shows
 * that country. Both are shared by every map after that.
 */
import { useEffect, useMemo, useState } from 'react';
import L from 'leaflet';
import { GeoJSON, Pane, useMap, useMapEvents } from 'react-leaflet';
import { useTranslate } from 'react-admin';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import countriesUrl from 'world-atlas/countries-50m.json?url';
import { countriesInView, districtFileUrl } from './districtIndex';

/** The pane of the layer: above the tiles (200), below every overlay and marker (400 and up). */
export const OFFLINE_PANE = 'offline-base';
const OFFLINE_PANE_STYLE = { zIndex: 250 };
/** Every path of the layer carries this class (browser tests count them). */
export const OFFLINE_CLASS = 'offline-outline';
/** The district outlines carry this class too, one path per country in view. */
export const DISTRICT_CLASS = 'offline-district';
/** Below this zoom (a continent in view) districts would be clutter: only countries are drawn. */
export const DISTRICT_MIN_ZOOM = 5;

const LAND_STYLE: L.PathOptions = {
  stroke: false,
  fill: true,
  fillColor: '#efe9d8',
  fillOpacity: 0.6,
};
const BORDER_STYLE: L.PathOptions = {
  color: '#7a7a7a',
  weight: 1.2,
  opacity: 0.9,
  fill: false,
};

const DISTRICT_STYLE: L.PathOptions = {
  color: '#9a9a9a',
  weight: 0.8,
  opacity: 0.9,
  dashArray: '4 3',
  fill: false,
};

export interface Outlines {
  land: GeoJSON.GeoJsonObject;
  borders: GeoJSON.GeoJsonObject;
}

let loading: Promise<Outlines> | null = null;

/** Fetches and converts the outlines once per page; a failed fetch is tried again by the next map. */
export function loadOutlines(): Promise<Outlines> {
  if (!loading) {
    loading = fetch(countriesUrl)
      .then((res) => {
        if (!res.ok) throw new Error(`outlines: HTTP ${res.status}`);
        return res.json() as Promise<Topology<{ countries: GeometryCollection; land: GeometryCollection }>>;
      })
      .then((topology) => ({
        land: feature(topology, topology.objects.land),
        // each border once, coastlines included
        borders: mesh(topology, topology.objects.countries),
      }));
    loading.catch(() => {
      loading = null;
    });
  }
  return loading;
}

function useOutlines(): Outlines | null {
  const [outlines, setOutlines] = useState<Outlines | null>(null);
  useEffect(() => {
    let live = true;
    loadOutlines().then(
      (loaded) => {
        if (live) setOutlines(loaded);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return outlines;
}

const districtLoads = new Map<string, Promise<GeoJSON.GeoJsonObject>>();

/** A country's district borders (each inner border once; the country's own border is the countries' layer's). */
export function loadDistricts(cc: string): Promise<GeoJSON.GeoJsonObject> {
  let load = districtLoads.get(cc);
  const url = districtFileUrl(cc);
  if (!url) return Promise.reject(new Error(`districts ${cc}: no file`));
  if (!load) {
    load = fetch(url)
      .then((res) => {
        if (!res.ok) throw new Error(`districts ${cc}: HTTP ${res.status}`);
        return res.json() as Promise<Topology<{ districts: GeometryCollection }>>;
      })
      .then((topology) => mesh(topology, topology.objects.districts, (a, b) => a !== b));
    load.catch(() => districtLoads.delete(cc));
    districtLoads.set(cc, load);
  }
  return load;
}

/** The countries in view, again after every move; none while zoomed out below DISTRICT_MIN_ZOOM. */
function useCountriesInView(): string[] {
  const map = useMap();
  const read = () => {
    if (map.getZoom() < DISTRICT_MIN_ZOOM) return '';
    const b = map.getBounds();
    return countriesInView({
      west: b.getWest(),
      south: b.getSouth(),
      east: b.getEast(),
      north: b.getNorth(),
    }).join(',');
  };
  const [key, setKey] = useState(read);
  useMapEvents({ moveend: () => setKey(read()) });
  return useMemo(() => (key ? key.split(',') : []), [key]);
}

function DistrictPaths({ common }: { common: L.GeoJSONOptions & { className: string } }) {
  const countries = useCountriesInView();
  const [loaded, setLoaded] = useState<Record<string, GeoJSON.GeoJsonObject>>({});
  useEffect(() => {
    let live = true;
    for (const cc of countries)
      loadDistricts(cc).then(
        (borders) => {
          if (live) setLoaded((done) => (done[cc] ? done : { ...done, [cc]: borders }));
        },
        () => undefined,
      );
    return () => {
      live = false;
    };
  }, [countries]);
  return (
    <>
      {countries
        .filter((cc) => loaded[cc])
        .map((cc) => {
          const options = {
            ...common,
            style: DISTRICT_STYLE,
            className: `${common.className} ${DISTRICT_CLASS} ${DISTRICT_CLASS}-${cc}`,
          };
          return <GeoJSON key={cc} data={loaded[cc]} {...options} />;
        })}
    </>
  );
}

function OutlinePaths({ outlines }: { outlines: Outlines }) {
  const translate = useTranslate();
  // SVG in this pane even on maps that draw their markers on a canvas (preferCanvas)
  const renderer = useMemo(() => L.svg({ pane: OFFLINE_PANE }), []);
  const common = {
    renderer,
    interactive: false,
    bubblingMouseEvents: false,
    className: OFFLINE_CLASS,
  };
  return (
    <>
      <GeoJSON data={outlines.land} style={LAND_STYLE} {...common} />
      <DistrictPaths common={common} />
      <GeoJSON
        data={outlines.borders}
        style={BORDER_STYLE}
        attribution={translate('maps.offline.attribution')}
        {...common}
      />
    </>
  );
}

/** Place inside a MapContainer; draws nothing until the outlines have arrived. Loaded lazily (MapTiles). */
export default function OfflineBaseLayer() {
  const outlines = useOutlines();
  return (
    <Pane name={OFFLINE_PANE} style={OFFLINE_PANE_STYLE} className="offline-base-pane">
      {outlines ? <OutlinePaths outlines={outlines} /> : null}
    </Pane>
  );
}
