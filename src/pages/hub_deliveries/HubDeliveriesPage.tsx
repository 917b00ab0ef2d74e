/**
 * /hub_deliveries/ : the deliveries screen of the hub shell (administration.md 2.2, operations.md 6). The
 * deliveries list under the access key 'hub_deliveries': Receive for items not yet received, Edit and Delete
 * only for users with a coordinated hub (src/access). The server limits a coordinator's report to the hub.
 */
import { DeliveryList } from '../../resources/deliveries/DeliveryList';

export default function HubDeliveriesPage() {
  return <DeliveryList resource="hub_deliveries" />;
}
