import PhoneIphone from '@mui/icons-material/PhoneIphone';

/** Views of the app_clients resource (list, edit ...) are added here by the folder's owner. */
const app_clients = {
  icon: PhoneIphone,
  recordRepresentation: (record: Record<string, unknown>) => String(record.name ?? record.id),
};

export default app_clients;
