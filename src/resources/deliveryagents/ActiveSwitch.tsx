import { Switch } from '@mui/material';
import { useCanAccess, useNotify, useRecordContext, useTranslate, useUpdate } from 'react-admin';
import type { DeliveryAgent } from '../../../contract/types';

const T = 'resources.deliveryagents';

/**
 * The 'Active?' switch of an agent row: PUT /api/delivery_agents/{id}/ with is_online and active only.
 * Switching an agent off also takes it offline; switching it on leaves is_online as it is.
 */
export function ActiveSwitch() {
  const record = useRecordContext<DeliveryAgent>();
  const translate = useTranslate();
  const notify = useNotify();
  const { canAccess } = useCanAccess({ resource: 'deliveryagents', action: 'edit' });
  const [update, { isPending }] = useUpdate<DeliveryAgent>();
  if (!record) return null;

  const toggle = (active: boolean) =>
    update(
      'deliveryagents',
      {
        id: record.id,
        data: { is_online: active ? !!record.is_online : false, active },
        previousData: record,
      },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify(`${T}.status.updated`, { type: 'success' }),
        onError: () => notify(`${T}.status.failed`, { type: 'error' }),
      },
    );

  return (
    <Switch
      checked={!!record.active}
      disabled={!canAccess || isPending}
      onClick={(e) => e.stopPropagation()}
      onChange={(_e, checked) => void toggle(checked)}
      slotProps={{
        input: { 'aria-label': translate(`${T}.status.activeLabel`, { name: record.FullName }) },
      }}
    />
  );
}
