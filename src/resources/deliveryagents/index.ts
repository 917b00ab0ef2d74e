import { lazy } from 'react';
import DeliveryDining from '@mui/icons-material/DeliveryDining';

/** The deliveryagents resource: list (/deliveryagents/) and edit (/deliveryagents/{agentID}); no create route. */
const deliveryagents = {
  list: lazy(() => import('./AgentList')),
  edit: lazy(() => import('./AgentEdit')),
  icon: DeliveryDining,
  recordRepresentation: (record: Record<string, unknown>) => String(record.FullName ?? record.id),
};

export default deliveryagents;
