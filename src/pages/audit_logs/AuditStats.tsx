import { useEffect, useState } from 'react';
import { Card, CardContent, Grid, Skeleton, Typography } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import { LOAD_PLACEHOLDER, LoadError } from '../../components/LoadError';
import type { AppDataProvider } from '../../providers/dataProvider';
import { answerMessage } from '../../providers/http';
import type { AuditStatistics } from '../../../contract/audit';

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

/**
 * Total, successful and failed actions and unique users over get_audit_statistics {days}. A failed call shows its
 * reason and Retry, and the cards read a placeholder.
 */
export function AuditStats({ days, reloadKey = 0 }: AuditStatsProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [stats, setStats] = useState<AuditStatistics | null>(null);
  /** the failed call's error (or the answer's message), null while it loads or once it answered */
  const [failed, setFailed] = useState<unknown>(null);
  const [retries, setRetries] = useState(0);

  useEffect(() => {
    let live = true;
    setFailed(null);
    dataProvider
      .auditStatistics({ days })
      .then((answer) => {
        if (!live) return;
        if (answer?.success === false || !answer?.statistics) {
          setFailed(answerMessage(answer, translate('pages.audit_logs.stats_failed')));
          setStats(null);
        } else setStats(answer.statistics);
      })
      .catch((error: unknown) => {
        if (!live) return;
        setFailed(error ?? translate('pages.audit_logs.stats_failed'));
        setStats(null);
      });
    return () => {
      live = false;
    };
  }, [dataProvider, days, reloadKey, retries, translate]);

  return (
    <>
      {failed ? <LoadError error={failed} onRetry={() => setRetries((n) => n + 1)} dense /> : null}
      <Grid container spacing={2} sx={{ mb: 2 }}>
        {CARDS.map(({ key, color }) => (
          <Grid key={key} size={{ xs: 12, sm: 6, md: 3 }}>
            <Card variant="outlined" sx={{ borderTop: `4px solid ${color}` }} data-testid={`stat-${key}`}>
              <CardContent>
                <Typography variant="body2" color="text.secondary">
                  {translate(`pages.audit_logs.stats.${key}`)}
                </Typography>
                <Typography variant="h4" component="p" sx={{ color, fontWeight: 600 }}>
                  {stats ? (
                    Number(stats[key] ?? 0).toLocaleString()
                  ) : failed ? (
                    LOAD_PLACEHOLDER
                  ) : (
                    <Skeleton width={60} />
                  )}
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
