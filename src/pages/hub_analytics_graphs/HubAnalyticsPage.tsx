/**
 * /hub_analytics_graphs/ : the hub tracking report limited to the hub (administration.md 2.2, 2.15). The
 * server scopes get_hubs_visited_statistics and the region / district / hub lists to a coordinator's hub;
 * in the admin shell the same page shows the full report.
 */
import { Box, Typography } from '@mui/material';
import { Title, useGetIdentity, usePermissions, useTranslate } from 'react-admin';
import type { Permissions } from '../../access';
import { AnalyticsTabs } from '../analytics_graphs/AnalyticsTabs';

export default function HubAnalyticsPage() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const { permissions } = usePermissions<Permissions>();
  const hubName = (identity as { hubName?: string | null } | undefined)?.hubName;
  const title = translate('pages.hub.analytics.title');
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={title} />
      <Typography variant="h5" component="h1" gutterBottom>
        {permissions?.coordinatedHub != null && hubName ? `${title}: ${hubName}` : title}
      </Typography>
      <AnalyticsTabs />
    </Box>
  );
}
