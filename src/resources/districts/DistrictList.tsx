import { Box } from '@mui/material';
import { DataTable, List, SearchInput } from 'react-admin';
import { ConfirmDeleteButton } from '../../components/ConfirmDeleteButton';
import { CreatePanel } from '../../components/CreatePanel';
import { QuickJumpPagination } from '../../components/QuickJumpPagination';
import { DistrictInputs } from './DistrictInputs';
import { ListEmpty } from '../../components/ListEmpty';
import { ListLoading } from '../../components/ListLoading';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

/** /districts/ : list with search and delete ('Sure to delete?') and the create form. */
export function DistrictList() {
  return (
    <Box>
      <CreatePanel
        resource="districts"
        title="resources.districts.createPanel"
        successMessage="resources.districts.created"
      >
        <DistrictInputs />
      </CreatePanel>
      <List
        resource="districts"
        title="resources.districts.listTitle"
        filters={filters}
        sort={{ field: 'district_name', order: 'ASC' }}
        pagination={<QuickJumpPagination jumpLabel="resources.regions.goToPage" />}
        actions={false}
        empty={false}
      >
        <ListLoading />
        <DataTable bulkActionButtons={false} empty={<ListEmpty what="districts" />}>
          <DataTable.Col source="district_name" />
          <DataTable.Col source="region_name" />
          <DataTable.Col label="resources.districts.actions" disableSort>
            <ConfirmDeleteButton
              nameSource="district_name"
              confirmContent="resources.districts.confirmDelete"
              successMessage="resources.districts.deleted"
            />
          </DataTable.Col>
        </DataTable>
      </List>
    </Box>
  );
}

export default DistrictList;
