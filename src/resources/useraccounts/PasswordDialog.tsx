import { useState } from 'react';
import { Button as MuiButton, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import LockResetIcon from '@mui/icons-material/LockReset';
import {
  Button,
  Form,
  PasswordInput,
  useDataProvider,
  useNotify,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { SubmitFooter, useSubmit } from '../../components/FormSubmit';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { UserAccount } from '../../types';
import { answerMessage, password1Rules, password2Rules } from './passwords';

/** The administrator's password reset of a user account: POST /customqueries/updatecompanyuserpassword. */
export function PasswordForm({ account, onDone }: { account: Pick<UserAccount, 'id'>; onDone: () => void }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const translate = useTranslate();
  const { busy, serverError, run } = useSubmit('resources.useraccounts.password.failed');

  const submit = (values: Record<string, unknown>) =>
    run(async () => {
      const answer = await dataProvider.customQuery('updatecompanyuserpassword', {
        password1: String(values.password1 ?? ''),
        password2: String(values.password2 ?? ''),
        userid: account.id,
      });
      const message = answerMessage(answer, translate('resources.useraccounts.password.submit'));
      notify(message, { type: 'success', messageArgs: { _: message } });
      onDone();
    });

  return (
    <Form onSubmit={submit} defaultValues={{ password1: '', password2: '' }}>
      <PasswordInput
        source="password1"
        label="resources.useraccounts.fields.password1"
        validate={password1Rules}
        autoComplete="new-password"
        fullWidth
      />
      <PasswordInput
        source="password2"
        label="resources.useraccounts.fields.password2"
        validate={password2Rules}
        autoComplete="new-password"
        fullWidth
      />
      <SubmitFooter busy={busy} serverError={serverError} label="resources.useraccounts.password.submit" />
    </Form>
  );
}

/** Row action: opens the password modal for the row's account. */
export function PasswordButton() {
  const record = useRecordContext<UserAccount>();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  if (!record) return null;
  const close = () => setOpen(false);
  return (
    <>
      <Button
        label="resources.useraccounts.password.button"
        onClick={(e) => {
          e.stopPropagation();
          setOpen(true);
        }}
      >
        <LockResetIcon />
      </Button>
      <Dialog open={open} onClose={close} fullWidth maxWidth="xs" onClick={(e) => e.stopPropagation()}>
        <DialogTitle>
          {translate('resources.useraccounts.password.title', { name: record.username })}
        </DialogTitle>
        <DialogContent>{open ? <PasswordForm account={record} onDone={close} /> : null}</DialogContent>
        <DialogActions>
          <MuiButton onClick={close}>{translate('resources.useraccounts.password.cancel')}</MuiButton>
        </DialogActions>
      </Dialog>
    </>
  );
}
