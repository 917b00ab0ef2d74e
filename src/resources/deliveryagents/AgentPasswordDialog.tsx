import { TextInput, useDataProvider, useTranslate } from 'react-admin';
import { FormDialog } from '../../components/FormDialog';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { DeliveryAgent } from '../../../contract/types';

const T = 'resources.deliveryagents';
/** administration.md 9: minimum new password length. */
export const AGENT_PASSWORD_MIN_LENGTH = 6;

/** The server's own message of a failed call, if it sent one (else null). */
function serverMessage(error: unknown): string | null {
  if (!(error instanceof Error) || !error.message) return null;
  const body = (error as { body?: unknown }).body;
  if (!body || typeof body !== 'object') return null;
  const b = body as Record<string, unknown>;
  return typeof b.message === 'string' || typeof b.detail === 'string' ? error.message : null;
}

/** No agent to update: said, and nothing sent. */
class NoAgentError extends Error {}

const passwordRules = [
  (value: unknown) => (value ? undefined : `${T}.password.required`),
  (value: unknown) =>
    String(value ?? '').length < AGENT_PASSWORD_MIN_LENGTH ? `${T}.password.tooShort` : undefined,
];

/** The props of an agent's row modal: the agent (null while none is chosen), open, and its close. */
export interface AgentDialogProps {
  agent: Pick<DeliveryAgent, 'id' | 'FullName'> | null;
  open: boolean;
  onClose: () => void;
}

/** The agent password change modal: POST /customqueries/updateagentpassword with password and agent_id. */
export function AgentPasswordDialog({ agent, open, onClose }: AgentDialogProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  return (
    <FormDialog<{ password: string }>
      open={open}
      onClose={onClose}
      title={translate(`${T}.password.title`, { name: agent?.FullName ?? '' })}
      saveLabel={`${T}.password.submit`}
      cancelLabel={`${T}.password.cancel`}
      defaultValues={{ password: '' }}
      mutationFn={async ({ password }) => {
        if (!agent) throw new NoAgentError();
        return dataProvider.setAgentPassword({ password, agent_id: agent.id });
      }}
      success={`${T}.password.updated`}
      successFromAnswer
      failure={`${T}.password.failed`}
      failureText={(e, t) =>
        e instanceof NoAgentError
          ? t(`${T}.password.noAgent`)
          : (serverMessage(e) ?? t(`${T}.password.failed`))
      }
      onSuccess={onClose}
      // the toast says it (the screen's tests find the message once)
      showError={false}
    >
      <TextInput
        source="password"
        type="password"
        label={`${T}.password.field`}
        validate={passwordRules}
        helperText={`${T}.password.hint`}
        autoComplete="new-password"
        autoFocus
        fullWidth
        margin="dense"
      />
    </FormDialog>
  );
}
