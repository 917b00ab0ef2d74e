import { lazyView } from '../../lib/lazyView';

/** /collectionhubs/ (list with the create form) and /collectionhubs/:hubID (edit); no delete in the spec. */
const collectionhubs = {
  list: lazyView(() => import('./HubList')),
  edit: lazyView(() => import('./HubEdit')),
  recordRepresentation: (record: Record<string, unknown>) => String(record.name ?? record.id),
};

export default collectionhubs;
