/**
 * The bell modal's 'All' tab: every notification, read ones too, newest first (GET /api/admin_notifications/,
 * operations.md 7), a page at a time with 'Show more'. Reading here marks nothing read.
 */
import { useState } from 'react';
import { Alert, Box, Button, Chip, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import { formatDateTime } from '../../contract/dates';
import type { AdminNotification } from '../../contract/types';

const PAGE = 20;

export function NotificationItem({ n, showUnread = false }: { n: AdminNotification; showUnread?: boolean }) {
  const translate = useTranslate();
  return (
    <ListItem divider alignItems="flex-start">
      <ListItemText
        primary={
          <>
            {n.title}
            {showUnread && !n.read ? (
              <Chip
                size="small"
                color="primary"
                label={translate('layout.notifications.unreadChip')}
                sx={{ ml: 1 }}
              />
            ) : null}
          </>
        }
        secondary={
          <>
            {n.message}
            {n.created_at ? (
              <Typography component="span" variant="caption" display="block">
                {formatDateTime(n.created_at)}
              </Typography>
            ) : null}
          </>
        }
      />
    </ListItem>
  );
}

export function NotificationHistory() {
  const translate = useTranslate();
  const [shown, setShown] = useState(PAGE);
  const {
    data = [],
    total,
    isPending,
    error,
  } = useGetList<AdminNotification>('notifications', {
    pagination: { page: 1, perPage: shown },
    sort: { field: 'id', order: 'DESC' },
  });
  if (error) return <Alert severity="error">{translate('layout.notifications.loadFailed')}</Alert>;
  if (isPending) return <Typography variant="body2">{translate('layout.notifications.loading')}</Typography>;
  if (data.length === 0)
    return <Typography variant="body2">{translate('layout.notifications.noneAtAll')}</Typography>;
  return (
    <Box>
      <List dense>
        {data.map((n) => (
          <NotificationItem key={n.id} n={n} showUnread />
        ))}
      </List>
      {total !== undefined && data.length < total ? (
        <Button onClick={() => setShown((s) => s + PAGE)}>
          {translate('layout.notifications.more', { shown: data.length, total })}
        </Button>
      ) : null}
    </Box>
  );
}
