/** The texts of en.pages.privacy (src/i18n/en.ts). */
export const privacy = {
  title: 'Privacy Policy',
  effective: 'Effective date: %{date}',
  intro:
    'This policy explains which personal information the sample courier back-office collects, why it is collected, how it is protected and which choices you have. It applies to staff, branch managers, hub coordinators and the delivery agents whose work is managed through the service.',
  collectTitle: 'Information we collect',
  collect:
    'Account details (username, e-mail address, profile picture), the rights given to each account, delivery agent details (names, phone number, identification number, district and area of residence, photo), health centre and collection hub contacts, and the records of pickups and deliveries, including the patient details that laboratories need to identify a sample.',
  useTitle: 'How we use it',
  use: 'We use this information only to run the courier service: to plan and track pickups and deliveries, to show agents and facilities on maps, to print and export reports, to notify staff of events and to keep an audit trail of who changed what.',
  shareTitle: 'Sharing',
  share:
    'We do not sell personal information. Delivery and sample records are shared with the laboratories and health facilities that send or receive the samples, and with the laboratory information system connected to the service, only as far as needed to process a sample.',
  securityTitle: 'Security and retention',
  security:
    'Access requires a signed-in account, every call carries a personal token, and passwords are stored only as salted hashes. Records are kept as long as health regulations require for sample traceability and are then deleted or anonymised.',
  rightsTitle: 'Your choices',
  rights:
    'You may ask to see, correct or delete the personal information held about you, or ask for your account to be deactivated through the account deactivation request page.',
  contactTitle: 'Contact',
  contact: 'Questions about this policy can be sent to the system administrators of %{holder}.',
  back: 'Back to sign in',
};
