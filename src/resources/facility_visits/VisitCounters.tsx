import { Card, CardContent, Grid, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { VisitCounters as Counters } from '../../../contract/facilityVisits';
import { LOAD_PLACEHOLDER } from '../../components/LoadError';

const CARDS: { key: keyof Counters; label: string }[] = [
  { key: 'total', label: 'total' },
  { key: 'uniqueAgents', label: 'uniqueAgents' },
  { key: 'healthCenterVisits', label: 'healthCenters' },
  { key: 'hubVisits', label: 'hubs' },
  { key: 'today', label: 'today' },
  { key: 'thisWeek', label: 'thisWeek' },
];

/**
 * The six counter cards of /facility_visits/ (administration.md 2.14). Without counters (the report still
 * loading, or its call failed: the list below shows the reason and Retry) each reads a placeholder, never 0.
 */
export function VisitCounters({ counters }: { counters: Counters | null }) {
  const translate = useTranslate();
  return (
    <Grid container spacing={2} sx={{ mb: 2 }}>
      {CARDS.map(({ key, label }) => {
        const text = translate(`resources.facility_visits.counters.${label}`);
        return (
          <Grid key={key} size={{ xs: 6, sm: 4, md: 2 }}>
            <Card role="group" aria-label={text} data-testid={`visit-counter-${key}`}>
              <CardContent>
                <Typography variant="body2" color="text.secondary">
                  {text}
                </Typography>
                <Typography variant="h5" component="p">
                  {counters ? counters[key] : LOAD_PLACEHOLDER}
                </Typography>
              </CardContent>
            </Card>
          </Grid>
        );
      })}
    </Grid>
  );
}
