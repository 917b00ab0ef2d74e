/**
 * 'Discrepancies': every receipt whose receiving check found missing or unexpected codes, over a date
 * range of the day received and a hub (a hub coordinator always sees only their hub: the server scopes it), with
 * print and Excel export of every searched row. A react-admin list over useReportList (as orders and facility
 * visits): POST /customqueries/getreceiving_discrepancies {dateone, datetwo, hub} (our server's extension) with
 * the report paging fields (discrepancyList.ts); a server that pages answers one page of 25 in the asked order,
 * another answers the whole report, sorted and paged in the browser. The dates and hub searched, the page, rows
 * per page and sort live in the address and react-admin's store, as a react-admin <List>'s do:
 * a reload, Back and Forward keep the place; a new search or sort goes back to page 1.
 */
import { useContext, useMemo, useState } from 'react';
import {
  Box,
  Button,
  Card,
  CircularProgress,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TableSortLabel,
  TextField,
  Typography,
} from '@mui/material';
import {
  DataProviderContext,
  ListContextProvider,
  Pagination,
  ResourceContextProvider,
  Title,
  useGetList,
  usePermissions,
  useTranslate,
  type SortPayload,
} from 'react-admin';
import { DateRangeFilter } from '../../components/DateRangeFilter';
import { ExcelExportButton } from '../../components/ExcelExportButton';
import { PrintButton } from '../../components/PrintButton';
import { columnTexts, columnsFor, useColumnTexts, type ListColumn } from '../../components/ListColumns';
import { useReportList } from '../../components/useReportList';
import { sortRows } from '../../lib/listQuery';
import { formatDateTime, toIsoDate, type DateRange } from '../../../contract/dates';
import type { Permissions } from '../../access';
import type { AppDataProvider } from '../../providers/dataProvider';
import { serverMessage } from '../../providers/http';
import { LoadError } from '../../components/LoadError';
import { JourneyCodeLinks } from '../../components/JourneyLink';
import type { DiscrepancyRow } from '../../../contract/discrepancies';
import { discrepancyArgs, RESOURCE, withDiscrepancyList, type DiscrepancySearch } from './discrepancyList';

const T = 'custody.discrepancies';
const PER_PAGE = 25;
const DEFAULT_SORT: SortPayload = { field: 'time_of_receiving', order: 'DESC' };

export type { DiscrepancyRow };

const label = (source: keyof DiscrepancyRow) => `${T}.columns.${source}`;
const codes = (source: 'missing' | 'unexpected'): ListColumn<DiscrepancyRow> => ({
  source,
  label: label(source),
  sortable: false,
  text: (r) => r[source].join(', '),
  render: (r) => <JourneyCodeLinks codes={r[source]} separator=", " />,
});

/** A discrepancy's columns: the table, the print view and the Excel file; the sortable ones sort the list. */
export const DISCREPANCY_COLUMNS: ListColumn<DiscrepancyRow>[] = [
  {
    source: 'time_of_receiving',
    label: label('time_of_receiving'),
    text: (r) => formatDateTime(r.time_of_receiving),
  },
  { source: 'delivery_number', label: label('delivery_number') },
  {
    source: 'barcode',
    label: label('barcode'),
    render: (r) => (r.barcode ? <JourneyCodeLinks codes={[r.barcode]} /> : null),
  },
  { source: 'collection_hub_name', label: label('collection_hub_name') },
  { source: 'received_by', label: label('received_by') },
  { source: 'expected', label: label('expected'), sortable: false, text: (r) => r.expected.join(', ') },
  codes('missing'),
  codes('unexpected'),
];

function Discrepancies({ today }: { today: Date }) {
  const translate = useTranslate();
  const { permissions } = usePermissions<Permissions>();
  const hubBound = permissions?.coordinatedHub != null;
  const from = toIsoDate(new Date(today.getFullYear(), today.getMonth(), today.getDate() - 6));
  const to = toIsoDate(today);
  const defaults = useMemo<DiscrepancySearch>(() => ({ dateone: from, datetwo: to, hub: '' }), [from, to]);
  const report = useReportList<DiscrepancyRow, DiscrepancySearch>({
    resource: RESOURCE,
    defaults,
    args: discrepancyArgs,
    filter: () => ({}),
    filterRows: (rows) => rows,
    perPage: PER_PAGE,
    sort: DEFAULT_SORT,
  });
  const { context } = report;
  const args = discrepancyArgs(report.filters);
  const argsKey = JSON.stringify(args);

  // the search form: edited here, applied by Search; it follows the applied search (Back, Forward, a reload)
  const [range, setRange] = useState<DateRange>({ from: args.dateone, to: args.datetwo });
  const [hub, setHub] = useState(args.hub);
  const [shown, setShown] = useState(argsKey);
  if (shown !== argsKey) {
    setShown(argsKey);
    setRange({ from: args.dateone, to: args.datetwo });
    setHub(args.hub);
  }

  const hubs = useGetList(
    'collectionhubs',
    { pagination: { page: 1, perPage: 1000 }, sort: { field: 'name', order: 'ASC' } },
    { enabled: permissions !== undefined && !hubBound },
  );

  const search = () => {
    const next: DiscrepancySearch = { dateone: range.from ?? '', datetwo: range.to ?? '', hub };
    // the same search again: asked anew, from page 1
    if (JSON.stringify(next) === argsKey) {
      context.setPage(1);
      report.refetch();
    } else report.setFilters(next);
  };

  const { sort } = context;
  /** a column header's arrow: the applied sort's direction on its column */
  const sortDirection = (source: string) =>
    sort.field === source ? (sort.order === 'ASC' ? ('asc' as const) : ('desc' as const)) : false;
  /** a header click: that column ascending, or the other direction when it is the sorted one (back to page 1) */
  const changeSort = (source: string) =>
    context.setSort({ field: source, order: sort.field === source && sort.order === 'ASC' ? 'DESC' : 'ASC' });

  const files = useColumnTexts(DISCREPANCY_COLUMNS);
  const table = columnsFor(DISCREPANCY_COLUMNS, 'table');
  const cells = columnTexts(table, RESOURCE, translate);
  // every searched row for print and Excel: the loaded report in the list's order, or (the server pages) read
  // page by page from the list
  const rows = useMemo(
    () => (report.filteredRows ? sortRows(report.filteredRows, sort) : undefined),
    [report.filteredRows, sort],
  );
  const shownRows = context.data ?? [];

  return (
    <ListContextProvider value={context}>
      <Box sx={{ p: { xs: 1, sm: 2 } }}>
        <Title title={translate(`${T}.title`)} />
        <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
          {translate(`${T}.title`)}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
          <DateRangeFilter value={range} onChange={setRange} today={today} />
          {hubBound ? null : (
            <TextField
              select
              size="small"
              label={translate(`${T}.hub`)}
              value={hub}
              onChange={(e) => setHub(e.target.value)}
              sx={{ minWidth: 200 }}
            >
              <MenuItem value="">{translate(`${T}.allHubs`)}</MenuItem>
              {(hubs.data ?? []).map((h) => (
                <MenuItem key={h.id} value={String(h.id)}>
                  {String(h.name ?? h.id)}
                </MenuItem>
              ))}
            </TextField>
          )}
          <Button variant="contained" onClick={search}>
            {translate(`${T}.search`)}
          </Button>
          <Box sx={{ ml: 'auto' }}>
            <PrintButton<DiscrepancyRow>
              title={translate(`${T}.title`)}
              columns={files.print}
              rows={rows}
              auditResource="Delivery"
            />
            <ExcelExportButton<DiscrepancyRow>
              columns={files.excel}
              rows={rows}
              fileBase={translate(`${T}.excelBase`)}
              auditResource="Delivery"
            />
          </Box>
        </Stack>
        {report.error ? (
          <LoadError error={serverMessage(report.error, translate(`${T}.failed`))} onRetry={report.refetch} />
        ) : null}
        <Card variant="outlined">
          {context.isPending ? (
            report.error ? null : (
              <Box sx={{ p: 2 }}>
                <CircularProgress size={24} />
              </Box>
            )
          ) : report.error && shownRows.length === 0 ? null : context.total === 0 ? (
            <Typography sx={{ p: 2 }}>{translate(`${T}.empty`)}</Typography>
          ) : (
            <>
              <Table size="small" data-testid="discrepancies-table">
                <TableHead>
                  <TableRow>
                    {table.map((col, i) => (
                      <TableCell
                        key={col.source}
                        sortDirection={col.sortable === false ? false : sortDirection(col.source)}
                      >
                        {col.sortable === false ? (
                          cells[i].header
                        ) : (
                          <TableSortLabel
                            active={sort.field === col.source}
                            direction={sortDirection(col.source) || 'asc'}
                            onClick={() => changeSort(col.source)}
                          >
                            {cells[i].header}
                          </TableSortLabel>
                        )}
                      </TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {shownRows.map((r) => (
                    <TableRow key={r.id} data-testid="discrepancy-row">
                      {table.map((col, i) => (
                        <TableCell key={col.source}>
                          {col.render ? col.render(r) : cells[i].value(r)}
                        </TableCell>
                      ))}
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
              <Pagination rowsPerPageOptions={[PER_PAGE]} />
            </>
          )}
        </Card>
      </Box>
    </ListContextProvider>
  );
}

export function DiscrepanciesPage({ today = new Date() }: { today?: Date }) {
  // the list's rows come from the discrepancies call (discrepancyList.ts); every other call as the app's
  const dataProvider = useContext(DataProviderContext) as AppDataProvider | null;
  const provider = useMemo(() => (dataProvider ? withDiscrepancyList(dataProvider) : null), [dataProvider]);
  if (!provider) return null;
  return (
    <DataProviderContext.Provider value={provider}>
      <ResourceContextProvider value={RESOURCE}>
        <Discrepancies today={today} />
      </ResourceContextProvider>
    </DataProviderContext.Provider>
  );
}

export default function DiscrepanciesRoute() {
  return <DiscrepanciesPage />;
}
