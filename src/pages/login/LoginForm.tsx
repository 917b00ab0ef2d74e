import { useState, type FormEvent } from 'react';
import { app } from '../../i18n/en/app';
import { a11y } from '../../i18n/en/a11y';
import { login as texts } from '../../i18n/en/pages/login';
import { pwa } from '../../i18n/en/pwa';
import { useOnline } from '../../components/useOnline';
// the form's styles travel inside its code: a stylesheet of its own was one more file (and a render-blocking one)
// on every start of the app, signed in or not
import styles from './LoginForm.css?inline';

interface FieldErrors {
  username?: string;
  password?: string;
}

export interface LoginFormProps {
  /** Signs in; rejects with an Error whose message says why. */
  signIn: (username: string, password: string) => Promise<unknown>;
}

/** Turns a refused sign-in into the spec's message; other failures (too many attempts, network) say what happened. */
export function failureText(error: unknown): string {
  const message = error instanceof Error ? error.message : '';
  return !message || /wrong|credential|unable to log in/i.test(message) ? texts.failed : message;
}

/**
 * The sign-in form: both fields required, a spinner while signing in, 'Username or Password is wrong' on failure.
 * Plain React and CSS, without MUI or react-admin: a signed-out visitor's first page is this form, and on a phone
 * over a slow network it shows and answers typing long before react-admin's code could have arrived
 * (src/signedOut.tsx). The same form serves react-admin's login route (LoginPage.tsx).
 */
export function LoginForm({ signIn }: LoginFormProps) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  // offline (the installed app opened without a network): signing in cannot work, and the form says so at once
  const online = useOnline();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found: FieldErrors = {
      ...(username.trim() ? {} : { username: texts.usernameRequired }),
      ...(password ? {} : { password: texts.passwordRequired }),
    };
    setErrors(found);
    // the spec's rule (administration.md 3): the required messages show, but submission is skipped only when both
    // fields are empty; one empty field still signs in (and fails with the server's answer)
    if (found.username && found.password) return;
    if (!online) return;
    setFailure(null);
    setLoading(true);
    try {
      await signIn(username.trim(), password);
    } catch (err) {
      setFailure(failureText(err));
      setLoading(false);
    }
  };

  const field = (
    name: 'username' | 'password',
    label: string,
    value: string,
    set: (v: string) => void,
    extra: { type?: string; autoComplete: string; autoFocus?: boolean },
  ) => {
    const error = errors[name];
    const id = `login-${name}`;
    return (
      <div className={`login-field${error ? ' login-field--error' : ''}`}>
        <label htmlFor={id}>{label}</label>
        <input
          id={id}
          name={name}
          type={extra.type ?? 'text'}
          autoComplete={extra.autoComplete}
          autoFocus={extra.autoFocus}
          value={value}
          disabled={loading}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => {
            set(e.target.value);
            if (error) setErrors((x) => ({ ...x, [name]: undefined }));
          }}
        />
        {error ? (
          <p id={`${id}-error`} className="login-field__error">
            {error}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <div className="login-page">
      {/* React puts it in the document's head, once however often the form is shown */}
      <style href="courier-login-form" precedence="default">
        {styles}
      </style>
      <main className="login-card">
        <form noValidate onSubmit={submit} aria-label={texts.title}>
          <div className="login-head">
            <svg className="login-lock" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <rect x="5" y="10.5" width="14" height="10" rx="1.5" />
              <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3" />
            </svg>
            <h1>{app.title}</h1>
            <p>{texts.subtitle}</p>
          </div>
          {!online ? (
            <div className="login-failure" role="alert">
              {pwa.login.needs_connection}
            </div>
          ) : failure ? (
            <div className="login-failure" role="alert">
              {failure}
            </div>
          ) : null}
          {field('username', texts.username, username, setUsername, {
            autoComplete: 'username',
            autoFocus: true,
          })}
          {field('password', texts.password, password, setPassword, {
            type: 'password',
            autoComplete: 'current-password',
          })}
          <button type="submit" className="login-submit" disabled={loading}>
            {loading ? <span className="login-spinner" role="progressbar" aria-label={a11y.loading} /> : null}
            {texts.submit}
          </button>
          <div className="login-links">
            <a href="/privacypolicy/">{texts.privacy}</a>
            <a href="/request_accountdeaction/">{texts.deactivation}</a>
          </div>
        </form>
      </main>
    </div>
  );
}
