/** The texts of en.resources.product_units (src/i18n/en.ts). */
// owner: the product_units area
export const product_units = {
  name: 'Product unit |||| Product units',
  fields: {
    unitname: 'Unit name',
    description: 'Description',
  },
  listTitle: 'PRODUCT UNITS',
  add: 'Add Unit',
  createTitle: 'New unit',
  editTitle: 'Edit unit',
  detailsTitle: 'Unit details',
  details: 'Details',
  edit: 'Edit',
  close: 'Close',
  cancel: 'Cancel',
  save: 'Save',
  actions: 'Actions',
  nameRequired: 'Please input name',
  descriptionRequired: 'Please input description',
  created: 'Success fully created unit',
  updated: 'Successfully updated unit',
  deleted: 'successfully deleted unit',
};
