/**
 * /deliveries/ (operations.md 2 Deliveries): barcode search, status and date range (the report's arguments),
 * agent / pickup point / destination filters, the two tracking tabs with their counts, a paged table with the
 * Received column and the row actions, batch/package rows expanding to their children, print and Excel.
 *
 * The report (~70,000 rows for two weeks nationally) is fetched once per dates and status; the data provider
 * pages, filters and sorts it in the browser, so the table only ever renders one page.
 */
import { memo, useMemo } from 'react';
import { Box, Chip, IconButton, Tab, Tabs, Tooltip, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import {
  ColumnsButton,
  DataTable,
  List,
  useGetList,
  useListContext,
  useNotify,
  usePermissions,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { Permissions } from '../../access';
import { ConfirmDeleteButton } from '../../components/ConfirmDeleteButton';
import { useSmallScreen } from '../../components/FilterBar';
import {
  denseTableSx,
  Ellipsis,
  ReachableExpand,
  RowDetails,
  useNarrowScreen,
} from '../../components/FilterBarTable';
import { PrintButton } from '../../components/PrintButton';
import { tableColumns, useColumnTexts, type ListColumn } from '../../components/ListColumns';
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
import { PER_PAGE } from './firstPage';
import { ReceiveDialog, ReceivedCell } from './ReceiveDialog';
import { JourneyLink } from '../../components/JourneyLink';
import { serverMessage } from '../../providers/http';
import { OverdueField } from '../../components/Overdue';
import { chipColors, textShade } from '../../components/statusColors';
import { ListEmpty } from '../../components/ListEmpty';
import { ListLoading } from '../../components/ListLoading';

const T = 'resources.deliveries';
export { PER_PAGE };

/** The column chooser, print and Excel, at the end of the filter bar. */
function DeliveryToolbar() {
  const translate = useTranslate();
  const columns = useColumnTexts(useDeliveryColumns(false), 'deliveries');
  const small = useSmallScreen();
  return (
    <>
      {small ? null : <ColumnsButton />}
      <PrintButton<DeliveryRow>
        title={translate(`${T}.print.title`)}
        columns={columns.print}
        columnChooser={{ hiddenColumns: DEFAULT_HIDDEN_COLUMNS }}
      />
      <DeliveryExcelButton columns={columns.excel} />
    </>
  );
}

/** Columns the column chooser hides until the user shows them (their values are in the row's details). */
export const DEFAULT_HIDDEN_COLUMNS = [
  'item_name',
  'item_type',
  'time_of_pickup',
  'time_of_dropoff',
  'items_total',
];
/** Below 768 px the table keeps the key columns: number, status, place (destination) and time (date). */
const SMALL_HIDDEN = [
  'agent_account_name',
  'pickup_point',
  'item_name',
  'item_type',
  'barcode',
  'time_of_pickup',
  'time_of_dropoff',
  'turnaround_seconds',
  'items_total',
  'overdue',
  'received_by_coordinator',
  'actions',
];

/**
 * Below 1440 px (1280 px with the menu open) the column chooser also hides these secondary columns until the user
 * shows them (their values are in the row's details), so that the status, the Received column and its Receive
 * button and the actions stay on screen.
 */
const NARROW_HIDDEN_COLUMNS = [...DEFAULT_HIDDEN_COLUMNS, 'agent_account_name', 'pickup_point', 'overdue'];

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
      sx={{
        borderBottom: 1,
        borderColor: 'divider',
        minHeight: 40,
        '& .MuiTab-root': { minHeight: 40, py: 1 },
      }}
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

/** The barcode, its parent's code and the journey link; `compact` (the table): the link as an icon only. */
function BarcodeCell({ compact = false }: { compact?: boolean }) {
  const r = useRecordContext<DeliveryRow>();
  if (!r) return null;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      {r.barcode ?? ''}
      {r.parent_code && !compact ? (
        <Typography component="span" sx={{ color: 'text.secondary', fontSize: 12 }}>
          {r.parent_code}
        </Typography>
      ) : null}
      <JourneyLink barcode={r.barcode} label={compact ? '' : undefined} />
    </Box>
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
        <Tooltip title={translate(`${T}.edit.button`)}>
          <IconButton
            size="small"
            color="primary"
            aria-label={translate(`${T}.edit.button`)}
            onClick={() => openEdit(r)}
          >
            <EditIcon fontSize="small" />
          </IconButton>
        </Tooltip>
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

/** The row's details: every field in full (the hidden and the cut columns), the actions on a small screen. */
function DeliveryDetails({ batchTab, small }: { batchTab: boolean; small: boolean }) {
  const translate = useTranslate();
  const r = useRecordContext<DeliveryRow>();
  if (!r) return null;
  const f = (k: string) => translate(`${T}.fields.${k}`);
  const items = [
    { label: f('agent_account_name'), value: r.agent_account_name },
    { label: f('pickup_point'), value: r.pickup_point },
    { label: f('destination'), value: r.destination },
    { label: f('item_name'), value: r.item_name },
    { label: f('item_type'), value: r.item_type },
    { label: f('barcode'), value: <BarcodeCell /> },
    { label: f('time_of_pickup'), value: r.time_of_pickup },
    { label: f('time_of_dropoff'), value: r.time_of_dropoff },
    { label: f('turnaround_seconds'), value: <TurnaroundCell /> },
    { label: f('items_total'), value: r.items_total as number | null },
    { label: f('received_by'), value: r.received_by },
    { label: f('time_of_receiving'), value: formatDateTime(r.time_of_receiving) },
    { label: f('receivers_note'), value: r.receivers_note },
  ];
  if (small)
    items.push(
      {
        label: translate('turnaround.overdue.column'),
        value: <OverdueField kinds={['dropoff', 'receipt']} />,
      },
      { label: f('received_by_coordinator'), value: <ReceivedCell /> },
    );
  return (
    <RowDetails items={items}>
      {small ? (
        <Box sx={{ mt: 1 }}>
          <RowActions />
        </Box>
      ) : null}
      {batchTab && isBatchOrPackage(r) ? <DeliveryChildren /> : null}
    </RowDetails>
  );
}

/**
 * The deliveries' one column list: the table's columns, and in the print view and the Excel file the fields
 * each table column stands for (`parts`). `small`: the destination's cut is narrower below 768 px.
 */
export function deliveryColumns(small: boolean): ListColumn<DeliveryRow>[] {
  return [
    { source: 'delivery_number', sortable: false },
    {
      source: 'date_ts',
      render: (r: DeliveryRow) => r.date ?? '',
      parts: [{ source: 'date', kind: 'date' }],
    },
    {
      source: 'agent_account_name',
      sortable: false,
      render: (r: DeliveryRow) => <Ellipsis text={r.agent_account_name} maxWidth={95} />,
    },
    {
      source: 'pickup_point',
      sortable: false,
      render: (r: DeliveryRow) => <Ellipsis text={r.pickup_point} maxWidth={100} />,
    },
    {
      source: 'destination',
      sortable: false,
      render: (r: DeliveryRow) => <Ellipsis text={r.destination} maxWidth={small ? 80 : 100} />,
    },
    {
      source: 'item_name',
      sortable: false,
      render: (r: DeliveryRow) => <Ellipsis text={r.item_name} maxWidth={95} />,
    },
    { source: 'item_type', sortable: false },
    {
      source: 'barcode',
      sortable: false,
      field: <BarcodeCell compact />,
      parts: [{ source: 'barcode' }, { source: 'barcode_type' }, { source: 'parent_code' }],
    },
    {
      source: 'delivery_status',
      sortable: false,
      field: <StatusCell />,
      parts: [{ source: 'delivery_status' }, { source: 'delivery_mode' }],
    },
    { source: 'time_of_pickup', sortable: false, kind: 'time' },
    { source: 'time_of_dropoff', sortable: false, kind: 'time' },
    {
      source: 'turnaround_seconds',
      field: <TurnaroundCell />,
      parts: [{ source: 'turn_around_time', kind: 'duration' }],
    },
    { source: 'items_total', kind: 'count' },
    {
      source: 'overdue',
      label: 'turnaround.overdue.column',
      sortable: false,
      tableOnly: true,
      field: <OverdueField kinds={['dropoff', 'receipt']} />,
    },
    {
      source: 'received_by_coordinator',
      sortable: false,
      field: <ReceivedCell />,
      parts: [
        {
          source: 'received_by_coordinator',
          text: (r, translate) => (r.received_by_coordinator ? translate(`${T}.received.mark`) : ''),
        },
        { source: 'received_by' },
        { source: 'time_of_receiving', text: (r) => formatDateTime(r.time_of_receiving), kind: 'datetime' },
        { source: 'receivers_note' },
      ],
    },
    { source: 'actions', label: `${T}.actions`, sortable: false, tableOnly: true, field: <RowActions /> },
  ];
}

const useDeliveryColumns = (small: boolean) => useMemo(() => deliveryColumns(small), [small]);

function DeliveryTable() {
  const { filterValues } = useListContext();
  const batchTab = filterValues?.tracking === 'batch';
  const small = useSmallScreen();
  const narrow = useNarrowScreen();
  const columns = useDeliveryColumns(small);
  return (
    <ReachableExpand>
      <DataTable<DeliveryRow>
        bulkActionButtons={false}
        rowClick={false}
        hiddenColumns={narrow ? NARROW_HIDDEN_COLUMNS : DEFAULT_HIDDEN_COLUMNS}
        expand={<DeliveryDetails batchTab={batchTab} small={small} />}
        sx={[
          denseTableSx({ small, smallHidden: SMALL_HIDDEN }),
          {
            '& [data-testid=journey-link]': { minWidth: 0, px: 0.5, '& .MuiButton-startIcon': { m: 0 } },
            '& td [data-testid=received-mark]': {
              display: 'flex',
              alignItems: 'center',
              gap: 0.5,
              // who received it, when and the note: in the row's details (one line per row)
              '& .MuiTypography-caption': { display: 'none' },
            },
          },
        ]}
        empty={<ListEmpty what="deliveries" keep={['dateone', 'datetwo', 'tracking']} />}
      >
        {/* the deliveries' field labels head the hub's twin (hub_deliveries) too */}
        {tableColumns(columns, 'deliveries')}
      </DataTable>
    </ReachableExpand>
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
      actions={false}
      empty={false}
      queryOptions={QUERY_OPTIONS}
    >
      <DeliveriesProvider resource={resource}>
        <Box sx={{ px: { xs: 1, sm: 2 }, pt: 1.5 }}>
          <DeliveryFilters
            today={today}
            title={
              <Typography variant="subtitle2" component="h2" sx={{ mr: 1 }}>
                <PanelTitle />
              </Typography>
            }
            leading={<BarcodeSearch />}
            actions={<DeliveryToolbar />}
          />
        </Box>
        <TrackingTabs />
        <ListLoading />
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
