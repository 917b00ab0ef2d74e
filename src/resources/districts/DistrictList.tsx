import { Box } from '@mui/material';
import { DataTable } from 'react-admin';
import { ConfirmDeleteButton } from '../../components/ConfirmDeleteButton';
import { CreatePanel } from '../../components/CreatePanel';
import { QuickJumpPagination } from '../../components/QuickJumpPagination';
import { DistrictInputs } from './DistrictInputs';
import { SearchList } from '../../components/SearchList';

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
      <SearchList
        resource="districts"
        sortField="district_name"
        pagination={<QuickJumpPagination jumpLabel="resources.regions.goToPage" />}
        actions={false}
      >
        <DataTable.Col source="district_name" />
        <DataTable.Col source="region_name" />
        <DataTable.Col label="resources.districts.actions" disableSort>
          <ConfirmDeleteButton
            nameSource="district_name"
            confirmContent="resources.districts.confirmDelete"
            successMessage="resources.districts.deleted"
          />
        </DataTable.Col>
      </SearchList>
    </Box>
  );
}

export default DistrictList;
