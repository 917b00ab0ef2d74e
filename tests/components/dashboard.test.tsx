import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { testDataProvider } from 'react-admin';
import { AdminDashboard } from '../../src/pages/dashboard/AdminDashboard';
import { DEMO, fakeAuthProvider, renderWithAdmin } from './helpers';

const COUNTS: Record<string, number> = {
  deliveryagents: 61,
  app_clients: 5,
  collectionhubs: 12,
  healthcenters: 150,
  supplies: 9,
  samples: 7,
  products: 1234,
  pending_pickups: 40,
};

describe('admin dashboard', () => {
  it('shows each card with its own count and link for a branch manager with view_statistics', async () => {
    const getCount = vi.fn(async (resource: string) => COUNTS[resource]);
    renderWithAdmin(<AdminDashboard />, {
      dataProvider: { ...testDataProvider(), getCount } as never,
      authProvider: fakeAuthProvider(DEMO.manager),
    });
    expect(await screen.findByRole('tab', { name: 'Dashboard Overview' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Tracking Overview' })).toBeInTheDocument();
    const expected: [string, string, string][] = [
      ['Total Agents', '61', '/deliveryagents/'],
      ['App Clients', '5', '/app_clients/'],
      ['Collection Hubs', '12', '/collectionhubs/'],
      ['Spokes', '150', '/healthcenters/'],
      ['Total Supplies', '9', '/supplies/'],
      ['Total Samples', '7', '/samples/'],
      ['Total Products', '1,234', '/products/'],
      ['Pending Pickups', '40', '/pending_pickups/'],
    ];
    for (const [label, count, href] of expected) {
      // the card's link is its label (its name is its visible text, WCAG 2.5.3); the count is in the same card
      const link = await screen.findByRole('link', { name: label });
      const card = link.closest<HTMLElement>('.MuiCard-root')!;
      expect(await within(card).findByText(count)).toBeInTheDocument();
      expect(link.getAttribute('href')).toContain(href);
    }
    expect(getCount).toHaveBeenCalledTimes(8);
    expect(getCount).toHaveBeenCalledWith('pending_pickups');
  });

  it('leaves out the pending pickups card for a manager without the pickups right', async () => {
    const getCount = vi.fn(async (resource: string) => COUNTS[resource]);
    const rights = { ...DEMO.manager.rights, view_pending_umoja_pickups: false };
    renderWithAdmin(<AdminDashboard />, {
      dataProvider: { ...testDataProvider(), getCount } as never,
      authProvider: fakeAuthProvider({ ...DEMO.manager, rights }),
    });
    expect(await screen.findByRole('link', { name: 'Total Products' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Pending Pickups' })).not.toBeInTheDocument();
    expect(getCount).not.toHaveBeenCalledWith('pending_pickups');
  });

  it('gives other users a welcome with quick links to what they may open', async () => {
    const getCount = vi.fn(async () => 1);
    renderWithAdmin(<AdminDashboard />, {
      dataProvider: { ...testDataProvider(), getCount } as never,
      authProvider: fakeAuthProvider(DEMO.staff),
    });
    expect(await screen.findByText('Quick links')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pending Pickups' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Deliveries' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Samples' })).not.toBeInTheDocument();
    expect(screen.queryByText('Dashboard Overview')).not.toBeInTheDocument();
    expect(getCount).not.toHaveBeenCalled();
  });
});
