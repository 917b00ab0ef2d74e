/** /audit_logs/ (stub: being built). */
import { Box, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';

export default function AuditLogsPage() {
  const translate = useTranslate();
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={translate('pages.audit_logs.title')} />
      <Typography variant="h5" component="h1">
        {translate('pages.audit_logs.title')}
      </Typography>
    </Box>
  );
}
