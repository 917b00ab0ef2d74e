import { lazy } from 'react';
import BiotechIcon from '@mui/icons-material/Biotech';
import type { Sample } from '../../../contract/types';

/** The pattern resource: every later resource folder hands <Resource> its views the same way. */
const samples = {
  list: lazy(() => import('./SampleList')),
  edit: lazy(() => import('./SampleEdit')),
  create: lazy(() => import('./SampleCreate')),
  icon: BiotechIcon,
  recordRepresentation: (record: Sample) => record.name,
};

export default samples;
