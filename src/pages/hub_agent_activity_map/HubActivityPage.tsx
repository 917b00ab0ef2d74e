/** /hub_agent_activity_map/ (stub: being built). */
import { Box, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';

export default function HubActivityPage() {
  const translate = useTranslate();
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={translate('pages.hub.activity.title')} />
      <Typography variant="h5" component="h1">
        {translate('pages.hub.activity.title')}
      </Typography>
    </Box>
  );
}
