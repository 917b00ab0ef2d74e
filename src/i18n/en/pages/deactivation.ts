/** The texts of en.pages.deactivation (src/i18n/en.ts). */
export const deactivation = {
  title: 'Request account deactivation',
  intro:
    'Enter the phone number registered on your account and tell us why you want it deactivated. An administrator will process the request.',
  phone: 'Phone contact',
  reason: 'Reason for deactivation',
  submit: 'Submit',
  phoneMissing: 'Account contact missing',
  failed: 'Failed to send the request',
  back: 'Back to sign in',
};
