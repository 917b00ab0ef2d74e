import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoot, type Root } from 'react-dom/client';
import { LoginForm } from '../../src/pages/login/LoginForm';
import { startSignedOut } from '../../src/signedOut';

// the sign-in code and the app, which the signed-out start loads only on submit
const login = vi.fn<(p: { username: string; password: string }) => Promise<void>>();
const warmUp = vi.fn();
vi.mock('../../src/providers/authProvider', () => ({ authProvider: { login: (p: never) => login(p) } }));
vi.mock('../../src/App', () => ({ App: () => <p>the signed-in app</p>, warmUp: () => warmUp() }));

describe('LoginForm without react-admin', () => {
  it('asks for both fields and sends nothing when both are empty; a refused sign-in shows the spec message', async () => {
    const signIn = vi.fn(() => Promise.reject(new Error('Username or Password is wrong')));
    render(<LoginForm signIn={signIn} />);
    expect(screen.getByRole('form', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Please input your Username!')).toBeInTheDocument();
    expect(screen.getByText('Please input your Password!')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
    expect(signIn).not.toHaveBeenCalled();
    // typing clears the field's message
    await userEvent.type(screen.getByLabelText('Username'), ' admin ');
    expect(screen.queryByText('Please input your Username!')).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Password'), 'bad');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(signIn).toHaveBeenCalledWith('admin', 'bad'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Username or Password is wrong');
  });

  it('says what happened when the failure is not a refusal (no network, too many attempts)', async () => {
    const signIn = vi.fn(() => Promise.reject(new Error('Cannot reach the server')));
    render(<LoginForm signIn={signIn} />);
    await userEvent.type(screen.getByLabelText('Username'), 'admin');
    await userEvent.type(screen.getByLabelText('Password'), 'x');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Cannot reach the server');
    // the form is usable again
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
  });

  it('links to the privacy policy and the deactivation request', () => {
    render(<LoginForm signIn={vi.fn()} />);
    expect(screen.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacypolicy/');
    expect(screen.getByRole('link', { name: 'Request account deactivation' })).toHaveAttribute(
      'href',
      '/request_accountdeaction/',
    );
  });
});

describe('the signed-out start (startSignedOut)', () => {
  let root: Root | null = null;
  afterEach(() => {
    act(() => root?.unmount());
    root = null;
    document.body.innerHTML = '';
    login.mockReset();
    warmUp.mockReset();
  });
  const start = () => {
    const container = document.createElement('div');
    document.body.appendChild(container);
    root = createRoot(container);
    act(() => startSignedOut(root!, Promise.resolve({})));
  };

  it('shows the form at /login for a deep link, then signs in and renders the app at the address opened', async () => {
    window.history.replaceState(null, '', '/deliveries/?page=2&perPage=10');
    let pass: () => void = () => undefined;
    login.mockImplementation(() => new Promise<void>((resolve) => (pass = resolve)));
    start();
    expect(window.location.pathname).toBe('/login');
    await userEvent.type(screen.getByLabelText('Username'), 'manager');
    await userEvent.type(screen.getByLabelText('Password'), 'demo1234');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    // signing in: the spinner, and the app not there yet
    expect(await screen.findByRole('progressbar')).toBeInTheDocument();
    await waitFor(() => expect(login).toHaveBeenCalledWith({ username: 'manager', password: 'demo1234' }));
    expect(screen.queryByText('the signed-in app')).not.toBeInTheDocument();
    await act(async () => pass());
    expect(await screen.findByText('the signed-in app')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
    expect(`${window.location.pathname}${window.location.search}`).toBe('/deliveries/?page=2&perPage=10');
    expect(warmUp).toHaveBeenCalledTimes(1);
  });

  it('keeps the form with the spec message when the sign-in is refused, and the app is not started', async () => {
    window.history.replaceState(null, '', '/');
    login.mockRejectedValue(new Error('Username or Password is wrong'));
    start();
    await userEvent.type(screen.getByLabelText('Username'), 'manager');
    await userEvent.type(screen.getByLabelText('Password'), 'nope');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Username or Password is wrong');
    expect(screen.queryByText('the signed-in app')).not.toBeInTheDocument();
    expect(warmUp).not.toHaveBeenCalled();
    expect(window.location.pathname).toBe('/login');
  });
});
