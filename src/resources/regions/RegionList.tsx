import { Box } from '@mui/material';
import { DataTable, List, SearchInput, useTranslate } from 'react-admin';
import { CollapsibleCard } from '../../components/CollapsibleCard';
import { ConfirmDeleteButton } from '../../components/ConfirmDeleteButton';
import { QuickJumpPagination } from '../../components/QuickJumpPagination';
import { RegionCreateForm } from './RegionCreateForm';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

/** /regions/ : a collapsible list of all regions (name search, delete, quick-jump pagination) and the create form. */
export function RegionList() {
  const translate = useTranslate();
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
          <DataTable
            bulkActionButtons={false}
            empty={<Box sx={{ p: 2 }}>{translate('resources.regions.empty')}</Box>}
          >
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
