import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { getConfig } from '../config';

export function Footer() {
  const translate = useTranslate();
  return (
    <Box component="footer" sx={{ mt: 'auto', py: 2, textAlign: 'center' }}>
      <Typography variant="caption" color="text.secondary">
        {translate('layout.footer', { year: new Date().getFullYear(), holder: getConfig().copyrightHolder })}
      </Typography>
    </Box>
  );
}
