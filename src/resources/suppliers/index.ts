import { lazyView } from '../../lib/lazyView';
import LocalShipping from '@mui/icons-material/LocalShipping';

/** /suppliers/ : 'ALL SUPPLIERS'; the edit form lives at /supplierdetails/:supplierID (custom route). */
const suppliers = {
  list: lazyView(() => import('./SupplierList')),
  icon: LocalShipping,
  recordRepresentation: (record: Record<string, unknown>) => String(record.supplier_name ?? record.id),
};

export default suppliers;
