import { Box } from '@mui/material';
import { DataTable, EditButton, List, SearchInput, TopToolbar, useTranslate } from 'react-admin';
import { ConfirmDeleteButton } from '../../components/ConfirmDeleteButton';
import { CreatePanel } from '../../components/CreatePanel';
import { ExcelExportButton } from '../../components/ExcelExportButton';
import { PrintButton } from '../../components/PrintButton';
import { StatusChipField } from '../../components/StatusChip';
import type { Sample } from '../../../contract/types';
import { SampleInputs } from './SampleInputs';

function SampleListActions() {
  const translate = useTranslate();
  const name = translate('resources.samples.fields.name');
  const description = translate('resources.samples.fields.description');
  const priority = translate('resources.samples.fields.priority');
  return (
    <TopToolbar>
      <ExcelExportButton<Sample>
        fileBase="Samples"
        sheetName="Samples"
        columns={[
          { header: name, value: (r) => r.name },
          { header: description, value: (r) => r.description },
          { header: priority, value: (r) => r.priority?.toUpperCase() },
        ]}
      />
      <PrintButton<Sample>
        title={translate('resources.samples.listTitle')}
        columns={[
          { header: name, value: (r) => r.name },
          { header: description, value: (r) => r.description },
          { header: priority, value: (r) => r.priority?.toUpperCase() },
        ]}
      />
    </TopToolbar>
  );
}

const filters = [<SearchInput key="q" source="q" alwaysOn />];

/** /samples/ : 'ALL samples' with a create form above the table. */
export function SampleList() {
  const translate = useTranslate();
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
        actions={<SampleListActions />}
        filters={filters}
        sort={{ field: 'name', order: 'ASC' }}
        empty={false}
      >
        <DataTable
          rowClick="edit"
          bulkActionButtons={false}
          empty={<Box sx={{ p: 2 }}>{translate('resources.samples.empty')}</Box>}
        >
          <DataTable.Col source="name" />
          <DataTable.Col source="description" />
          <DataTable.Col source="priority">
            <StatusChipField source="priority" kind="priority" />
          </DataTable.Col>
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
