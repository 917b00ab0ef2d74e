/**
 * /hub_healthcenters/ : 'ALL HEALTH CENTERS' of the coordinated hub (GET /api/healthcentres/?collection_hub={hub};
 * the server scopes a coordinator to their hub anyway): name, code, district, contact and status, with Excel and
 * print; a row opens /hub_healthcenter_details/{id}. In the admin shell (no hub) a short note says what it is for.
 */
import { Box, Button as MuiButton, Chip, Typography } from '@mui/material';
import InfoIcon from '@mui/icons-material/Info';
import {
  DataTable,
  List,
  Loading,
  SearchInput,
  TopToolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { ExcelExportButton } from '../../components/ExcelExportButton';
import { PrintButton } from '../../components/PrintButton';
import type { HealthCentre } from '../../types';
import { NoHubNote, useCoordinatedHub } from '../hub_deliveryagents/hubScope';
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
  const translate = useTranslate();
  const { hub, isPending } = useCoordinatedHub();
  if (isPending) return <Loading />;
  if (hub === null) return <NoHubNote title={translate(`${T}.title`)} />;
  const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder={translate(`${T}.search`)} fullWidth={false} />,
  ];
  return (
    <Box>
      <Typography variant="h5" component="h1" sx={{ mt: 1 }}>
        {translate(`${T}.title`)}
      </Typography>
      <List
        resource={RESOURCE}
        title={`${T}.title`}
        filter={{ collection_hub: hub }}
        filters={filters}
        actions={<Actions />}
        sort={{ field: 'name', order: 'ASC' }}
        perPage={25}
        debounce={400}
        empty={false}
        storeKey={false}
      >
        <DataTable
          rowClick={(id) => `/hub_healthcenter_details/${id}`}
          bulkActionButtons={false}
          empty={<Box sx={{ p: 2 }}>{translate(`${T}.empty`)}</Box>}
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
        </DataTable>
      </List>
    </Box>
  );
}

export default HubHealthCentersPage;
