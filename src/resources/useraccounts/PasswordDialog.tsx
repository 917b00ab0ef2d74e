import { useDataProvider } from 'react-admin';
import {
  PasswordResetButton,
  PasswordResetDialog,
  type PasswordResetFormProps,
} from '../../components/PasswordResetDialog';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { UserAccount } from '../../../contract/types';
import { password1Rules, password2Rules } from './passwords';

const FIELDS = [
  { source: 'password1', label: 'resources.useraccounts.fields.password1', validate: password1Rules },
  { source: 'password2', label: 'resources.useraccounts.fields.password2', validate: password2Rules },
];

/** The administrator's password reset of a user account: POST /customqueries/updatecompanyuserpassword. */
export function PasswordForm({
  account,
  onDone,
  open,
}: PasswordResetFormProps & { account: Pick<UserAccount, 'id' | 'username'> }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return (
    <PasswordResetDialog
      open={open}
      texts="resources.useraccounts.password"
      name={account.username}
      fields={FIELDS}
      onSubmit={({ password1, password2 }) =>
        dataProvider.setUserPassword({ password1, password2, userid: account.id })
      }
      onDone={onDone}
    />
  );
}

/** Row action: opens the password modal for the row's account. */
export function PasswordButton() {
  return (
    <PasswordResetButton<UserAccount> label="resources.useraccounts.password.button">
      {(record, open, close) => <PasswordForm account={record} open={open} onDone={close} />}
    </PasswordResetButton>
  );
}
