import { Box } from '@mui/material';
import { DataTable, EditButton, List, SearchInput } from 'react-admin';
import { ConfirmDeleteButton } from '../../components/ConfirmDeleteButton';
import { CreatePanel } from '../../components/CreatePanel';
import { ListExportActions, tableColumns, type ListColumn } from '../../components/ListColumns';
import type { Supply } from '../../../contract/types';
import { SupplyInputs } from './SupplyInputs';
import { ListEmpty } from '../../components/ListEmpty';
import { ListLoading } from '../../components/ListLoading';

/** The table's, the print view's and the Excel file's columns. */
const COLUMNS: ListColumn<Supply>[] = [{ source: 'name' }, { source: 'description' }];

const actions = (
  <ListExportActions columns={COLUMNS} excelFirst texts={{ excel: 'components.excel.button' }} />
);

const filters = [<SearchInput key="q" source="q" alwaysOn />];

/** /supplies/ : 'ALL SUPPLIES' with a collapsible create form. */
export function SupplyList() {
  return (
    <Box>
      <CreatePanel
        resource="supplies"
        title="resources.supplies.createPanel"
        successMessage="resources.supplies.created"
      >
        <SupplyInputs />
      </CreatePanel>
      <List
        resource="supplies"
        title="resources.supplies.listTitle"
        actions={actions}
        filters={filters}
        sort={{ field: 'name', order: 'ASC' }}
        empty={false}
      >
        <ListLoading />
        <DataTable rowClick="edit" bulkActionButtons={false} empty={<ListEmpty what="supplies" />}>
          {tableColumns(COLUMNS)}
          <DataTable.Col label="resources.supplies.actions" disableSort>
            <EditButton />
            <ConfirmDeleteButton />
          </DataTable.Col>
        </DataTable>
      </List>
    </Box>
  );
}

export default SupplyList;
