import Map from '@mui/icons-material/Map';

/** Views of the districts resource (list, edit ...) are added here by the folder's owner. */
const districts = {
  icon: Map,
  recordRepresentation: (record: Record<string, unknown>) => String(record.district_name ?? record.id),
};

export default districts;
