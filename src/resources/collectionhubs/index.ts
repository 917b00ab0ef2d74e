import Hub from '@mui/icons-material/Hub';

/** Views of the collectionhubs resource (list, edit ...) are added here by the folder's owner. */
const collectionhubs = {
  icon: Hub,
  recordRepresentation: (record: Record<string, unknown>) => String(record.name ?? record.id),
};

export default collectionhubs;
