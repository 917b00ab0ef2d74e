import { lazy, Suspense, useEffect, useMemo, useReducer, useRef, type ReactNode } from 'react';
import L from 'leaflet';
import { GlobalStyles } from '@mui/material';
import { MapContainer, TileLayer, useMap } from 'react-leaflet';
import { getConfig, tilesEnabled } from '../config';
import { FIT_MAX_ZOOM, MAP_CENTER, MAP_MAX_ZOOM, MAP_MIN_ZOOM, MAP_ZOOM } from './mapPoints';
import { initialTileHealth, nextTileHealth, TILE_SILENCE_BEFORE_OFFLINE_MS } from './tileHealth';

// loaded only by a map whose tiles are off or failed (it brings topojson-client and the outline file's address)
const LazyOfflineBaseLayer = lazy(() => import('./OfflineBaseLayer'));

function OfflineBaseLayer() {
  return (
    <Suspense fallback={null}>
      <LazyOfflineBaseLayer />
    </Suspense>
  );
}

/** The tile layer from the configuration, watched: when its tiles fail, the offline outlines come instead. */
function WatchedTiles({ url, attribution, maxZoom }: { url: string; attribution: string; maxZoom: number }) {
  const [health, dispatch] = useReducer(nextTileHealth, initialTileHealth);
  const eventHandlers = useMemo(
    () => ({
      tileload: () => dispatch('load'),
      tileerror: () => dispatch('error'),
    }),
    [],
  );
  useEffect(() => {
    const timer = window.setTimeout(() => dispatch('silence'), TILE_SILENCE_BEFORE_OFFLINE_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return (
    <>
      <TileLayer url={url} attribution={attribution} maxZoom={maxZoom} eventHandlers={eventHandlers} />
      {health.failed ? <OfflineBaseLayer /> : null}
    </>
  );
}

/**
 * The base of every map, from the runtime configuration: the tile layer, and the offline base layer
 * (country outlines) when tiles are switched off (`"tileUrl": "none"` in config.json,
 * for machines without internet) or fail to load. Only lazily loaded maps import it.
 */
export function MapTiles({ maxZoom }: { maxZoom: number }) {
  const { tileUrl, tileAttribution } = getConfig();
  return (
    <>
      {ATTRIBUTION_LINKS}
      {tilesEnabled(tileUrl) ? (
        <WatchedTiles url={tileUrl} attribution={tileAttribution} maxZoom={maxZoom} />
      ) : (
        <OfflineBaseLayer />
      )}
    </>
  );
}

/**
 * A map of the house's view (centred on MAP_CENTER at MAP_ZOOM, from MAP_MIN_ZOOM to `maxZoom`, full width, the
 * wheel zooms) on its base tiles, with `children` (markers, lines, fitting) over them.
 */
export function BaseMap({
  height,
  maxZoom = MAP_MAX_ZOOM,
  preferCanvas = false,
  children,
}: {
  height: number | string;
  maxZoom?: number;
  /** Draws the vector layers on one canvas (many markers). */
  preferCanvas?: boolean;
  children: ReactNode;
}) {
  return (
    <MapContainer
      center={MAP_CENTER}
      zoom={MAP_ZOOM}
      minZoom={MAP_MIN_ZOOM}
      maxZoom={maxZoom}
      preferCanvas={preferCanvas}
      style={{ height, width: '100%' }}
      scrollWheelZoom
    >
      <MapTiles maxZoom={maxZoom} />
      {children}
    </MapContainer>
  );
}

/**
 * The attribution's links (Leaflet, the tiles' and the outlines' sources) underlined: Leaflet's blue on the
 * attribution's grey text is only 2.6:1, so colour alone does not tell a link from the text around it (WCAG 1.4.1,
 * axe's link-in-text-block).
 */
const ATTRIBUTION_LINKS = (
  <GlobalStyles
    styles={{ '.leaflet-container .leaflet-control-attribution a': { textDecoration: 'underline' } }}
  />
);

/** Fits the map's view to the points (with `once`, only the first time there are any). */
export function FitToPoints({
  points,
  maxZoom = FIT_MAX_ZOOM,
  padding = 30,
  once = false,
}: {
  points: readonly { lat: number; lng: number }[];
  maxZoom?: number;
  padding?: number;
  once?: boolean;
}) {
  const map = useMap();
  const done = useRef(false);
  useEffect(() => {
    if ((once && done.current) || points.length === 0) return;
    done.current = true;
    const bounds = L.latLngBounds(points.map((p) => [p.lat, p.lng] as [number, number]));
    map.fitBounds(bounds, { maxZoom, padding: [padding, padding] });
  }, [map, points, maxZoom, padding, once]);
  return null;
}
