import { useEffect, useState, type FormEvent } from 'react';
import {
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../providers/dataProvider';
import { answerMessage } from '../../providers/http';
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

/** The agent password change modal: POST /customqueries/updateagentpassword with password and agent_id. */
export function AgentPasswordDialog({
  agent,
  open,
  onClose,
}: {
  agent: Pick<DeliveryAgent, 'id' | 'FullName'> | null;
  open: boolean;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (open) {
      setPassword('');
      setError(null);
    }
  }, [open]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!password) {
      setError(translate(`${T}.password.required`));
      return;
    }
    if (password.length < AGENT_PASSWORD_MIN_LENGTH) {
      setError(translate(`${T}.password.tooShort`));
      return;
    }
    setError(null);
    if (!agent) {
      notify(`${T}.password.noAgent`, { type: 'error' });
      return;
    }
    setBusy(true);
    try {
      const answer = await dataProvider.setAgentPassword({
        password,
        agent_id: agent.id,
      });
      const message = answerMessage(answer, translate(`${T}.password.updated`));
      notify(message, { type: 'success', messageArgs: { _: message } });
      onClose();
    } catch (err) {
      const message = serverMessage(err) ?? translate(`${T}.password.failed`);
      notify(message, { type: 'error', messageArgs: { _: message } });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <DialogTitle>{translate(`${T}.password.title`, { name: agent?.FullName ?? '' })}</DialogTitle>
        <DialogContent>
          <TextField
            type="password"
            label={translate(`${T}.password.field`)}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={!!error}
            helperText={error ?? translate(`${T}.password.hint`)}
            autoComplete="new-password"
            autoFocus
            fullWidth
            margin="dense"
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate(`${T}.password.cancel`)}</Button>
          <Button
            type="submit"
            variant="contained"
            disabled={busy}
            startIcon={busy ? <CircularProgress size={16} /> : null}
          >
            {translate(`${T}.password.submit`)}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
