import { useState } from 'react';
import { Button as MuiButton, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import LockResetIcon from '@mui/icons-material/LockReset';
import {
  Button,
  Form,
  minLength,
  PasswordInput,
  required,
  useDataProvider,
  useNotify,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { SubmitFooter, useSubmit } from '../../components/FormSubmit';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { AppClient } from '../../types';

export const CLIENT_PASSWORD_MIN_LENGTH = 6;

const rules = [
  required('resources.app_clients.password.required'),
  minLength(CLIENT_PASSWORD_MIN_LENGTH, 'resources.app_clients.password.tooShort'),
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
  const notify = useNotify();
  const translate = useTranslate();
  const { busy, serverError, run } = useSubmit('resources.app_clients.password.failed');
  const submit = (values: Record<string, unknown>) =>
    run(async () => {
      const answer = await dataProvider.customQuery<{ message?: string }>('updateclientpassword', {
        password: String(values.password ?? ''),
        userid: client.id,
      });
      const message =
        answer && typeof answer.message === 'string' && answer.message
          ? answer.message
          : translate('resources.app_clients.password.submit');
      notify(message, { type: 'success', messageArgs: { _: message } });
      onDone();
    });
  return (
    <Form onSubmit={submit} defaultValues={{ password: '' }}>
      <PasswordInput
        source="password"
        label="resources.app_clients.password.field"
        validate={rules}
        autoComplete="new-password"
        fullWidth
      />
      <SubmitFooter busy={busy} serverError={serverError} label="resources.app_clients.password.submit" />
    </Form>
  );
}

/** Row action: the password modal of the row's client. */
export function ClientPasswordButton() {
  const record = useRecordContext<AppClient>();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  if (!record) return null;
  const close = () => setOpen(false);
  return (
    <>
      <Button
        label="resources.app_clients.password.button"
        onClick={(e) => {
          e.stopPropagation();
          setOpen(true);
        }}
      >
        <LockResetIcon />
      </Button>
      <Dialog open={open} onClose={close} fullWidth maxWidth="xs" onClick={(e) => e.stopPropagation()}>
        <DialogTitle>{translate('resources.app_clients.password.title', { name: record.name })}</DialogTitle>
        <DialogContent>{open ? <ClientPasswordForm client={record} onDone={close} /> : null}</DialogContent>
        <DialogActions>
          <MuiButton onClick={close}>{translate('resources.app_clients.password.cancel')}</MuiButton>
        </DialogActions>
      </Dialog>
    </>
  );
}
