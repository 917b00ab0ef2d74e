import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testDataProvider } from 'react-admin';
import { ProfileForm } from '../../src/layout/ProfileDrawer';
import { PasswordForm } from '../../src/layout/PasswordDrawer';
import { getSession, saveSession } from '../../src/providers/session';
import { renderWithAdmin, renderWithNotifications } from './helpers';
import { account as demoAccount } from '../unit/support';

const account = demoAccount({ email: 'manager@example.org', first_name: 'Grace', last_name: 'Namukasa' });

function seedSession() {
  saveSession({
    token: 't',
    expiresAt: Date.now() + 3600_000,
    logoutAt: Date.now() + 518400_000,
    account,
    rights: {} as never,
    profile: null,
    company: null,
  });
}

describe('profile drawer form', () => {
  beforeEach(seedSession);

  it('refuses a bad e-mail and an empty username, then saves and says so', async () => {
    const updateAccount = vi.fn(async (_id: number, p: { username: string; email: string }) => ({
      ...account,
      ...p,
    }));
    const onDone = vi.fn();
    renderWithNotifications(<ProfileForm onDone={onDone} />, {
      dataProvider: { ...testDataProvider(), updateAccount } as never,
    });
    const emailInput = await screen.findByLabelText(/E-mail/);
    expect(emailInput).toHaveValue('manager@example.org');
    await userEvent.clear(emailInput);
    await userEvent.type(emailInput, 'not-an-email');
    await userEvent.clear(screen.getByLabelText(/Username/));
    fireEvent.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(await screen.findByText('The input is not valid E-mail!')).toBeInTheDocument();
    expect(screen.getByText('Please input your Username!')).toBeInTheDocument();
    expect(updateAccount).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText(/Username/), 'grace');
    await userEvent.clear(emailInput);
    await userEvent.type(emailInput, 'grace@example.org');
    fireEvent.click(screen.getByRole('button', { name: 'Update Profile' }));
    await waitFor(() =>
      expect(updateAccount).toHaveBeenCalledWith(2, { username: 'grace', email: 'grace@example.org' }),
    );
    expect(await screen.findByText('User Profile Updated successfully')).toBeInTheDocument();
    expect(onDone).toHaveBeenCalled();
    expect(getSession()?.account.username).toBe('grace');
  });

  it('refuses a picture that is not PNG or JPEG', async () => {
    renderWithAdmin(<ProfileForm onDone={vi.fn()} />, { dataProvider: testDataProvider() });
    const input = await screen.findByTestId('picture-input');
    fireEvent.change(input, { target: { files: [new File(['x'], 'doc.pdf', { type: 'application/pdf' })] } });
    expect(await screen.findByText('The picture must be a PNG or JPEG image')).toBeInTheDocument();
  });

  it('shows the server error when the update is refused', async () => {
    const updateAccount = vi.fn(async () => {
      throw new Error('username: A user with that username already exists.');
    });
    renderWithAdmin(<ProfileForm onDone={vi.fn()} />, {
      dataProvider: { ...testDataProvider(), updateAccount } as never,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Update Profile' }));
    expect(
      await screen.findByText('username: A user with that username already exists.'),
    ).toBeInTheDocument();
  });
});

describe('password drawer form', () => {
  beforeEach(seedSession);

  it('requires the three fields and reports a mismatch without calling the server', async () => {
    const changePassword = vi.fn(async () => 'Password changed');
    renderWithAdmin(<PasswordForm onDone={vi.fn()} />, {
      dataProvider: { ...testDataProvider(), changePassword } as never,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Change Password' }));
    // the spec words the old password's message like the new one's: it shows under both fields
    expect(await screen.findAllByText('Please input your password!')).toHaveLength(2);
    expect(screen.getByText('Please confirm your password!')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText(/New password/), 'secret-1');
    await userEvent.type(screen.getByLabelText(/Confirm password/), 'secret-2');
    await userEvent.type(screen.getByLabelText(/Old password/), 'demo1234');
    fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('The two passwords that you entered do not match!')).toBeInTheDocument();
    expect(changePassword).not.toHaveBeenCalled();
  });

  it("sends the change and shows the server's message", async () => {
    const changePassword = vi.fn(async () => 'Password updated successfully');
    renderWithNotifications(<PasswordForm onDone={vi.fn()} />, {
      dataProvider: { ...testDataProvider(), changePassword } as never,
    });
    await userEvent.type(await screen.findByLabelText(/New password/), 'secret-1');
    await userEvent.type(screen.getByLabelText(/Confirm password/), 'secret-1');
    await userEvent.type(screen.getByLabelText(/Old password/), 'demo1234');
    fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    await waitFor(() =>
      expect(changePassword).toHaveBeenCalledWith({
        old_password: 'demo1234',
        new_password1: 'secret-1',
        new_password2: 'secret-1',
      }),
    );
    expect(await screen.findByText('Password updated successfully')).toBeInTheDocument();
  });
});
