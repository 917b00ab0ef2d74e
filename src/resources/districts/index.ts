import { lazyView } from '../../lib/lazyView';
import Map from '@mui/icons-material/Map';

/** /districts/ : the list and its create form on one page. */
const districts = {
  list: lazyView(() => import('./DistrictList')),
  icon: Map,
  recordRepresentation: (record: Record<string, unknown>) => String(record.district_name ?? record.id),
};

export default districts;
