import { SubmitFooter, useSubmit } from '../components/FormSubmit';
import { fileUrl } from '../providers/http';
import { useRef, useState, type ChangeEvent } from 'react';
import { Avatar, Box, Button, Stack, Typography } from '@mui/material';
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

export const PICTURE_TYPES = ['image/png', 'image/jpeg'];

export function isAcceptedPicture(file: File): boolean {
  return PICTURE_TYPES.includes(file.type);
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
  const inputRef = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const handle = (e: ChangeEvent<HTMLInputElement>) => {
    const chosen = e.target.files?.[0] ?? null;
    if (!chosen) return;
    if (!isAcceptedPicture(chosen)) {
      setError(translate('layout.profile.pictureType'));
      setPreview(null);
      onChange(null);
      e.target.value = '';
      return;
    }
    setError(null);
    setPreview(typeof URL.createObjectURL === 'function' ? URL.createObjectURL(chosen) : null);
    onChange(chosen);
  };
  return (
    <Stack direction="row" spacing={2} alignItems="center" sx={{ my: 1 }}>
      <Avatar src={preview ?? fileUrl(currentUrl)} sx={{ width: 56, height: 56 }} />
      <Box>
        <Button
          variant="outlined"
          size="small"
          startIcon={<PhotoCameraIcon />}
          onClick={() => inputRef.current?.click()}
        >
          {translate('layout.profile.choosePicture')}
        </Button>
        <input
          ref={inputRef}
          type="file"
          hidden
          accept="image/png,image/jpeg"
          aria-label={translate('layout.profile.picture')}
          data-testid="picture-input"
          onChange={handle}
        />
        {file ? (
          <Typography variant="caption" display="block">
            {file.name}
          </Typography>
        ) : null}
        {error ? (
          <Typography variant="caption" color="error" display="block" role="alert">
            {error}
          </Typography>
        ) : null}
      </Box>
    </Stack>
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
      <TextInput
        source="username"
        label="layout.profile.username"
        validate={required('layout.profile.usernameRequired')}
        fullWidth
      />
      <TextInput
        source="email"
        label="layout.profile.email"
        validate={[required('layout.profile.emailRequired'), email('layout.profile.emailInvalid')]}
        fullWidth
      />
      <PictureInput file={file} currentUrl={account?.profile_pic} onChange={setFile} />
      <SubmitFooter busy={busy} serverError={serverError} label="layout.profile.save" />
    </Form>
  );
}
