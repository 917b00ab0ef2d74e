import { lazyView } from '../../lib/lazyView';
import type { Supply } from '../../../contract/types';

const supplies = {
  list: lazyView(() => import('./SupplyList')),
  edit: lazyView(() => import('./SupplyEdit')),
  create: lazyView(() => import('./SupplyCreate')),
  recordRepresentation: (record: Supply) => record.name,
};

export default supplies;
