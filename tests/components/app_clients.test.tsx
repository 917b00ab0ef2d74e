import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, testDataProvider } from 'react-admin';

// the Excel library writes a file through the browser: record the call instead
vi.mock('../../src/lib/excel', async (original) =>
  (await import('./helpers')).recordingExcel(original, 'file.xlsx'),
);

import { ClientPasswordForm } from '../../src/resources/app_clients/ClientPasswordDialog';
import { AppClientList } from '../../src/resources/app_clients/AppClientList';
import { saveSession } from '../../src/providers/session';
import type { AppClient, CompanyProfile } from '../../contract/types';
import { DEMO, excel, fakeAuthProvider, renderWithAdmin, renderWithNotifications } from './helpers';
import { wire } from './wire';

const client: AppClient = {
  id: 3,
  name: 'Mengo Lab',
  client_code: 'CL0003',
  email: 'lab@example.org',
  login_at: '2024-05-06T07:08:00',
  logout_at: null,
};

function seedSession(company: Partial<CompanyProfile> | null) {
  saveSession({
    token: 't',
    expiresAt: Date.now() + 3600_000,
    logoutAt: Date.now() + 518400_000,
    account: { id: 1, username: 'manager' } as never,
    rights: {} as never,
    profile: null,
    company: company as CompanyProfile | null,
  });
}

describe('client password reset modal', () => {
  it('requires a password of at least 6 characters', async () => {
    const customQuery = vi.fn();
    renderWithAdmin(<ClientPasswordForm client={client} onDone={vi.fn()} />, {
      dataProvider: { ...testDataProvider(), ...wire({ customQuery }) } as never,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Please input your password!')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/New password/), 'abc');
    fireEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Password must be at least 6 characters long')).toBeInTheDocument();
    expect(customQuery).not.toHaveBeenCalled();
  });

  it("posts updateclientpassword with password and userid and shows the server's message", async () => {
    const customQuery = vi.fn(async () => ({ message: 'Client password updated successfully' }));
    const onDone = vi.fn();
    renderWithNotifications(<ClientPasswordForm client={client} onDone={onDone} />, {
      dataProvider: { ...testDataProvider(), ...wire({ customQuery }) } as never,
    });
    await userEvent.type(await screen.findByLabelText(/New password/), 'client77');
    fireEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    await waitFor(() =>
      expect(customQuery).toHaveBeenCalledWith('updateclientpassword', { password: 'client77', userid: 3 }),
    );
    expect(await screen.findByText('Client password updated successfully')).toBeInTheDocument();
    expect(onDone).toHaveBeenCalled();
  });

  it("shows the server's message when the reset fails", async () => {
    const customQuery = vi.fn(async () => {
      throw new HttpError('App client not found', 400, {});
    });
    const onDone = vi.fn();
    renderWithAdmin(<ClientPasswordForm client={client} onDone={onDone} />, {
      dataProvider: { ...testDataProvider(), ...wire({ customQuery }) } as never,
    });
    await userEvent.type(await screen.findByLabelText(/New password/), 'client77');
    fireEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('App client not found');
    expect(onDone).not.toHaveBeenCalled();
  });
});

describe('app clients list', () => {
  beforeEach(() => {
    excel.calls = [];
  });

  const dataProvider = () =>
    testDataProvider({
      getList: (async () => ({ data: [client], total: 1 })) as never,
    });

  it('shows the columns with dates as DD/MM/YYYY HH:mm and opens the password modal', async () => {
    seedSession({ system_name: 'Umoja Courier' });
    renderWithAdmin(<AppClientList />, {
      dataProvider: dataProvider(),
      authProvider: fakeAuthProvider(DEMO.manager),
    });
    const row = (await screen.findByText('CL0003')).closest('tr')!;
    expect(within(row).getByText('Mengo Lab')).toBeInTheDocument();
    expect(within(row).getByText('lab@example.org')).toBeInTheDocument();
    expect(within(row).getByText('06/05/2024 07:08')).toBeInTheDocument();
    fireEvent.click(await within(row).findByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Change client password: Mengo Lab')).toBeInTheDocument();
  });

  it("names the Excel file for the product's couriers app clients", async () => {
    seedSession({ system_name: 'Umoja Courier' });
    renderWithAdmin(<AppClientList />, { dataProvider: dataProvider() });
    await screen.findByText('CL0003');
    fireEvent.click(screen.getByRole('button', { name: 'Excel' }));
    await waitFor(() => expect(excel.calls).toHaveLength(1));
    const [rows, columns, options] = excel.calls[0] as [
      AppClient[],
      { header: string; value: (r: AppClient) => unknown }[],
      { fileBase: string },
    ];
    expect(options.fileBase).toBe('Umoja Courier couriers app clients');
    expect(rows).toEqual([client]);
    expect(columns.map((c) => c.header)).toEqual([
      'Name',
      'Client code',
      'E-mail',
      'Last login',
      'Last logout',
    ]);
    expect(columns[3].value(client)).toBe('06/05/2024 07:08');
  });

  it('falls back to the app title when the company has no name', async () => {
    seedSession(null);
    renderWithAdmin(<AppClientList />, { dataProvider: dataProvider() });
    await screen.findByText('CL0003');
    fireEvent.click(screen.getByRole('button', { name: 'Excel' }));
    await waitFor(() => expect(excel.calls).toHaveLength(1));
    expect((excel.calls[0][2] as { fileBase: string }).fileBase).toBe(
      'Sample courier back-office couriers app clients',
    );
  });

  it('gives staff no password reset', async () => {
    const authProvider = fakeAuthProvider(DEMO.staff);
    renderWithAdmin(<AppClientList />, { dataProvider: dataProvider(), authProvider });
    await screen.findByText('CL0003');
    await waitFor(() =>
      expect(authProvider.canAccess).toHaveBeenCalledWith(
        expect.objectContaining({ action: 'reset_password' }),
      ),
    );
    expect(await vi.mocked(authProvider.canAccess).mock.results.at(-1)?.value).toBe(false);
    expect(screen.queryByRole('button', { name: 'Change password' })).toBeNull();
  });
});
