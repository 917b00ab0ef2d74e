/**
 * The shell's bar of the offline hub: 'Offline, as of HH:MM' (when the data on show was fetched) while the
 * browser is offline, and the signed-in user's receipts kept on the device: 'N receipts waiting to send' and
 * 'N receipts need your attention' (refused by the server), with a dialog listing them (the server's reason,
 * your receipt, the server's receipt when the answer gave it; Discard my receipt, Send again). It also runs the
 * sender of the waiting receipts (src/offline/sender.ts) for as long as the shell is there.
 */
import { useEffect, useState } from 'react';
import { Box, Button, Divider, Stack, Typography } from '@mui/material';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import { Confirm, useDataProvider, useTranslate } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { DetailsDialog } from '../components/DetailsDialog';
import { useOnline } from '../components/useOnline';
import { formatDateTime } from '../../contract/dates';
import type { AppDataProvider } from '../providers/dataProvider';
import { clearReportCache } from '../providers/reportList';
import { callWith } from '../providers/contractMethods';
import { getSession } from '../providers/session';
import { shownDataTime } from './cache';
import { removeReceipt, retryReceipt, type QueuedReceipt } from './queue';
import { sendWaitingNow, startReceiptSender } from './sender';
import { useReceiptQueue } from './useReceiptQueue';

const T = 'offline';

/** 'HH:MM' of a time (local). */
export function clock(ms: number): string {
  const d = new Date(ms);
  return `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
}

/** Runs the receipts' sender while mounted; what it sends makes the screens fetch their data again. */
export function useReceiptSender(): void {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  useEffect(
    () =>
      startReceiptSender({
        username: () => getSession()?.account.username,
        send: (request, idempotencyKey) =>
          callWith(dataProvider, 'receiveDelivery', request, { idempotencyKey }),
        onChange: () => {
          clearReportCache();
          void queryClient.invalidateQueries();
        },
      }),
    [dataProvider, queryClient],
  );
}

/** 'Offline, as of HH:MM' of the data on show (re-read while offline as screens change). */
export function useOfflineMark(): string | null {
  const online = useOnline();
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const [, setTick] = useState(0);
  useEffect(() => {
    if (online) return;
    return queryClient.getQueryCache().subscribe(() => setTick((t) => t + 1));
  }, [online, queryClient]);
  if (online) return null;
  const at = shownDataTime(queryClient);
  return at ? translate(`${T}.asOf`, { time: clock(at) }) : translate(`${T}.offline`);
}

function codes(json: string | undefined): string {
  if (!json) return '';
  try {
    const list = JSON.parse(json) as unknown;
    return Array.isArray(list) ? list.join(', ') : '';
  } catch {
    return '';
  }
}

function Entry({ entry }: { entry: QueuedReceipt }) {
  const translate = useTranslate();
  const [confirming, setConfirming] = useState(false);
  const { request, refused, summary } = entry;
  const checked = codes(request.received_codes);
  return (
    <Box data-testid="offline-entry" sx={{ py: 1 }}>
      <Typography variant="subtitle2">
        {translate(`${T}.dialog.delivery`, { number: entry.delivery_number })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate(`${T}.dialog.summary`, summary)}
      </Typography>
      {refused ? (
        <Box sx={{ mt: 1 }}>
          <Typography variant="body2" fontWeight="bold">
            {translate(`${T}.dialog.reason`)}
          </Typography>
          <Typography variant="body2" color="error" data-testid="offline-reason">
            {refused.message}
          </Typography>
        </Box>
      ) : (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {translate(`${T}.dialog.waiting`)}
        </Typography>
      )}
      <Box sx={{ mt: 1 }} data-testid="offline-yours">
        <Typography variant="body2" fontWeight="bold">
          {translate(`${T}.dialog.yours`)}
        </Typography>
        <Typography variant="body2">
          {translate(`${T}.dialog.time`, { time: formatDateTime(request.time_of_receiving) })}
        </Typography>
        {request.receivers_note ? (
          <Typography variant="body2">
            {translate(`${T}.dialog.note`, { note: request.receivers_note })}
          </Typography>
        ) : null}
        {request.received_codes !== undefined ? (
          <Typography variant="body2">
            {translate(`${T}.dialog.checked`, { codes: checked || '—' })}
          </Typography>
        ) : null}
      </Box>
      {refused?.current ? (
        <Box sx={{ mt: 1 }} data-testid="offline-server">
          <Typography variant="body2" fontWeight="bold">
            {translate(`${T}.dialog.server`)}
          </Typography>
          <Typography variant="body2">
            {translate(`${T}.dialog.receivedBy`, { name: refused.current.received_by || '—' })}
          </Typography>
          <Typography variant="body2">
            {translate(`${T}.dialog.time`, {
              time: refused.current.time_of_receiving
                ? formatDateTime(refused.current.time_of_receiving)
                : '—',
            })}
          </Typography>
          {refused.current.receivers_note ? (
            <Typography variant="body2">
              {translate(`${T}.dialog.note`, { note: refused.current.receivers_note })}
            </Typography>
          ) : null}
        </Box>
      ) : null}
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        <Button size="small" color="error" onClick={() => setConfirming(true)}>
          {translate(`${T}.dialog.discard`)}
        </Button>
        {refused ? (
          <Button size="small" onClick={() => void retryReceipt(entry.key).then(() => sendWaitingNow())}>
            {translate(`${T}.dialog.sendAgain`)}
          </Button>
        ) : null}
      </Stack>
      <Confirm
        isOpen={confirming}
        title={`${T}.dialog.discard`}
        content={translate(`${T}.dialog.discardConfirm`, { number: entry.delivery_number })}
        confirm={`${T}.dialog.discardYes`}
        cancel={`${T}.dialog.keep`}
        onConfirm={() => {
          setConfirming(false);
          void removeReceipt(entry.key);
        }}
        onClose={() => setConfirming(false)}
      />
    </Box>
  );
}

/** The dialog of the user's receipts on the device (the app's read-only dialog, DetailsDialog). */
export function QueueDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const entries = useReceiptQueue();
  return (
    <DetailsDialog
      open={open}
      onClose={onClose}
      title={translate(`${T}.dialog.title`)}
      closeLabel={`${T}.dialog.close`}
      maxWidth="sm"
    >
      {entries.length === 0 ? <Typography>{translate(`${T}.dialog.none`)}</Typography> : null}
      {entries.map((e, i) => (
        <Box key={e.key}>
          {i > 0 ? <Divider /> : null}
          <Entry entry={e} />
        </Box>
      ))}
    </DetailsDialog>
  );
}

/** The bar: nothing while online with no receipt on the device. */
export function OfflineBar() {
  const translate = useTranslate();
  useReceiptSender();
  const mark = useOfflineMark();
  const entries = useReceiptQueue();
  const [open, setOpen] = useState(false);
  const refused = entries.filter((e) => e.refused).length;
  const waiting = entries.length - refused;
  if (!mark && entries.length === 0 && !open) return null;
  return (
    <>
      <Box
        role="status"
        data-testid="offline-bar"
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 2,
          px: 2,
          py: 0.5,
          bgcolor: refused > 0 ? 'warning.light' : 'grey.200',
          color: 'text.primary',
        }}
      >
        {mark ? (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }} data-testid="offline-mark">
            <CloudOffIcon fontSize="small" />
            <Typography variant="body2">{mark}</Typography>
          </Box>
        ) : null}
        {waiting > 0 ? (
          <Typography variant="body2">{translate(`${T}.waiting`, { smart_count: waiting })}</Typography>
        ) : null}
        {refused > 0 ? (
          <Typography variant="body2" fontWeight="bold">
            {translate(`${T}.attention`, { smart_count: refused })}
          </Typography>
        ) : null}
        {entries.length > 0 ? (
          <Button size="small" onClick={() => setOpen(true)}>
            {translate(`${T}.open`)}
          </Button>
        ) : null}
      </Box>
      <QueueDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
