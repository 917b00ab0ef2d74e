/**
 * /hub_agent_activity_map/ : the Agent Activity Tracker for the hub (administration.md 2.2). The agent list
 * (/api/delivery_agents/) and the day's activities (getagent_dayactivities) are limited to the coordinated
 * hub by the server, so the tracker shows the hub's agents only; in the admin shell it is the full tracker.
 */
import { ActivityTrackerPage } from '../agent_activity_map/ActivityTrackerPage';

export default function HubActivityPage() {
  return <ActivityTrackerPage />;
}
