import { lazyView } from '../../lib/lazyView';

/** Views of the patient_management resource: the list at /patient_management/. */
const patient_management = {
  recordRepresentation: (record: Record<string, unknown>) => String(record.names ?? record.id),
  list: lazyView(() => import('./PatientList')),
};

export default patient_management;
