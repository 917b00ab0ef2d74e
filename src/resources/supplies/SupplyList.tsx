import { Box } from '@mui/material';
import { DataTable, EditButton, List, SearchInput, TopToolbar, useTranslate } from 'react-admin';
import { ConfirmDeleteButton } from '../../components/ConfirmDeleteButton';
import { CreatePanel } from '../../components/CreatePanel';
import { ExcelExportButton } from '../../components/ExcelExportButton';
import { tableColumns, useColumnTexts, type ListColumn } from '../../components/ListColumns';
import { PrintButton } from '../../components/PrintButton';
import type { Supply } from '../../../contract/types';
import { SupplyInputs } from './SupplyInputs';

/** The table's, the print view's and the Excel file's columns. */
const COLUMNS: ListColumn<Supply>[] = [{ source: 'name' }, { source: 'description' }];

function SupplyListActions() {
  const translate = useTranslate();
  const columns = useColumnTexts(COLUMNS);
  return (
    <TopToolbar>
      <ExcelExportButton<Supply> fileBase="Supplies" sheetName="Supplies" columns={columns.excel} />
      <PrintButton<Supply> title={translate('resources.supplies.listTitle')} columns={columns.print} />
    </TopToolbar>
  );
}

const filters = [<SearchInput key="q" source="q" alwaysOn />];

/** /supplies/ : 'ALL SUPPLIES' with a collapsible create form. */
export function SupplyList() {
  const translate = useTranslate();
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
        actions={<SupplyListActions />}
        filters={filters}
        sort={{ field: 'name', order: 'ASC' }}
        empty={false}
      >
        <DataTable
          rowClick="edit"
          bulkActionButtons={false}
          empty={<Box sx={{ p: 2 }}>{translate('resources.supplies.empty')}</Box>}
        >
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
