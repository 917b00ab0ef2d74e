/**
 * /hub_healthcenters/ : 'ALL HEALTH CENTERS' of the coordinated hub (GET /api/healthcentres/?collection_hub={hub};
 * the server scopes a coordinator to their hub anyway): name, code, district, contact and status, with Excel and
 * print; a row opens /hub_healthcenter_details/{id}. In the admin shell (no hub) a short note says what it is for.
 */
import { Button as MuiButton, Chip } from '@mui/material';
import InfoIcon from '@mui/icons-material/Info';
import { DataTable, useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { HealthCentre } from '../../../contract/types';
import { HubList } from '../../components/HubScreens';
import { centreStatus } from './centres';
import { ListExportActions, pickColumns, tableColumns, type ListColumn } from '../../components/ListColumns';
import { HEALTH_CENTER_COLUMNS } from '../../resources/healthcenters/healthCenterColumns';

const T = 'pages.hubFacilities.healthcenters';
export const RESOURCE = 'hub_healthcenters';

const STATUS_COLORS = {
  active: 'success',
  pending: 'warning',
  issues: 'error',
  maintenance: 'info',
} as const;

export function StatusChip({ status }: { status: unknown }) {
  const translate = useTranslate();
  const s = centreStatus(status);
  return (
    <Chip size="small" color={STATUS_COLORS[s]} label={translate(`pages.hubFacilities.statuses.${s}`)} />
  );
}

function Status() {
  const record = useRecordContext<HealthCentre>();
  return record ? <StatusChip status={record.status} /> : null;
}

function DetailsLink() {
  const record = useRecordContext<HealthCentre>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <MuiButton
      size="small"
      component={Link}
      to={`/hub_healthcenter_details/${record.id}`}
      startIcon={<InfoIcon />}
      // the row's click would navigate to the same page a second time (Back would stay on it)
      onClick={(e: React.MouseEvent) => e.stopPropagation()}
      aria-label={`${translate(`${T}.details`)} ${record.name}`}
    >
      {translate(`${T}.details`)}
    </MuiButton>
  );
}

/** The admin list's columns (resources/healthcenters/healthCenterColumns) in the hub's order, and the status. */
export const HUB_CENTRE_COLUMNS: ListColumn<HealthCentre>[] = [
  ...pickColumns(HEALTH_CENTER_COLUMNS, [
    'name',
    'HC_code',
    'district',
    'contactperson_name',
    'contactperson_phone',
  ]),
  {
    source: 'status',
    label: `${T}.status`,
    sortable: false,
    field: <Status />,
    text: (r, translate) => translate(`pages.hubFacilities.statuses.${centreStatus(r.status)}`),
  },
];

const actions = (
  <ListExportActions
    columns={HUB_CENTRE_COLUMNS}
    labels="healthcenters"
    auditResource="Facility"
    texts={{
      title: `${T}.title`,
      fileBase: `${T}.fileBase`,
      sheetName: `${T}.sheetName`,
      excel: 'components.excel.button',
    }}
  />
);

export function HubHealthCentersPage() {
  return (
    <HubList
      resource={RESOURCE}
      texts={T}
      sortField="name"
      actions={actions}
      rowClick={(id) => `/hub_healthcenter_details/${id}`}
    >
      {tableColumns(HUB_CENTRE_COLUMNS, 'healthcenters')}
      <DataTable.Col label={`${T}.actions`} disableSort>
        <DetailsLink />
      </DataTable.Col>
    </HubList>
  );
}

export default HubHealthCentersPage;
