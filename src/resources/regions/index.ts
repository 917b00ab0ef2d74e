import Public from '@mui/icons-material/Public';

/** Views of the regions resource (list, edit ...) are added here by the folder's owner. */
const regions = {
  icon: Public,
  recordRepresentation: (record: Record<string, unknown>) => String(record.name ?? record.id),
};

export default regions;
