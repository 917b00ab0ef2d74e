import { minLength, required, useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import { PasswordResetButton, PasswordResetDialog } from '../../components/PasswordResetDialog';
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
}: {
  client: Pick<AppClient, 'id' | 'name'>;
  onDone: () => void;
  /** Default true. */
  open?: boolean;
}) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  return (
    <PasswordResetDialog
      open={open}
      title={translate('resources.app_clients.password.title', { name: client.name })}
      cancelLabel="resources.app_clients.password.cancel"
      fields={FIELDS}
      submitLabel="resources.app_clients.password.submit"
      failedMessage="resources.app_clients.password.failed"
      onSubmit={({ password }) => dataProvider.setClientPassword({ password, userid: client.id })}
      onDone={onDone}
    />
  );
}

/** Row action: the password modal of the row's client. */
export function ClientPasswordButton() {
  const record = useRecordContext<AppClient>();
  if (!record) return null;
  return (
    <PasswordResetButton label="resources.app_clients.password.button">
      {(open, close) => <ClientPasswordForm client={record} open={open} onDone={close} />}
    </PasswordResetButton>
  );
}
