/**
 * /facility_visits/ (administration.md 2.14): six counters, search and filters, 10 visits per page, delete,
 * Excel export and a print report, over GET /customqueries/list_facility_visits (one report of every visit).
 *
 * The report is loaded once through the data provider; counters are computed over ALL visits (the spec's
 * reading), the table, export and print over the filtered visits. Filtering happens here rather than in the
 * data provider because the facility type is matched by its folded kind and the date filter is a range.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Box, Card } from '@mui/material';
import {
  DataTable,
  ListContextProvider,
  Pagination,
  ResourceContextProvider,
  Title,
  TopToolbar,
  useGetList,
  useList,
  useNotify,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { ConfirmDeleteButton } from '../../components/ConfirmDeleteButton';
import { ExcelExportButton } from '../../components/ExcelExportButton';
import { PrintButton } from '../../components/PrintButton';
import { formatDate } from '../../lib/dates';
import {
  matchesVisitFilter,
  visitCounters,
  visitFacilityName,
  visitKind,
  type FacilityVisit,
  type VisitFilter,
} from '../../lib/facilityVisits';
import { VisitCounters } from './VisitCounters';
import { EMPTY_FILTER, VisitFilters } from './VisitFilters';

import { RouteGuard } from '../../pages/common/RouteGuard';

export const RESOURCE = 'facility_visits';
export const PER_PAGE = 10;
const ALL_ROWS = 1_000_000;
const T = 'resources.facility_visits';

/** The texts of a visit as the table, the export and the print show them. */
function useVisitColumns() {
  const translate = useTranslate();
  const t = (f: string) => translate(`${T}.fields.${f}`);
  const kindLabel = (v: FacilityVisit) => {
    const kind = visitKind(v);
    return kind ? translate(`${T}.kinds.${kind}`) : v.facility_type;
  };
  return [
    { header: t('agent_name'), value: (v: FacilityVisit) => v.agent_name ?? '' },
    { header: t('agent_code'), value: (v: FacilityVisit) => v.agent_code ?? '' },
    { header: t('facility_type'), value: kindLabel },
    { header: t('facility_name'), value: (v: FacilityVisit) => visitFacilityName(v) },
    { header: t('addres'), value: (v: FacilityVisit) => v.addres ?? '' },
    { header: t('visit_date'), value: (v: FacilityVisit) => formatDate(v.visit_date) },
    { header: t('visit_time'), value: (v: FacilityVisit) => v.visit_time ?? '' },
    { header: t('visit_notes'), value: (v: FacilityVisit) => v.visit_notes ?? '' },
  ];
}

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
  const translate = useTranslate();
  const notify = useNotify();
  const columns = useVisitColumns();
  const [filter, setFilter] = useState<VisitFilter>(EMPTY_FILTER);

  const { data, isPending, error } = useGetList<FacilityVisit>(RESOURCE, {
    pagination: { page: 1, perPage: ALL_ROWS },
    sort: { field: 'visit_date', order: 'DESC' },
  });
  useEffect(() => {
    if (error) notify(`${T}.loadFailed`, { type: 'error' });
  }, [error, notify]);

  const visits = useMemo(() => data ?? [], [data]);
  const counters = useMemo(() => visitCounters(visits, today ?? new Date()), [visits, today]);
  const filtered = useMemo(() => visits.filter((v) => matchesVisitFilter(v, filter)), [visits, filter]);

  const list = useList<FacilityVisit>({ data: filtered, isPending, perPage: PER_PAGE });
  const { setPage } = list;
  const changeFilter = useCallback(
    (next: VisitFilter) => {
      setFilter(next);
      setPage(1);
    },
    [setPage],
  );
  const context = { ...list, resource: RESOURCE };

  return (
    <ResourceContextProvider value={RESOURCE}>
      <Box sx={{ mt: 1 }}>
        <Title title={`${T}.listTitle`} />
        <VisitCounters counters={counters} />
        <VisitFilters value={filter} onChange={changeFilter} visits={visits} />
        <ListContextProvider value={context}>
          <TopToolbar>
            <ExcelExportButton<FacilityVisit>
              label={`${T}.excel`}
              rows={filtered}
              fileBase={translate(`${T}.fileBase`)}
              sheetName={translate(`${T}.sheetName`)}
              columns={columns}
            />
            <PrintButton<FacilityVisit>
              rows={filtered}
              title={translate(`${T}.printTitle`)}
              columns={columns}
            />
          </TopToolbar>
          <Card>
            <DataTable<FacilityVisit>
              bulkActionButtons={false}
              rowClick={false}
              empty={<Box sx={{ p: 2 }}>{translate(`${T}.empty`)}</Box>}
            >
              <DataTable.Col
                source="agent_name"
                render={(v) => (
                  <>
                    {v.agent_name}
                    {v.agent_code ? (
                      <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontSize: 12 }}>
                        {v.agent_code}
                      </Box>
                    ) : null}
                  </>
                )}
              />
              <DataTable.Col source="facility_type" render={(v) => columns[2].value(v as FacilityVisit)} />
              <DataTable.Col source="facility_name" render={(v) => visitFacilityName(v as FacilityVisit)} />
              <DataTable.Col source="addres" />
              <DataTable.Col source="visit_date" render={(v) => formatDate(v.visit_date)} />
              <DataTable.Col source="visit_time" />
              <DataTable.Col source="visit_notes" disableSort />
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
