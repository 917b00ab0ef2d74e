import { Alert, AlertTitle, Box, Card, CardContent, Typography } from '@mui/material';
import ConstructionIcon from '@mui/icons-material/Construction';
import { Title, useTranslate } from 'react-admin';

export function humanize(key: string): string {
  const s = key.replace(/_/g, ' ').trim();
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** The page for screens that later versions bring: names the screen and says it is not available yet. */
export function PlannedScreen({ screen }: { screen: string }) {
  const translate = useTranslate();
  const name = translate(`layout.planned.names.${screen}`, { _: humanize(screen) });
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={name} />
      <Card>
        <CardContent>
          <Typography
            variant="h5"
            component="h1"
            gutterBottom
            sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
          >
            <ConstructionIcon color="warning" /> {name}
          </Typography>
          <Alert severity="info">
            <AlertTitle>{translate('layout.planned.message')}</AlertTitle>
            {translate('layout.planned.hint')}
          </Alert>
        </CardContent>
      </Card>
    </Box>
  );
}

export default PlannedScreen;
