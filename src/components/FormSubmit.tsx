import { Alert, Button, CircularProgress } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFormMutation } from './useFormMutation';
import { WarnBeforeUnload } from './WarnBeforeUnload';

/**
 * Submit state of a hand-made form (drawers, account update): `run` shows the busy state, and on failure
 * keeps the server's message under the form and notifies it (else the fallback text). A react-query mutation
 * (`useFormMutation`, as in the dialogs).
 */
export function useSubmit(fallbackKey: string) {
  const mutation = useFormMutation<() => Promise<void>, void>((action) => action(), {
    failure: fallbackKey,
  });
  const run = async (action: () => Promise<void>) => {
    await mutation.submit(action);
  };
  return { busy: mutation.isPending, serverError: mutation.serverError, run };
}

/**
 * The server's message, if any, and the submit button with a spinner while busy; inside a form (it also asks
 * before a reload drops the form's unsaved changes).
 */
export function SubmitFooter({
  busy,
  serverError,
  label,
}: {
  busy: boolean;
  serverError: string | null;
  label: string;
}) {
  const translate = useTranslate();
  return (
    <>
      <WarnBeforeUnload />
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
        {translate(label)}
      </Button>
    </>
  );
}
