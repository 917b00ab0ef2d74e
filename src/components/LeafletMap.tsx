import L from 'leaflet';
import { Marker, Popup } from 'react-leaflet';
import 'leaflet/dist/leaflet.css';
import markerIcon from 'leaflet/dist/images/marker-icon.png';
import markerIcon2x from 'leaflet/dist/images/marker-icon-2x.png';
import markerShadow from 'leaflet/dist/images/marker-shadow.png';
import { BaseMap, FitToPoints } from './MapTiles';
import { validPoints, type MapPoint } from './mapPoints';

const defaultIcon = L.icon({
  iconUrl: markerIcon,
  iconRetinaUrl: markerIcon2x,
  shadowUrl: markerShadow,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  popupAnchor: [1, -34],
  shadowSize: [41, 41],
});

export interface LeafletMapProps {
  points: readonly MapPoint[];
  height?: number | string;
}

export default function LeafletMap({ points, height = 500 }: LeafletMapProps) {
  const valid = validPoints(points);
  return (
    <BaseMap height={height}>
      {valid.map((p) => (
        <Marker key={p.id} position={[p.lat, p.lng]} icon={defaultIcon} title={p.label}>
          {p.popup && p.popup.length > 0 ? (
            <Popup>
              {p.popup.map((line, i) => (
                <div key={i}>{line}</div>
              ))}
            </Popup>
          ) : null}
        </Marker>
      ))}
      <FitToPoints points={valid} />
    </BaseMap>
  );
}
