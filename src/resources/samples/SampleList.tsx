import { Box } from '@mui/material';
import { DataTable, EditButton, List, SearchInput } from 'react-admin';
import { ConfirmDeleteButton } from '../../components/ConfirmDeleteButton';
import { CreatePanel } from '../../components/CreatePanel';
import { ListExportActions, tableColumns, type ListColumn } from '../../components/ListColumns';
import { StatusChipField } from '../../components/StatusChip';
import type { Sample } from '../../../contract/types';
import { SampleInputs } from './SampleInputs';
import { ListEmpty } from '../../components/ListEmpty';
import { ListLoading } from '../../components/ListLoading';

/** The table's, the print view's and the Excel file's columns (the priority a chip in the table). */
const COLUMNS: ListColumn<Sample>[] = [
  { source: 'name' },
  { source: 'description' },
  {
    source: 'priority',
    field: <StatusChipField source="priority" kind="priority" />,
    text: (r) => r.priority?.toUpperCase(),
  },
];

const actions = (
  <ListExportActions columns={COLUMNS} excelFirst texts={{ excel: 'components.excel.button' }} />
);

const filters = [<SearchInput key="q" source="q" alwaysOn />];

/** /samples/ : 'ALL samples' with a create form above the table. */
export function SampleList() {
  return (
    <Box>
      <CreatePanel
        resource="samples"
        title="resources.samples.createPanel"
        successMessage="resources.samples.created"
      >
        <SampleInputs />
      </CreatePanel>
      <List
        resource="samples"
        title="resources.samples.listTitle"
        actions={actions}
        filters={filters}
        sort={{ field: 'name', order: 'ASC' }}
        empty={false}
      >
        <ListLoading />
        <DataTable rowClick="edit" bulkActionButtons={false} empty={<ListEmpty what="samples" />}>
          {tableColumns(COLUMNS)}
          <DataTable.Col label="resources.samples.actions" disableSort>
            <EditButton />
            <ConfirmDeleteButton />
          </DataTable.Col>
        </DataTable>
      </List>
    </Box>
  );
}

export default SampleList;
