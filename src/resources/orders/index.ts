import { lazyView } from '../../lib/lazyView';

/** Views of the orders resource: the list at /orders/. */
const orders = {
  recordRepresentation: (record: Record<string, unknown>) => String(record.ordernumber ?? record.id),
  list: lazyView(() => import('./OrderList')),
};

export default orders;
