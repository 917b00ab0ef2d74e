/**
 * 'Discrepancies' (issue 21): every receipt whose receiving check found missing or unexpected codes, over a date
 * range of the day received and a hub (a hub coordinator always sees only their hub: the server scopes it), with
 * print and Excel export. One call: POST /customqueries/getreceiving_discrepancies {dateone, datetwo, hub} (our server's
 * extension) → plain array, newest first, sorted and paged in the browser. The dates and hub searched, the page, rows
 * per page and sort live in the address and react-admin's store, as a react-admin <List>'s do (issue 31 point 1):
 * a reload, Back and Forward keep the place; a new search or sort goes back to page 1.
 */
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  Box,
  Button,
  Card,
  CircularProgress,
  Link,
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
import { useQuery } from '@tanstack/react-query';
import {
  ListContextProvider,
  Pagination,
  ResourceContextProvider,
  Title,
  useDataProvider,
  useGetList,
  useList,
  useListParams,
  usePermissions,
  useTranslate,
  type ListControllerResult,
  type SortPayload,
} from 'react-admin';
import { DateRangeFilter } from '../../components/DateRangeFilter';
import { ExcelExportButton } from '../../components/ExcelExportButton';
import { PrintButton } from '../../components/PrintButton';
import { fileTimestamp, type ExcelColumn } from '../../lib/excel';
import { formatDateTime, toIsoDate, type DateRange } from '../../../contract/dates';
import type { Permissions } from '../../access';
import type { AppDataProvider } from '../../providers/dataProvider';
import { serverMessage } from '../../providers/http';
import { LoadError } from '../../components/LoadError';
import { sortRows } from '../../lib/listQuery';
import { journeyPath } from '../sample_journey/journey';

const T = 'custody.discrepancies';
/** the list's key in the address and the store (its page, rows per page, sort and search) */
const RESOURCE = 'receiving_discrepancies';
const PER_PAGE = 25;
const DEFAULT_SORT: SortPayload = { field: 'time_of_receiving', order: 'DESC' };

/** The search: the report's arguments (the day received, from and to, and the hub or '' for all). */
interface DiscrepancySearch {
  dateone: string;
  datetwo: string;
  hub: string;
}

export interface DiscrepancyRow {
  id: number;
  delivery_number: string;
  barcode: string | null;
  collection_hub: number | null;
  collection_hub_name: string | null;
  received_by: string | null;
  time_of_receiving: string;
  expected: string[];
  missing: string[];
  unexpected: string[];
}

function Codes({ codes }: { codes: string[] }) {
  return (
    <>
      {codes.map((code, i) => (
        <span key={code}>
          {i > 0 ? ', ' : ''}
          <Link component={RouterLink} to={journeyPath(code)}>
            {code}
          </Link>
        </span>
      ))}
    </>
  );
}

export function DiscrepanciesPage({ today = new Date() }: { today?: Date }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { permissions } = usePermissions<Permissions>();
  const hubBound = permissions?.coordinatedHub != null;
  const from = toIsoDate(new Date(today.getFullYear(), today.getMonth(), today.getDate() - 6));
  const to = toIsoDate(today);
  const defaults = useMemo<DiscrepancySearch>(() => ({ dateone: from, datetwo: to, hub: '' }), [from, to]);
  // the search, page, rows per page and sort: in the address and the store, as a react-admin <List>'s
  const [params, modifiers] = useListParams({
    resource: RESOURCE,
    perPage: PER_PAGE,
    sort: DEFAULT_SORT,
    filterDefaultValues: defaults,
  });
  const applied = { ...defaults, ...(params.filterValues as Partial<DiscrepancySearch>) };
  const args = { dateone: applied.dateone, datetwo: applied.datetwo, hub: String(applied.hub ?? '') };
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
  const query = useQuery({
    queryKey: ['getreceiving_discrepancies', args],
    queryFn: () => dataProvider.receivingDiscrepancies<DiscrepancyRow[]>(args),
    retry: false,
  });
  const rows = useMemo(() => (Array.isArray(query.data) ? query.data : []), [query.data]);
  const sort = useMemo<SortPayload>(
    () => ({ field: params.sort, order: params.order === 'ASC' ? 'ASC' : 'DESC' }),
    [params.sort, params.order],
  );
  const sorted = useMemo(() => sortRows(rows, sort), [rows, sort]);
  const { page, perPage } = params;
  const base = useList<DiscrepancyRow>({ data: [] });
  const list = {
    ...base,
    data: query.isPending ? undefined : sorted.slice((page - 1) * perPage, page * perPage),
    total: query.isPending ? undefined : sorted.length,
    isPending: query.isPending,
    isFetching: query.isFetching,
    isLoading: query.isLoading,
    error: query.error ?? null,
    page,
    perPage,
    sort,
    setPage: modifiers.setPage,
    setPerPage: modifiers.setPerPage,
    setSort: modifiers.setSort,
    filterValues: applied,
    setFilters: modifiers.setFilters,
    resource: RESOURCE,
    hasNextPage: page * perPage < sorted.length,
    hasPreviousPage: page > 1,
    refetch: query.refetch,
  } as unknown as ListControllerResult<DiscrepancyRow>;

  const search = () => {
    const next: DiscrepancySearch = { dateone: range.from ?? '', datetwo: range.to ?? '', hub };
    // the same search again: asked anew, from page 1
    if (JSON.stringify(next) === argsKey) {
      modifiers.setPage(1);
      void query.refetch();
    } else modifiers.setFilters(next, undefined);
  };

  /** a column header's arrow: the applied sort's direction on its column */
  const sortDirection = (source?: string) =>
    source && sort.field === source ? (sort.order === 'ASC' ? ('asc' as const) : ('desc' as const)) : false;
  /** a header click: that column ascending, or the other direction when it is the sorted one (back to page 1) */
  const changeSort = (source: string) =>
    modifiers.setSort({
      field: source,
      order: sort.field === source && sort.order === 'ASC' ? 'DESC' : 'ASC',
    });

  const c = (k: string) => translate(`${T}.columns.${k}`);
  // the print's and the Excel file's columns; `source`: the table sorts by it
  const columns: (ExcelColumn<DiscrepancyRow> & { source?: keyof DiscrepancyRow })[] = [
    {
      header: c('time_of_receiving'),
      source: 'time_of_receiving',
      value: (r: DiscrepancyRow) => formatDateTime(r.time_of_receiving),
    },
    {
      header: c('delivery_number'),
      source: 'delivery_number',
      value: (r: DiscrepancyRow) => r.delivery_number,
    },
    { header: c('barcode'), source: 'barcode', value: (r: DiscrepancyRow) => r.barcode ?? '' },
    {
      header: c('collection_hub_name'),
      source: 'collection_hub_name',
      value: (r: DiscrepancyRow) => r.collection_hub_name ?? '',
    },
    { header: c('received_by'), source: 'received_by', value: (r: DiscrepancyRow) => r.received_by ?? '' },
    { header: c('expected'), value: (r: DiscrepancyRow) => r.expected.join(', ') },
    { header: c('missing'), value: (r: DiscrepancyRow) => r.missing.join(', ') },
    { header: c('unexpected'), value: (r: DiscrepancyRow) => r.unexpected.join(', ') },
  ];

  return (
    <ResourceContextProvider value={RESOURCE}>
      <ListContextProvider value={list}>
        <Box sx={{ p: { xs: 1, sm: 2 } }}>
          <Title title={translate(`${T}.title`)} />
          <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
            {translate(`${T}.title`)}
          </Typography>
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 2 }}
          >
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
                columns={columns}
                rows={sorted}
                auditResource="Delivery"
              />
              <ExcelExportButton
                columns={columns}
                rows={sorted}
                fileBase={translate(`${T}.excelBase`, { date: fileTimestamp(today) })}
                auditResource="Delivery"
              />
            </Box>
          </Stack>
          {query.isError ? (
            <LoadError error={serverMessage(query.error, translate(`${T}.failed`))} onRetry={query.refetch} />
          ) : null}
          <Card variant="outlined">
            {query.isPending ? (
              <Box sx={{ p: 2 }}>
                <CircularProgress size={24} />
              </Box>
            ) : query.isError && rows.length === 0 ? null : rows.length === 0 ? (
              <Typography sx={{ p: 2 }}>{translate(`${T}.empty`)}</Typography>
            ) : (
              <>
                <Table size="small" data-testid="discrepancies-table">
                  <TableHead>
                    <TableRow>
                      {columns.map((col) => (
                        <TableCell key={col.header} sortDirection={sortDirection(col.source)}>
                          {col.source ? (
                            <TableSortLabel
                              active={sort.field === col.source}
                              direction={sortDirection(col.source) || 'asc'}
                              onClick={() => changeSort(String(col.source))}
                            >
                              {col.header}
                            </TableSortLabel>
                          ) : (
                            col.header
                          )}
                        </TableCell>
                      ))}
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {(list.data ?? []).map((r) => (
                      <TableRow key={r.id} data-testid="discrepancy-row">
                        <TableCell>{formatDateTime(r.time_of_receiving)}</TableCell>
                        <TableCell>{r.delivery_number}</TableCell>
                        <TableCell>{r.barcode ? <Codes codes={[r.barcode]} /> : null}</TableCell>
                        <TableCell>{r.collection_hub_name ?? ''}</TableCell>
                        <TableCell>{r.received_by ?? ''}</TableCell>
                        <TableCell>{r.expected.join(', ')}</TableCell>
                        <TableCell>
                          <Codes codes={r.missing} />
                        </TableCell>
                        <TableCell>
                          <Codes codes={r.unexpected} />
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
                <Pagination />
              </>
            )}
          </Card>
        </Box>
      </ListContextProvider>
    </ResourceContextProvider>
  );
}

export default function DiscrepanciesRoute() {
  return <DiscrepanciesPage />;
}
