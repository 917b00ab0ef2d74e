/** The texts of en.pages.login (src/i18n/en.ts). */
export const login = {
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
};
