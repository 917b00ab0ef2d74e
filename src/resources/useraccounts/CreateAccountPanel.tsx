import { useState } from 'react';
import { Alert, Stack } from '@mui/material';
import { useWatch } from 'react-hook-form';
import {
  BooleanInput,
  CanAccess,
  email,
  Form,
  PasswordInput,
  required,
  TextInput,
  useDataProvider,
  useNotify,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { CollapsibleCard } from '../../components/CollapsibleCard';
import { SubmitFooter, useSubmit } from '../../components/FormSubmit';
import { PictureInput } from '../../layout/ProfileDrawer';
import type { AppDataProvider } from '../../providers/dataProvider';
import { HubInput } from './HubInput';
import { answerMessage } from '../../providers/http';
import { password1Rules, password2Rules } from './passwords';
import { HUB_SHELL_RIGHTS } from '../../../contract/types';

const DEFAULTS = {
  username: '',
  email: '',
  password1: '',
  password2: '',
  is_active: true,
  branch_manager: false,
  coodinated_hub: '',
};

/** The form of a new user account: POST /customqueries/createsystem_user (multipart). */
export function CreateAccountForm({ onCreated }: { onCreated?: () => void }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const translate = useTranslate();
  const [file, setFile] = useState<File | null>(null);
  const [formKey, setFormKey] = useState(0);
  const { busy, serverError, run } = useSubmit('resources.useraccounts.createFailed');

  const submit = (values: Record<string, unknown>) =>
    run(async () => {
      const hub = values.coodinated_hub;
      const answer = await dataProvider.createSystemUser({
        username: String(values.username ?? '').trim(),
        email: String(values.email ?? '').trim(),
        password1: String(values.password1 ?? ''),
        password2: String(values.password2 ?? ''),
        is_active: !!values.is_active,
        branch_manager: !!values.branch_manager,
        coodinated_hub: hub === null || hub === undefined ? '' : hub,
        ...(file ? { profile_pic: file } : {}),
      });
      const message = answerMessage(answer, translate('resources.useraccounts.create'));
      notify(message, { type: 'success', messageArgs: { _: message } });
      setFile(null);
      setFormKey((k) => k + 1);
      onCreated?.();
    });

  return (
    <Form key={formKey} onSubmit={submit} defaultValues={DEFAULTS}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={{ md: 2 }}>
        <TextInput
          source="username"
          label="resources.useraccounts.fields.username"
          validate={required('resources.useraccounts.usernameRequired')}
          autoComplete="off"
          fullWidth
        />
        <TextInput
          source="email"
          label="resources.useraccounts.fields.email"
          validate={[
            required('resources.useraccounts.emailRequired'),
            email('resources.useraccounts.emailInvalid'),
          ]}
          autoComplete="off"
          fullWidth
        />
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={{ md: 2 }}>
        <PasswordInput
          source="password1"
          label="resources.useraccounts.fields.password1"
          validate={password1Rules}
          autoComplete="new-password"
          fullWidth
        />
        <PasswordInput
          source="password2"
          label="resources.useraccounts.fields.password2"
          validate={password2Rules}
          autoComplete="new-password"
          fullWidth
        />
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={{ md: 2 }} alignItems={{ md: 'center' }}>
        <BooleanInput source="is_active" label="resources.useraccounts.fields.is_active" />
        <BooleanInput source="branch_manager" label="resources.useraccounts.fields.branch_manager" />
        <HubInput />
      </Stack>
      <HubRightsNote />
      <PictureInput file={file} onChange={setFile} />
      <SubmitFooter busy={busy} serverError={serverError} label="resources.useraccounts.create" />
    </Form>
  );
}

/** Once a coordinated hub is chosen: the rights the new hub manager account starts with. */
function HubRightsNote() {
  const translate = useTranslate();
  const hub = useWatch({ name: 'coodinated_hub' });
  if (hub === '' || hub === null || hub === undefined) return null;
  const rights = Object.values(HUB_SHELL_RIGHTS)
    .map((r) => translate(`resources.useraccounts.rights.${r}`))
    .join(', ');
  return (
    <Alert severity="info" sx={{ my: 1 }} data-testid="hub-rights-note">
      {translate('resources.useraccounts.hubRightsNote', { rights })}
    </Alert>
  );
}

/** Collapsible 'Create new user account' card above the accounts list; the list reloads after a creation. */
export function CreateAccountPanel() {
  const refresh = useRefresh();
  return (
    <CanAccess resource="useraccounts" action="create">
      <CollapsibleCard title="resources.useraccounts.createPanel" sx={{ mb: 2 }}>
        <CreateAccountForm onCreated={refresh} />
      </CollapsibleCard>
    </CanAccess>
  );
}
