/**
 * The offline base layer of every map (issue 20 point 5): country borders and a light land tint from Natural
 * Earth (public domain, the world-atlas package, 1:50m), drawn under the markers when the tiles are switched
 * off or fail, so a map without the internet still shows where things are. The data (about 240 kB gzipped)
 * is a file of its own, fetched only when a map first needs it and shared by every map after that.
 * Natural Earth has no district outlines, and no well-kept npm package of public-domain Uganda district
 * boundaries exists, so only countries are drawn.
 */
import { useEffect, useMemo, useState } from 'react';
import L from 'leaflet';
import { GeoJSON, Pane } from 'react-leaflet';
import { useTranslate } from 'react-admin';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import countriesUrl from 'world-atlas/countries-50m.json?url';

/** The pane of the layer: above the tiles (200), below every overlay and marker (400 and up). */
export const OFFLINE_PANE = 'offline-base';
const OFFLINE_PANE_STYLE = { zIndex: 250 };
/** Every path of the layer carries this class (browser tests count them). */
export const OFFLINE_CLASS = 'offline-outline';

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
