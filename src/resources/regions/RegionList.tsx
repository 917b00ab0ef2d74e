import { Box } from '@mui/material';
import { DataTable } from 'react-admin';
import { CollapsibleCard } from '../../components/CollapsibleCard';
import { ConfirmDeleteButton } from '../../components/ConfirmDeleteButton';
import { QuickJumpPagination } from '../../components/QuickJumpPagination';
import { RegionCreateForm } from './RegionCreateForm';
import { SearchList } from '../../components/SearchList';

/** /regions/ : a collapsible list of all regions (name search, delete, quick-jump pagination) and the create form. */
export function RegionList() {
  return (
    <Box>
      <RegionCreateForm />
      <CollapsibleCard title="resources.regions.listPanel" defaultOpen keepMounted disableContentPadding>
        <SearchList
          resource="regions"
          sortField="name"
          perPage={10}
          pagination={<QuickJumpPagination jumpLabel="resources.regions.goToPage" />}
          actions={false}
          component="div"
        >
          <DataTable.Col source="name" />
          <DataTable.Col label="resources.regions.actions" disableSort>
            <ConfirmDeleteButton successMessage="resources.regions.deleted" />
          </DataTable.Col>
        </SearchList>
      </CollapsibleCard>
    </Box>
  );
}

export default RegionList;
