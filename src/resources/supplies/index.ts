import { lazy } from 'react';
import MedicalServicesIcon from '@mui/icons-material/MedicalServices';
import type { Supply } from '../../../contract/types';

const supplies = {
  list: lazy(() => import('./SupplyList')),
  edit: lazy(() => import('./SupplyEdit')),
  create: lazy(() => import('./SupplyCreate')),
  icon: MedicalServicesIcon,
  recordRepresentation: (record: Supply) => record.name,
};

export default supplies;
