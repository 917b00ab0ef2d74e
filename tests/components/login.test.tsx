import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoginPage } from '../../src/pages/login/LoginPage';
import { fakeAuthProvider, renderWithAdmin } from './helpers';

describe('LoginPage', () => {
  it('shows both required messages and sends nothing when both fields are empty', async () => {
    const authProvider = fakeAuthProvider();
    renderWithAdmin(<LoginPage />, { authProvider });
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Please input your Username!')).toBeInTheDocument();
    expect(screen.getByText('Please input your Password!')).toBeInTheDocument();
    expect(authProvider.login).not.toHaveBeenCalled();
  });

  it('asks for the password when only the username is given, and still submits (skipped only when both are empty)', async () => {
    const authProvider = fakeAuthProvider(undefined, {
      login: vi.fn(() => Promise.reject(new Error('auth.login_failed'))),
    });
    renderWithAdmin(<LoginPage />, { authProvider });
    await userEvent.type(screen.getByLabelText('Username'), 'admin');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Please input your Password!')).toBeInTheDocument();
    expect(screen.queryByText('Please input your Username!')).not.toBeInTheDocument();
    await waitFor(() => expect(authProvider.login).toHaveBeenCalledWith({ username: 'admin', password: '' }));
    expect(await screen.findByText('Username or Password is wrong')).toBeInTheDocument();
  });

  it('shows a spinner while signing in and the failure message when the sign-in is refused', async () => {
    let reject: (e: Error) => void = () => undefined;
    const authProvider = fakeAuthProvider(undefined, {
      login: vi.fn(() => new Promise<void>((_resolve, r) => (reject = r))),
    });
    renderWithAdmin(<LoginPage />, { authProvider });
    await userEvent.type(screen.getByLabelText('Username'), 'admin');
    await userEvent.type(screen.getByLabelText('Password'), 'bad');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() =>
      expect(authProvider.login).toHaveBeenCalledWith({ username: 'admin', password: 'bad' }),
    );
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    reject(new Error('auth.login_failed'));
    expect(await screen.findByText('Username or Password is wrong')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
