/** /hub_agent_details/:id (stub: being built). */
import { Box, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';

export default function HubAgentDetails() {
  const translate = useTranslate();
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={translate('pages.hubFacilities.agentDetails.title')} />
      <Typography variant="h5" component="h1">
        {translate('pages.hubFacilities.agentDetails.title')}
      </Typography>
    </Box>
  );
}
