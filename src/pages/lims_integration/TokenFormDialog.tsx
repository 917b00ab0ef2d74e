/** Create / edit an API token: user (the real user accounts), description, is_active. */
import { Dialog, DialogActions, DialogContent, DialogTitle, Button } from '@mui/material';
import {
  BooleanInput,
  Form,
  SaveButton,
  TextInput,
  maxLength,
  required,
  useCreate,
  useNotify,
  useRefresh,
  useTranslate,
  useUpdate,
} from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import type { LimsToken } from './limsApi';
import { ServerAutocomplete } from '../../components/ServerAutocomplete';

export interface TokenFormDialogProps {
  open: boolean;
  /** the token edited; none = create */
  token?: LimsToken | null;
  onClose: () => void;
  /** after a create: the full token the server answered (shown once) */
  onCreated: (token: string) => void;
}

const NEW_TOKEN: Partial<LimsToken> = { is_active: true };
const requiredUser = [required('pages.lims.tokens.userRequired')];
const BY_USERNAME = { field: 'username', order: 'ASC' } as const;
const requiredDescription = [required('pages.lims.tokens.descriptionRequired'), maxLength(300)];

export function TokenFormDialog({ open, token, onClose, onCreated }: TokenFormDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [create, { isPending: creating }] = useCreate();
  const [update, { isPending: updating }] = useUpdate();

  const submit = async (values: FieldValues) => {
    const data = {
      user: values.user,
      description: String(values.description ?? '').trim(),
      is_active: values.is_active !== false,
    };
    try {
      if (token) {
        await update(
          'lims_tokens',
          { id: token.id, data, previousData: token },
          { mutationMode: 'pessimistic', returnPromise: true },
        );
        notify('pages.lims.tokens.updated', { type: 'success' });
        onClose();
      } else {
        const created = (await create('lims_tokens', { data }, { returnPromise: true })) as
          Partial<LimsToken> | undefined;
        notify('pages.lims.tokens.created', { type: 'success' });
        onClose();
        if (created?.token) onCreated(created.token);
      }
      refresh();
    } catch (error) {
      const message = error instanceof Error && error.message ? `: ${error.message}` : '';
      notify(`${translate('pages.lims.tokens.saveFailed')}${message}`, { type: 'error' });
    }
  };

  const title = token ? 'pages.lims.tokens.editTitle' : 'pages.lims.tokens.createTitle';
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="lims-token-form-title">
      <DialogTitle id="lims-token-form-title">{translate(title)}</DialogTitle>
      <Form key={token?.id ?? 'new'} record={token ?? NEW_TOKEN} onSubmit={submit} noValidate>
        <DialogContent>
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
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('pages.lims.common.cancel')}</Button>
          <SaveButton label="pages.lims.tokens.save" alwaysEnable={!(creating || updating)} />
        </DialogActions>
      </Form>
    </Dialog>
  );
}
