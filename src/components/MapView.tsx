import { lazy, Suspense, type ReactNode } from 'react';
import { Box, CircularProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { LeafletMapProps } from './LeafletMap';

const LeafletMap = lazy(() => import('./LeafletMap'));

/** Shows `children` (a lazily loaded map) with a centred loading line of the map's height meanwhile. */
export function MapSuspense({ height, children }: { height: number | string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Suspense
      fallback={
        <Box
          sx={{
            height,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            gap: 1,
          }}
        >
          <CircularProgress size={20} />
          <Typography variant="body2">{translate('components.map.loading')}</Typography>
        </Box>
      }
    >
      {children}
    </Suspense>
  );
}

/**
 * A Leaflet map of points (centre 0.3476, 32.5825; zoom 12, min 6, max 18; fits to the points at zoom 15 at most).
 * Leaflet is loaded only when a map is shown.
 */
export function MapView(props: LeafletMapProps) {
  return (
    <MapSuspense height={props.height ?? 500}>
      <LeafletMap {...props} />
    </MapSuspense>
  );
}
