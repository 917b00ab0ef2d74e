import { useCallback, useRef, useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  List,
  Tab,
  Tabs,
  Tooltip,
  Typography,
} from '@mui/material';
import NotificationsIcon from '@mui/icons-material/Notifications';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AppDataProvider } from '../providers/dataProvider';
import { playNotificationSound, useLiveFeed } from '../live';
import { NotificationHistory, NotificationItem } from './NotificationHistory';
import { LivePopups, type LivePopup } from './LivePopups';
import type { AdminNotification, NotificationMessage } from '../../contract/types';

export const UNREAD_QUERY_KEY = ['notifications', 'unread'];
/** When the live feed is down, the badge is refreshed this often. */
const POLL_MS = 30000;

/**
 * The spec's feed message carries title and message (operations.md 7); our server adds `type: 'notification'`.
 * Anything with a title or a message and no other type is a notification, so a backend that sends just
 * `{title, message}` raises the pop-up too.
 */
function isNotificationMessage(data: unknown): data is NotificationMessage {
  if (!data || typeof data !== 'object') return false;
  const { type, title, message } = data as { type?: unknown; title?: unknown; message?: unknown };
  if (type !== undefined && type !== 'notification') return false;
  return typeof title === 'string' || typeof message === 'string';
}

/**
 * The header's notification badge: unread count, a modal listing the unread notifications, and on closing it
 * every listed notification marked read. The live notification feed plays a sound and raises a pop-up.
 */
export function NotificationBell() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const translate = useTranslate();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [listed, setListed] = useState<AdminNotification[]>([]);
  const [popups, setPopups] = useState<LivePopup[]>([]);
  const nextKey = useRef(1);

  const { data: unread = [], isError } = useQuery({
    queryKey: UNREAD_QUERY_KEY,
    queryFn: () => dataProvider.getUnreadNotifications(),
  });

  const refresh = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: UNREAD_QUERY_KEY });
  }, [queryClient]);

  const onLive = useCallback(
    (data: unknown) => {
      // any message of the notification feed reloads the ongoing deliveries (administration.md 7)
      void queryClient.invalidateQueries({ queryKey: ['pending_deliveries'] });
      if (!isNotificationMessage(data)) return;
      playNotificationSound();
      const key = nextKey.current++;
      setPopups((list) => [...list, { key, title: data.title ?? '', message: data.message ?? '' }]);
      refresh();
    },
    [refresh, queryClient],
  );
  useLiveFeed('notifications', onLive, POLL_MS, refresh);

  const [tab, setTab] = useState<'unread' | 'all'>('unread');
  const openModal = () => {
    setListed(unread);
    setTab('unread');
    setOpen(true);
  };

  const closeModal = async () => {
    setOpen(false);
    const ids = listed.map((n) => n.id);
    if (ids.length === 0) return;
    try {
      await dataProvider.markNotificationsRead(ids);
    } catch {
      notify('layout.notifications.markFailed', { type: 'error' });
    } finally {
      refresh();
    }
  };

  const label = translate('layout.notifications.tooltip');
  const ariaLabel =
    unread.length > 0 ? translate('layout.notifications.unread', { count: unread.length }) : label;
  return (
    <>
      <Tooltip title={label}>
        <IconButton color="inherit" aria-label={ariaLabel} onClick={openModal}>
          {/* the count is in the button's name already: the badge's own text stays out of it (WCAG 2.5.3) */}
          <Badge
            badgeContent={unread.length}
            color="error"
            max={99}
            data-testid="notification-count"
            slotProps={{ badge: { 'aria-hidden': true } }}
            // no unread: the hidden badge keeps its '0', out of the layout so that it is not read as the name
            sx={{ '& .MuiBadge-invisible': { display: 'none' } }}
          >
            <NotificationsIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      <Dialog open={open} onClose={closeModal} fullWidth maxWidth="sm" aria-labelledby="notifications-title">
        <DialogTitle id="notifications-title">{translate('layout.notifications.title')}</DialogTitle>
        <Tabs value={tab} onChange={(_e, v: 'unread' | 'all') => setTab(v)} sx={{ px: 2 }}>
          <Tab value="unread" label={translate('layout.notifications.unreadTab', { count: listed.length })} />
          <Tab value="all" label={translate('layout.notifications.allTab')} />
        </Tabs>
        {/* a scrolling list: reachable by keyboard (WCAG 2.1.1) */}
        <DialogContent dividers tabIndex={0} aria-label={translate('a11y.notificationList')}>
          {tab === 'all' ? (
            <NotificationHistory />
          ) : isError ? (
            <Alert severity="error">{translate('layout.notifications.loadFailed')}</Alert>
          ) : listed.length === 0 ? (
            <Typography variant="body2">{translate('layout.notifications.empty')}</Typography>
          ) : (
            <List dense>
              {listed.map((n) => (
                <NotificationItem key={n.id} n={n} />
              ))}
            </List>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={closeModal}>{translate('layout.notifications.close')}</Button>
        </DialogActions>
      </Dialog>
      <LivePopups
        popups={popups}
        onClose={(key) => setPopups((l) => l.filter((p) => p.key !== key))}
        onCloseAll={() => setPopups([])}
      />
    </>
  );
}
