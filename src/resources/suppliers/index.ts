import { lazyView } from '../../lib/lazyView';

/** /suppliers/ : 'ALL SUPPLIERS'; the edit form lives at /supplierdetails/:supplierID (custom route). */
const suppliers = {
  list: lazyView(() => import('./SupplierList')),
  recordRepresentation: (record: Record<string, unknown>) => String(record.supplier_name ?? record.id),
};

export default suppliers;
