import { Box } from '@mui/material';
import { BooleanField, DataTable, EditButton } from 'react-admin';
import { CreatePanel } from '../../components/CreatePanel';
import { ListExportActions, tableColumns, yesNo, type ListColumn } from '../../components/ListColumns';
import { QrButton } from '../../components/QrDialog';
import type { CollectionHub } from '../../../contract/types';
import { HubInputs } from './HubInputs';
import { SearchList } from '../../components/SearchList';

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
      <SearchList
        resource="collectionhubs"
        sortField="name"
        actions={<ListExportActions columns={COLUMNS} />}
        rowClick="edit"
      >
        {tableColumns(COLUMNS)}
        <DataTable.Col label="resources.collectionhubs.actions" disableSort>
          <Box sx={{ display: 'flex', gap: 0.5 }}>
            <QrButton facilityType="Hub" />
            <EditButton />
          </Box>
        </DataTable.Col>
      </SearchList>
    </Box>
  );
}

export default HubList;
