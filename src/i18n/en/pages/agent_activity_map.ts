/** The texts of en.pages.agent_activity_map (src/i18n/en.ts). */
// owner: the activity tracker area
export const agent_activity_map = {
  title: 'Agent Activity Tracker',
  agent: 'Agent',
  date: 'Date',
  search: 'Search Activities',
  dateRequired: 'Please select a date',
  agentRequired: 'Please select an agent',
  selectPrompt: 'Select an agent and date to view their activity tracking',
  empty: 'No activities found for the selected date',
  loadFailed: 'Failed to load agent activities',
  summaryTitle: 'Activity summary',
  count: '%{smart_count} point recorded on %{date} |||| %{smart_count} points recorded on %{date}',
  first: 'First activity: %{time}',
  last: 'Last activity: %{time}',
  skipped:
    '%{smart_count} point without valid coordinates is not shown |||| %{smart_count} points without valid coordinates are not shown',
  columns: {
    number: '#',
    time: 'Time',
    activity: 'Activity',
    coordinates: 'Coordinates',
  },
  popupTime: 'Time: %{time}',
  pointLabel: 'Point %{number}: %{activity}',
};
