import { CanAccess, DataTable, List, SearchInput } from 'react-admin';
import { ListExportActions, tableColumns, type ListColumn } from '../../components/ListColumns';
import { en } from '../../i18n/en';
import { formatDateTime } from '../../../contract/dates';
import { productName } from '../../providers/session';
import type { AppClient } from '../../../contract/types';
import { ClientPasswordButton } from './ClientPasswordDialog';
import { ListEmpty } from '../../components/ListEmpty';
import { ListLoading } from '../../components/ListLoading';

/** The Excel file's name: the product's name (company profile, else the app title) and 'couriers app clients'. */
export function clientsFileBase(translate: (key: string, options?: Record<string, unknown>) => string) {
  return translate('resources.app_clients.excelFile', { product: productName(en.app.title) });
}

/** The table's and the Excel file's columns. */
export const COLUMNS: ListColumn<AppClient>[] = [
  { source: 'name' },
  { source: 'client_code' },
  { source: 'email' },
  { source: 'login_at', text: (r) => formatDateTime(r.login_at), kind: 'datetime' },
  { source: 'logout_at', text: (r) => formatDateTime(r.logout_at), kind: 'datetime' },
];

const actions = (
  <ListExportActions
    columns={COLUMNS}
    print={false}
    texts={{
      fileBase: 'resources.app_clients.excelFile',
      sheetName: 'resources.app_clients.sheet',
      excel: 'components.excel.button',
    }}
  />
);

const filters = [<SearchInput key="q" source="q" alwaysOn />];

/** /app_clients/ : the clients of the courier app, an Excel download and the administrator's password reset. */
export function AppClientList() {
  return (
    <List
      resource="app_clients"
      title="resources.app_clients.listTitle"
      actions={actions}
      filters={filters}
      sort={{ field: 'name', order: 'ASC' }}
      exporter={false}
      empty={false}
    >
      <ListLoading />
      <DataTable rowClick={false} bulkActionButtons={false} empty={<ListEmpty what="app_clients" />}>
        {tableColumns(COLUMNS)}
        <DataTable.Col label="resources.app_clients.actions" disableSort>
          <CanAccess resource="app_clients" action="reset_password">
            <ClientPasswordButton />
          </CanAccess>
        </DataTable.Col>
      </DataTable>
    </List>
  );
}

export default AppClientList;
