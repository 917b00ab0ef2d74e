import { useState, type FormEvent } from 'react';
import { Alert, Button, CircularProgress, Stack, TextField, Typography } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../providers/dataProvider';
import { SignedOutFrame } from '../policy/PolicyPage';

/** /request_accountdeaction/ : phone contact and reason; an empty phone sends nothing. */
export function DeactivationPage() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [phone, setPhone] = useState('');
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ severity: 'info' | 'error'; text: string } | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!phone.trim()) {
      setResult({ severity: 'error', text: translate('pages.deactivation.phoneMissing') });
      return;
    }
    setBusy(true);
    setResult(null);
    try {
      const message = await dataProvider.requestAccountDeactivation({
        phonecontact: phone.trim(),
        reason_ofdeaction: reason.trim(),
      });
      setResult({ severity: 'info', text: message });
    } catch (err) {
      const message =
        err instanceof Error && err.message ? err.message : translate('pages.deactivation.failed');
      setResult({ severity: 'error', text: message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <SignedOutFrame title={translate('pages.deactivation.title')}>
      <Typography variant="body1" sx={{ mb: 2 }}>
        {translate('pages.deactivation.intro')}
      </Typography>
      <Stack spacing={2} component="form" noValidate onSubmit={submit} sx={{ maxWidth: 480 }}>
        {result ? (
          <Alert severity={result.severity} role="alert">
            {result.text}
          </Alert>
        ) : null}
        <TextField
          label={translate('pages.deactivation.phone')}
          name="phonecontact"
          type="tel"
          value={phone}
          onChange={(e) => setPhone(e.target.value)}
          fullWidth
        />
        <TextField
          label={translate('pages.deactivation.reason')}
          name="reason_ofdeaction"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          multiline
          minRows={3}
          fullWidth
        />
        <Button
          type="submit"
          variant="contained"
          disabled={busy}
          startIcon={busy ? <CircularProgress size={16} color="inherit" /> : null}
        >
          {translate('pages.deactivation.submit')}
        </Button>
      </Stack>
    </SignedOutFrame>
  );
}

export default DeactivationPage;
