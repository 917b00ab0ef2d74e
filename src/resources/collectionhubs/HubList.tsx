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
import { CreatePanel } from '../../components/CreatePanel';
import { ExcelExportButton } from '../../components/ExcelExportButton';
import { PrintButton } from '../../components/PrintButton';
import { QrButton } from '../../components/QrDialog';
import type { CollectionHub } from '../../../contract/types';
import { HubInputs } from './HubInputs';
import { productName } from '../../providers/session';

function useHubColumns() {
  const translate = useTranslate();
  const t = (f: string) => translate(`resources.collectionhubs.fields.${f}`);
  const yesNo = (v: boolean) => translate(v ? 'ra.boolean.true' : 'ra.boolean.false');
  return [
    { header: t('HB_code'), value: (r: CollectionHub) => r.HB_code },
    { header: t('name'), value: (r: CollectionHub) => r.name },
    { header: t('supervisor_name'), value: (r: CollectionHub) => r.supervisor_name ?? '' },
    { header: t('supervisor_phone'), value: (r: CollectionHub) => r.supervisor_phone ?? '' },
    { header: t('district'), value: (r: CollectionHub) => r.district ?? '' },
    { header: t('region'), value: (r: CollectionHub) => r.region ?? '' },
    { header: t('main_hub'), value: (r: CollectionHub) => yesNo(r.main_hub) },
  ];
}

function HubListActions() {
  const translate = useTranslate();
  const columns = useHubColumns();
  return (
    <TopToolbar>
      <PrintButton<CollectionHub> title={translate('resources.collectionhubs.listTitle')} columns={columns} />
      <ExcelExportButton<CollectionHub>
        label="resources.collectionhubs.excel"
        fileBase={translate('resources.collectionhubs.fileBase', {
          product: productName(translate('app.title')),
        })}
        sheetName={translate('resources.collectionhubs.sheetName')}
        columns={[
          ...columns,
          {
            header: translate('resources.collectionhubs.fields.location_latitude'),
            value: (r) => r.location_latitude ?? '',
          },
          {
            header: translate('resources.collectionhubs.fields.location_longitude'),
            value: (r) => r.location_longitude ?? '',
          },
        ]}
      />
    </TopToolbar>
  );
}

const filters = [<SearchInput key="q" source="q" alwaysOn />];

/** /collectionhubs/ : 'ALL HUBS', with 'Create new hub here' above the table and a QR modal per row. */
export function HubList() {
  const translate = useTranslate();
  return (
    <Box>
      <CreatePanel
        resource="collectionhubs"
        title="resources.collectionhubs.createPanel"
        successMessage="resources.collectionhubs.created"
      >
        <HubInputs />
      </CreatePanel>
      <List
        resource="collectionhubs"
        title="resources.collectionhubs.listTitle"
        actions={<HubListActions />}
        filters={filters}
        sort={{ field: 'name', order: 'ASC' }}
        empty={false}
      >
        <DataTable
          rowClick="edit"
          bulkActionButtons={false}
          empty={<Box sx={{ p: 2 }}>{translate('resources.collectionhubs.empty')}</Box>}
        >
          <DataTable.Col source="HB_code" />
          <DataTable.Col source="name" />
          <DataTable.Col source="supervisor_name" disableSort />
          <DataTable.Col source="supervisor_phone" disableSort />
          <DataTable.Col source="district" />
          <DataTable.Col source="region" />
          <DataTable.Col source="main_hub">
            <BooleanField source="main_hub" />
          </DataTable.Col>
          <DataTable.Col label="resources.collectionhubs.actions" disableSort>
            <Box sx={{ display: 'flex', gap: 0.5 }}>
              <QrButton facilityType="Hub" />
              <EditButton />
            </Box>
          </DataTable.Col>
        </DataTable>
      </List>
    </Box>
  );
}

export default HubList;
