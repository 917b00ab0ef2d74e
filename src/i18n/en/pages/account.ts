/** The texts of en.pages.account (src/i18n/en.ts). */
export const account = {
  title: 'Account profile',
  username: 'Username',
  email: 'E-mail',
  active: 'Active',
  branchManager: 'Branch manager',
  picture: 'Profile picture',
  noPicture: 'No picture',
  yes: 'Yes',
  no: 'No',
  update: 'Update Account',
  drawerTitle: 'Account Update Form',
  save: 'Save',
  success: 'Account updated successfully',
  failed: 'Failed to update the account',
  loadFailed: 'Failed to load data',
};
