import { lazyView } from '../../lib/lazyView';

/** Views of the bar_codes resource: the list at /bar_codes/ (tabs, printing and the Generate New Codes form). */
const bar_codes = {
  list: lazyView(() => import('./BarcodeList')),
};

export default bar_codes;
