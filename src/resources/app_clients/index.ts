import { lazyView } from '../../lib/lazyView';
import PhoneIphone from '@mui/icons-material/PhoneIphone';

/** /app_clients/ : list, Excel download and password reset (read-only otherwise). */
const app_clients = {
  list: lazyView(() => import('./AppClientList')),
  icon: PhoneIphone,
  recordRepresentation: (record: Record<string, unknown>) => String(record.name ?? record.id),
};

export default app_clients;
