import Category from '@mui/icons-material/Category';

/** Views of the product_categories resource (list, edit ...) are added here by the folder's owner. */
const product_categories = {
  icon: Category,
  recordRepresentation: (record: Record<string, unknown>) => String(record.name ?? record.id),
};

export default product_categories;
