import { Button, CircularProgress, DialogActions } from '@mui/material';

/** The footer of the pickup and patient form dialogs: Cancel, and a submit button that spins while saving. */
export function SaveCancelActions({
  busy,
  onClose,
  cancelLabel,
  saveLabel,
}: {
  busy: boolean;
  onClose: () => void;
  cancelLabel: string;
  saveLabel: string;
}) {
  return (
    <DialogActions>
      <Button onClick={onClose} disabled={busy}>
        {cancelLabel}
      </Button>
      <Button
        type="submit"
        variant="contained"
        disabled={busy}
        startIcon={busy ? <CircularProgress size={16} /> : null}
      >
        {saveLabel}
      </Button>
    </DialogActions>
  );
}
