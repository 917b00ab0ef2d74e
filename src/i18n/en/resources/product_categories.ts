/** The texts of en.resources.product_categories (src/i18n/en.ts). */
// owner: the product_categories area
export const product_categories = {
  name: 'Product category |||| Product categories',
  fields: {
    name: 'Name',
    description: 'Description',
  },
  listTitle: 'PRODUCT CATEGORIES',
  add: 'Add Category',
  createTitle: 'New category',
  editTitle: 'Edit category',
  detailsTitle: 'Category details',
  details: 'Details',
  edit: 'Edit',
  close: 'Close',
  cancel: 'Cancel',
  save: 'Save',
  actions: 'Actions',
  nameRequired: 'Please input name',
  descriptionRequired: 'Please input description',
  created: 'Success fully created ',
  updated: 'Successfully updated category',
  deleted: 'successfully deleted unit',
};
