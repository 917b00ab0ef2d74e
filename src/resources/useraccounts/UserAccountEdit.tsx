import { useState } from 'react';
import { Card, CardContent, Stack, Typography } from '@mui/material';
import {
  BooleanInput,
  Edit,
  email,
  required,
  SimpleForm,
  TextInput,
  Toolbar,
  type Identifier,
  useNotify,
  usePermissions,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { Permissions } from '../../access';
import { PictureInput } from '../../layout/ProfileDrawer';
import type { UserAccount } from '../../../contract/types';
import { HubInput } from './HubInput';
import { OnceSaveButton } from '../../components/OnceSaveButton';

function Heading() {
  const record = useRecordContext<UserAccount>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
      {translate('resources.useraccounts.editTitle', { name: record.username })}
    </Typography>
  );
}

function Picture({ file, onChange }: { file: File | null; onChange: (f: File | null) => void }) {
  const record = useRecordContext<UserAccount>();
  return <PictureInput file={file} currentUrl={record?.profile_pic} onChange={onChange} />;
}

/** /useraccounts/{accountID}: every flag, username, e-mail, coordinated hub and picture (sent only when changed). */
/** The flags PUT /api/accounts/{id}/ takes beside username, email, coodinated_hub and a new profile_pic. */
const ACCOUNT_FLAGS = ['is_active', 'branch_manager', 'is_admin', 'is_staff', 'is_superuser'] as const;

export function UserAccountEdit({ id }: { id?: Identifier }) {
  const notify = useNotify();
  const { permissions } = usePermissions<Permissions>();
  const [file, setFile] = useState<File | null>(null);
  const superuser = !!permissions?.isSuperuser;
  return (
    <Edit
      id={id}
      resource="useraccounts"
      title="resources.useraccounts.listTitle"
      mutationMode="pessimistic"
      redirect={false}
      component="div"
      transform={(data: Record<string, unknown>) => ({
        // the documented fields only (administration.md 7); the stored picture's URL is never sent back, a new file is
        username: data.username,
        email: data.email,
        // every flag is sent as true or false: a backend may read a missing one as false
        ...Object.fromEntries(ACCOUNT_FLAGS.map((flag) => [flag, !!data[flag]])),
        coodinated_hub: data.coodinated_hub ?? '',
        ...(file ? { profile_pic: file } : {}),
      })}
      mutationOptions={{
        onSuccess: () => {
          setFile(null);
          notify('resources.useraccounts.updated', { type: 'success' });
        },
        onError: (error: unknown) => {
          const message =
            error instanceof Error && error.message ? error.message : 'resources.useraccounts.updateFailed';
          notify(message, { type: 'error', messageArgs: { _: message } });
        },
      }}
    >
      <Card sx={{ mt: 1 }}>
        <CardContent>
          <Heading />
          <SimpleForm
            sx={{ p: 0 }}
            toolbar={
              <Toolbar sx={{ px: 0 }}>
                <OnceSaveButton alwaysEnable />
              </Toolbar>
            }
          >
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={{ md: 2 }} sx={{ width: '100%' }}>
              <TextInput
                source="username"
                validate={required('resources.useraccounts.usernameRequired')}
                fullWidth
              />
              <TextInput
                source="email"
                validate={[
                  required('resources.useraccounts.emailRequired'),
                  email('resources.useraccounts.emailInvalid'),
                ]}
                fullWidth
              />
            </Stack>
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={{ md: 2 }} flexWrap="wrap">
              <BooleanInput source="is_active" />
              <BooleanInput source="branch_manager" />
              <BooleanInput source="is_admin" />
              <BooleanInput source="is_staff" />
              <BooleanInput
                source="is_superuser"
                disabled={!superuser}
                helperText={superuser ? false : 'resources.useraccounts.superuserOnly'}
              />
            </Stack>
            <HubInput />
            <Picture file={file} onChange={setFile} />
          </SimpleForm>
        </CardContent>
      </Card>
    </Edit>
  );
}

export default UserAccountEdit;
