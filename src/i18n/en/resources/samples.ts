/** The texts of en.resources.samples (src/i18n/en.ts). */
export const samples = {
  name: 'Sample |||| Samples',
  fields: {
    id: 'Id',
    name: 'Name',
    description: 'Description',
    priority: 'Priority',
  },
  listTitle: 'ALL samples',
  createTitle: 'New sample',
  createPanel: 'Add a sample',
  detailTitle: 'Sample details',
  updateTitle: 'Update sample',
  actions: 'Actions',
  nameRequired: 'Please input name',
  // the server's answer to a sample name used twice, said under the field first
  nameTaken: 'A sample with this name already exists.',
  descriptionRequired: 'Please input desc',
  priorityRequired: 'Please select priority',
  created: 'Successfully created sample',
  updated: 'Successfully updated ',
  deleted: 'successfully deleted',
  /** the Excel file's name start and its sheet */
  fileBase: 'Samples',
  sheetName: 'Samples',
  priorities: {
    low: 'Low',
    normal: 'Normal',
    high: 'High',
    urgent: 'Urgent',
    emergency: 'Emergency',
  },
};
