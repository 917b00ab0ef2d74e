import PlaceIcon from '@mui/icons-material/Place';

/** Views of the facility_visits resource (list) are added here by the folder's owner. */
const facility_visits = {
  icon: PlaceIcon,
  recordRepresentation: (record: Record<string, unknown>) => String(record.agent_name ?? record.id),
};

export default facility_visits;
