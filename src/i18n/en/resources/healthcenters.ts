/** The texts of en.resources.healthcenters (src/i18n/en.ts). */
// owner: the healthcenters area
export const healthcenters = {
  name: 'Health centre |||| Health centres',
  fields: {
    id: 'Id',
    HC_code: 'Code',
    name: 'Name',
    hub_name: 'Hub',
    collection_hub: 'Hub',
    district: 'District',
    contactperson_name: 'Contact person',
    contactperson_phone: 'Contact phone',
    location_latitude: 'Latitude',
    location_longitude: 'Longitude',
    sub_hub: 'Sub hub',
  },
  listTitle: 'ALL SPOKES',
  createPanel: 'Create new health centre here',
  editTitle: 'Update health centre',
  actions: 'Actions',
  excel: 'Download Excel',
  fileBase: '%{product} health centres',
  sheetName: 'Health centres',
  nameRequired: 'Please input name',
  // the server's answer to a name used twice in one hub and district, said under the field first
  nameTaken: 'A health centre with this name already exists in this hub and district.',
  contactRequired: 'Please input contactperson_name',
  districtRequired: 'Please enter district',
  hubRequired: 'Please select hub',
  created: 'Successfully created health centre',
  updated: 'Successfully updated health centre',
  deleted: 'successfully deleted',
};
