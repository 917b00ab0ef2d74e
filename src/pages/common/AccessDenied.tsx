import { Alert, AlertTitle, Box } from '@mui/material';
import { Title, useTranslate } from 'react-admin';

export function AccessDenied() {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 2 }}>
      <Title title={translate('layout.accessDenied.title')} />
      <Alert severity="warning">
        <AlertTitle>{translate('layout.accessDenied.title')}</AlertTitle>
        {translate('layout.accessDenied.message')}
      </Alert>
    </Box>
  );
}

export default AccessDenied;
