import Straighten from '@mui/icons-material/Straighten';

/** Views of the product_units resource (list, edit ...) are added here by the folder's owner. */
const product_units = {
  icon: Straighten,
  recordRepresentation: (record: Record<string, unknown>) => String(record.unitname ?? record.id),
};

export default product_units;
