/** The live agents map, loaded with its screen's first use (Leaflet is heavy), with a loading line meanwhile. */
import { lazy, Suspense } from 'react';
import { Box, CircularProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { LiveAgentsMapProps } from './LiveAgentsMap';

const LiveAgentsMap = lazy(() => import('./LiveAgentsMap'));
export const MAP_HEIGHT = 500;

export function LazyAgentsMap({ markers }: Pick<LiveAgentsMapProps, 'markers'>) {
  const translate = useTranslate();
  return (
    <Suspense
      fallback={
        <Box sx={{ height: MAP_HEIGHT, display: 'flex', alignItems: 'center', gap: 1 }}>
          <CircularProgress size={20} />
          <Typography variant="body2">{translate('components.map.loading')}</Typography>
        </Box>
      }
    >
      <LiveAgentsMap markers={markers} height={MAP_HEIGHT} />
    </Suspense>
  );
}
