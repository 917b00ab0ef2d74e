/** The texts of en.resources.regions (src/i18n/en.ts). */
// owner: the regions area
export const regions = {
  name: 'Region |||| Regions',
  fields: {
    id: 'Id',
    name: 'Region Name',
  },
  listTitle: 'ALL REGIONS',
  listPanel: 'Regions',
  createPanel: 'Add a region',
  actions: 'Actions',
  submit: 'Submit',
  goToPage: 'Go to page',
  nameRequired: 'Please input region name',
  created: 'Successfully created region',
  deleted: 'successfully deleted',
};
