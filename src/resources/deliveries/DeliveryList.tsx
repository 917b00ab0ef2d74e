/**
 * /deliveries/ (operations.md 2 Deliveries): barcode search, status and date range (the report's arguments),
 * agent / pickup point / destination filters, the two tracking tabs with their counts, a paged table with the
 * Received column and the row actions, batch/package rows expanding to their children, print and Excel.
 *
 * The report (~70,000 rows for two weeks nationally) is fetched once per dates and status; the data provider
 * pages, filters and sorts it in the browser, so the table only ever renders one page.
 */
import { memo, useMemo } from 'react';
import { Box, Button, Chip, Tab, Tabs, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import {
  DataTable,
  List,
  TopToolbar,
  useGetList,
  useListContext,
  useNotify,
  usePermissions,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { Permissions } from '../../access';
import { ConfirmDeleteButton } from '../../components/ConfirmDeleteButton';
import { PrintButton } from '../../components/PrintButton';
import { QuickJumpPagination } from '../../components/QuickJumpPagination';
import { formatDateTime } from '../../../contract/dates';
import {
  defaultDateRange,
  deliveryStatusColor,
  isBatchOrPackage,
  turnaroundColor,
  type DeliveryRow,
  type Tracking,
} from '../../lib/deliveries';
import { BarcodeSearch } from './BarcodeSearch';
import {
  DeliveriesProvider,
  isServerPaged,
  NO_SORT,
  QUERY_OPTIONS,
  useDeliveries,
} from './DeliveriesContext';
import { DeliveryChildren } from './DeliveryChildren';
import { DeliveryEditDialog } from './DeliveryEditDialog';
import { DeliveryExcelButton } from './DeliveryExcelButton';
import { DeliveryFilters } from './DeliveryFilters';
import { ReceiveDialog, ReceivedCell } from './ReceiveDialog';
import { JourneyLink } from '../../pages/sample_journey/JourneyLink';
import { serverMessage } from './RepackageDialog';
import { OverdueDeliveriesFilter, OverdueField } from '../../pages/overdue/overdue';
import { chipColors, textShade } from '../../components/statusColors';

const T = 'resources.deliveries';
export const PER_PAGE = 20;

/** The columns of the print view and the Excel file. */
function useExportColumns() {
  const translate = useTranslate();
  return useMemo(() => {
    const f = (k: string) => translate(`${T}.fields.${k}`);
    return [
      { header: f('delivery_number'), value: (r: DeliveryRow) => r.delivery_number },
      { header: f('date'), value: (r: DeliveryRow) => r.date ?? '' },
      { header: f('agent_account_name'), value: (r: DeliveryRow) => r.agent_account_name ?? '' },
      { header: f('pickup_point'), value: (r: DeliveryRow) => r.pickup_point ?? '' },
      { header: f('destination'), value: (r: DeliveryRow) => r.destination ?? '' },
      { header: f('item_name'), value: (r: DeliveryRow) => r.item_name ?? '' },
      { header: f('item_type'), value: (r: DeliveryRow) => r.item_type ?? '' },
      { header: f('barcode'), value: (r: DeliveryRow) => r.barcode ?? '' },
      { header: f('barcode_type'), value: (r: DeliveryRow) => r.barcode_type ?? '' },
      { header: f('parent_code'), value: (r: DeliveryRow) => r.parent_code ?? '' },
      { header: f('delivery_status'), value: (r: DeliveryRow) => r.delivery_status ?? '' },
      { header: f('delivery_mode'), value: (r: DeliveryRow) => r.delivery_mode ?? '' },
      { header: f('time_of_pickup'), value: (r: DeliveryRow) => r.time_of_pickup ?? '' },
      { header: f('time_of_dropoff'), value: (r: DeliveryRow) => r.time_of_dropoff ?? '' },
      { header: f('turn_around_time'), value: (r: DeliveryRow) => r.turn_around_time ?? '' },
      { header: f('items_total'), value: (r: DeliveryRow) => (r.items_total ?? '') as string | number },
      {
        header: f('received_by_coordinator'),
        value: (r: DeliveryRow) => (r.received_by_coordinator ? translate(`${T}.received.mark`) : ''),
      },
      { header: f('received_by'), value: (r: DeliveryRow) => r.received_by ?? '' },
      { header: f('time_of_receiving'), value: (r: DeliveryRow) => formatDateTime(r.time_of_receiving) },
      { header: f('receivers_note'), value: (r: DeliveryRow) => r.receivers_note ?? '' },
    ];
  }, [translate]);
}

function DeliveryToolbar() {
  const translate = useTranslate();
  const columns = useExportColumns();
  return (
    <TopToolbar>
      <PrintButton<DeliveryRow> title={translate(`${T}.print.title`)} columns={columns} />
      <DeliveryExcelButton columns={columns} />
    </TopToolbar>
  );
}

/**
 * The two tabs, each with the count of rows it holds under the current filters: the server's `tab_counts` when
 * it pages the report, else counted in the browser over the loaded report.
 */
const TrackingTabs = memo(function TrackingTabs() {
  const translate = useTranslate();
  const { resource, filterValues, filter, setFilters, meta, isPending } = useListContext();
  const serverPaged = isServerPaged(meta);
  const tab: Tracking = filterValues?.tracking === 'batch' ? 'batch' : 'single';
  const count = (tracking: Tracking) => ({
    filter: { ...filterValues, ...(filter ?? {}), tracking },
    pagination: { page: 1, perPage: 1 },
    sort: NO_SORT,
  });
  const options = { ...QUERY_OPTIONS, enabled: !isPending && !serverPaged };
  const singleList = useGetList(resource, count('single'), options);
  const batchList = useGetList(resource, count('batch'), options);
  const served = serverPaged
    ? (meta as { tab_counts?: Partial<Record<Tracking, number>> }).tab_counts
    : undefined;
  const single = { total: serverPaged ? served?.single : singleList.total };
  const batch = { total: serverPaged ? served?.batch : batchList.total };
  return (
    <Tabs
      value={tab}
      onChange={(_, next: Tracking) => setFilters({ ...filterValues, tracking: next }, undefined)}
      sx={{ borderBottom: 1, borderColor: 'divider' }}
      variant="scrollable"
    >
      <Tab value="single" label={translate(`${T}.tabs.single`, { count: single.total ?? '…' })} />
      <Tab value="batch" label={translate(`${T}.tabs.batch`, { count: batch.total ?? '…' })} />
    </Tabs>
  );
});

function StatusCell() {
  const translate = useTranslate();
  const r = useRecordContext<DeliveryRow>();
  if (!r?.delivery_status) return null;
  return (
    <Chip
      size="small"
      label={translate(`${T}.statuses.${r.delivery_status}`, { _: r.delivery_status })}
      sx={{ ...chipColors(deliveryStatusColor(r.delivery_status)), fontWeight: 600 }}
    />
  );
}

function TurnaroundCell() {
  const r = useRecordContext<DeliveryRow>();
  if (!r) return null;
  const color = turnaroundColor(r.turn_around_time);
  return (
    <Box
      component="span"
      sx={{ color: color ? textShade(color) : undefined, fontWeight: color ? 600 : undefined }}
      data-color={color ?? ''}
    >
      {r.turn_around_time ?? ''}
    </Box>
  );
}

function BarcodeCell() {
  const r = useRecordContext<DeliveryRow>();
  if (!r) return null;
  return (
    <>
      {r.barcode ?? ''}
      {r.parent_code ? (
        <Typography component="span" sx={{ display: 'block', color: 'text.secondary', fontSize: 12 }}>
          {r.parent_code}
        </Typography>
      ) : null}
      <JourneyLink barcode={r.barcode} />
    </>
  );
}

function RowActions() {
  const translate = useTranslate();
  const notify = useNotify();
  const r = useRecordContext<DeliveryRow>();
  const { can, openEdit } = useDeliveries();
  if (!r) return null;
  return (
    <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'nowrap' }}>
      {can('edit', r) ? (
        <Button size="small" startIcon={<EditIcon />} onClick={() => openEdit(r)}>
          {translate(`${T}.edit.button`)}
        </Button>
      ) : null}
      {can('delete', r) ? (
        <ConfirmDeleteButton
          label={`${T}.delete.button`}
          confirmTitle={translate(`${T}.delete.title`, { number: r.delivery_number })}
          confirmContent={translate(`${T}.delete.content`, {
            number: r.delivery_number,
            item: r.item_name ?? '',
          })}
          successMessage={`${T}.delete.success`}
          mutationOptions={{
            onError: (error: unknown) =>
              notify(serverMessage(error, translate(`${T}.delete.failed`)), { type: 'error' }),
          }}
        />
      ) : null}
    </Box>
  );
}

function DeliveryTable() {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  const batchTab = filterValues?.tracking === 'batch';
  return (
    <DataTable<DeliveryRow>
      bulkActionButtons={false}
      rowClick={false}
      expand={batchTab ? <DeliveryChildren /> : undefined}
      isRowExpandable={batchTab ? (r) => isBatchOrPackage(r) : undefined}
      empty={<Box sx={{ p: 2 }}>{translate(`${T}.empty`)}</Box>}
    >
      <DataTable.Col source="delivery_number" disableSort />
      <DataTable.Col source="date_ts" render={(r) => r.date ?? ''} />
      <DataTable.Col source="agent_account_name" disableSort />
      <DataTable.Col source="pickup_point" disableSort />
      <DataTable.Col source="destination" disableSort />
      <DataTable.Col source="item_name" disableSort />
      <DataTable.Col source="item_type" disableSort />
      <DataTable.Col source="barcode" disableSort>
        <BarcodeCell />
      </DataTable.Col>
      <DataTable.Col source="delivery_status" disableSort>
        <StatusCell />
      </DataTable.Col>
      <DataTable.Col source="time_of_pickup" disableSort />
      <DataTable.Col source="time_of_dropoff" disableSort />
      <DataTable.Col source="turnaround_seconds">
        <TurnaroundCell />
      </DataTable.Col>
      <DataTable.Col source="items_total" />
      <DataTable.Col label="turnaround.overdue.column" disableSort>
        <OverdueField kinds={['dropoff', 'receipt']} />
      </DataTable.Col>
      <DataTable.Col source="received_by_coordinator" disableSort>
        <ReceivedCell />
      </DataTable.Col>
      <DataTable.Col label={`${T}.actions`} disableSort>
        <RowActions />
      </DataTable.Col>
    </DataTable>
  );
}

export interface DeliveryListProps {
  /** 'deliveries' (admin) or 'hub_deliveries' (hub shell): the access key of the actions. */
  resource?: string;
  /** Today, for tests (the default date range). */
  today?: Date;
}

export function DeliveryList({ resource = 'deliveries', today }: DeliveryListProps) {
  const defaults = useMemo(() => {
    const range = defaultDateRange(today);
    return { dateone: range.from, datetwo: range.to, tracking: 'single' };
  }, [today]);
  // the hub shell's deliveries send the coordinator's hub (the report's `hub` argument)
  const { permissions, isPending } = usePermissions<Permissions>();
  const hub = resource === 'hub_deliveries' ? (permissions?.coordinatedHub ?? null) : null;
  const permanent = useMemo(() => (hub == null ? undefined : { hub }), [hub]);
  if (resource === 'hub_deliveries' && isPending) return null;
  return (
    <List
      resource={resource}
      filter={permanent}
      title={`${T}.listTitle`}
      filterDefaultValues={defaults}
      sort={NO_SORT}
      perPage={PER_PAGE}
      pagination={<QuickJumpPagination jumpLabel={`${T}.jump`} />}
      actions={<DeliveryToolbar />}
      empty={false}
      queryOptions={QUERY_OPTIONS}
    >
      <DeliveriesProvider resource={resource}>
        <Box sx={{ p: 2, pb: 0 }}>
          <Typography variant="h6" component="h2" gutterBottom>
            {/* the panel's title */}
            <PanelTitle />
          </Typography>
          <Box sx={{ mb: 1.5 }}>
            <BarcodeSearch />
          </Box>
          <DeliveryFilters today={today} />
          <OverdueDeliveriesFilter />
        </Box>
        <TrackingTabs />
        <DeliveryTable />
        <ReceiveDialog />
        <DeliveryEditDialog />
      </DeliveriesProvider>
    </List>
  );
}

function PanelTitle() {
  const translate = useTranslate();
  return <>{translate(`${T}.panelTitle`)}</>;
}

export default DeliveryList;
