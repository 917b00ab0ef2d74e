/**
 * /patient_management/ (operations.md 2 Patient Management): statistics over all patients, search (server
 * `search` over names, phone, national ID and OPD/IPD number), sex and nationality filters, Clear Filters,
 * results count, Refresh, Print Report, Export Excel, 10 patients per page, and per row View, Edit,
 * History (delivery items) and Delete.
 */
import { createContext, useContext, useState } from 'react';
import { Box, Button as MuiButton, Typography } from '@mui/material';
import ClearIcon from '@mui/icons-material/FilterAltOff';
import RefreshIcon from '@mui/icons-material/Refresh';
import VisibilityIcon from '@mui/icons-material/Visibility';
import EditIcon from '@mui/icons-material/Edit';
import HistoryIcon from '@mui/icons-material/History';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  Button,
  DataTable,
  List,
  SearchInput,
  SelectInput,
  useCanAccess,
  useListContext,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { ListExportActions, tableColumns } from '../../components/ListColumns';
import { QuickJumpPagination } from '../../components/QuickJumpPagination';
import { NATIONALITIES, SEXES } from '../../../contract/patients';
import { PatientDeleteConfirm, PatientEditDialog, PatientViewDialog } from './PatientDialogs';
import { PatientHistoryDrawer } from './PatientHistoryDrawer';
import { PatientStats } from './PatientStats';
import { PATIENT_COLUMNS } from './patientColumns';
import { PER_PAGE, RESOURCE, type Patient } from './patients';
import { ListLoading } from '../../components/ListLoading';

const T = 'resources.patient_management';

/** What the signed-in user may do to a row (asked once for the whole table). */
const RightsContext = createContext({ edit: false, delete: false });

function usePatientFilters() {
  const translate = useTranslate();
  return [
    <SearchInput
      key="q"
      source="q"
      alwaysOn
      placeholder={translate(`${T}.searchPlaceholder`)}
      sx={{ minWidth: 340 }}
      slotProps={{ htmlInput: { 'aria-label': translate(`${T}.fields.q`) } }}
    />,
    <SelectInput
      key="sex"
      source="sex"
      alwaysOn
      choices={SEXES.map((s) => ({ id: s, name: `${T}.sexes.${s}` }))}
      emptyText={`${T}.allSexes`}
      sx={{ minWidth: 140 }}
    />,
    <SelectInput
      key="nationality"
      source="nationality"
      alwaysOn
      choices={NATIONALITIES.map((n) => ({ id: n, name: n }))}
      translateChoice={false}
      emptyText={`${T}.allNationalities`}
      sx={{ minWidth: 180 }}
    />,
  ];
}

function PatientListActions() {
  const translate = useTranslate();
  const refresh = useRefresh();
  const { setFilters, filterValues } = useListContext();
  const filtered = Object.values(filterValues ?? {}).some((v) => v !== undefined && v !== null && v !== '');
  return (
    <ListExportActions
      columns={PATIENT_COLUMNS}
      texts={{ title: `${T}.printTitle`, print: `${T}.print` }}
      sx={{ flexWrap: 'wrap', alignItems: 'center' }}
    >
      <MuiButton
        size="small"
        variant="outlined"
        startIcon={<ClearIcon />}
        disabled={!filtered}
        onClick={() => setFilters({}, {})}
      >
        {translate(`${T}.clearFilters`)}
      </MuiButton>
      <Button label={`${T}.refresh`} onClick={() => refresh()}>
        <RefreshIcon />
      </Button>
    </ListExportActions>
  );
}

function ResultsCount() {
  const translate = useTranslate();
  const { total, isPending } = useListContext();
  if (isPending || total === undefined) return null;
  return (
    <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 1.5 }} role="status">
      {translate(`${T}.resultsCount`, { smart_count: total })}
    </Typography>
  );
}

function EmptyText() {
  const translate = useTranslate();
  const { filterValues, error } = useListContext();
  const filtered = Object.values(filterValues ?? {}).some((v) => v !== undefined && v !== null && v !== '');
  // a failed load is not 'no patients': ListLoading shows the error and Retry
  if (error) return null;
  return <Box sx={{ p: 2 }}>{translate(filtered ? `${T}.noMatch` : `${T}.empty`)}</Box>;
}

type Open = 'view' | 'edit' | 'history' | 'delete' | null;

function RowActions() {
  const record = useRecordContext<Patient>();
  const rights = useContext(RightsContext);
  const [open, setOpen] = useState<Open>(null);
  if (!record) return null;
  const close = () => setOpen(null);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }} onClick={(e) => e.stopPropagation()}>
      <Button label={`${T}.view`} onClick={() => setOpen('view')}>
        <VisibilityIcon />
      </Button>
      {rights.edit ? (
        <Button label={`${T}.edit`} onClick={() => setOpen('edit')}>
          <EditIcon />
        </Button>
      ) : null}
      <Button label={`${T}.history`} onClick={() => setOpen('history')}>
        <HistoryIcon />
      </Button>
      {rights.delete ? (
        <Button label={`${T}.delete`} color="error" onClick={() => setOpen('delete')}>
          <DeleteIcon />
        </Button>
      ) : null}
      {open === 'view' ? (
        <PatientViewDialog
          patient={record}
          open
          onClose={close}
          onEdit={rights.edit ? () => setOpen('edit') : undefined}
        />
      ) : null}
      {open === 'edit' ? <PatientEditDialog patient={record} open onClose={close} /> : null}
      {open === 'delete' ? <PatientDeleteConfirm patient={record} open onClose={close} /> : null}
      <PatientHistoryDrawer patient={record} open={open === 'history'} onClose={close} />
    </Box>
  );
}

export interface PatientListProps {
  /** The current time, for tests ('Recent (30 days)'). */
  now?: Date;
}

export function PatientList({ now }: PatientListProps) {
  const translate = useTranslate();
  const { canAccess: canEdit } = useCanAccess({ resource: RESOURCE, action: 'edit' });
  const { canAccess: canDelete } = useCanAccess({ resource: RESOURCE, action: 'delete' });
  const rights = { edit: !!canEdit, delete: !!canDelete };
  const filters = usePatientFilters();
  return (
    <Box sx={{ mt: 1 }}>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {translate(`${T}.heading`)}
      </Typography>
      <PatientStats now={now} />
      <RightsContext.Provider value={rights}>
        <List<Patient>
          resource={RESOURCE}
          title={`${T}.heading`}
          perPage={PER_PAGE}
          sort={{ field: 'created_at', order: 'DESC' }}
          filters={filters}
          actions={<PatientListActions />}
          empty={false}
          pagination={<QuickJumpPagination jumpLabel={`${T}.goToPage`} />}
        >
          <ResultsCount />
          <ListLoading />
          <DataTable<Patient> bulkActionButtons={false} rowClick={false} empty={<EmptyText />}>
            {tableColumns(PATIENT_COLUMNS)}
            <DataTable.Col source="actions" label={`${T}.actions`} disableSort>
              <RowActions />
            </DataTable.Col>
          </DataTable>
        </List>
      </RightsContext.Provider>
    </Box>
  );
}

export default PatientList;
