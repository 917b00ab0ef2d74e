import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { AdminContext, memoryStore, testDataProvider, TestMemoryRouter } from 'react-admin';
import { AccountPage } from '../../src/pages/account/AccountPage';
import { DEMO, fakeAuthProvider, i18nProvider } from './helpers';

const account = {
  id: 2,
  username: 'manager',
  email: 'manager@example.org',
  is_active: true,
  branch_manager: false,
  profile_pic: null,
};

describe('account profile page', () => {
  it("shows the card and opens the 'Account Update Form' drawer", async () => {
    const getOne = vi.fn(async () => ({ data: account }));
    render(
      <TestMemoryRouter initialEntries={['/accounts/2']}>
        <AdminContext
          dataProvider={testDataProvider({ getOne: getOne as never })}
          authProvider={fakeAuthProvider(DEMO.manager)}
          i18nProvider={i18nProvider}
          store={memoryStore()}
        >
          <Routes>
            <Route path="/accounts/:accountID" element={<AccountPage />} />
          </Routes>
        </AdminContext>
      </TestMemoryRouter>,
    );
    expect(await screen.findByText('manager@example.org')).toBeInTheDocument();
    expect(getOne).toHaveBeenCalledWith('accounts', expect.objectContaining({ id: 2 }));
    const active = screen.getByText('Active').closest('tr')!;
    expect(within(active).getByText('Yes')).toBeInTheDocument();
    const manager = screen.getByText('Branch manager').closest('tr')!;
    expect(within(manager).getByText('No')).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'Update Account' }));
    const drawer = await screen.findByRole('dialog', { name: 'Account Update Form' });
    expect(within(drawer).getByLabelText(/Username/)).toHaveValue('manager');
  });
});
