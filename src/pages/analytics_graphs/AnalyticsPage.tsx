/** /analytics_graphs/ (needs view_statistics; the route guard checks it): the hub tracking report. */
import { Box, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { AnalyticsTabs } from './AnalyticsTabs';

export default function AnalyticsPage() {
  const translate = useTranslate();
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={translate('pages.analytics.title')} />
      <Typography variant="h5" component="h1" gutterBottom>
        {translate('pages.analytics.heading')}
      </Typography>
      <AnalyticsTabs />
    </Box>
  );
}
