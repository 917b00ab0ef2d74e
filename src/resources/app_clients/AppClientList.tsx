import { CanAccess, DataTable } from 'react-admin';
import { ListExportActions, tableColumns, type ListColumn } from '../../components/ListColumns';
import { en } from '../../i18n/en';
import { formatDateTime } from '../../../contract/dates';
import { productName } from '../../providers/session';
import type { AppClient } from '../../../contract/types';
import { ClientPasswordButton } from './ClientPasswordDialog';
import { SearchList } from '../../components/SearchList';

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

/** /app_clients/ : the clients of the courier app, an Excel download and the administrator's password reset. */
export function AppClientList() {
  return (
    <SearchList resource="app_clients" sortField="name" actions={actions} exporter={false} rowClick={false}>
      {tableColumns(COLUMNS)}
      <DataTable.Col label="resources.app_clients.actions" disableSort>
        <CanAccess resource="app_clients" action="reset_password">
          <ClientPasswordButton />
        </CanAccess>
      </DataTable.Col>
    </SearchList>
  );
}

export default AppClientList;
