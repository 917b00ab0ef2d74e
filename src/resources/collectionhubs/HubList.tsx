import { Box } from '@mui/material';
import { BooleanField, DataTable, EditButton, List, SearchInput } from 'react-admin';
import { CreatePanel } from '../../components/CreatePanel';
import { ListExportActions, tableColumns, yesNo, type ListColumn } from '../../components/ListColumns';
import { QrButton } from '../../components/QrDialog';
import type { CollectionHub } from '../../../contract/types';
import { HubInputs } from './HubInputs';
import { ListEmpty } from '../../components/ListEmpty';
import { ListLoading } from '../../components/ListLoading';

/** The table's, the print view's and the Excel file's columns (the coordinates only in Excel). */
export const COLUMNS: ListColumn<CollectionHub>[] = [
  { source: 'HB_code' },
  { source: 'name' },
  { source: 'supervisor_name', sortable: false },
  { source: 'supervisor_phone', sortable: false },
  { source: 'district' },
  { source: 'region' },
  { source: 'main_hub', field: <BooleanField source="main_hub" />, text: yesNo((r) => r.main_hub) },
  { source: 'location_latitude', exportOnly: true, kind: 'number' },
  { source: 'location_longitude', exportOnly: true, kind: 'number' },
];

const filters = [<SearchInput key="q" source="q" alwaysOn />];

/** /collectionhubs/ : 'ALL HUBS', with 'Create new hub here' above the table and a QR modal per row. */
export function HubList() {
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
        actions={<ListExportActions columns={COLUMNS} />}
        filters={filters}
        sort={{ field: 'name', order: 'ASC' }}
        empty={false}
      >
        <ListLoading />
        <DataTable rowClick="edit" bulkActionButtons={false} empty={<ListEmpty what="collectionhubs" />}>
          {tableColumns(COLUMNS)}
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
