import PendingActions from '@mui/icons-material/PendingActions';

/** Views of the pending_pickups resource: the list at /pending_pickups/ (stub laid down by the lead; its owner adds `list: lazy(...)`). */
const pending_pickups = {
  icon: PendingActions,
};

export default pending_pickups;
