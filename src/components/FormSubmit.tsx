import { useState } from 'react';
import { Alert, Button, CircularProgress } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';

/**
 * Submit state of a hand-made form (drawers, account update): `run` shows the busy state, and on failure
 * keeps the server's message under the form and notifies it (else the fallback text).
 */
export function useSubmit(fallbackKey: string) {
  const translate = useTranslate();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setServerError(null);
    try {
      await action();
    } catch (e) {
      const message = e instanceof Error && e.message ? e.message : translate(fallbackKey);
      setServerError(message);
      notify(message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return { busy, serverError, run };
}

/** The server's message, if any, and the submit button with a spinner while busy. */
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
