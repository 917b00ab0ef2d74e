import { useState, type ReactNode } from 'react';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  CircularProgress,
  Divider,
  Link,
  Stack,
  Tab,
  Tabs,
  Typography,
} from '@mui/material';
import {
  BooleanInput,
  email,
  Form,
  maxValue,
  minValue,
  NumberInput,
  required,
  TextInput,
  Title,
  useDataProvider,
  useGetOne,
  useNotify,
  useTranslate,
} from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { SubmitFooter, useSubmit } from '../../components/FormSubmit';
import { answerMessage } from '../../providers/http';
import { updateSession } from '../../providers/session';
import type { CompanyProfile } from '../../../contract/types';
import { LogoInput } from './LogoInput';
import { TargetsSection, withTargetDefaults } from './TargetsSection';

export const PROFILE_ID = 1;

export const ALERT_FLAGS = [
  'send_smsalerttoagents_on_clientorders',
  'send_sms_alerttoadmin_on_clientorders',
  'send_email_alerttoadmin_on_clientorders',
  'send_sms_alerttoadmin_on_deliveries',
  'send_email_alerttoadmin_on_deliveries',
  'send_sms_alerttoadmin_on_pickups',
  'send_email_alerttoadmin_on_pickups',
  // beyond the spec (issue 34): receipt discrepancies and overdue items, also by SMS and e-mail; default off
  'send_sms_alerttoadmin_on_discrepancies',
  'send_email_alerttoadmin_on_discrepancies',
  'send_sms_alerttoadmin_on_overdue',
  'send_email_alerttoadmin_on_overdue',
] as const;

/** The four alert flags a backend without them omits: off until set. */
const FLAG_DEFAULTS = {
  send_sms_alerttoadmin_on_discrepancies: false,
  send_email_alerttoadmin_on_discrepancies: false,
  send_sms_alerttoadmin_on_overdue: false,
  send_email_alerttoadmin_on_overdue: false,
};

/**
 * Whether the user changed the SMS balance from the loaded one ('1000.00' and 1000 are the same balance). Each SMS
 * sent deducts its cost on the server meanwhile: a save sends the balance only when the user changed it (a
 * top-up), so that saving other fields never puts back the balance the page loaded with.
 */
export function smsBalanceChanged(loaded: unknown, value: unknown): boolean {
  const blank = (v: unknown) => v === undefined || v === null || String(v).trim() === '';
  if (blank(loaded) || blank(value)) return blank(loaded) !== blank(value);
  const a = Number(loaded);
  const b = Number(value);
  if (Number.isNaN(a) || Number.isNaN(b)) return String(loaded).trim() !== String(value).trim();
  return a !== b;
}

const DIGITS = [
  'no_ofdigits_forsinglepickup_barcode',
  'no_ofdigits_forbatchpickup_barcode',
  'no_ofdigits_forpackage_barcode',
] as const;

const label = (name: string) => `pages.companyprofile.fields.${name}`;
const requiredValue = required('pages.companyprofile.required');
const digitsRules = [requiredValue, minValue(1), maxValue(40)];

/** What Finish does: reload the page (an object, so tests can watch it). */
export const page = {
  reload: () => window.location.reload(),
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box sx={{ width: '100%', mb: 1 }}>
      <Typography variant="subtitle1" component="h3" sx={{ mt: 1 }}>
        {translate(title)}
      </Typography>
      <Divider sx={{ mb: 1 }} />
      {children}
    </Box>
  );
}

/** The settings form; `onSaved` gets the saved profile and the server's message. */
export function CompanyProfileForm({
  record,
  onSaved,
}: {
  record: CompanyProfile;
  onSaved: (saved: CompanyProfile, message: string) => void;
}) {
  const dataProvider = useDataProvider();
  const translate = useTranslate();
  const [logo, setLogo] = useState<File | null>(null);
  const { busy, serverError, run } = useSubmit('pages.companyprofile.saveFailed');

  const submit = (values: Record<string, unknown>) =>
    run(async () => {
      const { company_logo: _url, message: _m, ...fields } = values;
      // a top-up is sent with the balance the form loaded: the server adds the difference to the balance as it is
      // then, so the SMS charged since the page loaded stay charged (a backend without it takes the balance sent)
      if (!smsBalanceChanged(record.smsbalance, fields.smsbalance)) delete fields.smsbalance;
      else fields.smsbalance_loaded = record.smsbalance;
      const { data } = await dataProvider.update<CompanyProfile & { message?: string }>('companyprofile', {
        id: PROFILE_ID,
        data: { ...fields, ...(logo ? { company_logo: logo } : {}) },
        previousData: record,
      });
      const { message: _message, ...saved } = data;
      onSaved(
        { ...(saved as CompanyProfile), id: PROFILE_ID },
        answerMessage(data, translate('pages.companyprofile.successTitle')),
      );
    });

  return (
    <Form record={withTargetDefaults({ ...FLAG_DEFAULTS, ...record })} onSubmit={submit}>
      <Section title="pages.companyprofile.sections.company">
        <LogoInput file={logo} currentUrl={record.company_logo} onChange={setLogo} />
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={{ md: 2 }}>
          <TextInput source="system_name" label={label('system_name')} fullWidth />
          <TextInput
            source="company_email"
            label={label('company_email')}
            validate={email('pages.companyprofile.emailInvalid')}
            fullWidth
          />
        </Stack>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={{ md: 2 }}>
          <TextInput source="RegisteredPhoneNumber1" label={label('RegisteredPhoneNumber1')} fullWidth />
          <TextInput source="box_number" label={label('box_number')} fullWidth />
        </Stack>
      </Section>
      <Section title="pages.companyprofile.sections.sms">
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={{ md: 2 }}>
          <NumberInput source="smsCost" label={label('smsCost')} validate={requiredValue} step={0.01} />
          <NumberInput
            source="smsbalance"
            label={label('smsbalance')}
            validate={requiredValue}
            step={0.01}
            helperText="pages.companyprofile.smsbalanceHint"
          />
        </Stack>
      </Section>
      <Section title="pages.companyprofile.sections.deliveries">
        <NumberInput
          source="maximum_distanceinmeters_fordeliveryverification"
          label={label('maximum_distanceinmeters_fordeliveryverification')}
          validate={[requiredValue, minValue(0)]}
          step={1}
          sx={{ minWidth: 360 }}
        />
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={{ md: 2 }}>
          <BooleanInput source="ismobilemoneypayment_enabled" label={label('ismobilemoneypayment_enabled')} />
          <BooleanInput source="manual_date_enabled" label={label('manual_date_enabled')} />
        </Stack>
      </Section>
      <Section title="pages.companyprofile.sections.barcodes">
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={{ md: 2 }}>
          {DIGITS.map((name) => (
            <NumberInput key={name} source={name} label={label(name)} validate={digitsRules} step={1} />
          ))}
        </Stack>
      </Section>
      <Section title="pages.companyprofile.sections.alerts">
        <Typography variant="body2" color="text.secondary">
          {translate('pages.companyprofile.alertsHint')}{' '}
          <Link component={RouterLink} to="/outbox/">
            {translate('pages.companyprofile.outboxLink')}
          </Link>
          .
        </Typography>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          {ALERT_FLAGS.map((name) => (
            <BooleanInput key={name} source={name} label={label(name)} helperText={false} />
          ))}
        </Box>
      </Section>
      <TargetsSection />
      <SubmitFooter busy={busy} serverError={serverError} label="pages.companyprofile.save" />
    </Form>
  );
}

/** The SMS balance and cost in the page's header (the balance each SMS sent lowers). */
function BalanceSummary({ profile }: { profile: CompanyProfile }) {
  const translate = useTranslate();
  return (
    <Typography variant="body2" data-testid="sms-balance-summary">
      {translate('pages.companyprofile.balanceSummary', {
        balance: profile.smsbalance ?? '',
        cost: profile.smsCost ?? '',
      })}
    </Typography>
  );
}

/** The success result after a save: the server's message and Finish, which reloads the page. */
export function SavedResult({ message }: { message: string }) {
  const translate = useTranslate();
  return (
    <Card role="status">
      <CardContent>
        <Alert severity="success">
          <AlertTitle>{translate('pages.companyprofile.successTitle')}</AlertTitle>
          {message}
        </Alert>
      </CardContent>
      <CardActions>
        <Button variant="contained" onClick={() => page.reload()}>
          {translate('pages.companyprofile.finish')}
        </Button>
      </CardActions>
    </Card>
  );
}

/** /companyprofile/ : the app settings (record 1) under the tab 'Main profile settings'. */
export function CompanyProfilePage() {
  const translate = useTranslate();
  const notify = useNotify();
  const [tab, setTab] = useState(0);
  const [savedMessage, setSavedMessage] = useState<string | null>(null);
  const { data, isPending, error } = useGetOne<CompanyProfile>(
    'companyprofile',
    { id: PROFILE_ID },
    { onError: () => notify('pages.companyprofile.loadFailed', { type: 'error' }) },
  );

  const onSaved = (saved: CompanyProfile, message: string) => {
    // printed lists read the company from the session: they show the new values at once and after the reload
    updateSession({ company: saved });
    setSavedMessage(message);
  };

  let body: ReactNode;
  if (savedMessage !== null) body = <SavedResult message={savedMessage} />;
  else if (isPending) body = <CircularProgress aria-label={translate('app.loading')} />;
  else if (error || !data)
    body = (
      <Alert severity="error">
        {translate('pages.companyprofile.loadFailed')}
        {error instanceof Error && error.message ? `: ${error.message}` : ''}
      </Alert>
    );
  else body = <CompanyProfileForm record={data} onSaved={onSaved} />;

  return (
    <Box sx={{ mt: 1 }}>
      <Title title={translate('pages.companyprofile.title')} />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        justifyContent="space-between"
        alignItems={{ sm: 'center' }}
        sx={{ mb: 2 }}
      >
        <Tabs value={tab} onChange={(_e, v: number) => setTab(v)}>
          <Tab label={translate('pages.companyprofile.tab')} />
        </Tabs>
        {data && savedMessage === null ? <BalanceSummary profile={data} /> : null}
      </Stack>
      <Card>
        <CardContent>{body}</CardContent>
      </Card>
    </Box>
  );
}

export default CompanyProfilePage;
