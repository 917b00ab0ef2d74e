import { lazyView } from '../../lib/lazyView';

/** /healthcenters/ (list with the create form) and /healthcenters/:centerID (edit). */
const healthcenters = {
  list: lazyView(() => import('./HealthCenterList')),
  edit: lazyView(() => import('./HealthCenterEdit')),
  recordRepresentation: (record: Record<string, unknown>) => String(record.name ?? record.id),
};

export default healthcenters;
