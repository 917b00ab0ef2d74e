import { lazyView } from '../../lib/lazyView';

/** /product_units/ : 'PRODUCT UNITS' with add, edit and details modals. */
const product_units = {
  list: lazyView(() => import('./ProductUnitList')),
  recordRepresentation: (record: Record<string, unknown>) => String(record.unitname ?? record.id),
};

export default product_units;
