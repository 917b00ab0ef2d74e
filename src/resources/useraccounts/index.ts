import { lazy } from 'react';
import ManageAccounts from '@mui/icons-material/ManageAccounts';

/** /useraccounts/ (list with the create-account form, rights drawer and password modal) and /useraccounts/{id}. */
const useraccounts = {
  list: lazy(() => import('./UserAccountList')),
  edit: lazy(() => import('./UserAccountEdit')),
  icon: ManageAccounts,
  recordRepresentation: (record: Record<string, unknown>) => String(record.username ?? record.id),
};

export default useraccounts;
