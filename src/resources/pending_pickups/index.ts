import { lazyView } from '../../lib/lazyView';

/** Views of the pending_pickups resource: the list at /pending_pickups/ (create, edit and view are modals on it). */
const pending_pickups = {
  list: lazyView(() => import('./PickupList')),
  recordRepresentation: 'pickup_number',
};

export default pending_pickups;
