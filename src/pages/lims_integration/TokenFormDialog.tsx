/** Create / edit an API token: user (the real user accounts), description, is_active. */
import {
  BooleanInput,
  TextInput,
  maxLength,
  required,
  useCreate,
  useRefresh,
  useTranslate,
  useUpdate,
} from 'react-admin';
import type { LimsToken } from './limsApi';
import { FormDialog } from '../../components/FormDialog';
import { ServerAutocomplete } from '../../components/ServerAutocomplete';

export interface TokenFormDialogProps {
  open: boolean;
  /** the token edited; none = create */
  token?: LimsToken | null;
  onClose: () => void;
  /** after a create: the full token the server answered (shown once) */
  onCreated: (token: string) => void;
}

const NEW_TOKEN = { is_active: true } as Partial<LimsToken> as LimsToken;
const requiredUser = [required('pages.lims.tokens.userRequired')];
const BY_USERNAME = { field: 'username', order: 'ASC' } as const;
const requiredDescription = [required('pages.lims.tokens.descriptionRequired'), maxLength(300)];

export function TokenFormDialog({ open, token, onClose, onCreated }: TokenFormDialogProps) {
  const translate = useTranslate();
  const refresh = useRefresh();
  const [create] = useCreate();
  const [update] = useUpdate();

  const save = async (values: Record<string, unknown>): Promise<Partial<LimsToken> | null> => {
    const data = {
      user: values.user,
      description: String(values.description ?? '').trim(),
      is_active: values.is_active !== false,
    };
    if (token) {
      await update(
        'lims_tokens',
        { id: token.id, data, previousData: token },
        { mutationMode: 'pessimistic', returnPromise: true },
      );
      return null;
    }
    return ((await create('lims_tokens', { data }, { returnPromise: true })) ??
      null) as Partial<LimsToken> | null;
  };

  return (
    <FormDialog<Record<string, unknown>, Partial<LimsToken> | null>
      open={open}
      onClose={onClose}
      title={translate(token ? 'pages.lims.tokens.editTitle' : 'pages.lims.tokens.createTitle')}
      maxWidth="sm"
      record={token ?? NEW_TOKEN}
      formKey={String(token?.id ?? 'new')}
      saveLabel="pages.lims.tokens.save"
      cancelLabel="pages.lims.common.cancel"
      invalidFormToast
      mutationFn={save}
      success={token ? 'pages.lims.tokens.updated' : 'pages.lims.tokens.created'}
      failure="pages.lims.tokens.saveFailed"
      failureText={(error, t) =>
        `${t('pages.lims.tokens.saveFailed')}${error instanceof Error && error.message ? `: ${error.message}` : ''}`
      }
      onSuccess={(created) => {
        onClose();
        if (created?.token) onCreated(created.token);
        refresh();
      }}
      // the toast says it, as before
      showError={false}
    >
      <ServerAutocomplete
        source="user"
        reference="useraccounts"
        sort={BY_USERNAME}
        optionText="username"
        noMatch="components.pickers.noUser"
        label="pages.lims.fields.user"
        validate={requiredUser}
        fullWidth
      />
      <TextInput
        source="description"
        label="pages.lims.fields.description"
        validate={requiredDescription}
        multiline
        minRows={2}
        fullWidth
      />
      <BooleanInput source="is_active" label="pages.lims.fields.is_active" />
    </FormDialog>
  );
}
