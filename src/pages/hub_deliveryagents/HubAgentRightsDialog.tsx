/**
 * The agent rights of a hub agent, read only: GET /api/delivery_agent_rights/?delivery_agent={id}. A hub
 * coordinator may not change them (master data: the server answers 403), so the hub shell shows the five rights
 * instead of the admin shell's switches (src/resources/deliveryagents/AgentRightsDialog).
 */
import { Alert, Chip, CircularProgress, List, ListItem, ListItemText } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import { DetailsDialog } from '../../components/DetailsDialog';
import { AGENT_RIGHTS, type AgentRight, type DeliveryAgent } from '../../../contract/types';

type RightsRecord = Record<AgentRight, boolean> & { id: number; delivery_agent: number };

export function HubAgentRightsDialog({
  agent,
  onClose,
}: {
  agent: Pick<DeliveryAgent, 'id' | 'FullName'> | null;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const { data, isPending, error } = useGetList<RightsRecord>(
    'delivery_agent_rights',
    {
      filter: { delivery_agent: agent?.id },
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'ASC' },
    },
    { enabled: agent !== null, retry: false },
  );
  const record = data?.[0] ?? null;
  let body;
  if (error) body = <Alert severity="error">{translate('resources.deliveryagents.rights.loadFailed')}</Alert>;
  else if (isPending) body = <CircularProgress size={24} aria-label={translate('ra.page.loading')} />;
  else
    body = (
      <>
        <Alert severity="info" sx={{ mb: 1 }}>
          {translate(record ? 'pages.hubFacilities.rights.readOnly' : 'pages.hubFacilities.rights.none')}
        </Alert>
        <List
          dense
          aria-label={translate('pages.hubFacilities.rights.title', { name: agent?.FullName ?? '' })}
        >
          {AGENT_RIGHTS.map((right) => {
            const on = !!record?.[right];
            return (
              <ListItem
                key={right}
                secondaryAction={
                  <Chip
                    size="small"
                    color={on ? 'success' : 'default'}
                    label={translate(on ? 'pages.hubFacilities.rights.yes' : 'pages.hubFacilities.rights.no')}
                  />
                }
              >
                <ListItemText primary={translate(`resources.deliveryagents.rights.${right}`)} />
              </ListItem>
            );
          })}
        </List>
      </>
    );
  return (
    <DetailsDialog
      open={agent !== null}
      onClose={onClose}
      title={translate('pages.hubFacilities.rights.title', { name: agent?.FullName ?? '' })}
      closeLabel="pages.hubFacilities.rights.close"
      maxWidth="xs"
      dividers={false}
    >
      {body}
    </DetailsDialog>
  );
}
