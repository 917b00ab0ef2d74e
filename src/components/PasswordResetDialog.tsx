import { useState, type ReactNode } from 'react';
import { Button as MuiButton, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import LockResetIcon from '@mui/icons-material/LockReset';
import { Button, Form, PasswordInput, useTranslate, type Validator } from 'react-admin';
import { useFormMutation } from './useFormMutation';
import { SubmitFooter } from './FormSubmit';

export interface PasswordResetField {
  source: string;
  /** i18n key of the label. */
  label: string;
  /** The field's rules, with their messages (required, min length, equal to the first password...). */
  validate: Validator[];
}

/**
 * An administrator's password reset form: one or two password fields, a submit button with a spinner, the
 * server's error under the form. `onSubmit` sends the values and resolves the server's answer, whose message
 * (else the submit label) is notified before `onDone`.
 */
export function PasswordResetForm({
  fields,
  submitLabel,
  failedMessage,
  onSubmit,
  onDone,
}: {
  fields: PasswordResetField[];
  /** i18n key of the submit button, also the success message when the server sends none. */
  submitLabel: string;
  /** i18n key of the error shown when the server gives no message. */
  failedMessage: string;
  onSubmit: (values: Record<string, string>) => Promise<unknown>;
  onDone: () => void;
}) {
  const mutation = useFormMutation<Record<string, string>, unknown>(onSubmit, {
    success: submitLabel,
    successFromAnswer: true,
    failure: failedMessage,
    onSuccess: onDone,
  });
  const submit = (values: Record<string, unknown>) =>
    mutation.submit(Object.fromEntries(fields.map(({ source }) => [source, String(values[source] ?? '')])));
  return (
    <Form
      onSubmit={submit}
      disableInvalidFormNotification
      defaultValues={Object.fromEntries(fields.map(({ source }) => [source, '']))}
    >
      {fields.map(({ source, label, validate }) => (
        <PasswordInput
          key={source}
          source={source}
          label={label}
          validate={validate}
          autoComplete="new-password"
          fullWidth
        />
      ))}
      <SubmitFooter busy={mutation.isPending} serverError={mutation.serverError} label={submitLabel} />
    </Form>
  );
}

/**
 * Row action: a 'change password' button opening a modal with the given form (rendered only while open)
 * and a cancel button.
 */
export function PasswordResetButton({
  label,
  title,
  cancelLabel,
  children,
}: {
  /** i18n key of the row button. */
  label: string;
  /** The modal's title, already translated. */
  title: string;
  /** i18n key of the cancel button. */
  cancelLabel: string;
  children: (close: () => void) => ReactNode;
}) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <Button
        label={label}
        onClick={(e) => {
          e.stopPropagation();
          setOpen(true);
        }}
      >
        <LockResetIcon />
      </Button>
      <Dialog open={open} onClose={close} fullWidth maxWidth="xs" onClick={(e) => e.stopPropagation()}>
        <DialogTitle>{title}</DialogTitle>
        <DialogContent>{open ? children(close) : null}</DialogContent>
        <DialogActions>
          <MuiButton onClick={close}>{translate(cancelLabel)}</MuiButton>
        </DialogActions>
      </Dialog>
    </>
  );
}
