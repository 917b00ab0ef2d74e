import { Avatar, Box } from '@mui/material';
import {
  CanAccess,
  DataTable,
  EditButton,
  useGetIdentity,
  usePermissions,
  useRecordContext,
} from 'react-admin';
import type { Permissions } from '../../access';
import { ConfirmDeleteButton } from '../../components/ConfirmDeleteButton';
import { fileUrl } from '../../providers/http';
import type { UserAccount } from '../../../contract/types';
import { CreateAccountPanel } from './CreateAccountPanel';
import { PasswordButton } from './PasswordDialog';
import { RightsButton } from './RightsDrawer';
import { SearchList } from '../../components/SearchList';

function Picture({ record }: { record: UserAccount }) {
  return (
    <Avatar src={fileUrl(record.profile_pic)} alt={record.username} sx={{ width: 36, height: 36 }}>
      {record.username?.charAt(0).toUpperCase()}
    </Avatar>
  );
}

/**
 * DELETE /api/accounts/{id} (administration.md 7) behind a confirmation: never on your own account, and a
 * superuser's account only for a superuser (the server refuses both too).
 */
function DeleteAccountButton() {
  const record = useRecordContext<UserAccount>();
  const { identity } = useGetIdentity();
  const { permissions } = usePermissions<Permissions>();
  if (!record || !identity) return null;
  if (String(record.id) === String(identity.id)) return null;
  if (record.is_superuser && !permissions?.isSuperuser) return null;
  return <ConfirmDeleteButton nameSource="username" successMessage="resources.useraccounts.deleted" />;
}

/** /useraccounts/ : the accounts with their picture and coordinated hub, and the create-account form. */
export function UserAccountList() {
  return (
    <Box>
      <CreateAccountPanel />
      <SearchList resource="useraccounts" sortField="username" exporter={false} rowClick={false}>
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
            <CanAccess resource="useraccounts" action="delete">
              <DeleteAccountButton />
            </CanAccess>
          </Box>
        </DataTable.Col>
      </SearchList>
    </Box>
  );
}

export default UserAccountList;
