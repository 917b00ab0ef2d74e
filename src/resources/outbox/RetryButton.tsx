import { Button, CircularProgress } from '@mui/material';
import ReplayIcon from '@mui/icons-material/Replay';
import { useCanAccess, useDataProvider, useListContext, useRecordContext, useTranslate } from 'react-admin';
import type { OutboxMessage } from '../../../contract/outbox';
import { useFormMutation } from '../../components/useFormMutation';
import type { AppDataProvider } from '../../providers/dataProvider';
import { canRetry, RESOURCE, T } from './outbox';

/**
 * 'Retry' on a failed message: POST /api/outbox/{id}/retry/ queues it again; a notification says how it went and
 * the list is read again, so the row shows its new status.
 */
export function RetryButton() {
  const record = useRecordContext<OutboxMessage>();
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { refetch } = useListContext();
  const { canAccess } = useCanAccess({ resource: RESOURCE, action: 'retry' });
  const retry = useFormMutation((id: OutboxMessage['id']) => dataProvider.retryOutboxMessage({ id }), {
    success: `${T}.retried`,
    failure: `${T}.retryFailed`,
    onSuccess: () => refetch(),
  });
  if (!record || !canRetry(record) || !canAccess) return null;
  const busy = retry.isPending;
  return (
    <Button
      size="small"
      variant="outlined"
      onClick={(e) => {
        e.stopPropagation();
        retry.mutate(record.id);
      }}
      disabled={busy}
      startIcon={busy ? <CircularProgress size={14} color="inherit" /> : <ReplayIcon />}
      title={translate(`${T}.retryTitle`, { id: record.id })}
    >
      {translate(`${T}.retry`)}
    </Button>
  );
}
