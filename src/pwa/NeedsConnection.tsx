/**
 * A screen that needs a connection, while the browser is offline: a plain message in place of its view (which would
 * only spin or fail), and the view again as soon as the connection returns. Every registry screen without
 * `offline: true` is wrapped in it by src/screenViews.tsx, so a new screen cannot skip it.
 */
import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import { useTranslate } from 'react-admin';
import { useOnline } from '../components/useOnline';

export function NeedsConnection({ children }: { children: ReactNode }) {
  const online = useOnline();
  const translate = useTranslate();
  if (online) return <>{children}</>;
  return (
    <Box
      role="status"
      data-testid="needs-connection"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        textAlign: 'center',
        py: 8,
        px: 2,
      }}
    >
      <CloudOffIcon color="action" sx={{ fontSize: 48, mb: 2 }} aria-hidden />
      <Typography variant="h5" component="h1" gutterBottom>
        {translate('pwa.offline.title')}
      </Typography>
      <Typography color="text.secondary">{translate('pwa.offline.body')}</Typography>
    </Box>
  );
}

export default NeedsConnection;
