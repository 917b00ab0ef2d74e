import { useState } from 'react';
import { Box, Card, CardHeader, Collapse, IconButton } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import { DataTable, List, SearchInput, useTranslate } from 'react-admin';
import { ConfirmDeleteButton } from '../../components/ConfirmDeleteButton';
import { QuickJumpPagination } from '../../components/QuickJumpPagination';
import { RegionCreateForm } from './RegionCreateForm';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

/** /regions/ : a collapsible list of all regions (name search, delete, quick-jump pagination) and the create form. */
export function RegionList() {
  const translate = useTranslate();
  const [open, setOpen] = useState(true);
  const title = translate('resources.regions.listPanel');
  return (
    <Box>
      <RegionCreateForm />
      <Card>
        <CardHeader
          title={title}
          slotProps={{ title: { variant: 'subtitle1', component: 'h2' } }}
          onClick={() => setOpen((o) => !o)}
          sx={{ cursor: 'pointer', py: 1 }}
          action={
            <IconButton aria-expanded={open} aria-label={title}>
              {open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
            </IconButton>
          }
        />
        <Collapse in={open}>
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
        </Collapse>
      </Card>
    </Box>
  );
}

export default RegionList;
