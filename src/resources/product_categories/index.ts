import { lazyView } from '../../lib/lazyView';

/** /product_categories/ : 'PRODUCT CATEGORIES', built like the units. */
const product_categories = {
  list: lazyView(() => import('./ProductCategoryList')),
  recordRepresentation: (record: Record<string, unknown>) => String(record.name ?? record.id),
};

export default product_categories;
