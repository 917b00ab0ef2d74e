import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { AdminMenu, HubMenu } from '../../src/layout/Menu';
import { DEMO, fakeAuthProvider, renderWithAdmin } from './helpers';

const ALL_GROUPS = [
  'Dashboard',
  'Operations',
  'Reports & Analytics',
  'Agents & Facilities',
  'Master Data',
  'LIMS Integration',
  'System Settings',
];

async function groupsOf(nav: HTMLElement) {
  return within(nav)
    .getAllByRole('button', { expanded: true })
    .map((b) => b.textContent);
}

describe('side menus', () => {
  it.each(['admin', 'manager'] as const)('%s sees every group in the spec order', async (user) => {
    renderWithAdmin(<AdminMenu />, { authProvider: fakeAuthProvider(DEMO[user]) });
    const nav = await screen.findByRole('navigation', { name: 'main menu' });
    await within(nav).findByText('System Settings');
    expect(await groupsOf(nav)).toEqual(ALL_GROUPS);
    expect(within(nav).getByText('Samples')).toBeInTheDocument();
    expect(within(nav).getByText('Supplies')).toBeInTheDocument();
    expect(within(nav).getByText('Orders')).toBeInTheDocument();
  });

  it('staff sees only the dashboard and the operations it holds rights for', async () => {
    renderWithAdmin(<AdminMenu />, { authProvider: fakeAuthProvider(DEMO.staff) });
    const nav = await screen.findByRole('navigation', { name: 'main menu' });
    await within(nav).findByText('Operations');
    expect(await groupsOf(nav)).toEqual(['Dashboard', 'Operations']);
    expect(within(nav).getByText('Pending Pickups')).toBeInTheDocument();
    expect(within(nav).getByText('Deliveries')).toBeInTheDocument();
    expect(within(nav).queryByText('Orders')).not.toBeInTheDocument();
    expect(within(nav).queryByText('Samples')).not.toBeInTheDocument();
  });

  it('the hub coordinator gets no admin group, and the hub menu', async () => {
    renderWithAdmin(
      <>
        <AdminMenu />
        <HubMenu />
      </>,
      { authProvider: fakeAuthProvider(DEMO.hubcoordinator) },
    );
    const hubNav = await screen.findByRole('navigation', { name: 'hub menu' });
    await within(hubNav).findByText('Hub Deliveries');
    expect(within(hubNav).getByText('Hub Dashboard')).toBeInTheDocument();
    expect(within(hubNav).getByText('Online Agents')).toBeInTheDocument();
    const adminNav = screen.getByRole('navigation', { name: 'main menu' });
    expect(within(adminNav).queryAllByRole('button')).toHaveLength(0);
  });

  it('a group collapses and expands', async () => {
    renderWithAdmin(<AdminMenu />, { authProvider: fakeAuthProvider(DEMO.staff) });
    const nav = await screen.findByRole('navigation', { name: 'main menu' });
    const ops = await within(nav).findByRole('button', { name: /Operations/ });
    expect(within(nav).getByText('Pending Pickups')).toBeInTheDocument();
    ops.click();
    expect(
      await within(nav).findByRole('button', { name: /Operations/, expanded: false }),
    ).toBeInTheDocument();
  });
});
