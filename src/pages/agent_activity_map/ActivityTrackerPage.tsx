/** /agent_activity_map/ : Agent Activity Tracker (owner: the activity tracker area). */
export function ActivityTrackerPage() {
  return null;
}

export default ActivityTrackerPage;
