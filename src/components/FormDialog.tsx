/**
 * The one way to write a form in a dialog: MUI `Dialog` around react-admin's `Form` (default values, validators
 * on the inputs, `noValidate`), a title, the fields, the server's error in an `Alert` and Cancel/Save actions
 * with a spinner while saving. The submit runs `useFormMutation` with the `mutationFn` the caller gives and the
 * same option names: success is notified (the i18n key, or the server's message) before the caller's
 * `onSuccess` (refresh, close); failure shows the server's message (else the screen's `failure` text) in the
 * Alert and as an error toast. Closing is blocked while the call is pending. Compare react-admin's demo
 * `AcceptButton` (useUpdate + useNotify).
 */
import { cloneElement, type ReactElement, type ReactNode } from 'react';
import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  type DialogProps,
} from '@mui/material';
import { useFormState } from 'react-hook-form';
import { Form, ResourceContextProvider, useTranslate, type RaRecord, type ValidateForm } from 'react-admin';
import { useFormMutation, type FormMutationOptions } from './useFormMutation';
import { WarnBeforeUnload } from './WarnBeforeUnload';

/** The dialog's call: what it sends, and useFormMutation's messages (success, failure, failureText...). */
export interface DialogMutationOptions<V, A> extends FormMutationOptions<V, A> {
  /** Sends the values; resolves the server's answer. */
  mutationFn: (values: V) => Promise<A>;
}

/** The server's message of a failed form, if any. */
export function FormError({ message }: { message: string | null }) {
  return message ? (
    <Alert severity="error" sx={{ mt: 1 }}>
      {message}
    </Alert>
  ) : null;
}

/** Cancel, and a submit button that spins while saving (both disabled meanwhile). */
export function SaveCancelActions({
  pending,
  onCancel,
  cancelLabel = 'ra.action.cancel',
  saveLabel,
  saveDisabled,
  pristineDisabled,
}: {
  pending: boolean;
  onCancel: () => void;
  /** i18n key of the cancel button. */
  cancelLabel?: string;
  /** i18n key of the submit button. */
  saveLabel: string;
  saveDisabled?: boolean;
  /** Save disabled until a value changes (react-admin's SaveButton); only inside a form. */
  pristineDisabled?: boolean;
}) {
  const translate = useTranslate();
  const save = (
    <Button
      type="submit"
      variant="contained"
      disabled={pending || saveDisabled}
      startIcon={pending ? <CircularProgress size={16} /> : null}
    >
      {translate(saveLabel)}
    </Button>
  );
  return (
    <DialogActions>
      <Button onClick={onCancel} disabled={pending}>
        {translate(cancelLabel)}
      </Button>
      {pristineDisabled ? <PristineDisabled>{save}</PristineDisabled> : save}
    </DialogActions>
  );
}

/** Its button child disabled while the form is unchanged. */
function PristineDisabled({ children }: { children: ReactElement<{ disabled?: boolean }> }) {
  const { isDirty } = useFormState();
  return cloneElement(children, { disabled: children.props.disabled || !isDirty });
}

export interface FormDialogProps<V extends Record<string, unknown>, A> extends DialogMutationOptions<V, A> {
  open: boolean;
  onClose: () => void;
  /** The title, already translated. */
  title: ReactNode;
  /** i18n key of the submit button. */
  saveLabel: string;
  /** i18n key of the cancel button (react-admin's Cancel by default). */
  cancelLabel?: string;
  /** The resource of the inputs' default labels. */
  resource?: string;
  defaultValues?: Partial<V>;
  /** Form-level validation, when the inputs' own validators are not enough. */
  validate?: ValidateForm;
  /** Save disabled (e.g. while the values load). */
  saveDisabled?: boolean;
  /** Save disabled until a value changes (react-admin's SaveButton). */
  pristineDisabled?: boolean;
  /** The form's record (its values, and the record its inputs see); else only `defaultValues`. */
  record?: RaRecord;
  /** Remounts the form (its values) when it changes, e.g. the edited record. */
  formKey?: string;
  /** Dividers around the content. */
  dividers?: boolean;
  maxWidth?: DialogProps['maxWidth'];
  'aria-label'?: string;
  /** Shows the server's error in the form (else the toast only). */
  showError?: boolean;
  /**
   * react-admin's 'form is not valid' toast on a refused submit. Off by default: the fields say what is wrong,
   * and the toast would delay the next ones (the success message).
   */
  invalidFormToast?: boolean;
  children: ReactNode;
}

/** The form's values are its default values only, not the record of the list row the dialog opens from. */
const NO_RECORD = {};

/**
 * A form in a dialog. The dialog's clicks do not reach the list row under it, and the fields mount afresh at
 * each opening (MUI unmounts a closed dialog's content).
 */
export function FormDialog<V extends Record<string, unknown>, A = unknown>({
  open,
  onClose,
  title,
  saveLabel,
  cancelLabel,
  resource,
  defaultValues,
  validate,
  formKey,
  saveDisabled,
  pristineDisabled,
  record,
  dividers,
  maxWidth = 'xs',
  'aria-label': ariaLabel,
  showError = true,
  invalidFormToast = false,
  children,
  mutationFn,
  ...options
}: FormDialogProps<V, A>) {
  const mutation = useFormMutation<V, A>(mutationFn, options);
  const close = () => {
    if (mutation.isPending) return;
    mutation.reset();
    onClose();
  };
  const form = (
    <Form
      key={formKey}
      record={record ?? NO_RECORD}
      defaultValues={defaultValues as Record<string, unknown> | undefined}
      validate={validate}
      disableInvalidFormNotification={!invalidFormToast}
      onSubmit={(values: Record<string, unknown>) => mutation.submit(values as V)}
      noValidate
    >
      <WarnBeforeUnload />
      <DialogTitle>{title}</DialogTitle>
      <DialogContent dividers={dividers}>
        {children}
        {showError ? <FormError message={mutation.serverError} /> : null}
      </DialogContent>
      <SaveCancelActions
        pending={mutation.isPending}
        onCancel={close}
        cancelLabel={cancelLabel}
        saveLabel={saveLabel}
        saveDisabled={saveDisabled}
        pristineDisabled={pristineDisabled}
      />
    </Form>
  );
  return (
    <Dialog
      open={open}
      onClose={close}
      fullWidth
      maxWidth={maxWidth}
      aria-label={ariaLabel}
      onClick={(e) => e.stopPropagation()}
    >
      {resource ? <ResourceContextProvider value={resource}>{form}</ResourceContextProvider> : form}
    </Dialog>
  );
}
