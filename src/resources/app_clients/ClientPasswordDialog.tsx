import { minLength, required, useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import { PasswordResetButton, PasswordResetForm } from '../../components/PasswordResetDialog';
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
}: {
  client: Pick<AppClient, 'id'>;
  onDone: () => void;
}) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return (
    <PasswordResetForm
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
  const translate = useTranslate();
  if (!record) return null;
  return (
    <PasswordResetButton
      label="resources.app_clients.password.button"
      title={translate('resources.app_clients.password.title', { name: record.name })}
      cancelLabel="resources.app_clients.password.cancel"
    >
      {(close) => <ClientPasswordForm client={record} onDone={close} />}
    </PasswordResetButton>
  );
}
