import { minLength, required, useDataProvider } from 'react-admin';
import {
  PasswordResetButton,
  PasswordResetDialog,
  type PasswordResetFormProps,
} from '../../components/PasswordResetDialog';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { AppClient } from '../../../contract/types';

export const CLIENT_PASSWORD_MIN_LENGTH = 6;

const FIELDS = [
  {
    source: 'password',
    label: 'resources.app_clients.password.field',
    validate: [
      required('resources.app_clients.password.required'),
      minLength(CLIENT_PASSWORD_MIN_LENGTH, 'resources.app_clients.password.tooShort'),
    ],
  },
];

/** The administrator's reset of an app client's password: POST /customqueries/updateclientpassword. */
export function ClientPasswordForm({
  client,
  onDone,
  open,
}: PasswordResetFormProps & { client: Pick<AppClient, 'id' | 'name'> }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return (
    <PasswordResetDialog
      open={open}
      texts="resources.app_clients.password"
      name={client.name}
      fields={FIELDS}
      onSubmit={({ password }) => dataProvider.setClientPassword({ password, userid: client.id })}
      onDone={onDone}
    />
  );
}

/** Row action: the password modal of the row's client. */
export function ClientPasswordButton() {
  return (
    <PasswordResetButton<AppClient> label="resources.app_clients.password.button">
      {(record, open, close) => <ClientPasswordForm client={record} open={open} onDone={close} />}
    </PasswordResetButton>
  );
}
