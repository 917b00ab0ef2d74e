import { Alert, AlertTitle, Box } from '@mui/material';
import { Title, useTranslate } from 'react-admin';

export function NotFound() {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 2 }}>
      <Title title={translate('layout.notFound.title')} />
      <Alert severity="info">
        <AlertTitle>{translate('layout.notFound.title')}</AlertTitle>
        {translate('layout.notFound.message')}
      </Alert>
    </Box>
  );
}

export default NotFound;
