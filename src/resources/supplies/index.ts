import { lazyView } from '../../lib/lazyView';
import MedicalServicesIcon from '@mui/icons-material/MedicalServices';
import type { Supply } from '../../../contract/types';

const supplies = {
  list: lazyView(() => import('./SupplyList')),
  edit: lazyView(() => import('./SupplyEdit')),
  create: lazyView(() => import('./SupplyCreate')),
  icon: MedicalServicesIcon,
  recordRepresentation: (record: Supply) => record.name,
};

export default supplies;
