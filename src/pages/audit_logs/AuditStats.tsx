import { useEffect, useState } from 'react';
import { Alert, Card, CardContent, Grid, Skeleton, Typography } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { AuditStatistics } from './auditLogs';

const CARDS: { key: keyof AuditStatistics; color: string }[] = [
  { key: 'total_actions', color: '#1565c0' },
  { key: 'successful_actions', color: '#2e7d32' },
  { key: 'failed_actions', color: '#c62828' },
  { key: 'unique_users', color: '#6a1b9a' },
];

export interface AuditStatsProps {
  /** Period of the statistics in days. */
  days: number;
  /** Changing it loads the statistics again (Refresh). */
  reloadKey?: number;
}

/** Total, successful and failed actions and unique users over get_audit_statistics {days}. */
export function AuditStats({ days, reloadKey = 0 }: AuditStatsProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [stats, setStats] = useState<AuditStatistics | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    setFailed(false);
    dataProvider
      .auditStatistics<{ success?: boolean; statistics?: AuditStatistics }>({ days })
      .then((answer) => {
        if (!live) return;
        if (answer?.success === false || !answer?.statistics) {
          setFailed(true);
          setStats(null);
        } else setStats(answer.statistics);
      })
      .catch(() => {
        if (!live) return;
        setFailed(true);
        setStats(null);
      });
    return () => {
      live = false;
    };
  }, [dataProvider, days, reloadKey]);

  return (
    <>
      {failed ? (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {translate('pages.audit_logs.stats_failed')}
        </Alert>
      ) : null}
      <Grid container spacing={2} sx={{ mb: 2 }}>
        {CARDS.map(({ key, color }) => (
          <Grid key={key} size={{ xs: 12, sm: 6, md: 3 }}>
            <Card variant="outlined" sx={{ borderTop: `4px solid ${color}` }} data-testid={`stat-${key}`}>
              <CardContent>
                <Typography variant="body2" color="text.secondary">
                  {translate(`pages.audit_logs.stats.${key}`)}
                </Typography>
                <Typography variant="h4" component="p" sx={{ color, fontWeight: 600 }}>
                  {stats ? Number(stats[key] ?? 0).toLocaleString() : failed ? '–' : <Skeleton width={60} />}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {translate('pages.audit_logs.stats.period', { days })}
                </Typography>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
    </>
  );
}
