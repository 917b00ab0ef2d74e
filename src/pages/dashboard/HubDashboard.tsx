import { Alert, Box, Typography } from '@mui/material';
import { Title, useGetIdentity, useTranslate } from 'react-admin';

/** Placeholder of the hub dashboard ('/' and '/hub_dashboard/' in the hub shell); the hub issue fills it. */
export function HubDashboard() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const hubName = (identity as { hubName?: string | null } | undefined)?.hubName;
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={translate('pages.hubDashboard.title')} />
      <Typography variant="h5" component="h1" gutterBottom>
        {hubName ? `${hubName} · ` : ''}
        {translate('pages.hubDashboard.title')}
      </Typography>
      <Typography gutterBottom>
        {translate('pages.hubDashboard.welcome', { name: identity?.fullName ?? '' })}
      </Typography>
      <Alert severity="info">{translate('pages.hubDashboard.placeholder')}</Alert>
    </Box>
  );
}

export default HubDashboard;
