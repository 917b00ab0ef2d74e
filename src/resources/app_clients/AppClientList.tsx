import { Box } from '@mui/material';
import { CanAccess, DataTable, List, SearchInput, TopToolbar, useTranslate } from 'react-admin';
import { ExcelExportButton } from '../../components/ExcelExportButton';
import { en } from '../../i18n/en';
import { formatDateTime } from '../../../contract/dates';
import { productName } from '../../providers/session';
import type { AppClient } from '../../../contract/types';
import { ClientPasswordButton } from './ClientPasswordDialog';

/** The Excel file's name: the product's name (company profile, else the app title) and 'couriers app clients'. */
export function clientsFileBase(translate: (key: string, options?: Record<string, unknown>) => string) {
  return translate('resources.app_clients.excelFile', { product: productName(en.app.title) });
}

function Actions() {
  const translate = useTranslate();
  const f = (name: string) => translate(`resources.app_clients.fields.${name}`);
  return (
    <TopToolbar>
      <ExcelExportButton<AppClient>
        fileBase={clientsFileBase(translate)}
        sheetName={translate('resources.app_clients.sheet')}
        columns={[
          { header: f('name'), value: (r) => r.name },
          { header: f('client_code'), value: (r) => r.client_code },
          { header: f('email'), value: (r) => r.email },
          { header: f('login_at'), value: (r) => formatDateTime(r.login_at) },
          { header: f('logout_at'), value: (r) => formatDateTime(r.logout_at) },
        ]}
      />
    </TopToolbar>
  );
}

const filters = [<SearchInput key="q" source="q" alwaysOn />];

/** /app_clients/ : the clients of the courier app, an Excel download and the administrator's password reset. */
export function AppClientList() {
  const translate = useTranslate();
  return (
    <List
      resource="app_clients"
      title="resources.app_clients.listTitle"
      actions={<Actions />}
      filters={filters}
      sort={{ field: 'name', order: 'ASC' }}
      exporter={false}
      empty={false}
    >
      <DataTable
        rowClick={false}
        bulkActionButtons={false}
        empty={<Box sx={{ p: 2 }}>{translate('resources.app_clients.empty')}</Box>}
      >
        <DataTable.Col source="name" />
        <DataTable.Col source="client_code" />
        <DataTable.Col source="email" />
        <DataTable.Col source="login_at" render={(r: AppClient) => formatDateTime(r.login_at)} />
        <DataTable.Col source="logout_at" render={(r: AppClient) => formatDateTime(r.logout_at)} />
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
