/** The texts of en.resources.deactivation_requests (src/i18n/en.ts). */
// account deactivation requests (System Settings; an extension of our server)
export const deactivation_requests = {
  name: 'Deactivation request |||| Deactivation requests',
  heading: 'Account Deactivation Requests',
  intro:
    'Requests sent from the account deactivation page. Deactivate the account under User Accounts, then remove the request.',
  fields: {
    created_at: 'Received',
    phonecontact: 'Phone contact',
    reason_ofdeaction: 'Reason',
  },
  actions: 'Actions',
  remove: 'Remove',
  removeConfirm: 'Remove this request? Do it once the account has been dealt with.',
  removed: 'Request removed',
  goToPage: 'Go to page',
};
