import { useEffect, useMemo } from 'react';
import { Card, CardContent, Grid, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useGetList, useNotify, useTranslate } from 'react-admin';
import { LOAD_PLACEHOLDER, LoadError } from '../../components/LoadError';
import { countRecentPatients, RESOURCE, type Patient } from './patients';

const T = 'resources.patient_management';

/** The number of patients matching `filter`, read from the total of a one-row page (no full load). */
function usePatientCount(filter: Record<string, unknown>) {
  const { total, error, refetch } = useGetList<Patient>(RESOURCE, {
    pagination: { page: 1, perPage: 1 },
    sort: { field: 'id', order: 'ASC' },
    filter,
  });
  return { count: error ? undefined : total, error, refetch };
}

function StatCard({ label, value, testId }: { label: string; value: number | undefined; testId: string }) {
  return (
    <Grid size={{ xs: 6, sm: 4, md: 'grow' }}>
      <Card role="group" aria-label={label} data-testid={testId}>
        <CardContent>
          <Typography variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography variant="h5" component="p">
            {value ?? LOAD_PLACEHOLDER}
          </Typography>
        </CardContent>
      </Card>
    </Grid>
  );
}

const MALE = { sex: 'Male' };
const FEMALE = { sex: 'Female' };
const ALL = {};
/** operations.md 9: pediatric means age under 18 (`age_in_years_lte`: the server's range filter, or listQuery's in the browser) */
const PEDIATRIC = { age_in_years_lte: 17 };

/**
 * Total Patients, Male, Female, Recent (30 days) and Pediatric (under 18): counted over all patients, whatever
 * the filters. While a count loads or after its call failed it reads a placeholder, never 0; a failure shows its
 * reason and Retry.
 */
export function PatientStats({ now }: { now?: Date }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider();
  const total = usePatientCount(ALL);
  const male = usePatientCount(MALE);
  const female = usePatientCount(FEMALE);
  const pediatric = usePatientCount(PEDIATRIC);
  // the day is part of the key: a page left open overnight counts again
  const clock = useMemo(() => now ?? new Date(), [now]);
  const recent = useQuery({
    queryKey: [RESOURCE, 'recentCount', clock.toDateString()],
    queryFn: () => countRecentPatients(dataProvider, clock),
  });
  const failed = total.error || male.error || female.error || recent.error || pediatric.error;
  useEffect(() => {
    if (failed) notify(`${T}.loadFailed`, { type: 'error' });
  }, [failed, notify]);

  const retry = () => {
    for (const q of [total, male, female, pediatric, recent]) if (q.error) void q.refetch();
  };

  return (
    <Grid container spacing={2} sx={{ mb: 2 }}>
      {failed ? (
        <Grid size={12}>
          <LoadError error={failed} onRetry={retry} dense />
        </Grid>
      ) : null}
      <StatCard label={translate(`${T}.stats.total`)} value={total.count} testId="patient-stat-total" />
      <StatCard label={translate(`${T}.stats.male`)} value={male.count} testId="patient-stat-male" />
      <StatCard label={translate(`${T}.stats.female`)} value={female.count} testId="patient-stat-female" />
      <StatCard
        label={translate(`${T}.stats.recent`)}
        value={recent.error ? undefined : recent.data}
        testId="patient-stat-recent"
      />
      <StatCard
        label={translate(`${T}.stats.pediatric`)}
        value={pediatric.count}
        testId="patient-stat-pediatric"
      />
    </Grid>
  );
}
