import { Box } from '@mui/material';
import { DataTable, List, SearchInput } from 'react-admin';
import { CollapsibleCard } from '../../components/CollapsibleCard';
import { ConfirmDeleteButton } from '../../components/ConfirmDeleteButton';
import { QuickJumpPagination } from '../../components/QuickJumpPagination';
import { RegionCreateForm } from './RegionCreateForm';
import { ListEmpty } from '../../components/ListEmpty';
import { ListLoading } from '../../components/ListLoading';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

/** /regions/ : a collapsible list of all regions (name search, delete, quick-jump pagination) and the create form. */
export function RegionList() {
  return (
    <Box>
      <RegionCreateForm />
      <CollapsibleCard title="resources.regions.listPanel" defaultOpen keepMounted disableContentPadding>
        <List
          resource="regions"
          title="resources.regions.listTitle"
          filters={filters}
          sort={{ field: 'name', order: 'ASC' }}
          perPage={10}
          pagination={<QuickJumpPagination jumpLabel="resources.regions.goToPage" />}
          actions={false}
          empty={false}
          component="div"
        >
          <ListLoading />
          <DataTable bulkActionButtons={false} empty={<ListEmpty what="regions" />}>
            <DataTable.Col source="name" />
            <DataTable.Col label="resources.regions.actions" disableSort>
              <ConfirmDeleteButton successMessage="resources.regions.deleted" />
            </DataTable.Col>
          </DataTable>
        </List>
      </CollapsibleCard>
    </Box>
  );
}

export default RegionList;
