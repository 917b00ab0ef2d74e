import { lazyView } from '../../lib/lazyView';

/** /districts/ : the list and its create form on one page. */
const districts = {
  list: lazyView(() => import('./DistrictList')),
  recordRepresentation: (record: Record<string, unknown>) => String(record.district_name ?? record.id),
};

export default districts;
