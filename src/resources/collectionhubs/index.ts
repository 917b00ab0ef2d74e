import { lazyView } from '../../lib/lazyView';
import Hub from '@mui/icons-material/Hub';

/** /collectionhubs/ (list with the create form) and /collectionhubs/:hubID (edit); no delete in the spec. */
const collectionhubs = {
  list: lazyView(() => import('./HubList')),
  edit: lazyView(() => import('./HubEdit')),
  icon: Hub,
  recordRepresentation: (record: Record<string, unknown>) => String(record.name ?? record.id),
};

export default collectionhubs;
