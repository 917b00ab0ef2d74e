/**
 * /facility_visits/ (administration.md 2.14): six counters, search and filters, 10 visits per page, delete,
 * Excel export and a print report, over GET /customqueries/list_facility_visits.
 *
 * When the server pages the call (README "Paging report calls"), the filters (visitFilterParams), the sort
 * and the page go with it and the six counters come from its answer. When it answers the full report, the
 * report is loaded once and the counters (over ALL visits, the spec's reading), the filtering (the folded
 * kind, the date range), the sort and the paging happen here as before. Export and print take every
 * filtered visit (page by page on the server path, through the shared export).
 */
import { useEffect, useMemo } from 'react';
import { Box, Card } from '@mui/material';
import {
  DataTable,
  ListContextProvider,
  Pagination,
  ResourceContextProvider,
  Title,
  useNotify,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { ConfirmDeleteButton } from '../../components/ConfirmDeleteButton';
import { formatDate } from '../../../contract/dates';
import { ListExportActions, tableColumns, type ListColumn } from '../../components/ListColumns';
import {
  isoDay,
  matchesVisitFilter,
  NO_VISIT_COUNTERS,
  visitCounters,
  visitFacilityName,
  visitFilterParams,
  visitKind,
  type FacilityVisit,
  type VisitCounters as Counters,
  type VisitFilter,
} from '../../../contract/facilityVisits';
import { useReportList } from '../../components/useReportList';
import { useFilterDraft } from '../../components/useFilterDraft';
import { VisitCounters } from './VisitCounters';
import { EMPTY_FILTER, VisitFilters } from './VisitFilters';

import { RouteGuard } from '../../pages/common/RouteGuard';
import { ListEmpty } from '../../components/ListEmpty';
import { ListLoading } from '../../components/ListLoading';

export const RESOURCE = 'facility_visits';
export const PER_PAGE = 10;
const T = 'resources.facility_visits';
const DEFAULT_SORT = { field: 'visit_date', order: 'DESC' as const };
/** milliseconds between the user's last change of the filters and the list's new filters */
const FILTER_DELAY = 400;

/** The server's counters when they have the expected shape. */
function serverCounters(value: unknown): Counters | null {
  if (!value || typeof value !== 'object') return null;
  const c = value as Record<string, unknown>;
  return (Object.keys(NO_VISIT_COUNTERS) as (keyof Counters)[]).every((k) => typeof c[k] === 'number')
    ? (c as unknown as Counters)
    : null;
}

/** A visit's columns: the table, the export and the print (the agent's code under the name in the table). */
export const VISIT_COLUMNS: ListColumn<FacilityVisit>[] = [
  {
    source: 'agent_name',
    render: (v) => (
      <>
        {v.agent_name}
        {v.agent_code ? (
          <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontSize: 12 }}>
            {v.agent_code}
          </Box>
        ) : null}
      </>
    ),
  },
  { source: 'agent_code', fileOnly: true },
  {
    source: 'facility_type',
    text: (v, translate) => {
      const kind = visitKind(v);
      return kind ? translate(`${T}.kinds.${kind}`) : v.facility_type;
    },
  },
  { source: 'facility_name', text: (v) => visitFacilityName(v) },
  { source: 'addres' },
  { source: 'visit_date', text: (v) => formatDate(v.visit_date), kind: 'date' },
  { source: 'visit_time', kind: 'time' },
  { source: 'visit_notes', sortable: false },
];

function DeleteVisitButton() {
  const record = useRecordContext<FacilityVisit>();
  const translate = useTranslate();
  const notify = useNotify();
  if (!record) return null;
  return (
    <ConfirmDeleteButton
      confirmTitle={translate(`${T}.confirmTitle`)}
      confirmContent={translate(`${T}.confirmContent`, {
        agent: record.agent_name ?? '',
        facility: visitFacilityName(record),
        date: formatDate(record.visit_date),
      })}
      successMessage={`${T}.deleted`}
      mutationOptions={{ onError: () => notify(`${T}.deleteFailed`, { type: 'error' }) }}
    />
  );
}

export interface FacilityVisitListProps {
  /** Today, for tests (counters 'Today' and 'This Week'). */
  today?: Date;
}

export function FacilityVisitList({ today }: FacilityVisitListProps) {
  const notify = useNotify();
  const day = isoDay(today ?? new Date());
  // the filters, the page and the sort live in the address and the store (a reload, Back and Forward keep them)
  const report = useReportList<FacilityVisit, VisitFilter>({
    resource: RESOURCE,
    defaults: EMPTY_FILTER,
    args: () => ({ today: day }),
    filter: visitFilterParams,
    filterRows: (rows, f) => rows.filter((v) => matchesVisitFilter(v, f)),
    perPage: PER_PAGE,
    sort: DEFAULT_SORT,
  });
  // the form, applied a moment after the user's last change (typing in the search box)
  const [filter, changeFilter] = useFilterDraft<VisitFilter>(report.filters, report.setFilters, FILTER_DELAY);
  const { error } = report;
  useEffect(() => {
    if (error) notify(`${T}.loadFailed`, { type: 'error' });
  }, [error, notify]);

  const visits = useMemo(
    () => report.allRows ?? report.context.data ?? [],
    [report.allRows, report.context.data],
  );
  const counters = useMemo(
    () =>
      report.path === 'browser'
        ? visitCounters(report.allRows ?? [], today ?? new Date())
        : (serverCounters(report.meta?.counters) ?? NO_VISIT_COUNTERS),
    [report.path, report.allRows, report.meta, today],
  );
  const filtered = report.filteredRows;
  const context = report.context;

  return (
    <ResourceContextProvider value={RESOURCE}>
      <Box sx={{ mt: 1 }}>
        <Title title={`${T}.listTitle`} />
        {/* while the report loads or after it failed: placeholders, not 0 */}
        <VisitCounters counters={report.context.isPending || error ? null : counters} />
        <VisitFilters value={filter} onChange={changeFilter} visits={visits} />
        <ListContextProvider value={context}>
          <ListExportActions
            columns={VISIT_COLUMNS}
            rows={filtered}
            excelFirst
            texts={{ title: `${T}.printTitle` }}
          />
          <Card>
            <ListLoading />
            <DataTable<FacilityVisit>
              bulkActionButtons={false}
              rowClick={false}
              empty={
                <ListEmpty
                  what="facility_visits"
                  filtered={JSON.stringify(filter) !== JSON.stringify(EMPTY_FILTER)}
                  onClear={() => changeFilter(EMPTY_FILTER)}
                />
              }
            >
              {tableColumns(VISIT_COLUMNS)}
              <DataTable.Col label={`${T}.actions`} disableSort>
                <DeleteVisitButton />
              </DataTable.Col>
            </DataTable>
            <Pagination rowsPerPageOptions={[PER_PAGE]} />
          </Card>
        </ListContextProvider>
      </Box>
    </ResourceContextProvider>
  );
}

/** The route's view: the page is not a react-admin <List>, so it asks the access table itself. */
function GuardedFacilityVisitList() {
  return (
    <RouteGuard access={RESOURCE}>
      <FacilityVisitList />
    </RouteGuard>
  );
}

export default GuardedFacilityVisitList;
