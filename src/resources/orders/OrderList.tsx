/**
 * /orders/ (operations.md 2 Orders): the collapsible 'ALL ORDERS' panel over
 * /customqueries/getclientorder_deliveriesreport.
 *
 * The report (status and date range) is fetched when the page opens with the default range (Monday of last week
 * to today) and again on every Search. When the server pages the report (README "Paging report calls"), the
 * agent and client filters (prefix, any case), the sort and the paging go to the server with the call and the
 * totals come from its answer; when it answers the full report, they work in the browser over the loaded rows.
 * Print and Excel take every filtered row of the list (page by page on the server path).
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import {
  DataTable,
  ListContextProvider,
  ResourceContextProvider,
  ColumnsButton,
  Title,
  useCanAccess,
  useNotify,
  useTranslate,
} from 'react-admin';
import { CollapsibleCard } from '../../components/CollapsibleCard';
import { useSmallScreen } from '../../components/FilterBar';
import {
  ACTIONS_CLASS,
  denseTableSx,
  Ellipsis,
  ReachableExpand,
  useNarrowScreen,
} from '../../components/FilterBarTable';
import { ExcelExportButton } from '../../components/ExcelExportButton';
import { MoneyField } from '../../components/MoneyField';
import { PrintButton } from '../../components/PrintButton';
import { tableColumns, useColumnTexts, type ListColumn } from '../../components/ListColumns';
import { QuickJumpPagination } from '../../components/QuickJumpPagination';
import { StatusChipField } from '../../components/StatusChip';
import { formatDate } from '../../../contract/dates';
import { formatTotal } from '../../lib/money';
import {
  amount,
  defaultOrderRange,
  filterOrders,
  formatOrderTotals,
  orderNameFilter,
  orderTotals,
  type ClientOrder,
  type OrderNameFilter,
  type OrderTotals,
} from '../../lib/orders';
import { RouteGuard } from '../../pages/common/RouteGuard';
import { OrderRowActions } from './OrderActions';
import { OrderExpand } from './OrderExpand';
import { OrderFilters, type OrderSearch } from './OrderFilters';
import { OrderPage, RESOURCE, T, type OrderPageContext } from './orderContext';
import { useReportList } from '../../components/useReportList';
import { useFilterDraft } from '../../components/useFilterDraft';
import { ListEmpty } from '../../components/ListEmpty';
import { ListLoading } from '../../components/ListLoading';
import { LOAD_PLACEHOLDER } from '../../components/LoadError';

export const PER_PAGE = 10;
/** Below 768 px the table keeps the key columns (number, status, client, date); the rest is in the row's details. */
const SMALL_HIDDEN = [
  'assigned_agentname',
  'order_address',
  'items_total',
  'additional_charges',
  'order_total',
  'mode_of_payment',
  'actions',
];
/**
 * Below 1440 px (1280 px with the menu open) the column chooser hides these secondary columns until the user
 * shows them (the amounts are in the row's items and the totals line), so that the status and the actions
 * (Assign) stay on screen.
 */
const NARROW_HIDDEN = ['items_total', 'additional_charges', 'mode_of_payment'];
const DEFAULT_SORT = { field: 'orig_date', order: 'DESC' as const };

type ReportArgs = {
  dateone: string;
  datetwo: string;
  order_status: string;
};

/** The screen's filters: the report's arguments and the agent and client names. */
type OrderListFilters = ReportArgs & OrderNameFilter;

const reportArgs = ({ dateone, datetwo, order_status }: OrderListFilters): ReportArgs => ({
  dateone,
  datetwo,
  order_status,
});
const namesOf = ({ agent, client }: OrderListFilters): OrderNameFilter => ({ agent, client });
/** milliseconds between the last keystroke in the agent or client box and the list's new filter */
const NAME_FILTER_DELAY = 400;

const money = (source: 'items_total' | 'additional_charges' | 'order_total') => (o: ClientOrder) =>
  formatTotal(amount(o[source]));

/**
 * The orders' one column list: the table's columns, the print view's and the Excel file's (the date as the
 * report writes it, the amounts as totals, the status in words). `small`: the client's cut below 768 px.
 */
export function orderColumns(small: boolean): ListColumn<ClientOrder>[] {
  return [
    { source: 'ordernumber' },
    {
      source: 'orig_date',
      label: `${T}.fields.date`,
      render: (o) => o.date,
      parts: [{ source: 'date', kind: 'date' }],
    },
    { source: 'clientname', render: (o) => <Ellipsis text={o.clientname} maxWidth={small ? 100 : 120} /> },
    { source: 'assigned_agentname', render: (o) => <Ellipsis text={o.assigned_agentname} maxWidth={100} /> },
    { source: 'order_address', render: (o) => <Ellipsis text={o.order_address} maxWidth={115} /> },
    ...(['items_total', 'additional_charges', 'order_total'] as const).map((source) => ({
      source,
      align: 'right' as const,
      field: <MoneyField source={source} total />,
      text: money(source),
      kind: 'money' as const,
      value: (o: ClientOrder) => amount(o[source]),
    })),
    { source: 'mode_of_payment', render: (o) => <Ellipsis text={o.mode_of_payment} maxWidth={80} /> },
    {
      source: 'order_status',
      field: <StatusChipField source="order_status" kind="order" />,
      text: (o, translate) =>
        translate(`components.status.order.${o.order_status}`, { _: String(o.order_status ?? '') }),
    },
    {
      source: 'actions',
      label: `${T}.actions`,
      sortable: false,
      tableOnly: true,
      field: <OrderRowActions />,
    },
  ];
}

/** The server's totals when they have the expected shape. */
function serverTotals(value: unknown): OrderTotals | null {
  if (!value || typeof value !== 'object') return null;
  const t = value as Record<string, unknown>;
  const ok = ['count', 'items', 'extra', 'overall'].every((k) => typeof t[k] === 'number');
  return ok ? (t as unknown as OrderTotals) : null;
}

/**
 * The totals line: count, items amount, extra amount, overall (over every filtered order). Without totals or rows
 * (the report still loading, or its call failed) each figure reads a placeholder, never 0.
 */
export function OrderTotalsLine({
  rows,
  totals: given,
}: {
  rows?: readonly ClientOrder[];
  totals?: OrderTotals | null;
}) {
  const translate = useTranslate();
  const known = given ?? (rows ? orderTotals(rows) : null);
  const totals = known
    ? formatOrderTotals(known)
    : {
        count: LOAD_PLACEHOLDER,
        items: LOAD_PLACEHOLDER,
        extra: LOAD_PLACEHOLDER,
        overall: LOAD_PLACEHOLDER,
      };
  const label = translate(`${T}.totals.label`);
  return (
    <Stack
      role="group"
      aria-label={label}
      aria-busy={known ? undefined : true}
      direction="row"
      spacing={3}
      flexWrap="wrap"
      useFlexGap
      sx={{ px: 2, py: 1, bgcolor: 'action.hover', borderRadius: 1, mb: 1 }}
    >
      {(['count', 'items', 'extra', 'overall'] as const).map((key) => (
        <Typography key={key} variant="body2" data-testid={`order-total-${key}`}>
          {translate(`${T}.totals.${key}`)}:{' '}
          <Box component="strong" sx={{ fontVariantNumeric: 'tabular-nums' }}>
            {totals[key]}
          </Box>
        </Typography>
      ))}
    </Stack>
  );
}

export interface OrderListProps {
  /** Today, for tests (the default date range). */
  today?: Date;
}

export function OrderList({ today }: OrderListProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const small = useSmallScreen();
  const narrow = useNarrowScreen();
  const columns = useMemo(() => orderColumns(small), [small]);
  const texts = useColumnTexts(columns, RESOURCE);
  const initial = useMemo(() => defaultOrderRange(today ?? new Date()), [today]);
  const defaults = useMemo<OrderListFilters>(
    () => ({ dateone: initial.from, datetwo: initial.to, order_status: '', agent: '', client: '' }),
    [initial],
  );
  // the dates, status and names, the page, rows per page and sort live in the address and the store
  const report = useReportList<ClientOrder, OrderListFilters>({
    resource: RESOURCE,
    defaults,
    args: reportArgs,
    filter: (f) => orderNameFilter(namesOf(f)),
    filterRows: (rows, f) => filterOrders(rows, namesOf(f)),
    perPage: PER_PAGE,
    sort: DEFAULT_SORT,
  });
  const { error, isFetching, refetch, context: list, filters, setFilters } = report;
  const args = useMemo(() => reportArgs(filters), [filters]);
  useEffect(() => {
    if (error) {
      const message = error instanceof Error && error.message ? error.message : translate(`${T}.loadFailed`);
      notify(message, { type: 'error', messageArgs: { _: message } });
    }
  }, [error, notify, translate]);

  const filtered = report.filteredRows;
  const totals = report.path === 'browser' ? orderTotals(filtered ?? []) : serverTotals(report.meta?.totals);

  // the search form: edited here, applied by Search; it follows the applied search (Back, Forward, a reload)
  const appliedSearch = useMemo<OrderSearch>(
    () => ({ status: args.order_status, range: { from: args.dateone, to: args.datetwo } }),
    [args],
  );
  const [search, setSearch] = useState<OrderSearch>(appliedSearch);
  const [shownSearch, setShownSearch] = useState(appliedSearch);
  if (shownSearch !== appliedSearch) {
    setShownSearch(appliedSearch);
    setSearch(appliedSearch);
  }

  // the agent and client boxes: applied a moment after the last keystroke; they follow the applied names
  const appliedNames = useMemo(() => namesOf(filters), [filters]);
  const [names, changeNames] = useFilterDraft(
    appliedNames,
    (next) => setFilters((current) => ({ ...current, ...next })),
    NAME_FILTER_DELAY,
  );

  const runSearch = (edited: OrderSearch = search) => {
    const { from, to } = edited.range;
    if (!from || !to) {
      notify(`${T}.datesMissing`, { type: 'error' });
      return;
    }
    const next: ReportArgs = { dateone: from, datetwo: to, order_status: edited.status };
    // the same arguments again: the data provider fetches the report anew on a refetch
    if (JSON.stringify(next) === JSON.stringify(args)) {
      list.setPage(1);
      refetch();
    } else setFilters({ ...filters, ...next });
  };

  const reload = useCallback(() => refetch(), [refetch]);
  const { canAccess: canEdit } = useCanAccess({ resource: RESOURCE, action: 'edit' });
  const { canAccess: canAssign } = useCanAccess({ resource: RESOURCE, action: 'assign' });
  const { canAccess: canCancel } = useCanAccess({ resource: RESOURCE, action: 'cancel' });
  const { canAccess: canExtraCharge } = useCanAccess({ resource: RESOURCE, action: 'extra_charge' });
  const page: OrderPageContext = useMemo(
    () => ({
      canEdit: !!canEdit,
      canAssign: !!canAssign,
      canCancel: !!canCancel,
      canExtraCharge: !!canExtraCharge,
      reload,
    }),
    [canEdit, canAssign, canCancel, canExtraCharge, reload],
  );

  const context = list;
  const printTitle = translate(`${T}.printTitle`, {
    from: formatDate(args.dateone),
    to: formatDate(args.datetwo),
  });

  return (
    <ResourceContextProvider value={RESOURCE}>
      <OrderPage.Provider value={page}>
        <Box sx={{ mt: 1 }}>
          <Title title={`${T}.listTitle`} />
          <CollapsibleCard title={`${T}.panelTitle`} defaultOpen keepMounted>
            <ListContextProvider value={context}>
              <OrderFilters
                search={search}
                onSearchChange={setSearch}
                onSearch={() => runSearch()}
                appliedStatus={args.order_status}
                onSearchWith={(next) => {
                  setSearch(next);
                  runSearch(next);
                }}
                names={names}
                onNamesChange={changeNames}
                busy={isFetching}
                today={today}
                actions={
                  <>
                    {small ? null : <ColumnsButton />}
                    <PrintButton<ClientOrder>
                      rows={filtered}
                      title={printTitle}
                      columns={texts.print}
                      columnChooser={{}}
                      summary={(printed) => {
                        const sums = formatOrderTotals(orderTotals(printed));
                        const parts = (['count', 'items', 'extra', 'overall'] as const).map(
                          (key) => `${translate(`${T}.totals.${key}`)}: ${sums[key]}`,
                        );
                        return `${translate(`${T}.totals.label`)} — ${parts.join(' · ')}`;
                      }}
                    />
                    <ExcelExportButton<ClientOrder>
                      label={`${T}.excel`}
                      rows={filtered}
                      fileBase={translate(`${T}.fileBase`)}
                      sheetName={translate(`${T}.sheetName`)}
                      columns={texts.excel}
                    />
                  </>
                }
              />
              {/* while the report loads or after it failed: placeholders, not 0 */}
              <OrderTotalsLine totals={list.isPending || error ? null : (totals ?? orderTotals([]))} />
              <ListLoading />
              <ReachableExpand>
                <DataTable<ClientOrder>
                  bulkActionButtons={false}
                  rowClick="expand"
                  expand={<OrderExpand />}
                  expandSingle
                  hiddenColumns={narrow ? NARROW_HIDDEN : undefined}
                  sx={[
                    denseTableSx({ small, smallHidden: SMALL_HIDDEN }),
                    {
                      [`& td.${ACTIONS_CLASS} .MuiStack-root`]: { flexWrap: 'nowrap' },
                      // the row actions as icons (their names stay in aria-label and title)
                      [`& td.${ACTIONS_CLASS} .MuiButton-root`]: {
                        fontSize: 0,
                        minWidth: 0,
                        px: 0.5,
                        '& .MuiButton-startIcon': { m: 0 },
                      },
                    },
                  ]}
                  empty={
                    <ListEmpty
                      what="orders"
                      filtered={Boolean(names.agent || names.client || args.order_status)}
                      onClear={() => {
                        // the dates stay: the user widens them and presses Search
                        setFilters((current) => ({ ...current, agent: '', client: '', order_status: '' }));
                      }}
                    />
                  }
                >
                  {tableColumns(columns)}
                </DataTable>
              </ReachableExpand>
              <QuickJumpPagination jumpLabel={`${T}.goToPage`} />
            </ListContextProvider>
          </CollapsibleCard>
        </Box>
      </OrderPage.Provider>
    </ResourceContextProvider>
  );
}

/** The route's view: the page is not a react-admin <List>, so it asks the access table itself. */
function GuardedOrderList() {
  return (
    <RouteGuard access={RESOURCE}>
      <OrderList />
    </RouteGuard>
  );
}

export default GuardedOrderList;
