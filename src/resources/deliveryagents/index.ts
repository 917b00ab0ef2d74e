import { lazyView } from '../../lib/lazyView';

/** The deliveryagents resource: list (/deliveryagents/) and edit (/deliveryagents/{agentID}); no create route. */
const deliveryagents = {
  list: lazyView(() => import('./AgentList')),
  edit: lazyView(() => import('./AgentEdit')),
  recordRepresentation: (record: Record<string, unknown>) => String(record.FullName ?? record.id),
};

export default deliveryagents;
