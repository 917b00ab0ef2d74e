import { lazyView } from '../../lib/lazyView';
import Category from '@mui/icons-material/Category';

/** /product_categories/ : 'PRODUCT CATEGORIES', built like the units. */
const product_categories = {
  list: lazyView(() => import('./ProductCategoryList')),
  icon: Category,
  recordRepresentation: (record: Record<string, unknown>) => String(record.name ?? record.id),
};

export default product_categories;
