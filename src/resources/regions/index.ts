import { lazyView } from '../../lib/lazyView';

/** /regions/ : the list and its create form on one page. */
const regions = {
  list: lazyView(() => import('./RegionList')),
  recordRepresentation: (record: Record<string, unknown>) => String(record.name ?? record.id),
};

export default regions;
