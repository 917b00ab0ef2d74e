/**
 * Deliveries on the road now (GET /api/pending_deliveries/?trip_status=ongoing, administration.md 7): the count and
 * the newest few, on the hub dashboard where the coordinator looks. Any message of the notification feed reloads it
 * (the header's bell invalidates the pending_deliveries queries), as the spec's notification socket does.
 */
import { Card, CardContent, CircularProgress, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import { formatDateTime } from '../../../contract/dates';
import { LOAD_PLACEHOLDER, LoadError } from '../../components/LoadError';

interface OngoingDelivery {
  id: number;
  delivery_number: string | null;
  pickup_point: string | null;
  destination: string | null;
  item_name: string | null;
  date: string | null;
}

const T = (key: string) => `pages.hubDashboard.ongoing.${key}`;
const SHOWN = 5;

export function OngoingDeliveries() {
  const translate = useTranslate();
  const {
    data = [],
    total,
    isPending,
    error,
    refetch,
  } = useGetList<OngoingDelivery>('pending_deliveries', {
    pagination: { page: 1, perPage: SHOWN },
    sort: { field: 'date', order: 'DESC' },
    filter: { trip_status: 'ongoing' },
  });
  return (
    <Card data-testid="hub-ongoing">
      <CardContent>
        <Typography variant="subtitle1" component="h2" gutterBottom>
          {translate(T('title'), { count: error ? LOAD_PLACEHOLDER : (total ?? '…') })}
        </Typography>
        {isPending ? (
          <CircularProgress size={20} aria-label={translate(T('loading'))} />
        ) : error ? (
          // the server's reason and Retry, not 'no ongoing deliveries'
          <LoadError title={translate(T('failed'))} error={error} onRetry={refetch} dense />
        ) : data.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {translate(T('empty'))}
          </Typography>
        ) : (
          <List dense disablePadding>
            {data.map((d) => (
              <ListItem key={d.id} divider disableGutters>
                <ListItemText
                  primary={`${d.delivery_number ?? d.id} · ${d.item_name ?? ''}`}
                  secondary={translate(T('route'), {
                    from: d.pickup_point ?? '–',
                    to: d.destination ?? '–',
                    when: d.date ? formatDateTime(d.date) : '–',
                  })}
                />
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
