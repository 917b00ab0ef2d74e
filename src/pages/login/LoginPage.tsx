import { useLogin, useTranslate } from 'react-admin';
import { LoginForm } from './LoginForm';

/**
 * react-admin's login route (after signing out, or when a stored session has expired): the same form as the
 * signed-out start (src/signedOut.tsx), signing in through react-admin, which then returns to the page the user
 * came from. A failure given as a text key (an auth provider's 'auth.login_failed') is shown in words.
 */
export function LoginPage() {
  const login = useLogin();
  const translate = useTranslate();
  const signIn = (username: string, password: string) =>
    login({ username, password }).catch((err: unknown) => {
      const message = err instanceof Error ? err.message : '';
      throw new Error(message ? translate(message, { _: message }) : '');
    });
  return <LoginForm signIn={signIn} />;
}

export default LoginPage;
