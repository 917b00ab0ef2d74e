/**
 * /hub_agent_activity_map/ : the Agent Activity Tracker for the hub (administration.md 2.2). The agent list
 * (/api/delivery_agents/) and the day's activities (getagent_dayactivities) are limited to the coordinated
 * hub by the server, so the tracker shows the hub's agents only; in the admin shell it is the full tracker.
 */
import { usePermissions } from 'react-admin';
import { ActivityTrackerPage } from '../agent_activity_map/ActivityTrackerPage';
import type { Permissions } from '../../access';

export default function HubActivityPage() {
  const { permissions } = usePermissions<Permissions>();
  return (
    <ActivityTrackerPage
      titleKey={permissions?.coordinatedHub != null ? 'pages.hub.activity.title' : undefined}
      hub={permissions?.coordinatedHub != null}
    />
  );
}
