import { lazyView } from '../../lib/lazyView';

/** /deactivation_requests/ : the account deactivation requests sent from the signed-out page (System Settings). */
const deactivation_requests = {
  list: lazyView(() => import('./DeactivationRequestList')),
  recordRepresentation: (record: Record<string, unknown>) => String(record.phonecontact ?? record.id),
};

export default deactivation_requests;
