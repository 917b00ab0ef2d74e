import { Alert, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { Form, TextInput, useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../providers/dataProvider';
import { useFormMutation } from '../../components/useFormMutation';
import { SignedOutFrame } from '../policy/PolicyPage';

/** An empty (or blank) phone sends nothing: 'Account contact missing'. */
const phoneRequired = (value: unknown) =>
  String(value ?? '').trim() === '' ? 'pages.deactivation.phoneMissing' : undefined;
const asTyped = (v: string) => v;

/** /request_accountdeaction/ : phone contact and reason; an empty phone sends nothing. */
export function DeactivationPage() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const request = useFormMutation(
    (values: Record<string, unknown>) =>
      dataProvider.requestAccountDeactivation({
        phonecontact: String(values.phonecontact ?? '').trim(),
        reason_ofdeaction: String(values.reason_ofdeaction ?? '').trim(),
      }),
    { failure: 'pages.deactivation.failed', notifyFailure: false },
  );
  const result = request.isSuccess
    ? { severity: 'info' as const, text: String(request.data) }
    : request.serverError
      ? { severity: 'error' as const, text: request.serverError }
      : null;

  return (
    <SignedOutFrame title={translate('pages.deactivation.title')}>
      <Typography variant="body1" sx={{ mb: 2 }}>
        {translate('pages.deactivation.intro')}
      </Typography>
      <Form
        defaultValues={{ phonecontact: '', reason_ofdeaction: '' }}
        onSubmit={(values: Record<string, unknown>) => request.mutate(values)}
        noValidate
      >
        <Stack spacing={2} sx={{ maxWidth: 480 }}>
          {result ? (
            <Alert severity={result.severity} role="alert">
              {result.text}
            </Alert>
          ) : null}
          <TextInput
            source="phonecontact"
            label="pages.deactivation.phone"
            type="tel"
            validate={phoneRequired}
            parse={asTyped}
            variant="outlined"
            margin="none"
            fullWidth
          />
          <TextInput
            source="reason_ofdeaction"
            label="pages.deactivation.reason"
            parse={asTyped}
            variant="outlined"
            margin="none"
            multiline
            minRows={3}
            fullWidth
          />
          <Button
            type="submit"
            variant="contained"
            disabled={request.isPending}
            startIcon={request.isPending ? <CircularProgress size={16} color="inherit" /> : null}
          >
            {translate('pages.deactivation.submit')}
          </Button>
        </Stack>
      </Form>
    </SignedOutFrame>
  );
}

export default DeactivationPage;
