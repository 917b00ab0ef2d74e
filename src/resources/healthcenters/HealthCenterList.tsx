import { Box } from '@mui/material';
import {
  BooleanField,
  DataTable,
  EditButton,
  List,
  SearchInput,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import { ConfirmDeleteButton } from '../../components/ConfirmDeleteButton';
import { CreatePanel } from '../../components/CreatePanel';
import { ExcelExportButton } from '../../components/ExcelExportButton';
import { PrintButton } from '../../components/PrintButton';
import { QrButton } from '../../components/QrDialog';
import type { HealthCentre } from '../../../contract/types';
import { productName } from '../../providers/session';
import { HealthCenterInputs } from './HealthCenterInputs';

function useCentreColumns() {
  const translate = useTranslate();
  const t = (f: string) => translate(`resources.healthcenters.fields.${f}`);
  const yesNo = (v: boolean) => translate(v ? 'ra.boolean.true' : 'ra.boolean.false');
  return [
    { header: t('HC_code'), value: (r: HealthCentre) => r.HC_code },
    { header: t('name'), value: (r: HealthCentre) => r.name },
    { header: t('hub_name'), value: (r: HealthCentre) => r.hub_name ?? '' },
    { header: t('district'), value: (r: HealthCentre) => r.district ?? '' },
    { header: t('contactperson_name'), value: (r: HealthCentre) => r.contactperson_name ?? '' },
    { header: t('contactperson_phone'), value: (r: HealthCentre) => r.contactperson_phone ?? '' },
    { header: t('sub_hub'), value: (r: HealthCentre) => yesNo(r.sub_hub) },
  ];
}

function CentreListActions() {
  const translate = useTranslate();
  const columns = useCentreColumns();
  return (
    <TopToolbar>
      <PrintButton<HealthCentre> title={translate('resources.healthcenters.listTitle')} columns={columns} />
      <ExcelExportButton<HealthCentre>
        label="resources.healthcenters.excel"
        fileBase={translate('resources.healthcenters.fileBase', {
          product: productName(translate('app.title')),
        })}
        sheetName={translate('resources.healthcenters.sheetName')}
        columns={[
          ...columns,
          {
            header: translate('resources.healthcenters.fields.location_latitude'),
            value: (r) => r.location_latitude ?? '',
          },
          {
            header: translate('resources.healthcenters.fields.location_longitude'),
            value: (r) => r.location_longitude ?? '',
          },
        ]}
      />
    </TopToolbar>
  );
}

const filters = [<SearchInput key="q" source="q" alwaysOn />];

/**
 * /healthcenters/ : 'ALL SPOKES'. Paged and searched on the server (debounced search box), so thousands
 * of health centres load one page at a time.
 */
export function HealthCenterList() {
  const translate = useTranslate();
  return (
    <Box>
      <CreatePanel
        resource="healthcenters"
        title="resources.healthcenters.createPanel"
        successMessage="resources.healthcenters.created"
      >
        <HealthCenterInputs />
      </CreatePanel>
      <List
        resource="healthcenters"
        title="resources.healthcenters.listTitle"
        actions={<CentreListActions />}
        filters={filters}
        sort={{ field: 'name', order: 'ASC' }}
        perPage={25}
        debounce={400}
        empty={false}
      >
        <DataTable
          rowClick="edit"
          bulkActionButtons={false}
          empty={<Box sx={{ p: 2 }}>{translate('resources.healthcenters.empty')}</Box>}
        >
          <DataTable.Col source="HC_code" />
          <DataTable.Col source="name" />
          <DataTable.Col source="hub_name" />
          <DataTable.Col source="district" />
          <DataTable.Col source="contactperson_name" disableSort />
          <DataTable.Col source="contactperson_phone" disableSort />
          <DataTable.Col source="sub_hub">
            <BooleanField source="sub_hub" />
          </DataTable.Col>
          <DataTable.Col label="resources.healthcenters.actions" disableSort>
            <Box sx={{ display: 'flex', gap: 0.5 }}>
              <QrButton facilityType="Healthcenter" />
              <EditButton />
              <ConfirmDeleteButton successMessage="resources.healthcenters.deleted" />
            </Box>
          </DataTable.Col>
        </DataTable>
      </List>
    </Box>
  );
}

export default HealthCenterList;
