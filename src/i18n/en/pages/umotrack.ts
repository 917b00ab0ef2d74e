/** The texts of en.pages.umotrack (src/i18n/en.ts). */
export const umotrack = {
  title: 'Privacy Policy for the tracking mobile app',
  effective: 'This policy is effective as of 2024-06-10.',
  intro:
    '%{holder} built the tracking mobile app for the delivery agents (riders and entrants) of its medical sample courier service. This page informs users of the app about our policies on the collection, use and disclosure of personal information. By using the app you agree to the collection and use of information described here. The information we collect is used to provide and improve the service and is not used or shared except as described in this policy.',
  collectTitle: 'Information collection and use',
  collect:
    'To sign in, the app asks for your registered phone number and password. Your account carries the details your hub registered for you: names, gender, nationality, identification number, area and district of residence, collection hub and photo.',
  locationTitle: 'Location information',
  location:
    'While you are signed in and online, the app collects the precise location of your device, also in the background, so that the back-office can show online agents on a live map, record the trail of your day’s activities, confirm that a pickup or delivery took place at the right facility and record facility visits. Location is not collected after you sign out or go offline. You can withdraw the location permission in your device settings at any time, but the app then cannot record pickups and deliveries.',
  logTitle: 'Log data',
  log: 'When an error occurs in the app, we collect data and information on your phone called log data. It may include your device’s Internet Protocol (IP) address, device name, operating system version, the configuration of the app, the time and date of your use of the app, and other statistics.',
  cookiesTitle: 'Cookies',
  cookies:
    'Cookies are files with a small amount of data commonly used as anonymous unique identifiers. The app does not use cookies explicitly. It may use third-party code and libraries that use cookies to collect information and improve their services. You can accept or refuse these cookies; if you refuse them, some parts of the app may not work.',
  providersTitle: 'Service providers',
  providers:
    'We may employ third-party companies and individuals to host the service, to provide maps, to send SMS messages and to help us analyse how the service is used. These third parties have access to your personal information only to perform the tasks assigned to them on our behalf and are obliged not to disclose or use it for any other purpose.',
  securityTitle: 'Security',
  security:
    'We value your trust in providing your personal information and use commercially acceptable means of protecting it. No method of transmission over the internet or of electronic storage is 100% secure, and we cannot guarantee absolute security.',
  childrenTitle: 'Children’s privacy',
  children:
    'The app is not meant for anyone under the age of 13, and the minimum age to use it is 13. We do not knowingly collect personal information from children under 13. If we discover that a child under 13 has provided us with personal information, we delete it immediately. If you are a parent or guardian and know that your child has given us personal information, please contact us so that we can remove it.',
  changesTitle: 'Changes to this policy',
  changes:
    'We may update this policy from time to time. We will post any change on this page; changes take effect as soon as they are posted.',
  contactTitle: 'Contact us',
  contact:
    'If you have questions or suggestions about this policy, contact your collection hub coordinator or the system administrators of %{holder}. To ask for your account to be deactivated, use the account deactivation request page.',
  back: 'Back to sign in',
};
