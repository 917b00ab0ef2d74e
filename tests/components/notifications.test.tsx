import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { testDataProvider } from 'react-admin';

const live = vi.hoisted(() => ({
  handler: null as null | ((data: unknown) => void),
  sound: vi.fn(),
}));
vi.mock('../../src/live', () => ({
  useLiveFeed: (_kind: string, onMessage: (data: unknown) => void) => {
    live.handler = onMessage;
    return { status: 'open' };
  },
  playNotificationSound: live.sound,
}));

import { NotificationBell } from '../../src/layout/NotificationBell';
import { OngoingDeliveries } from '../../src/pages/dashboard/OngoingDeliveries';
import { renderWithAdmin } from './helpers';

const unread = [
  {
    id: 4,
    title: 'Delivery received',
    message: 'Batch B-100 received at Main hub',
    read: false,
    created_at: '2024-06-10T08:00:00Z',
  },
  {
    id: 7,
    title: 'Agent offline',
    message: 'Rider R-12 went offline',
    read: false,
    created_at: '2024-06-10T09:30:00Z',
  },
];

function provider() {
  let current = [...unread];
  return {
    ...testDataProvider(),
    getUnreadNotifications: vi.fn(async () => current),
    markNotificationsRead: vi.fn(async (ids: number[]) => {
      current = current.filter((n) => !ids.includes(n.id));
    }),
  };
}

describe('notification badge', () => {
  beforeEach(() => {
    live.handler = null;
    live.sound.mockClear();
  });

  it('shows the unread count; closing the modal marks every listed notification read and refreshes the count', async () => {
    const dataProvider = provider();
    renderWithAdmin(<NotificationBell />, { dataProvider });
    const bell = await screen.findByRole('button', { name: 'Notifications: 2 unread' });
    expect(screen.getByTestId('notification-count')).toHaveTextContent('2');

    fireEvent.click(bell);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Delivery received')).toBeInTheDocument();
    expect(within(dialog).getByText('Rider R-12 went offline')).toBeInTheDocument();
    expect(dataProvider.markNotificationsRead).not.toHaveBeenCalled();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(dataProvider.markNotificationsRead).toHaveBeenCalledWith([4, 7]));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(dataProvider.getUnreadNotifications.mock.calls.length).toBeGreaterThanOrEqual(2);
  });

  it("the 'All' tab lists read notifications too, newest first, page by page, and marks nothing by itself", async () => {
    const all = Array.from({ length: 25 }, (_, i) => ({
      id: 100 - i,
      title: `Notice ${100 - i}`,
      message: `Message ${100 - i}`,
      read: i >= 2,
      created_at: '2024-06-10T08:00:00Z',
    }));
    const getList = vi.fn(async (_r: string, p: { pagination: { page: number; perPage: number } }) => ({
      data: all.slice(0, p.pagination.perPage),
      total: all.length,
    }));
    const dataProvider = { ...provider(), getList };
    renderWithAdmin(<NotificationBell />, { dataProvider: dataProvider as never });
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications: 2 unread' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('tab', { name: 'Unread (2)' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.click(within(dialog).getByRole('tab', { name: 'All' }));
    expect(await within(dialog).findByText('Notice 100')).toBeInTheDocument();
    expect(within(dialog).getByText('Notice 81')).toBeInTheDocument();
    expect(within(dialog).queryByText('Notice 80')).not.toBeInTheDocument();
    expect(within(dialog).getAllByText('unread')).toHaveLength(2);
    expect(getList).toHaveBeenCalledWith(
      'notifications',
      expect.objectContaining({ sort: { field: 'id', order: 'DESC' } }),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Show more (20 of 25)' }));
    expect(await within(dialog).findByText('Notice 76')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /Show more/ })).not.toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    // closing marks the unread ones that were listed, as before
    await waitFor(() => expect(dataProvider.markNotificationsRead).toHaveBeenCalledWith([4, 7]));
  });

  it('a live notification plays the sound and raises a pop-up that stays until closed', async () => {
    const dataProvider = provider();
    renderWithAdmin(<NotificationBell />, { dataProvider });
    await waitFor(() => expect(live.handler).not.toBeNull());
    act(() =>
      live.handler!({ type: 'notification', id: 9, title: 'New pickup', message: 'Pickup P-55 created' }),
    );
    expect(live.sound).toHaveBeenCalledTimes(1);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('New pickup');
    expect(alert).toHaveTextContent('Pickup P-55 created');
    await new Promise((r) => setTimeout(r, 200));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    fireEvent.click(within(alert).getByRole('button'));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    // other messages on the channel are ignored
    act(() => live.handler!({ type: 'agent_location', agent: 1 }));
    expect(live.sound).toHaveBeenCalledTimes(1);
  });

  it("keeps the pop-ups in a compact stack: the newest 3 shown, '+N more' expands it, each closes, 'Close all' too", async () => {
    renderWithAdmin(<NotificationBell />, { dataProvider: provider() });
    await waitFor(() => expect(live.handler).not.toBeNull());
    for (let i = 1; i <= 6; i++)
      act(() => live.handler!({ type: 'notification', title: `Notice ${i}`, message: `Message ${i}` }));
    // each one still plays (the sound's throttle is the live module's) and stays
    expect(live.sound).toHaveBeenCalledTimes(6);
    const stack = await screen.findByRole('region', { name: 'Live notifications' });
    const titles = () =>
      within(stack)
        .queryAllByRole('alert')
        .map((a) => a.querySelector('strong')?.textContent);
    expect(titles()).toEqual(['Notice 6', 'Notice 5', 'Notice 4']);
    expect(within(stack).getAllByRole('alert')[0]).toHaveTextContent('Notice 6 — Message 6');

    const more = within(stack).getByRole('button', { name: '+3 more' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(more);
    expect(titles()).toEqual(['Notice 6', 'Notice 5', 'Notice 4', 'Notice 3', 'Notice 2', 'Notice 1']);
    fireEvent.click(within(stack).getByRole('button', { name: 'Show fewer' }));
    expect(titles()).toEqual(['Notice 6', 'Notice 5', 'Notice 4']);

    // closing one brings the next older one into view and lowers the count
    fireEvent.click(within(within(stack).getAllByRole('alert')[1]).getByRole('button', { name: 'Dismiss' }));
    expect(titles()).toEqual(['Notice 6', 'Notice 4', 'Notice 3']);
    expect(within(stack).getByRole('button', { name: '+2 more' })).toBeInTheDocument();
    // down to 3: no '+N more' any more
    fireEvent.click(within(within(stack).getAllByRole('alert')[0]).getByRole('button', { name: 'Dismiss' }));
    fireEvent.click(within(within(stack).getAllByRole('alert')[0]).getByRole('button', { name: 'Dismiss' }));
    expect(titles()).toEqual(['Notice 3', 'Notice 2', 'Notice 1']);
    expect(within(stack).queryByRole('button', { name: /more$/ })).not.toBeInTheDocument();

    act(() => live.handler!({ type: 'notification', title: 'Notice 7', message: 'Message 7' }));
    fireEvent.click(within(stack).getByRole('button', { name: 'Close all' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Live notifications' })).not.toBeInTheDocument();
    // the page's room for the stack goes with it
    expect(document.body.style.paddingBottom).toBe('');
  });

  it("raises a pop-up for the spec's bare {title, message}, without our server's type field", async () => {
    renderWithAdmin(<NotificationBell />, { dataProvider: provider() });
    await waitFor(() => expect(live.handler).not.toBeNull());
    act(() => live.handler!({ title: 'Sample rejected', message: 'Barcode 4401 rejected by the lab' }));
    expect(live.sound).toHaveBeenCalledTimes(1);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Sample rejected');
    expect(alert).toHaveTextContent('Barcode 4401 rejected by the lab');
    // a message of another type is still not a notification
    act(() => live.handler!({ type: 'agent_location', title: 'x' }));
    expect(live.sound).toHaveBeenCalledTimes(1);
  });

  it('any message of the notification feed reloads the ongoing deliveries (GET /api/pending_deliveries/?trip_status=ongoing)', async () => {
    const getList = vi.fn(async () => ({ data: [], total: 0 }));
    renderWithAdmin(
      <>
        <NotificationBell />
        <OngoingDeliveries />
      </>,
      { dataProvider: { ...provider(), getList } as never },
    );
    expect(await screen.findByText('Ongoing deliveries (0)')).toBeInTheDocument();
    expect(getList).toHaveBeenCalledTimes(1);
    expect(getList).toHaveBeenCalledWith(
      'pending_deliveries',
      expect.objectContaining({ filter: { trip_status: 'ongoing' } }),
    );
    await waitFor(() => expect(live.handler).not.toBeNull());
    act(() => live.handler!({ event: 'trip_started', delivery: 12 }));
    await waitFor(() => expect(getList).toHaveBeenCalledTimes(2));
    expect(live.sound).not.toHaveBeenCalled();
  });
});
