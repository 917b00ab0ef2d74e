import LocalShipping from '@mui/icons-material/LocalShipping';

/** Views of the suppliers resource (list, edit ...) are added here by the folder's owner. */
const suppliers = {
  icon: LocalShipping,
  recordRepresentation: (record: Record<string, unknown>) => String(record.supplier_name ?? record.id),
};

export default suppliers;
