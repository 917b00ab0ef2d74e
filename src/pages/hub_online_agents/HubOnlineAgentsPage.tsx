/** /hub_online_agents/ (stub: being built). */
import { Box, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';

export default function HubOnlineAgentsPage() {
  const translate = useTranslate();
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={translate('pages.hub.online_agents.title')} />
      <Typography variant="h5" component="h1">
        {translate('pages.hub.online_agents.title')}
      </Typography>
    </Box>
  );
}
