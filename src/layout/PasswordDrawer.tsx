import { Form, PasswordInput, required, useDataProvider, useNotify } from 'react-admin';
import { SubmitFooter, useSubmit } from '../components/FormSubmit';
import type { AppDataProvider } from '../providers/dataProvider';

/** Confirmation must equal the new password. */
export const matchesNewPassword = (value: unknown, values: Record<string, unknown>) =>
  value && values.new_password1 && value !== values.new_password1 ? 'layout.password.mismatch' : undefined;

/** Change the signed-in user's password: new password, its confirmation and the old password. */
export function PasswordForm({ onDone }: { onDone: () => void }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const { busy, serverError, run } = useSubmit('layout.password.failed');

  const submit = (values: Record<string, unknown>) =>
    run(async () => {
      const message = await dataProvider.changePassword({
        old_password: String(values.old_password ?? ''),
        new_password1: String(values.new_password1 ?? ''),
        new_password2: String(values.new_password2 ?? ''),
      });
      notify(message || 'layout.password.title', { type: 'info' });
      onDone();
    });

  return (
    <Form defaultValues={{ new_password1: '', new_password2: '', old_password: '' }} onSubmit={submit}>
      <PasswordInput
        source="new_password1"
        label="layout.password.newPassword"
        validate={required('layout.password.newRequired')}
        fullWidth
      />
      <PasswordInput
        source="new_password2"
        label="layout.password.confirm"
        validate={[required('layout.password.confirmRequired'), matchesNewPassword]}
        fullWidth
      />
      <PasswordInput
        source="old_password"
        label="layout.password.old"
        validate={required('layout.password.oldRequired')}
        fullWidth
      />
      <SubmitFooter busy={busy} serverError={serverError} label="layout.password.submit" />
    </Form>
  );
}
