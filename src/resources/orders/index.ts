import { lazyView } from '../../lib/lazyView';
import ShoppingCart from '@mui/icons-material/ShoppingCart';

/** Views of the orders resource: the list at /orders/. */
const orders = {
  icon: ShoppingCart,
  recordRepresentation: (record: Record<string, unknown>) => String(record.ordernumber ?? record.id),
  list: lazyView(() => import('./OrderList')),
};

export default orders;
