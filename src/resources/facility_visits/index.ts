import { lazyView } from '../../lib/lazyView';

/** Views of the facility_visits resource: the list at /facility_visits/. */
const facility_visits = {
  recordRepresentation: (record: Record<string, unknown>) => String(record.agent_name ?? record.id),
  list: lazyView(() => import('./FacilityVisitList')),
};

export default facility_visits;
