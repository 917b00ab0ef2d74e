/** The texts of en.resources.app_clients (src/i18n/en.ts). */
// owner: the app_clients area
export const app_clients = {
  name: 'App client |||| App clients',
  fields: {
    id: 'Id',
    name: 'Name',
    client_code: 'Client code',
    email: 'E-mail',
    login_at: 'Last login',
    logout_at: 'Last logout',
  },
  listTitle: 'APP CLIENTS',
  actions: 'Actions',
  excelFile: '%{product} couriers app clients',
  sheet: 'App clients',
  password: {
    button: 'Change password',
    title: 'Change client password: %{name}',
    field: 'New password',
    required: 'Please input your password!',
    tooShort: 'Password must be at least 6 characters long',
    submit: 'Update Password',
    cancel: 'Cancel',
    failed: 'Failed to update password',
  },
};
