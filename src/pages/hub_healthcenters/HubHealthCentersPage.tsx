/**
 * /hub_healthcenters/ : 'ALL HEALTH CENTERS' of the coordinated hub (GET /api/healthcentres/?collection_hub={hub};
 * the server scopes a coordinator to their hub anyway): name, code, district, contact and status, with Excel and
 * print; a row opens /hub_healthcenter_details/{id}. In the admin shell (no hub) a short note says what it is for.
 */
import { Button as MuiButton, Chip } from '@mui/material';
import InfoIcon from '@mui/icons-material/Info';
import { DataTable, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { ExcelExportButton } from '../../components/ExcelExportButton';
import { PrintButton } from '../../components/PrintButton';
import type { HealthCentre } from '../../../contract/types';
import { HubList } from '../../components/HubScreens';
import { centreColumns, centreStatus } from './centres';

const T = 'pages.hubFacilities.healthcenters';
const F = 'resources.healthcenters.fields';
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
      aria-label={`${translate(`${T}.details`)} ${record.name}`}
    >
      {translate(`${T}.details`)}
    </MuiButton>
  );
}

function Actions() {
  const translate = useTranslate();
  const columns = centreColumns(translate);
  return (
    <TopToolbar>
      <PrintButton<HealthCentre> title={translate(`${T}.title`)} columns={columns} auditResource="Facility" />
      <ExcelExportButton<HealthCentre>
        fileBase={translate(`${T}.fileBase`)}
        sheetName={translate(`${T}.sheetName`)}
        columns={columns}
        auditResource="Facility"
      />
    </TopToolbar>
  );
}

export function HubHealthCentersPage() {
  return (
    <HubList
      resource={RESOURCE}
      texts={T}
      sortField="name"
      actions={<Actions />}
      rowClick={(id) => `/hub_healthcenter_details/${id}`}
    >
      <DataTable.Col source="name" label={`${F}.name`} />
      <DataTable.Col source="HC_code" label={`${F}.HC_code`} />
      <DataTable.Col source="district" label={`${F}.district`} />
      <DataTable.Col source="contactperson_name" label={`${F}.contactperson_name`} disableSort />
      <DataTable.Col source="contactperson_phone" label={`${F}.contactperson_phone`} disableSort />
      <DataTable.Col source="status" label={`${T}.status`} disableSort>
        <Status />
      </DataTable.Col>
      <DataTable.Col label={`${T}.actions`} disableSort>
        <DetailsLink />
      </DataTable.Col>
    </HubList>
  );
}

export default HubHealthCentersPage;
