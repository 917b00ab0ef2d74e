/** /data_import_export/ (stub: being built). */
import { Box, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';

export default function DataImportPage() {
  const translate = useTranslate();
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={translate('pages.data_import.title')} />
      <Typography variant="h5" component="h1">
        {translate('pages.data_import.title')}
      </Typography>
    </Box>
  );
}
