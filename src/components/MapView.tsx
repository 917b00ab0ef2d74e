import { lazy, Suspense } from 'react';
import { Box, CircularProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { LeafletMapProps } from './LeafletMap';

const LeafletMap = lazy(() => import('./LeafletMap'));

/**
 * A Leaflet map of points (centre 0.3476, 32.5825; zoom 12, min 6, max 18; fits to the points at zoom 15 at most).
 * Leaflet is loaded only when a map is shown.
 */
export function MapView(props: LeafletMapProps) {
  const translate = useTranslate();
  return (
    <Suspense
      fallback={
        <Box
          sx={{
            height: props.height ?? 500,
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
      <LeafletMap {...props} />
    </Suspense>
  );
}
