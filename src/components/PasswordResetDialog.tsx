import type { ReactNode } from 'react';
import LockResetIcon from '@mui/icons-material/LockReset';
import { PasswordInput, useRecordContext, useTranslate, type RaRecord, type Validator } from 'react-admin';
import { DialogButton } from './DialogButton';
import { FormDialog } from './FormDialog';

export interface PasswordResetField {
  source: string;
  /** i18n key of the label. */
  label: string;
  /** The field's rules, with their messages (required, min length, equal to the first password...). */
  validate: Validator[];
}

/**
 * An administrator's password reset, on the shared FormDialog: one or two password fields, Cancel and a submit
 * button with a spinner, the server's error under the fields. `onSubmit` sends the values and resolves the
 * server's answer, whose message (else the submit label) is notified before `onDone`, which also closes it.
 */
export function PasswordResetDialog({
  open = true,
  texts,
  name,
  fields,
  onSubmit,
  onDone,
}: {
  /** Default true: shown while rendered. */
  open?: boolean;
  /**
   * The prefix of the texts: `title` (given the account's `name`), `cancel`, `submit` (also the success message
   * when the server sends none) and `failed` (the error when the server gives no message).
   */
  texts: string;
  /** The account's name, in the title. */
  name: string;
  fields: PasswordResetField[];
  onSubmit: (values: Record<string, string>) => Promise<unknown>;
  onDone: () => void;
}) {
  const translate = useTranslate();
  const submitLabel = `${texts}.submit`;
  return (
    <FormDialog<Record<string, string>>
      open={open}
      onClose={onDone}
      title={translate(`${texts}.title`, { name })}
      saveLabel={submitLabel}
      cancelLabel={`${texts}.cancel`}
      defaultValues={Object.fromEntries(fields.map(({ source }) => [source, '']))}
      mutationFn={(values) =>
        onSubmit(Object.fromEntries(fields.map(({ source }) => [source, String(values[source] ?? '')])))
      }
      success={submitLabel}
      successFromAnswer
      failure={`${texts}.failed`}
      onSuccess={onDone}
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
    </FormDialog>
  );
}

/** What a screen's password form takes beside its account: its close, and whether it is open. */
export interface PasswordResetFormProps {
  onDone: () => void;
  /** Default true. */
  open?: boolean;
}

/**
 * Row action: a 'change password' button opening the password dialog of the row's record
 * (`children(record, open, close)`); nothing outside a record.
 */
export function PasswordResetButton<R extends RaRecord>({
  label,
  children,
}: {
  /** i18n key of the row button. */
  label: string;
  children: (record: R, open: boolean, close: () => void) => ReactNode;
}) {
  const record = useRecordContext<R>();
  if (!record) return null;
  return (
    <DialogButton label={label} icon={<LockResetIcon />}>
      {(open, close) => children(record, open, close)}
    </DialogButton>
  );
}
