import { Avatar, Box } from '@mui/material';
import { CanAccess, DataTable, EditButton, List, SearchInput, useTranslate } from 'react-admin';
import { fileUrl } from '../../providers/http';
import type { UserAccount } from '../../types';
import { CreateAccountPanel } from './CreateAccountPanel';
import { PasswordButton } from './PasswordDialog';
import { RightsButton } from './RightsDrawer';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

function Picture({ record }: { record: UserAccount }) {
  return (
    <Avatar src={fileUrl(record.profile_pic)} alt={record.username} sx={{ width: 36, height: 36 }}>
      {record.username?.charAt(0).toUpperCase()}
    </Avatar>
  );
}

/** /useraccounts/ : the accounts with their picture and coordinated hub, and the create-account form. */
export function UserAccountList() {
  const translate = useTranslate();
  return (
    <Box>
      <CreateAccountPanel />
      <List
        resource="useraccounts"
        title="resources.useraccounts.listTitle"
        filters={filters}
        sort={{ field: 'username', order: 'ASC' }}
        exporter={false}
        empty={false}
      >
        <DataTable
          rowClick={false}
          bulkActionButtons={false}
          empty={<Box sx={{ p: 2 }}>{translate('resources.useraccounts.empty')}</Box>}
        >
          <DataTable.Col
            source="profile_pic"
            disableSort
            render={(record: UserAccount) => <Picture record={record} />}
          />
          <DataTable.Col source="username" />
          <DataTable.Col source="email" />
          <DataTable.Col source="coodinated_hub_name" />
          <DataTable.Col label="resources.useraccounts.actions" disableSort>
            <Box sx={{ display: 'flex', flexWrap: 'wrap' }}>
              <EditButton />
              <CanAccess resource="useraccounts" action="edit_rights">
                <RightsButton />
              </CanAccess>
              <CanAccess resource="useraccounts" action="reset_password">
                <PasswordButton />
              </CanAccess>
            </Box>
          </DataTable.Col>
        </DataTable>
      </List>
    </Box>
  );
}

export default UserAccountList;
