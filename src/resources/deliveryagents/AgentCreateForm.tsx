import { useState } from 'react';
import { CircularProgress } from '@mui/material';
import {
  CanAccess,
  ResourceContextProvider,
  SimpleForm,
  Toolbar,
  useDataProvider,
  useNotify,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { CollapsibleCard } from '../../components/CollapsibleCard';
import { OnceSaveButton } from '../../components/OnceSaveButton';
import { toIsoDate } from '../../../contract/dates';
import { answerMessage } from '../../providers/http';
import { getSession } from '../../providers/session';
import { useFormMutation } from '../../components/useFormMutation';
import { AgentInputs } from './AgentInputs';

const T = 'resources.deliveryagents';

/** DRF field errors of a 400 answer ({field: [messages]}) as form errors ({field: message}). */
export function fieldErrors(error: unknown): Record<string, string> {
  const body = (error as { body?: unknown } | null)?.body;
  const out: Record<string, string> = {};
  if (!body || typeof body !== 'object') return out;
  for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
    if (key === 'message' || key === 'detail') continue;
    if (Array.isArray(value) && typeof value[0] === 'string') out[key] = value[0];
  }
  return out;
}

/**
 * The collapsible 'Add New Agent' form of /deliveryagents/ (administration.md 5): posts to
 * /customqueries/manual_agentregistration through the data provider; the server makes the username
 * the phone number and the password its last four digits. An empty phone number only shows the info
 * message 'Phone Number missing'.
 */
export function AgentCreateForm({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider();
  const [formKey, setFormKey] = useState(0);
  const create = useFormMutation(
    async (values: Record<string, unknown>) => {
      const { data } = await dataProvider.create('deliveryagents', {
        data: {
          ...values,
          agent_type: values.agent_type || 'rider',
          RegisteredPhoneNumber1: String(values.RegisteredPhoneNumber1 ?? '').trim(),
          created_by: getSession()?.account.username ?? '',
        },
      });
      return data;
    },
    {
      success: (data) => answerMessage(data, translate(`${T}.create.registered`)),
      failure: `${T}.create.failed`,
      onSuccess: () => {
        setFormKey((k) => k + 1);
        refresh();
      },
    },
  );
  const busy = create.isPending;

  const submit = async (values: Record<string, unknown>) => {
    if (!String(values.RegisteredPhoneNumber1 ?? '').trim()) {
      notify(`${T}.validation.phoneMissing`, { type: 'info' });
      return;
    }
    try {
      await create.mutateAsync(values);
    } catch (error) {
      return fieldErrors(error);
    }
  };

  return (
    <CanAccess resource="deliveryagents" action="create">
      <CollapsibleCard title={`${T}.create.title`} defaultOpen={defaultOpen} sx={{ mb: 2 }}>
        <ResourceContextProvider value="deliveryagents">
          <SimpleForm
            key={formKey}
            sx={{ p: 0 }}
            defaultValues={{ agent_type: 'rider', date_of_registration: toIsoDate(new Date()) }}
            onSubmit={submit}
            toolbar={
              <Toolbar sx={{ px: 0 }}>
                <OnceSaveButton
                  alwaysEnable={!busy}
                  label={`${T}.create.submit`}
                  icon={busy ? <CircularProgress size={16} /> : undefined}
                />
              </Toolbar>
            }
          >
            <AgentInputs mode="create" />
          </SimpleForm>
        </ResourceContextProvider>
      </CollapsibleCard>
    </CanAccess>
  );
}
