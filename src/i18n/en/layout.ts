/** The texts of en.layout (src/i18n/en.ts). */
// layout: menus, header, footer, notifications, profile and password drawers
export const layout = {
  goHome: 'Go home',
  goBack: 'Go back',
  missingRight: {
    title: "Your account lacks the right '%{right}'",
    message:
      "This needs the right '%{right}'. Ask a system administrator to grant it under System Settings → User Accounts → Edit rights.",
  },
  accessDenied: {
    title: 'Access refused',
    message:
      'Your account does not have the right to open this page. Contact system administrators if you need it.',
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
    unreadTab: 'Unread (%{count})',
    allTab: 'All',
    unreadChip: 'unread',
    loading: 'Loading notifications…',
    noneAtAll: 'No notifications yet. New ones appear here and pop up as they arrive.',
    more: 'Show more (%{shown} of %{total})',
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
    // operations.md 6: the old password's message is the same as the new one's
    oldRequired: 'Please input your password!',
    submit: 'Change Password',
    failed: 'Failed to change the password',
  },
  comingSoon: 'This feature is coming soon.',
  close: 'Close',
  footer: '© %{year} %{holder}. All rights reserved.',
};
