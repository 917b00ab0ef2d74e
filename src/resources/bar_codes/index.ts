import { lazyView } from '../../lib/lazyView';
import QrCode2 from '@mui/icons-material/QrCode2';

/** Views of the bar_codes resource: the list at /bar_codes/ (tabs, printing and the Generate New Codes form). */
const bar_codes = {
  list: lazyView(() => import('./BarcodeList')),
  icon: QrCode2,
};

export default bar_codes;
