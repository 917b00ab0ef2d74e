import ManageAccounts from '@mui/icons-material/ManageAccounts';

/** Views of the useraccounts resource (list, edit ...) are added here by the folder's owner. */
const useraccounts = {
  icon: ManageAccounts,
  recordRepresentation: (record: Record<string, unknown>) => String(record.username ?? record.id),
};

export default useraccounts;
