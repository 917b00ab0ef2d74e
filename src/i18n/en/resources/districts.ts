/** The texts of en.resources.districts (src/i18n/en.ts). */
// owner: the districts area
export const districts = {
  name: 'District |||| Districts',
  fields: {
    id: 'Id',
    district_name: 'District Name',
    region: 'Region',
    region_name: 'Region',
  },
  listTitle: 'ALL DISTRICTS',
  createPanel: 'Add a district',
  actions: 'Actions',
  noRegions: 'No regions yet: add them under Regions first.',
  nameRequired: 'Please input name',
  regionRequired: 'Please select region',
  created: 'Successfully created district',
  deleted: 'successfully deleted',
  confirmDelete: 'Sure to delete?',
};
