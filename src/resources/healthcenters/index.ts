import LocalHospital from '@mui/icons-material/LocalHospital';

/** Views of the healthcenters resource (list, edit ...) are added here by the folder's owner. */
const healthcenters = {
  icon: LocalHospital,
  recordRepresentation: (record: Record<string, unknown>) => String(record.name ?? record.id),
};

export default healthcenters;
