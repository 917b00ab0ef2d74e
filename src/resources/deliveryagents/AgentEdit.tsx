import { Avatar, Card, CardContent, CardHeader, Stack, Typography } from '@mui/material';
import {
  BooleanInput,
  Edit,
  type Identifier,
  SimpleForm,
  Toolbar,
  useNotify,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { ConfirmDeleteButton } from '../../components/ConfirmDeleteButton';
import { formatDate, formatDateTime } from '../../../contract/dates';
import { fileUrl } from '../../providers/http';
import type { DeliveryAgent } from '../../../contract/types';
import { AgentInputs } from './AgentInputs';
import { OnceSaveButton } from '../../components/OnceSaveButton';

const T = 'resources.deliveryagents';

/** The fields the edit form sends (PUT /api/delivery_agents/{id}/); Photo only when a new one was chosen. */
export const AGENT_EDIT_FIELDS = [
  'agent_type',
  'first_name',
  'second_name',
  'gender',
  'Nationality',
  'IDNumber',
  'AreaOfResidence',
  'District',
  'RegisteredPhoneNumber1',
  'collection_hub',
  'date_of_registration',
  'active',
  'Photo',
] as const;

export function agentEditBody(data: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of AGENT_EDIT_FIELDS) if (data[key] !== undefined) out[key] = data[key];
  if (!(typeof Blob !== 'undefined' && out.Photo instanceof Blob)) delete out.Photo;
  return out;
}

function AgentSummary() {
  const record = useRecordContext<DeliveryAgent>();
  const translate = useTranslate();
  if (!record) return null;
  const f = (field: string) => translate(`${T}.fields.${field}`);
  return (
    <Card>
      <CardContent>
        <Stack direction="row" spacing={2} alignItems="center">
          <Avatar
            variant="rounded"
            src={fileUrl(record.Photo)}
            alt={translate(`${T}.photoAlt`, { name: record.FullName })}
            sx={{ width: 60, height: 80 }}
          />
          <Stack>
            <Typography variant="h6" component="h2">
              {record.FullName}
            </Typography>
            <Typography variant="body2">
              {f('agent_code')}: {record.agent_code} · {f('username')}: {record.username} · {f('hub_name')}:{' '}
              {record.hub_name ?? '-'}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {f('date_of_registration')}: {formatDate(record.date_of_registration) || '-'} ·{' '}
              {f('created_by')}: {record.created_by ?? '-'} · {f('login_at')}:{' '}
              {formatDateTime(record.login_at) || '-'} · {f('logout_at')}:{' '}
              {formatDateTime(record.logout_at) || '-'}
            </Typography>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}

function EditTitle() {
  const record = useRecordContext<DeliveryAgent>();
  const translate = useTranslate();
  return <span>{translate(`${T}.edit.title`, { name: record?.FullName ?? '' })}</span>;
}

/** /deliveryagents/{agentID}: the agent edit form with the full agent fields, and delete with confirmation. */
export function AgentEdit({ id }: { id?: Identifier }) {
  const notify = useNotify();
  const translate = useTranslate();
  return (
    <Edit
      id={id}
      title={<EditTitle />}
      mutationMode="pessimistic"
      redirect={false}
      component="div"
      transform={agentEditBody}
      mutationOptions={{
        onSuccess: () => notify(`${T}.edit.updated`, { type: 'success' }),
        onError: (error: unknown) => {
          const message =
            error instanceof Error && error.message ? error.message : translate(`${T}.edit.failed`);
          notify(message, { type: 'error', messageArgs: { _: message } });
        },
      }}
    >
      <Stack spacing={2} sx={{ mt: 1 }}>
        <AgentSummary />
        <Card>
          <CardHeader title={translate(`${T}.edit.formTitle`)} />
          <SimpleForm
            toolbar={
              <Toolbar sx={{ justifyContent: 'space-between' }}>
                <OnceSaveButton />
                <DeleteAgentButton />
              </Toolbar>
            }
          >
            <AgentInputs mode="edit" />
            <BooleanInput source="active" />
          </SimpleForm>
        </Card>
      </Stack>
    </Edit>
  );
}

function DeleteAgentButton() {
  const record = useRecordContext<DeliveryAgent>();
  const translate = useTranslate();
  const notify = useNotify();
  return (
    <ConfirmDeleteButton
      nameSource="FullName"
      redirect="list"
      confirmTitle={translate(`${T}.edit.deleteTitle`, { name: record?.FullName ?? '' })}
      confirmContent={translate(`${T}.edit.deleteContent`)}
      successMessage={`${T}.edit.deleted`}
      mutationOptions={{ onError: () => notify(`${T}.edit.deleteFailed`, { type: 'error' }) }}
    />
  );
}

export default AgentEdit;
