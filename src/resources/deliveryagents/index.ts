import { lazyView } from '../../lib/lazyView';
import DeliveryDining from '@mui/icons-material/DeliveryDining';

/** The deliveryagents resource: list (/deliveryagents/) and edit (/deliveryagents/{agentID}); no create route. */
const deliveryagents = {
  list: lazyView(() => import('./AgentList')),
  edit: lazyView(() => import('./AgentEdit')),
  icon: DeliveryDining,
  recordRepresentation: (record: Record<string, unknown>) => String(record.FullName ?? record.id),
};

export default deliveryagents;
