/**
 * Every user-facing text of the SPA, in the spec's words where it gives them.
 * react-admin's own English messages are merged in by providers/i18nProvider.ts.
 * Each area keeps its texts under its own key; add to your area, leave the others alone.
 */
export const en = {
  app: {
    title: 'Sample courier back-office',
    loading: 'Loading…',
  },
  // auth, session, errors turned into messages (providers/, access/)
  auth: {
    login_failed: 'Username or Password is wrong',
    network_error: 'Cannot reach the server',
    session_ended: 'Your session has ended. Please sign in again.',
    session_expired: 'Your session has expired. Please sign in again.',
    access_refused: 'Access refused: %{detail}',
    access_refused_prefix: 'Access refused: ',
    permission_denied: 'You do not have permission to perform this action.',
    errors: {
      load: 'Failed to load data',
      save: 'Failed to save data',
      delete: 'Failed to delete data',
      not_available: 'This action is not available',
      not_found: 'Not found.',
      delivery_update: 'Failed to update delivery',
      delivery_delete: 'Failed to delete delivery',
      facility_visits_load: 'Failed to fetch facility visits',
      facility_visit_delete: 'Failed to delete visit',
      audit_logs_load: 'Failed to fetch audit logs',
      patients_load: 'Failed to load patients',
      patient_save: 'Failed to save patient',
      patient_update: 'Failed to update patient',
      patient_delete: 'Failed to delete patient',
      pickup_create: 'Failed to create pickup: ',
      pickup_update: 'Failed to update pickup: ',
      pickup_delete: 'Failed to delete pickup',
      password_change: 'Failed to update password',
      account_update: 'Failed to update account',
      deactivation_request: 'Failed to send the request',
      notifications_load: 'Failed to load notifications',
    },
  },
  // menu labels (access/): one per group, one per route
  menu: {
    groups: {
      dashboard: 'Dashboard',
      operations: 'Operations',
      reports: 'Reports & Analytics',
      agents_facilities: 'Agents & Facilities',
      master_data: 'Master Data',
      lims: 'LIMS Integration',
      system_settings: 'System Settings',
    },
    dashboard: 'Dashboard',
    quickmenu: 'Quick Menu',
    pending_pickups: 'Pending Pickups',
    deliveries: 'Deliveries',
    patient_management: 'Patient Management',
    orders: 'Orders',
    online_agents: 'Live Agent Tracking',
    agent_activity_map: 'Agent Activity Tracker',
    facility_visits: 'Facility Visits',
    analytics_graphs: 'Analytics',
    deliveryagents: 'Delivery Agents',
    healthcenters: 'Health Centers',
    collectionhubs: 'Collection Hubs',
    products: 'Products',
    product_categories: 'Product Categories',
    product_units: 'Product Units',
    suppliers: 'Suppliers',
    samples: 'Samples',
    supplies: 'Supplies',
    app_clients: 'App Clients',
    bar_codes: 'Barcode Management',
    lims_integration: 'LIMS Integration',
    companyprofile: 'Company Profile',
    useraccounts: 'User Accounts',
    audit_logs: 'Audit Logs',
    regions: 'Regions',
    districts: 'Districts',
    data_import_export: 'Data Import/Export',
    accounts: 'Account',
    hub_dashboard: 'Hub Dashboard',
    hub_dashboard_old: 'Hub Overview',
    hub_deliveries: 'Hub Deliveries',
    hub_online_agents: 'Online Agents',
    hub_agent_activity_map: 'Agent Activity Tracking',
    hub_analytics_graphs: 'Hub Analytics',
    hub_deliveryagents: 'Hub Agents',
    hub_healthcenters: 'Spokes',
    hub_agent_details: 'Agent Details',
    hub_healthcenter_details: 'Spoke Details',
  },
  // layout: menus, header, footer, notifications, profile and password drawers
  layout: {
    goHome: 'Go home',
    goBack: 'Go back',
    accessDenied: {
      title: 'Access refused',
      message:
        'Your account does not have the right to open this page. Contact system administrators if you need it.',
    },
    planned: {
      message: 'This screen is not available in this version yet.',
      hint: 'Use the menu to open the screens that are available now.',
      names: {
        deliveryagents: 'Delivery Agents',
        hub_deliveryagents: 'Hub Agents',
        districts: 'Districts',
        useraccounts: 'User Accounts',
        collectionhubs: 'Collection Hubs',
        healthcenters: 'Health Centers',
        hub_healthcenters: 'Hub Health Centers',
        products: 'Products',
        product_units: 'Product Units',
        product_categories: 'Product Categories',
        suppliers: 'Suppliers',
        supplierdetails: 'Supplier Details',
        orders: 'Orders',
        companyprofile: 'Company Profile',
        app_clients: 'App Clients',
        bar_codes: 'Barcode Management',
        regions: 'Regions',
        data_import_export: 'Data Import',
        facility_visits: 'Agent Facility Visits',
        deliveries: 'Deliveries',
        hub_deliveries: 'Hub Deliveries',
        pending_pickups: 'Pending Pickups',
        patient_management: 'Patient Management',
        online_agents: 'Live Agent Tracking',
        hub_online_agents: 'Hub Agent Tracking',
        agent_activity_map: 'Agent Activity Tracker',
        hub_agent_activity_map: 'Hub Agent Activity Tracker',
        analytics_graphs: 'Analytics',
        hub_analytics_graphs: 'Hub Analytics',
        lims_integration: 'LIMS Integration',
        audit_logs: 'Audit Logs',
        hub_dashboard_old: 'Hub Overview',
        hub_agent_details: 'Hub Agent Details',
        hub_healthcenter_details: 'Hub Health Center Details',
      },
    },
    notFound: {
      title: 'Page not found',
      message: 'There is no page at this address.',
    },
    notifications: {
      tooltip: 'Notifications',
      unread: 'Notifications: %{count} unread',
      title: 'Notifications',
      empty: 'No unread notifications.',
      close: 'Close',
      loadFailed: 'Failed to load notifications',
      markFailed: 'Failed to mark notifications as read',
      dismiss: 'Dismiss',
    },
    userMenu: {
      profile: 'View Profile',
      password: 'Change Password',
      logout: 'Log out',
    },
    profile: {
      title: 'User Profile',
      username: 'Username',
      email: 'E-mail',
      picture: 'Profile picture',
      choosePicture: 'Choose picture (PNG or JPEG)',
      usernameRequired: 'Please input your Username!',
      emailRequired: 'Please input your E-mail!',
      emailInvalid: 'The input is not valid E-mail!',
      pictureType: 'The picture must be a PNG or JPEG image',
      save: 'Update Profile',
      success: 'User Profile Updated successfully',
      failed: 'Failed to update the profile',
    },
    password: {
      title: 'Change Password',
      newPassword: 'New password',
      confirm: 'Confirm password',
      old: 'Old password',
      newRequired: 'Please input your password!',
      confirmRequired: 'Please confirm your password!',
      mismatch: 'The two passwords that you entered do not match!',
      oldRequired: 'Please input your old password!',
      submit: 'Change Password',
      failed: 'Failed to change the password',
    },
    comingSoon: 'This feature is coming soon.',
    close: 'Close',
    footer: '© %{year} %{holder}. All rights reserved.',
  },
  // signed-out pages, dashboard, account card
  pages: {
    // owner: the company profile area
    companyprofile: {
      title: 'Company Profile',
    },
    login: {
      title: 'Sign in',
      subtitle: 'Back-office for medical sample deliveries',
      username: 'Username',
      password: 'Password',
      usernameRequired: 'Please input your Username!',
      passwordRequired: 'Please input your Password!',
      submit: 'Login',
      failed: 'Username or Password is wrong',
      privacy: 'Privacy policy',
      deactivation: 'Request account deactivation',
    },
    privacy: {
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
    },
    umotrack: {
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
    },
    deactivation: {
      title: 'Request account deactivation',
      intro:
        'Enter the phone number registered on your account and tell us why you want it deactivated. An administrator will process the request.',
      phone: 'Phone contact',
      reason: 'Reason for deactivation',
      submit: 'Submit',
      phoneMissing: 'Account contact missing',
      failed: 'Failed to send the request',
      back: 'Back to sign in',
    },
    dashboard: {
      title: 'Dashboard',
      overviewTab: 'Dashboard Overview',
      trackingTab: 'Tracking Overview',
      trackingPlaceholder: 'The tracking overview is not available in this version yet.',
      cards: {
        agents: 'Total Agents',
        app_clients: 'App Clients',
        collectionhubs: 'Collection Hubs',
        healthcenters: 'Spokes',
        supplies: 'Total Supplies',
        samples: 'Total Samples',
        products: 'Total Products',
      },
      countFailed: 'Failed to load data',
      welcome: 'Welcome, %{name}',
      welcomeText: 'Choose where you want to go.',
      quickLinks: 'Quick links',
      noLinks:
        'No screens are open to your account yet. Contact system administrators to get the rights you need.',
      locked: 'Your dashboard is currently locked. Contact system administrators.',
    },
    hubDashboard: {
      title: 'Hub dashboard',
      welcome: 'Welcome, %{name}',
      placeholder:
        'The hub dashboard is not available in this version yet. Use the menu to open the hub screens.',
    },
    account: {
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
    },
  },
  // shared components (date fields, export, print, map, status chips)
  components: {
    // owner: the facilities area (QR modal of hubs and health centres)
    qr: {
      title: 'QR code',
    },
    // owner: lib/image.ts users (agent and product photos)
    photo: {
      typePngJpeg: 'The photo must be a PNG or JPEG image',
      typeJpeg: 'The photo must be a JPEG image',
      failed: 'The photo could not be read. Choose another image.',
    },
    dateRange: {
      from: 'From',
      to: 'To',
      last7: 'Last 7 days',
      last14: 'Last 14 days',
      last30: 'Last 30 days',
      lastWeek: 'Since Monday of last week',
      invalid: 'Please select a valid date range',
    },
    dateInput: {
      invalid: 'Enter a date as DD/MM/YYYY',
    },
    excel: {
      button: 'Excel',
      empty: 'No data available to export',
      success: 'Excel file exported successfully: %{file}',
      failed: 'Failed to export to Excel',
    },
    print: {
      button: 'Print',
      empty: 'No data to print',
      failed: 'Failed to open the print view',
      printedAt: 'Printed on %{date}',
      phone: 'Tel: %{phone}',
      email: 'E-mail: %{email}',
      count: '%{count} record(s)',
    },
    status: {
      order: {
        pending: 'pending',
        assigned: 'assigned',
        success: 'success',
        cancelled: 'cancelled',
      },
      barcode: {
        used: 'used',
        active: 'active',
      },
      priority: {
        low: 'LOW',
        normal: 'NORMAL',
        high: 'HIGH',
        urgent: 'URGENT',
        emergency: 'EMERGENCY',
      },
    },
    map: {
      loading: 'Loading map…',
    },
    confirmDelete: {
      title: 'Delete %{name}',
      content: 'Are you sure you want to delete this item? This cannot be undone.',
      deleted: 'successfully deleted',
    },
  },
  // one key per resource folder
  resources: {
    samples: {
      name: 'Sample |||| Samples',
      fields: {
        id: 'Id',
        name: 'Name',
        description: 'Description',
        priority: 'Priority',
      },
      listTitle: 'ALL samples',
      createTitle: 'New sample',
      createPanel: 'Add a sample',
      detailTitle: 'Sample details',
      updateTitle: 'Update sample',
      actions: 'Actions',
      empty: 'No samples yet. Add one with the form above.',
      nameRequired: 'Please input name',
      descriptionRequired: 'Please input desc',
      priorityRequired: 'Please select priority',
      created: 'Successfully created sample',
      updated: 'Successfully updated ',
      deleted: 'successfully deleted',
      priorities: {
        low: 'Low',
        normal: 'Normal',
        high: 'High',
        urgent: 'Urgent',
        emergency: 'Emergency',
      },
    },
    supplies: {
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
      empty: 'No supplies yet. Add one with the form above.',
      nameRequired: 'Please input name',
      descriptionRequired: 'Please input desc',
      created: 'Successfully created supply',
      updated: 'Successfully updated ',
      deleted: 'successfully deleted',
    },
    // owner: the deliveryagents area
    deliveryagents: {
      name: 'Delivery agent |||| Delivery agents',
    },
    // owner: the useraccounts area
    useraccounts: {
      name: 'User account |||| User accounts',
    },
    // owner: the app_clients area
    app_clients: {
      name: 'App client |||| App clients',
    },
    // owner: the collectionhubs area
    collectionhubs: {
      name: 'Collection hub |||| Collection hubs',
    },
    // owner: the healthcenters area
    healthcenters: {
      name: 'Health centre |||| Health centres',
    },
    // owner: the regions area
    regions: {
      name: 'Region |||| Regions',
    },
    // owner: the districts area
    districts: {
      name: 'District |||| Districts',
    },
    // owner: the products area
    products: {
      name: 'Product |||| Products',
    },
    // owner: the product_units area
    product_units: {
      name: 'Product unit |||| Product units',
    },
    // owner: the product_categories area
    product_categories: {
      name: 'Product category |||| Product categories',
    },
    // owner: the suppliers area
    suppliers: {
      name: 'Supplier |||| Suppliers',
    },
  },
};

export type Messages = typeof en;
export default en;
