import { Box } from '@mui/material';
import { BooleanField, DataTable, EditButton, List, SearchInput, useTranslate } from 'react-admin';
import { ConfirmDeleteButton } from '../../components/ConfirmDeleteButton';
import { CreatePanel } from '../../components/CreatePanel';
import { ListExportActions, tableColumns, yesNo, type ListColumn } from '../../components/ListColumns';
import { QrButton } from '../../components/QrDialog';
import type { HealthCentre } from '../../../contract/types';
import { HealthCenterInputs } from './HealthCenterInputs';

/** The table's, the print view's and the Excel file's columns (the coordinates only in Excel). */
const COLUMNS: ListColumn<HealthCentre>[] = [
  { source: 'HC_code' },
  { source: 'name' },
  { source: 'hub_name' },
  { source: 'district' },
  { source: 'contactperson_name', sortable: false },
  { source: 'contactperson_phone', sortable: false },
  { source: 'sub_hub', field: <BooleanField source="sub_hub" />, text: yesNo((r) => r.sub_hub) },
  { source: 'location_latitude', exportOnly: true },
  { source: 'location_longitude', exportOnly: true },
];

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
        actions={<ListExportActions columns={COLUMNS} />}
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
          {tableColumns(COLUMNS)}
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
