/** The texts of en.pages.hubFacilities (src/i18n/en.ts). */
export const hubFacilities = {
  noHub:
    'These lists are for hub coordinators: they show the agents and health centres of the coordinated hub. Your account has no coordinated hub, so there is nothing to show here. Use Delivery Agents or Health Centres in the menu instead.',
  agents: {
    title: 'Hub Agents',
    search: 'Search by name or agent code',
    empty: 'No agents found for this hub. Clear the search to see every agent of the hub.',
    edit: 'Edit',
    rights: 'Rights',
    actions: 'Actions',
    excelFile: 'Hub agents',
    excelSheet: 'Hub agents',
  },
  rights: {
    title: 'Agent rights: %{name}',
    readOnly: 'Rights are changed by a branch manager; this view is read only.',
    none: 'This agent has no rights yet.',
    yes: 'Yes',
    no: 'No',
    close: 'Close',
  },
  agentDetails: {
    title: 'Agent details',
    notFound:
      'Agent not found. It does not exist or it is not an agent of your hub. Go back to the hub agents list.',
    back: 'Back to hub agents',
    readOnly: 'Agent details are changed by a branch manager.',
  },
  healthcenters: {
    title: 'ALL HEALTH CENTERS',
    search: 'Search health centres',
    empty: 'No health centres found for this hub. Clear the search to see every health centre of the hub.',
    status: 'Status',
    details: 'Details',
    actions: 'Actions',
    fileBase: 'Hub health centres',
    sheetName: 'Health centres',
  },
  statuses: { active: 'Active', pending: 'Pending', issues: 'Issues', maintenance: 'Maintenance' },
  healthcenterDetails: {
    title: 'Health centre details',
    notFound:
      'Health centre not found. It does not exist or it does not belong to your hub. Go back to the health centres list.',
    back: 'Back to health centres',
  },
  patients: {
    title: 'Patients',
    subtitle: 'Patients whose pending pickup came from this health centre',
    empty: 'No patients from this health centre yet. Patients are added to a pending pickup.',
    loadFailed: 'Failed to load patient data',
    historyFailed: 'Failed to load patient history',
    updated: 'Patient updated successfully',
    updateFailed: 'Failed to update patient',
    deleted: 'Patient deleted successfully',
    deleteFailed: 'Failed to delete patient',
    view: 'View',
    edit: 'Edit',
    history: 'History',
    delete: 'Delete',
    actions: 'Actions',
    retry: 'Retry',
  },
};
