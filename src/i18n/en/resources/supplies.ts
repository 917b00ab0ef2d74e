/** The texts of en.resources.supplies (src/i18n/en.ts). */
export const supplies = {
  name: 'Supply |||| Supplies',
  fields: {
    id: 'Id',
    name: 'Name',
    description: 'Description',
  },
  listTitle: 'ALL SUPPLIES',
  createTitle: 'New supply',
  createPanel: 'Add a supply',
  detailTitle: 'Supply details',
  updateTitle: 'Update supply',
  actions: 'Actions',
  nameRequired: 'Please input name',
  descriptionRequired: 'Please input desc',
  created: 'Successfully created supply',
  updated: 'Successfully updated ',
  deleted: 'successfully deleted',
  /** the Excel file's name start and its sheet */
  fileBase: 'Supplies',
  sheetName: 'Supplies',
};
