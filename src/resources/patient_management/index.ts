import { lazyView } from '../../lib/lazyView';
import PersonSearch from '@mui/icons-material/PersonSearch';

/** Views of the patient_management resource: the list at /patient_management/. */
const patient_management = {
  icon: PersonSearch,
  recordRepresentation: (record: Record<string, unknown>) => String(record.names ?? record.id),
  list: lazyView(() => import('./PatientList')),
};

export default patient_management;
