/** Dashboard tab: the LIMS statistics counters, recent activity, print and Excel export. */
import {
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  List as MuiList,
  ListItem,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import PrintIcon from '@mui/icons-material/Print';
import DownloadIcon from '@mui/icons-material/Download';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useNotify, useTranslate } from 'react-admin';
import { exportToExcel } from '../../lib/excel';
import { formatDateTime } from '../../../contract/dates';
import { printStamped, PrintTable } from '../../components/PrintLayout';
import { STATISTIC_KEYS } from './limsApi';
import type { LimsActivity } from '../../../contract/lims';
import { useLimsStats } from './useLimsStats';
import { LoadError } from '../../components/LoadError';
import { LimsStatusChip } from './LimsStatusChip';
import { FhirInterfaceCard } from './FhirInterfaceCard';

interface MetricRow {
  metric: string;
  value: number;
}

function activityTime(a: LimsActivity): string {
  return formatDateTime(a.timestamp ?? a.created_at ?? null);
}

export function LimsDashboard() {
  const translate = useTranslate();
  const notify = useNotify();
  const { data: stats, isError, error, isFetching: loading, refetch } = useLimsStats();
  const failed = isError && !loading;
  const load = () => void refetch();

  const t = (key: string) => translate(`pages.lims.${key}`);
  const metricRows: MetricRow[] = stats
    ? STATISTIC_KEYS.map((key) => ({ metric: t(`dashboard.${key}`), value: Number(stats[key] ?? 0) }))
    : [];
  const recent = stats?.recent_activity ?? [];

  const print = async () => {
    const activityColumns = [
      { header: t('fields.integration_type'), value: (a: LimsActivity) => t(`types.${a.integration_type}`) },
      { header: t('fields.status'), value: (a: LimsActivity) => t(`status.${a.status}`) },
      { header: t('fields.description'), value: (a: LimsActivity) => a.description ?? '' },
      { header: t('fields.timestamp'), value: activityTime },
    ];
    const ok = await printStamped(
      t('dashboard.printTitle'),
      <>
        <PrintTable<MetricRow>
          rows={metricRows}
          columns={[
            { header: t('dashboard.metric'), value: (r) => r.metric },
            { header: t('dashboard.value'), value: (r) => r.value },
          ]}
        />
        <h3>{t('dashboard.recentActivity')}</h3>
        <PrintTable<LimsActivity> rows={recent} columns={activityColumns} />
      </>,
      translate,
      { resource_type: 'LIMS' },
    );
    if (!ok) notify('components.print.failed', { type: 'error' });
  };

  const exportExcel = async () => {
    try {
      await exportToExcel<MetricRow>(
        metricRows,
        [
          { header: t('dashboard.metric'), value: (r) => r.metric },
          { header: t('dashboard.value'), value: (r) => r.value },
        ],
        {
          fileBase: t('dashboard.fileBase'),
          sheetName: t('dashboard.sheetName'),
          audit: { resource_type: 'LIMS' },
        },
      );
      notify('pages.lims.dashboard.exported', { type: 'success' });
    } catch {
      notify('pages.lims.dashboard.exportFailed', { type: 'error' });
    }
  };

  // the server's reason and Retry
  if (failed) return <LoadError title={t('dashboard.loadFailed')} error={error} onRetry={load} />;
  if (loading && !stats)
    return (
      <Box sx={{ p: 3, textAlign: 'center' }}>
        <CircularProgress size={32} />
      </Box>
    );

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} justifyContent="flex-end" flexWrap="wrap" useFlexGap>
        <Button startIcon={<RefreshIcon />} onClick={load} disabled={loading}>
          {t('common.refresh')}
        </Button>
        <Button startIcon={<PrintIcon />} onClick={() => void print()} disabled={!stats}>
          {t('common.print')}
        </Button>
        <Button startIcon={<DownloadIcon />} onClick={() => void exportExcel()} disabled={!stats}>
          {t('common.export')}
        </Button>
      </Stack>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)', md: 'repeat(5, 1fr)' },
        }}
      >
        {STATISTIC_KEYS.map((key) => (
          <Card key={key} variant="outlined" data-testid={`lims-stat-${key}`}>
            <CardContent>
              <Typography variant="body2" color="text.secondary">
                {t(`dashboard.${key}`)}
              </Typography>
              <Typography variant="h5" component="p">
                {Number(stats?.[key] ?? 0).toLocaleString()}
              </Typography>
            </CardContent>
          </Card>
        ))}
      </Box>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h2">
            {t('dashboard.recentActivity')}
          </Typography>
          {recent.length === 0 ? (
            <Typography color="text.secondary">{t('dashboard.noActivity')}</Typography>
          ) : (
            <MuiList dense aria-label={t('dashboard.recentActivity')}>
              {recent.map((a, i) => (
                <ListItem key={a.id ?? i} divider secondaryAction={<LimsStatusChip value={a.status} />}>
                  <ListItemText
                    primary={`${t(`types.${a.integration_type}`)}${a.description ? ` — ${a.description}` : ''}`}
                    secondary={activityTime(a)}
                  />
                </ListItem>
              ))}
            </MuiList>
          )}
        </CardContent>
      </Card>
      <FhirInterfaceCard />
    </Stack>
  );
}
