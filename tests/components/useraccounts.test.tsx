import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, testDataProvider } from 'react-admin';
import { CreateAccountForm } from '../../src/resources/useraccounts/CreateAccountPanel';
import { PasswordForm } from '../../src/resources/useraccounts/PasswordDialog';
import { ACCOUNT_RIGHTS, RightsForm } from '../../src/resources/useraccounts/RightsDrawer';
import { UserAccountList } from '../../src/resources/useraccounts/UserAccountList';
import { UserAccountEdit } from '../../src/resources/useraccounts/UserAccountEdit';
import { saveSession } from '../../src/providers/session';
import type { UserAccount } from '../../contract/types';
import { DEMO, fakeAuthProvider, renderWithAdmin, renderWithNotifications } from './helpers';
import { wire } from './wire';

const hubs = [
  { id: 1, name: 'Kampala Main Hub' },
  { id: 2, name: 'Gulu North Hub' },
];

const account: UserAccount = {
  id: 5,
  username: 'jane',
  email: 'jane@example.org',
  first_name: '',
  last_name: '',
  is_active: true,
  branch_manager: false,
  is_admin: false,
  is_staff: false,
  is_superuser: false,
  profile_pic: '/customqueries/getfile/5/user_account',
  coodinated_hub: 2,
  coodinated_hub_name: 'Gulu North Hub',
};

function provider(overrides: Record<string, unknown> = {}) {
  return {
    ...testDataProvider({
      getList: (async (resource: string) =>
        resource === 'collectionhubs'
          ? { data: hubs, total: hubs.length }
          : resource === 'useraccounts'
            ? { data: [account], total: 1 }
            : { data: [], total: 0 }) as never,
      getMany: (async () => ({ data: hubs })) as never,
    }),
    ...overrides,
    ...(overrides.customQuery ? wire({ customQuery: overrides.customQuery as never }) : {}),
  } as never;
}

const submitButton = (name: string) => screen.getByRole('button', { name });

describe('create-account form', () => {
  it('shows every validation message and sends nothing', async () => {
    const customQuery = vi.fn();
    renderWithAdmin(<CreateAccountForm />, { dataProvider: provider({ customQuery }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Please input your username!')).toBeInTheDocument();
    expect(screen.getByText('Please input your E-mail!')).toBeInTheDocument();
    expect(screen.getByText('Please input your password!')).toBeInTheDocument();
    expect(screen.getByText('Please confirm your password!')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText(/E-mail/), 'not-an-email');
    await userEvent.type(screen.getByLabelText(/^Password/), 'sesame12');
    await userEvent.type(screen.getByLabelText(/Confirm Password/), 'sesame13');
    fireEvent.click(submitButton('Create Account'));
    expect(await screen.findByText('The input is not valid E-mail!')).toBeInTheDocument();
    expect(screen.getByText('The two passwords that you entered do not match!')).toBeInTheDocument();
    expect(customQuery).not.toHaveBeenCalled();
  });

  it("posts createsystem_user with the fields and the picture, then shows the server's message", async () => {
    const customQuery = vi.fn(async () => ({ message: 'User account created successfully', id: 12 }));
    const onCreated = vi.fn();
    renderWithNotifications(<CreateAccountForm onCreated={onCreated} />, {
      dataProvider: provider({ customQuery }),
    });
    await userEvent.type(await screen.findByLabelText(/Username/), 'new.user');
    await userEvent.type(screen.getByLabelText(/E-mail/), 'new.user@example.org');
    await userEvent.type(screen.getByLabelText(/^Password/), 'sesame12');
    await userEvent.type(screen.getByLabelText(/Confirm Password/), 'sesame12');
    fireEvent.click(screen.getByLabelText('Branch manager'));
    expect(screen.queryByTestId('hub-rights-note')).not.toBeInTheDocument();
    await userEvent.type(screen.getByRole('combobox', { name: /Coordinated hub/ }), 'Gulu');
    fireEvent.click(await screen.findByRole('option', { name: 'Gulu North Hub' }));
    // a hub manager account: the form says which rights it starts with
    expect(await screen.findByTestId('hub-rights-note')).toHaveTextContent(
      'A hub manager account starts with the rights its hub screens need: View deliveries, View statistics, View agent activities. Change them with Edit rights.',
    );
    const picture = new File(['png'], 'me.png', { type: 'image/png' });
    fireEvent.change(screen.getByTestId('picture-input'), { target: { files: [picture] } });
    fireEvent.click(submitButton('Create Account'));

    await waitFor(() => expect(customQuery).toHaveBeenCalledTimes(1));
    expect(customQuery).toHaveBeenCalledWith('createsystem_user', {
      username: 'new.user',
      email: 'new.user@example.org',
      password1: 'sesame12',
      password2: 'sesame12',
      is_active: true,
      branch_manager: true,
      coodinated_hub: 2,
      profile_pic: picture,
    });
    expect(await screen.findByText('User account created successfully')).toBeInTheDocument();
    expect(onCreated).toHaveBeenCalled();
    // the form is empty again
    await waitFor(() => expect(screen.getByLabelText(/Username/)).toHaveValue(''));
  });

  it("shows the server's refusal", async () => {
    const customQuery = vi.fn(async (_name: string, _body: Record<string, unknown>) => {
      throw new HttpError('A user with that username already exists.', 400, {});
    });
    renderWithAdmin(<CreateAccountForm />, { dataProvider: provider({ customQuery }) });
    await userEvent.type(await screen.findByLabelText(/Username/), 'staff');
    await userEvent.type(screen.getByLabelText(/E-mail/), 'staff@example.org');
    await userEvent.type(screen.getByLabelText(/^Password/), 'sesame12');
    await userEvent.type(screen.getByLabelText(/Confirm Password/), 'sesame12');
    fireEvent.click(submitButton('Create Account'));
    expect(await screen.findByRole('alert')).toHaveTextContent('A user with that username already exists.');
    expect(customQuery.mock.calls[0][1]).toMatchObject({ coodinated_hub: '', is_active: true });
  });
});

describe('coordinated hub picker', () => {
  it('searches every hub on the server, not a first page: picks the 1,200th hub', async () => {
    const many = Array.from({ length: 1200 }, (_, i) => ({
      id: i + 1,
      name: `Hub ${String(i + 1).padStart(4, '0')}`,
    }));
    const getList = vi.fn(
      async (
        resource: string,
        params: { pagination: { page: number; perPage: number }; filter: { q?: string } },
      ) => {
        if (resource !== 'collectionhubs') return { data: [], total: 0 };
        const q = (params.filter.q ?? '').toLowerCase();
        const found = many.filter((h) => h.name.toLowerCase().includes(q));
        const { page, perPage } = params.pagination;
        return { data: found.slice((page - 1) * perPage, page * perPage), total: found.length };
      },
    );
    const customQuery = vi.fn(async () => ({ message: 'User account created successfully', id: 12 }));
    renderWithAdmin(<CreateAccountForm />, {
      dataProvider: {
        ...testDataProvider({
          getList: getList as never,
          getMany: (async (_r: string, p: { ids: number[] }) => ({
            data: many.filter((h) => p.ids.includes(h.id)),
          })) as never,
        }),
        ...wire({ customQuery }),
      } as never,
    });
    await userEvent.type(await screen.findByLabelText(/Username/), 'new.user');
    await userEvent.type(screen.getByLabelText(/E-mail/), 'new.user@example.org');
    await userEvent.type(screen.getByLabelText(/^Password/), 'sesame12');
    await userEvent.type(screen.getByLabelText(/Confirm Password/), 'sesame12');
    await userEvent.type(screen.getByRole('combobox', { name: /Coordinated hub/ }), 'Hub 1200');
    fireEvent.click(await screen.findByRole('option', { name: 'Hub 1200' }));
    // asked the server with the typed text, a page at a time (never a capped page of every hub)
    const hubCalls = getList.mock.calls.filter((c) => c[0] === 'collectionhubs');
    expect(hubCalls.some((c) => c[1].filter.q === 'Hub 1200')).toBe(true);
    expect(Math.max(...hubCalls.map((c) => c[1].pagination.perPage))).toBeLessThanOrEqual(25);
    fireEvent.click(submitButton('Create Account'));
    await waitFor(() => expect(customQuery).toHaveBeenCalledTimes(1));
    expect(customQuery.mock.calls[0]).toEqual([
      'createsystem_user',
      expect.objectContaining({ username: 'new.user', coodinated_hub: 1200 }),
    ]);
  });

  it('says when no hub matches', async () => {
    renderWithAdmin(<CreateAccountForm />, {
      dataProvider: provider({
        getList: async () => ({ data: [], total: 0 }),
      }),
    });
    await userEvent.type(await screen.findByRole('combobox', { name: /Coordinated hub/ }), 'Nowhere');
    expect(await screen.findByText('No hub matches')).toBeInTheDocument();
  });
});

describe('password reset modal', () => {
  it('requires both passwords and that they match', async () => {
    const customQuery = vi.fn();
    renderWithAdmin(<PasswordForm account={account} onDone={vi.fn()} />, {
      dataProvider: provider({ customQuery }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Please input your password!')).toBeInTheDocument();
    expect(screen.getByText('Please confirm your password!')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Password/), 'abcdef1');
    await userEvent.type(screen.getByLabelText(/Confirm Password/), 'abcdef2');
    fireEvent.click(submitButton('Update Password'));
    expect(await screen.findByText('The two passwords that you entered do not match!')).toBeInTheDocument();
    expect(customQuery).not.toHaveBeenCalled();
  });

  it("posts updatecompanyuserpassword and shows the server's message", async () => {
    const customQuery = vi.fn(async () => ({ message: 'Password updated successfully' }));
    const onDone = vi.fn();
    renderWithNotifications(<PasswordForm account={account} onDone={onDone} />, {
      dataProvider: provider({ customQuery }),
    });
    await userEvent.type(await screen.findByLabelText(/^Password/), 'abcdef1');
    await userEvent.type(screen.getByLabelText(/Confirm Password/), 'abcdef1');
    fireEvent.click(submitButton('Update Password'));
    await waitFor(() =>
      expect(customQuery).toHaveBeenCalledWith('updatecompanyuserpassword', {
        password1: 'abcdef1',
        password2: 'abcdef1',
        userid: 5,
      }),
    );
    expect(await screen.findByText('Password updated successfully')).toBeInTheDocument();
    expect(onDone).toHaveBeenCalled();
  });

  it("keeps the modal open with the server's message on a refusal", async () => {
    const customQuery = vi.fn(async () => {
      throw new HttpError("Access refused: Only a superuser may change a superuser's password.", 403, {});
    });
    const onDone = vi.fn();
    renderWithAdmin(<PasswordForm account={account} onDone={onDone} />, {
      dataProvider: provider({ customQuery }),
    });
    await userEvent.type(await screen.findByLabelText(/^Password/), 'abcdef1');
    await userEvent.type(screen.getByLabelText(/Confirm Password/), 'abcdef1');
    fireEvent.click(submitButton('Update Password'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Only a superuser may change a superuser's password.",
    );
    expect(onDone).not.toHaveBeenCalled();
  });
});

describe('rights drawer', () => {
  const existing = {
    id: 7,
    user: 5,
    username: 'jane',
    ...Object.fromEntries(ACCOUNT_RIGHTS.map((r) => [r, false])),
    view_statistics: true,
  };

  it('loads the first rights record and saves the nine booleans with update on accountrights', async () => {
    const getList = vi.fn(async () => ({ data: [existing], total: 1 }));
    const update = vi.fn(async (_r: string, p: { id: number; data: object }) => ({
      data: { ...existing, ...p.data },
    }));
    const onDone = vi.fn();
    renderWithNotifications(<RightsForm account={account} onDone={onDone} />, {
      dataProvider: provider({ getList, update }),
    });
    const stats = await screen.findByRole('switch', { name: 'View statistics' });
    expect(getList).toHaveBeenCalledWith('accountrights', expect.objectContaining({ filter: { user: 5 } }));
    expect(stats).toBeChecked();
    expect(screen.getAllByRole('switch')).toHaveLength(9);
    fireEvent.click(stats);
    fireEvent.click(screen.getByRole('switch', { name: 'Create barcodes' }));
    fireEvent.click(screen.getByRole('switch', { name: 'Create and update pending pickups' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(update.mock.calls[0][0]).toBe('accountrights');
    expect(update.mock.calls[0][1]).toMatchObject({
      id: 7,
      data: {
        view_statistics: false,
        view_product_orders: false,
        view_umoja_deliveries: false,
        view_online_riders: false,
        view_agent_activities: false,
        view_barcodes: false,
        create_barcodes: true,
        view_pending_umoja_pickups: false,
        create_update_pending_umoja_pickups: true,
      },
    });
    expect(Object.keys(update.mock.calls[0][1].data)).toHaveLength(9);
    expect(await screen.findByText('Account rights saved')).toBeInTheDocument();
    expect(onDone).toHaveBeenCalled();
  });

  it('creates the record when the account has none', async () => {
    const create = vi.fn(async (_r: string, p: { data: object }) => ({ data: { id: 9, ...p.data } }));
    const update = vi.fn();
    renderWithAdmin(<RightsForm account={account} onDone={vi.fn()} />, {
      dataProvider: provider({ getList: async () => ({ data: [], total: 0 }), create, update }),
    });
    fireEvent.click(await screen.findByRole('switch', { name: 'View barcodes' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(create.mock.calls[0][0]).toBe('accountrights');
    expect(create.mock.calls[0][1].data).toMatchObject({
      user: 5,
      view_barcodes: true,
      view_statistics: false,
    });
    expect(update).not.toHaveBeenCalled();
  });

  it("says so when saving fails, in the screen's words rather than the provider's generic fallback", async () => {
    const update = vi.fn(async () => {
      throw new HttpError('Failed to save data', 500, {});
    });
    renderWithAdmin(<RightsForm account={account} onDone={vi.fn()} />, {
      dataProvider: provider({ getList: async () => ({ data: [existing], total: 1 }), update }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to save account rights');
    expect(screen.getByRole('alert')).not.toHaveTextContent('Failed to save data');
  });
});

describe('accounts list', () => {
  it('shows picture (with the token), username, e-mail and hub, and opens the rights drawer and the password modal', async () => {
    saveSession({
      token: 'tok123',
      expiresAt: Date.now() + 3600_000,
      logoutAt: Date.now() + 518400_000,
      account: { ...account, id: 1 },
      rights: {} as never,
      profile: null,
      company: null,
    });
    const getList = vi.fn(async (resource: string) =>
      resource === 'accountrights'
        ? { data: [], total: 0 }
        : resource === 'collectionhubs'
          ? { data: hubs, total: 2 }
          : { data: [account], total: 1 },
    );
    renderWithAdmin(<UserAccountList />, {
      dataProvider: provider({ getList }),
      authProvider: fakeAuthProvider(DEMO.manager),
    });
    const row = (await screen.findByText('jane@example.org')).closest('tr')!;
    expect(within(row).getByText('jane')).toBeInTheDocument();
    expect(within(row).getByText('Gulu North Hub')).toBeInTheDocument();
    expect(within(row).getByRole('img', { name: 'jane' })).toHaveAttribute(
      'src',
      expect.stringMatching(/\/customqueries\/getfile\/5\/user_account\?token=tok123$/),
    );
    expect(await within(row).findByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/useraccounts\/5$/),
    );

    expect(await screen.findByRole('button', { name: 'Create new user account' })).toBeInTheDocument();

    fireEvent.click(await within(row).findByRole('button', { name: 'Edit rights' }));
    expect(await screen.findByText('Account rights: jane')).toBeInTheDocument();
    expect(await screen.findAllByRole('switch')).toHaveLength(9);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByText('Account rights: jane')).toBeNull());

    fireEvent.click(within(row).getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Change password: jane')).toBeInTheDocument();
  });

  it('deletes an account after confirmation, never your own, and a superuser only as a superuser', async () => {
    const me = { ...account, id: 1, username: 'grace', email: 'grace@example.org' };
    const boss = { ...account, id: 9, username: 'root', email: 'root@example.org', is_superuser: true };
    const rows = [me, account, boss];
    const del = vi.fn(async (_r: string, p: { id: number }) => ({ data: { id: p.id } }));
    renderWithNotifications(<UserAccountList />, {
      dataProvider: provider({
        getList: async (resource: string) =>
          resource === 'collectionhubs' ? { data: hubs, total: 2 } : { data: rows, total: rows.length },
        delete: del,
      }),
      authProvider: fakeAuthProvider(DEMO.manager),
    });
    const rowOf = async (email: string) => (await screen.findByText(email)).closest('tr')!;
    // fakeAuthProvider's identity is account 1: no delete on your own row
    const mine = await rowOf('grace@example.org');
    const jane = await rowOf('jane@example.org');
    await within(jane).findByRole('button', { name: /delete/i });
    expect(within(mine).queryByRole('button', { name: /delete/i })).toBeNull();
    // a branch manager who is not a superuser cannot delete a superuser
    expect(within(await rowOf('root@example.org')).queryByRole('button', { name: /delete/i })).toBeNull();

    fireEvent.click(within(jane).getByRole('button', { name: /delete/i }));
    expect(await screen.findByText('Delete jane')).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: /confirm/i }));
    await waitFor(() => expect(del).toHaveBeenCalledTimes(1));
    expect(del.mock.calls[0][0]).toBe('useraccounts');
    expect(del.mock.calls[0][1]).toMatchObject({ id: 5 });
    expect(await screen.findByText('User account deleted')).toBeInTheDocument();
  });

  it('hides the row actions and the create form from staff', async () => {
    const authProvider = fakeAuthProvider(DEMO.staff);
    renderWithAdmin(<UserAccountList />, { dataProvider: provider(), authProvider });
    await screen.findByText('jane@example.org');
    await waitFor(() =>
      expect(authProvider.canAccess).toHaveBeenCalledWith(expect.objectContaining({ action: 'edit_rights' })),
    );
    expect(screen.queryByRole('button', { name: 'Edit rights' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Change password' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Create new user account' })).toBeNull();
  });
});

describe('account edit form', () => {
  it('validates, then saves every flag and the hub without resending the picture', async () => {
    const getOne = vi.fn(async () => ({ data: account }));
    const update = vi.fn(async (_r: string, p: { id: number; data: Record<string, unknown> }) => ({
      data: { ...account, ...p.data },
    }));
    renderWithNotifications(<UserAccountEdit id={5} />, {
      dataProvider: provider({ getOne, update }),
      authProvider: fakeAuthProvider(DEMO.manager),
    });
    const mail = await screen.findByLabelText(/E-mail/);
    expect(mail).toHaveValue('jane@example.org');
    // only a superuser may change the superuser flag
    expect(screen.getByLabelText('Superuser')).toBeDisabled();
    await userEvent.clear(mail);
    await userEvent.type(mail, 'jane@');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The input is not valid E-mail!')).toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();

    await userEvent.type(mail, 'example.com');
    fireEvent.click(screen.getByLabelText('Staff'));
    fireEvent.click(screen.getByLabelText('Admin'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(update.mock.calls[0][0]).toBe('useraccounts');
    const { data } = update.mock.calls[0][1];
    // exactly the documented fields: nothing else of the record (id, dates, names) goes back
    expect(data).toEqual({
      username: 'jane',
      email: 'jane@example.com',
      is_active: true,
      branch_manager: false,
      is_admin: true,
      is_staff: true,
      is_superuser: false,
      coodinated_hub: 2,
    });
    expect(await screen.findByText('User account updated successfully')).toBeInTheDocument();
  });

  it("clears the hub, sends a new picture, and shows the server's refusal", async () => {
    const update = vi.fn(async (_r: string, _p: { data: Record<string, unknown> }) => {
      throw new HttpError('username: account with this username already exists.', 400, {});
    });
    renderWithNotifications(<UserAccountEdit id={5} />, {
      dataProvider: provider({ getOne: async () => ({ data: account }), update }),
      authProvider: fakeAuthProvider(DEMO.admin),
    });
    await screen.findByLabelText(/E-mail/);
    expect(screen.getByLabelText('Superuser')).toBeEnabled();
    const hub = await screen.findByRole('combobox', { name: /Coordinated hub/ });
    await waitFor(() => expect(hub).toHaveValue('Gulu North Hub'));
    await userEvent.clear(hub);
    await userEvent.tab();
    await waitFor(() => expect(hub).toHaveValue(''));
    const picture = new File(['jpg'], 'me.jpg', { type: 'image/jpeg' });
    fireEvent.change(screen.getByTestId('picture-input'), { target: { files: [picture] } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(update.mock.calls[0][1].data).toMatchObject({ coodinated_hub: '', profile_pic: picture });
    expect(
      await screen.findByText('username: account with this username already exists.'),
    ).toBeInTheDocument();
  });
});
