/**
 * The activity route on a Leaflet map: numbered points, a dashed line between them in time order and an
 * arrow at the middle of each segment showing the direction. Loaded lazily (it imports leaflet).
 */
import { useMemo } from 'react';
import L from 'leaflet';
import { Marker, Polyline, Popup } from 'react-leaflet';
import 'leaflet/dist/leaflet.css';
import { useTranslate } from 'react-admin';
import { BaseMap, FitToPoints } from '../../components/MapTiles';
import { ACTIVITY_FIT_PADDING, ACTIVITY_MAP_HEIGHT, ACTIVITY_MAX_ZOOM } from './constants';
import { formatTime, routeArrows, type RoutePoint } from './route';

const ROUTE_COLOR = '#1976d2';

function pointIcon(number: number, kind: 'first' | 'last' | 'middle'): L.DivIcon {
  const color = kind === 'first' ? '#2e7d32' : kind === 'last' ? '#c62828' : ROUTE_COLOR;
  return L.divIcon({
    className: 'activity-point-icon',
    html:
      `<div style="width:26px;height:26px;border-radius:50%;background:${color};color:#fff;` +
      `border:2px solid #fff;box-shadow:0 1px 4px rgba(0,0,0,.5);display:flex;align-items:center;` +
      `justify-content:center;font:bold 12px/1 sans-serif;box-sizing:border-box">${number}</div>`,
    iconSize: [26, 26],
    iconAnchor: [13, 13],
    popupAnchor: [0, -13],
  });
}

function arrowIcon(bearing: number): L.DivIcon {
  return L.divIcon({
    className: 'activity-arrow-icon',
    html:
      `<div style="width:16px;height:16px;display:flex;align-items:center;justify-content:center;` +
      `transform:rotate(${bearing.toFixed(1)}deg);color:${ROUTE_COLOR};font:bold 14px/1 sans-serif">&#9650;</div>`,
    iconSize: [16, 16],
    iconAnchor: [8, 8],
  });
}

export interface ActivityMapProps {
  points: readonly RoutePoint[];
}

export default function ActivityMap({ points }: ActivityMapProps) {
  const translate = useTranslate();
  const arrows = useMemo(() => routeArrows(points), [points]);
  const line = useMemo(() => points.map((p) => [p.lat, p.lng] as [number, number]), [points]);
  return (
    <BaseMap height={ACTIVITY_MAP_HEIGHT} maxZoom={ACTIVITY_MAX_ZOOM}>
      {line.length > 1 ? (
        <Polyline
          positions={line}
          pathOptions={{ color: ROUTE_COLOR, weight: 3, opacity: 0.8, dashArray: '8 8' }}
        />
      ) : null}
      {arrows.map((a) => (
        <Marker
          key={a.key}
          position={[a.lat, a.lng]}
          icon={arrowIcon(a.bearing)}
          interactive={false}
          keyboard={false}
        />
      ))}
      {points.map((p, i) => (
        <Marker
          key={p.key}
          position={[p.lat, p.lng]}
          icon={pointIcon(p.number, i === 0 ? 'first' : i === points.length - 1 ? 'last' : 'middle')}
          title={translate('pages.agent_activity_map.pointLabel', {
            number: p.number,
            activity: p.activity_name,
          })}
          zIndexOffset={1000}
        >
          <Popup>
            <strong>
              {p.number}. {p.activity_name}
            </strong>
            <div>{translate('pages.agent_activity_map.popupTime', { time: formatTime(p.time) })}</div>
          </Popup>
        </Marker>
      ))}
      <FitToPoints points={points} maxZoom={ACTIVITY_MAX_ZOOM} padding={ACTIVITY_FIT_PADDING} />
    </BaseMap>
  );
}
