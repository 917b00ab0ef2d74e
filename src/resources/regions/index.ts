import { lazyView } from '../../lib/lazyView';
import Public from '@mui/icons-material/Public';

/** /regions/ : the list and its create form on one page. */
const regions = {
  list: lazyView(() => import('./RegionList')),
  icon: Public,
  recordRepresentation: (record: Record<string, unknown>) => String(record.name ?? record.id),
};

export default regions;
