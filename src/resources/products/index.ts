import { lazyView } from '../../lib/lazyView';

/** /products/ : 'ALL PRODUCTS' (edit modal per row, batch entry above the list). */
const products = {
  list: lazyView(() => import('./ProductList')),
  recordRepresentation: (record: Record<string, unknown>) => String(record.product_name ?? record.id),
};

export default products;
