import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { DataTable, EditButton, type RaRecord } from 'react-admin';
import { ConfirmDeleteButton } from './ConfirmDeleteButton';
import { CreatePanel } from './CreatePanel';
import { ListExportActions, tableColumns, type ListColumn } from './ListColumns';
import { SearchList } from './SearchList';

/**
 * A resource's list page with its collapsible create form above: a search box, the table sorted by name (a row
 * opens the edit page; edit and delete per row), print and Excel from the same columns. Its texts are the
 * resource's `createPanel`, `created`, `listTitle` and `actions`.
 */
export function CreateAndList<R extends RaRecord>({
  resource,
  columns,
  inputs,
}: {
  resource: string;
  /** The table's, the print view's and the Excel file's columns. */
  columns: ListColumn<R>[];
  /** The create form's inputs. */
  inputs: ReactNode;
}) {
  const texts = `resources.${resource}`;
  return (
    <Box>
      <CreatePanel resource={resource} title={`${texts}.createPanel`} successMessage={`${texts}.created`}>
        {inputs}
      </CreatePanel>
      <SearchList
        resource={resource}
        sortField="name"
        actions={
          <ListExportActions columns={columns} excelFirst texts={{ excel: 'components.excel.button' }} />
        }
        rowClick="edit"
      >
        {tableColumns(columns)}
        <DataTable.Col label={`${texts}.actions`} disableSort>
          <EditButton />
          <ConfirmDeleteButton />
        </DataTable.Col>
      </SearchList>
    </Box>
  );
}
