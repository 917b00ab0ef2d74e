import { lazyView } from '../../lib/lazyView';
import Inventory from '@mui/icons-material/Inventory';

/** /products/ : 'ALL PRODUCTS' (edit modal per row, batch entry above the list). */
const products = {
  list: lazyView(() => import('./ProductList')),
  icon: Inventory,
  recordRepresentation: (record: Record<string, unknown>) => String(record.product_name ?? record.id),
};

export default products;
