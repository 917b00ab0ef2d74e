/**
 * Repackage a delivered item's barcode: a required reason of at most 500 characters,
 * POST /customqueries/repackage_barcode {barcode, reason_for_repackage}.
 */
import { TextField } from '@mui/material';
import { useDataProvider, useInput, useTranslate } from 'react-admin';
import { FormDialog } from '../../components/FormDialog';
import type { AppDataProvider } from '../../providers/dataProvider';

const T = 'resources.deliveries.repackage';
export const MAX_REASON = 500;

export function reasonError(reason: string): string | null {
  if (!reason.trim()) return `${T}.required`;
  if (reason.length > MAX_REASON) return `${T}.tooLong`;
  return null;
}

const reasonRule = (value: unknown) => reasonError(String(value ?? '')) ?? undefined;

/**
 * The reason, with its length under it; its error shows as soon as it is wrong once the field was left or a
 * submit tried (computed from the value, not after the form's validation round).
 */
function ReasonInput() {
  const translate = useTranslate();
  const { field, fieldState, formState } = useInput({ source: 'reason', validate: reasonRule });
  const value = String(field.value ?? '');
  const error = reasonError(value);
  const shown = (fieldState.isTouched || formState.isSubmitted) && error ? error : null;
  return (
    <TextField
      {...field}
      value={value}
      autoFocus
      required
      fullWidth
      multiline
      minRows={3}
      margin="dense"
      label={translate(`${T}.reason`)}
      error={!!shown}
      helperText={shown ? translate(shown) : `${value.length}/${MAX_REASON}`}
    />
  );
}

export function RepackageDialog({
  barcode,
  onClose,
  onDone,
}: {
  barcode: string | null;
  onClose: () => void;
  onDone?: () => void;
}) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  return (
    <FormDialog<{ reason: string }>
      open={barcode !== null}
      onClose={onClose}
      title={translate(`${T}.title`, { barcode: barcode ?? '' })}
      maxWidth="sm"
      saveLabel={`${T}.submit`}
      cancelLabel="resources.deliveries.cancel"
      defaultValues={{ reason: '' }}
      mutationFn={({ reason }) =>
        dataProvider.repackageBarcode({ barcode: barcode ?? '', reason_for_repackage: reason.trim() })
      }
      success={`${T}.success`}
      failure={`${T}.failed`}
      onSuccess={() => {
        onDone?.();
        onClose();
      }}
      // the toast says it (the screen's tests find the message once)
      showError={false}
    >
      <ReasonInput />
    </FormDialog>
  );
}
