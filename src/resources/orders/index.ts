import { lazy } from 'react';
import ShoppingCart from '@mui/icons-material/ShoppingCart';

/** Views of the orders resource: the list at /orders/. */
const orders = {
  icon: ShoppingCart,
  recordRepresentation: (record: Record<string, unknown>) => String(record.ordernumber ?? record.id),
  list: lazy(() => import('./OrderList')),
};

export default orders;
