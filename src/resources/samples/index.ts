import { lazyView } from '../../lib/lazyView';
import type { Sample } from '../../../contract/types';

/** The pattern resource: every later resource folder hands <Resource> its views the same way. */
const samples = {
  list: lazyView(() => import('./SampleList')),
  edit: lazyView(() => import('./SampleEdit')),
  create: lazyView(() => import('./SampleCreate')),
  recordRepresentation: (record: Sample) => record.name,
};

export default samples;
