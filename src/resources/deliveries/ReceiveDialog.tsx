/**
 * Receive Delivery: the delivery's details and a receiver note, POST /customqueries/confirm_receiving_items
 * {time_of_receiving, delivery_number, receivers_note, username}; afterwards the row shows a 'Received' mark.
 */
import { useState } from 'react';
import {
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
  Typography,
} from '@mui/material';
import { useDataProvider, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { formatDateTime } from '../../lib/dates';
import type { DeliveryRow } from '../../lib/deliveries';
import type { AppDataProvider } from '../../providers/dataProvider';
import { getSession } from '../../providers/session';
import { useDeliveries } from './DeliveriesContext';
import { serverMessage } from './RepackageDialog';

const T = 'resources.deliveries';

function Line({ label, value }: { label: string; value: unknown }) {
  return (
    <Box sx={{ display: 'flex', gap: 1 }}>
      <Typography variant="body2" color="text.secondary" sx={{ minWidth: 120 }}>
        {label}
      </Typography>
      <Typography variant="body2">
        {value === null || value === undefined || value === '' ? '—' : String(value)}
      </Typography>
    </Box>
  );
}

export function ReceiveDialog() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { receiving: row, closeDialogs, markReceived, reloadReport } = useDeliveries();
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);

  const close = () => {
    setNote('');
    closeDialogs();
  };

  const submit = async () => {
    if (!row) return;
    setBusy(true);
    const time = new Date().toISOString();
    const username = getSession()?.account.username ?? '';
    try {
      await dataProvider.customQuery('confirm_receiving_items', {
        time_of_receiving: time,
        delivery_number: row.delivery_number,
        receivers_note: note.trim(),
        username,
      });
      notify(`${T}.receive.success`, { type: 'success' });
      markReceived(row.delivery_number, {
        received_by: username,
        time_of_receiving: time,
        receivers_note: note.trim(),
      });
      close();
      await reloadReport().catch(() => undefined);
    } catch (e) {
      notify(serverMessage(e, translate(`${T}.receive.failed`)), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const f = (k: string) => translate(`${T}.fields.${k}`);
  return (
    <Dialog open={row !== null} onClose={close} fullWidth maxWidth="sm">
      <DialogTitle>{translate(`${T}.receive.title`)}</DialogTitle>
      <DialogContent dividers>
        {row ? (
          <Box sx={{ display: 'grid', gap: 0.5, mb: 2 }} data-testid="receive-details">
            <Line label={f('delivery_number')} value={row.delivery_number} />
            <Line label={f('agent_account_name')} value={row.agent_account_name} />
            <Line label={translate(`${T}.receive.from`)} value={row.pickup_point} />
            <Line label={translate(`${T}.receive.to`)} value={row.destination} />
            <Line
              label={translate(`${T}.receive.item`)}
              value={[row.item_name, row.item_type ? `(${row.item_type})` : ''].filter(Boolean).join(' ')}
            />
          </Box>
        ) : null}
        <TextField
          fullWidth
          multiline
          minRows={2}
          label={translate(`${T}.receive.note`)}
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{translate(`${T}.cancel`)}</Button>
        <Button variant="contained" onClick={submit} disabled={busy}>
          {translate(`${T}.receive.confirm`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The Received column: the 'Received' mark (receiver, time, note) or, when allowed, the Receive button. */
export function ReceivedCell() {
  const translate = useTranslate();
  const record = useRecordContext<DeliveryRow>();
  const { receivedNow, can, openReceive } = useDeliveries();
  if (!record) return null;
  const local = receivedNow.get(record.delivery_number);
  const info = record.received_by_coordinator
    ? {
        received_by: record.received_by ?? '',
        time_of_receiving: record.time_of_receiving ?? '',
        receivers_note: record.receivers_note ?? '',
      }
    : local;
  if (info)
    return (
      <Box data-testid="received-mark">
        <Chip size="small" color="success" label={translate(`${T}.received.mark`)} />
        {info.received_by ? (
          <Typography variant="caption" component="div">
            {translate(`${T}.received.by`, { name: info.received_by })}
          </Typography>
        ) : null}
        {info.time_of_receiving ? (
          <Typography variant="caption" component="div">
            {translate(`${T}.received.at`, { time: formatDateTime(info.time_of_receiving) })}
          </Typography>
        ) : null}
        {info.receivers_note ? (
          <Typography variant="caption" component="div">
            {translate(`${T}.received.note`, { note: info.receivers_note })}
          </Typography>
        ) : null}
      </Box>
    );
  if (can('receive', record))
    return (
      <Button size="small" variant="outlined" onClick={() => openReceive(record)}>
        {translate(`${T}.receive.button`)}
      </Button>
    );
  return (
    <Typography variant="caption" color="text.secondary">
      {translate(`${T}.received.notYet`)}
    </Typography>
  );
}
