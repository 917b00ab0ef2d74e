/** /hub_dashboard_old/ (stub: being built). */
import { Box, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';

export default function HubDashboardOld() {
  const translate = useTranslate();
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={translate('pages.hubDashboard.oldTitle')} />
      <Typography variant="h5" component="h1">
        {translate('pages.hubDashboard.oldTitle')}
      </Typography>
    </Box>
  );
}
