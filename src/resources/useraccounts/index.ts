import { lazyView } from '../../lib/lazyView';

/** /useraccounts/ (list with the create-account form, rights drawer and password modal) and /useraccounts/{id}. */
const useraccounts = {
  list: lazyView(() => import('./UserAccountList')),
  edit: lazyView(() => import('./UserAccountEdit')),
  recordRepresentation: (record: Record<string, unknown>) => String(record.username ?? record.id),
};

export default useraccounts;
