/**
 * Repackage a delivered item's barcode: a required reason of at most 500 characters,
 * POST /customqueries/repackage_barcode {barcode, reason_for_repackage}.
 */
import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { en } from '../../i18n/en';
import type { AppDataProvider } from '../../providers/dataProvider';

const T = 'resources.deliveries.repackage';
export const MAX_REASON = 500;

/** The server's message, else the screen's own fallback (the provider's generic fallback is not it). */
export function serverMessage(error: unknown, fallback: string): string {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  const generic = [en.auth.errors.save, en.auth.errors.load, en.auth.errors.delete];
  return message && !generic.includes(message) ? message : fallback;
}

export function reasonError(reason: string): string | null {
  if (!reason.trim()) return `${T}.required`;
  if (reason.length > MAX_REASON) return `${T}.tooLong`;
  return null;
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
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const error = reasonError(reason);

  const close = () => {
    setReason('');
    setTouched(false);
    onClose();
  };

  const submit = async () => {
    setTouched(true);
    if (error || !barcode) return;
    setBusy(true);
    try {
      await dataProvider.repackageBarcode({
        barcode,
        reason_for_repackage: reason.trim(),
      });
      notify(`${T}.success`, { type: 'success' });
      onDone?.();
      close();
    } catch (e) {
      notify(serverMessage(e, translate(`${T}.failed`)), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={barcode !== null} onClose={close} fullWidth maxWidth="sm">
      <DialogTitle>{translate(`${T}.title`, { barcode: barcode ?? '' })}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          required
          fullWidth
          multiline
          minRows={3}
          margin="dense"
          label={translate(`${T}.reason`)}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          onBlur={() => setTouched(true)}
          error={touched && !!error}
          helperText={touched && error ? translate(error) : `${reason.length}/${MAX_REASON}`}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{translate('resources.deliveries.cancel')}</Button>
        <Button variant="contained" onClick={submit} disabled={busy}>
          {translate(`${T}.submit`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
