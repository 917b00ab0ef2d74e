import { Alert, CircularProgress, FormGroup } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { BooleanInput, useDataProvider, useGetList, useNotify, useTranslate } from 'react-admin';
import { FormDialog } from '../../components/FormDialog';
import { AGENT_RIGHTS, type AgentRight } from '../../../contract/types';
import type { AgentDialogProps } from './AgentPasswordDialog';

const T = 'resources.deliveryagents';
const RIGHTS = 'delivery_agent_rights';

type RightsValues = Record<AgentRight, boolean>;
type RightsRecord = RightsValues & { id: number; delivery_agent: number };

const rightsOf = (record: Partial<RightsValues> | null): RightsValues =>
  Object.fromEntries(AGENT_RIGHTS.map((r) => [r, !!record?.[r]])) as RightsValues;

/**
 * The agent rights modal: loads GET /api/delivery_agent_rights/?delivery_agent={id}; Save creates the record
 * (POST) when the agent has none yet, else updates it (PUT).
 */
export function AgentRightsDialog({ agent, open, onClose }: AgentDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const agentId = agent?.id;
  const { data, isFetching, error, dataUpdatedAt } = useGetList<RightsRecord>(
    RIGHTS,
    {
      filter: { delivery_agent: agentId },
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'ASC' },
    },
    {
      enabled: open && agentId !== undefined,
      retry: false,
      refetchOnWindowFocus: false,
      onError: () => notify(`${T}.rights.loadFailed`, { type: 'error' }),
    },
  );
  const existing = data?.[0] ?? null;
  const loading = open && isFetching;
  const loadFailed = !!error && !loading;

  return (
    <FormDialog<RightsValues>
      open={open}
      onClose={onClose}
      title={translate(`${T}.rights.title`, { name: agent?.FullName ?? '' })}
      saveLabel={`${T}.rights.save`}
      cancelLabel={`${T}.rights.cancel`}
      formKey={`${agentId}-${dataUpdatedAt}`}
      defaultValues={rightsOf(existing)}
      saveDisabled={loading || loadFailed || agentId === undefined}
      mutationFn={async (values) => {
        const body = { delivery_agent: agentId, ...rightsOf(values) };
        if (existing)
          await dataProvider.update(RIGHTS, { id: existing.id, data: body, previousData: existing });
        else await dataProvider.create(RIGHTS, { data: body });
      }}
      success={`${T}.rights.saved`}
      failure={`${T}.rights.saveFailed`}
      failureText={(_e, t) => t(`${T}.rights.saveFailed`)}
      onSuccess={async () => {
        onClose();
        await queryClient.invalidateQueries({ queryKey: [RIGHTS] });
      }}
      // the toast says it (the screen's tests find the message once)
      showError={false}
    >
      {loading ? (
        <CircularProgress size={24} aria-label={translate('ra.page.loading')} />
      ) : loadFailed ? (
        <Alert severity="error">{translate(`${T}.rights.loadFailed`)}</Alert>
      ) : (
        <>
          {existing ? null : (
            <Alert severity="info" sx={{ mb: 1 }}>
              {translate(`${T}.rights.none`)}
            </Alert>
          )}
          <FormGroup>
            {AGENT_RIGHTS.map((right) => (
              <BooleanInput key={right} source={right} label={`${T}.rights.${right}`} helperText={false} />
            ))}
          </FormGroup>
        </>
      )}
    </FormDialog>
  );
}
