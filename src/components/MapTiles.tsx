import { TileLayer } from 'react-leaflet';
import { getConfig, tilesEnabled } from '../config';

/**
 * The tile layer of every map, from the runtime configuration; none when tiles are switched off
 * (`"tileUrl": "none"` in config.json, for machines without internet). Only lazily loaded maps import it.
 */
export function MapTiles({ maxZoom }: { maxZoom: number }) {
  const { tileUrl, tileAttribution } = getConfig();
  if (!tilesEnabled(tileUrl)) return null;
  return <TileLayer url={tileUrl} attribution={tileAttribution} maxZoom={maxZoom} />;
}
