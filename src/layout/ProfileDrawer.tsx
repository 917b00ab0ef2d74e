import { SubmitFooter, useSubmit } from '../components/FormSubmit';
import { ImageInput } from '../components/ImageInput';
import { PNG_OR_JPEG } from '../lib/image';
import { useState } from 'react';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import {
  email,
  Form,
  required,
  TextInput,
  useDataProvider,
  useGetIdentity,
  useNotify,
  useTranslate,
} from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider';
import { getSession, updateSession } from '../providers/session';

/** The username and email inputs of one's account, required (their labels under `labels`). */
export function AccountInputs({ labels }: { labels: string }) {
  return (
    <>
      <TextInput
        source="username"
        label={`${labels}.username`}
        validate={required('layout.profile.usernameRequired')}
        fullWidth
      />
      <TextInput
        source="email"
        label={`${labels}.email`}
        validate={[required('layout.profile.emailRequired'), email('layout.profile.emailInvalid')]}
        fullWidth
      />
    </>
  );
}

/** A picture chooser accepting PNG or JPEG only. */
export function PictureInput({
  file,
  currentUrl,
  onChange,
}: {
  file: File | null;
  currentUrl?: string | null;
  onChange: (file: File | null) => void;
}) {
  const translate = useTranslate();
  return (
    <ImageInput
      value={file}
      currentUrl={currentUrl}
      onChange={onChange}
      accept={PNG_OR_JPEG}
      typeError={translate('layout.profile.pictureType')}
      chooseLabel={translate('layout.profile.choosePicture')}
      inputLabel={translate('layout.profile.picture')}
      fileText={(name) => name}
      icon={<PhotoCameraIcon />}
      testId="picture-input"
    />
  );
}

interface ProfileValues {
  username: string;
  email: string;
}

/** The signed-in user's profile update form (username, e-mail, picture). */
export function ProfileForm({ onDone }: { onDone: () => void }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const { refetch } = useGetIdentity();
  const account = getSession()?.account;
  const [file, setFile] = useState<File | null>(null);
  const { busy, serverError, run } = useSubmit('layout.profile.failed');

  const submit = async (values: Record<string, unknown>) => {
    if (!account) return;
    const v = values as unknown as ProfileValues;
    await run(async () => {
      const updated = await dataProvider.updateAccount(account.id, {
        username: v.username.trim(),
        email: v.email.trim(),
        ...(file ? { profile_pic: file } : {}),
      });
      updateSession({ account: { ...account, ...updated } });
      await refetch?.();
      notify('layout.profile.success', { type: 'success' });
      onDone();
    });
  };

  return (
    <Form
      defaultValues={{ username: account?.username ?? '', email: account?.email ?? '' }}
      onSubmit={submit}
    >
      <AccountInputs labels="layout.profile" />
      <PictureInput file={file} currentUrl={account?.profile_pic} onChange={setFile} />
      <SubmitFooter busy={busy} serverError={serverError} label="layout.profile.save" />
    </Form>
  );
}
