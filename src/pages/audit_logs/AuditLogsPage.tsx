/**
 * /audit_logs/ (administration.md 2.18, 3 'Audit log', 7 Audit, 8 Audit, 9): statistics cards
 * over get_audit_statistics, filters, a table of 50 per page (size changer 10/25/50/100) over the `audit_logs`
 * resource (get_audit_logs, paged by the server), a detail modal with old and new values side by side, and
 * 'Export CSV' of every filtered entry over export_audit_logs.
 */
import { useCallback, useMemo, useState } from 'react';
import { Alert, Box, Button, Card, Chip, CircularProgress, Stack, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import RefreshIcon from '@mui/icons-material/Refresh';
import {
  DataTable,
  ListBase,
  Pagination,
  Title,
  useDataProvider,
  useListContext,
  useNotify,
  useTranslate,
} from 'react-admin';
import { recordClientAction } from '../../lib/auditClient';
import { downloadBlob } from '../../lib/download';
import type { AppDataProvider } from '../../providers/dataProvider';
import { AuditDetailDialog } from './AuditDetailDialog';
import { AuditFilters } from './AuditFilters';
import { AuditStats } from './AuditStats';
import {
  DEFAULT_PER_PAGE,
  PAGE_SIZES,
  RESOURCE,
  actionColor,
  auditCsv,
  exportBody,
  exportFileName,
  formatTimestamp,
  statisticsDays,
  type AuditFilterValues,
  type AuditLog,
} from './auditLogs';
import { chipColors } from '../../components/statusColors';
import { ListEmpty } from '../../components/ListEmpty';
import { ListLoading } from '../../components/ListLoading';
import { useFormMutation } from '../../components/useFormMutation';

const T = 'pages.audit_logs';
const C = `${T}.columns`;

/** The text of a failed list load: the server's reason after 'Error fetching audit logs: ', when it gave one. */
export function loadErrorText(error: unknown, translate: (key: string, opts?: object) => string): string {
  const fallback = translate(`${T}.load_failed`);
  const message = error instanceof Error ? error.message.trim() : '';
  const status = (error as { status?: number } | null)?.status;
  if (!message || message === fallback || status === 200) return fallback;
  return translate(`${T}.load_error`, { message });
}

function ExportCsvButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { filterValues } = useListContext();
  const exportCsv = useFormMutation(
    async () => {
      const answer = await dataProvider.exportAuditLogs(
        exportBody((filterValues ?? {}) as AuditFilterValues),
      );
      if (answer?.success === false) throw new Error('export refused');
      const rows = Array.isArray(answer?.csv_data) ? answer.csv_data : [];
      if (rows.length === 0) return null;
      const file = exportFileName();
      downloadBlob(new Blob(['\ufeff', auditCsv(rows)], { type: 'text/csv;charset=utf-8' }), file);
      return { count: rows.length, file };
    },
    {
      failure: `${T}.export_failed`,
      failureOnly: true,
      onSuccess: (done) => {
        if (!done) {
          notify(`${T}.no_data_export`, { type: 'warning' });
          return;
        }
        notify(translate(`${T}.export_success`, done), { type: 'success' });
        void recordClientAction('EXPORT', 'Report', done.file, translate(`${T}.client.exported`, done));
      },
    },
  );
  const busy = exportCsv.isPending;
  const run = () => exportCsv.mutate();

  return (
    <Button
      variant="contained"
      size="small"
      onClick={run}
      disabled={busy}
      startIcon={busy ? <CircularProgress size={16} color="inherit" /> : <DownloadIcon />}
    >
      {translate(busy ? `${T}.exporting` : `${T}.export`)}
    </Button>
  );
}

function AuditLogsView() {
  const translate = useTranslate();
  const { filterValues, refetch, error, isPending } = useListContext<AuditLog>();
  const [selected, setSelected] = useState<AuditLog | null>(null);
  const [reloadKey, setReloadKey] = useState(0);
  const days = statisticsDays((filterValues as AuditFilterValues | undefined)?.date_from);

  const refresh = useCallback(() => {
    setReloadKey((k) => k + 1);
    void refetch();
  }, [refetch]);

  const openRow = useCallback((_id: unknown, _resource: string, record: AuditLog) => {
    setSelected(record);
    return false as const;
  }, []);

  const statusLabel = useMemo(
    () => ({ ok: translate(`${T}.status.success`), failed: translate(`${T}.status.failed`) }),
    [translate],
  );

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={translate(`${T}.title`)} />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        justifyContent="space-between"
        alignItems={{ sm: 'center' }}
        spacing={1}
        sx={{ mb: 2 }}
      >
        <Box>
          <Typography variant="h5" component="h1">
            {translate(`${T}.title`)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate(`${T}.subtitle`)}
          </Typography>
        </Box>
        <Stack direction="row" spacing={1}>
          <Button size="small" variant="outlined" startIcon={<RefreshIcon />} onClick={refresh}>
            {translate(`${T}.refresh`)}
          </Button>
          <ExportCsvButton />
        </Stack>
      </Stack>

      <AuditStats days={days} reloadKey={reloadKey} />

      <Card variant="outlined" sx={{ p: 1.5, mb: 2 }}>
        <AuditFilters />
      </Card>

      {error && !isPending ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {loadErrorText(error, translate)}
        </Alert>
      ) : null}

      <Card>
        <ListLoading />
        <DataTable<AuditLog>
          bulkActionButtons={false}
          rowClick={openRow}
          empty={<ListEmpty what="audit_logs" />}
        >
          <DataTable.Col
            source="timestamp"
            label={`${C}.timestamp`}
            disableSort
            render={(r) => formatTimestamp(r.timestamp)}
          />
          <DataTable.Col
            source="user_username"
            label={`${C}.user`}
            disableSort
            render={(r) => r.user_username || translate(`${T}.system_user`)}
          />
          <DataTable.Col
            source="action"
            label={`${C}.action`}
            disableSort
            render={(r) => (
              <Chip
                size="small"
                label={r.action}
                sx={{ ...chipColors(actionColor(r.action)), fontWeight: 600 }}
              />
            )}
          />
          <DataTable.Col source="resource_type" label={`${C}.resource_type`} disableSort />
          <DataTable.Col source="resource_name" label={`${C}.resource_name`} disableSort />
          <DataTable.Col source="description" label={`${C}.description`} disableSort />
          <DataTable.Col source="ip_address" label={`${C}.ip_address`} disableSort />
          <DataTable.Col source="device_type" label={`${C}.device_type`} disableSort />
          <DataTable.Col
            source="success"
            label={`${C}.status`}
            disableSort
            render={(r) => (
              <Chip
                size="small"
                variant="outlined"
                color={r.success ? 'success' : 'error'}
                label={r.success ? statusLabel.ok : statusLabel.failed}
              />
            )}
          />
        </DataTable>
        <Pagination rowsPerPageOptions={PAGE_SIZES} />
      </Card>

      <AuditDetailDialog log={selected} onClose={() => setSelected(null)} />
    </Box>
  );
}

export default function AuditLogsPage() {
  const translate = useTranslate();
  const notify = useNotify();
  return (
    <ListBase<AuditLog>
      resource={RESOURCE}
      perPage={DEFAULT_PER_PAGE}
      sort={{ field: 'timestamp', order: 'DESC' }}
      queryOptions={{
        onError: (error: unknown) => notify(loadErrorText(error, translate), { type: 'error' }),
      }}
    >
      <AuditLogsView />
    </ListBase>
  );
}
