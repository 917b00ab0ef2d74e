/**
 * The live map of online agents (loaded lazily with Leaflet). Built for national scale: every agent is a
 * circle marker drawn on one shared canvas (preferCanvas), not a DOM marker, and a marker keeps its Leaflet
 * layer across updates (keyed by agent id; a move calls setLatLng on that layer only). The map fits the
 * markers once, when they first arrive, so live moves never pull the view away from where the user looks.
 */
import { memo, useMemo } from 'react';
import L from 'leaflet';
import { CircleMarker, Popup } from 'react-leaflet';
import 'leaflet/dist/leaflet.css';
import { BaseMap, FitToPoints } from '../../components/MapTiles';
import type { AgentMarker } from './agentMarkers';

/** One style object for every marker: react-leaflet restyles a layer only when this reference changes. */
const MARKER_STYLE: L.PathOptions = {
  color: '#ffffff',
  weight: 2,
  fillColor: '#2e7d32',
  fillOpacity: 0.9,
};
/** A stale agent: grey. */
const STALE_STYLE: L.PathOptions = { ...MARKER_STYLE, fillColor: '#9e9e9e', fillOpacity: 0.8 };
const MARKER_RADIUS = 8;

const AgentCircle = memo(
  function AgentCircle({ marker }: { marker: AgentMarker }) {
    const { lat, lng } = marker;
    const center = useMemo<[number, number]>(() => [lat, lng], [lat, lng]);
    return (
      <CircleMarker
        center={center}
        radius={MARKER_RADIUS}
        pathOptions={marker.stale ? STALE_STYLE : MARKER_STYLE}
      >
        <Popup>
          {marker.popup.map((line, i) => (
            <div key={i}>{line}</div>
          ))}
        </Popup>
      </CircleMarker>
    );
  },
  (a, b) =>
    a.marker.lat === b.marker.lat &&
    a.marker.lng === b.marker.lng &&
    !!a.marker.stale === !!b.marker.stale &&
    a.marker.popup.length === b.marker.popup.length &&
    a.marker.popup.every((line, i) => line === b.marker.popup[i]),
);

export interface LiveAgentsMapProps {
  markers: readonly AgentMarker[];
  height?: number | string;
}

export default function LiveAgentsMap({ markers, height = 500 }: LiveAgentsMapProps) {
  return (
    <BaseMap height={height} preferCanvas>
      {markers.map((m) => (
        <AgentCircle key={m.id} marker={m} />
      ))}
      <FitToPoints points={markers} once />
    </BaseMap>
  );
}
