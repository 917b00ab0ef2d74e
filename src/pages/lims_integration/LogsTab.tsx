/**
 * Integration Logs tab: summary counts, filters (search, type, status, date range), Refresh, Export (server
 * CSV), Export Excel and print of every filtered log (with progress), 20 per page with size changer and quick jumper, details dialog.
 */
import { useState } from 'react';
import { Box, Button, Card, CardContent, CircularProgress, Typography } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import DownloadIcon from '@mui/icons-material/Download';
import GridOnIcon from '@mui/icons-material/GridOn';
import {
  DataTable,
  List,
  SearchInput,
  SelectInput,
  TopToolbar,
  useListContext,
  useNotify,
  useRefresh,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { DateField } from '../../components/DateField';
import { DateInput } from '../../components/DateInput';
import { QuickJumpPagination } from '../../components/QuickJumpPagination';
import { PrintButton } from '../../components/PrintButton';
import { RowsProgressNote } from '../../components/RowsProgressNote';
import { useExcelExport } from '../../components/ExcelExportButton';
import { tableColumns, useColumnTexts, type ListColumn } from '../../components/ListColumns';
import { recordClientAction } from '../../lib/auditClient';
import { formatDateTime, toIsoDate } from '../../../contract/dates';
import { LimsStatusField } from './LimsStatusChip';
import { LogDetailsDialog } from './LogDetailsDialog';
import {
  INTEGRATION_STATUSES,
  INTEGRATION_TYPES,
  downloadText,
  useLimsApi,
  type IntegrationLog,
} from './limsApi';
import { useLimsStats } from './useLimsStats';
import { LOAD_PLACEHOLDER, LoadError } from '../../components/LoadError';
import { useFormMutation } from '../../components/useFormMutation';
import { ListEmpty } from '../../components/ListEmpty';
import { ListLoading } from '../../components/ListLoading';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * The columns of the table, the print layout and the Excel export (administration.md 2.19), written once: the
 * table shows the status as a chip, the time in seconds and the timestamp as a date field.
 */
function logColumns(translate: Translate): ListColumn<IntegrationLog>[] {
  const label = (name: string) => `pages.lims.fields.${name}`;
  return [
    { source: 'id', label: label('id') },
    {
      source: 'user_username',
      label: label('user'),
      text: (r) => r.user_username || translate('pages.lims.common.system'),
    },
    {
      source: 'integration_type',
      label: label('integration_type'),
      text: (r) => translate(`pages.lims.types.${r.integration_type}`, { _: r.integration_type }),
    },
    {
      source: 'status',
      label: label('status'),
      text: (r) => translate(`pages.lims.status.${r.status}`, { _: r.status }),
      field: <LimsStatusField source="status" />,
    },
    { source: 'description', label: label('description') },
    { source: 'endpoint_url', label: label('endpoint_url') },
    { source: 'response_code', label: label('response_code') },
    {
      source: 'processing_time',
      label: label('processing_time'),
      kind: 'number',
      render: (r) =>
        r.processing_time == null
          ? ''
          : translate('pages.lims.logs.seconds', { value: Number(r.processing_time).toFixed(3) }),
    },
    {
      source: 'timestamp',
      label: label('timestamp'),
      kind: 'datetime',
      text: (r) => formatDateTime(r.timestamp),
      field: <DateField source="timestamp" showTime />,
    },
  ];
}

function LogSummary() {
  const translate = useTranslate();
  const { data: stats, error, refetch } = useLimsStats();
  const items: [string, number | undefined][] = [
    ['total', stats?.total_logs],
    ['successful', stats?.successful_logs],
    ['failed', stats?.failed_logs],
    ['pending', stats?.pending_logs],
  ];
  return (
    <>
      {/* the summary's own failure: its reason and Retry; its cards read a placeholder */}
      {error ? (
        <LoadError
          title={translate('pages.lims.dashboard.loadFailed')}
          error={error}
          onRetry={refetch}
          dense
        />
      ) : null}
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' }, mb: 2 }}
      >
        {items.map(([key, value]) => (
          <Card key={key} variant="outlined" data-testid={`lims-logs-${key}`}>
            <CardContent>
              <Typography variant="body2" color="text.secondary">
                {translate(`pages.lims.logs.${key}`)}
              </Typography>
              <Typography variant="h5" component="p">
                {value === undefined || error ? LOAD_PLACEHOLDER : Number(value).toLocaleString()}
              </Typography>
            </CardContent>
          </Card>
        ))}
      </Box>
    </>
  );
}

/** Refresh, the server's CSV, and Excel and print of every filtered log (not only the page on screen). */
function LogsActions({ onRefresh }: { onRefresh: () => void }) {
  const translate = useTranslate();
  const api = useLimsApi();
  const { data, filterValues } = useListContext<IntegrationLog>();
  const columns = useColumnTexts(logColumns(translate));
  // the shared export of every filtered row of the list (not only the page on screen)
  const excel = useExcelExport<IntegrationLog>(undefined, columns.excel, () => ({
    fileBase: translate('pages.lims.logs.excelBase', { date: toIsoDate(new Date()) }),
    sheetName: translate('pages.lims.logs.sheetName'),
    audit: { resource_type: 'LIMS' },
  }));
  const csvExport = useFormMutation(
    async (filter: Record<string, unknown>) => {
      const csv = await api.exportLogs(filter);
      downloadText(csv, translate('pages.lims.logs.csvName'));
      void recordClientAction('EXPORT', 'LIMS', translate('pages.lims.logs.csvName'));
    },
    { success: 'pages.lims.logs.exported', failure: 'pages.lims.logs.exportFailed', failureOnly: true },
  );

  const empty = (data ?? []).length === 0;
  return (
    <TopToolbar>
      <Button startIcon={<RefreshIcon />} onClick={onRefresh}>
        {translate('pages.lims.common.refresh')}
      </Button>
      <Button
        startIcon={<DownloadIcon />}
        onClick={() => csvExport.mutate(filterValues ?? {})}
        disabled={csvExport.isPending}
      >
        {translate('pages.lims.common.export')}
      </Button>
      <span title={empty ? translate('pages.lims.logs.noLogs') : undefined}>
        <Button
          startIcon={excel.busy ? <CircularProgress size={16} /> : <GridOnIcon />}
          onClick={() => void excel.run()}
          disabled={empty || excel.busy}
        >
          {translate('pages.lims.common.exportExcel')}
        </Button>
      </span>
      {excel.progress ? <RowsProgressNote progress={excel.progress} onCancel={excel.cancel} /> : null}
      <PrintButton<IntegrationLog>
        title={translate('pages.lims.logs.printTitle')}
        columns={columns.print}
        label="pages.lims.common.print"
        auditResource="LIMS"
      />
    </TopToolbar>
  );
}

const typeChoices = INTEGRATION_TYPES.map((id) => ({ id, name: `pages.lims.types.${id}` }));
const statusChoices = INTEGRATION_STATUSES.map((id) => ({ id, name: `pages.lims.status.${id}` }));

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput
    key="integration_type"
    source="integration_type"
    label="pages.lims.logs.type"
    choices={typeChoices}
    alwaysOn
    emptyText=""
  />,
  <SelectInput
    key="status"
    source="status"
    label="pages.lims.logs.status"
    choices={statusChoices}
    alwaysOn
    emptyText=""
  />,
  <DateInput key="timestamp_after" source="timestamp_after" label="pages.lims.logs.dateFrom" alwaysOn />,
  <DateInput key="timestamp_before" source="timestamp_before" label="pages.lims.logs.dateTo" alwaysOn />,
];

export function LogsTab() {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [selected, setSelected] = useState<IntegrationLog | null>(null);

  return (
    <Box>
      <LogSummary />
      <List
        resource="lims_logs"
        storeKey="lims_logs.tab"
        perPage={20}
        sort={{ field: 'timestamp', order: 'DESC' }}
        title={false}
        empty={false}
        filters={filters}
        actions={<LogsActions onRefresh={refresh} />}
        pagination={<QuickJumpPagination jumpLabel="pages.lims.logs.jump" />}
        queryOptions={{ onError: () => notify('pages.lims.logs.loadFailed', { type: 'error' }) }}
      >
        <ListLoading />
        <DataTable
          bulkActionButtons={false}
          rowClick={(_id, _resource, record: RaRecord) => {
            setSelected(record as IntegrationLog);
            return false;
          }}
          empty={<ListEmpty what="lims_logs" />}
        >
          {tableColumns(logColumns(translate))}
        </DataTable>
      </List>
      <LogDetailsDialog log={selected} onClose={() => setSelected(null)} />
    </Box>
  );
}
