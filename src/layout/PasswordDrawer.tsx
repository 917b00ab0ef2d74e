import { useState } from 'react';
import { Alert, Button, CircularProgress } from '@mui/material';
import { Form, PasswordInput, required, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider';

/** Confirmation must equal the new password. */
export const matchesNewPassword = (value: unknown, values: Record<string, unknown>) =>
  value && values.new_password1 && value !== values.new_password1 ? 'layout.password.mismatch' : undefined;

/** Change the signed-in user's password: new password, its confirmation and the old password. */
export function PasswordForm({ onDone }: { onDone: () => void }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  const submit = async (values: Record<string, unknown>) => {
    setBusy(true);
    setServerError(null);
    try {
      const message = await dataProvider.changePassword({
        old_password: String(values.old_password ?? ''),
        new_password1: String(values.new_password1 ?? ''),
        new_password2: String(values.new_password2 ?? ''),
      });
      notify(message || 'layout.password.title', { type: 'info' });
      onDone();
    } catch (e) {
      const message = e instanceof Error && e.message ? e.message : translate('layout.password.failed');
      setServerError(message);
      notify(message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

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
      {serverError ? (
        <Alert severity="error" sx={{ my: 1 }}>
          {serverError}
        </Alert>
      ) : null}
      <Button
        type="submit"
        variant="contained"
        disabled={busy}
        startIcon={busy ? <CircularProgress size={16} /> : null}
      >
        {translate('layout.password.submit')}
      </Button>
    </Form>
  );
}
