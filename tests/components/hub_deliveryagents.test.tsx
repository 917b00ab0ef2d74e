import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { testDataProvider } from 'react-admin';
import { HubAccounts } from '../../src/pages/hub_deliveryagents/HubAccounts';
import { DEMO, fakeAuthProvider, renderWithAdmin } from './helpers';
import { wire } from './wire';

function provider(answer: () => Promise<unknown>) {
  const customQuery = vi.fn(answer);
  return { customQuery, dataProvider: { ...testDataProvider(), ...wire({ customQuery }) } as never };
}

describe('hub accounts (get_hubaccounts)', () => {
  it("lists the accounts coordinating the coordinator's hub", async () => {
    const p = provider(async () => ({
      report: JSON.stringify([
        {
          id: 4,
          username: 'hubcoordinator',
          email: 'hub@example.test',
          first_name: 'Hugo',
          last_name: 'Hub',
        },
        { id: 9, username: 'night.shift', email: '', first_name: '', last_name: '' },
      ]),
    }));
    renderWithAdmin(<HubAccounts />, {
      dataProvider: p.dataProvider,
      authProvider: fakeAuthProvider(DEMO.hubcoordinator),
    });
    const card = await screen.findByRole('region', { name: 'Hub accounts' });
    expect(await within(card).findByText('hubcoordinator (Hugo Hub)')).toBeInTheDocument();
    expect(within(card).getByText('hub@example.test')).toBeInTheDocument();
    expect(within(card).getByText('night.shift')).toBeInTheDocument();
    // GET /customqueries/get_hubaccounts/1, no payload
    expect(p.customQuery).toHaveBeenCalledWith('get_hubaccounts/1', undefined, { method: 'GET' });
  });

  it('says so when no account coordinates the hub, or when the list cannot be loaded', async () => {
    const empty = provider(async () => ({ report: '[]' }));
    const { unmount } = renderWithAdmin(<HubAccounts />, {
      dataProvider: empty.dataProvider,
      authProvider: fakeAuthProvider(DEMO.hubcoordinator),
    });
    expect(await screen.findByText('No user account coordinates this hub.')).toBeInTheDocument();
    unmount();
    const failing = provider(async () => {
      throw new Error('boom');
    });
    renderWithAdmin(<HubAccounts />, {
      dataProvider: failing.dataProvider,
      authProvider: fakeAuthProvider(DEMO.hubcoordinator),
    });
    expect(await screen.findByText('Failed to load data')).toBeInTheDocument();
  });

  it('shows nothing and asks nothing in the admin shell (no hub)', async () => {
    const p = provider(async () => ({ report: '[]' }));
    renderWithAdmin(
      <>
        <HubAccounts />
        <p>page</p>
      </>,
      { dataProvider: p.dataProvider, authProvider: fakeAuthProvider(DEMO.manager) },
    );
    await screen.findByText('page');
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('region', { name: 'Hub accounts' })).not.toBeInTheDocument();
    expect(p.customQuery).not.toHaveBeenCalled();
  });
});
