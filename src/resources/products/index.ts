import Inventory from '@mui/icons-material/Inventory';

/** Views of the products resource (list, edit ...) are added here by the folder's owner. */
const products = {
  icon: Inventory,
  recordRepresentation: (record: Record<string, unknown>) => String(record.product_name ?? record.id),
};

export default products;
